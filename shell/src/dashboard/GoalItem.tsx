import { ApiError } from '@pipcrafters/api-client';
import { type Goal, Messages, type UpdateGoalRequest } from '@pipcrafters/contracts';
import { Button, ConfirmPopover, Flex, ProgressBar, Text, useToast } from '@pipcrafters/ui';
import { useState } from 'react';
import { useGoalMutations } from './dashboard-api';
import { formatInteger, percentOf } from './format';
import { GOAL_TARGET_MAX } from './goal-form';
import { goalDeadlineText, goalProgressText, goalTag } from './goal-view';
import { StatusTag } from './StatusTag';

/** A self-reported goal's own controls: one more, or the exact figure (a whole number, 0 to the maximum). */
function ReportProgress({ goal, onReport }: { goal: Goal; onReport: (current: number) => void }) {
  const [value, setValue] = useState(String(goal.current));
  const typed = value.trim() === '' ? Number.NaN : Number(value);
  const valid = Number.isInteger(typed) && typed >= 0 && typed <= GOAL_TARGET_MAX;
  return (
    <Flex gap={8} wrap align="center">
      <Button onClick={() => onReport(goal.current + 1)} aria-label={`Sumar 1 a «${goal.title}»`}>
        +1
      </Button>
      <span className="pc-compact">
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={GOAL_TARGET_MAX}
          step={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-label={`Valor actual de «${goal.title}»`}
          className="pc-app-input"
          style={{ width: 96 }}
        />
        <Button disabled={!valid || typed === goal.current} onClick={() => valid && onReport(typed)}>
          Anotar
        </Button>
      </span>
    </Flex>
  );
}

interface GoalItemProps {
  goal: Goal;
  onEdit: (goal: Goal) => void;
}

/** One goal: how far it is, whether it is on schedule, its deadline and what can be done with it. */
export function GoalItem({ goal, onEdit }: GoalItemProps) {
  const { update, remove } = useGoalMutations();
  const { toast } = useToast();
  const tag = goalTag(goal);
  const deadline = goalDeadlineText(goal);
  const failed = (title: string) => (caught: unknown) =>
    toast({
      title,
      description: caught instanceof ApiError ? caught.message : Messages.unknownError,
      variant: 'destructive',
    });
  const change = (request: UpdateGoalRequest, success: string) =>
    update.mutate(
      { id: goal.id, request },
      {
        onSuccess: () => toast({ title: success, variant: 'success' }),
        onError: failed('No se pudo actualizar la meta'),
      },
    );
  const busy = update.isPending || remove.isPending;

  return (
    <li data-testid="goal">
      <Flex vertical gap={4}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Text strong>{goal.title}</Text>
          {tag ? <StatusTag tone={tag.tone}>{tag.text}</StatusTag> : null}
        </Flex>
        <ProgressBar
          percent={percentOf(goal.current, goal.target)}
          success={goal.status === 'completed'}
          aria-label={`Progreso de «${goal.title}»`}
          style={{ margin: 0 }}
        />
        <Flex gap={16} wrap>
          <Text secondary>{goalProgressText(goal)}</Text>
          {deadline ? <Text secondary>{deadline}</Text> : null}
          {goal.onTrack === false && goal.expected !== null ? (
            <Text secondary>Deberías llevar {formatInteger(goal.expected)}</Text>
          ) : null}
        </Flex>
        <Flex justify="space-between" align="center" gap={8} wrap style={{ marginTop: 4 }}>
          {goal.kind === 'self' && goal.status === 'active' ? (
            <ReportProgress
              key={goal.current}
              goal={goal}
              onReport={(current) => change({ current }, 'Progreso anotado')}
            />
          ) : (
            <span />
          )}
          <Flex gap={4} wrap>
            <Button size="small" variant="text" disabled={busy} onClick={() => onEdit(goal)}>
              Editar
            </Button>
            <ConfirmPopover
              label="Archivar"
              disabled={busy}
              title="¿Archivar esta meta?"
              description="Dejará de aparecer en tu lista; su historial se conserva."
              okText="Archivar"
              onConfirm={() => change({ status: 'archived' }, 'Meta archivada')}
            />
            <ConfirmPopover
              label="Eliminar"
              danger
              disabled={busy}
              title="¿Eliminar esta meta?"
              description="Se borra con su progreso. No se puede deshacer."
              okText="Eliminar"
              onConfirm={() =>
                remove
                  .mutateAsync(goal.id, {
                    onSuccess: () => toast({ title: 'Meta eliminada', variant: 'success' }),
                    onError: failed('No se pudo eliminar la meta'),
                  })
                  .catch(() => undefined)
              }
            />
          </Flex>
        </Flex>
      </Flex>
    </li>
  );
}

import { ApiError } from '@pipcrafters/api-client';
import { type Goal, Messages, type UpdateGoalRequest } from '@pipcrafters/contracts';
import { useToast } from '@pipcrafters/ui';
import { Button, Flex, InputNumber, Popconfirm, Progress, Space, Typography } from 'antd';
import { useState } from 'react';
import { useGoalMutations } from './dashboard-api';
import { formatInteger, percentOf } from './format';
import { GOAL_TARGET_MAX } from './goal-form';
import { goalDeadlineText, goalProgressText, goalTag } from './goal-view';
import { StatusTag } from './StatusTag';

/** A self-reported goal's own controls: one more, or the exact figure. */
function ReportProgress({ goal, onReport }: { goal: Goal; onReport: (current: number) => void }) {
  const [value, setValue] = useState<number | null>(goal.current);
  return (
    <Flex gap={8} wrap align="center">
      <Button onClick={() => onReport(goal.current + 1)} aria-label={`Sumar 1 a «${goal.title}»`}>
        +1
      </Button>
      <Space.Compact>
        <InputNumber
          min={0}
          max={GOAL_TARGET_MAX}
          precision={0}
          value={value}
          onChange={setValue}
          aria-label={`Valor actual de «${goal.title}»`}
          style={{ width: 96 }}
        />
        <Button
          disabled={value === null || value === goal.current}
          onClick={() => value !== null && onReport(value)}
        >
          Anotar
        </Button>
      </Space.Compact>
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
          <Typography.Text strong>{goal.title}</Typography.Text>
          {tag ? <StatusTag tone={tag.tone}>{tag.text}</StatusTag> : null}
        </Flex>
        <Progress
          percent={percentOf(goal.current, goal.target)}
          showInfo={false}
          status={goal.status === 'completed' ? 'success' : 'normal'}
          aria-label={`Progreso de «${goal.title}»`}
          style={{ margin: 0 }}
        />
        <Flex gap={16} wrap>
          <Typography.Text type="secondary">{goalProgressText(goal)}</Typography.Text>
          {deadline ? <Typography.Text type="secondary">{deadline}</Typography.Text> : null}
          {goal.onTrack === false && goal.expected !== null ? (
            <Typography.Text type="secondary">Deberías llevar {formatInteger(goal.expected)}</Typography.Text>
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
            <Button size="small" type="text" disabled={busy} onClick={() => onEdit(goal)}>
              Editar
            </Button>
            <Popconfirm
              title="¿Archivar esta meta?"
              description="Dejará de aparecer en tu lista; su historial se conserva."
              okText="Archivar"
              cancelText="Cancelar"
              onConfirm={() => change({ status: 'archived' }, 'Meta archivada')}
            >
              <Button size="small" type="text" disabled={busy}>
                Archivar
              </Button>
            </Popconfirm>
            <Popconfirm
              title="¿Eliminar esta meta?"
              description="Se borra con su progreso. No se puede deshacer."
              okText="Eliminar"
              okButtonProps={{ danger: true }}
              cancelText="Cancelar"
              onConfirm={() =>
                remove
                  .mutateAsync(goal.id, {
                    onSuccess: () => toast({ title: 'Meta eliminada', variant: 'success' }),
                    onError: failed('No se pudo eliminar la meta'),
                  })
                  .catch(() => undefined)
              }
            >
              <Button size="small" type="text" danger disabled={busy}>
                Eliminar
              </Button>
            </Popconfirm>
          </Flex>
        </Flex>
      </Flex>
    </li>
  );
}

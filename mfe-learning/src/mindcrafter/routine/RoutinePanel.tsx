import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import {
  type MindRoutine,
  type PutRoutineRequest,
  ROUTINE_ITEM_MAX_LENGTH,
  ROUTINE_MAX_ITEMS,
  type RoutineItem,
  SUGGESTED_ROUTINE_ITEMS,
} from '@pipcrafters/contracts';
import { Tooltip, useToast } from '@pipcrafters/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Col, Flex, Input, List, Popconfirm, Progress, Row, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { QueryCard } from '../../components/QueryCard';
import { mindApi, mindKeys } from '../api/mind-api';
import { SectionCard } from '../components/SectionCard';
import { refreshAfterExercise } from '../refresh';
import { withAdded, withEdited, withMoved, withRemoved, withTick } from './routine-edit';

const TICK_KEY = ['mind', 'routine', 'today'];
const ordered = (routine: MindRoutine) => [...routine.items].sort((a, b) => a.position - b.position);

/**
 * Rutina: the checklist the trader builds for before the market (suggested steps to start from), ticked day by day.
 * Ticking every step counts as an exercise.
 */
export function RoutinePanel() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const routine = useQuery({
    queryKey: mindKeys.routine(),
    queryFn: ({ signal }) => mindApi.routine(signal),
  });
  const save = useMutation({
    mutationFn: (request: PutRoutineRequest) => mindApi.saveRoutine(request),
    onSuccess: (next) => {
      queryClient.setQueryData(mindKeys.routine(), next);
      void queryClient.invalidateQueries({ queryKey: mindKeys.overview() });
    },
    onError: (error) =>
      toast({
        title: 'No se pudo guardar tu rutina',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  // Ticks go out one at a time, in order (each carries the whole day's list), and the screen follows the last one.
  const tick = useMutation({
    mutationKey: TICK_KEY,
    scope: { id: TICK_KEY.join('/') },
    mutationFn: (checkedIds: string[]) => mindApi.tickRoutine({ checkedIds }),
    onMutate: async (checkedIds) => {
      await queryClient.cancelQueries({ queryKey: mindKeys.routine() });
      const before = queryClient.getQueryData<MindRoutine>(mindKeys.routine());
      if (before)
        queryClient.setQueryData<MindRoutine>(mindKeys.routine(), {
          ...before,
          today: { ...before.today, checkedIds },
        });
      return { before };
    },
    onSuccess: (next, _checkedIds, context) => {
      // A later tick still on its way keeps its optimistic state until its own answer.
      if (queryClient.isMutating({ mutationKey: TICK_KEY }) <= 1)
        queryClient.setQueryData(mindKeys.routine(), next);
      if (next.today.completed && !context?.before?.today.completed) {
        refreshAfterExercise(queryClient);
        toast({
          title: 'Rutina de hoy completada',
          description: 'Cuenta para tus misiones y tu racha.',
          variant: 'success',
        });
      } else void queryClient.invalidateQueries({ queryKey: mindKeys.overview() });
    },
    onError: (error, _checkedIds, context) => {
      if (context?.before) queryClient.setQueryData(mindKeys.routine(), context.before);
      toast({ title: 'No se pudo marcar el paso', description: errorMessage(error), variant: 'destructive' });
    },
  });

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <QueryCard title="Tu rutina de hoy" query={routine} errorTitle="No se pudo cargar tu rutina">
          {(data) =>
            data.items.length === 0 ? (
              <Suggestions
                saving={save.isPending}
                onCreate={(texts) => save.mutate({ items: texts.map((text) => ({ text })) })}
              />
            ) : (
              <TodayChecklist
                items={ordered(data)}
                checkedIds={data.today.checkedIds}
                completed={data.today.completed}
                onTick={(id, checked) =>
                  tick.mutate(withTick(data.items, data.today.checkedIds, id, checked))
                }
              />
            )
          }
        </QueryCard>
      </Col>
      {routine.data && routine.data.items.length > 0 ? (
        <Col xs={24} lg={12}>
          <RoutineEditor
            items={ordered(routine.data)}
            saving={save.isPending}
            onSave={(items) => save.mutate({ items })}
          />
        </Col>
      ) : null}
    </Row>
  );
}

function Suggestions({ saving, onCreate }: { saving: boolean; onCreate: (texts: string[]) => void }) {
  const [chosen, setChosen] = useState<string[]>([...SUGGESTED_ROUTINE_ITEMS]);
  const [own, setOwn] = useState('');
  const texts = [...chosen, ...(own.trim() ? [own.trim()] : [])].slice(0, ROUTINE_MAX_ITEMS);
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph style={{ margin: 0 }}>
        Aún no tienes rutina. Una lista corta antes de abrir el mercado te ayuda a operar con la cabeza fría.
        Empieza con estos pasos (quita los que no te sirvan) y añade los tuyos.
      </Typography.Paragraph>
      <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <legend style={{ fontWeight: 600, fontSize: 'inherit', marginBottom: 8 }}>Pasos sugeridos</legend>
        <Checkbox.Group
          value={chosen}
          onChange={(values) => setChosen(values as string[])}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={SUGGESTED_ROUTINE_ITEMS.map((text) => ({ value: text, label: text }))}
        />
      </fieldset>
      <Input
        aria-label="Un paso tuyo (opcional)"
        placeholder="Un paso tuyo (opcional)"
        maxLength={ROUTINE_ITEM_MAX_LENGTH}
        value={own}
        onChange={(event) => setOwn(event.target.value)}
      />
      <div>
        <Button type="primary" loading={saving} disabled={texts.length === 0} onClick={() => onCreate(texts)}>
          Crear mi rutina
        </Button>
      </div>
    </Flex>
  );
}

function TodayChecklist({
  items,
  checkedIds,
  completed,
  onTick,
}: {
  items: RoutineItem[];
  checkedIds: string[];
  completed: boolean;
  onTick: (id: string, checked: boolean) => void;
}) {
  const checked = new Set(checkedIds);
  const done = items.filter((item) => checked.has(item.id)).length;
  return (
    <Flex vertical gap={12}>
      <div aria-live="polite">
        <Typography.Text>
          {done} de {items.length} {items.length === 1 ? 'paso hecho' : 'pasos hechos'}
        </Typography.Text>
        <Progress percent={Math.round((done / items.length) * 100)} showInfo={false} aria-hidden />
      </div>
      <ul aria-label="Pasos de tu rutina" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <li key={item.id} style={{ padding: '6px 0' }}>
            <Checkbox
              checked={checked.has(item.id)}
              onChange={(event) => onTick(item.id, event.target.checked)}
            >
              {item.text}
            </Checkbox>
          </li>
        ))}
      </ul>
      {completed ? (
        <Alert
          type="success"
          showIcon
          title="Rutina de hoy completada"
          description="Ya puedes abrir el gráfico con la cabeza fría."
        />
      ) : null}
    </Flex>
  );
}

function RoutineEditor({
  items,
  saving,
  onSave,
}: {
  items: RoutineItem[];
  saving: boolean;
  onSave: (items: PutRoutineRequest['items']) => void;
}) {
  const [adding, setAdding] = useState('');
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);
  const full = items.length >= ROUTINE_MAX_ITEMS;
  const add = () => {
    if (!adding.trim() || full) return;
    onSave(withAdded(items, adding));
    setAdding('');
  };
  return (
    <SectionCard title="Edita tus pasos">
      <List
        size="small"
        dataSource={items}
        renderItem={(item, index) => (
          <List.Item data-testid="routine-item">
            {editing?.id === item.id ? (
              <form
                style={{ display: 'flex', gap: 8, width: '100%', flexWrap: 'wrap' }}
                onSubmit={(event) => {
                  event.preventDefault();
                  if (!editing.text.trim()) return;
                  onSave(withEdited(items, item.id, editing.text));
                  setEditing(null);
                }}
              >
                <Input
                  aria-label={`Texto del paso ${index + 1}`}
                  maxLength={ROUTINE_ITEM_MAX_LENGTH}
                  value={editing.text}
                  onChange={(event) => setEditing({ id: item.id, text: event.target.value })}
                  style={{ flex: '1 1 180px' }}
                  autoFocus
                />
                <Button htmlType="submit" type="primary" disabled={!editing.text.trim()}>
                  Guardar
                </Button>
                <Button onClick={() => setEditing(null)}>Cancelar</Button>
              </form>
            ) : (
              <Flex justify="space-between" align="center" gap={8} wrap style={{ width: '100%' }}>
                <Typography.Text style={{ flex: '1 1 160px' }}>{item.text}</Typography.Text>
                <Flex gap={4}>
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={`Subir «${item.text}»`}
                    disabled={index === 0 || saving}
                    onClick={() => onSave(withMoved(items, item.id, -1))}
                  />
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={`Bajar «${item.text}»`}
                    disabled={index === items.length - 1 || saving}
                    onClick={() => onSave(withMoved(items, item.id, 1))}
                  />
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={`Editar «${item.text}»`}
                    onClick={() => setEditing({ id: item.id, text: item.text })}
                  />
                  {items.length === 1 ? (
                    <Tooltip title="Tu rutina necesita al menos un paso: edítalo o añade otro antes de borrarlo.">
                      <Button
                        size="small"
                        icon={<DeleteOutlined />}
                        aria-label={`Borrar «${item.text}»`}
                        disabled
                      />
                    </Tooltip>
                  ) : (
                    <Popconfirm
                      title="¿Borrar este paso?"
                      description={item.text}
                      okText="Borrar"
                      cancelText="Cancelar"
                      okButtonProps={{ danger: true }}
                      onConfirm={() => onSave(withRemoved(items, item.id))}
                    >
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`Borrar «${item.text}»`}
                      />
                    </Popconfirm>
                  )}
                </Flex>
              </Flex>
            )}
          </List.Item>
        )}
      />
      <form
        style={{ display: 'flex', gap: 8, marginTop: 12, flexWrap: 'wrap' }}
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <Input
          aria-label="Nuevo paso"
          placeholder="Nuevo paso: p. ej. «Revisar mi diario de ayer»"
          maxLength={ROUTINE_ITEM_MAX_LENGTH}
          value={adding}
          disabled={full}
          onChange={(event) => setAdding(event.target.value)}
          style={{ flex: '1 1 200px' }}
        />
        <Button htmlType="submit" icon={<PlusOutlined />} disabled={full || !adding.trim()} loading={saving}>
          Añadir
        </Button>
      </form>
      {full ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          Has llegado al máximo de {ROUTINE_MAX_ITEMS} pasos.
        </Typography.Text>
      ) : null}
    </SectionCard>
  );
}

import { ApiError } from '@pipcrafters/api-client';
import { type Goal, type GoalKind, Messages } from '@pipcrafters/contracts';
import { useToast } from '@pipcrafters/ui';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Modal, Radio, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { LoadError } from './DashboardCard';
import { useGoalMutations, useGoalOptions } from './dashboard-api';
import { formatInteger } from './format';
import {
  GOAL_FIELDS,
  GOAL_KIND_LABELS,
  GOAL_TARGET_MAX,
  GOAL_TITLE_MAX_LENGTH,
  type GoalFormValues,
  goalFormValues,
  toCreateGoalRequest,
  toUpdateGoalRequest,
} from './goal-form';

const KIND_HINTS: Record<GoalKind, string> = {
  module: 'La plataforma cuenta las lecciones que completas del módulo.',
  weekly: 'La plataforma cuenta lo que haces cada semana, de lunes a domingo.',
  self: 'Tú anotas cómo vas.',
};

/** Shown in full; typed the way Spain writes dates (15/12/2026) too. */
const DATE_FORMATS = ['D [de] MMMM [de] YYYY', 'DD/MM/YYYY', 'D/M/YYYY'];
const beforeToday = (day: Dayjs) => day.isBefore(dayjs().startOf('day'));

interface GoalFormProps {
  open: boolean;
  /** The goal being edited; null creates a new one. */
  goal: Goal | null;
  onClose: () => void;
}

/** Create or edit a goal. What is asked depends on its kind; the server's refusal shows in the dialog. */
export function GoalForm({ open, goal, onClose }: GoalFormProps) {
  const [form] = Form.useForm<GoalFormValues>();
  const kind = Form.useWatch('kind', form) ?? goal?.kind ?? 'module';
  const fields = goal ? GOAL_FIELDS[goal.kind].edit : GOAL_FIELDS[kind].create;
  const needsOptions = !goal && (kind === 'module' || kind === 'weekly');
  const options = useGoalOptions(open && needsOptions);
  const { create, update } = useGoalMutations();
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;

  const close = () => {
    if (saving) return;
    setError(null);
    onClose();
  };

  const submit = async (values: GoalFormValues) => {
    setError(null);
    try {
      if (goal) {
        await update.mutateAsync({ id: goal.id, request: toUpdateGoalRequest(goal, values) });
        toast({ title: 'Meta actualizada', variant: 'success' });
      } else {
        await create.mutateAsync(toCreateGoalRequest({ ...values, kind }));
        toast({ title: 'Meta creada', variant: 'success' });
      }
      onClose();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : Messages.unknownError);
    }
  };

  return (
    <Modal
      open={open}
      title={goal ? 'Editar meta' : 'Nueva meta'}
      onCancel={close}
      footer={null}
      destroyOnHidden
      data-testid="goal-form"
    >
      <Form<GoalFormValues>
        form={form}
        name="goal"
        layout="vertical"
        requiredMark={false}
        initialValues={goal ? goalFormValues(goal) : { kind: 'module' }}
        onFinish={submit}
        onValuesChange={() => setError(null)}
      >
        {error ? (
          <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />
        ) : null}
        {goal ? (
          <Typography.Paragraph type="secondary">
            {GOAL_KIND_LABELS[goal.kind]}. {KIND_HINTS[goal.kind]}
          </Typography.Paragraph>
        ) : (
          <Form.Item label="Tipo de meta" name="kind" extra={KIND_HINTS[kind]}>
            <Radio.Group
              options={(Object.keys(GOAL_KIND_LABELS) as GoalKind[]).map((value) => ({
                value,
                label: GOAL_KIND_LABELS[value],
              }))}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            />
          </Form.Item>
        )}

        {needsOptions && options.isError && !options.data ? (
          <div style={{ marginBottom: 16 }}>
            <LoadError query={options} title="No se pudieron cargar los módulos y hábitos" />
          </div>
        ) : null}

        {fields.includes('moduleId') ? (
          <Form.Item label="Módulo" name="moduleId" rules={[{ required: true, message: 'Elige un módulo.' }]}>
            <Select
              loading={options.isPending}
              placeholder="Elige un módulo"
              options={options.data?.modules.map((module) => ({
                value: module.id,
                label: `${module.title} (${formatInteger(module.lessonCount)} lecciones)`,
              }))}
            />
          </Form.Item>
        ) : null}

        {fields.includes('metric') ? (
          <Form.Item
            label="Qué quieres hacer cada semana"
            name="metric"
            rules={[{ required: true, message: 'Elige qué contar.' }]}
          >
            <Select
              loading={options.isPending}
              placeholder="Elige qué contar"
              options={options.data?.metrics.map(({ metric, label }) => ({ value: metric, label }))}
            />
          </Form.Item>
        ) : null}

        {fields.includes('title') ? (
          <Form.Item
            label="Título"
            name="title"
            rules={
              (goal?.kind ?? kind) === 'self'
                ? [{ required: true, whitespace: true, message: 'Escribe tu meta.' }]
                : []
            }
          >
            <Input
              maxLength={GOAL_TITLE_MAX_LENGTH}
              placeholder="Arriesgar como máximo un 1 % por operación"
            />
          </Form.Item>
        ) : null}

        {fields.includes('target') ? (
          <Form.Item
            label={(goal?.kind ?? kind) === 'weekly' ? 'Objetivo por semana' : 'Objetivo'}
            name="target"
            rules={[{ required: true, message: 'Indica un objetivo.' }]}
          >
            <InputNumber min={1} max={GOAL_TARGET_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        ) : null}

        {fields.includes('deadline') ? (
          <Form.Item
            label={(goal?.kind ?? kind) === 'module' ? 'Fecha límite' : 'Fecha límite (opcional)'}
            name="deadline"
            rules={!goal && kind === 'module' ? [{ required: true, message: 'Elige hasta cuándo.' }] : []}
          >
            <DatePicker
              format={DATE_FORMATS}
              disabledDate={beforeToday}
              placeholder="Elige un día"
              style={{ width: '100%' }}
            />
          </Form.Item>
        ) : null}

        <Button type="primary" htmlType="submit" loading={saving} block>
          {goal ? 'Guardar cambios' : 'Crear meta'}
        </Button>
      </Form>
    </Modal>
  );
}

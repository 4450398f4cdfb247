import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { SavingsGoal } from '@pipcrafters/contracts';
import { formatPercent } from '@pipcrafters/ui';
import { Button, Card, Flex, Form, Input, Popconfirm, Popover, Progress, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { cashApi } from '../../api/cash-api';
import { formatDate } from '../../format/dates';
import { amountRule, amountValue } from '../../format/money';
import { useCashMutation } from '../../hooks/useCash';
import { useCashData } from '../cash-data';
import { goalPlan, savedText } from './goal-plan';

/** Add (or, negative, take out) money from a goal that is not kept in an account. */
function ContributionForm({ goal, onDone }: { goal: SavingsGoal; onDone: () => void }) {
  const [form] = Form.useForm<{ amount: string }>();
  const contribute = useCashMutation(
    (amount: string) => cashApi.contribute(goal.id, amount),
    {
      success: (saved, amount) => ({
        title: amount.startsWith('-') ? 'Retirada anotada' : 'Aportación anotada',
        description: `${saved.name}: ${savedText(saved)}`,
        variant: 'success',
      }),
      failure: 'No se pudo anotar la aportación',
    },
    onDone,
  );
  return (
    <Form
      form={form}
      name={`aportacion-${goal.id}`}
      layout="vertical"
      onFinish={(values) => contribute.mutate(amountValue(values.amount, 'notZero'))}
      style={{ width: 240 }}
    >
      <Form.Item
        name="amount"
        label={`Importe (${goal.currency})`}
        extra="En negativo, si sacas dinero."
        rules={[{ required: true, message: 'Escribe el importe.' }, amountRule('notZero')]}
      >
        <Input inputMode="decimal" autoComplete="off" autoFocus placeholder="100" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={contribute.isPending} block>
        Anotar
      </Button>
    </Form>
  );
}

/** A goal: progress, what it asks each month, its date and account, and its actions. */
export function GoalCard({ goal, onEdit }: { goal: SavingsGoal; onEdit: () => void }) {
  const { accountName } = useCashData();
  const { token } = theme.useToken();
  const [contributing, setContributing] = useState(false);
  const remove = useCashMutation(() => cashApi.deleteGoal(goal.id), {
    success: () => `Meta eliminada: ${goal.name}`,
    failure: 'No se pudo eliminar la meta',
  });
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={3} style={{ fontSize: 15, margin: 0, whiteSpace: 'normal' }}>
          {goal.name}
        </Typography.Title>
      }
      extra={goal.reached ? <Tag color="green">Conseguida</Tag> : null}
      actions={[
        goal.accountId ? (
          <Typography.Text key="account" type="secondary" style={{ fontSize: 12 }}>
            En {accountName(goal.accountId)}
          </Typography.Text>
        ) : (
          <Popover
            key="contribute"
            trigger="click"
            open={contributing}
            onOpenChange={setContributing}
            title={`Aportar a ${goal.name}`}
            content={<ContributionForm goal={goal} onDone={() => setContributing(false)} />}
          >
            <Button size="small" type="link">
              Aportar
            </Button>
          </Popover>
        ),
        <Button
          key="edit"
          size="small"
          type="text"
          icon={<EditOutlined />}
          aria-label={`Editar la meta ${goal.name}`}
          onClick={onEdit}
        />,
        <Popconfirm
          key="delete"
          title={`¿Eliminar la meta ${goal.name}?`}
          description={
            goal.accountId ? 'La cuenta y su dinero no cambian.' : 'Se perderán las aportaciones anotadas.'
          }
          okText="Eliminar"
          okButtonProps={{ danger: true }}
          cancelText="Cancelar"
          onConfirm={() => remove.mutateAsync(undefined).catch(() => undefined)}
        >
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Eliminar la meta ${goal.name}`}
            loading={remove.isPending}
          />
        </Popconfirm>,
      ]}
    >
      <Flex vertical gap={4}>
        <Typography.Text>{savedText(goal)}</Typography.Text>
        <Progress
          percent={Math.min(100, Math.max(0, Number(goal.progressPct) || 0))}
          status="normal"
          strokeColor={token.colorPrimary}
          format={() => formatPercent(goal.progressPct)}
          aria-label={`Progreso de ${goal.name}`}
        />
        <Typography.Text type="secondary">{goalPlan(goal)}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Fecha objetivo: {formatDate(goal.targetDate)}
        </Typography.Text>
      </Flex>
    </Card>
  );
}

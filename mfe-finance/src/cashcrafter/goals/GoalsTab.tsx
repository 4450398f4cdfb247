import { PlusOutlined } from '@ant-design/icons';
import type { SavingsGoal } from '@pipcrafters/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Result, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { cashApi, cashKeys } from '../../api/cash-api';
import { LoadError } from '../LoadError';
import { GoalCard } from './GoalCard';
import { GoalFormModal } from './GoalFormModal';

/** Metas: savings goals with what each needs per month to be reached on time. */
export function GoalsTab() {
  const [editing, setEditing] = useState<SavingsGoal | null | undefined>(undefined);
  const goals = useQuery({ queryKey: cashKeys.goals(), queryFn: ({ signal }) => cashApi.goals(signal) });
  let body: ReactNode;
  if (goals.isPending) body = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (goals.isError)
    body = (
      <LoadError
        title="No se pudieron cargar tus metas"
        error={goals.error}
        onRetry={() => void goals.refetch()}
      />
    );
  else if (goals.data.length === 0)
    body = (
      <Card>
        <Result
          status="info"
          title="Aún no tienes metas de ahorro"
          subTitle="Un fondo de emergencia de tres a seis meses de gastos es un buen primer objetivo, antes de arriesgar dinero operando."
          extra={
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              Crear mi primera meta
            </Button>
          }
        />
      </Card>
    );
  else
    body = (
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
          gap: 16,
        }}
      >
        {goals.data.map((goal) => (
          <GoalCard key={goal.id} goal={goal} onEdit={() => setEditing(goal)} />
        ))}
      </div>
    );
  return (
    <Flex vertical gap={16}>
      {goals.data?.length ? (
        <Flex justify="flex-end">
          <Button icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            Nueva meta
          </Button>
        </Flex>
      ) : null}
      {body}
      <GoalFormModal
        open={editing !== undefined}
        goal={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </Flex>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import type { Goal } from '@pipcrafters/contracts';
import { Button, Empty, Flex, Text } from '@pipcrafters/ui';
import { lazy, Suspense, useState } from 'react';
import { withAntdTheme } from '../theme/with-antd-theme';
import { DashboardCard, QueryState } from './DashboardCard';
import { useGoals } from './dashboard-api';
import { GoalItem } from './GoalItem';
import { listedGoals } from './goal-view';

// The dialog's form (Form, Select, DatePicker with dayjs, Modal) loads with its first opening, not with the page.
const GoalForm = lazy(() => withAntdTheme(import('./GoalForm').then((module) => module.GoalForm)));

const EXAMPLES = [
  'terminar el módulo 3 antes del 15 de diciembre',
  'registrar 5 operaciones por semana',
  'arriesgar como máximo un 1 % por operación',
];

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 20 } as const;

function NoGoals({ onCreate }: { onCreate: () => void }) {
  return (
    <Empty
      description={
        <Flex vertical gap={4}>
          <Text>Aún no tienes metas.</Text>
          <Text secondary>Por ejemplo: {EXAMPLES.map((example) => `«${example}»`).join(', ')}.</Text>
        </Flex>
      }
    >
      <Button variant="primary" onClick={onCreate}>
        Crear mi primera meta
      </Button>
    </Empty>
  );
}

/** Metas: the learner's goals with their progress; create, edit, report, archive and delete them. */
export function GoalsCard() {
  const goals = useGoals();
  const [dialog, setDialog] = useState<{ open: boolean; goal: Goal | null; session: number }>({
    open: false,
    goal: null,
    session: 0,
  });
  // A new session per opening: the dialog's form starts from this goal (or blank), never from the last one typed.
  const openDialog = (goal: Goal | null) =>
    setDialog((last) => ({ open: true, goal, session: last.session + 1 }));

  return (
    <DashboardCard
      id="metas"
      title="Metas"
      extra={
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => openDialog(null)}>
          Nueva meta
        </Button>
      }
    >
      <QueryState query={goals} errorTitle="No se pudieron cargar tus metas" rows={4}>
        {(all) => {
          const listed = listedGoals(all);
          return listed.length === 0 ? (
            <NoGoals onCreate={() => openDialog(null)} />
          ) : (
            <ul aria-label="Tus metas" style={LIST_STYLE}>
              {listed.map((goal) => (
                <GoalItem key={goal.id} goal={goal} onEdit={openDialog} />
              ))}
            </ul>
          );
        }}
      </QueryState>
      {dialog.session > 0 ? (
        <Suspense fallback={null}>
          <GoalForm
            key={dialog.session}
            open={dialog.open}
            goal={dialog.goal}
            onClose={() => setDialog((last) => ({ ...last, open: false }))}
          />
        </Suspense>
      ) : null}
    </DashboardCard>
  );
}

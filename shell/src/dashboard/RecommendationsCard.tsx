import type { RecommendationKind } from '@pipcrafters/contracts';
import { Empty, Flex, LinkButton, Text } from '@pipcrafters/ui';
import { DashboardCard, QueryState } from './DashboardCard';
import { useRecommendations } from './dashboard-api';
import { recommendationTarget } from './recommendation-target';

/** What the button of each kind of advice does, so every link says where it goes. */
const ACTION_LABELS: Record<RecommendationKind, string> = {
  reviews: 'Repasar',
  'next-lesson': 'Ir a la lección',
  placement: 'Hacer la prueba',
  mission: 'Ver la misión',
  goal: 'Ver la meta',
  streak: 'Estudiar ahora',
  'set-goal': 'Crear una meta',
  journal: 'Ver las operaciones',
  explore: 'Explorar',
};

/** Recomendaciones: the server's advice, most useful first. */
export function RecommendationsCard() {
  const recommendations = useRecommendations();
  return (
    <DashboardCard id="recomendaciones" title="Recomendaciones">
      <QueryState query={recommendations} errorTitle="No se pudieron cargar tus recomendaciones" rows={4}>
        {(items) =>
          items.length === 0 ? (
            <Empty description="No tenemos recomendaciones por ahora." />
          ) : (
            <ol
              aria-label="Recomendaciones"
              style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}
            >
              {items.map((item) => (
                <li key={item.id}>
                  <Flex justify="space-between" align="center" gap={12} wrap>
                    <div style={{ flex: '1 1 200px', minWidth: 0 }}>
                      <Text strong>{item.title}</Text>
                      <p className="pc-secondary" style={{ margin: 0 }}>
                        {item.reason}
                      </p>
                    </div>
                    <LinkButton to={recommendationTarget(item)}>
                      {ACTION_LABELS[item.kind] ?? 'Ir'}
                    </LinkButton>
                  </Flex>
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
    </DashboardCard>
  );
}

import { STRATEGY_SESSION_LABELS, STRATEGY_STYLE_LABELS, type Strategy } from '@pipcrafters/contracts';
import { formatNumber } from '@pipcrafters/ui';
import { Card, Descriptions, Typography } from 'antd';

const NO_LIMIT = 'Sin límite';
const list = (items: string[]) => (items.length ? items.join(', ') : '—');

/** The risk limits ("1 %", "2 : 1", or "Sin límite") and where and when the strategy trades. */
export function RiskAndMarketCard({ strategy }: { strategy: Strategy }) {
  const { risk } = strategy;
  const percent = (value: string | null) => (value === null ? NO_LIMIT : `${formatNumber(value, 2)} %`);
  return (
    <Card
      title={
        <Typography.Title level={2} id="riesgo" style={{ fontSize: 16, margin: 0 }}>
          Riesgo y mercado
        </Typography.Title>
      }
    >
      <Descriptions
        column={1}
        size="small"
        data-testid="riesgo"
        items={[
          { key: 'risk', label: 'Riesgo máximo por operación', children: percent(risk.maxRiskPercent) },
          { key: 'daily', label: 'Pérdida diaria máxima', children: percent(risk.maxDailyLossPercent) },
          {
            key: 'rr',
            label: 'Beneficio/riesgo mínimo',
            children: risk.minRewardRisk === null ? NO_LIMIT : `${formatNumber(risk.minRewardRisk, 2)} : 1`,
          },
          {
            key: 'open',
            label: 'Operaciones abiertas a la vez',
            children: risk.maxOpenTrades === null ? NO_LIMIT : formatNumber(risk.maxOpenTrades, 0),
          },
          { key: 'style', label: 'Estilo', children: STRATEGY_STYLE_LABELS[strategy.style] },
          { key: 'instruments', label: 'Instrumentos', children: list(strategy.instruments) },
          { key: 'timeFrames', label: 'Temporalidades', children: list(strategy.timeFrames) },
          {
            key: 'sessions',
            label: 'Sesiones',
            children: list(strategy.sessions.map((session) => STRATEGY_SESSION_LABELS[session])),
          },
          { key: 'tags', label: 'Etiquetas', children: list(strategy.tags) },
        ]}
      />
    </Card>
  );
}

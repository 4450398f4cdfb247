import type { StatsGroup, StatsGroupBy } from '@pipcrafters/contracts';
import { formatNumber, formatPercent, formatR } from '@pipcrafters/ui';
import { formatAmount, resultColor } from '../components/money';
import { FigureTable } from './FigureTable';
import { ResultText } from './ResultText';
import { SmallSampleTag } from './SmallSampleTag';

export const GROUP_BY_OPTIONS: { value: StatsGroupBy; label: string }[] = [
  { value: 'symbol', label: 'Símbolo' },
  { value: 'side', label: 'Dirección' },
  { value: 'session', label: 'Sesión' },
  { value: 'weekday', label: 'Día de la semana' },
  { value: 'hour', label: 'Hora de apertura' },
  { value: 'tag', label: 'Etiqueta' },
  { value: 'strategy', label: 'Estrategia' },
  { value: 'holding', label: 'Duración' },
  { value: 'rBucket', label: 'Resultado en R' },
  { value: 'plan', label: 'Plan seguido (reflexión)' },
  { value: 'mood', label: 'Ánimo (reflexión)' },
];

/** One row per group: trades, net, win rate, expectancy (money and R), profit factor, and a small-sample tag. */
export function BreakdownTable({
  groups,
  groupBy,
  currency,
}: {
  groups: StatsGroup[];
  groupBy: StatsGroupBy;
  currency: string | null;
}) {
  const dimension = GROUP_BY_OPTIONS.find((option) => option.value === groupBy)?.label ?? 'Grupo';
  return (
    <FigureTable<StatsGroup>
      rowKey="key"
      pageSize={25}
      dataSource={groups}
      minWidth={720}
      columns={[
        {
          key: 'label',
          title: dimension,
          render: (_value, group) => (
            <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }}>
              {group.label}
              {group.smallSample ? <SmallSampleTag /> : null}
            </span>
          ),
        },
        {
          key: 'trades',
          title: 'Operaciones',
          align: 'right',
          render: (_v, group) => formatNumber(group.trades, 0),
        },
        {
          key: 'net',
          title: 'Neto',
          align: 'right',
          render: (_v, group) => (
            <ResultText tone={resultColor(group.net)}>{formatAmount(group.net, currency)}</ResultText>
          ),
        },
        {
          key: 'winRate',
          title: 'Acierto',
          align: 'right',
          render: (_v, group) => formatPercent(group.winRate),
        },
        {
          key: 'expectancy',
          title: 'Esperanza',
          align: 'right',
          render: (_v, group) => (group.expectancy === null ? '—' : formatAmount(group.expectancy, currency)),
        },
        {
          key: 'expectancyR',
          title: 'Esperanza R',
          align: 'right',
          render: (_v, group) =>
            group.expectancyR === null ? '—' : `${formatR(group.expectancyR)} (${group.rTrades})`,
        },
        {
          key: 'profitFactor',
          title: 'Factor de beneficio',
          align: 'right',
          render: (_v, group) => (group.profitFactor === null ? '—' : formatNumber(group.profitFactor, 2)),
        },
      ]}
    />
  );
}

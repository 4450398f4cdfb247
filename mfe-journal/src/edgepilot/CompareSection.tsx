import type { JournalStrategy, StatsComparison, TradingAccount } from '@pipcrafters/contracts';
import {
  Alert,
  Card,
  Flex,
  formatNumber,
  formatPercent,
  formatR,
  formatSigned,
  Grid,
  Input,
  Segmented,
  Select,
  Skeleton,
  Text,
} from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { LoadError } from '../components/LoadError';
import { formatAmount, resultColor } from '../components/money';
import { filterOptions } from '../strategies/strategy-options';
import type { TradeFilters } from '../trades/trade-filters';
import { edgePilotApi, edgePilotKeys } from './edgepilot-api';
import {
  type CompareMode,
  type CompareSide,
  compareQuery,
  compareSides,
  defaultPeriods,
  sideComplete,
} from './edgepilot-filters';
import { FigureTable } from './FigureTable';
import { ResultText } from './ResultText';

const MODES: { value: CompareMode; label: string }[] = [
  { value: 'periodos', label: 'Dos periodos' },
  { value: 'cuentas', label: 'Dos cuentas' },
  { value: 'etiquetas', label: 'Dos etiquetas' },
  { value: 'estrategias', label: 'Dos estrategias' },
];

const SIDE_LABELS: Record<CompareMode, string> = {
  periodos: 'Periodo',
  cuentas: 'Cuenta',
  etiquetas: 'Etiqueta',
  estrategias: 'Estrategia',
};

function SideInput({
  name,
  mode,
  side,
  accounts,
  strategies,
  today,
  onChange,
}: {
  name: 'A' | 'B';
  mode: CompareMode;
  side: CompareSide;
  accounts: TradingAccount[];
  strategies: readonly JournalStrategy[];
  today: string;
  onChange: (side: CompareSide) => void;
}) {
  const label = `${SIDE_LABELS[mode]} ${name}`;
  const strategyOptions = useMemo(
    () => filterOptions(strategies).map(({ value, label: text }) => ({ value, label: text })),
    [strategies],
  );
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 6 }}>{label}</legend>
      {mode === 'periodos' ? (
        <Flex gap={8} wrap>
          <Input
            type="date"
            aria-label={`${label}: desde`}
            value={side.fromDate ?? ''}
            max={side.toDate || today}
            onChange={(event) => onChange({ ...side, fromDate: event.target.value || undefined })}
            style={{ width: 160 }}
          />
          <Input
            type="date"
            aria-label={`${label}: hasta`}
            value={side.toDate ?? ''}
            min={side.fromDate || undefined}
            onChange={(event) => onChange({ ...side, toDate: event.target.value || undefined })}
            style={{ width: 160 }}
          />
        </Flex>
      ) : mode === 'cuentas' ? (
        <Select<string>
          aria-label={label}
          placeholder="Elige una cuenta"
          value={side.accountId ?? ''}
          onChange={(accountId) => onChange({ accountId })}
          options={accounts.map((account) => ({
            value: account.id,
            label: `${account.name} (${account.currency})`,
          }))}
          style={{ width: '100%', maxWidth: 320 }}
        />
      ) : mode === 'estrategias' ? (
        <Select<string>
          aria-label={label}
          placeholder="Elige una estrategia"
          value={side.strategyId ?? ''}
          onChange={(strategyId) => onChange({ strategyId })}
          options={strategyOptions}
          style={{ width: '100%', maxWidth: 320 }}
        />
      ) : (
        <Input
          aria-label={label}
          placeholder="Etiqueta"
          value={side.tag ?? ''}
          onChange={(event) => onChange({ tag: event.target.value })}
          style={{ maxWidth: 240 }}
        />
      )}
    </fieldset>
  );
}

interface ComparisonRow {
  key: string;
  label: string;
  a: string;
  b: string;
  difference: string;
  tone?: 'success' | 'danger';
}

function comparisonRows(result: StatsComparison, currency: string | null): ComparisonRow[] {
  const money = (amount: string | null) => (amount === null ? '—' : formatAmount(amount, currency));
  const signedMoney = (amount: string | null) =>
    amount === null ? '—' : `${Number(amount) > 0 ? '+' : ''}${formatAmount(amount, currency)}`;
  const { a, b, difference } = result;
  return [
    {
      key: 'trades',
      label: 'Operaciones',
      a: String(a.trades),
      b: String(b.trades),
      difference: formatSigned(b.trades - a.trades, 0),
    },
    {
      key: 'net',
      label: 'Resultado neto',
      a: money(a.net),
      b: money(b.net),
      difference: signedMoney(difference.net),
      tone: resultColor(difference.net),
    },
    {
      key: 'winRate',
      label: 'Tasa de acierto',
      a: formatPercent(a.winRate),
      b: formatPercent(b.winRate),
      difference: difference.winRate === null ? '—' : `${formatSigned(difference.winRate, 1)} puntos`,
      tone: resultColor(difference.winRate ?? 0),
    },
    {
      key: 'expectancy',
      label: 'Esperanza por operación',
      a: money(a.expectancy),
      b: money(b.expectancy),
      difference: signedMoney(difference.expectancy),
      tone: resultColor(difference.expectancy ?? 0),
    },
    {
      key: 'expectancyR',
      label: 'Esperanza en R',
      a: formatR(a.expectancyR),
      b: formatR(b.expectancyR),
      difference: formatR(difference.expectancyR),
      tone: resultColor(difference.expectancyR ?? 0),
    },
    {
      key: 'profitFactor',
      label: 'Factor de beneficio',
      a: a.profitFactor === null ? '—' : formatNumber(a.profitFactor, 2),
      b: b.profitFactor === null ? '—' : formatNumber(b.profitFactor, 2),
      difference: '',
    },
  ];
}

/** Comparar: two periods, accounts, tags or strategies side by side, B − A, and what Welch's test says about the gap. */
export function CompareSection({
  accounts,
  strategies,
  base,
  timeZone,
  today,
}: {
  accounts: TradingAccount[];
  strategies: readonly JournalStrategy[];
  /** The filter bar's filters, which both sides keep (all but the dimension compared). */
  base: TradeFilters;
  timeZone: string;
  today: string;
}) {
  const [mode, setMode] = useState<CompareMode>('periodos');
  const [sides, setSides] = useState<Record<CompareMode, [CompareSide, CompareSide]>>(() => ({
    periodos: defaultPeriods(today),
    cuentas: [{ accountId: accounts[0]?.id }, { accountId: accounts[1]?.id }],
    etiquetas: [{}, {}],
    estrategias: [{}, {}],
  }));
  const [a, b] = sides[mode];
  const complete = sideComplete(mode, a) && sideComplete(mode, b);
  const query = useDeferredValue(complete ? compareQuery(...compareSides(mode, base, a, b), timeZone) : '');
  const comparison = useQuery({
    queryKey: edgePilotKeys.compare(query),
    queryFn: ({ signal }) => edgePilotApi.compare(query, signal),
    enabled: query !== '',
  });
  const setSide = (index: 0 | 1) => (side: CompareSide) =>
    setSides((current) => {
      const pair: [CompareSide, CompareSide] = [...current[mode]];
      pair[index] = side;
      return { ...current, [mode]: pair };
    });
  const currency =
    comparison.data?.a.currency === comparison.data?.b.currency
      ? (comparison.data?.a.currency ?? null)
      : null;

  let result: ReactNode;
  if (!complete) result = <Text secondary>Elige los dos lados para compararlos.</Text>;
  else if (comparison.isPending) result = <Skeleton rows={4} />;
  else if (comparison.isError)
    result = (
      <LoadError
        title="No se pudo comparar"
        error={comparison.error}
        onRetry={() => void comparison.refetch()}
      />
    );
  else
    result = (
      <Flex vertical gap={12}>
        <FigureTable<ComparisonRow>
          rowKey="key"
          dataSource={comparisonRows(comparison.data, currency)}
          minWidth={480}
          columns={[
            { key: 'label', title: 'Cifra', dataIndex: 'label' },
            { key: 'a', title: 'A', dataIndex: 'a', align: 'right' },
            { key: 'b', title: 'B', dataIndex: 'b', align: 'right' },
            {
              key: 'difference',
              title: 'Diferencia (B − A)',
              align: 'right',
              render: (_v, row) => <ResultText tone={row.tone}>{row.difference}</ResultText>,
            },
          ]}
        />
        <Alert
          type={comparison.data.test.likelyNoise ? 'info' : 'success'}
          showIcon
          title={comparison.data.test.likelyNoise ? 'Probablemente azar' : 'Diferencia probablemente real'}
          description={comparison.data.test.explanation}
          data-testid="explicacion-test"
        />
      </Flex>
    );

  return (
    <Card title="Comparar" headingLevel={2}>
      <Flex vertical gap={16}>
        <div style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented<CompareMode> aria-label="Qué comparar" options={MODES} value={mode} onChange={setMode} />
        </div>
        <Grid minColumnWidth={300} gap={16}>
          <SideInput
            name="A"
            mode={mode}
            side={a}
            accounts={accounts}
            strategies={strategies}
            today={today}
            onChange={setSide(0)}
          />
          <SideInput
            name="B"
            mode={mode}
            side={b}
            accounts={accounts}
            strategies={strategies}
            today={today}
            onChange={setSide(1)}
          />
        </Grid>
        {result}
      </Flex>
    </Card>
  );
}

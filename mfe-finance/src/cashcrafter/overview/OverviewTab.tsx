import type { CashSummary } from '@pipcrafters/contracts';
import { Button, Flex, formatMoney, formatPercent, Skeleton, Text } from '@pipcrafters/ui';
import { formatMonth, ratesDateText } from '../../format/dates';
import { movementTone, subtractAmounts } from '../../format/money';
import { AccountsCard } from '../accounts/AccountsCard';
import { Figures } from '../Figures';
import { LoadError } from '../LoadError';
import { UpcomingList } from '../recurring/UpcomingList';
import { useMonthlyReport } from '../reports/monthly-report';
import { NetWorthChart } from '../reports/NetWorthChart';
import { SectionCard } from '../SectionCard';
import { OverBudgetAlert } from './OverBudgetAlert';
import { RiskCapitalCard } from './RiskCapitalCard';

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 520px), 1fr))',
  gap: 16,
  alignItems: 'start',
} as const;

/** "Ahorras el 25 % de tus ingresos" when there were any. */
function savingsNote(income: string, saved: string): string | undefined {
  const incomeValue = Number(income);
  if (!(incomeValue > 0)) return undefined;
  const share = (Number(saved) / incomeValue) * 100;
  return share >= 0 ? `Ahorras el ${formatPercent(share)} de tus ingresos` : 'Gastas más de lo que ingresas';
}

/** Resumen: this month, the accounts, budgets passed, what is coming, the capital de riesgo and the net worth. */
export function OverviewTab({
  summary,
  onOpenTab,
  onEditSettings,
}: {
  summary: CashSummary;
  onOpenTab: (tab: 'presupuestos' | 'recurrentes' | 'informes') => void;
  onEditSettings: () => void;
}) {
  const monthly = useMonthlyReport();
  const main = summary.settings.mainCurrency;
  const saved = subtractAmounts(summary.income, summary.expense) ?? '0.00';
  return (
    <Flex vertical gap={16}>
      <OverBudgetAlert
        budgets={summary.overBudget}
        action={
          <Button size="small" onClick={() => onOpenTab('presupuestos')}>
            Ver presupuestos
          </Button>
        }
      />
      <SectionCard title={`Resumen de ${formatMonth(summary.month)}`}>
        <Flex vertical gap={12}>
          <Figures
            label={`Resumen de ${formatMonth(summary.month)}`}
            figures={[
              { label: 'Patrimonio neto', value: formatMoney(summary.netWorth, main) },
              { label: 'Ingresos del mes', value: formatMoney(summary.income, main), tone: 'success' },
              { label: 'Gastos del mes', value: formatMoney(summary.expense, main), tone: 'danger' },
              {
                label: 'Ahorro del mes',
                value: formatMoney(saved, main),
                tone: movementTone('net', saved),
                note: savingsNote(summary.income, saved),
              },
            ]}
          />
          <Text secondary style={{ fontSize: 12 }}>
            Importes en {main}, sin contar transferencias entre tus cuentas.{' '}
            {ratesDateText(summary.ratesDate)}.
          </Text>
        </Flex>
      </SectionCard>
      <div style={GRID}>
        <AccountsCard netWorth={summary.netWorth} ratesDate={summary.ratesDate} />
        <RiskCapitalCard risk={summary.riskCapital} onEditSettings={onEditSettings} />
        <SectionCard
          title="Próximos movimientos"
          extra={
            <Button size="small" onClick={() => onOpenTab('recurrentes')}>
              Recurrentes
            </Button>
          }
        >
          <UpcomingList
            postings={summary.upcoming}
            empty="Nada previsto. Añade en «Recurrentes» tu alquiler, tu nómina o tus suscripciones y verás aquí lo que viene."
          />
        </SectionCard>
        <SectionCard
          title="Evolución del patrimonio"
          extra={
            <Button size="small" onClick={() => onOpenTab('informes')}>
              Informes
            </Button>
          }
        >
          {monthly.isPending ? (
            <Skeleton rows={5} />
          ) : monthly.isError ? (
            <LoadError
              title="No se pudo cargar la evolución"
              error={monthly.error}
              onRetry={() => void monthly.refetch()}
            />
          ) : (
            <NetWorthChart report={monthly.data} height={220} />
          )}
        </SectionCard>
      </div>
    </Flex>
  );
}

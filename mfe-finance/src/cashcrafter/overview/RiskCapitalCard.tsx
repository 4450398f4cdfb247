import type { RiskCapital } from '@pipcrafters/contracts';
import { Alert, Button, Flex, formatMoney, formatPercent, Text } from '@pipcrafters/ui';
import { ratesDateText } from '../../format/dates';
import { movementTone, toCents } from '../../format/money';
import { Figures } from '../Figures';
import { SectionCard } from '../SectionCard';

/**
 * Capital de riesgo: the money at brokers against what the user says they can afford to lose, and what trading has
 * actually made or lost (the journal's closed results).
 */
export function RiskCapitalCard({ risk, onEditSettings }: { risk: RiskCapital; onEditSettings: () => void }) {
  const money = (amount: string) => formatMoney(amount, risk.mainCurrency);
  const exposed = (toCents(risk.exposedAbove) ?? 0n) > 0n;
  return (
    <SectionCard title="Capital de riesgo">
      <Flex vertical gap={16}>
        <p style={{ margin: 0 }}>
          Un trader que no puede permitirse una pérdida no debería asumirla: el dinero que tienes en el bróker
          debería ser dinero que puedes perder sin que cambie tu vida.
        </p>
        <Figures
          label="Capital de riesgo"
          figures={[
            {
              label: 'En brókers',
              value: money(risk.brokerBalance),
              note: `${formatPercent(risk.brokerSharePct)} de tu patrimonio`,
            },
            {
              label: 'Puedes permitirte perder',
              value: risk.affordableLoss === null ? 'Sin indicar' : money(risk.affordableLoss),
            },
            {
              label: 'Expuesto por encima',
              value: money(risk.exposedAbove),
              tone: exposed ? 'danger' : undefined,
            },
            {
              label: 'Trading este mes',
              value: money(risk.tradingThisMonth),
              tone: movementTone('net', risk.tradingThisMonth),
            },
            {
              label: 'Trading en 12 meses',
              value: money(risk.tradingLast12Months),
              tone: movementTone('net', risk.tradingLast12Months),
            },
          ]}
        />
        {risk.affordableLoss === null ? (
          <Alert
            type="info"
            showIcon
            title="Indica cuánto puedes permitirte perder"
            description="Con esa cifra te avisaremos cuando tengas en el bróker más dinero del que puedes arriesgar."
            action={
              <Button size="small" onClick={onEditSettings}>
                Indicarlo
              </Button>
            }
          />
        ) : exposed ? (
          <Alert
            type="warning"
            showIcon
            title={`Tienes ${money(risk.exposedAbove)} en el bróker por encima de lo que puedes permitirte perder`}
            description="Plantéate retirar esa cantidad o reducir el tamaño de tus operaciones hasta que tu colchón crezca."
          />
        ) : (
          <Alert
            type="success"
            showIcon
            title="Lo que tienes en el bróker está dentro de lo que puedes permitirte perder."
          />
        )}
        <Text secondary style={{ fontSize: 12 }}>
          Importes en {risk.mainCurrency}. El trading es el resultado de las operaciones cerradas de tu
          diario. {ratesDateText(risk.ratesDate)}.
        </Text>
      </Flex>
    </SectionCard>
  );
}

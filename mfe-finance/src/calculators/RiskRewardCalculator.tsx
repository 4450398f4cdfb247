import { formatNumber, formatPercent } from '@pipcrafters/ui';
import { CalculatorSection } from '../components/CalculatorSection';
import { ChoiceField } from '../components/ChoiceField';
import { InstrumentFields, isGold, useInstrument } from '../components/InstrumentFields';
import { NumberField } from '../components/NumberField';
import { useReferenceRates } from '../components/rates-context';
import { formatRewardToRisk } from '../format/results';
import { useCalculation } from '../hooks/useCalculation';
import { useFields } from '../hooks/useFields';
import { SIDE_OPTIONS } from './ProfitLossCalculator';

const ID = 'riesgo-beneficio';
const LABELS = {
  pair: 'Par',
  side: 'Dirección',
  entry: 'Entrada',
  stopLoss: 'Stop loss',
  takeProfit: 'Take profit',
};

export function RiskRewardCalculator() {
  const rates = useReferenceRates();
  const [instrument, setInstrument] = useInstrument();
  const [side, setSide] = useFields({ side: 'long' });
  const [fields, set] = useFields({ entry: '1.0850', stopLoss: '1.0800', takeProfit: '1.0950' });
  const { result, fieldErrors, general } = useCalculation(
    'risk-reward',
    {
      texts: fields,
      kinds: { entry: 'decimal', stopLoss: 'decimal', takeProfit: 'decimal' },
      fixed: {
        pair: instrument.pair,
        side: side.side,
        ...(isGold(instrument.pair) ? { pipSize: instrument.goldPip } : {}),
      },
      labels: LABELS,
    },
    rates.table,
  );
  return (
    <CalculatorSection
      id={ID}
      title="Riesgo-beneficio"
      figures={
        result
          ? [
              { label: 'Riesgo', value: `${formatNumber(result.riskPips, 1)} pips` },
              { label: 'Beneficio', value: `${formatNumber(result.rewardPips, 1)} pips` },
              { label: 'Relación riesgo-beneficio', value: formatRewardToRisk(result.rewardToRisk) },
              { label: 'Tasa de acierto para no perder', value: formatPercent(result.breakEvenWinRatePct) },
            ]
          : null
      }
      general={general}
      explanation={
        <>
          Relación = pips hasta el take profit ÷ pips hasta el stop. La tasa de acierto que te deja a cero es
          1 ÷ (1 + relación): con 1:2 te basta acertar un 33,3 % de las veces (sin contar costes).
        </>
      }
      lesson={{
        id: 'relacion-riesgo-beneficio-y-tasa-de-acierto',
        title: 'Relación riesgo-beneficio y tasa de acierto',
      }}
    >
      <InstrumentFields
        id={ID}
        value={instrument}
        onChange={setInstrument}
        errors={fieldErrors}
        withoutAccount
      />
      <ChoiceField
        id={`${ID}-direccion`}
        label={LABELS.side}
        value={side.side}
        options={SIDE_OPTIONS}
        onChange={setSide('side')}
        error={fieldErrors.side}
      />
      <NumberField
        id={`${ID}-entrada`}
        label={LABELS.entry}
        value={fields.entry}
        onChange={set('entry')}
        error={fieldErrors.entry}
      />
      <NumberField
        id={`${ID}-stop`}
        label={LABELS.stopLoss}
        value={fields.stopLoss}
        onChange={set('stopLoss')}
        error={fieldErrors.stopLoss}
      />
      <NumberField
        id={`${ID}-objetivo`}
        label={LABELS.takeProfit}
        value={fields.takeProfit}
        onChange={set('takeProfit')}
        error={fieldErrors.takeProfit}
      />
    </CalculatorSection>
  );
}

import { formatNumber } from '@pipcrafters/ui';
import { CalculatorSection } from '../components/CalculatorSection';
import { NumberField } from '../components/NumberField';
import { OptionsField } from '../components/OptionsField';
import { useReferenceRates } from '../components/rates-context';
import { useCalculation } from '../hooks/useCalculation';
import { useFields } from '../hooks/useFields';

const ID = 'interes-compuesto';
const LABELS = {
  initial: 'Capital inicial',
  annualNominalRatePct: 'Rentabilidad anual nominal (%)',
  periods: 'Meses',
  monthlyContribution: 'Aportación mensual',
  contributionTiming: 'Momento de la aportación',
};

const TIMING_OPTIONS = [
  { value: 'end', label: 'Al final de cada mes' },
  { value: 'start', label: 'Al inicio de cada mes' },
] as const;

export function CompoundGrowthCalculator() {
  const rates = useReferenceRates();
  const [timing, setTiming] = useFields({ contributionTiming: 'end' });
  const [fields, set] = useFields({
    initial: '1000',
    annualNominalRatePct: '10',
    periods: '12',
    monthlyContribution: '100',
  });
  const { result, fieldErrors, general } = useCalculation(
    'compound-growth',
    {
      texts: fields,
      kinds: {
        initial: 'amount',
        annualNominalRatePct: 'decimal',
        periods: 'decimal',
        monthlyContribution: 'amount',
      },
      fixed: timing,
      labels: LABELS,
    },
    rates.table,
  );
  const when = timing.contributionTiming === 'start' ? 'al inicio' : 'al final';
  return (
    <CalculatorSection
      id={ID}
      title="Interés compuesto"
      figures={
        result
          ? [
              {
                label: 'Valor final',
                value: formatNumber(result.futureValue, 2),
                note: `Aportaciones ${when} de cada mes`,
              },
              { label: 'Total aportado', value: formatNumber(result.totalContributed, 2) },
              { label: 'Crecimiento', value: formatNumber(result.growth, 2) },
            ]
          : null
      }
      general={general}
      explanation={
        <>
          Cada mes el saldo crece la rentabilidad anual ÷ 12 y se suma la aportación: {when} del mes (si es al
          inicio, la aportación ya crece ese mismo mes). Valor final = capital × (1 + r)ⁿ + aportaciones
          capitalizadas.
        </>
      }
      lesson={{ id: 'riesgo-por-operacion', title: 'Riesgo por operación: la regla del 1 al 2 %' }}
    >
      <NumberField
        id={`${ID}-inicial`}
        label={LABELS.initial}
        value={fields.initial}
        onChange={set('initial')}
        error={fieldErrors.initial}
      />
      <NumberField
        id={`${ID}-tasa`}
        label={LABELS.annualNominalRatePct}
        value={fields.annualNominalRatePct}
        onChange={set('annualNominalRatePct')}
        error={fieldErrors.annualNominalRatePct}
        suffix="%"
      />
      <NumberField
        id={`${ID}-meses`}
        label={LABELS.periods}
        value={fields.periods}
        onChange={set('periods')}
        error={fieldErrors.periods}
      />
      <NumberField
        id={`${ID}-aportacion`}
        label={LABELS.monthlyContribution}
        value={fields.monthlyContribution}
        onChange={set('monthlyContribution')}
        error={fieldErrors.monthlyContribution}
      />
      <OptionsField
        label={LABELS.contributionTiming}
        value={timing.contributionTiming}
        onChange={setTiming('contributionTiming')}
        options={TIMING_OPTIONS}
      />
    </CalculatorSection>
  );
}

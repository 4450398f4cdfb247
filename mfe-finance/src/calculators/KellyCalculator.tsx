import { formatPercent } from '@pipcrafters/ui';
import { CalculatorSection } from '../components/CalculatorSection';
import { NumberField } from '../components/NumberField';
import { useReferenceRates } from '../components/rates-context';
import { formatRecommendedKelly } from '../format/results';
import { useCalculation } from '../hooks/useCalculation';
import { useFields } from '../hooks/useFields';

const ID = 'kelly';
const LABELS = { winRatePct: 'Tasa de acierto (%)', winLossRatio: 'Ganancia media ÷ pérdida media' };

export function KellyCalculator() {
  const rates = useReferenceRates();
  const [fields, set] = useFields({ winRatePct: '55', winLossRatio: '1.5' });
  const { result, fieldErrors, general } = useCalculation(
    'kelly',
    { texts: fields, kinds: { winRatePct: 'decimal', winLossRatio: 'decimal' }, labels: LABELS },
    rates.table,
  );
  return (
    <CalculatorSection
      id={ID}
      title="Criterio de Kelly"
      figures={
        result
          ? [
              { label: 'Recomendado (medio Kelly)', value: formatRecommendedKelly(result) },
              { label: 'Kelly completo', value: formatPercent(result.kellyPct) },
              { label: 'Medio Kelly', value: formatPercent(result.halfKellyPct) },
            ]
          : null
      }
      general={general}
      explanation={
        <>
          Kelly = acierto − (1 − acierto) ÷ relación ganancia/pérdida: la parte del capital que maximiza el
          crecimiento a largo plazo. Es agresivo, por eso muchos arriesgan la mitad. Si sale negativo, tu
          sistema pierde dinero: no operar (0 %).
        </>
      }
      lesson={{ id: 'esperanza-matematica', title: 'Esperanza matemática: cuánto aporta cada operación' }}
    >
      <NumberField
        id={`${ID}-acierto`}
        label={LABELS.winRatePct}
        value={fields.winRatePct}
        onChange={set('winRatePct')}
        error={fieldErrors.winRatePct}
        suffix="%"
      />
      <NumberField
        id={`${ID}-relacion`}
        label={LABELS.winLossRatio}
        value={fields.winLossRatio}
        onChange={set('winLossRatio')}
        error={fieldErrors.winLossRatio}
      />
    </CalculatorSection>
  );
}

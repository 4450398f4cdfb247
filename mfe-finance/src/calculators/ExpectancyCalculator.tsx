import { formatNumber, formatR } from '@pipcrafters/ui';
import { CalculatorSection } from '../components/CalculatorSection';
import { NumberField } from '../components/NumberField';
import { useReferenceRates } from '../components/rates-context';
import { useCalculation } from '../hooks/useCalculation';
import { useFields } from '../hooks/useFields';

const ID = 'esperanza';
const LABELS = { winRatePct: 'Tasa de acierto (%)', avgWin: 'Ganancia media', avgLoss: 'Pérdida media' };

export function ExpectancyCalculator() {
  const rates = useReferenceRates();
  const [fields, set] = useFields({ winRatePct: '45', avgWin: '150', avgLoss: '100' });
  const { result, fieldErrors, general } = useCalculation(
    'expectancy',
    {
      texts: fields,
      kinds: { winRatePct: 'decimal', avgWin: 'amount', avgLoss: 'amount' },
      labels: LABELS,
    },
    rates.table,
  );
  return (
    <CalculatorSection
      id={ID}
      title="Esperanza matemática"
      figures={
        result
          ? [
              { label: 'Por operación', value: formatNumber(result.expectancy, 2) },
              { label: 'En R (pérdidas medias)', value: formatR(result.expectancyR) },
            ]
          : null
      }
      general={general}
      explanation={
        <>
          Esperanza = acierto × ganancia media − (1 − acierto) × pérdida media: lo que aporta de media cada
          operación, en la misma moneda que tus medias. Dividida por la pérdida media, en R.
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
        id={`${ID}-ganancia`}
        label={LABELS.avgWin}
        value={fields.avgWin}
        onChange={set('avgWin')}
        error={fieldErrors.avgWin}
      />
      <NumberField
        id={`${ID}-perdida`}
        label={LABELS.avgLoss}
        value={fields.avgLoss}
        onChange={set('avgLoss')}
        error={fieldErrors.avgLoss}
      />
    </CalculatorSection>
  );
}

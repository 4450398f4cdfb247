import { formatPercent } from '@pipcrafters/ui';
import { CalculatorSection } from '../components/CalculatorSection';
import { NumberField } from '../components/NumberField';
import { useReferenceRates } from '../components/rates-context';
import { useCalculation } from '../hooks/useCalculation';
import { useFields } from '../hooks/useFields';

const ID = 'drawdown';
const LABELS = { drawdownPct: 'Drawdown (%)', peak: 'Saldo máximo', trough: 'Saldo mínimo' };

export function DrawdownCalculator() {
  const rates = useReferenceRates();
  const [fields, set] = useFields({ drawdownPct: '20', peak: '', trough: '' });
  const { result, fieldErrors, general } = useCalculation(
    'drawdown-recovery',
    { texts: fields, kinds: { drawdownPct: 'decimal', peak: 'amount', trough: 'amount' }, labels: LABELS },
    rates.table,
  );
  return (
    <CalculatorSection
      id={ID}
      title="Recuperación del drawdown"
      figures={
        result
          ? [
              { label: 'Drawdown', value: formatPercent(result.drawdownPct) },
              { label: 'Ganancia necesaria para recuperar', value: formatPercent(result.recoveryGainPct) },
            ]
          : null
      }
      general={general}
      explanation={
        <>
          Recuperación = d ÷ (1 − d): tras perder un 20 % necesitas ganar un 25 %, y tras un 50 %, un 100 %.
          Indica el drawdown en % o bien el saldo máximo y el mínimo (deja el drawdown vacío).
        </>
      }
      lesson={{ id: 'drawdown-y-recuperacion', title: 'Drawdown y recuperación' }}
    >
      <NumberField
        id={`${ID}-porcentaje`}
        label={LABELS.drawdownPct}
        value={fields.drawdownPct}
        onChange={set('drawdownPct')}
        error={fieldErrors.drawdownPct}
        suffix="%"
      />
      <NumberField
        id={`${ID}-maximo`}
        label={LABELS.peak}
        value={fields.peak}
        onChange={set('peak')}
        error={fieldErrors.peak}
      />
      <NumberField
        id={`${ID}-minimo`}
        label={LABELS.trough}
        value={fields.trough}
        onChange={set('trough')}
        error={fieldErrors.trough}
      />
    </CalculatorSection>
  );
}

import { FINANCE_CURRENCIES } from '@pipcrafters/contracts';
import { formatMoney, formatNumber } from '@pipcrafters/ui';
import { CalculatorSection } from '../components/CalculatorSection';
import { ChoiceField } from '../components/ChoiceField';
import { NumberField } from '../components/NumberField';
import { conversionPair, overrideRates, RateOverride, useRateOverride } from '../components/RateOverride';
import { useReferenceRates } from '../components/rates-context';
import { useCalculation } from '../hooks/useCalculation';
import { useFields } from '../hooks/useFields';

const ID = 'conversor';
const LABELS = { amount: 'Importe', from: 'De', to: 'A' };
const CURRENCY_OPTIONS = FINANCE_CURRENCIES.map((currency) => ({ value: currency, label: currency }));

export function ConverterCalculator() {
  const rates = useReferenceRates();
  const [currencies, setCurrency] = useFields({ from: 'USD', to: 'MXN' });
  const [fields, set] = useFields({ amount: '1000' });
  const [override, setOverride] = useRateOverride();
  const own = overrideRates(override);
  const { result, fieldErrors, general } = useCalculation(
    'convert',
    {
      texts: fields,
      kinds: { amount: 'amount' },
      fixed: { ...currencies, ...(own.rates ? { rates: own.rates } : {}) },
      labels: LABELS,
    },
    rates.table,
  );
  return (
    <CalculatorSection
      id={ID}
      title="Conversor de divisas"
      figures={
        result
          ? [
              { label: 'Resultado', value: formatMoney(result.result, currencies.to) },
              { label: `1 ${currencies.from} en ${currencies.to}`, value: formatNumber(result.rate, 6) },
            ]
          : null
      }
      general={general}
      extra={
        <RateOverride
          id={ID}
          suggestedPair={conversionPair(currencies.from, currencies.to, rates.table)}
          state={override}
          onChange={setOverride}
        />
      }
      explanation={
        <>
          Resultado = importe × tipo. Si la tabla no tiene el par (por ejemplo MXN/COP), se pasa por el dólar:
          USD/COP ÷ USD/MXN.
        </>
      }
      lesson={{ id: 'pares-de-divisas', title: 'Pares de divisas: cómo leer una cotización' }}
    >
      <NumberField
        id={`${ID}-importe`}
        label={LABELS.amount}
        value={fields.amount}
        onChange={set('amount')}
        error={fieldErrors.amount}
      />
      <ChoiceField
        id={`${ID}-de`}
        label={LABELS.from}
        value={currencies.from}
        options={CURRENCY_OPTIONS}
        onChange={setCurrency('from')}
        error={fieldErrors.from}
      />
      <ChoiceField
        id={`${ID}-a`}
        label={LABELS.to}
        value={currencies.to}
        options={CURRENCY_OPTIONS}
        onChange={setCurrency('to')}
        error={fieldErrors.to}
      />
    </CalculatorSection>
  );
}

import { formatMoney } from '@pipcrafters/ui';
import { CalculatorSection } from '../components/CalculatorSection';
import { InstrumentFields, instrumentInput, isGold, useInstrument } from '../components/InstrumentFields';
import { NumberField } from '../components/NumberField';
import { conversionPair, overrideRates, RateOverride, useRateOverride } from '../components/RateOverride';
import { useReferenceRates } from '../components/rates-context';
import { useCalculation } from '../hooks/useCalculation';
import { useFields } from '../hooks/useFields';

const ID = 'margen';
const LABELS = {
  pair: 'Par',
  accountCurrency: 'Divisa de la cuenta',
  lots: 'Lotes',
  leverage: 'Apalancamiento',
  price: 'Precio del par',
};

export function MarginCalculator() {
  const rates = useReferenceRates();
  const [instrument, setInstrument] = useInstrument();
  const [fields, set] = useFields({ lots: '1', leverage: '1:30', price: '' });
  const [override, setOverride] = useRateOverride();
  const own = overrideRates(override);
  const { price, lots } = fields;
  const { result, fieldErrors, general } = useCalculation(
    'margin',
    {
      texts: { price, lots },
      kinds: { lots: 'decimal', price: 'decimal' },
      fixed: {
        ...instrumentInput(instrument),
        leverage: fields.leverage,
        ...(own.rates ? { rates: own.rates } : {}),
      },
      labels: LABELS,
    },
    rates.table,
  );
  const from = isGold(instrument.pair) ? instrument.pair.slice(3) : instrument.pair.slice(0, 3);
  return (
    <CalculatorSection
      id={ID}
      title="Margen"
      figures={
        result
          ? [
              { label: 'Margen necesario', value: formatMoney(result.marginRequired, result.currency) },
              { label: 'Valor nominal', value: formatMoney(result.notionalAccount, result.currency) },
            ]
          : null
      }
      general={general}
      extra={
        <RateOverride
          id={ID}
          suggestedPair={conversionPair(from, instrument.accountCurrency, rates.table)}
          state={override}
          onChange={setOverride}
        />
      }
      explanation={
        <>
          Margen = lotes × tamaño del contrato ÷ apalancamiento. Sale en la divisa base (1 lote de EUR/USD a
          1:30 son 100.000 € ÷ 30) y se pasa a la de tu cuenta; en el oro, lotes × 100 onzas × precio ÷
          apalancamiento.
        </>
      }
      lesson={{
        id: 'apalancamiento-margen-y-stop-out',
        title: 'Apalancamiento y margen: del cálculo al stop out',
      }}
    >
      <InstrumentFields id={ID} value={instrument} onChange={setInstrument} errors={fieldErrors} />
      <NumberField
        id={`${ID}-lotes`}
        label={LABELS.lots}
        value={fields.lots}
        onChange={set('lots')}
        error={fieldErrors.lots}
      />
      <NumberField
        id={`${ID}-apalancamiento`}
        label={LABELS.leverage}
        value={fields.leverage}
        onChange={set('leverage')}
        error={fieldErrors.leverage}
        help="Por ejemplo 1:30"
      />
      <NumberField
        id={`${ID}-precio`}
        label={LABELS.price}
        value={fields.price}
        onChange={set('price')}
        error={fieldErrors.price}
        placeholder={rates.table[instrument.pair] ?? ''}
        help="Vacío: el de referencia"
      />
    </CalculatorSection>
  );
}

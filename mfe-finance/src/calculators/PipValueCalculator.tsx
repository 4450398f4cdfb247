import { formatMoney, formatNumber } from '@pipcrafters/ui';
import { CalculatorSection } from '../components/CalculatorSection';
import { InstrumentFields, instrumentInput, pipSizeOf, useInstrument } from '../components/InstrumentFields';
import { NumberField } from '../components/NumberField';
import { conversionPair, overrideRates, RateOverride, useRateOverride } from '../components/RateOverride';
import { useReferenceRates } from '../components/rates-context';
import { useCalculation } from '../hooks/useCalculation';
import { useFields } from '../hooks/useFields';

const ID = 'valor-del-pip';
const LABELS = {
  pair: 'Par',
  accountCurrency: 'Divisa de la cuenta',
  lots: 'Lotes',
  price: 'Precio del par',
};

export function PipValueCalculator() {
  const rates = useReferenceRates();
  const [instrument, setInstrument] = useInstrument();
  const [fields, set] = useFields({ lots: '1', price: '' });
  const [override, setOverride] = useRateOverride();
  const own = overrideRates(override);
  const { result, fieldErrors, general } = useCalculation(
    'pip-value',
    {
      texts: fields,
      kinds: { lots: 'decimal', price: 'decimal' },
      fixed: { ...instrumentInput(instrument), ...(own.rates ? { rates: own.rates } : {}) },
      labels: LABELS,
    },
    rates.table,
  );
  const quote = instrument.pair.slice(3);
  return (
    <CalculatorSection
      id={ID}
      title="Valor del pip"
      figures={
        result
          ? [
              {
                label: `Valor del pip en ${result.currency}`,
                value: formatMoney(result.pipValue, result.currency),
              },
              {
                label: `En la divisa cotizada (${result.quoteCurrency})`,
                value: formatMoney(result.pipValueQuote, result.quoteCurrency),
              },
              {
                label: 'Por lote estándar / mini / micro',
                value: [result.perLot.standard, result.perLot.mini, result.perLot.micro]
                  .map((value) => formatMoney(value, result.currency))
                  .join(' / '),
              },
              { label: 'Tamaño del pip', value: formatNumber(result.pipSize, 4) },
            ]
          : null
      }
      general={general}
      extra={
        <RateOverride
          id={ID}
          suggestedPair={conversionPair(quote, instrument.accountCurrency, rates.table)}
          state={override}
          onChange={setOverride}
        />
      }
      explanation={
        <>
          Valor del pip = lotes × tamaño del contrato × tamaño del pip (
          {formatNumber(pipSizeOf(instrument), 4)} en {instrument.pair}). Sale en la divisa cotizada y se pasa
          a la de tu cuenta: tal cual si es la misma, dividido por el precio del par si tu cuenta está en la
          divisa base y, si no, con el tipo de la cotizada a tu divisa. El oro son 100 onzas por lote y su pip
          es de 0,10 USD (o 0,01, si tu bróker lo cuenta así).
        </>
      }
      lesson={{ id: 'lotes-y-valor-del-pip', title: 'Lotes y valor del pip' }}
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

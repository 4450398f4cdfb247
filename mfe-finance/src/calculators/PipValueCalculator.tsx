import { formatMoney, formatNumber } from '@pipcrafters/ui';
import { CalculatorSection } from '../components/CalculatorSection';
import { InstrumentFields, pipSizeOf } from '../components/InstrumentFields';
import { NumberField } from '../components/NumberField';
import { PriceField } from '../components/PriceField';
import { conversionPair, RateOverride } from '../components/RateOverride';
import { useInstrumentCalculation } from '../hooks/useInstrumentCalculation';

const ID = 'valor-del-pip';
const LABELS = {
  pair: 'Par',
  accountCurrency: 'Divisa de la cuenta',
  lots: 'Lotes',
  price: 'Precio del par',
};

export function PipValueCalculator() {
  const { result, fieldErrors, general, table, instrument, setInstrument, fields, set, override } =
    useInstrumentCalculation(
      'pip-value',
      { lots: '1', price: '' },
      { lots: 'decimal', price: 'decimal' },
      LABELS,
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
          suggestedPair={conversionPair(quote, instrument.accountCurrency, table)}
          {...override}
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
      <PriceField
        id={`${ID}-precio`}
        pair={instrument.pair}
        value={fields.price}
        onChange={set('price')}
        error={fieldErrors.price}
      />
    </CalculatorSection>
  );
}

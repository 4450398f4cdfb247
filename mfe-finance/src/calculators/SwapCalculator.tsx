import { formatMoney } from '@pipcrafters/ui';
import { CalculatorSection } from '../components/CalculatorSection';
import { InstrumentFields } from '../components/InstrumentFields';
import { NumberField } from '../components/NumberField';
import { PriceField } from '../components/PriceField';
import { conversionPair, RateOverride } from '../components/RateOverride';
import { useInstrumentCalculation } from '../hooks/useInstrumentCalculation';

const ID = 'swap';
const LABELS = {
  pair: 'Par',
  accountCurrency: 'Divisa de la cuenta',
  lots: 'Lotes',
  swapPoints: 'Swap (puntos)',
  nights: 'Noches',
  price: 'Precio del par',
};

export function SwapCalculator() {
  const { result, fieldErrors, general, table, instrument, setInstrument, fields, set, override } =
    useInstrumentCalculation(
      'swap',
      { lots: '1', swapPoints: '-6.5', nights: '1', price: '' },
      { lots: 'decimal', swapPoints: 'decimal', nights: 'decimal', price: 'decimal' },
      LABELS,
    );
  return (
    <CalculatorSection
      id={ID}
      title="Swap"
      figures={
        result
          ? [
              { label: 'Swap total', value: formatMoney(result.swapTotal, result.currency) },
              { label: 'Por lote y noche', value: formatMoney(result.swapPerLotPerNight, result.currency) },
            ]
          : null
      }
      general={general}
      extra={
        <RateOverride
          id={ID}
          suggestedPair={conversionPair(instrument.pair.slice(3), instrument.accountCurrency, table)}
          {...override}
        />
      }
      explanation={
        <>
          Swap = puntos de swap × tamaño del punto (una décima de pip) × tamaño del contrato × lotes × noches,
          pasado a la divisa de tu cuenta. Negativo es lo que pagas; el miércoles suele cobrarse triple (3
          noches).
        </>
      }
      lesson={{
        id: 'swap-o-rollover',
        title: 'El swap o rollover: el coste de dormir con una posición abierta',
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
        id={`${ID}-puntos`}
        label={LABELS.swapPoints}
        value={fields.swapPoints}
        onChange={set('swapPoints')}
        error={fieldErrors.swapPoints}
      />
      <NumberField
        id={`${ID}-noches`}
        label={LABELS.nights}
        value={fields.nights}
        onChange={set('nights')}
        error={fieldErrors.nights}
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

import { formatMoney } from '@pipcrafters/ui';
import { CalculatorSection } from '../components/CalculatorSection';
import { InstrumentFields, isGold } from '../components/InstrumentFields';
import { NumberField } from '../components/NumberField';
import { PriceField } from '../components/PriceField';
import { conversionPair, RateOverride } from '../components/RateOverride';
import { useInstrumentCalculation } from '../hooks/useInstrumentCalculation';

const ID = 'margen';
const LABELS = {
  pair: 'Par',
  accountCurrency: 'Divisa de la cuenta',
  lots: 'Lotes',
  leverage: 'Apalancamiento',
  price: 'Precio del par',
};

export function MarginCalculator() {
  const { result, fieldErrors, general, table, instrument, setInstrument, fields, set, override } =
    useInstrumentCalculation(
      'margin',
      { lots: '1', leverage: '1:30', price: '' },
      { lots: 'decimal', leverage: 'text', price: 'decimal' },
      LABELS,
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
          suggestedPair={conversionPair(from, instrument.accountCurrency, table)}
          {...override}
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

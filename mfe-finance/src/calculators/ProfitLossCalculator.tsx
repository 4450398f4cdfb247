import { formatMoney, formatNumber } from '@pipcrafters/ui';
import { CalculatorSection } from '../components/CalculatorSection';
import { ChoiceField } from '../components/ChoiceField';
import { InstrumentFields } from '../components/InstrumentFields';
import { NumberField } from '../components/NumberField';
import { conversionPair, RateOverride } from '../components/RateOverride';
import { useFields } from '../hooks/useFields';
import { useInstrumentCalculation } from '../hooks/useInstrumentCalculation';

const ID = 'ganancia-perdida';
const LABELS = {
  pair: 'Par',
  accountCurrency: 'Divisa de la cuenta',
  side: 'Dirección',
  lots: 'Lotes',
  openPrice: 'Precio de entrada',
  closePrice: 'Precio de salida',
};

export const SIDE_OPTIONS = [
  { value: 'long', label: 'Compra (long)' },
  { value: 'short', label: 'Venta (short)' },
] as const;

export function ProfitLossCalculator() {
  const [side, setSide] = useFields({ side: 'long' });
  const { result, fieldErrors, general, table, instrument, setInstrument, fields, set, override } =
    useInstrumentCalculation(
      'profit-loss',
      { lots: '1', openPrice: '1.0800', closePrice: '1.0850' },
      { lots: 'decimal', openPrice: 'decimal', closePrice: 'decimal' },
      LABELS,
      side,
    );
  return (
    <CalculatorSection
      id={ID}
      title="Ganancia o pérdida"
      figures={
        result
          ? [
              { label: 'Resultado', value: formatMoney(result.profit, result.currency) },
              { label: 'Pips', value: formatNumber(result.pips, 1) },
              {
                label: `En la divisa cotizada (${result.quoteCurrency})`,
                value: formatMoney(result.profitQuote, result.quoteCurrency),
              },
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
          Resultado = (salida − entrada) × lotes × tamaño del contrato, con el signo cambiado en una venta.
          Sale en la divisa cotizada y se pasa a la de tu cuenta al precio de salida o con el tipo de
          referencia.
        </>
      }
      lesson={{ id: 'que-es-un-pip', title: '¿Qué es un pip?' }}
    >
      <InstrumentFields id={ID} value={instrument} onChange={setInstrument} errors={fieldErrors} />
      <ChoiceField
        id={`${ID}-direccion`}
        label={LABELS.side}
        value={side.side}
        options={SIDE_OPTIONS}
        onChange={setSide('side')}
        error={fieldErrors.side}
      />
      <NumberField
        id={`${ID}-lotes`}
        label={LABELS.lots}
        value={fields.lots}
        onChange={set('lots')}
        error={fieldErrors.lots}
      />
      <NumberField
        id={`${ID}-entrada`}
        label={LABELS.openPrice}
        value={fields.openPrice}
        onChange={set('openPrice')}
        error={fieldErrors.openPrice}
      />
      <NumberField
        id={`${ID}-salida`}
        label={LABELS.closePrice}
        value={fields.closePrice}
        onChange={set('closePrice')}
        error={fieldErrors.closePrice}
      />
    </CalculatorSection>
  );
}

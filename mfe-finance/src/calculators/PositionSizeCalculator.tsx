import { Alert, formatMoney, formatNumber } from '@pipcrafters/ui';
import { CalculatorSection } from '../components/CalculatorSection';
import { InstrumentFields } from '../components/InstrumentFields';
import { NumberField } from '../components/NumberField';
import { PriceField } from '../components/PriceField';
import { conversionPair, RateOverride } from '../components/RateOverride';
import { formatLots } from '../format/results';
import { useInstrumentCalculation } from '../hooks/useInstrumentCalculation';

const ID = 'tamano-de-posicion';
const LABELS = {
  pair: 'Par',
  accountCurrency: 'Divisa de la cuenta',
  balance: 'Saldo de la cuenta',
  riskPercent: 'Riesgo (%)',
  stopLossPips: 'Stop loss (pips)',
  price: 'Precio del par',
};

export function PositionSizeCalculator() {
  const { result, fieldErrors, general, table, instrument, setInstrument, fields, set, override } =
    useInstrumentCalculation(
      'position-size',
      { balance: '10000', riskPercent: '1', stopLossPips: '50', price: '' },
      { balance: 'amount', riskPercent: 'decimal', stopLossPips: 'decimal', price: 'decimal' },
      LABELS,
    );
  return (
    <CalculatorSection
      id={ID}
      title="Tamaño de posición"
      figures={
        result
          ? [
              { label: 'Tamaño', value: formatLots(result.lots) },
              { label: 'Unidades', value: formatNumber(result.units, 0) },
              { label: 'Riesgo buscado', value: formatMoney(result.riskAmount, result.currency) },
              { label: 'Riesgo real', value: formatMoney(result.actualRisk, result.currency) },
              { label: 'Valor del pip por lote', value: formatMoney(result.pipValuePerLot, result.currency) },
            ]
          : null
      }
      general={general}
      extra={
        <>
          {result?.belowMinLot ? (
            <div style={{ marginBottom: 12 }}>
              <Alert
                type="warning"
                showIcon
                title="Tu riesgo no alcanza el lote mínimo: el tamaño es 0 lotes. Operar el mínimo superaría el riesgo que has elegido."
              />
            </div>
          ) : null}
          <RateOverride
            id={ID}
            suggestedPair={conversionPair(instrument.pair.slice(3), instrument.accountCurrency, table)}
            {...override}
          />
        </>
      }
      explanation={
        <>
          Lotes = (saldo × riesgo %) ÷ (stop en pips × valor del pip de un lote), redondeado siempre hacia
          abajo al paso de 0,01 lotes: así nunca arriesgas más de lo elegido. Si no llega al lote mínimo, el
          tamaño es 0.
        </>
      }
      lesson={{ id: 'tamano-de-posicion', title: 'Tamaño de posición: de tu riesgo a los lotes' }}
    >
      <InstrumentFields id={ID} value={instrument} onChange={setInstrument} errors={fieldErrors} />
      <NumberField
        id={`${ID}-saldo`}
        label={LABELS.balance}
        value={fields.balance}
        onChange={set('balance')}
        error={fieldErrors.balance}
      />
      <NumberField
        id={`${ID}-riesgo`}
        label={LABELS.riskPercent}
        value={fields.riskPercent}
        onChange={set('riskPercent')}
        error={fieldErrors.riskPercent}
        suffix="%"
      />
      <NumberField
        id={`${ID}-stop`}
        label={LABELS.stopLossPips}
        value={fields.stopLossPips}
        onChange={set('stopLossPips')}
        error={fieldErrors.stopLossPips}
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

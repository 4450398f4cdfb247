import { Card, Field, Grid, Paragraph, Text } from '@pipcrafters/ui';
import { useId, useState } from 'react';
import { formatNumber } from '../format/numbers';
import { type PairType, pipMove } from '../widgets/lesson-math';
import { ChoiceList } from './ChoiceList';
import { DecimalInput } from './DecimalInput';

const QUOTE_EXAMPLE: Record<PairType, string> = {
  normal: 'la divisa cotizada (USD en el EUR/USD)',
  jpy: 'yenes (JPY)',
};

const PAIR_TYPES = [
  { value: 'normal', label: 'Normal (EUR/USD…, pip 0,0001)' },
  { value: 'jpy', label: 'Con yen (USD/JPY…, pip 0,01)' },
];

/** A calculator is one group of fields named by its title (a fieldset without a fieldset's border). */
const FIELDSET = { margin: '16px 0', padding: 0, border: 0, minWidth: 0 } as const;

/** "Calculadora de pips": the pips between two prices and what they are worth for a size in lots. */
export function PipCalculator() {
  const id = useId();
  const [pairType, setPairType] = useState<PairType>('normal');
  const [from, setFrom] = useState('1,0850');
  const [to, setTo] = useState('1,0872');
  const [lots, setLots] = useState('1');
  const result = pipMove({ from, to, lots }, pairType);

  const choosePairType = (next: PairType) => {
    setPairType(next);
    if (next === 'jpy') {
      setFrom('151,20');
      setTo('151,45');
    } else {
      setFrom('1,0850');
      setTo('1,0872');
    }
  };

  return (
    <fieldset aria-label="Calculadora de pips" style={FIELDSET}>
      <Card size="small" title="Calculadora de pips" headingLevel={3}>
        <div style={{ marginBottom: 12 }}>
          <div id={`${id}-tipo`} style={{ paddingBottom: 8 }}>
            Tipo de par
          </div>
          <ChoiceList
            kind="radio"
            inline
            name={`${id}-tipo-de-par`}
            aria-label="Tipo de par"
            options={PAIR_TYPES}
            value={[pairType]}
            onChange={([next]) => choosePairType(next as PairType)}
          />
        </div>
        <Grid minColumnWidth={160} gap={12}>
          <Field label="Precio de entrada" htmlFor={`${id}-desde`}>
            <DecimalInput id={`${id}-desde`} value={from} onChange={setFrom} />
          </Field>
          <Field label="Precio de salida" htmlFor={`${id}-hasta`}>
            <DecimalInput id={`${id}-hasta`} value={to} onChange={setTo} />
          </Field>
          <Field label="Tamaño (lotes)" htmlFor={`${id}-lotes`}>
            <DecimalInput id={`${id}-lotes`} value={lots} onChange={setLots} />
          </Field>
        </Grid>
        <output
          aria-live="polite"
          htmlFor={`${id}-desde ${id}-hasta ${id}-lotes`}
          style={{ display: 'block', marginTop: 12 }}
        >
          {result ? (
            <>
              <Text strong style={{ fontSize: 16 }}>
                {formatNumber(result.pips, 1)} pips = {formatNumber(result.value, 2)} en{' '}
                {QUOTE_EXAMPLE[pairType]}
              </Text>
              <Paragraph secondary>
                Cada pip vale {formatNumber(result.pipValue, 2)} con {formatNumber(result.lots, 2)}{' '}
                {result.lots === 1 ? 'lote' : 'lotes'} (1 lote = 100.000 unidades de la divisa base).
              </Paragraph>
            </>
          ) : (
            <Text secondary>Escribe los dos precios y un tamaño mayor que 0 para ver el resultado.</Text>
          )}
        </output>
      </Card>
    </fieldset>
  );
}

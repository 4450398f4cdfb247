import { Card, Field, Grid, Paragraph, Text } from '@pipcrafters/ui';
import { useId, useState } from 'react';
import { formatNumber } from '../format/numbers';
import { CONTRACT_SIZE, requiredMargin } from '../widgets/lesson-math';
import { DecimalInput } from './DecimalInput';

/** A calculator is one group of fields named by its title (a fieldset without a fieldset's border). */
const FIELDSET = { margin: '16px 0', padding: 0, border: 0, minWidth: 0 } as const;

/** "Calculadora de margen": the margin a broker holds for a size, a price and a leverage. */
export function MarginCalculator() {
  const id = useId();
  const [lots, setLots] = useState('1');
  const [price, setPrice] = useState('1,0850');
  const [leverage, setLeverage] = useState('30');
  const result = requiredMargin({ lots, price, leverage });

  return (
    <fieldset aria-label="Calculadora de margen" style={FIELDSET}>
      <Card size="small" title="Calculadora de margen" headingLevel={3}>
        <Grid minColumnWidth={160} gap={12}>
          <Field label="Tamaño (lotes)" htmlFor={`${id}-lotes`}>
            <DecimalInput id={`${id}-lotes`} value={lots} onChange={setLots} />
          </Field>
          <Field label="Precio" htmlFor={`${id}-precio`}>
            <DecimalInput id={`${id}-precio`} value={price} onChange={setPrice} />
          </Field>
          <Field label="Apalancamiento (1:…)" htmlFor={`${id}-apalancamiento`}>
            <DecimalInput id={`${id}-apalancamiento`} value={leverage} onChange={setLeverage} />
          </Field>
        </Grid>
        <Paragraph secondary>
          Tamaño del contrato: {formatNumber(CONTRACT_SIZE)} unidades de la divisa base por lote.
        </Paragraph>
        <output
          aria-live="polite"
          htmlFor={`${id}-lotes ${id}-precio ${id}-apalancamiento`}
          style={{ display: 'block' }}
        >
          {result ? (
            <>
              <Text strong style={{ fontSize: 16 }}>
                Margen necesario: {formatNumber(result.margin, 2)} en la divisa cotizada
              </Text>
              <Paragraph secondary>
                Posición de {formatNumber(result.units, 2)} unidades, valorada en{' '}
                {formatNumber(result.notional, 2)}; con apalancamiento 1:{formatNumber(result.leverage, 2)}{' '}
                equivale a {formatNumber(result.marginInBase, 2)} en la divisa base.
              </Paragraph>
            </>
          ) : (
            <Text secondary>Escribe un tamaño y un precio mayores que 0 y un apalancamiento de 1 o más.</Text>
          )}
        </output>
      </Card>
    </fieldset>
  );
}

import { Card, Col, Form, Radio, Row, Typography } from 'antd';
import { useId, useState } from 'react';
import { formatNumber } from '../format/numbers';
import { type PairType, pipMove } from '../widgets/lesson-math';
import { DecimalInput } from './DecimalInput';

const QUOTE_EXAMPLE: Record<PairType, string> = {
  normal: 'la divisa cotizada (USD en el EUR/USD)',
  jpy: 'yenes (JPY)',
};

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
    <Card
      size="small"
      title="Calculadora de pips"
      style={{ margin: '16px 0' }}
      role="group"
      aria-label="Calculadora de pips"
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Tipo de par" style={{ marginBottom: 12 }}>
          <Radio.Group
            aria-label="Tipo de par"
            value={pairType}
            onChange={(event) => choosePairType(event.target.value as PairType)}
            options={[
              { value: 'normal', label: 'Normal (EUR/USD…, pip 0,0001)' },
              { value: 'jpy', label: 'Con yen (USD/JPY…, pip 0,01)' },
            ]}
          />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={8}>
            <Form.Item label="Precio de entrada" htmlFor={`${id}-desde`} style={{ marginBottom: 12 }}>
              <DecimalInput id={`${id}-desde`} value={from} onChange={setFrom} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label="Precio de salida" htmlFor={`${id}-hasta`} style={{ marginBottom: 12 }}>
              <DecimalInput id={`${id}-hasta`} value={to} onChange={setTo} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label="Tamaño (lotes)" htmlFor={`${id}-lotes`} style={{ marginBottom: 12 }}>
              <DecimalInput id={`${id}-lotes`} value={lots} onChange={setLots} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <output aria-live="polite" htmlFor={`${id}-desde ${id}-hasta ${id}-lotes`} style={{ display: 'block' }}>
        {result ? (
          <>
            <Typography.Text strong style={{ fontSize: 16 }}>
              {formatNumber(result.pips, 1)} pips = {formatNumber(result.value, 2)} en{' '}
              {QUOTE_EXAMPLE[pairType]}
            </Typography.Text>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              Cada pip vale {formatNumber(result.pipValue, 2)} con {formatNumber(result.lots, 2)}{' '}
              {result.lots === 1 ? 'lote' : 'lotes'} (1 lote = 100.000 unidades de la divisa base).
            </Typography.Paragraph>
          </>
        ) : (
          <Typography.Text type="secondary">
            Escribe los dos precios y un tamaño mayor que 0 para ver el resultado.
          </Typography.Text>
        )}
      </output>
    </Card>
  );
}

import { Card, Col, Form, Row, Typography } from 'antd';
import { useId, useState } from 'react';
import { formatNumber } from '../format/numbers';
import { CONTRACT_SIZE, requiredMargin } from '../widgets/lesson-math';
import { DecimalInput } from './DecimalInput';

/** "Calculadora de margen": the margin a broker holds for a size, a price and a leverage. */
export function MarginCalculator() {
  const id = useId();
  const [lots, setLots] = useState('1');
  const [price, setPrice] = useState('1,0850');
  const [leverage, setLeverage] = useState('30');
  const result = requiredMargin({ lots, price, leverage });

  return (
    <Card
      size="small"
      title="Calculadora de margen"
      style={{ margin: '16px 0' }}
      role="group"
      aria-label="Calculadora de margen"
    >
      <Form layout="vertical" component="div">
        <Row gutter={12}>
          <Col xs={24} sm={8}>
            <Form.Item label="Tamaño (lotes)" htmlFor={`${id}-lotes`} style={{ marginBottom: 12 }}>
              <DecimalInput id={`${id}-lotes`} value={lots} onChange={setLots} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label="Precio" htmlFor={`${id}-precio`} style={{ marginBottom: 12 }}>
              <DecimalInput id={`${id}-precio`} value={price} onChange={setPrice} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              label="Apalancamiento (1:…)"
              htmlFor={`${id}-apalancamiento`}
              style={{ marginBottom: 12 }}
            >
              <DecimalInput id={`${id}-apalancamiento`} value={leverage} onChange={setLeverage} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        Tamaño del contrato: {formatNumber(CONTRACT_SIZE)} unidades de la divisa base por lote.
      </Typography.Paragraph>
      <output
        aria-live="polite"
        htmlFor={`${id}-lotes ${id}-precio ${id}-apalancamiento`}
        style={{ display: 'block' }}
      >
        {result ? (
          <>
            <Typography.Text strong style={{ fontSize: 16 }}>
              Margen necesario: {formatNumber(result.margin, 2)} en la divisa cotizada
            </Typography.Text>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              Posición de {formatNumber(result.units, 2)} unidades, valorada en{' '}
              {formatNumber(result.notional, 2)}; con apalancamiento 1:{formatNumber(result.leverage, 2)}{' '}
              equivale a {formatNumber(result.marginInBase, 2)} en la divisa base.
            </Typography.Paragraph>
          </>
        ) : (
          <Typography.Text type="secondary">
            Escribe un tamaño y un precio mayores que 0 y un apalancamiento de 1 o más.
          </Typography.Text>
        )}
      </output>
    </Card>
  );
}

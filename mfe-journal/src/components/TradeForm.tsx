import { EMOTIONS, INSTRUMENTS, type TradeInput, type TradingAccount } from '@pipcrafters/contracts';
import { formatSigned } from '@pipcrafters/ui';
import { Alert, AutoComplete, Button, Col, Flex, Form, Input, Radio, Row, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { errorMessage } from '../api/errors';
import { useJournalStrategies } from '../hooks/useJournalStrategies';
import { RuleReview } from '../strategies/RuleReview';
import { StrategySelect } from '../strategies/StrategySelect';
import type { AssignedStrategy } from '../strategies/strategy-options';
import { liveFigures } from '../trades/live-figures';
import { asCost, type TradeFormValues, toTradeInput } from '../trades/trade-form';
import { decimalRule, orNull } from './form-rules';
import { formatAmount, resultColor } from './money';

const emotionOptions = EMOTIONS.map((emotion) => ({ value: emotion, label: emotion }));

/** The live figures beside the form: pips, gross, net and R as the user types, for display only. */
function LiveFigures({
  values,
  account,
}: {
  values: Partial<TradeFormValues>;
  account: TradingAccount | undefined;
}) {
  const currency = account?.currency ?? 'USD';
  const cost = (text: string | undefined) => (text?.trim() ? asCost(text) : null);
  const figures = liveFigures({
    symbol: values.symbol ?? '',
    side: values.side ?? 'buy',
    accountCurrency: currency,
    entryPrice: orNull(values.entryPrice),
    exitPrice: orNull(values.exitPrice),
    volume: orNull(values.volume),
    stopLoss: orNull(values.stopLoss),
    commission: cost(values.commission),
    swap: orNull(values.swap),
    taxes: cost(values.taxes),
    profit: orNull(values.profit),
    conversionRate: orNull(values.conversionRate),
  });
  const items: [string, string, 'success' | 'danger' | undefined][] = [
    ['Pips', figures.pips === null ? '—' : formatSigned(figures.pips, 1), resultColor(figures.pips ?? 0)],
    [
      'Beneficio bruto',
      figures.grossProfit === null ? '—' : formatAmount(figures.grossProfit, currency),
      resultColor(figures.grossProfit ?? 0),
    ],
    ['Neto', figures.net === null ? '—' : formatAmount(figures.net, currency), resultColor(figures.net ?? 0)],
    [
      'R',
      figures.rMultiple === null ? '—' : `${formatSigned(figures.rMultiple, 2)} R`,
      resultColor(figures.rMultiple ?? 0),
    ],
  ];
  return (
    <section aria-label="Cálculo en vivo">
      <dl
        aria-live="polite"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
          gap: 12,
          margin: 0,
        }}
      >
        {items.map(([label, value, color]) => (
          <div key={label}>
            <dt style={{ fontSize: 13 }}>
              <Typography.Text type="secondary">{label}</Typography.Text>
            </dt>
            <dd style={{ margin: 0, fontSize: 20, fontWeight: 600 }} data-figure={label}>
              <Typography.Text type={color}>{value}</Typography.Text>
            </dd>
          </div>
        ))}
      </dl>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 13 }}>
        {figures.instrument
          ? `${figures.instrument.symbol}: pip de ${String(figures.instrument.pipSize).replace('.', ',')}, ${figures.instrument.contractSize.toLocaleString('es-ES')} unidades por lote. Cálculo orientativo: las cifras guardadas las calcula el servidor.`
          : values.symbol?.trim()
            ? 'Instrumento desconocido: escribe el beneficio bruto para registrar el resultado.'
            : 'Escribe el símbolo, los precios y el volumen para ver el resultado.'}
      </Typography.Paragraph>
      {figures.needsConversionRate && !orNull(values.profit) ? (
        <Typography.Paragraph type="warning" style={{ margin: '4px 0 0', fontSize: 13 }}>
          {`La cotización está en ${figures.instrument?.quote} y la cuenta en ${currency}: indica el tipo de cambio o el beneficio bruto.`}
        </Typography.Paragraph>
      ) : null}
    </section>
  );
}

export interface TradeFormProps {
  accounts: TradingAccount[];
  initialValues: TradeFormValues;
  timeZone: string;
  submitLabel: string;
  submitting: boolean;
  error: unknown;
  onSubmit: (input: TradeInput) => void;
  onCancel?: () => void;
  /** The strategy the trade already has, kept in the list (labelled) if it has been retired or deleted since. */
  assignedStrategy?: AssignedStrategy | null;
}

/**
 * A trade by hand, fast with the keyboard: fields in reading order, Enter saves, the symbol completes from the
 * instrument table, and pips, profit, net and R are shown as the user types.
 */
export function TradeForm({
  accounts,
  initialValues,
  timeZone,
  submitLabel,
  submitting,
  error,
  onSubmit,
  onCancel,
  assignedStrategy = null,
}: TradeFormProps) {
  const [form] = Form.useForm<TradeFormValues>();
  const strategies = useJournalStrategies();
  const values = (Form.useWatch([], form) ?? initialValues) as Partial<TradeFormValues>;
  const account = accounts.find((item) => item.id === (values.accountId ?? initialValues.accountId));
  const [symbolSearch, setSymbolSearch] = useState('');
  const symbolOptions = useMemo(() => {
    const search = symbolSearch.trim().toUpperCase();
    return INSTRUMENTS.filter((instrument) => !search || instrument.symbol.includes(search))
      .slice(0, 12)
      .map((instrument) => ({ value: instrument.symbol }));
  }, [symbolSearch]);
  const figures = liveFigures({
    symbol: values.symbol ?? '',
    side: values.side ?? 'buy',
    accountCurrency: account?.currency ?? 'USD',
    entryPrice: null,
    exitPrice: null,
    volume: null,
    stopLoss: null,
    commission: null,
    swap: null,
    taxes: null,
    profit: null,
    conversionRate: null,
  });
  const needsRate = figures.needsConversionRate && !orNull(values.profit);
  const strategyId = values.strategyId === undefined ? initialValues.strategyId : values.strategyId;
  const strategy = strategyId ? strategies.data?.find((item) => item.id === strategyId) : undefined;
  let strategyHelp: string | undefined;
  if (strategies.isError) strategyHelp = 'No se pudieron cargar tus estrategias.';
  else if (strategies.data?.length === 0)
    strategyHelp = 'Aún no tienes estrategias: créalas en Estrategias para asignarlas a tus operaciones.';

  return (
    <Form<TradeFormValues>
      form={form}
      name="operacion"
      layout="vertical"
      requiredMark="optional"
      initialValues={initialValues}
      onValuesChange={(changed: Partial<TradeFormValues>) => {
        // Another strategy has other rules: its review starts again, "sin revisar".
        if ('strategyId' in changed) form.setFieldValue('followedRules', null);
      }}
      onFinish={(finished) =>
        onSubmit(
          toTradeInput({ ...initialValues, ...finished }, timeZone, { needsConversionRate: needsRate }),
        )
      }
    >
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item
                name="accountId"
                label="Cuenta"
                rules={[{ required: true, message: 'Elige la cuenta.' }]}
              >
                <Select
                  options={accounts.map((item) => ({
                    value: item.id,
                    label: `${item.name} (${item.currency})`,
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="symbol"
                label="Símbolo"
                rules={[
                  { required: true, whitespace: true, message: 'Escribe el símbolo, por ejemplo EURUSD.' },
                ]}
              >
                <AutoComplete
                  options={symbolOptions}
                  onSearch={setSymbolSearch}
                  placeholder="EURUSD"
                  autoFocus
                  style={{ textTransform: 'uppercase' }}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="side" label="Dirección">
                <Radio.Group
                  optionType="button"
                  buttonStyle="solid"
                  options={[
                    { value: 'buy', label: 'Compra' },
                    { value: 'sell', label: 'Venta' },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="volume"
                label="Volumen (lotes)"
                required
                rules={[decimalRule({ required: true, positive: true, label: 'el volumen' })]}
              >
                <Input inputMode="decimal" autoComplete="off" placeholder="0,10" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="openTime" label="Apertura">
                <Input type="datetime-local" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="closeTime"
                label="Cierre"
                rules={[{ required: true, message: 'Indica cuándo se cerró.' }]}
              >
                <Input type="datetime-local" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item
                name="entryPrice"
                label="Precio de entrada"
                rules={[decimalRule({ positive: true, label: 'el precio de entrada' })]}
              >
                <Input inputMode="decimal" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item
                name="exitPrice"
                label="Precio de salida"
                required
                rules={[decimalRule({ required: true, positive: true, label: 'el precio de salida' })]}
              >
                <Input inputMode="decimal" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item
                name="stopLoss"
                label="Stop loss"
                rules={[decimalRule({ positive: true, label: 'el stop loss' })]}
              >
                <Input inputMode="decimal" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item
                name="takeProfit"
                label="Take profit"
                rules={[decimalRule({ positive: true, label: 'el take profit' })]}
              >
                <Input inputMode="decimal" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item
                name="commission"
                label="Comisión (coste)"
                rules={[decimalRule({ label: 'la comisión' })]}
              >
                <Input inputMode="decimal" autoComplete="off" placeholder="0" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="swap" label="Swap" rules={[decimalRule({ label: 'el swap' })]}>
                <Input inputMode="decimal" autoComplete="off" placeholder="0" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item
                name="taxes"
                label="Impuestos (coste)"
                rules={[decimalRule({ label: 'los impuestos' })]}
              >
                <Input inputMode="decimal" autoComplete="off" placeholder="0" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item
                name="profit"
                label="Beneficio bruto"
                tooltip="Déjalo vacío para calcularlo con los precios y el volumen."
                rules={[decimalRule({ label: 'el beneficio' })]}
              >
                <Input inputMode="decimal" autoComplete="off" placeholder="Automático" />
              </Form.Item>
            </Col>
            {needsRate ? (
              <Col xs={24} sm={12}>
                <Form.Item
                  name="conversionRate"
                  label={`Tipo de cambio ${figures.instrument?.quote} → ${account?.currency}`}
                  extra={`Cuántos ${account?.currency} vale 1 ${figures.instrument?.quote} al cierre.`}
                  required
                  rules={[decimalRule({ required: true, positive: true, label: 'el tipo de cambio' })]}
                >
                  <Input inputMode="decimal" autoComplete="off" />
                </Form.Item>
              </Col>
            ) : null}
            <Col xs={24}>
              <Form.Item name="tags" label="Etiquetas" extra="Escribe y pulsa Enter para añadir cada una.">
                <Select
                  mode="tags"
                  tokenSeparators={[',']}
                  open={false}
                  suffixIcon={null}
                  aria-label="Etiquetas"
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="emotionBefore" label="Emoción antes">
                <Select allowClear options={emotionOptions} placeholder="Cómo te sentías" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="emotionAfter" label="Emoción después">
                <Select allowClear options={emotionOptions} placeholder="Cómo te sentiste" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="strategyId" label="Estrategia" extra={strategyHelp}>
                <StrategySelect
                  purpose="assign"
                  strategies={strategies.data ?? []}
                  assigned={assignedStrategy}
                  loading={strategies.isPending}
                  placeholder="Sin estrategia"
                />
              </Form.Item>
            </Col>
            {strategyId ? (
              <Col xs={24}>
                {strategy ? (
                  <Form.Item name="followedRules" style={{ marginBottom: 16 }}>
                    <RuleReview strategy={strategy} />
                  </Form.Item>
                ) : strategies.isPending ? null : (
                  <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
                    Las reglas de esta estrategia ya no están disponibles.
                  </Typography.Paragraph>
                )}
              </Col>
            ) : null}
            <Col xs={24}>
              <Form.Item name="notes" label="Notas" extra="Admite Markdown: **negrita**, listas, enlaces.">
                <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={20_000} />
              </Form.Item>
            </Col>
          </Row>
        </Col>
        <Col xs={24} lg={8}>
          <div style={{ position: 'sticky', top: 16 }}>
            <LiveFigures values={values} account={account} />
          </div>
        </Col>
      </Row>
      {error ? (
        <Alert
          type="error"
          showIcon
          title="No se pudo guardar la operación"
          description={errorMessage(error)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {submitLabel}
        </Button>
        {onCancel ? <Button onClick={onCancel}>Cancelar</Button> : null}
      </Flex>
    </Form>
  );
}

import { ExperimentOutlined } from '@ant-design/icons';
import {
  findInstrument,
  INSTRUMENTS,
  type JournalStrategy,
  type PlanTestResult,
  type TradingAccount,
} from '@pipcrafters/contracts';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  AutoComplete,
  Button,
  Card,
  Checkbox,
  Col,
  Empty,
  Form,
  Input,
  Radio,
  Row,
  Select,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { errorMessage } from '../api/errors';
import { decimalRule, orNull } from '../components/form-rules';
import { StrategySelect } from '../strategies/StrategySelect';
import { PlanVerdict } from './PlanVerdict';
import { EMPTY_PLAN, type PlanFormValues, planNeedsRate, toPlanTestInput } from './plan-form';
import { tradeTestApi } from './trade-test-api';

/**
 * "Planifica una operación": the plan (account, symbol, side, entry, stop, take profit, size, strategy and its
 * checklist) tested on the server against the account and the strategy's rules, before it is placed.
 */
export function PlanTestSection({
  accounts,
  strategies,
  strategiesFailed,
  timeZone,
}: {
  accounts: TradingAccount[];
  strategies: JournalStrategy[];
  strategiesFailed: boolean;
  timeZone: string;
}) {
  const [form] = Form.useForm<PlanFormValues>();
  const initialValues: PlanFormValues = { ...EMPTY_PLAN, accountId: accounts[0]?.id ?? '' };
  const values = (Form.useWatch([], form) ?? initialValues) as Partial<PlanFormValues>;
  const account = accounts.find((item) => item.id === (values.accountId ?? initialValues.accountId));
  const strategy = values.strategyId ? strategies.find((item) => item.id === values.strategyId) : undefined;
  const instrument = values.symbol?.trim() ? findInstrument(values.symbol) : undefined;
  const needsRate = planNeedsRate(values.symbol ?? '', account?.currency);
  const [symbolSearch, setSymbolSearch] = useState('');
  const symbolOptions = useMemo(() => {
    const search = symbolSearch.trim().toUpperCase();
    return INSTRUMENTS.filter((item) => !search || item.symbol.includes(search))
      .slice(0, 12)
      .map((item) => ({ value: item.symbol }));
  }, [symbolSearch]);
  const [stale, setStale] = useState(false);
  const test = useMutation({
    mutationFn: tradeTestApi.planTest,
    onSuccess: () => setStale(false),
  });
  const result: PlanTestResult | undefined = test.data;
  const testedStrategy = strategies.find((item) => item.id === test.variables?.input.strategyId);

  const stopRule = {
    validator: (_rule: unknown, stop: string | undefined) => {
      const entry = orNull(form.getFieldValue('entryPrice'));
      const parsed = orNull(stop);
      return entry !== null && parsed !== null && Number(entry) === Number(parsed)
        ? Promise.reject(new Error('El stop no puede estar en el precio de entrada.'))
        : Promise.resolve();
    },
  };

  return (
    <Card
      // A long title wraps on a phone rather than being cut.
      styles={{ title: { whiteSpace: 'normal' } }}
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          Planifica una operación
        </Typography.Title>
      }
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={12}>
          <Form<PlanFormValues>
            form={form}
            name="plan"
            layout="vertical"
            requiredMark="optional"
            initialValues={initialValues}
            onValuesChange={(changed: Partial<PlanFormValues>) => {
              // Another strategy has another checklist.
              if ('strategyId' in changed) form.setFieldValue('checked', []);
              if (test.data) setStale(true);
            }}
            onFinish={(finished) =>
              test.mutate({
                input: toPlanTestInput(
                  { ...initialValues, ...finished },
                  { needsConversionRate: needsRate, strategy },
                ),
                timeZone,
              })
            }
          >
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
                    {
                      validator: (_rule, symbol: string | undefined) =>
                        !symbol?.trim() || findInstrument(symbol)
                          ? Promise.resolve()
                          : Promise.reject(
                              new Error(
                                'Instrumento desconocido: elige uno de la lista para calcular el riesgo.',
                              ),
                            ),
                    },
                  ]}
                >
                  <AutoComplete
                    options={symbolOptions}
                    onSearch={setSymbolSearch}
                    placeholder="EURUSD"
                    style={{ textTransform: 'uppercase' }}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="side" label="Dirección" required>
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
                  label="Tamaño (lotes)"
                  required
                  rules={[decimalRule({ required: true, positive: true, label: 'el tamaño en lotes' })]}
                >
                  <Input inputMode="decimal" autoComplete="off" placeholder="0,10" />
                </Form.Item>
              </Col>
              <Col xs={24} sm={8}>
                <Form.Item
                  name="entryPrice"
                  label="Precio de entrada"
                  required
                  rules={[decimalRule({ required: true, positive: true, label: 'el precio de entrada' })]}
                >
                  <Input inputMode="decimal" autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={12} sm={8}>
                <Form.Item
                  name="stopLoss"
                  label="Stop loss"
                  dependencies={['entryPrice']}
                  required
                  rules={[decimalRule({ required: true, positive: true, label: 'el stop loss' }), stopRule]}
                >
                  <Input inputMode="decimal" autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={12} sm={8}>
                <Form.Item
                  name="takeProfit"
                  label="Take profit"
                  rules={[decimalRule({ positive: true, label: 'el take profit' })]}
                >
                  <Input inputMode="decimal" autoComplete="off" />
                </Form.Item>
              </Col>
              {needsRate && instrument && account ? (
                <Col xs={24}>
                  <Form.Item
                    name="conversionRate"
                    label={`Tipo de cambio ${instrument.quote} → ${account.currency}`}
                    extra={`${instrument.symbol} cotiza en ${instrument.quote} y tu cuenta está en ${account.currency}: ni la divisa de la cuenta ni la base del par, así que su precio no basta para pasar el riesgo a ${account.currency}. Indica cuántos ${account.currency} vale 1 ${instrument.quote}.`}
                    required
                    rules={[decimalRule({ required: true, positive: true, label: 'el tipo de cambio' })]}
                  >
                    <Input inputMode="decimal" autoComplete="off" />
                  </Form.Item>
                </Col>
              ) : null}
              <Col xs={24}>
                <Form.Item
                  name="strategyId"
                  label="Estrategia"
                  extra={
                    strategiesFailed
                      ? 'No se pudieron cargar tus estrategias: el plan se probará sin sus reglas.'
                      : strategies.length === 0
                        ? 'Sin estrategias todavía: el plan se prueba contra tu cuenta. Crea una en Estrategias para comprobar sus reglas.'
                        : 'Sus reglas de riesgo, sesiones, instrumentos y lista de comprobación se aplican al plan.'
                  }
                >
                  <StrategySelect purpose="assign" strategies={strategies} placeholder="Sin estrategia" />
                </Form.Item>
              </Col>
              {strategy ? (
                <Col xs={24}>
                  {strategy.checklist.length ? (
                    <Form.Item name="checked" label="Lista de comprobación antes de entrar">
                      <Checkbox.Group style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
                        {strategy.checklist.map((item) => (
                          <Checkbox key={item.id} value={item.id}>
                            {item.text}
                          </Checkbox>
                        ))}
                      </Checkbox.Group>
                    </Form.Item>
                  ) : (
                    <Typography.Paragraph type="secondary">
                      Esta estrategia no tiene lista de comprobación.
                    </Typography.Paragraph>
                  )}
                </Col>
              ) : null}
            </Row>
            {test.isError ? (
              <Alert
                type="error"
                showIcon
                title="No se pudo probar el plan"
                description={errorMessage(test.error)}
                style={{ marginBottom: 16 }}
              />
            ) : null}
            <Button type="primary" htmlType="submit" icon={<ExperimentOutlined />} loading={test.isPending}>
              Probar plan
            </Button>
          </Form>
        </Col>
        <Col xs={24} lg={12}>
          {result ? (
            <PlanVerdict
              result={result}
              strategy={testedStrategy}
              stale={stale}
              onUseVolume={(volume) => {
                form.setFieldValue('volume', volume);
                form.submit();
              }}
            />
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description="Escribe el plan y pulsa «Probar plan»: verás si cumple tu estrategia y por qué."
            />
          )}
        </Col>
      </Row>
    </Card>
  );
}

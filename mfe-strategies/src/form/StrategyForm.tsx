import {
  INSTRUMENTS,
  STRATEGY_SESSION_LABELS,
  STRATEGY_SESSIONS,
  STRATEGY_STATUS_LABELS,
  STRATEGY_STATUSES,
  STRATEGY_STYLE_LABELS,
  STRATEGY_STYLES,
  TIME_FRAMES,
} from '@pipcrafters/contracts';
import {
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  Input,
  Radio,
  Row,
  Select,
  Skeleton,
  Tabs,
  Typography,
} from 'antd';
import type { Rule } from 'antd/es/form';
import { lazy, type ReactNode, Suspense } from 'react';
import { StrategyErrorAlert } from '../components/StrategyError';
import { RuleListInput } from './RuleListInput';
import {
  nameError,
  RISK_FIELDS,
  type RiskFieldName,
  type RuleListName,
  riskFieldError,
  ruleListError,
  STRATEGY_LIMITS,
  type StrategyFormValues,
  tagsError,
} from './strategy-form';

const MarkdownView = lazy(() =>
  import('../components/MarkdownView').then((module) => ({ default: module.MarkdownView })),
);

const check =
  (problem: (value: never) => string | null): Rule =>
  () => ({
    validator: (_rule, value) => {
      const message = problem(value as never);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });

const INSTRUMENT_OPTIONS = INSTRUMENTS.map((instrument) => ({
  value: instrument.symbol,
  label: instrument.symbol,
}));

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card
      title={
        <Typography.Title level={2} id={id} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </Typography.Title>
      }
    >
      <section aria-labelledby={id}>{children}</section>
    </Card>
  );
}

/** Description in Markdown, with a preview rendered as the detail page renders it (sanitised). */
function DescriptionField() {
  const form = Form.useFormInstance<StrategyFormValues>();
  const text = (Form.useWatch('description', form) as string | undefined) ?? '';
  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'escribir',
          label: 'Escribir',
          forceRender: true,
          children: (
            <Form.Item
              name="description"
              label="Descripción (Markdown)"
              extra="Admite Markdown: **negrita**, listas con guiones, # títulos y [enlaces](https://…)."
              rules={[
                {
                  max: STRATEGY_LIMITS.description,
                  message: `Como mucho ${STRATEGY_LIMITS.description.toLocaleString('es-ES')} caracteres.`,
                },
              ]}
            >
              <Input.TextArea
                autoSize={{ minRows: 4, maxRows: 16 }}
                maxLength={STRATEGY_LIMITS.description}
              />
            </Form.Item>
          ),
        },
        {
          key: 'vista-previa',
          label: 'Vista previa',
          children: (
            <div style={{ minHeight: 96 }} aria-live="polite">
              {text.trim() ? (
                <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
                  <MarkdownView text={text} />
                </Suspense>
              ) : (
                <Typography.Text type="secondary">Sin descripción todavía.</Typography.Text>
              )}
            </div>
          ),
        },
      ]}
    />
  );
}

const RULE_LISTS: {
  name: RuleListName;
  legend: string;
  itemLabel: string;
  addLabel: string;
  help: string;
  placeholder: string;
}[] = [
  {
    name: 'entryRules',
    legend: 'Reglas de entrada',
    itemLabel: 'Regla de entrada',
    addLabel: 'Añadir regla de entrada',
    help: 'Lo que tiene que darse para entrar. En el diario marcarás cuáles seguiste en cada operación.',
    placeholder: 'Cierre de vela de M15 fuera del rango',
  },
  {
    name: 'exitRules',
    legend: 'Reglas de salida',
    itemLabel: 'Regla de salida',
    addLabel: 'Añadir regla de salida',
    help: 'Dónde va el stop, dónde el objetivo y cuándo cierras.',
    placeholder: 'Stop al otro lado del rango; objetivo a 2R',
  },
  {
    name: 'checklist',
    legend: 'Lista de comprobación antes de operar',
    itemLabel: 'Punto de la lista',
    addLabel: 'Añadir punto a la lista',
    help: 'Lo que repasas antes de cada operación (noticias, spread, plan escrito…).',
    placeholder: 'Sin noticias de alto impacto en la próxima hora',
  },
];

export interface StrategyFormProps {
  initialValues: StrategyFormValues;
  submitLabel: string;
  submitting: boolean;
  /** The general message of a failed save ("Error al crear estrategia"), shown with the error's detail. */
  errorTitle: string;
  error: unknown;
  /** What saving does (the edit form says it creates a version). */
  note?: ReactNode;
  onSubmit: (values: StrategyFormValues) => void;
  onCancel: () => void;
}

/**
 * A strategy's every field: name, description (Markdown with preview), market, rules and checklist (lists to add to,
 * remove from and reorder), risk limits, status and tags. Checked here as the server checks it; the server's own
 * errors are shown above the buttons.
 */
export function StrategyForm({
  initialValues,
  submitLabel,
  submitting,
  errorTitle,
  error,
  note,
  onSubmit,
  onCancel,
}: StrategyFormProps) {
  const [form] = Form.useForm<StrategyFormValues>();
  return (
    <Form<StrategyFormValues>
      form={form}
      name="estrategia"
      layout="vertical"
      requiredMark="optional"
      initialValues={initialValues}
      scrollToFirstError={{ behavior: 'smooth', block: 'center', focus: true }}
      onFinish={() => onSubmit({ ...initialValues, ...form.getFieldsValue(true) })}
    >
      <Flex vertical gap={16}>
        <Section id="seccion-general" title="Datos generales">
          <Form.Item name="name" label="Nombre" required rules={[check(nameError)]}>
            <Input maxLength={STRATEGY_LIMITS.name} showCount />
          </Form.Item>
          <DescriptionField />
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="style" label="Estilo">
                <Radio.Group
                  aria-label="Estilo"
                  optionType="button"
                  options={STRATEGY_STYLES.map((style) => ({
                    value: style,
                    label: STRATEGY_STYLE_LABELS[style],
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="status" label="Estado">
                <Radio.Group
                  aria-label="Estado"
                  optionType="button"
                  options={STRATEGY_STATUSES.map((status) => ({
                    value: status,
                    label: STRATEGY_STATUS_LABELS[status],
                  }))}
                />
              </Form.Item>
            </Col>
          </Row>
        </Section>

        <Section id="seccion-mercado" title="Mercado">
          <Form.Item
            name="instruments"
            label="Instrumentos"
            rules={[
              {
                type: 'array',
                max: STRATEGY_LIMITS.instruments,
                message: `Como mucho ${STRATEGY_LIMITS.instruments} instrumentos.`,
              },
            ]}
          >
            <Select
              mode="multiple"
              allowClear
              showSearch
              options={INSTRUMENT_OPTIONS}
              placeholder="EURUSD, XAUUSD…"
              optionFilterProp="label"
            />
          </Form.Item>
          <Form.Item name="timeFrames" label="Temporalidades">
            <Checkbox.Group
              aria-label="Temporalidades"
              options={TIME_FRAMES.map((frame) => ({ value: frame, label: frame }))}
            />
          </Form.Item>
          <Form.Item name="sessions" label="Sesiones">
            <Checkbox.Group
              aria-label="Sesiones"
              options={STRATEGY_SESSIONS.map((session) => ({
                value: session,
                label: STRATEGY_SESSION_LABELS[session],
              }))}
            />
          </Form.Item>
        </Section>

        <Section id="seccion-reglas" title="Reglas">
          <Flex vertical gap={16}>
            {RULE_LISTS.map((list) => (
              <Form.Item
                key={list.name}
                name={list.name}
                rules={[check((rules: StrategyFormValues[RuleListName]) => ruleListError(list.name, rules))]}
                style={{ marginBottom: 0 }}
              >
                <RuleListInput
                  legend={list.legend}
                  help={list.help}
                  itemLabel={list.itemLabel}
                  addLabel={list.addLabel}
                  placeholder={list.placeholder}
                />
              </Form.Item>
            ))}
          </Flex>
        </Section>

        <Section id="seccion-riesgo" title="Gestión del riesgo">
          <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
            Deja en blanco lo que esta estrategia no limita. La prueba de operaciones comprobará cada plan
            contra estos límites.
          </Typography.Paragraph>
          <Row gutter={16}>
            {(Object.keys(RISK_FIELDS) as RiskFieldName[]).map((field) => (
              <Col key={field} xs={24} sm={12} xl={6}>
                <Form.Item
                  name={field}
                  label={RISK_FIELDS[field].label}
                  extra={RISK_FIELDS[field].help}
                  rules={[check((text: string) => riskFieldError(field, text))]}
                >
                  <Input
                    inputMode={RISK_FIELDS[field].decimals ? 'decimal' : 'numeric'}
                    suffix={RISK_FIELDS[field].suffix || undefined}
                  />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Section>

        <Section id="seccion-etiquetas" title="Etiquetas">
          <Form.Item
            name="tags"
            label="Etiquetas"
            extra="Escribe y pulsa Intro para añadir cada una."
            rules={[check(tagsError)]}
          >
            <Select
              mode="tags"
              tokenSeparators={[',']}
              open={false}
              suffixIcon={null}
              placeholder="ruptura, londres"
            />
          </Form.Item>
        </Section>

        {note}
        {error ? <StrategyErrorAlert title={errorTitle} error={error} /> : null}
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {submitLabel}
          </Button>
          <Button onClick={onCancel} disabled={submitting}>
            Cancelar
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

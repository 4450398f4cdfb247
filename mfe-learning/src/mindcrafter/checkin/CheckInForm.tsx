import {
  CHECK_IN_FACTOR_LABELS,
  CHECK_IN_NOTE_MAX_LENGTH,
  CHECK_IN_SCALE_MAX,
  CHECK_IN_SCALE_MIN,
  CHECK_IN_SLEEP_MAX,
  CHECK_IN_SLEEP_MIN,
  CHECK_IN_SLEEP_STEP,
  type MindCheckInRequest,
} from '@pipcrafters/contracts';
import { Button, Flex, Form, Input, InputNumber, Radio, Typography } from 'antd';
import { useId } from 'react';

type ScaleFactor = 'stress' | 'mood' | 'focus' | 'pressure';

/** The four 1–5 questions, each with what 1 and 5 mean. */
const SCALES: { factor: ScaleFactor; question: string; low: string; high: string }[] = [
  { factor: 'stress', question: '¿Cuánto estrés sientes ahora?', low: 'Nada', high: 'Muchísimo' },
  { factor: 'mood', question: '¿Cómo está tu ánimo?', low: 'Muy bajo', high: 'Muy bueno' },
  { factor: 'focus', question: '¿Cómo de concentrado te notas?', low: 'Muy disperso', high: 'Muy centrado' },
  {
    factor: 'pressure',
    question: '¿Cuánta presión de fuera notas (dinero, plazos, otras personas)?',
    low: 'Ninguna',
    high: 'Muchísima',
  },
];
const SCALE_VALUES = Array.from(
  { length: CHECK_IN_SCALE_MAX - CHECK_IN_SCALE_MIN + 1 },
  (_, index) => CHECK_IN_SCALE_MIN + index,
);

type FormValues = Omit<MindCheckInRequest, 'note'> & { note?: string };

function ScaleField({ factor, question, low, high }: (typeof SCALES)[number]) {
  const labelId = useId();
  const endsId = useId();
  return (
    <Form.Item
      name={factor}
      label={
        <span id={labelId}>
          {CHECK_IN_FACTOR_LABELS[factor]}: {question}
        </span>
      }
      rules={[
        { required: true, message: `Elige un valor del ${CHECK_IN_SCALE_MIN} al ${CHECK_IN_SCALE_MAX}.` },
      ]}
    >
      <ScaleInput labelId={labelId} endsId={endsId} low={low} high={high} />
    </Form.Item>
  );
}

/** 1 to 5 as a row of buttons with the meaning of both ends written beside them (and read with the group). */
function ScaleInput({
  labelId,
  endsId,
  low,
  high,
  value,
  onChange,
  id,
}: {
  labelId: string;
  endsId: string;
  low: string;
  high: string;
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
}) {
  return (
    <Flex align="center" gap={8} wrap>
      <Typography.Text type="secondary" aria-hidden style={{ fontSize: 13 }}>
        {CHECK_IN_SCALE_MIN} = {low}
      </Typography.Text>
      <Radio.Group
        id={id}
        aria-labelledby={labelId}
        aria-describedby={endsId}
        optionType="button"
        buttonStyle="solid"
        value={value}
        onChange={(event) => onChange?.(event.target.value as number)}
        options={SCALE_VALUES.map((scale) => ({ value: scale, label: String(scale) }))}
      />
      <Typography.Text type="secondary" aria-hidden style={{ fontSize: 13 }}>
        {CHECK_IN_SCALE_MAX} = {high}
      </Typography.Text>
      <span id={endsId} hidden>
        {CHECK_IN_SCALE_MIN}: {low}; {CHECK_IN_SCALE_MAX}: {high}.
      </span>
    </Flex>
  );
}

/** The pre-session check-in: hours slept and four 1–5 answers (and a note); the server computes the readiness. */
export function CheckInForm({
  submitting,
  onSubmit,
}: {
  submitting: boolean;
  onSubmit: (request: MindCheckInRequest) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  return (
    <Form<FormValues>
      form={form}
      name="mindCheckIn"
      layout="vertical"
      requiredMark={false}
      onFinish={({ note, ...values }) =>
        onSubmit({ ...values, ...(note?.trim() ? { note: note.trim() } : {}) })
      }
    >
      <Form.Item
        name="sleepHours"
        label="Horas de sueño esta noche"
        rules={[
          { required: true, message: 'Indica cuántas horas has dormido.' },
          {
            validator: (_rule, value: number | null) =>
              value === null || value === undefined || Number.isInteger(value / CHECK_IN_SLEEP_STEP)
                ? Promise.resolve()
                : Promise.reject(new Error('Cuenta las horas de media en media: 6; 6,5; 7…')),
          },
        ]}
      >
        <InputNumber
          min={CHECK_IN_SLEEP_MIN}
          max={CHECK_IN_SLEEP_MAX}
          step={CHECK_IN_SLEEP_STEP}
          precision={1}
          decimalSeparator=","
          suffix="h"
          style={{ width: 140 }}
        />
      </Form.Item>
      {SCALES.map((scale) => (
        <ScaleField key={scale.factor} {...scale} />
      ))}
      <Form.Item name="note" label="Una nota para ti (opcional)">
        <Input.TextArea
          maxLength={CHECK_IN_NOTE_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        Calcular mi preparación
      </Button>
    </Form>
  );
}

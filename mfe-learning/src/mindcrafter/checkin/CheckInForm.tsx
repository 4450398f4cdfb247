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
import { Button, Field, Input, RadioGroup, TextArea } from '@pipcrafters/ui';
import { type FormEvent, useId, useState } from 'react';
import { parseSpanishNumber } from '../../format/numbers';

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
const SCALE_OPTIONS = Array.from({ length: CHECK_IN_SCALE_MAX - CHECK_IN_SCALE_MIN + 1 }, (_, index) => {
  const value = String(CHECK_IN_SCALE_MIN + index);
  return { value, label: value };
});
const SCALE_MESSAGE = `Elige un valor del ${CHECK_IN_SCALE_MIN} al ${CHECK_IN_SCALE_MAX}.`;

type Scales = Partial<Record<ScaleFactor, string>>;

/** What is wrong with the hours typed, or null: required, within the day's range, in half hours. */
export function sleepError(text: string): string | null {
  if (text.trim() === '') return 'Indica cuántas horas has dormido.';
  const hours = parseSpanishNumber(text);
  if (hours === null) return 'Escribe un número, por ejemplo 7,5.';
  if (hours < CHECK_IN_SLEEP_MIN || hours > CHECK_IN_SLEEP_MAX)
    return `Indica entre ${CHECK_IN_SLEEP_MIN} y ${CHECK_IN_SLEEP_MAX} horas.`;
  if (!Number.isInteger(hours / CHECK_IN_SLEEP_STEP)) return 'Cuenta las horas de media en media: 6; 6,5; 7…';
  return null;
}

/** 1 to 5 as a row of buttons named by the question, with the meaning of both ends written (and read) beside them. */
function ScaleField({
  factor,
  question,
  low,
  high,
  value,
  error,
  onChange,
}: (typeof SCALES)[number] & {
  value: string | undefined;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const label = `${CHECK_IN_FACTOR_LABELS[factor]}: ${question}`;
  return (
    <div className={error ? 'pc-kit-field pc-kit-field-has-error' : 'pc-kit-field'}>
      <span className="pc-kit-field-label" aria-hidden="true">
        {label}
      </span>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <span style={{ fontSize: 13, color: 'var(--pc-text-secondary)' }}>
          {CHECK_IN_SCALE_MIN} = {low}
        </span>
        <RadioGroup
          aria-label={label}
          name={factor}
          options={SCALE_OPTIONS}
          value={value ?? ''}
          onChange={onChange}
        />
        <span style={{ fontSize: 13, color: 'var(--pc-text-secondary)' }}>
          {CHECK_IN_SCALE_MAX} = {high}
        </span>
      </div>
      {error ? (
        <div role="alert" className="pc-kit-field-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The pre-session check-in: hours slept and four 1–5 answers (and a note); the server computes the readiness. Drawn
 * with the UI kit's fields (no antd): the errors appear once it is sent, and each goes as its answer is given.
 */
export function CheckInForm({
  submitting,
  onSubmit,
}: {
  submitting: boolean;
  onSubmit: (request: MindCheckInRequest) => void;
}) {
  const id = useId();
  const [sleep, setSleep] = useState('');
  const [scales, setScales] = useState<Scales>({});
  const [note, setNote] = useState('');
  const [sent, setSent] = useState(false);
  const sleepProblem = sent ? sleepError(sleep) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    const hours = parseSpanishNumber(sleep);
    if (sleepError(sleep) !== null || hours === null) return;
    const [stress, mood, focus, pressure] = SCALES.map(({ factor }) => Number(scales[factor]));
    if (!stress || !mood || !focus || !pressure) return;
    onSubmit({
      sleepHours: hours,
      stress,
      mood,
      focus,
      pressure,
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  };

  return (
    <form name="mindCheckIn" noValidate onSubmit={submit}>
      <Field label="Horas de sueño esta noche" htmlFor={`${id}-sueno`} error={sleepProblem ?? undefined}>
        <Input
          id={`${id}-sueno`}
          inputMode="decimal"
          autoComplete="off"
          value={sleep}
          onChange={(event) => setSleep(event.target.value)}
          suffix="h"
          className="pc-learning-hours"
        />
      </Field>
      {SCALES.map((scale) => (
        <ScaleField
          key={scale.factor}
          {...scale}
          value={scales[scale.factor]}
          error={sent && !scales[scale.factor] ? SCALE_MESSAGE : null}
          onChange={(value) => setScales((current) => ({ ...current, [scale.factor]: value }))}
        />
      ))}
      <Field label="Una nota para ti (opcional)" htmlFor={`${id}-nota`}>
        <TextArea
          id={`${id}-nota`}
          rows={2}
          maxLength={CHECK_IN_NOTE_MAX_LENGTH}
          showCount
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Field>
      <Button variant="primary" type="submit" loading={submitting}>
        Calcular mi preparación
      </Button>
    </form>
  );
}

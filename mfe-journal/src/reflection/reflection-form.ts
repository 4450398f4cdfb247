import type { Reflection, ReflectionInput } from '@pipcrafters/contracts';

/** The longest text the API takes in each of the three questions. */
export const TEXT_LIMIT = 5000;

export const EMPTY_REFLECTION: ReflectionInput = {
  moodBefore: null,
  moodAfter: null,
  sleepHours: null,
  stress: null,
  followedPlan: null,
  wentWell: '',
  wentWrong: '',
  lesson: '',
};

/** The form's values for a day: its reflection, or an empty form when there is none yet. */
export function formFromReflection(reflection: Reflection | null): ReflectionInput {
  if (!reflection) return { ...EMPTY_REFLECTION };
  const { date: _date, updatedAt: _updatedAt, ...input } = reflection;
  return { ...EMPTY_REFLECTION, ...input };
}

const scale = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value)
    ? null
    : Math.min(5, Math.max(1, Math.round(value)));

/**
 * What the form holds as the body `PUT /api/journal/reflections/{date}` takes: every field present, scales whole
 * 1–5, sleep 0–24 with one decimal, texts trimmed and cut to the limit; what was left blank is null or ''.
 */
export function inputFromForm(values: Partial<ReflectionInput>): ReflectionInput {
  const sleep = values.sleepHours;
  const text = (value: string | null | undefined) => (value ?? '').trim().slice(0, TEXT_LIMIT);
  return {
    moodBefore: scale(values.moodBefore),
    moodAfter: scale(values.moodAfter),
    sleepHours:
      sleep === null || sleep === undefined || !Number.isFinite(sleep)
        ? null
        : Math.min(24, Math.max(0, Math.round(sleep * 10) / 10)),
    stress: scale(values.stress),
    followedPlan: typeof values.followedPlan === 'boolean' ? values.followedPlan : null,
    wentWell: text(values.wentWell),
    wentWrong: text(values.wentWrong),
    lesson: text(values.lesson),
  };
}

/** A day can be written from the past up to today (in the user's zone), never ahead. */
export function isWritableDay(date: string, today: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && date <= today;
}

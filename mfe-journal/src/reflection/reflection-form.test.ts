import type { Reflection } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_REFLECTION,
  formFromReflection,
  inputFromForm,
  isWritableDay,
  TEXT_LIMIT,
} from './reflection-form';

const saved: Reflection = {
  date: '2026-03-05',
  moodBefore: 4,
  moodAfter: 2,
  sleepHours: 6.5,
  stress: 3,
  followedPlan: false,
  wentWell: 'Esperé la confirmación.',
  wentWrong: 'Moví el stop.',
  lesson: 'El stop no se toca.',
  updatedAt: '2026-03-05T20:00:00.000Z',
};

describe('the reflection form', () => {
  it('opens a saved reflection as it was, and an unwritten day empty', () => {
    const { date: _date, updatedAt: _updatedAt, ...input } = saved;
    expect(formFromReflection(saved)).toEqual(input);
    expect(formFromReflection(null)).toEqual(EMPTY_REFLECTION);
  });

  it('sends every field, what was left blank as null or an empty text', () => {
    expect(inputFromForm({ moodBefore: 3, wentWell: '  Bien  ' })).toEqual({
      ...EMPTY_REFLECTION,
      moodBefore: 3,
      wentWell: 'Bien',
    });
  });

  it('keeps scales whole 1–5, sleep 0–24 with one decimal and texts within the limit', () => {
    const input = inputFromForm({
      moodBefore: 7,
      moodAfter: 0,
      stress: 2.6,
      sleepHours: 7.25,
      followedPlan: true,
      lesson: 'x'.repeat(TEXT_LIMIT + 10),
    });
    expect(input).toMatchObject({
      moodBefore: 5,
      moodAfter: 1,
      stress: 3,
      sleepHours: 7.3,
      followedPlan: true,
    });
    expect(input.lesson).toHaveLength(TEXT_LIMIT);
    expect(inputFromForm({ sleepHours: 30 }).sleepHours).toBe(24);
    expect(inputFromForm({ sleepHours: null }).sleepHours).toBeNull();
  });

  it('round-trips a saved reflection unchanged', () => {
    const form = formFromReflection(saved);
    expect(inputFromForm(form)).toEqual(form);
  });

  it('writes the past and today, never the future', () => {
    expect(isWritableDay('2026-03-05', '2026-03-05')).toBe(true);
    expect(isWritableDay('2025-12-31', '2026-03-05')).toBe(true);
    expect(isWritableDay('2026-03-06', '2026-03-05')).toBe(false);
    expect(isWritableDay('5/3/2026', '2026-03-05')).toBe(false);
  });
});

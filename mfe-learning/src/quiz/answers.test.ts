import type { QuizQuestion } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { countAnswered, describeCorrectAnswer, isAnswered, toAnswers } from './answers';

const single: QuizQuestion = {
  id: 'l.q1',
  kind: 'single',
  prompt: '¿Cuánto vale un pip en el EUR/USD?',
  options: [
    { id: 'a', text: '0,0001' },
    { id: 'b', text: '0,01' },
  ],
};
const multiple: QuizQuestion = { ...single, id: 'l.q2', kind: 'multiple' };
const numeric: QuizQuestion = { id: 'l.q3', kind: 'numeric', prompt: '¿Cuántos pips?', unit: 'pips' };

describe('quiz answers', () => {
  it('counts a numeric answer only when it is a Spanish number', () => {
    expect(isAnswered(numeric, { text: '1,0872' })).toBe(true);
    expect(isAnswered(numeric, { text: '22' })).toBe(true);
    expect(isAnswered(numeric, { text: '1,08,72' })).toBe(false);
    expect(isAnswered(numeric, { text: '' })).toBe(false);
    expect(isAnswered(numeric, undefined)).toBe(false);
  });

  it('counts a choice question once an option is chosen', () => {
    expect(isAnswered(single, { optionIds: ['a'] })).toBe(true);
    expect(isAnswered(multiple, { optionIds: [] })).toBe(false);
    expect(
      countAnswered([single, multiple, numeric], { 'l.q1': { optionIds: ['b'] }, 'l.q3': { text: '3' } }),
    ).toBe(2);
  });

  it('sends options for choices and the parsed value for numbers', () => {
    expect(
      toAnswers([single, multiple, numeric], {
        'l.q1': { optionIds: ['a'] },
        'l.q2': { optionIds: ['a', 'b'] },
        'l.q3': { text: '1,0872' },
      }),
    ).toEqual([
      { questionId: 'l.q1', optionIds: ['a'] },
      { questionId: 'l.q2', optionIds: ['a', 'b'] },
      { questionId: 'l.q3', value: 1.0872 },
    ]);
  });

  it('words the revealed answer, and nothing when it was not revealed', () => {
    expect(describeCorrectAnswer(single, { correctOptionIds: ['a'] })).toBe('0,0001');
    expect(describeCorrectAnswer(multiple, { correctOptionIds: ['a', 'b'] })).toBe('0,0001; 0,01');
    expect(describeCorrectAnswer(numeric, { correctValue: 22, tolerance: 0.5 })).toBe(
      '22 pips (se acepta ± 0,5)',
    );
    expect(describeCorrectAnswer(numeric, { correctValue: 1.0872 })).toBe('1,0872 pips');
    expect(describeCorrectAnswer(single, {})).toBeNull();
    expect(describeCorrectAnswer(numeric, {})).toBeNull();
  });
});

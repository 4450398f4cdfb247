import { describe, expect, it } from 'vitest';
import {
  answerProblem,
  feedbackFor,
  type GradableQuestion,
  isCorrect,
  revealedAnswer,
  scoreOf,
} from './grading';
import { seededShuffle } from './shuffle';

const single: GradableQuestion = {
  id: 'pips.q1',
  kind: 'single',
  answer: null,
  tolerance: 0,
  options: [
    { id: 'a', text: '0,0001', correct: true, feedback: null },
    { id: 'b', text: '0,01', correct: false, feedback: 'Eso es un pip en los pares con yen.' },
    { id: 'c', text: '1', correct: false, feedback: null },
  ],
};
const multiple: GradableQuestion = {
  id: 'pips.q2',
  kind: 'multiple',
  answer: null,
  tolerance: 0,
  options: [
    { id: 'a', text: 'EUR/USD', correct: true, feedback: null },
    { id: 'b', text: 'GBP/USD', correct: true, feedback: null },
    { id: 'c', text: 'USD/JPY', correct: false, feedback: 'Con yen, el pip es 0,01.' },
  ],
};
const numeric: GradableQuestion = { id: 'pips.q3', kind: 'numeric', options: [], answer: 22, tolerance: 0.5 };

describe('grading', () => {
  it('single choice: only the correct option', () => {
    expect(isCorrect(single, { optionIds: ['a'] })).toBe(true);
    expect(isCorrect(single, { optionIds: ['b'] })).toBe(false);
  });

  it('multiple choice: exactly the correct options, no more and no fewer', () => {
    expect(isCorrect(multiple, { optionIds: ['b', 'a'] })).toBe(true);
    expect(isCorrect(multiple, { optionIds: ['a'] })).toBe(false);
    expect(isCorrect(multiple, { optionIds: ['a', 'b', 'c'] })).toBe(false);
  });

  it('numeric: within the tolerance, binary-float noise included', () => {
    expect(isCorrect(numeric, { value: 22 })).toBe(true);
    expect(isCorrect(numeric, { value: 22.5 })).toBe(true);
    expect(isCorrect(numeric, { value: 21.5 })).toBe(true);
    expect(isCorrect(numeric, { value: 22.51 })).toBe(false);
    expect(isCorrect(numeric, { value: (1.0872 - 1.085) * 10_000 })).toBe(true);
    expect(isCorrect({ ...numeric, answer: 0.3, tolerance: 0 }, { value: 0.1 + 0.2 })).toBe(true);
  });

  it('refuses answers of the wrong shape, in Spanish', () => {
    expect(answerProblem(single, { optionIds: ['a', 'b'] })).toMatch(/una sola opción/);
    expect(answerProblem(single, { optionIds: ['z'] })).toMatch(/La opción «z» no es de la pregunta/);
    expect(answerProblem(single, { value: 3 })).toMatch(/eligiendo opciones/);
    expect(answerProblem(numeric, { optionIds: ['a'] })).toMatch(/con un número/);
    expect(answerProblem(numeric, { value: 22 })).toBeNull();
    expect(answerProblem(multiple, { optionIds: ['a', 'c'] })).toBeNull();
  });

  it('gives the feedback of the chosen options and reveals the answer on demand', () => {
    expect(feedbackFor(single, { optionIds: ['b'] })).toEqual(['Eso es un pip en los pares con yen.']);
    expect(feedbackFor(single, { optionIds: ['a'] })).toEqual([]);
    expect(revealedAnswer(multiple)).toEqual({ correctOptionIds: ['a', 'b'] });
    expect(revealedAnswer(numeric)).toEqual({ correctValue: 22, tolerance: 0.5 });
  });

  it('passes at 70 % of the questions, unrounded', () => {
    expect(scoreOf(7, 10)).toEqual({ score: 70, passed: true });
    expect(scoreOf(3, 5)).toEqual({ score: 60, passed: false });
    expect(scoreOf(4, 5)).toEqual({ score: 80, passed: true });
    // 2 of 3 is 66.67 %: not a pass, even though 70 % of 3 questions is 2.1.
    expect(scoreOf(2, 3)).toEqual({ score: 67, passed: false });
    expect(scoreOf(5, 5)).toEqual({ score: 100, passed: true });
  });
});

describe('seeded shuffle', () => {
  const items = Array.from({ length: 12 }, (_, index) => index);

  it('is stable for one seed and keeps every item', () => {
    expect(seededShuffle(items, 'u:l:0')).toEqual(seededShuffle(items, 'u:l:0'));
    expect([...seededShuffle(items, 'u:l:0')].sort((a, b) => a - b)).toEqual(items);
  });

  it('gives a retake (the next attempt number) a different order', () => {
    expect(seededShuffle(items, 'u:l:1')).not.toEqual(seededShuffle(items, 'u:l:0'));
    expect(seededShuffle(items, 'u:l:0')).not.toEqual(items);
  });
});

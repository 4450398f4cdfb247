import { LOW_READINESS_ADVICE } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { READINESS_WEIGHTS, readinessAdvice, scoreReadiness } from './readiness';

const answers = (sleepHours: number, stress: number, focus: number, mood: number, pressure: number) => ({
  sleepHours,
  stress,
  focus,
  mood,
  pressure,
});

describe('readiness scoring (hand-computed)', () => {
  it('weights add up to 100', () => {
    expect(Object.values(READINESS_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('a perfect check-in is 100, high, and nothing lowers it', () => {
    // 30 + 20 + 20 + 15 + 15
    expect(scoreReadiness(answers(8, 1, 5, 5, 1))).toMatchObject({
      readiness: 100,
      level: 'high',
      weakestFactor: null,
      capped: false,
    });
  });

  it('the worst check-in is 0, low, and sleep lost the most', () => {
    expect(scoreReadiness(answers(0, 5, 1, 1, 5))).toMatchObject({
      readiness: 0,
      level: 'low',
      weakestFactor: 'sleep',
    });
  });

  it('all in the middle: 22.5 + 10 + 10 + 7.5 + 7.5 = 57.5, rounded half up to 58 (medium); stress lost most', () => {
    const result = scoreReadiness(answers(6, 3, 3, 3, 3));
    expect(result.points).toEqual({ sleep: 22.5, stress: 10, focus: 10, mood: 7.5, pressure: 7.5 });
    expect(result).toMatchObject({ readiness: 58, level: 'medium', weakestFactor: 'stress' });
  });

  it('exactly 75 is high: 26.25 + 15 + 15 + 7.5 + 11.25', () => {
    expect(scoreReadiness(answers(6.5, 2, 4, 3, 2))).toMatchObject({ readiness: 75, level: 'high' });
  });

  it('exactly 50 is medium and 46.25 is low: 15 + 10 + 10 + 7.5 + 7.5, then 11.25 + …', () => {
    expect(scoreReadiness(answers(5, 3, 3, 3, 3))).toMatchObject({ readiness: 50, level: 'medium' });
    expect(scoreReadiness(answers(7, 4, 2, 2, 4))).toMatchObject({ readiness: 48, level: 'low' });
  });

  it('sleep: 7 to 9 hours earn all; fewer lose 7.5 an hour down to 0; more lose 6 an hour down to 12', () => {
    const sleep = (hours: number) => scoreReadiness(answers(hours, 1, 5, 5, 1)).points.sleep;
    expect([7, 8, 9].map(sleep)).toEqual([30, 30, 30]);
    expect(sleep(6.5)).toBe(26.25);
    expect(sleep(3)).toBe(0);
    expect(sleep(0)).toBe(0);
    expect(sleep(10)).toBe(24);
    expect(sleep(11)).toBe(18);
    expect(sleep(12)).toBe(12);
    expect(sleep(14)).toBe(12);
    // 11 hours with everything else perfect: 18 + 70 = 88, and sleep is what lowers it.
    expect(scoreReadiness(answers(11, 1, 5, 5, 1))).toMatchObject({ readiness: 88, weakestFactor: 'sleep' });
  });

  it('red flags cap readiness at 49: under 5 hours of sleep, stress at 5, pressure at 5', () => {
    // 11.25 + 20 + 20 + 15 + 15 = 81.25 → 81, capped.
    expect(scoreReadiness(answers(4.5, 1, 5, 5, 1))).toMatchObject({
      readiness: 49,
      level: 'low',
      capped: true,
      weakestFactor: 'sleep',
    });
    // 30 + 0 + 20 + 15 + 15 = 80, capped.
    expect(scoreReadiness(answers(8, 5, 5, 5, 1))).toMatchObject({ readiness: 49, weakestFactor: 'stress' });
    expect(scoreReadiness(answers(8, 1, 5, 5, 5))).toMatchObject({
      readiness: 49,
      weakestFactor: 'pressure',
    });
    // Below the cap already: the cap changes nothing (0 + 0 + 0 + 0 + 0).
    expect(scoreReadiness(answers(2, 5, 1, 1, 5)).readiness).toBe(0);
    // 5 hours is not a red flag.
    expect(scoreReadiness(answers(5, 1, 5, 5, 1))).toMatchObject({ readiness: 85, capped: false });
  });
});

describe('readiness advice', () => {
  it('low says "hoy, mejor en demo" and names the weakest factor with its value', () => {
    const input = answers(4.5, 1, 5, 5, 1);
    const advice = readinessAdvice(input, scoreReadiness(input));
    expect(advice).toContain(LOW_READINESS_ADVICE);
    expect(advice).toContain('49/100');
    expect(advice).toContain('sueño');
    expect(advice).toContain('4,5 h');
  });

  it('medium and high never send to the demo account; each names its weakest factor', () => {
    const medium = answers(6, 3, 3, 3, 3);
    const mediumAdvice = readinessAdvice(medium, scoreReadiness(medium));
    expect(mediumAdvice).not.toContain(LOW_READINESS_ADVICE);
    expect(mediumAdvice).toContain('estrés (3/5)');
    const long = answers(11, 1, 5, 5, 1);
    expect(readinessAdvice(long, scoreReadiness(long))).toContain('11 h es mucho más');
    const focus = answers(8, 1, 2, 5, 1);
    expect(readinessAdvice(focus, scoreReadiness(focus))).toContain('concentración (2/5)');
    const perfect = answers(8, 1, 5, 5, 1);
    expect(readinessAdvice(perfect, scoreReadiness(perfect))).toContain('Ningún factor te resta');
  });
});

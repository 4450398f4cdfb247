import type { MindCheckIn } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { describeReadiness, readinessScale, readinessSeries } from './readiness-series';

const checkIn = (date: string, readiness: number, createdAt = `${date}T08:00:00.000Z`): MindCheckIn => ({
  id: `${date}-${readiness}`,
  createdAt,
  date,
  sleepHours: 7,
  stress: 2,
  mood: 4,
  focus: 4,
  pressure: 2,
  note: null,
  readiness,
  level: readiness >= 75 ? 'high' : readiness >= 50 ? 'medium' : 'low',
  weakestFactor: 'sleep',
  advice: 'Buen día.',
});

describe('the readiness history', () => {
  it('keeps each day’s latest check-in within the period, oldest day first', () => {
    const history = [
      checkIn('2026-11-26', 40, '2026-11-26T10:00:00.000Z'),
      checkIn('2026-11-26', 80, '2026-11-26T07:00:00.000Z'),
      checkIn('2026-11-20', 65),
      checkIn('2026-08-28', 70),
      checkIn('2026-08-27', 90),
    ];
    expect(readinessSeries(history, '2026-11-26', 91)).toEqual([
      { date: '2026-08-28', readiness: 70 },
      { date: '2026-11-20', readiness: 65 },
      { date: '2026-11-26', readiness: 40 },
    ]);
    expect(readinessSeries([], '2026-11-26', 90)).toEqual([]);
  });

  it('places the first day on the left, today on the right, 100 at the top', () => {
    const scale = readinessScale('2026-11-26', 3, {
      width: 220,
      height: 120,
      margin: { top: 10, right: 10, bottom: 10, left: 10 },
    });
    expect(scale.x('2026-11-24')).toBe(10);
    expect(scale.x('2026-11-25')).toBe(110);
    expect(scale.x('2026-11-26')).toBe(210);
    expect(scale.y(100)).toBe(10);
    expect(scale.y(0)).toBe(110);
    expect(scale.y(50)).toBe(60);
  });

  it('says in words what the chart shows', () => {
    const points = [
      { date: '2026-11-20', readiness: 65 },
      { date: '2026-11-26', readiness: 40 },
    ];
    expect(describeReadiness(points, (date) => date)).toBe(
      '2 días con check-in; media 53, mínima 40, máxima 65; la última, 40 el 2026-11-26.',
    );
    expect(describeReadiness([], (date) => date)).toBe('Aún no hay check-ins en este periodo.');
  });
});

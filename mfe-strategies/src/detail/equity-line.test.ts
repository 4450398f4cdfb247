import { describe, expect, it } from 'vitest';
import { equityLine } from './equity-line';

describe('the equity line', () => {
  it('is in whole seconds, ascending, one point a second (the later one), unreadable points left out', () => {
    expect(
      equityLine([
        { time: '2026-03-05T10:00:02.000Z', equity: '1020', drawdown: '0' },
        { time: '2026-03-05T10:00:00.200Z', equity: '1000', drawdown: '0' },
        { time: '2026-03-05T10:00:00.900Z', equity: '990', drawdown: '-10' },
        { time: 'nunca', equity: '5', drawdown: '0' },
      ]),
    ).toEqual([
      { time: Date.parse('2026-03-05T10:00:00Z') / 1000, value: 990 },
      { time: Date.parse('2026-03-05T10:00:02Z') / 1000, value: 1020 },
    ]);
  });
});

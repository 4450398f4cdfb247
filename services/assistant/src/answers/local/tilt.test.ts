import type { Reflection, Trade } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { readTilt, tilted } from './tilt';

const trade = (closeTime: string, outcome: Trade['outcome'], volume = '0.10', openTime?: string): Trade =>
  ({ closeTime, outcome, volume, openTime: openTime ?? closeTime }) as Trade;

const reflection = (date: string, moodAfter: number, stress: number | null = null): Reflection =>
  ({ date, moodAfter, moodBefore: null, stress }) as Reflection;

describe('tilt in the journal', () => {
  it('sees a losing streak, a quick re-entry and a bigger size after a loss', () => {
    const trades = [
      trade('2026-11-20T10:00:00Z', 'win'),
      trade('2026-11-21T10:00:00Z', 'win'),
      trade('2026-11-24T09:00:00Z', 'loss'),
      trade('2026-11-24T09:40:00Z', 'loss', '0.10', '2026-11-24T09:10:00Z'),
      trade('2026-11-24T10:30:00Z', 'loss', '0.30', '2026-11-24T09:50:00Z'),
    ];
    const signs = readTilt(trades, [], '2026-11-24');
    expect(signs).toMatchObject({ losingStreak: 3, quickReentries: 2, biggerAfterLoss: 1, tradesToday: 3 });
    expect(tilted(signs)).toBe(true);
  });

  it('sees mood falling and stress high in the reflections', () => {
    const days = [
      reflection('2026-11-17', 4),
      reflection('2026-11-18', 4),
      reflection('2026-11-19', 5),
      reflection('2026-11-20', 4),
      reflection('2026-11-21', 3, 4),
      reflection('2026-11-22', 2, 4),
      reflection('2026-11-23', 2, 5),
    ];
    const signs = readTilt([], days, '2026-11-24');
    expect(signs.moodFalling).toBe(true);
    expect(signs.highStress).toBe(true);
  });

  it('says nothing when the figures are calm', () => {
    const trades = [
      trade('2026-11-20T10:00:00Z', 'win'),
      trade('2026-11-21T10:00:00Z', 'loss'),
      trade('2026-11-23T10:00:00Z', 'win'),
    ];
    const signs = readTilt(trades, [reflection('2026-11-22', 4), reflection('2026-11-23', 4)], '2026-11-24');
    expect(tilted(signs)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { sessionsOpenAt } from './sessions';

describe('market sessions in each city’s own time', () => {
  it('moves London and New York with their summer time', () => {
    // 07:30 UTC: 08:30 in London in July (BST), 07:30 in January (GMT); 16:30 in Tokyo either way.
    expect(sessionsOpenAt(new Date('2026-07-15T07:30:00Z'))).toEqual(['tokio', 'londres']);
    expect(sessionsOpenAt(new Date('2026-01-14T07:30:00Z'))).toEqual(['tokio']);
    // 12:30 UTC in July: 08:30 in New York (EDT), 13:30 in London.
    expect(sessionsOpenAt(new Date('2026-07-15T12:30:00Z'))).toEqual(['londres', 'nueva-york']);
    // 12:30 UTC in January: 07:30 in New York (EST): not yet.
    expect(sessionsOpenAt(new Date('2026-01-14T12:30:00Z'))).toEqual(['londres']);
  });

  it('nothing is open at the weekend or after New York closes', () => {
    expect(sessionsOpenAt(new Date('2026-11-28T10:00:00Z'))).toEqual([]);
    // 22:30 UTC in November: 17:30 in New York, 07:30 next day in Tokyo.
    expect(sessionsOpenAt(new Date('2026-11-25T22:30:00Z'))).toEqual([]);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TiltGauge } from './TiltGauge';
import { journalLink, signalValue } from './TiltPanel';

describe('the Tiltmeter’s words and links', () => {
  it('writes each signal’s value in Spanish, singular and plural', () => {
    expect(signalValue('losing-streak', 1)).toBe('1 pérdida seguida');
    expect(signalValue('losing-streak', 3)).toBe('3 pérdidas seguidas');
    expect(signalValue('pace', 1)).toBe('1 operación por hora');
    expect(signalValue('pace', 2.5)).toBe('2,5 operaciones por hora');
    expect(signalValue('size-after-loss', 0)).toBe('0 operaciones');
    expect(signalValue('outside-sessions', 1)).toBe('1 operación');
  });

  it('links a trade to the journal filtered to its pair and the day it closed', () => {
    const link = journalLink({ instrument: 'EURUSD', closeTime: '2026-11-26T15:29:00.000Z' });
    const url = new URL(link, 'http://localhost');
    expect(url.pathname).toBe('/pipjournal');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      symbol: 'EURUSD',
      from: '2026-11-26T15:29:00.000Z',
      to: '2026-11-26T15:29:00.001Z',
    });
  });

  it('gives the gauge a meter’s role, range and its reading in words', () => {
    const html = renderToStaticMarkup(<TiltGauge score={64} level="tilt" />);
    expect(html).toContain('role="meter"');
    expect(html).toContain('aria-valuenow="64"');
    expect(html).toContain('aria-valuemin="0"');
    expect(html).toContain('aria-valuemax="100"');
    expect(html).toContain('aria-valuetext="64 de 100: En tilt"');
  });
});

import { describe, expect, it } from 'vitest';
import { snippetParts } from './snippet';

describe('a search snippet', () => {
  it('marks the words between « and »', () => {
    expect(snippetParts('…pon el «stop» bajo el «mínimo» anterior')).toEqual([
      { text: '…pon el ', match: false },
      { text: 'stop', match: true },
      { text: ' bajo el ', match: false },
      { text: 'mínimo', match: true },
      { text: ' anterior', match: false },
    ]);
  });

  it('keeps markup as text: the page builds text nodes, never HTML', () => {
    expect(snippetParts('<img src=x onerror=alert(1)> «script»')).toEqual([
      { text: '<img src=x onerror=alert(1)> ', match: false },
      { text: 'script', match: true },
    ]);
  });

  it('copes with an unclosed « and a stray »', () => {
    expect(snippetParts('a «b')).toEqual([
      { text: 'a ', match: false },
      { text: 'b', match: true },
    ]);
    expect(snippetParts('a » b')).toEqual([{ text: 'a » b', match: false }]);
    expect(snippetParts('')).toEqual([]);
  });
});

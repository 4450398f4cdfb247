import { describe, expect, it } from 'vitest';
import { MATCH_END, MATCH_START, splitSnippet } from './snippet';

const mark = (text: string) => `${MATCH_START}${text}${MATCH_END}`;

describe('search snippets', () => {
  it('cuts the headline where the matches are and gives the plain text', () => {
    const result = splitSnippet(`El análisis ${mark('técnico')} estudia el ${mark('precio')}.`);
    expect(result.snippet).toBe('El análisis técnico estudia el precio.');
    expect(result.snippetParts).toEqual([
      { text: 'El análisis ', match: false },
      { text: 'técnico', match: true },
      { text: ' estudia el ', match: false },
      { text: 'precio', match: true },
      { text: '.', match: false },
    ]);
  });

  it('joins adjacent matches and survives a headline without matches or with a cut marker', () => {
    expect(splitSnippet(`${mark('pip')}${mark('s')} y más`).snippetParts).toEqual([
      { text: 'pips', match: true },
      { text: ' y más', match: false },
    ]);
    expect(splitSnippet('sin coincidencias').snippetParts).toEqual([
      { text: 'sin coincidencias', match: false },
    ]);
    expect(splitSnippet(`final ${MATCH_START}cortado`).snippet).toBe('final cortado');
  });

  it('keeps text that looks like HTML as text', () => {
    expect(splitSnippet(`<script>${mark('x')}`).snippetParts[0]).toEqual({ text: '<script>', match: false });
  });
});

import { describe, expect, it } from 'vitest';
import {
  displayName,
  FALLBACK_HANDLE,
  freeHandle,
  handleBase,
  MAX_MENTIONS,
  mentionedHandles,
} from './handles';

describe('handles', () => {
  it('are the names lowercased, accents stripped, words joined by dots', () => {
    expect(handleBase('Tomás', 'Trader')).toBe('tomas.trader');
    expect(handleBase('María José', 'García López')).toBe('maria.jose.garcia.lopez');
    expect(handleBase('Íñigo', "O'Connor-Núñez")).toBe('inigo.o.connor.nunez');
    expect(handleBase('Ana', 'Administradora')).toBe('ana.administradora');
    expect(handleBase('Jürgen', 'Straße')).toBe('jurgen.strasse');
    expect(handleBase('  ', '')).toBe(FALLBACK_HANDLE);
    expect(handleBase('李', '小龙')).toBe(FALLBACK_HANDLE);
    expect(handleBase('Ana', '😀')).toBe('ana');
  });

  it('stay within 30 characters, cut at a word', () => {
    expect(handleBase('Maximiliano Bartolomé', 'Fernández de la Concepción')).toBe('maximiliano.bartolome');
    expect(handleBase('Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'B')).toBe('a'.repeat(30));
    expect(handleBase('Ana', 'B'.repeat(40)).length).toBeLessThanOrEqual(30);
  });

  it('take the lowest free number from 2 on a collision', () => {
    expect(freeHandle('tomas.trader', [])).toBe('tomas.trader');
    expect(freeHandle('tomas.trader', ['tomas.trader'])).toBe('tomas.trader2');
    expect(freeHandle('tomas.trader', ['tomas.trader', 'tomas.trader2', 'tomas.trader4'])).toBe(
      'tomas.trader3',
    );
    // Another base that only starts the same way is no collision.
    expect(freeHandle('tomas.trader', ['tomas.traders', 'tomas.trader.lopez'])).toBe('tomas.trader');
    expect(freeHandle('ana', ['ana', 'ana2', 'ana.b'])).toBe('ana3');
  });
});

describe('display names', () => {
  it('are the first name and the initial of the last', () => {
    expect(displayName('Tomás', 'Trader')).toBe('Tomás T.');
    expect(displayName('Ana', 'álvarez')).toBe('Ana Á.');
    expect(displayName('Usuario', '')).toBe('Usuario');
  });
});

describe('mentions', () => {
  it('are the @handles of the text, lowercased, each once', () => {
    expect(
      mentionedHandles('Gracias @tomas.trader y @Ana.Administradora, y otra vez @tomas.trader.'),
    ).toEqual(['tomas.trader', 'ana.administradora']);
    expect(mentionedHandles('@lucia2: ¿y el stop? (@marco.rossi)')).toEqual(['lucia2', 'marco.rossi']);
  });

  it('are not e-mail addresses, code, or a lone @', () => {
    expect(mentionedHandles('Escribe a soporte@pipcrafters.dev o a @ solas')).toEqual([]);
    expect(mentionedHandles('`@dentro.del.codigo` y\n```\n@bloque\n```\nfuera @fuera')).toEqual(['fuera']);
    expect(mentionedHandles('[@enlace](https://x.dev/@ruta)')).toEqual(['enlace']);
  });

  it('are at most a handful per text', () => {
    const many = Array.from({ length: 50 }, (_, index) => `@miembro${index}`).join(' ');
    expect(mentionedHandles(many)).toHaveLength(MAX_MENTIONS);
  });
});

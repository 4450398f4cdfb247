import type { LearningPassage } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { addsTo, citations, excerpt, relevant, terms } from './compose';

const passage = (lessonId: string, text: string, heading: string | null = null): LearningPassage => ({
  lessonId,
  lessonTitle: lessonId.replaceAll('-', ' '),
  moduleId: 'm',
  moduleTitle: 'M',
  heading,
  text,
  kind: 'lesson',
  score: 1,
});

describe('answers composed from passages', () => {
  it('keeps the words that say something, accents off', () => {
    expect(terms('¿Qué es el apalancamiento y cómo funciona?')).toEqual(['apalancamiento', 'funciona']);
  });

  it('takes the opening sentence and the best matches, in order, and drops table captions', () => {
    const text =
      'El spread es la diferencia entre compra y venta. Se paga al abrir. País: Un bróker cobra el spread en pips. Las noticias lo ensanchan. Nada más.';
    expect(excerpt(passage('spread', text), '¿Cuándo se ensancha el spread?', 3)).toBe(
      'El spread es la diferencia entre compra y venta. Un bróker cobra el spread en pips. Las noticias lo ensanchan.',
    );
  });

  it('needs two shared words for a longer question, and cites each lesson once', () => {
    const found = [
      passage('a', 'Una receta para perder dinero.'),
      passage('b', 'El stop loss limita la pérdida.'),
    ];
    expect(relevant(found, '¿Cuál es la mejor receta de paella valenciana?')).toEqual([]);
    expect(relevant(found, '¿Para qué sirve el stop loss?').map((item) => item.lessonId)).toEqual(['b']);
    expect(
      citations([found[1] as LearningPassage, found[1] as LearningPassage]).map((item) => item.href),
    ).toEqual(['/aprende/lesson/b']);
  });

  it('adds a second lesson only when it shares enough of the question', () => {
    expect(addsTo(passage('x', 'Ya se entiende cómo calcular lotes.'), 'no entiendo el MACD')).toBe(false);
    expect(addsTo(passage('y', 'El MACD se entiende mejor con su histograma.'), 'no entiendo el MACD')).toBe(
      true,
    );
  });
});

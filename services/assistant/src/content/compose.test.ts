import {
  CONTENT_LENGTH_WORDS,
  socialTextLength,
  THREAD_POST_MAX,
  THREAD_POSTS,
} from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import type { CatalogLesson } from '../agency/catalog';
import { wordCount } from '../agency/text';
import type { LearningPassage } from '../sources/sources.service';
import { composeLocal, threadFromModel } from './compose';
import { draftWords } from './content.service';

const sentence = (lesson: string, index: number) =>
  `En la lección de ${lesson} la idea número ${index + 1} explica cómo proteger la cuenta con un stop colocado donde la idea deja de ser válida y un tamaño calculado después.`;

const passage = (lessonId: string, heading: string, count: number): LearningPassage => ({
  lessonId,
  lessonTitle: `Lección ${lessonId}`,
  moduleId: 'riesgo',
  moduleTitle: 'Gestión del riesgo',
  heading: `Lección ${lessonId} › ${heading}`,
  text: Array.from({ length: count }, (_, index) => sentence(lessonId, index)).join(' '),
  kind: 'lesson',
  score: 1,
});

const PASSAGES = [
  passage('stop-loss', 'Dónde colocarlo', 12),
  passage('tamano-de-posicion', 'Del riesgo a los lotes', 12),
  passage('riesgo-por-operacion', 'La regla del 1 %', 12),
  passage('drawdown-y-recuperacion', 'Recuperar', 12),
  passage('esperanza-matematica', 'Cuánto aporta', 12),
];

const request = (
  kind: 'article' | 'newsletter' | 'thread' | 'lesson-summary',
  length: 'short' | 'medium' | 'long',
) => ({
  kind,
  topic: 'el stop loss',
  audience: 'traders que empiezan',
  tone: 'didactico' as const,
  length,
});

describe('local content', () => {
  it.each(['short', 'medium', 'long'] as const)(
    'writes a %s article within its word range, every section cited',
    (length) => {
      const { title, markdown, citations } = composeLocal(request('article', length), PASSAGES);
      expect(title).toBe('El stop loss: lo que enseña el curso');
      expect(markdown.startsWith(`# ${title}\n\n`)).toBe(true);
      const words = draftWords(markdown);
      expect(words).toBeGreaterThanOrEqual(CONTENT_LENGTH_WORDS[length].min);
      expect(words).toBeLessThanOrEqual(CONTENT_LENGTH_WORDS[length].max);
      expect(markdown).toContain('## Conclusión');
      expect(markdown).toContain('## Fuentes');
      const sections = markdown.split('\n## ').slice(1, -2);
      for (const section of sections)
        expect(section).toMatch(/_Fuente: \[Lección [a-z-]+\]\(\/aprende\/lesson\/[a-z-]+\)\._/);
      expect(citations.length).toBe(sections.length);
    },
  );

  it('writes a newsletter with a greeting, sections and a close', () => {
    const { markdown } = composeLocal(request('newsletter', 'short'), PASSAGES);
    expect(markdown).toContain('Hola, traders que empiezan:');
    expect(markdown).toMatch(/\n### /);
    expect(markdown).toContain('Hasta la próxima');
  });

  it.each(['short', 'medium', 'long'] as const)(
    'splits a %s thread into numbered posts of at most 280 characters',
    (length) => {
      const { markdown } = composeLocal(request('thread', length), PASSAGES);
      const posts = markdown.split('\n\n');
      expect(posts.length).toBeGreaterThanOrEqual(THREAD_POSTS[length].min);
      expect(posts.length).toBeLessThanOrEqual(THREAD_POSTS[length].max);
      for (const [index, post] of posts.entries()) {
        expect(post.startsWith(`${index + 1}/${posts.length} `)).toBe(true);
        expect(socialTextLength(post, 'x')).toBeLessThanOrEqual(THREAD_POST_MAX);
      }
    },
  );

  it('summarises a lesson from its own passages', () => {
    const lesson: CatalogLesson = {
      id: 'stop-loss',
      title: 'El stop loss',
      href: '/aprende/lesson/stop-loss',
      summary: 'Dónde colocar el stop y cuánto arriesgas.',
      moduleTitle: 'Órdenes',
    };
    const { title, markdown, citations } = composeLocal(
      request('lesson-summary', 'short'),
      [PASSAGES[0] as LearningPassage],
      lesson,
    );
    expect(title).toBe('Resumen: El stop loss');
    expect(markdown).toContain('## Ideas clave');
    expect(citations).toEqual([
      { lessonId: 'stop-loss', title: 'El stop loss', href: '/aprende/lesson/stop-loss' },
    ]);
  });

  it('says so when the course has nothing on the topic', () => {
    const { markdown, citations } = composeLocal(request('article', 'short'), []);
    expect(markdown).toContain('No he encontrado lecciones del curso');
    expect(citations).toEqual([]);
    expect(wordCount(markdown)).toBeGreaterThan(5);
  });

  it('makes a model’s thread into numbered posts within the limit', () => {
    const long = 'palabra '.repeat(80).trim();
    const thread = threadFromModel(`1. Primera idea.\n\n2/3 ${long}\n\nÚltima idea.`, 'short');
    const posts = thread.split('\n\n');
    expect(posts[0]).toMatch(/^1\/\d+ Primera idea\.$/);
    for (const post of posts) expect(socialTextLength(post, 'x')).toBeLessThanOrEqual(THREAD_POST_MAX);
    expect(posts.at(-1)).toMatch(/Última idea\.$/);
  });
});

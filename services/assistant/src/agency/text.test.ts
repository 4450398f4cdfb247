import { SOCIAL_NETWORKS, socialPostText, socialTextLength, THREAD_POST_MAX } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { cutWords, fileSlug, fitCaption, hashtagsFrom, plainFromMarkdown, splitThread } from './text';

const LONG =
  'El tamaño de la posición sale del dinero que decides arriesgar y de la distancia al stop, y se calcula antes de abrir la operación para que una pérdida sea siempre la que aceptaste de antemano.';

describe('socialTextLength', () => {
  it('counts code points, and for X links as 23 and emoji as 2', () => {
    expect(socialTextLength('Gestión del riesgo', 'instagram')).toBe(18);
    expect(socialTextLength('Hola 🚀', 'instagram')).toBe(6);
    expect(socialTextLength('Hola 🚀', 'x')).toBe(7);
    expect(socialTextLength('Mira https://pipcrafters.example/aprende/lesson/stop-loss-largo', 'x')).toBe(
      5 + 23,
    );
    expect(socialTextLength('ñandú áé', 'x')).toBe(8);
  });
});

describe('fitCaption', () => {
  const sentences = Array.from({ length: 40 }, (_, index) => `${index + 1}. ${LONG}`);
  it.each(SOCIAL_NETWORKS.map((network) => [network.key, network.limit] as const))(
    'keeps a %s caption within %i characters with its hashtags',
    (network, limit) => {
      const tags = ['#gestióndelriesgo', '#tamañodeposición', '#trading', '#forex', '#aprendetrading'];
      const fitted = fitCaption(sentences, tags, network, limit);
      const length = socialTextLength(socialPostText(fitted.text, fitted.hashtags), network);
      expect(length).toBeLessThanOrEqual(limit);
      expect(fitted.hashtags.length).toBeGreaterThan(0);
      // Room is used: nothing shorter than the limit by more than one sentence.
      expect(length).toBeGreaterThan(limit - LONG.length - 12);
    },
  );

  it('cuts a single sentence longer than X allows at a word, with an ellipsis', () => {
    const fitted = fitCaption([`${LONG} ${LONG}`], ['#trading', '#forex'], 'x', 280);
    expect(fitted.text.endsWith('…')).toBe(true);
    expect(socialTextLength(socialPostText(fitted.text, fitted.hashtags), 'x')).toBeLessThanOrEqual(280);
    expect(fitted.hashtags).toEqual(['#trading', '#forex']);
  });

  it('drops hashtags only when they leave no room for the text', () => {
    const tags = Array.from({ length: 30 }, (_, index) => `#etiquetamuylargadeprueba${index}`);
    const fitted = fitCaption([LONG], tags, 'x', 280);
    expect(fitted.hashtags.length).toBeLessThan(30);
    expect(socialTextLength(socialPostText(fitted.text, fitted.hashtags), 'x')).toBeLessThanOrEqual(280);
    expect(fitted.text.length).toBeGreaterThan(20);
  });
});

describe('splitThread', () => {
  it('numbers one post per idea, each within 280 characters as X counts them', () => {
    const posts = splitThread(
      ['Hoy te cuento lo que sé del stop loss 🧵', LONG, `${LONG} ${LONG}`, 'Fin.'],
      8,
    );
    expect(posts.length).toBe(5);
    expect(posts[0]).toMatch(/^1\/5 Hoy/);
    expect(posts[4]).toBe('5/5 Fin.');
    for (const post of posts) expect(socialTextLength(post, 'x')).toBeLessThanOrEqual(THREAD_POST_MAX);
    // The long idea goes on in the next post.
    expect(posts[2]).toMatch(/…$/);
    expect(posts[3]).toMatch(/^4\/5 … /);
  });

  it('stops at the maximum number of posts', () => {
    const posts = splitThread(
      Array.from({ length: 20 }, (_, index) => `Idea ${index + 1}.`),
      12,
    );
    expect(posts).toHaveLength(12);
    expect(posts[11]).toBe('12/12 Idea 12.');
  });
});

describe('hashtags and words', () => {
  it('makes Spanish hashtags from the topic’s own words, accents kept, then the generic ones', () => {
    const tags = hashtagsFrom(['El apalancamiento y el margen', 'apalancamiento margen'], 5);
    expect(tags.slice(0, 2)).toEqual(['#apalancamiento', '#margen']);
    expect(tags).toHaveLength(5);
    expect(new Set(tags).size).toBe(5);
    expect(hashtagsFrom(['Psicología del trading'], 2)).toEqual(['#psicología', '#trading']);
  });

  it('cuts at words, reads Markdown as text and makes safe file names', () => {
    expect(cutWords('uno dos tres cuatro', 12)).toBe('uno dos…');
    expect(cutWords('corto', 12)).toBe('corto');
    expect(plainFromMarkdown('# Título\n\n- **Uno** y [enlace](/aprende/lesson/x)')).toBe(
      'Título\n\nUno y enlace',
    );
    expect(fileSlug('Gestión del riesgo: ¿cuánto?', 'x')).toBe('gestion-del-riesgo-cuanto');
    expect(fileSlug('¿?', 'borrador')).toBe('borrador');
  });
});

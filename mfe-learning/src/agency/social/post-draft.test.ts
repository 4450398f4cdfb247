import { describe, expect, it } from 'vitest';
import { captionsRequest, draftOf, type PostDraft, postInput, postProblems } from './post-draft';

const draft = (overrides: Partial<PostDraft> = {}): PostDraft => ({
  network: 'x',
  text: 'Tu stop loss decide cuánto pierdes.',
  hashtags: '#riesgo stoploss',
  when: '2026-12-01T09:30',
  status: 'scheduled',
  ...overrides,
});

describe('post drafts', () => {
  it('can be saved when the text, hashtags and date are right', () => {
    expect(postProblems(draft())).toEqual([]);
  });

  it('say what blocks a save, in Spanish', () => {
    expect(postProblems(draft({ text: '  ' }))).toEqual(['Escribe el texto de la publicación.']);
    expect(postProblems(draft({ text: 'a'.repeat(280) }))).toEqual([
      'El texto con sus hashtags supera el límite de X.',
    ]);
    expect(postProblems(draft({ text: 'a'.repeat(280), network: 'linkedin' }))).toEqual([]);
    expect(postProblems(draft({ hashtags: '#bien #no-vale' }))).toEqual([
      'Estos hashtags no son válidos: #no-vale.',
    ]);
    expect(postProblems(draft({ when: '2026-12-01' }))).toEqual(['Elige la fecha y la hora.']);
  });

  it('are sent as the API takes them: trimmed, hashtags parsed, the local time as a UTC instant', () => {
    expect(postInput(draft({ text: ' Hola ' }), 'local', 'America/Bogota')).toEqual({
      network: 'x',
      text: 'Hola',
      hashtags: ['#riesgo', '#stoploss'],
      scheduledAt: '2026-12-01T14:30:00.000Z',
      status: 'scheduled',
      mode: 'local',
    });
    expect(postInput(draft({ when: '' }), 'local', 'UTC')).toBeNull();
  });

  it('come back from a saved post at its local time', () => {
    expect(
      draftOf(
        {
          id: 'p1',
          network: 'instagram',
          text: 'Hola',
          hashtags: ['#a', '#b'],
          scheduledAt: '2026-07-01T07:30:00.000Z',
          status: 'draft',
          mode: 'provider',
          length: 10,
          limit: 2200,
          createdAt: '',
          updatedAt: '',
        },
        'Europe/Madrid',
      ),
    ).toEqual({
      network: 'instagram',
      text: 'Hola',
      hashtags: '#a #b',
      when: '2026-07-01T09:30',
      status: 'draft',
    });
  });
});

describe('captionsRequest', () => {
  const choice = {
    source: 'topic' as const,
    topic: '',
    draftId: undefined,
    lessonId: undefined,
    networks: ['x' as const],
  };

  it('asks only once what its source needs is there', () => {
    expect(captionsRequest({ ...choice, topic: 'ab' })).toBeNull();
    expect(captionsRequest({ ...choice, topic: ' el spread ' })).toEqual({
      source: 'topic',
      topic: 'el spread',
      networks: ['x'],
    });
    expect(captionsRequest({ ...choice, source: 'draft' })).toBeNull();
    expect(captionsRequest({ ...choice, source: 'draft', draftId: 'd1', topic: 'ignorado' })).toEqual({
      source: 'draft',
      draftId: 'd1',
      networks: ['x'],
    });
    expect(captionsRequest({ ...choice, source: 'lesson', lessonId: 'spread' })).toEqual({
      source: 'lesson',
      lessonId: 'spread',
      networks: ['x'],
    });
    expect(captionsRequest({ ...choice, topic: 'el spread', networks: [] })).toBeNull();
  });
});

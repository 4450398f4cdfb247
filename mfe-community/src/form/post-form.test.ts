import type { CommunityPost } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import {
  bodyProblem,
  categoryProblem,
  emptyPostForm,
  formFromPost,
  titleProblem,
  toPostInput,
  toPostPatch,
} from './post-form';

const post = {
  id: 'p1',
  title: 'Mi plan',
  body: 'Texto',
  category: 'psicologia',
  categoryName: 'Psicología',
  attachmentUrl: '/api/community/images/abc.webp',
} as CommunityPost;

describe('the post form', () => {
  it('asks for a title, a category and a body, within the service’s limits', () => {
    expect(titleProblem('  ')).toBe('Escribe un título.');
    expect(titleProblem('a'.repeat(201))).toBe('El título admite como mucho 200 caracteres.');
    expect(titleProblem('Soporte en 1.0850')).toBeNull();
    expect(categoryProblem(undefined)).toBe('Elige una categoría.');
    expect(categoryProblem('no-existe')).toBe('Elige una categoría.');
    expect(categoryProblem('analisis-tecnico')).toBeNull();
    expect(bodyProblem('')).toBe('Escribe el contenido del post.');
    expect(bodyProblem('a'.repeat(40_001))).toBe('El contenido admite como mucho 40.000 caracteres.');
  });

  it('sends a new post with its image as a data URL, or null', () => {
    const values = {
      ...emptyPostForm(),
      title: ' Hola ',
      body: ' Texto ',
      category: 'general' as const,
    };
    expect(toPostInput(values)).toEqual({
      title: 'Hola',
      body: 'Texto',
      category: 'general',
      attachmentUrl: null,
    });
    expect(
      toPostInput({
        ...values,
        attachment: { kind: 'new', dataUrl: 'data:image/png;base64,AA', name: 'a', size: 1 },
      }).attachmentUrl,
    ).toBe('data:image/png;base64,AA');
  });

  it('leaves a kept image out of an edit, and sends null to remove it', () => {
    const kept = formFromPost(post);
    expect(kept.attachment).toEqual({ kind: 'kept', url: '/api/community/images/abc.webp' });
    expect(toPostPatch(kept, post)).toEqual({ title: 'Mi plan', body: 'Texto', category: 'psicologia' });
    expect(toPostPatch({ ...kept, attachment: { kind: 'none' } }, post).attachmentUrl).toBeNull();
    expect(
      toPostPatch(
        { ...kept, attachment: { kind: 'new', dataUrl: 'data:image/gif;base64,R0', name: 'g', size: 1 } },
        post,
      ).attachmentUrl,
    ).toBe('data:image/gif;base64,R0');
    expect(
      'attachmentUrl' in
        toPostPatch({ ...kept, attachment: { kind: 'none' } }, { ...post, attachmentUrl: null }),
    ).toBe(false);
  });
});

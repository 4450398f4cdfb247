import { randomUUID } from 'node:crypto';
import type { CommunityComment, CommunitySearchHit } from '@pipcrafters/contracts';
import { describe, expect, inject, it } from 'vitest';
import { CommunityMessages } from '../messages';
import { createPost, demoAdmin, expectError, expectOk, newMember } from '../testing/community-api';

const stack = inject('stack');

/** A made-up word of letters only, so each test finds only what it wrote. */
const word = () =>
  `zq${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 10)}`;

describe('search', () => {
  it('finds posts and comments in Spanish, accents optional, with a plain-text snippet', async () => {
    const author = await newMember(stack, 'busqueda.autora');
    const commenter = await newMember(stack, 'busqueda.comenta');
    const tag = word();
    const post = await createPost(author, {
      title: `Mi análisis técnico del EURUSD ${tag}`,
      body: `## Resumen\n\nEl **análisis** de hoy: soportes y resistencias en [gráficos](https://example.com) ${tag}.`,
      category: 'analisis-tecnico',
    });
    const comment = await expectOk(
      commenter.call<CommunityComment>('POST', `/api/community/posts/${post.id}/comments`, {
        content: `Las divergencias también cuentan en este análisis ${tag}.`,
      }),
      201,
    );
    const hits = await expectOk(
      author.call<CommunitySearchHit[]>('GET', `/api/community/search?q=analisis ${tag}`),
    );
    expect(hits.map((hit) => hit.commentId)).toEqual([null, comment.id]);
    expect(hits[0]).toMatchObject({
      post: {
        id: post.id,
        title: post.title,
        category: 'analisis-tecnico',
        categoryName: 'Análisis técnico',
        author: { id: author.userId },
        commentsCount: 1,
      },
    });
    expect(hits[0]?.snippet).toContain('«análisis»');
    expect(hits[0]?.snippet).not.toMatch(/[*#[\]]|https:/);
    expect(hits[1]?.snippet).toContain('«análisis»');
    // Stemmed: a plural finds the singular; accented queries too.
    const plural = await expectOk(
      author.call<CommunitySearchHit[]>('GET', `/api/community/search?q=análisis ${tag}`),
    );
    expect(plural).toHaveLength(2);
  });

  it('shows only what everyone may see, and asks for three characters at least', async () => {
    const author = await newMember(stack, 'busqueda.oculta');
    const admin = await demoAdmin(stack);
    const tag = word();
    const post = await createPost(author, { title: `Oculto ${tag}`, body: `Texto ${tag}` });
    expect(
      await expectOk(author.call<CommunitySearchHit[]>('GET', `/api/community/search?q=${tag}`)),
    ).toHaveLength(1);
    expect((await admin.call('POST', `/api/admin/community/posts/${post.id}/hide`)).status).toBe(204);
    expect(
      await expectOk(author.call<CommunitySearchHit[]>('GET', `/api/community/search?q=${tag}`)),
    ).toEqual([]);
    await expectError(author.call('GET', '/api/community/search?q=ab'), 400, CommunityMessages.search.query);
    await expectError(author.call('GET', '/api/community/search'), 400, CommunityMessages.search.query);
    expect(await expectOk(author.call('GET', '/api/community/search?q=%22de%20la%22%20-y'))).toEqual([]);
    expect(
      (await author.call('GET', `/api/community/search?q=${encodeURIComponent("'); DROP TABLE x; --")}`))
        .status,
    ).toBe(200);
  });
});

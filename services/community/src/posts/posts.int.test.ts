import {
  COMMUNITY_CATEGORIES,
  COMMUNITY_LIMITS,
  type CommunityPost,
  Messages,
  NEXT_CURSOR_HEADER,
} from '@pipcrafters/contracts';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { CommunityMessages } from '../messages';
import {
  createPost,
  demoAdmin,
  expectError,
  expectOk,
  type Member,
  newMember,
  postInput,
  published,
} from '../testing/community-api';
import { xssCases } from '../testing/fixtures';

const stack = inject('stack');
const texts = CommunityMessages.posts;
let ana: Member;
let beto: Member;
let admin: Member;

beforeAll(async () => {
  admin = await demoAdmin(stack);
});
// Members of each test's own: posting is limited per member and minute.
beforeEach(async () => {
  [ana, beto] = await Promise.all([newMember(stack, 'comunidad.ana'), newMember(stack, 'comunidad.beto')]);
});

const feed = (member: Member, query = '') =>
  member.call<CommunityPost[]>('GET', `/api/community/posts${query}`);

describe('the spec’s contract', () => {
  it('creates a post (201) that goes to the top of the list, and reads it back with its comments', async () => {
    const input = postInput({
      title: 'Mi primer análisis',
      body: '## Hola\n\nTexto **Markdown**.',
      category: 'analisis-tecnico',
    });
    const post = await expectOk<CommunityPost>(ana.call('POST', '/api/community/posts', input), 201);
    expect(post).toMatchObject({
      title: 'Mi primer análisis',
      body: '## Hola\n\nTexto **Markdown**.',
      category: 'analisis-tecnico',
      categoryName: 'Análisis técnico',
      attachmentUrl: null,
      commentsCount: 0,
      comments: [],
      likes: 0,
      likedByMe: false,
      visibility: 'visible',
      editedAt: null,
      canEdit: true,
      canDelete: true,
    });
    expect(post.author.id).toBe(ana.userId);
    const list = await expectOk(feed(beto));
    expect(Array.isArray(list)).toBe(true);
    expect(list[0]?.id).toBe(post.id);
    expect(list[0]).toMatchObject({ comments: [], canEdit: false, canDelete: false });
    const read = await expectOk(beto.call<CommunityPost>('GET', `/api/community/posts/${post.id}`));
    expect(read).toMatchObject({
      id: post.id,
      comments: [],
      commentsCount: 0,
      canEdit: false,
      canDelete: false,
    });
  });

  it('lets the author edit (marked as edited) and delete; the list and the post forget it', async () => {
    const post = await createPost(ana);
    const edited = await expectOk<CommunityPost>(
      ana.call('PATCH', `/api/community/posts/${post.id}`, {
        title: 'Título corregido',
        category: 'psicologia',
      }),
    );
    expect(edited).toMatchObject({ title: 'Título corregido', body: post.body, category: 'psicologia' });
    expect(edited.editedAt).not.toBeNull();
    // The same values again change nothing, not even the edit mark.
    const same = await expectOk<CommunityPost>(
      ana.call('PATCH', `/api/community/posts/${post.id}`, { title: 'Título corregido' }),
    );
    expect(same.editedAt).toBe(edited.editedAt);
    await expectError(ana.call('PATCH', `/api/community/posts/${post.id}`, {}), 400, texts.nothingToChange);
    expect((await ana.call('DELETE', `/api/community/posts/${post.id}`)).status).toBe(204);
    await expectError(ana.call('GET', `/api/community/posts/${post.id}`), 404, texts.notFound);
    await expectError(ana.call('DELETE', `/api/community/posts/${post.id}`), 404, texts.notFound);
    expect((await expectOk(feed(ana))).some((item) => item.id === post.id)).toBe(false);
  });

  it('says what is wrong with a post, in Spanish', async () => {
    const send = (body: Record<string, unknown>) => ana.call('POST', '/api/community/posts', body);
    await expectError(send(postInput({ category: 'criptomonedas' })), 400, texts.category);
    await expectError(send(postInput({ title: '   ' })), 400, texts.title);
    await expectError(
      send(postInput({ title: 'x'.repeat(COMMUNITY_LIMITS.titleMax + 1) })),
      400,
      texts.title,
    );
    await expectError(send(postInput({ title: 'Texto\u202eoculto' })), 400, texts.title);
    await expectError(send(postInput({ title: 'Dos\nlíneas' })), 400, texts.title);
    await expectError(send(postInput({ body: '' })), 400, texts.body);
    await expectError(send(postInput({ body: ' \n ' })), 400, texts.body);
    await expectError(send(postInput({ body: 'x'.repeat(COMMUNITY_LIMITS.bodyMax + 1) })), 400, texts.body);
    await expectError(send(postInput({ attachmentUrl: 42 })), 400, texts.attachmentUrl);
    await expectError(send({ ...postInput(), extra: 1 }), 400, /extra/);
    await expectError(ana.call('GET', '/api/community/posts?category=criptomonedas'), 400, texts.category);
    await expectError(ana.call('GET', '/api/community/posts?sort=viejo'), 400, CommunityMessages.feed.sort);
    await expectError(ana.call('GET', '/api/community/posts?limit=51'), 400, CommunityMessages.feed.limit);
    await expectError(ana.call('GET', '/api/community/posts?cursor=abc'), 400, CommunityMessages.feed.cursor);
    await expectError(ana.call('GET', '/api/community/posts/no-es-un-id'), 400, Messages.invalidId);
  });

  it('takes a title with emoji (their joiners too) and keeps the Markdown body exactly as sent', async () => {
    const body = '  Línea con espacios  \n\n```js\nalert(1)\n```\n<b>negrita</b> 👨‍👩‍👧 ';
    const post = await createPost(ana, { title: '  Resultados 📈 de la semana 👨‍👩‍👧  ', body });
    expect(post.title).toBe('Resultados 📈 de la semana 👨‍👩‍👧');
    expect(post.body).toBe(body);
  });

  it('refuses NUL characters and lone surrogates in any field with a clean 400', async () => {
    for (const field of ['title', 'body', 'category']) {
      for (const bad of ['a\u0000b', 'a\ud800b']) {
        await expectError(
          ana.call('POST', '/api/community/posts', postInput({ [field]: bad })),
          400,
          Messages.invalidCharacters,
        );
      }
    }
  });

  it('stores every string of the XSS corpus as a body, a comment and a title, and reads it back as sent', async () => {
    const cases = xssCases();
    expect(cases.length).toBe(180);
    // Ten writers keep each one within the comments a minute allows.
    const writers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => newMember(stack, `comunidad.xss${index}`)),
    );
    const posts = await Promise.all(writers.map((writer) => createPost(writer, { title: 'Corpus XSS' })));
    const hidden = (text: string) =>
      text.includes('\u0000') || /[\ud800-\udfff]/.test(text.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ''));
    const failures: string[] = [];
    for (const [index, item] of cases.entries()) {
      const writer = writers[index % writers.length] as Member;
      const post = posts[index % posts.length] as CommunityPost;
      const expected = hidden(item.input) || item.input.trim() === '' ? 400 : null;
      const edited = await writer.call<CommunityPost>('PATCH', `/api/community/posts/${post.id}`, {
        body: item.input,
      });
      const comment = await writer.call<{ content: string }>(
        'POST',
        `/api/community/posts/${post.id}/comments`,
        {
          content: item.input,
        },
      );
      const titled = await writer.call<CommunityPost>('PATCH', `/api/community/posts/${post.id}`, {
        title: item.input,
      });
      const category = await writer.call('PATCH', `/api/community/posts/${post.id}`, {
        category: item.input,
      });
      for (const [what, answer] of [
        ['body', edited],
        ['comment', comment],
        ['title', titled],
        ['category', category],
      ] as const) {
        if (answer.status >= 500) failures.push(`${item.id} ${what}: ${answer.status}`);
      }
      if (expected === 400) {
        if (edited.status !== 400 || comment.status !== 400)
          failures.push(`${item.id}: ${edited.status}/${comment.status}`);
        continue;
      }
      const read = await writer.call<CommunityPost>('GET', `/api/community/posts/${post.id}`);
      if (edited.status !== 200 || read.body.body !== item.input.normalize('NFC'))
        failures.push(`${item.id} body`);
      if (comment.status !== 201 || comment.body.content !== item.input.normalize('NFC')) {
        failures.push(`${item.id} comment: ${comment.status}`);
      }
      if (![200, 400].includes(titled.status)) failures.push(`${item.id} title: ${titled.status}`);
      if (category.status !== 400) failures.push(`${item.id} category: ${category.status}`);
    }
    expect(failures).toEqual([]);
  }, 240_000);
});

describe('ownership', () => {
  it('only the author edits; the author or an admin deletes; others get a Spanish 403', async () => {
    const post = await createPost(ana);
    await expectError(
      beto.call('PATCH', `/api/community/posts/${post.id}`, { title: 'Mío' }),
      403,
      texts.notYours,
    );
    await expectError(beto.call('DELETE', `/api/community/posts/${post.id}`), 403, texts.notYoursToDelete);
    await expectError(
      admin.call('PATCH', `/api/community/posts/${post.id}`, { title: 'Admin' }),
      403,
      texts.notYours,
    );
    const asAdmin = await expectOk<CommunityPost>(admin.call('GET', `/api/community/posts/${post.id}`));
    expect(asAdmin).toMatchObject({ canEdit: false, canDelete: true });
    expect((await admin.call('DELETE', `/api/community/posts/${post.id}`)).status).toBe(204);
    await expectError(ana.call('GET', `/api/community/posts/${post.id}`), 404, texts.notFound);
    // The author is told a moderator deleted it.
    expect(await published(stack, 'community.content.moderated', 'postId', post.id)).toEqual([
      { userId: ana.userId, targetType: 'post', postId: post.id, title: post.title, action: 'deleted' },
    ]);
  });

  it('publishes community.post.created once, with first for the author’s first post and who it mentions', async () => {
    const carla = await newMember(stack, 'comunidad.carla');
    const mentioned = await newMember(stack, 'comunidad.mencionada');
    const handle = (await createPost(mentioned)).author.handle;
    const first = await createPost(carla);
    // Mentions of a known member (twice), of no one, and of herself.
    const second = await createPost(carla, {
      body: `Gracias @${handle} y @${handle}; @nadie.aqui no existe. Firmado, @${first.author.handle}`,
    });
    const event = (post: CommunityPost, isFirst: boolean, mentionedUserIds: string[]) => ({
      userId: carla.userId,
      postId: post.id,
      title: post.title,
      first: isFirst,
      authorName: post.author.name,
      mentionedUserIds,
    });
    expect(await published(stack, 'community.post.created', 'postId', first.id)).toEqual([
      event(first, true, []),
    ]);
    expect(await published(stack, 'community.post.created', 'postId', second.id)).toEqual([
      event(second, false, [mentioned.userId]),
    ]);
  });
});

describe('the feed', () => {
  it('pages by cursor with no post twice and none skipped while new posts arrive', async () => {
    const writers = await Promise.all(
      Array.from({ length: 3 }, (_, index) => newMember(stack, `comunidad.feed${index}`)),
    );
    for (const writer of writers) for (let index = 0; index < 4; index += 1) await createPost(writer);
    const before = new Set<string>();
    let cursor: string | null = null;
    do {
      const page = await feed(ana, `?limit=50${cursor ? `&cursor=${cursor}` : ''}`);
      for (const post of page.body) before.add(post.id);
      cursor = page.headers.get(NEXT_CURSOR_HEADER);
    } while (cursor);

    const seen: string[] = [];
    const times: string[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const page = await feed(ana, `?limit=3${next ? `&cursor=${next}` : ''}`);
      expect(page.status, page.text).toBe(200);
      seen.push(...page.body.map((post) => post.id));
      times.push(...page.body.map((post) => post.createdAt));
      next = page.headers.get(NEXT_CURSOR_HEADER);
      pages += 1;
      // A new post between pages lands on the first page, never in the rest of this walk.
      if (pages <= 3) await createPost(writers[pages - 1] as Member);
    } while (next);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => !before.has(id))).toEqual([]);
    expect([...before].filter((id) => !seen.includes(id))).toEqual([]);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by category, and orders by likes of the week or by the last activity', async () => {
    const writer = await newMember(stack, 'comunidad.orden');
    const quiet = await createPost(writer, { category: 'resultados-y-diarios' });
    const liked = await createPost(writer, { category: 'resultados-y-diarios' });
    const likers = await Promise.all(
      Array.from({ length: 3 }, (_, index) => newMember(stack, `comunidad.fan${index}`)),
    );
    for (const liker of likers) await expectOk(liker.call('POST', `/api/community/posts/${liked.id}/like`));
    const inCategory = await expectOk(feed(ana, '?category=resultados-y-diarios&limit=50'));
    expect(inCategory.every((post) => post.category === 'resultados-y-diarios')).toBe(true);
    const top = await expectOk(feed(ana, '?sort=top&category=resultados-y-diarios&limit=50'));
    expect(top.findIndex((post) => post.id === liked.id)).toBeLessThan(
      top.findIndex((post) => post.id === quiet.id),
    );
    expect(top.find((post) => post.id === liked.id)?.likes).toBe(3);
    for (let index = 1; index < top.length; index += 1) {
      expect((top[index - 1] as CommunityPost).likes).toBeGreaterThanOrEqual(
        (top[index] as CommunityPost).likes,
      );
    }
    await expectOk(
      ana.call('POST', `/api/community/posts/${quiet.id}/comments`, { content: 'Reactivo el hilo.' }),
      201,
    );
    const active = await expectOk(feed(ana, '?sort=active&limit=5'));
    expect(active[0]?.id).toBe(quiet.id);
    // A top page's cursor continues the same week even if asked for with another order: refused.
    const paged = await feed(ana, '?sort=top&limit=1');
    const cursor = paged.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();
    await expectError(feed(ana, `?sort=new&cursor=${cursor}`), 400, CommunityMessages.feed.cursor);
    expect((await feed(ana, `?sort=top&limit=1&cursor=${cursor}`)).status).toBe(200);
  });

  it('names every category it shows', () => {
    expect(COMMUNITY_CATEGORIES.map((category) => category.slug)).toContain('gestion-del-riesgo');
  });
});

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { COMMUNITY_LIMITS, type CommunityPost } from '@pipcrafters/contracts';
import { isSpanishMessage } from '@pipcrafters/platform/src/testing/spanish';
import { sql } from '@pipcrafters/platform/src/testing/stack';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { CommunityMessages } from '../messages';
import {
  createPost,
  expectError,
  expectOk,
  type Member,
  newMember,
  postInput,
} from '../testing/community-api';
import { caseDataUrl, imageCases } from '../testing/fixtures';

const stack = inject('stack');
const texts = CommunityMessages.images;

/** The files the community keeps for a member (local disk under the stack's data folder). */
function storedFiles(userId: string): string[] {
  const folder = join(stack.dataDir, 'files', 'community', userId);
  return existsSync(folder) ? readdirSync(folder) : [];
}

async function attachments(userId: string): Promise<number> {
  const [row] = await sql<{ count: number }>(
    stack,
    'SELECT count(*)::int AS count FROM community.attachments WHERE owner_id = $1',
    [userId],
  );
  return row?.count ?? 0;
}

async function image(member: Member, url: string): Promise<{ response: Response; bytes: Buffer }> {
  const response = await member.client.get(url);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const dataUrl = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;

describe('a post’s image', () => {
  it('is accepted or refused as each of the 24 cases of CASES.json says, and nothing refused is stored', async () => {
    const member = await newMember(stack, 'imagenes.casos');
    const cases = imageCases();
    expect(cases).toHaveLength(24);
    const outcomes: string[] = [];
    for (const item of cases) {
      const before = { rows: await attachments(member.userId), files: storedFiles(member.userId).length };
      const answer = await member.call<CommunityPost & { message?: string }>(
        'POST',
        '/api/community/posts',
        postInput({ attachmentUrl: caseDataUrl(item) }),
      );
      if (item.expect === 'accept') {
        expect(answer.status, `${item.id}: ${answer.text.slice(0, 300)}`).toBe(201);
        expect(answer.body.attachmentUrl, item.id).toMatch(/^\/api\/community\/images\/[0-9a-f-]{36}$/);
        const { response, bytes } = await image(member, answer.body.attachmentUrl as string);
        expect(response.status, item.id).toBe(200);
        const metadata = await sharp(bytes).metadata();
        expect([metadata.format, metadata.width, metadata.height], item.id).toEqual([
          'webp',
          item.width,
          item.height,
        ]);
      } else {
        expect(
          answer.status >= 400 && answer.status < 500,
          `${item.id}: ${answer.status} ${answer.text}`,
        ).toBe(true);
        expect(isSpanishMessage(answer.body.message), `${item.id}: ${answer.text}`).toBe(true);
        expect(await attachments(member.userId), item.id).toBe(before.rows);
        expect(storedFiles(member.userId).length, item.id).toBe(before.files);
      }
      outcomes.push(`${item.id} ${answer.status}`);
    }
    // The reasons, case by case (the byte-level ones named by what the bytes are).
    expect(outcomes).toEqual([
      'valid-png 201',
      'valid-jpg 201',
      'valid-webp 201',
      'png-claimed-jpeg 400',
      'jpg-claimed-png 400',
      'png-as-text-html 400',
      'pixel-flood 413',
      'decompression-bomb 413',
      'svg-script 400',
      'svg-claimed-png 400',
      'html-as-png 400',
      'html-as-text-html 400',
      'png-magic-then-html 400',
      'polyglot-gif 400',
      'polyglot-gif-as-js 400',
      'truncated-png 400',
      'truncated-jpg 400',
      'empty-base64 400',
      'bad-base64 400',
      'svg-data-url-plain 400',
      'html-data-url-plain 400',
      'javascript-url 400',
      'remote-url 400',
      'huge-base64 413',
    ]);
  }, 120_000);

  it('says why in Spanish: the claimed type against the bytes, the size, the pixels', async () => {
    const member = await newMember(stack, 'imagenes.mensajes');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#10b981' } })
      .png()
      .toBuffer();
    const send = (url: string) =>
      member.call('POST', '/api/community/posts', postInput({ attachmentUrl: url }));
    await expectError(send(dataUrl('jpeg', png)), 400, texts.mismatch('JPEG', 'PNG'));
    await expectError(send('data:image/svg+xml;base64,PHN2Zy8+'), 400, texts.notDataUrl);
    await expectError(send('data:image/png;base64,!!!!'), 400, texts.badBase64);
    await expectError(send('data:image/png;base64,'), 400, texts.empty);
    await expectError(send(dataUrl('png', Buffer.from('<html></html>'))), 400, texts.notAnImage);
    const cases = imageCases();
    const flood = cases.find((item) => item.id === 'pixel-flood');
    await expectError(send(caseDataUrl(flood as (typeof cases)[number])), 413, texts.tooManyPixels);
    const tooBig = Buffer.concat([png, Buffer.alloc(COMMUNITY_LIMITS.imageBytes)]);
    await expectError(send(dataUrl('png', tooBig)), 413, texts.tooLarge);
  });

  it('is re-encoded without its EXIF (GPS included), and served as WebP that nothing may sniff or run', async () => {
    const member = await newMember(stack, 'imagenes.exif');
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Camara', Model: 'Secreta', Copyright: 'Privado' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '40/1 25/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '3/1 42/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const post = await createPost(member, { attachmentUrl: dataUrl('jpeg', jpeg) });
    const { response, bytes } = await image(member, post.attachmentUrl as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(bytes.includes(Buffer.from('Secreta'))).toBe(false);
    // Another member sees it too (the post is visible); an anonymous caller does not.
    const other = await newMember(stack, 'imagenes.otro');
    expect((await image(other, post.attachmentUrl as string)).response.status).toBe(200);
    expect((await fetch(`${stack.gatewayUrl}${post.attachmentUrl}`)).status).toBe(401);
  });

  it('may be a GIF, of which an animation keeps its first frame', async () => {
    const member = await newMember(stack, 'imagenes.gif');
    const frame = (colour: string) =>
      sharp({ create: { width: 20, height: 10, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
      .gif()
      .toBuffer();
    const post = await createPost(member, { attachmentUrl: dataUrl('gif', gif) });
    const { bytes } = await image(member, post.attachmentUrl as string);
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.pages ?? 1]).toEqual([
      'webp',
      20,
      10,
      1,
    ]);
  });

  it('of 5 MB goes through the gateway end to end; a larger one is a Spanish 413', async () => {
    const member = await newMember(stack, 'imagenes.grande');
    // Noise does not compress: 1600 × 1050 RGB is about 5 MB as a PNG, just under the limit.
    const noise = Buffer.alloc(1600 * 1050 * 3);
    for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 2_654_435_761) >>> 24;
    const png = await sharp(noise, { raw: { width: 1600, height: 1050, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(4.5 * 1024 * 1024);
    expect(png.length).toBeLessThanOrEqual(COMMUNITY_LIMITS.imageBytes);
    const post = await createPost(member, { attachmentUrl: dataUrl('png', png) });
    const { response, bytes } = await image(member, post.attachmentUrl as string);
    expect(response.status).toBe(200);
    expect((await sharp(bytes).metadata()).width).toBe(1600);
    const larger = Buffer.concat([png, Buffer.alloc(COMMUNITY_LIMITS.imageBytes - png.length + 1)]);
    await expectError(
      member.call('POST', '/api/community/posts', postInput({ attachmentUrl: dataUrl('png', larger) })),
      413,
      texts.tooLarge,
    );
  }, 60_000);

  it('is kept, replaced or removed by an edit, and its old file deleted', async () => {
    const member = await newMember(stack, 'imagenes.editar');
    const other = await newMember(stack, 'imagenes.ajeno');
    const png = (colour: string) =>
      sharp({ create: { width: 16, height: 16, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const post = await createPost(member, { attachmentUrl: dataUrl('png', await png('#ff0000')) });
    const foreign = await createPost(other, { attachmentUrl: dataUrl('png', await png('#00ff00')) });
    const patch = (body: Record<string, unknown>) =>
      member.call<CommunityPost>('PATCH', `/api/community/posts/${post.id}`, body);
    const kept = await expectOk(patch({ attachmentUrl: post.attachmentUrl, title: 'Con la misma imagen' }));
    expect(kept.attachmentUrl).toBe(post.attachmentUrl);
    await expectError(patch({ attachmentUrl: foreign.attachmentUrl }), 400, texts.foreign);
    await expectError(patch({ attachmentUrl: 'https://example.com/a.png' }), 400, texts.foreign);
    expect(storedFiles(member.userId)).toHaveLength(1);
    const replaced = await expectOk(patch({ attachmentUrl: dataUrl('png', await png('#0000ff')) }));
    expect(replaced.attachmentUrl).not.toBe(post.attachmentUrl);
    expect(replaced.editedAt).not.toBeNull();
    expect((await image(member, post.attachmentUrl as string)).response.status).toBe(404);
    expect(storedFiles(member.userId)).toHaveLength(1);
    const removed = await expectOk(patch({ attachmentUrl: null }));
    expect(removed.attachmentUrl).toBeNull();
    expect(storedFiles(member.userId)).toHaveLength(0);
    expect(await attachments(member.userId)).toBe(0);
    // Deleting a post deletes its image.
    expect((await other.call('DELETE', `/api/community/posts/${foreign.id}`)).status).toBe(204);
    expect(storedFiles(other.userId)).toHaveLength(0);
  });
});

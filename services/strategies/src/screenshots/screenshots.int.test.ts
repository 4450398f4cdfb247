import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type Strategy,
  type StrategyScreenshot,
} from '@pipcrafters/contracts';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { StrategiesMessages } from '../messages';
import { createStrategy, expectError, expectOk, newOwner, type Owner } from '../testing/strategies-api';

const stack = inject('stack');
const texts = StrategiesMessages.screenshots;

const png = (width = 64, height = 32) =>
  sharp({ create: { width, height, channels: 3, background: '#10b981' } })
    .png()
    .toBuffer();

/** multipart/form-data with the image in `file`, as the page's upload sends it (bearer header, no cookie). */
async function upload(user: Owner, strategyId: string, bytes: Buffer, field = 'file') {
  const form = new FormData();
  form.set(field, new Blob([new Uint8Array(bytes)]), 'captura.png');
  const response = await fetch(`${stack.gatewayUrl}/api/strategies/${strategyId}/screenshots`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: form,
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    body: JSON.parse(text) as StrategyScreenshot & { message?: string },
  };
}

/** What an `<img>` does: a plain GET of the URL, without a token or a cookie. */
const load = (url: string) => fetch(`${stack.gatewayUrl}${url}`);

const filesOf = async (userId: string) =>
  readdir(join(stack.dataDir, 'files', 'strategies', userId)).catch(() => [] as string[]);

describe('example screenshots', () => {
  it('are checked by their bytes, kept as WebP without metadata and shown through a signed, expiring link', async () => {
    const user = await newOwner(stack, 'estrategias.capturas');
    const strategy = await createStrategy(user, { name: 'Con capturas' });
    const jpeg = await sharp(await png(80, 40))
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secreto', Make: 'Camara' } })
      .toBuffer();
    const added = await upload(user, strategy.id, jpeg);
    expect(added.status, added.text).toBe(201);
    expect(added.body).toMatchObject({ id: expect.any(String), width: 80, height: 40 });
    const fromPng = await upload(user, strategy.id, await png());
    expect(fromPng.status, fromPng.text).toBe(201);

    const shown = await expectOk<Strategy>(user.call('GET', `/api/strategies/${strategy.id}`));
    expect(shown.screenshots).toEqual([added.body, fromPng.body]);
    const image = await load(added.body.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toMatch(/^private, max-age=\d+, immutable$/);
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual([
      'webp',
      80,
      40,
      undefined,
    ]);

    // The link is the key: altered, for another image, or without its signature, it opens nothing.
    const url = new URL(added.body.url, stack.gatewayUrl);
    const signature = url.searchParams.get('signature') ?? '';
    const altered = new URL(url);
    altered.searchParams.set('signature', `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
    expect(await (await load(`${altered.pathname}${altered.search}`)).json()).toMatchObject({
      statusCode: 403,
      message: texts.link,
    });
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    expect((await load(`${later.pathname}${later.search}`)).status).toBe(403);
    const other = added.body.url.replace(added.body.id, fromPng.body.id);
    expect((await load(other)).status).toBe(403);
    expect((await load(url.pathname)).status).toBe(400);
    expect((await load(`${url.pathname}?expires=1&signature=x`)).status).toBe(400);

    expect(
      (await user.call('DELETE', `/api/strategies/${strategy.id}/screenshots/${added.body.id}`)).status,
    ).toBe(204);
    expect(await (await load(added.body.url)).json()).toMatchObject({
      statusCode: 404,
      message: texts.notFound,
    });
    await expectError(
      user.call('DELETE', `/api/strategies/${strategy.id}/screenshots/${added.body.id}`),
      404,
      texts.notFound,
    );
    expect(await filesOf(user.userId)).toEqual([`${fromPng.body.id}.webp`]);
  });

  it('refuse what is not an image, a missing file, a huge picture and an eleventh example (400, 413, 409)', async () => {
    const user = await newOwner(stack, 'estrategias.capturas.malas');
    const strategy = await createStrategy(user, { name: 'Capturas malas' });
    for (const fake of [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), Buffer.from('GIF89a…')]) {
      const refused = await upload(user, strategy.id, fake);
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body).toMatchObject({ message: texts.notAnImage, error: texts.notAnImage });
    }
    const noFile = await upload(user, strategy.id, await png(), 'imagen');
    expect(noFile.status, noFile.text).toBe(400);
    const json = await user.call('POST', `/api/strategies/${strategy.id}/screenshots`, { file: 'x' });
    expect(json.status, json.text).toBe(400);
    expect(json.body).toMatchObject({ message: texts.file });
    const huge = await upload(user, strategy.id, await png(7000, 7000));
    expect(huge.status, huge.text).toBe(413);
    expect(huge.body.message).toBe(texts.tooManyPixels);

    const image = await png(16, 16);
    for (let index = 0; index < 10; index++) {
      expect((await upload(user, strategy.id, image)).status).toBe(201);
    }
    const eleventh = await upload(user, strategy.id, image);
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toBe(texts.tooMany(10));
    expect(await filesOf(user.userId)).toHaveLength(10);
  });

  it('belong to their strategy’s owner: copied with a duplicate, forgotten with a deletion, out of reach of others', async () => {
    const [ana, beto] = await Promise.all([
      newOwner(stack, 'estrategias.capturas.ana'),
      newOwner(stack, 'estrategias.capturas.beto'),
    ]);
    const strategy = await createStrategy(ana, { name: 'Capturas de Ana' });
    const mine = await upload(ana, strategy.id, await png());
    expect(mine.status).toBe(201);
    const refused = await upload(beto, strategy.id, await png());
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(StrategiesMessages.strategies.notFound);
    await expectError(
      beto.call('DELETE', `/api/strategies/${strategy.id}/screenshots/${mine.body.id}`),
      404,
      texts.notFound,
    );

    const copy = await expectOk<Strategy>(ana.call('POST', `/api/strategies/${strategy.id}/duplicate`), 201);
    expect(copy.screenshots).toHaveLength(1);
    expect(copy.screenshots[0]?.id).not.toBe(mine.body.id);
    expect((await load(copy.screenshots[0]?.url ?? '')).status).toBe(200);
    expect(await filesOf(ana.userId)).toHaveLength(2);

    expect((await ana.call('DELETE', `/api/strategies/${strategy.id}`)).status).toBe(204);
    expect((await load(mine.body.url)).status).toBe(404);
    expect(await filesOf(ana.userId)).toEqual([`${copy.screenshots[0]?.id}.webp`]);
    expect((await load(copy.screenshots[0]?.url ?? '')).status).toBe(200);
  });
});

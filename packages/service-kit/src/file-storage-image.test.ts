import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanImage } from './file-storage-image';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#10b981' } })
    .png()
    .toBuffer();

describe('cleanImage', () => {
  it('re-encodes a PNG or JPEG as WebP without its metadata', async () => {
    const jpeg = await sharp(await png(64, 32))
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secreto', Make: 'Camara' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const cleaned = await cleanImage(jpeg);
    if (!cleaned.ok) throw new Error(cleaned.problem);
    const metadata = await sharp(cleaned.image).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect([cleaned.width, cleaned.height]).toEqual([64, 32]);
  });

  it('shrinks what is larger than the side asked for, and refuses what is not a PNG, JPEG or WebP image', async () => {
    const big = await cleanImage(await png(3000, 1000));
    expect(big.ok && [big.width, big.height]).toEqual([2560, 853]);
    const small = await cleanImage(await png(400, 100), 200);
    expect(small.ok && [small.width, small.height]).toEqual([200, 50]);
    expect(await cleanImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({
      ok: false,
      problem: 'not-an-image',
    });
    expect(await cleanImage(Buffer.from('GIF89a'))).toEqual({ ok: false, problem: 'not-an-image' });
    const gif = await sharp(await png(4, 4))
      .gif()
      .toBuffer();
    expect(await cleanImage(gif)).toEqual({ ok: false, problem: 'not-an-image' });
    const truncated = (await png(200, 200)).subarray(0, 60);
    expect((await cleanImage(truncated)).ok).toBe(false);
  });

  it('takes a GIF only when asked to, keeping the first frame of an animation as a still WebP', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#ff0000'), await frame('#0000ff')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    expect(await cleanImage(animated)).toEqual({ ok: false, problem: 'not-an-image' });
    const cleaned = await cleanImage(animated, 2560, { accept: ['png', 'jpeg', 'webp', 'gif'] });
    if (!cleaned.ok) throw new Error(cleaned.problem);
    expect([cleaned.width, cleaned.height]).toEqual([40, 30]);
    const metadata = await sharp(cleaned.image).metadata();
    expect([metadata.format, metadata.pages ?? 1]).toEqual(['webp', 1]);
    const [red] = (await sharp(cleaned.image).stats()).channels;
    expect(red?.mean).toBeGreaterThan(250);
    // A GIF header with no frame behind it (a GIF/JavaScript polyglot) is not an image either way.
    const polyglot = Buffer.from('GIF89a/*\x0a\x00\x00\x00*/=alert(1);', 'latin1');
    expect(await cleanImage(polyglot, 2560, { accept: ['gif'] })).toEqual({
      ok: false,
      problem: 'not-an-image',
    });
  });

  it('refuses a decompression bomb before decoding it', async () => {
    // A PNG header claiming 100 000 × 100 000 pixels (10 gigapixels) with almost no data behind it.
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(100_000, 0);
    header.writeUInt32BE(100_000, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(1000))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(await cleanImage(bomb)).toEqual({ ok: false, problem: 'too-many-pixels' });
  });
});

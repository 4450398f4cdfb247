import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type FileStorage,
  FileStorageEnv,
  fileStorageFor,
  LocalDiskStorage,
  S3Storage,
} from './file-storage';

const root = mkdtempSync(join(tmpdir(), 'pipcrafters-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const OWNER = '0b7c6f3e-5a8d-4c1e-9f2a-7d3b1e6c4a90';
const FILE = '7d3b1e6c-4a90-4c1e-9f2a-0b7c6f3e5a8d';

describe('file storage', () => {
  it('keeps, reads and forgets a file on local disk', async () => {
    const storage: FileStorage = new LocalDiskStorage(root);
    const key = `${OWNER}/${FILE}.webp`;
    await storage.put(key, Buffer.from('imagen'), 'image/webp');
    expect((await storage.get(key))?.toString()).toBe('imagen');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('refuses a key it did not make (a path that could leave its folder)', async () => {
    const storage: FileStorage = new LocalDiskStorage(root);
    for (const key of ['../secreto.webp', `${OWNER}/../../x.webp`, `${OWNER}/${FILE}.svg`, 'a/b.webp']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/no válida/);
    }
  });

  it('gives each service its own folder of the disk, or of the bucket', async () => {
    const env = Object.assign(new FileStorageEnv(), { FILES_DIR: root });
    const own = fileStorageFor(env, 'strategies');
    expect(own).toBeInstanceOf(LocalDiskStorage);
    await own.put(`${OWNER}/${FILE}.webp`, Buffer.from('x'), 'image/webp');
    expect(await readdir(join(root, 'strategies', OWNER))).toEqual([`${FILE}.webp`]);
    const s3 = fileStorageFor(
      Object.assign(new FileStorageEnv(), {
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_BUCKET: 'pipcrafters',
        S3_ACCESS_KEY: 'clave',
        S3_SECRET_KEY: 'secreto',
      }),
      'strategies',
    );
    expect(s3).toBeInstanceOf(S3Storage);
    expect((s3 as unknown as { settings: { prefix?: string } }).settings.prefix).toBe('strategies/');
  });
});

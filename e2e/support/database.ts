import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { throwawayPlatformFileName } from '@pipcrafters/platform/src/testing/throwaway-file';
import pg from 'pg';

/**
 * Runs SQL on the database of the platform behind `baseURL` (its `serve-throwaway` writes where it is), for what a
 * browser cannot do itself, such as bringing a deadline closer.
 */
export async function sql<T>(baseURL: string, text: string, values: unknown[] = []): Promise<T[]> {
  const { databaseUrl } = JSON.parse(
    readFileSync(
      resolve(__dirname, '../../.tmp', throwawayPlatformFileName(Number(new URL(baseURL).port))),
      'utf8',
    ),
  ) as { databaseUrl: string };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

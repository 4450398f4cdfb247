import { isUUID } from 'class-validator';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { STABLE_UUID_SQL } from './seed-scale.js';

describe("the scale seed's stable ids", () => {
  it('are version-4 UUIDs as the services check them, distinct, and the same on every run', async () => {
    const db = new pg.Client({ connectionString: inject('stack').databaseUrl });
    await db.connect();
    try {
      await db.query(STABLE_UUID_SQL);
      const ids = async () =>
        (
          await db.query<{ id: string }>(
            `SELECT pg_temp.stable_uuid('pipcrafters-escala-' || n) AS id FROM generate_series(1, 10000) n`,
          )
        ).rows.map((row) => row.id);
      const first = await ids();
      // What the journal's sign-in preparation checks before computing a user's figures (session-figures.consumer).
      expect(first.filter((id) => !isUUID(id))).toEqual([]);
      expect(first.filter((id) => !isUUID(id, '4'))).toEqual([]);
      expect(new Set(first).size).toBe(10_000);
      expect(await ids()).toEqual(first);
      // A bare MD5 cast to uuid, as the seed made them before, is not one for most users.
      const { rows } = await db.query<{ id: string }>(
        `SELECT md5('pipcrafters-escala-' || n)::uuid::text AS id FROM generate_series(1, 100) n`,
      );
      expect(rows.filter((row) => !isUUID(row.id)).length).toBeGreaterThan(50);
    } finally {
      await db.end();
    }
  });
});

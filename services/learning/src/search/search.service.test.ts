import type { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import type { CourseService } from '../course/course.service';
import { SearchService } from './search.service';

/** A data source that answers the two search statements and counts them; `fail` makes the next ones throw. */
function fakeDataSource() {
  const state = { statements: 0, fail: false };
  const dataSource = {
    getRepository: () => ({ metadata: { tablePath: 'learning.table' } }),
    query: async (sql: string) => {
      state.statements += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (state.fail) throw new Error('conexión perdida');
      return sql.includes('ts_headline') ? [{ id: 'l1', headline: 'un pip' }] : [{ id: 'g1' }];
    },
  } as unknown as DataSource;
  return { dataSource, state };
}

const course = {
  catalog: {
    lesson: (id: string) => (id === 'l1' ? { id, title: 'Qué es un pip', moduleId: 'm1' } : undefined),
    module: (id: string) => (id === 'm1' ? { id, title: 'Fundamentos' } : undefined),
    glossary: (ids: string[]) => ids.map((id) => ({ id, term: 'Pip' })),
  },
} as unknown as CourseService;

describe('the course search', () => {
  it('keeps each query’s answer: the same query again, or at the same time, sends no new statement', async () => {
    const { dataSource, state } = fakeDataSource();
    const search = new SearchService(dataSource, course);
    const [first, together] = await Promise.all([search.search('pip'), search.search('pip')]);
    expect(state.statements).toBe(2);
    expect(together).toBe(first);
    expect(first.results).toEqual([
      expect.objectContaining({ lessonId: 'l1', title: 'Qué es un pip', moduleTitle: 'Fundamentos' }),
    ]);
    expect(await search.search('pip')).toBe(first);
    expect(state.statements).toBe(2);
    // Another query is its own answer.
    expect((await search.search('spread')).query).toBe('spread');
    expect(state.statements).toBe(4);
  });

  it('does not keep a failed search: the next one asks the database again', async () => {
    const { dataSource, state } = fakeDataSource();
    const search = new SearchService(dataSource, course);
    state.fail = true;
    await expect(search.search('pip')).rejects.toThrow('conexión perdida');
    state.fail = false;
    expect((await search.search('pip')).terms).toHaveLength(1);
    expect(state.statements).toBe(4);
  });
});

import { describe, expect, it } from 'vitest';
import { nextSort } from './UsersTable';

describe('a click on a sortable header of Panel Admin', () => {
  it('sorts by that column ascending, then descending, then goes back to the server’s default', () => {
    expect(nextSort('email', { field: 'createdAt', order: 'desc' })).toEqual({
      field: 'email',
      order: 'asc',
    });
    expect(nextSort('email', { field: 'email', order: 'asc' })).toEqual({ field: 'email', order: 'desc' });
    expect(nextSort('email', { field: 'email', order: 'desc' })).toBeNull();
  });
});

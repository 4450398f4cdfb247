import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('names the community pages', () => {
    expect(pageTitle('/community/new')).toBe('Nuevo Post');
    expect(pageTitle('/community/42')).toBe('Post');
    expect(pageTitle('/community/42/')).toBe('Post');
    expect(pageTitle('/community/42/edit')).toBe('Editar Post');
  });

  it('falls back to the product name', () => {
    expect(pageTitle('/')).toBe('PipCrafters');
    expect(pageTitle('/community')).toBe('PipCrafters');
    expect(pageTitle('/aprende')).toBe('PipCrafters');
    expect(pageTitle('/admin/requests')).toBe('PipCrafters');
  });
});

import { describe, expect, it } from 'vitest';
import { activeNavKey, visibleSections } from './navigation';

describe('navigation', () => {
  it('shows the Admin group to admins only', () => {
    expect(visibleSections(false).map((s) => s.title)).toEqual(['Principal', 'Recursos']);
    expect(visibleSections(true).map((s) => s.title)).toEqual(['Principal', 'Recursos', 'Admin']);
  });

  it('highlights the item owning the current path', () => {
    expect(activeNavKey('/')).toBe('terminal');
    expect(activeNavKey('/dashboard')).toBe('terminal');
    expect(activeNavKey('/aprende/lesson/3')).toBe('aprende');
    expect(activeNavKey('/community/12/edit')).toBe('community');
    expect(activeNavKey('/admin')).toBe('admin');
    expect(activeNavKey('/admin/requests')).toBe('admin-requests');
    expect(activeNavKey('/aprendedor')).toBeUndefined();
    expect(activeNavKey('/profile')).toBeUndefined();
  });
});

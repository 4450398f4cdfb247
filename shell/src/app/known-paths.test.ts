import { remoteForPath } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { isKnownProtectedPath } from './known-paths';

describe('route ownership', () => {
  it('sends each area to the remote that owns it', () => {
    expect(remoteForPath('/aprende/lesson/7')?.name).toBe('learning');
    expect(remoteForPath('/models/content-agency')?.name).toBe('learning');
    expect(remoteForPath('/tests/trades')?.name).toBe('journal');
    expect(remoteForPath('/estrategias/3/edit')?.name).toBe('strategies');
    expect(remoteForPath('/community/new')?.name).toBe('community');
    expect(remoteForPath('/financehub')?.name).toBe('finance');
    expect(remoteForPath('/admin/requests')?.name).toBe('admin');
    expect(remoteForPath('/aprendemos')).toBeUndefined();
    expect(remoteForPath('/profile')).toBeUndefined();
  });

  it('knows which paths are product pages', () => {
    expect(isKnownProtectedPath('/dashboard')).toBe(true);
    expect(isKnownProtectedPath('/profile')).toBe(true);
    expect(isKnownProtectedPath('/misiones/temporal')).toBe(true);
    expect(isKnownProtectedPath('/no-existe')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { resolveService } from './route-resolution';

describe('resolveService', () => {
  it('finds the owning service of public paths', () => {
    for (const path of [
      '/api/auth/login',
      '/api/auth',
      '/api/user',
      '/api/admin/users/1',
      '/api/admin/requests',
    ]) {
      expect(resolveService(path)?.name).toBe('identity');
    }
  });

  it('knows nothing of unknown or merely similar paths', () => {
    for (const path of ['/api/nope', '/api/users', '/api/authx', '/api/admin/other', '/api', '/']) {
      expect(resolveService(path)).toBeUndefined();
    }
  });

  it('never resolves internal paths or paths that could escape their prefix', () => {
    for (const path of [
      '/internal/sessions/1',
      '/api/auth/../../internal/sessions/1',
      '/api/auth/%2e%2e/%2e%2e/internal/sessions/1',
      '/api/auth/..%2Finternal',
      '/api/user/.',
      '/api/user\\..\\internal',
    ]) {
      expect(resolveService(path)).toBeUndefined();
    }
  });
});

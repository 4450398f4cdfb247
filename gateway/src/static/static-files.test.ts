import { describe, expect, it } from 'vitest';
import { cacheControlFor, isSpaPath } from './static-files';

describe('cacheControlFor', () => {
  it('revalidates entry points on every load', () => {
    for (const file of ['/x/mf-manifest.json', '/x/remoteEntry.js', '/x/index.html', '/x/favicon.svg']) {
      expect(cacheControlFor(file)).toBe('no-cache');
    }
  });

  it('caches content-hashed chunks for good', () => {
    expect(cacheControlFor('/x/static/js/main.1a2b3c4d.js')).toContain('immutable');
    expect(cacheControlFor('/x/static/css/245.0f9e8d7c.css')).toContain('immutable');
  });
});

describe('isSpaPath', () => {
  it('answers page routes and leaves the API, remotes and socket.io alone', () => {
    expect(isSpaPath('/')).toBe(true);
    expect(isSpaPath('/aprende/lesson/3')).toBe(true);
    expect(isSpaPath('/apiary')).toBe(true);
    expect(isSpaPath('/api')).toBe(false);
    expect(isSpaPath('/api/user')).toBe(false);
    expect(isSpaPath('/remotes/learning/x.js')).toBe(false);
    expect(isSpaPath('/socket.io/')).toBe(false);
  });
});

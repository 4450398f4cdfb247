import { describe, expect, it } from 'vitest';
import { internalLink } from './NotificationList';

describe('internalLink', () => {
  it('keeps a path inside the app', () => {
    expect(internalLink('/community/0b9d6a4e-2f7d-4a8f-9d3e-1c2b3a4d5e6f')).toBe(
      '/community/0b9d6a4e-2f7d-4a8f-9d3e-1c2b3a4d5e6f',
    );
  });

  it('refuses anything that could leave the app', () => {
    for (const link of [
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(internalLink(link), String(link)).toBeNull();
    }
  });
});

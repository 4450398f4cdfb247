import { describe, expect, it } from 'vitest';
import { Messages, payloadTooLargeMessage } from './errors';

describe('payloadTooLargeMessage', () => {
  it('is the one 413 text, naming the limit that was passed', () => {
    expect(payloadTooLargeMessage()).toBe(Messages.payloadTooLarge);
    expect(payloadTooLargeMessage(1024 * 1024)).toBe('La petición es demasiado grande (máximo 1 MB).');
    expect(payloadTooLargeMessage(10 * 1024)).toBe('La petición es demasiado grande (máximo 10 KB).');
    expect(payloadTooLargeMessage(1.5 * 1024 * 1024)).toBe(
      'La petición es demasiado grande (máximo 1,5 MB).',
    );
  });
});

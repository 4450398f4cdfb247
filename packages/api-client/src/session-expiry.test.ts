import { describe, expect, it } from 'vitest';
import { sessionExpiringSoon } from './session-expiry';

const NOW_MS = 1_760_000_000_000;
const nowSeconds = NOW_MS / 1000;

describe('sessionExpiringSoon', () => {
  it('is false without the session cookie', () => {
    expect(sessionExpiringSoon('', NOW_MS)).toBe(false);
    expect(sessionExpiringSoon('tema=oscuro; otra=1', NOW_MS)).toBe(false);
  });

  it('is true within the 5-minute threshold or already expired', () => {
    expect(sessionExpiringSoon(`pc_session=${nowSeconds + 299}`, NOW_MS)).toBe(true);
    expect(sessionExpiringSoon(`tema=oscuro; pc_session=${nowSeconds - 10}`, NOW_MS)).toBe(true);
  });

  it('is false from the threshold on', () => {
    expect(sessionExpiringSoon(`pc_session=${nowSeconds + 300}`, NOW_MS)).toBe(false);
    expect(sessionExpiringSoon(`a=1;pc_session=${nowSeconds + 900}; b=2`, NOW_MS)).toBe(false);
  });

  it.each(['', 'abc', '0', '-5', '1.5', '12abc', ' '])(
    'treats %j as undecodable, so expiring soon',
    (value) => {
      expect(sessionExpiringSoon(`pc_session=${value}`, NOW_MS)).toBe(true);
    },
  );

  it('does not mistake a cookie whose name only ends like it', () => {
    expect(sessionExpiringSoon('xpc_session=1', NOW_MS)).toBe(false);
  });
});

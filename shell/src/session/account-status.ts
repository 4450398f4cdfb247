import { type ErrorCode, Messages, type UserStatus } from '@pipcrafters/contracts';

/** The Spanish explanation for an account that may not use the platform, or null when it may. */
export function blockedMessageFor(status: UserStatus): string | null {
  if (status === 'REJECTED') return Messages.accountRejected;
  if (status === 'SUSPENDED') return Messages.accountSuspended;
  return null;
}

export function statusFromBlockCode(code: ErrorCode): UserStatus | null {
  if (code === 'ACCOUNT_PENDING') return 'PENDING';
  if (code === 'ACCOUNT_REJECTED') return 'REJECTED';
  if (code === 'ACCOUNT_SUSPENDED') return 'SUSPENDED';
  return null;
}

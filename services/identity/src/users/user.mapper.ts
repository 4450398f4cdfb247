import type { AdminUser, PublicUser, ThemePreference } from '@pipcrafters/contracts';
import { isIanaTimeZone } from './time-zone';
import type { UserEntity } from './user.entity';

const THEMES: readonly ThemePreference[] = ['dark', 'light', 'auto'];

/** The stored time zone as clients see it: null until one is set, and for anything this runtime cannot use. */
export function storedTimeZone(user: UserEntity): string | null {
  const timeZone = user.preferences?.timeZone;
  return isIanaTimeZone(timeZone) ? timeZone : null;
}

export function toPublicUser(user: UserEntity): PublicUser {
  const theme = user.preferences?.theme;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    status: user.status,
    roles: [...user.roles],
    preferences: { theme: theme && THEMES.includes(theme) ? theme : 'dark', timeZone: storedTimeZone(user) },
    createdAt: user.createdAt.toISOString(),
  };
}

export function toAdminUser(user: UserEntity): AdminUser {
  return {
    ...toPublicUser(user),
    reviewedAt: user.reviewedAt ? user.reviewedAt.toISOString() : null,
    rejectionReason: user.rejectionReason,
    updatedAt: user.updatedAt.toISOString(),
  };
}

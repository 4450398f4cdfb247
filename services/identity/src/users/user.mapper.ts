import type { AdminUser, PublicUser, ThemePreference } from '@pipcrafters/contracts';
import type { UserEntity } from './user.entity';

const THEMES: readonly ThemePreference[] = ['dark', 'light', 'auto'];

export function toPublicUser(user: UserEntity): PublicUser {
  const theme = user.preferences?.theme;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    status: user.status,
    roles: [...user.roles],
    preferences: { theme: theme && THEMES.includes(theme) ? theme : 'dark' },
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

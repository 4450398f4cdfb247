import type { UserPreferences } from './auth';

/** PATCH /api/user → AuthResponse ({ user }). */
export interface UpdateUserRequest {
  firstName?: string;
  lastName?: string;
  preferences?: Partial<UserPreferences>;
}

/**
 * POST /api/user/password → 204. The new password follows the password policy; every other session of the user
 * ends, the one that asked stays signed in.
 */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** GET /api/xp/profile (progress service). */
export interface XpProfile {
  userId: string;
  xpTotal: number;
  unlockedBadges: string[];
}

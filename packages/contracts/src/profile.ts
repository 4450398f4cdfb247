import type { UserPreferences } from './auth';

/** PATCH /api/user → AuthResponse ({ user }). */
export interface UpdateUserRequest {
  firstName?: string;
  lastName?: string;
  preferences?: Partial<UserPreferences>;
}

/** GET /api/xp/profile (progress service). */
export interface XpProfile {
  userId: string;
  xpTotal: number;
  unlockedBadges: string[];
}

export const USER_STATUSES = ['PENDING', 'ACTIVE', 'REJECTED', 'SUSPENDED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const ROLES = ['USER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export type ThemePreference = 'dark' | 'light' | 'auto';

export interface UserPreferences {
  theme: ThemePreference;
  /** IANA time zone ("Europe/Madrid") days are counted in; null until set (the shell saves the browser's). */
  timeZone: string | null;
}

/** The user as every client sees it (never the password hash or tokens). */
export interface PublicUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: UserStatus;
  roles: Role[];
  preferences: UserPreferences;
  createdAt: string;
}

/** What an admin sees of a user: the public user plus review metadata. */
export interface AdminUser extends PublicUser {
  reviewedAt: string | null;
  rejectionReason: string | null;
  updatedAt: string;
}

export interface RegisterRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface AuthResponse {
  user: PublicUser;
}

export interface RefreshResponse {
  accessToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
}

/** Every paged list: 20 items unless asked, at most 100. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface RejectRequest {
  reason?: string;
}

/** Access tokens: short-lived RS256 JWTs issued by identity and verified by the gateway. */
export const ACCESS_TOKEN_ISSUER = 'pipcrafters-identity';
export const ACCESS_TOKEN_AUDIENCE = 'pipcrafters-api';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const ACCESS_TOKEN_ALGORITHM = 'RS256';

/** Refresh tokens: opaque, httpOnly cookie only, rotated on every use. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export const ACCESS_COOKIE = 'pc_access';
export const REFRESH_COOKIE = 'pc_refresh';
/** The refresh cookie is only ever sent to the auth endpoints. */
export const REFRESH_COOKIE_PATH = '/api/auth';
/**
 * Readable by scripts: holds only the access token's expiry (epoch seconds, the JWT's `exp`), never a secret, so
 * the browser can refresh before the httpOnly access cookie expires.
 */
export const SESSION_EXPIRY_COOKIE = 'pc_session';
/** A token expiring within this many seconds (or whose expiry cannot be read) is refreshed before the next call. */
export const ACCESS_TOKEN_REFRESH_THRESHOLD_SECONDS = 5 * 60;

export interface AccessTokenClaims {
  sub: string;
  email: string;
  roles: Role[];
  status: UserStatus;
  /** Refresh-token family the access token was issued with; revoking it ends the session. */
  sid: string;
}

import { SetMetadata } from '@nestjs/common';
import type { Role } from '@pipcrafters/contracts';

export const IS_PUBLIC = 'gateway:public';
export const ROLES = 'gateway:roles';
export const ANY_ACCOUNT_STATUS = 'gateway:any-account-status';

/** No signed-in user needed; the request is forwarded with an anonymous identity. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
/** The signed-in user needs one of these roles (fresh from identity, not from the token). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);
/** A signed-in user whose account is pending, rejected or suspended may still call this route. */
export const AnyAccountStatus = () => SetMetadata(ANY_ACCOUNT_STATUS, true);

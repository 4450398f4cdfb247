import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { ErrorCode, Messages } from '@pipcrafters/contracts';
import { ApiException, type RequestWithIdentity } from '@pipcrafters/service-kit';
import { UsersService } from './users.service';

/**
 * The gateway's identity says what the roles were when the access token was issued (up to 15 minutes ago);
 * admin actions check the account as it is now, so a removed or suspended admin loses access at once.
 */
@Injectable()
export class AdminActorGuard implements CanActivate {
  constructor(private readonly users: UsersService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const userId = context.switchToHttp().getRequest<RequestWithIdentity>().identity?.userId;
    const actor = userId ? await this.users.findById(userId) : null;
    if (actor?.status !== 'ACTIVE' || !actor.roles.includes('ADMIN')) {
      throw new ApiException(403, ErrorCode.ADMIN_REQUIRED, Messages.adminRequired);
    }
    return true;
  }
}

import { Body, Controller, Get, Patch } from '@nestjs/common';
import { type AuthResponse, ErrorCode, Messages } from '@pipcrafters/contracts';
import { ApiException, CurrentIdentity, type Identity } from '@pipcrafters/service-kit';
import { UpdateUserDto } from './dto/update-user.dto';
import { toPublicUser } from './user.mapper';
import { UsersService } from './users.service';

@Controller('api/user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  async current(@CurrentIdentity() identity: Identity): Promise<AuthResponse> {
    const user = identity.userId ? await this.users.findById(identity.userId) : null;
    if (!user) throw new ApiException(401, ErrorCode.UNAUTHENTICATED, Messages.unauthenticated);
    return { user: toPublicUser(user) };
  }

  @Patch()
  async update(@CurrentIdentity() identity: Identity, @Body() changes: UpdateUserDto): Promise<AuthResponse> {
    const user = identity.userId ? await this.users.updateProfile(identity.userId, changes) : null;
    if (!user) throw new ApiException(401, ErrorCode.UNAUTHENTICATED, Messages.unauthenticated);
    return { user: toPublicUser(user) };
  }
}

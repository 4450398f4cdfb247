import { Body, Controller, Get, Patch } from '@nestjs/common';
import { type AuthResponse, ErrorCode, Messages } from '@pipcrafters/contracts';
import { ApiException, CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { UpdateUserDto } from './dto/update-user.dto';
import { toPublicUser } from './user.mapper';
import { UsersService } from './users.service';

@Controller('api/user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  async current(@CurrentUser() caller: SignedInUser): Promise<AuthResponse> {
    const user = await this.users.publicUser(caller.userId);
    if (!user) throw new ApiException(401, ErrorCode.UNAUTHENTICATED, Messages.unauthenticated);
    return { user };
  }

  @Patch()
  async update(@CurrentUser() caller: SignedInUser, @Body() changes: UpdateUserDto): Promise<AuthResponse> {
    const user = await this.users.updateProfile(caller.userId, changes);
    if (!user) throw new ApiException(401, ErrorCode.UNAUTHENTICATED, Messages.unauthenticated);
    return { user: toPublicUser(user) };
  }
}

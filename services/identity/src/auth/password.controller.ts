import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { AuthService } from './auth.service';
import { ChangePasswordDto } from './dto/change-password.dto';

/** The signed-in user's own password (under /api/user, with the profile; the credential logic is auth's). */
@Controller('api/user/password')
export class PasswordController {
  constructor(private readonly auth: AuthService) {}

  @Post()
  @HttpCode(204)
  async change(@CurrentUser() user: SignedInUser, @Body() body: ChangePasswordDto): Promise<void> {
    await this.auth.changePassword(user, body);
  }
}

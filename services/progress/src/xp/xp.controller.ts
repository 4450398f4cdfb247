import { Controller, Get } from '@nestjs/common';
import type { XpProfile } from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { XpService } from './xp.service';

@Controller('api/xp')
export class XpController {
  constructor(private readonly xp: XpService) {}

  @Get('profile')
  profile(@CurrentUser() user: SignedInUser): Promise<XpProfile> {
    return this.xp.profile(user.userId);
  }
}

import { Controller, Get } from '@nestjs/common';
import type { XpProfile } from '@pipcrafters/contracts';
import { CurrentIdentity, type Identity } from '@pipcrafters/service-kit';
import { XpService } from './xp.service';

@Controller('api/xp')
export class XpController {
  constructor(private readonly xp: XpService) {}

  @Get('profile')
  profile(@CurrentIdentity() identity: Identity): Promise<XpProfile> {
    return this.xp.profile(identity.userId as string);
  }
}

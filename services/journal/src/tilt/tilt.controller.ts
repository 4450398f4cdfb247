import { Controller, Get } from '@nestjs/common';
import type { TiltMeter } from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { TiltService } from './tilt.service';

@Controller('api/journal')
export class TiltController {
  constructor(private readonly tilt: TiltService) {}

  /**
   * The tilt meter of the signed-in user's own trades (the last 24 hours against their last 90 days). MindCrafter
   * asks for it as the user, and only once the user has consented.
   */
  @Get('tilt')
  meter(@CurrentUser() user: SignedInUser): Promise<TiltMeter> {
    return this.tilt.meter(user.userId);
  }
}

import { Controller, Get } from '@nestjs/common';
import type { Badge } from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { BadgesService } from './badges.service';

@Controller('api/xp/badges')
export class BadgesController {
  constructor(private readonly badges: BadgesService) {}

  @Get()
  gallery(@CurrentUser() user: SignedInUser): Promise<Badge[]> {
    return this.badges.gallery(user.userId);
  }
}

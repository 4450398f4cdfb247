import { Controller, Get } from '@nestjs/common';
import type { Recommendation } from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { RecommendationsService } from './recommendations.service';

@Controller('api/recommendations')
export class RecommendationsController {
  constructor(private readonly recommendations: RecommendationsService) {}

  @Get()
  list(@CurrentUser() user: SignedInUser): Promise<Recommendation[]> {
    return this.recommendations.forUser(user);
  }
}

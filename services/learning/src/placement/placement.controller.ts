import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import type { PlacementResult, PlacementTest } from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { QuizAttemptDto } from '../lessons/dto/quiz-attempt.dto';
import { PlacementService } from './placement.service';

@Controller('api/learning/placement')
export class PlacementController {
  constructor(private readonly placement: PlacementService) {}

  @Get()
  test(@CurrentUser() user: SignedInUser): Promise<PlacementTest> {
    return this.placement.test(user.userId);
  }

  @Post('attempts')
  @HttpCode(201)
  attempt(@CurrentUser() user: SignedInUser, @Body() body: QuizAttemptDto): Promise<PlacementResult> {
    return this.placement.attempt(user.userId, body.answers);
  }
}

import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { ReviewAnswerResult, ReviewQueue } from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { AnswerDto } from '../lessons/dto/quiz-attempt.dto';
import { ReviewService } from './review.service';

@Controller('api/learning/review')
export class ReviewController {
  constructor(private readonly review: ReviewService) {}

  @Get()
  queue(@CurrentUser() user: SignedInUser): Promise<ReviewQueue> {
    return this.review.queue(user.userId);
  }

  @Post(':questionId')
  @HttpCode(200)
  answer(
    @CurrentUser() user: SignedInUser,
    @Param('questionId') questionId: string,
    @Body() body: AnswerDto,
  ): Promise<ReviewAnswerResult> {
    return this.review.answer(user.userId, questionId, body);
  }
}

import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { LessonCompletion, LessonDetail, QuizAttemptResult } from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { QuizAttemptDto } from './dto/quiz-attempt.dto';
import { LessonsService } from './lessons.service';

@Controller('api/learning/lessons')
export class LessonsController {
  constructor(private readonly lessons: LessonsService) {}

  /** The lesson and its quiz without answers; opening it marks it "en curso" for the caller. */
  @Get(':id')
  open(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<LessonDetail> {
    return this.lessons.open(user.userId, id);
  }

  @Post(':id/complete')
  @HttpCode(200)
  complete(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<LessonCompletion> {
    return this.lessons.complete(user.userId, id);
  }

  @Post(':id/quiz/attempts')
  @HttpCode(201)
  attempt(
    @CurrentUser() user: SignedInUser,
    @Param('id') id: string,
    @Body() body: QuizAttemptDto,
  ): Promise<QuizAttemptResult> {
    return this.lessons.attempt(user.userId, id, body.answers);
  }
}

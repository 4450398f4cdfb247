import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ErrorCode,
  REVEAL_FROM_ATTEMPT,
  REVIEW_SESSION_SIZE,
  type ReviewAnswerResult,
  type ReviewQueue,
} from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { ApiException } from '@pipcrafters/service-kit';
import { DataSource, In, LessThanOrEqual, MoreThan } from 'typeorm';
import { CourseService } from '../course/course.service';
import type { AnswerDto } from '../lessons/dto/quiz-attempt.dto';
import { answerProblem, feedbackFor, isCorrect, revealedAnswer } from '../lessons/grading';
import { LessonProgressEntity, ReviewCardEntity } from '../lessons/learner.entities';
import { publicQuestion } from '../lessons/lessons.service';
import { LearningMessages } from '../messages';
import { afterReview } from './leitner';

const dateFormat = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** The caller's spaced-repetition queue: due cards one by one, Leitner boxes (REVIEW_INTERVAL_DAYS). */
@Injectable()
export class ReviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly course: CourseService,
    private readonly bus: EventBus,
  ) {}

  async queue(userId: string): Promise<ReviewQueue> {
    const now = new Date();
    const cards = this.dataSource.getRepository(ReviewCardEntity);
    const live = this.liveQuestionIds();
    const due = await cards.find({
      where: { userId, dueAt: LessThanOrEqual(now), questionId: In(live) },
      order: { dueAt: 'ASC', questionId: 'ASC' },
    });
    const next = await cards.findOne({
      where: { userId, dueAt: MoreThan(now), questionId: In(live) },
      order: { dueAt: 'ASC' },
    });
    return {
      due: due.length,
      cards: due.slice(0, REVIEW_SESSION_SIZE).flatMap((card) => {
        const question = this.course.catalog.question(card.questionId);
        const lesson = question && this.course.catalog.lesson(question.lessonId);
        if (!question || !lesson) return [];
        const seed = `${userId}:review:${card.reviews}`;
        return [
          {
            ...publicQuestion(question, seed),
            lessonId: lesson.id,
            lessonTitle: lesson.title,
            box: card.box,
            dueAt: card.dueAt.toISOString(),
          },
        ];
      }),
      nextDueAt: next ? next.dueAt.toISOString() : null,
    };
  }

  private liveQuestionIds(): string[] {
    return this.course.catalog
      .allLessons()
      .flatMap((lesson) => lesson.questions.map((question) => question.id));
  }

  /**
   * Grades a due card and moves it between boxes. The right answer is shown under the quiz's own rule: only once
   * its quiz is passed or tried three times, so the review queue never hands out a quiz's answers.
   */
  async answer(userId: string, questionId: string, answer: AnswerDto): Promise<ReviewAnswerResult> {
    const question = this.course.catalog.question(questionId);
    if (!question) throw new ApiException(404, ErrorCode.NOT_FOUND, LearningMessages.notFound.reviewCard);
    return this.dataSource.transaction(async (manager) => {
      const cards = manager.getRepository(ReviewCardEntity);
      const card = await cards.findOne({
        where: { userId, questionId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!card) throw new ApiException(404, ErrorCode.NOT_FOUND, LearningMessages.notFound.reviewCard);
      const now = new Date();
      if (card.dueAt.getTime() > now.getTime()) {
        throw new ApiException(
          409,
          ErrorCode.CONFLICT,
          LearningMessages.review.notDue(dateFormat.format(card.dueAt)),
        );
      }
      const problem = answerProblem(question, answer);
      if (problem) throw new ApiException(400, ErrorCode.VALIDATION_FAILED, problem);
      const correct = isCorrect(question, answer);
      const next = afterReview(card.box, correct, now);
      await cards.update(
        { userId, questionId },
        {
          box: next.box,
          dueAt: next.dueAt,
          reviews: card.reviews + 1,
          lapses: card.lapses + (correct ? 0 : 1),
          lastReviewedAt: now,
        },
      );
      await this.bus.publish(manager, 'learning.review.answered', {
        userId,
        questionId,
        lessonId: question.lessonId,
        correct,
      });
      const lesson = await manager
        .getRepository(LessonProgressEntity)
        .findOne({ where: { userId, lessonId: question.lessonId } });
      const revealed = Boolean(lesson?.quizPassedAt) || (lesson?.attempts ?? 0) >= REVEAL_FROM_ATTEMPT;
      return {
        questionId,
        correct,
        explanation: question.explanation,
        feedback: feedbackFor(question, answer),
        ...(revealed ? revealedAnswer(question) : {}),
        box: next.box,
        dueAt: next.dueAt.toISOString(),
      };
    });
  }
}

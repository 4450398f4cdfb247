import { Injectable, Logger } from '@nestjs/common';
import {
  type Insight,
  type LearningOverview,
  type Recommendation,
  recentInsightsFrom,
} from '@pipcrafters/contracts';
import { ServiceClient, type SignedInUser } from '@pipcrafters/service-kit';
import { ActivityService } from '../activity/activity.service';
import { GoalsService } from '../goals/goals.service';
import { ProgressMessages } from '../messages';
import { MissionsService } from '../missions/missions.service';
import { streakNow } from '../streaks/streaks.service';

const texts = ProgressMessages.recommendations;
/** A measured mission this far along is "close to done". */
const CLOSE_TO_DONE = 0.5;
const INSIGHT_CACHE_SIZE = 10_000;

/**
 * The learner's next steps, most useful first: keep the streak alive, the reviews due, the next lesson (or, for a
 * newcomer, the first one and the placement test), a mission close to done, a goal behind schedule, setting a
 * goal, and always one more thing to explore, so the list is never empty. When the course cannot be read, the
 * steps that need it are left out, never the whole list.
 */
@Injectable()
export class RecommendationsService {
  private readonly logger = new Logger(RecommendationsService.name);

  constructor(
    private readonly services: ServiceClient,
    private readonly activity: ActivityService,
    private readonly missions: MissionsService,
    private readonly goals: GoalsService,
  ) {}

  /** Insights per user, kept a minute: they move with trades, not by the second, and cost a few scans of the journal. */
  private readonly insightCache = new Map<string, { until: number; insights: Promise<Insight[]> }>();

  /** The journal's insights over the last 90 days (what the learner does now, and bounded work for any journal). */
  private journalInsights(user: SignedInUser): Promise<Insight[]> {
    const now = Date.now();
    const cached = this.insightCache.get(user.userId);
    if (cached && cached.until > now) return cached.insights;
    // The same query all day (see recentInsightsFrom): the journal answers from its figures kept per data version
    // (prepared at sign-in) instead of scanning the trades again for a window that moved by milliseconds.
    const from = recentInsightsFrom(now);
    const insights = this.services
      .get<Insight[]>('journal', `/api/journal/insights?from=${encodeURIComponent(from)}`, user)
      .catch(() => [] as Insight[]);
    if (this.insightCache.size >= INSIGHT_CACHE_SIZE) this.insightCache.clear();
    this.insightCache.set(user.userId, { until: now + 60_000, insights });
    return insights;
  }

  async forUser(user: SignedInUser): Promise<Recommendation[]> {
    // One read of the learner's activity (zone, counts, days) serves the streak, the goals and the missions' day,
    // instead of each reading it again: a third of the statements this answer used to send.
    const snapshot = this.activity.current(user.userId);
    const [course, streak, missions, goals, insights] = await Promise.all([
      this.services
        .get<LearningOverview>('learning', '/api/learning/modules', user)
        .catch((error: unknown) => {
          this.logger.warn(`Recomendaciones sin el curso: ${String(error)}`);
          return null;
        }),
      snapshot.then(streakNow),
      snapshot.then(({ timeZone }) => this.missions.list(user.userId, timeZone)),
      snapshot.then((known) => this.goals.list(user.userId, known)),
      // The journal's insights (EdgePilot), when the user has enough trades for any; never a reason to fail.
      this.journalInsights(user),
    ]);
    const list: Recommendation[] = [];
    const add = (
      kind: Recommendation['kind'],
      id: string,
      text: { title: string; reason: string },
      link: string,
    ) => list.push({ id: `${kind}:${id}`, kind, title: text.title, reason: text.reason, link });

    const reviewLink = course && course.reviewDue > 0 ? '/aprende/repasar' : undefined;
    const lessonLink = course?.resume ? `/aprende/lesson/${course.resume.lessonId}` : '/aprende';
    if (streak.current > 0 && !streak.activeToday) {
      add('streak', streak.today, texts.streak(streak.current), reviewLink ?? lessonLink);
    }
    if (course && course.reviewDue > 0)
      add('reviews', 'due', texts.reviews(course.reviewDue), '/aprende/repasar');
    const newcomer = course?.modules.every((module) => module.completedLessons === 0) ?? false;
    if (course?.resume) {
      const { lessonId, lessonTitle, moduleTitle } = course.resume;
      add(
        'next-lesson',
        lessonId,
        newcomer ? texts.startLesson(lessonTitle) : texts.continueLesson(lessonTitle, moduleTitle),
        `/aprende/lesson/${lessonId}`,
      );
    }
    if (newcomer && !course?.modules.some((module) => module.placedOut)) {
      add('placement', 'test', texts.placement, '/aprende/prueba-de-nivel');
    }
    const close = missions
      .filter((mission) => mission.progress && mission.status !== 'completed' && mission.status !== 'expired')
      .filter(
        (mission) => (mission.progress?.current ?? 0) / (mission.progress?.target ?? 1) >= CLOSE_TO_DONE,
      )
      .sort(
        (a, b) =>
          (b.progress?.current ?? 0) / (b.progress?.target ?? 1) -
          (a.progress?.current ?? 0) / (a.progress?.target ?? 1),
      )[0];
    if (close?.progress) {
      const link = close.kind === 'daily' || close.kind === 'weekly' ? '/misiones/temporal' : '/misiones';
      add(
        'mission',
        close.id,
        texts.mission(close.title, close.progress.current, close.progress.target),
        link,
      );
    }
    const insight = insights.find((item) => item.tone === 'negative') ?? insights[0];
    if (insight) {
      add(
        'journal',
        insight.id,
        texts.journal(insight.text),
        `/pipjournal?${new URLSearchParams(insight.filters).toString()}`,
      );
    }
    const behind = goals.find((goal) => goal.status === 'active' && goal.onTrack === false);
    if (behind) {
      add(
        'goal',
        behind.id,
        texts.goalBehind(behind.title, behind.current, behind.expected ?? 0),
        '/dashboard',
      );
    }
    if (!goals.some((goal) => goal.status === 'active')) add('set-goal', 'new', texts.setGoal, '/dashboard');
    add('explore', 'glossary', texts.explore, '/documentation/glosario');
    return list;
  }
}

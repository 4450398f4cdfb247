import type { Role } from './auth';
import type { JournalStrategy } from './strategies';

/**
 * Domain events services publish to each other through PostgreSQL (packages/events). The payload types are the
 * contract between producer and consumers; a consumer must tolerate an event delivered more than once.
 */
export interface DomainEvents {
  /** An admin approved a sign-up (`approvedBy`), or the platform created the account ACTIVE (null): it is ACTIVE. */
  'identity.user.approved': { userId: string; firstName: string; approvedBy: string | null };
  /** An admin rejected a sign-up, with an optional reason. */
  'identity.user.rejected': { userId: string; firstName: string; reason: string | null; rejectedBy: string };
  /** An admin granted or removed a role; `roles` is the account's full list afterwards. */
  'identity.user.roles-changed': {
    userId: string;
    roles: Role[];
    granted: Role[];
    removed: Role[];
    changedBy: string;
  };
  /**
   * Someone signed up with the e-mail of this existing account (`userId`, its owner's first name): the sign-up was
   * answered as any other and the account left untouched; the owner is told.
   */
  'identity.user.registration-attempted': { userId: string; firstName: string };
  /**
   * The platform created one of the demo accounts (`npm start`, SEED_DEMO=true): each service seeds its own demo
   * history for it. `account` is the key in DEMO_ACCOUNTS.
   */
  'identity.demo-account.created': { userId: string; account: 'admin' | 'trader' | 'applicant' };
  /**
   * The user's time zone changed (a profile preference; null until the browser's is saved): services that count
   * calendar days (progress's streaks and daily missions, finance's recurring transactions) keep it.
   */
  'identity.user.preferences-changed': { userId: string; timeZone: string | null };
  /**
   * An ACTIVE account started a session (a sign-in), or refreshed one on a new local day of `timeZone` (its profile
   * preference, null while unset): services prepare what the dashboard reads first, so the first visit finds it
   * ready. Only a hint: an event older than SESSION_PREPARATION_WINDOW_MS is no longer worth acting on.
   */
  'identity.session.started': { userId: string; timeZone: string | null; reason: 'sign-in' | 'new-day' };
  /** A learner completed a lesson for the first time. */
  'learning.lesson.completed': { userId: string; lessonId: string; lessonTitle: string; moduleId: string };
  /** A learner passed a lesson's quiz for the first time, with this score (0–100). */
  'learning.quiz.passed': {
    userId: string;
    lessonId: string;
    lessonTitle: string;
    score: number;
    attemptNumber: number;
  };
  /** A learner passed every quiz of a module (or the module in the placement test) for the first time. */
  'learning.module.completed': {
    userId: string;
    moduleId: string;
    moduleTitle: string;
    viaPlacement: boolean;
  };
  /** A user wrote (or edited) the reflection of `date` (their local day): a reflection counts as a day's work. */
  'journal.reflection.saved': { userId: string; date: string };
  /** A user recorded trades in the journal (one by hand, or an import of `count`): a journal entry counts too. */
  'journal.trades.recorded': { userId: string; count: number; source: 'manual' | 'import' };
  /**
   * A strategy was created or changed (a new version, or its status): the journal keeps its copy of the user's
   * strategies from these (a copy with a higher version is never replaced by an older one).
   */
  'strategies.strategy.saved': { userId: string; strategy: Omit<JournalStrategy, 'deleted'> };
  /** A strategy was deleted: its trades keep it by name. */
  'strategies.strategy.deleted': { userId: string; strategyId: string; name: string };
  /**
   * The name others see (community authors, mentions) is set or changed: sent when an account becomes ACTIVE and
   * whenever the user edits their first or last name.
   */
  'identity.user.named': { userId: string; firstName: string; lastName: string };
  /**
   * A user published a post (`first`: their first one ever); everyone its body mentions (`@handle`, never the
   * author) is told. `authorName` and `mentionedUserIds` may be absent in events queued before they existed.
   */
  'community.post.created': {
    userId: string;
    postId: string;
    title: string;
    first: boolean;
    authorName?: string;
    mentionedUserIds?: string[];
  };
  /**
   * A comment was added: the post's author, the author of the comment answered and everyone mentioned
   * (`@handle`) are told (never the commenter themself); `first`: the commenter's first comment ever.
   */
  'community.comment.created': {
    userId: string;
    authorName: string;
    postId: string;
    postTitle: string;
    postAuthorId: string;
    commentId: string;
    parentAuthorId: string | null;
    mentionedUserIds: string[];
    first: boolean;
  };
  /** The post's author liked a comment on it: a helpful answer (`first`: the commenter's first one). */
  'community.answer.helpful': { userId: string; postId: string; commentId: string; first: boolean };
  /** A moderator hid, restored or deleted a user's post or comment: its author is told why. */
  'community.content.moderated': {
    userId: string;
    targetType: 'post' | 'comment';
    postId: string;
    title: string;
    action: 'hidden' | 'restored' | 'deleted';
  };
  /**
   * The journal's realised results changed for these calendar months (UTC): each entry is the month's whole net
   * per account currency after the change (CashCrafter shows it as a trading income line).
   */
  'journal.results.changed': { userId: string; months: { month: string; currency: string; net: string }[] };
  /** A learner answered a due review card (right or wrong): a review session counts as a day's study. */
  'learning.review.answered': { userId: string; questionId: string; lessonId: string; correct: boolean };
  /**
   * A pre-session check-in in MindCrafter: its readiness (0–100) on the user's local `date` (YYYY-MM-DD). The
   * journal keeps the day's latest so EdgePilot can relate results to readiness.
   */
  'learning.mind.check-in.recorded': { userId: string; checkInId: string; date: string; readiness: number };
  /**
   * A MindCrafter exercise done (a breathing session, a check-in, a focus drill, the whole pre-market routine) on
   * the user's local `date`: it counts for missions, XP and the streak.
   */
  'learning.mind.exercise.completed': {
    userId: string;
    exercise: 'breathing' | 'check-in' | 'focus-drill' | 'routine';
    exerciseId: string;
    date: string;
  };
}

export type DomainEventName = keyof DomainEvents;

export interface DomainEvent<N extends DomainEventName = DomainEventName> {
  /** Unique per event: consumers record it to process each event once. */
  id: string;
  name: N;
  occurredAt: string;
  payload: DomainEvents[N];
}

/**
 * Which services consume each event. Routing lives in code (not in subscriptions made at run time) so an event
 * published before its consumer ever started still waits in that consumer's queue.
 */
export const DOMAIN_EVENT_CONSUMERS: { readonly [N in DomainEventName]: readonly string[] } = {
  'identity.user.approved': ['progress'],
  'identity.user.rejected': ['progress'],
  'identity.user.roles-changed': ['progress'],
  'identity.user.registration-attempted': ['progress'],
  'identity.user.preferences-changed': ['progress', 'finance', 'learning'],
  'identity.session.started': ['progress', 'journal'],
  'identity.demo-account.created': [
    'learning',
    'progress',
    'journal',
    'strategies',
    'community',
    'finance',
    'assistant',
  ],
  'learning.lesson.completed': ['progress'],
  'learning.quiz.passed': ['progress'],
  'learning.module.completed': ['progress'],
  'learning.review.answered': ['progress'],
  'learning.mind.check-in.recorded': ['journal'],
  'learning.mind.exercise.completed': ['progress'],
  'journal.reflection.saved': ['progress'],
  'journal.trades.recorded': ['progress'],
  'strategies.strategy.saved': ['journal'],
  'strategies.strategy.deleted': ['journal'],
  'identity.user.named': ['community'],
  'journal.results.changed': ['finance'],
  'community.post.created': ['progress'],
  'community.comment.created': ['progress'],
  'community.answer.helpful': ['progress'],
  'community.content.moderated': ['progress'],
};

/**
 * How long after a session starts its preparation is still worth doing: a backlog left by a consumer that was down
 * is skipped rather than computing figures for visits long over (the API computes them on demand anyway).
 */
export const SESSION_PREPARATION_WINDOW_MS = 10 * 60_000;

/** True while a session's preparation (`identity.session.started`) can still serve the visit it was made for. */
export function isSessionPreparationDue(event: { occurredAt: string }, now = Date.now()): boolean {
  return now - Date.parse(event.occurredAt) <= SESSION_PREPARATION_WINDOW_MS;
}

/** The queue one consumer service reads one event from. */
export function eventQueueName(consumer: string, event: DomainEventName): string {
  return `${consumer}.${event}`;
}

/** The queue user-scoped realtime messages travel on to the gateways (any one instance emits each message). */
export const REALTIME_QUEUE = 'gateway.realtime';

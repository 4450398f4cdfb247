/** What missions, badges and goals count. */
export type Metric =
  | 'lessons'
  | 'quizzes'
  | 'perfect-quizzes'
  | 'reviews'
  | 'modules'
  | 'active-days'
  /** Posts published in the community. */
  | 'posts'
  /** Distinct posts the learner commented on. */
  | 'commented-posts'
  /** Distinct comments of the learner that a post's author found helpful. */
  | 'helpful-answers'
  /** MindCrafter exercises, each kind once a day (a check-in and a breathing session on one day are 2). */
  | 'mind-exercises'
  /** Days with a MindCrafter check-in. */
  | 'mind-check-ins'
  /** The current daily streak (not a count of activities). */
  | 'streak';

export type Counts = Record<Exclude<Metric, 'streak'>, number>;

export const NO_COUNTS: Counts = {
  lessons: 0,
  quizzes: 0,
  'perfect-quizzes': 0,
  reviews: 0,
  modules: 0,
  'active-days': 0,
  posts: 0,
  'commented-posts': 0,
  'helpful-answers': 0,
  'mind-exercises': 0,
  'mind-check-ins': 0,
};

import type {
  CreateGoalRequest,
  Goal,
  GoalKind,
  GoalMetric,
  UpdateGoalRequest,
} from '@pipcrafters/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** What the goal dialog holds; which fields count depends on the kind. */
export interface GoalFormValues {
  kind: GoalKind;
  title?: string;
  moduleId?: string;
  metric?: GoalMetric;
  target?: number | null;
  deadline?: Dayjs | null;
}

export const GOAL_TITLE_MAX_LENGTH = 160;
export const GOAL_TARGET_MAX = 1000;

export const GOAL_KIND_LABELS: Record<GoalKind, string> = {
  module: 'Terminar un módulo',
  weekly: 'Un hábito semanal',
  self: 'Una meta personal',
};

/** Which fields the dialog shows for each kind, on creation and on edition. */
export const GOAL_FIELDS: Record<
  GoalKind,
  { create: (keyof GoalFormValues)[]; edit: (keyof GoalFormValues)[] }
> = {
  module: { create: ['moduleId', 'deadline'], edit: ['title', 'deadline'] },
  weekly: { create: ['metric', 'target'], edit: ['title', 'target'] },
  self: { create: ['title', 'target', 'deadline'], edit: ['title', 'target', 'deadline'] },
};

const DAY_FORMAT = 'YYYY-MM-DD';

function trimmed(text: string | undefined): string | undefined {
  const value = text?.trim();
  return value ? value : undefined;
}

/** The request that creates the goal: only the fields of its kind, the title left to the server unless given. */
export function toCreateGoalRequest(values: GoalFormValues): CreateGoalRequest {
  const request: CreateGoalRequest = { kind: values.kind };
  const title = trimmed(values.title);
  if (title && GOAL_FIELDS[values.kind].create.includes('title')) request.title = title;
  if (values.kind === 'module' && values.moduleId) request.moduleId = values.moduleId;
  if (values.kind === 'weekly' && values.metric) request.metric = values.metric;
  if (values.kind !== 'module' && typeof values.target === 'number') request.target = values.target;
  if (values.kind !== 'weekly' && values.deadline) request.deadline = values.deadline.format(DAY_FORMAT);
  return request;
}

/** The changes to a goal: its kind decides what may change; an emptied deadline is removed (null). */
export function toUpdateGoalRequest(goal: Pick<Goal, 'kind'>, values: GoalFormValues): UpdateGoalRequest {
  const fields = GOAL_FIELDS[goal.kind].edit;
  const request: UpdateGoalRequest = {};
  const title = trimmed(values.title);
  if (title) request.title = title;
  if (fields.includes('target') && typeof values.target === 'number') request.target = values.target;
  if (fields.includes('deadline'))
    request.deadline = values.deadline ? values.deadline.format(DAY_FORMAT) : null;
  return request;
}

/** A goal as the dialog shows it when editing. */
export function goalFormValues(goal: Goal): GoalFormValues {
  return {
    kind: goal.kind,
    title: goal.title,
    moduleId: goal.moduleId ?? undefined,
    metric: goal.metric ?? undefined,
    target: goal.target,
    deadline: goal.deadline ? dayjs(goal.deadline) : null,
  };
}

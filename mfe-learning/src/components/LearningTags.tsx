import { LESSON_STATUS_LABELS, type LessonStatus, type ModuleLevel } from '@pipcrafters/contracts';
import { Tag, type TagColor } from '@pipcrafters/ui';

const LEVEL_COLORS: Record<ModuleLevel, TagColor> = {
  Principiante: 'green',
  Intermedio: 'gold',
  Avanzado: 'orange',
};

export function LevelTag({ level }: { level: ModuleLevel }) {
  return <Tag color={LEVEL_COLORS[level]}>{level}</Tag>;
}

const STATUS_COLORS: Record<LessonStatus, TagColor> = {
  not_started: 'default',
  in_progress: 'blue',
  completed: 'cyan',
  quiz_passed: 'green',
};

export function LessonStatusTag({ status }: { status: LessonStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{LESSON_STATUS_LABELS[status]}</Tag>;
}

import { LESSON_STATUS_LABELS, type LessonStatus, type ModuleLevel } from '@pipcrafters/contracts';
import { Tag } from 'antd';

const LEVEL_COLORS: Record<ModuleLevel, string> = {
  Principiante: 'green',
  Intermedio: 'gold',
  Avanzado: 'volcano',
};

export function LevelTag({ level }: { level: ModuleLevel }) {
  return <Tag color={LEVEL_COLORS[level]}>{level}</Tag>;
}

const STATUS_COLORS: Record<LessonStatus, string | undefined> = {
  not_started: undefined,
  in_progress: 'blue',
  completed: 'cyan',
  quiz_passed: 'green',
};

export function LessonStatusTag({ status }: { status: LessonStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{LESSON_STATUS_LABELS[status]}</Tag>;
}

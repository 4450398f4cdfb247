import { CheckCircleOutlined, LockOutlined } from '@ant-design/icons';
import type { LearningModuleSummary } from '@pipcrafters/contracts';
import { Card, Flex, ProgressBar, Tag, Text } from '@pipcrafters/ui';
import { Link } from 'react-router-dom';
import { formatNumber } from '../format/numbers';
import { LevelTag } from './LearningTags';

export function lessonCount(count: number): string {
  return count === 1 ? '1 lección' : `${formatNumber(count)} lecciones`;
}

export function minutes(count: number): string {
  return `${formatNumber(count)} min`;
}

/** Module progress as a bar with its own name, so screen readers say whose progress it is, and its percentage. */
export function ModuleProgress({ module }: { module: LearningModuleSummary }) {
  return (
    <Flex gap={8} align="center">
      <ProgressBar
        percent={module.progressPercent}
        success={module.completed}
        size="small"
        aria-label={`Progreso de ${module.title}`}
        style={{ flex: 1 }}
      />
      <Text style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{formatNumber(module.progressPercent, 0)} %</Text>
    </Flex>
  );
}

/** One module in the course list: level, size, time, progress, and whether it is done, locked (and why) or placed out. */
export function ModuleCard({ module }: { module: LearningModuleSummary }) {
  return (
    <Card className="pc-learning" headingLevel={3}>
      <Flex vertical gap={8} style={{ height: '100%' }}>
        <Flex gap={8} wrap align="center">
          <Text secondary>Módulo {module.order}</Text>
          <LevelTag level={module.level} />
          {module.completed ? (
            <Tag color="green" icon={<CheckCircleOutlined />}>
              Completado
            </Tag>
          ) : null}
          {module.placedOut ? <Tag color="purple">Acreditado en la prueba de nivel</Tag> : null}
          {!module.unlocked ? <Tag icon={<LockOutlined />}>Bloqueado</Tag> : null}
        </Flex>
        <h3 style={{ fontSize: 18, fontWeight: 600, lineHeight: 1.4, margin: 0 }}>
          <Link to={`/aprende/module/${encodeURIComponent(module.id)}`}>{module.title}</Link>
        </h3>
        <p style={{ margin: 0, color: 'var(--pc-text-secondary)' }}>{module.summary}</p>
        <Text secondary style={{ fontSize: 13 }}>
          {lessonCount(module.lessonCount)} · unos {minutes(module.estimatedMinutes)} ·{' '}
          {formatNumber(module.passedQuizzes)} de {formatNumber(module.lessonCount)} cuestionarios superados
        </Text>
        <div style={{ marginTop: 'auto' }}>
          <ModuleProgress module={module} />
          {module.lockedReason ? (
            <p style={{ margin: '4px 0 0', fontSize: 13, color: 'var(--pc-text-secondary)' }}>
              <LockOutlined aria-hidden="true" /> {module.lockedReason}
            </p>
          ) : null}
        </div>
      </Flex>
    </Card>
  );
}

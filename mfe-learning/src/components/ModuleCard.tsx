import { CheckCircleOutlined, LockOutlined } from '@ant-design/icons';
import type { LearningModuleSummary } from '@pipcrafters/contracts';
import { Card, Flex, Progress, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatNumber } from '../format/numbers';
import { LevelTag } from './LearningTags';

export function lessonCount(count: number): string {
  return count === 1 ? '1 lección' : `${formatNumber(count)} lecciones`;
}

export function minutes(count: number): string {
  return `${formatNumber(count)} min`;
}

/** Module progress as a bar with its own name, so screen readers say whose progress it is. */
export function ModuleProgress({ module }: { module: LearningModuleSummary }) {
  return (
    <Progress
      percent={module.progressPercent}
      size="small"
      status={module.completed ? 'success' : 'normal'}
      aria-label={`Progreso de ${module.title}`}
      format={(percent) => `${formatNumber(percent ?? 0, 0)} %`}
    />
  );
}

/** One module in the course list: level, size, time, progress, and whether it is done, locked (and why) or placed out. */
export function ModuleCard({ module }: { module: LearningModuleSummary }) {
  return (
    <Card style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
      <Flex vertical gap={8} style={{ height: '100%' }}>
        <Flex gap={8} wrap align="center">
          <Typography.Text type="secondary">Módulo {module.order}</Typography.Text>
          <LevelTag level={module.level} />
          {module.completed ? (
            <Tag color="green" icon={<CheckCircleOutlined />}>
              Completado
            </Tag>
          ) : null}
          {module.placedOut ? <Tag color="purple">Acreditado en la prueba de nivel</Tag> : null}
          {!module.unlocked ? <Tag icon={<LockOutlined />}>Bloqueado</Tag> : null}
        </Flex>
        <Typography.Title level={3} style={{ fontSize: 18, margin: 0 }}>
          <Link to={`/aprende/module/${encodeURIComponent(module.id)}`}>{module.title}</Link>
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {module.summary}
        </Typography.Paragraph>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {lessonCount(module.lessonCount)} · unos {minutes(module.estimatedMinutes)} ·{' '}
          {formatNumber(module.passedQuizzes)} de {formatNumber(module.lessonCount)} cuestionarios superados
        </Typography.Text>
        <div style={{ marginTop: 'auto' }}>
          <ModuleProgress module={module} />
          {module.lockedReason ? (
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 13 }}>
              <LockOutlined aria-hidden="true" /> {module.lockedReason}
            </Typography.Paragraph>
          ) : null}
        </div>
      </Flex>
    </Card>
  );
}

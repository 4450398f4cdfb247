import type { ModerationAction, ModerationItem } from '@pipcrafters/contracts';
import { formatDateTime } from '@pipcrafters/ui';
import { Button, Card, Flex, Popconfirm, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import {
  actionLabel,
  deleteConfirmation,
  handleText,
  moderationActions,
  reasonLabel,
  TARGET_LABELS,
  VISIBILITY_COLORS,
  VISIBILITY_LABELS,
  whyText,
} from '../format/moderation';

interface ModerationItemCardProps {
  item: ModerationItem;
  /** The action running on this item, if any (its button spins, the others wait). */
  busy: ModerationAction | 'suspend' | 'lift' | null;
  onModerate: (action: ModerationAction) => Promise<unknown>;
  onSuspend: () => void;
  onLift: () => Promise<unknown>;
}

/**
 * One post or comment waiting for review: what it says (as plain text: nothing in it is rendered as HTML or
 * Markdown), who wrote it, why it is here (the reports with their reasons and notes, or a first post held), and
 * what the admin can do about it.
 */
export function ModerationItemCard({ item, busy, onModerate, onSuspend, onLift }: ModerationItemCardProps) {
  const headingId = `moderation-${item.targetId}`;
  const label = `${TARGET_LABELS[item.targetType]} «${item.excerpt}»`;
  return (
    <Card
      size="small"
      data-testid="moderation-item"
      data-target={item.targetId}
      role="article"
      aria-labelledby={headingId}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}
    >
      <Space wrap size={[4, 4]}>
        <Tag>{TARGET_LABELS[item.targetType]}</Tag>
        <Tag color={VISIBILITY_COLORS[item.visibility]}>{VISIBILITY_LABELS[item.visibility]}</Tag>
        <Tag color={item.why === 'first-post' ? 'blue' : 'volcano'}>{whyText(item)}</Tag>
      </Space>
      <div style={{ minWidth: 0 }}>
        <Typography.Title
          id={headingId}
          level={2}
          style={{ fontSize: 16, margin: 0, overflowWrap: 'anywhere' }}
        >
          {item.excerpt}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {item.author.name} ({handleText(item.author.handle)}) · {formatDateTime(item.createdAt)} ·{' '}
          <Link to={`/community/${encodeURIComponent(item.postId)}`}>Ver en la comunidad</Link>
        </Typography.Text>
      </div>
      <Typography.Paragraph
        ellipsis={{
          rows: 6,
          expandable: 'collapsible',
          symbol: (expanded) => (expanded ? 'Ver menos' : 'Ver más'),
        }}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}
      >
        {item.content}
      </Typography.Paragraph>
      {item.reports.length > 0 ? (
        <div>
          <Typography.Text strong>Reportes</Typography.Text>
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {item.reports.map((report) => (
              <li
                key={`${report.reportedAt}:${report.reason}:${report.note ?? ''}`}
                style={{ overflowWrap: 'anywhere' }}
              >
                {reasonLabel(report.reason)}
                {report.note ? <>: «{report.note}»</> : null}{' '}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  ({formatDateTime(report.reportedAt)})
                </Typography.Text>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Flex wrap gap={8}>
        {moderationActions(item).map((action) =>
          action === 'delete' ? (
            <Popconfirm
              key={action}
              title="Eliminar"
              description={deleteConfirmation(item)}
              okText="Eliminar"
              cancelText="Cancelar"
              okButtonProps={{ danger: true }}
              onConfirm={() => onModerate(action).catch(() => undefined)}
            >
              <Button
                danger
                loading={busy === action}
                disabled={busy !== null}
                aria-label={`Eliminar: ${label}`}
              >
                Eliminar
              </Button>
            </Popconfirm>
          ) : (
            <Button
              key={action}
              type={action === 'restore' ? 'primary' : 'default'}
              loading={busy === action}
              disabled={busy !== null}
              aria-label={`${actionLabel(action, item)}: ${label}`}
              onClick={() => void onModerate(action).catch(() => undefined)}
            >
              {actionLabel(action, item)}
            </Button>
          ),
        )}
        <Button
          danger
          type="dashed"
          loading={busy === 'suspend'}
          disabled={busy !== null}
          aria-label={`Suspender al autor: ${item.author.name}`}
          onClick={onSuspend}
        >
          Suspender al autor
        </Button>
        <Popconfirm
          title="Levantar suspensión"
          description={`¿Permitir de nuevo a ${item.author.name} participar en la comunidad?`}
          okText="Levantar"
          cancelText="Cancelar"
          onConfirm={() => onLift().catch(() => undefined)}
        >
          <Button
            type="link"
            loading={busy === 'lift'}
            disabled={busy !== null}
            aria-label={`Levantar la suspensión de ${item.author.name}`}
          >
            Levantar suspensión
          </Button>
        </Popconfirm>
      </Flex>
    </Card>
  );
}

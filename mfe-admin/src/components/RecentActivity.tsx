import type { AdminActivity } from '@pipcrafters/contracts';
import { Empty, Flex, formatDateTime, Tag, type TagColor, Text } from '@pipcrafters/ui';
import { activitySentence } from '../format/activity';
import { relativeTime } from '../format/dates';

const KIND_TAGS: Record<AdminActivity['kind'], { label: string; color: TagColor }> = {
  SIGNUP: { label: 'Registro', color: 'blue' },
  APPROVE: { label: 'Aprobación', color: 'green' },
  REJECT: { label: 'Rechazo', color: 'red' },
  SUSPEND: { label: 'Suspensión', color: 'warning' },
  REACTIVATE: { label: 'Reactivación', color: 'cyan' },
  GRANT_ADMIN: { label: 'Admin concedido', color: 'purple' },
  REMOVE_ADMIN: { label: 'Admin retirado', color: 'default' },
};

/** The latest sign-ups and admin decisions, newest first, each with its relative and exact date. */
export function RecentActivity({ activity }: { activity: AdminActivity[] }) {
  if (activity.length === 0) return <Empty description="Todavía no hay actividad" />;
  const now = Date.now();
  return (
    <ol data-testid="recent-activity" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {activity.map((entry, index) => (
        <li
          key={`${entry.kind}-${entry.id}`}
          style={{
            padding: '8px 0',
            borderTop: index === 0 ? undefined : '1px solid var(--pc-border-secondary)',
          }}
        >
          <Flex gap={4} vertical>
            <div>
              <Tag color={KIND_TAGS[entry.kind].color} style={{ marginInlineEnd: 8 }}>
                {KIND_TAGS[entry.kind].label}
              </Tag>
              <Text>{activitySentence(entry)}</Text>
            </div>
            {entry.kind === 'REJECT' && entry.reason ? <Text secondary>Motivo: {entry.reason}</Text> : null}
            <Text secondary style={{ fontSize: 12 }}>
              <time dateTime={entry.at} title={formatDateTime(entry.at)}>
                {relativeTime(entry.at, now)}
              </time>{' '}
              · {formatDateTime(entry.at)}
            </Text>
          </Flex>
        </li>
      ))}
    </ol>
  );
}

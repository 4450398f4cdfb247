import { LinkButton } from '@pipcrafters/ui';
import { pendingLabel } from '../format/moderation';
import { useModerationQueue } from '../hooks/use-moderation-queue';

/** antd's Badge count look; the red is dark enough behind the white count for WCAG AA (antd's default red is not). */
const COUNT_STYLE = {
  display: 'inline-block',
  minWidth: 20,
  height: 20,
  padding: '0 6px',
  borderRadius: 10,
  background: '#cf1322',
  color: '#fff',
  fontSize: 12,
  fontWeight: 400,
  lineHeight: '20px',
  textAlign: 'center',
  whiteSpace: 'nowrap',
} as const;

/** The way to the moderation queue from Panel Admin, with how many items wait (no count while unknown). */
export function ModerationLink() {
  const queue = useModerationQueue();
  const count = queue.data?.length;
  return (
    <LinkButton to="/admin/moderation" aria-label={count === undefined ? 'Moderación' : pendingLabel(count)}>
      Moderación
      {count ? (
        <span style={COUNT_STYLE} aria-hidden>
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </LinkButton>
  );
}

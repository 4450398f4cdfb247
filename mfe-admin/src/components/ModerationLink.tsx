import { LinkButton } from '@pipcrafters/ui';
import { Badge } from 'antd';
import { pendingLabel } from '../format/moderation';
import { useModerationQueue } from '../hooks/use-moderation-queue';

/** Dark enough behind the white count for WCAG AA (antd's default red is not). */
const COUNT_COLOR = '#cf1322';

/** The way to the moderation queue from Panel Admin, with how many items wait (no count while unknown). */
export function ModerationLink() {
  const queue = useModerationQueue();
  const count = queue.data?.length;
  return (
    <LinkButton to="/admin/moderation" aria-label={count === undefined ? 'Moderación' : pendingLabel(count)}>
      Moderación
      {count ? <Badge count={count} overflowCount={99} color={COUNT_COLOR} /> : null}
    </LinkButton>
  );
}

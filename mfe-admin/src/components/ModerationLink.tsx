import { LinkButton } from '@pipcrafters/ui';
import { Badge } from 'antd';
import { pendingLabel } from '../format/moderation';
import { useModerationQueue } from '../hooks/use-moderation-queue';

/** The way to the moderation queue from Panel Admin, with how many items wait (none shown while unknown). */
export function ModerationLink() {
  const queue = useModerationQueue();
  const count = queue.data?.length;
  return (
    <Badge count={count} overflowCount={99} offset={[-4, 4]}>
      <LinkButton
        to="/admin/moderation"
        aria-label={count === undefined ? 'Moderación' : pendingLabel(count)}
      >
        Moderación
      </LinkButton>
    </Badge>
  );
}

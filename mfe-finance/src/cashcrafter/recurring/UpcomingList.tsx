import type { UpcomingPosting } from '@pipcrafters/contracts';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatWeekday, relativeDay } from '../../format/dates';
import { formatMovement, movementTone } from '../../format/money';
import { useCashData } from '../cash-data';

/** What recurring movements will post, day by day, with what each does to its account. */
export function UpcomingList({ postings, empty }: { postings: UpcomingPosting[]; empty: ReactNode }) {
  const { today, accountName } = useCashData();
  if (postings.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  const days = [...new Set(postings.map((posting) => posting.date))].sort();
  return (
    <Flex
      vertical
      gap={12}
      component="ol"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
      aria-label="Próximos movimientos"
    >
      {days.map((day) => (
        <li key={day}>
          <Typography.Text strong>
            {formatWeekday(day)} · {relativeDay(today, day)}
          </Typography.Text>
          <ul style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
            {postings
              .filter((posting) => posting.date === day)
              .map((posting) => (
                <li key={`${posting.recurringId}-${posting.date}`}>
                  <Flex justify="space-between" gap={8} wrap>
                    <span>
                      {posting.description}{' '}
                      <Typography.Text type="secondary">· {accountName(posting.accountId)}</Typography.Text>
                    </span>
                    <Typography.Text type={movementTone(posting.kind)} style={{ whiteSpace: 'nowrap' }}>
                      {formatMovement(posting.amount, posting.currency, posting.kind)}
                    </Typography.Text>
                  </Flex>
                </li>
              ))}
          </ul>
        </li>
      ))}
    </Flex>
  );
}

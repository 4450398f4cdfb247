import type { UpcomingPosting } from '@pipcrafters/contracts';
import { Flex, Text } from '@pipcrafters/ui';
import type { ReactNode } from 'react';
import { formatWeekday, relativeDay } from '../../format/dates';
import { formatMovement, movementTone } from '../../format/money';
import { useCashData } from '../cash-data';
import { toneColor } from '../Figures';

/** What recurring movements will post, day by day, with what each does to its account. */
export function UpcomingList({ postings, empty }: { postings: UpcomingPosting[]; empty: ReactNode }) {
  const { today, accountName } = useCashData();
  if (postings.length === 0) return <Text secondary>{empty}</Text>;
  const days = [...new Set(postings.map((posting) => posting.date))].sort();
  return (
    <ol
      style={{ display: 'flex', flexDirection: 'column', gap: 12, listStyle: 'none', margin: 0, padding: 0 }}
      aria-label="Próximos movimientos"
    >
      {days.map((day) => (
        <li key={day}>
          <Text strong>
            {formatWeekday(day)} · {relativeDay(today, day)}
          </Text>
          <ul style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
            {postings
              .filter((posting) => posting.date === day)
              .map((posting) => (
                <li key={`${posting.recurringId}-${posting.date}`}>
                  <Flex justify="space-between" gap={8} wrap>
                    <span>
                      {posting.description} <Text secondary>· {accountName(posting.accountId)}</Text>
                    </span>
                    <Text style={{ whiteSpace: 'nowrap', color: toneColor(movementTone(posting.kind)) }}>
                      {formatMovement(posting.amount, posting.currency, posting.kind)}
                    </Text>
                  </Flex>
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

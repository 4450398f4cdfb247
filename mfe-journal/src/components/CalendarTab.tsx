import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton, Text } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { journalApi, journalKeys } from '../api/journal-api';
import {
  buildMonth,
  monthOf,
  monthRange,
  monthTotals,
  shiftMonth,
  type YearMonth,
} from '../calendar/month-grid';
import { ResultText } from '../edgepilot/ResultText';
import { todayIn } from '../format/time';
import { useWideScreen } from '../hooks/useWideScreen';
import { LoadError } from './LoadError';
import { formatAmount, formatCompact, resultColor } from './money';

const WEEKDAYS = ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'];
const WEEKDAY_NAMES = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
/** "Noviembre de 2026": only the first letter capitalised (CSS capitalize would write "De"). */
const monthTitle = ({ year, month }: YearMonth) => {
  const text = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
  return text.charAt(0).toUpperCase() + text.slice(1);
};
/** antd's icon-only button: a 32 px square (the kit's button keeps its text padding), so the month fits a phone. */
const ICON_BUTTON = { width: 32, paddingInline: 0, justifyContent: 'center' } as const;
const tradeCount = (count: number, compact: boolean) =>
  compact ? `${count} op.` : count === 1 ? '1 operación' : `${count} operaciones`;

/** Calendario: a month of daily net results in the user's zone, green or red, with the trade count. */
export function CalendarTab({
  accountId,
  currency,
  timeZone,
}: {
  accountId: string | undefined;
  currency: string | null;
  timeZone: string;
}) {
  // On a phone a day is ~45 px wide: whole units without the currency (the month's total names it) and "2 op."
  // fit; cents, symbols and "2 operaciones" do not.
  const compact = !useWideScreen();
  const today = todayIn(timeZone);
  const [month, setMonth] = useState<YearMonth>(() => monthOf(today));
  const range = monthRange(month);
  const params = new URLSearchParams({ ...range, timeZone, ...(accountId ? { accountId } : {}) }).toString();
  const calendar = useQuery({
    queryKey: journalKeys.calendar(params),
    queryFn: ({ signal }) => journalApi.calendar(params, signal),
  });
  const weeks = buildMonth(month, calendar.data ?? []);
  const totals = monthTotals(calendar.data ?? []);
  const title = monthTitle(month);

  return (
    <Card>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        <Flex align="center" gap={8}>
          <Button
            icon={<LeftOutlined />}
            aria-label="Mes anterior"
            style={ICON_BUTTON}
            onClick={() => setMonth(shiftMonth(month, -1))}
          />
          <h2
            style={{
              fontSize: 18,
              fontWeight: 600,
              margin: 0,
              minWidth: 150,
              textAlign: 'center',
            }}
            aria-live="polite"
          >
            {title}
          </h2>
          <Button
            icon={<RightOutlined />}
            aria-label="Mes siguiente"
            style={ICON_BUTTON}
            onClick={() => setMonth(shiftMonth(month, 1))}
          />
          <Button onClick={() => setMonth(monthOf(today))}>Hoy</Button>
        </Flex>
        {calendar.data ? (
          <Text>
            {tradeCount(totals.trades, false)} ·{' '}
            <ResultText strong tone={resultColor(totals.net)}>
              {formatAmount(totals.net, currency)}
            </ResultText>
          </Text>
        ) : null}
      </Flex>
      {calendar.isPending ? (
        <Skeleton rows={6} />
      ) : calendar.isError ? (
        <LoadError
          title="No se pudo cargar el calendario"
          error={calendar.error}
          onRetry={() => void calendar.refetch()}
        />
      ) : (
        <table
          style={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: 4 }}
          aria-label={`Resultados diarios de ${title}`}
        >
          <thead>
            <tr>
              {WEEKDAYS.map((day, index) => (
                <th key={day} scope="col" style={{ fontWeight: 500, fontSize: 12 }}>
                  <abbr title={WEEKDAY_NAMES[index]} style={{ textDecoration: 'none' }}>
                    {day}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]?.date}>
                {week.map((day) => {
                  const net = day.result ? Number(day.result.net) : 0;
                  const tone = !day.result ? undefined : net > 0 ? 'gain' : net < 0 ? 'loss' : 'flat';
                  return (
                    <td
                      key={day.date}
                      data-date={day.date}
                      aria-current={day.date === today ? 'date' : undefined}
                      style={{
                        verticalAlign: 'top',
                        height: 72,
                        padding: 4,
                        borderRadius: 6,
                        overflow: 'hidden',
                        border:
                          day.date === today
                            ? '2px solid var(--pc-primary)'
                            : '1px solid rgba(128,128,128,0.25)',
                        background:
                          tone === 'gain'
                            ? 'rgba(34,197,94,0.14)'
                            : tone === 'loss'
                              ? 'rgba(239,68,68,0.14)'
                              : undefined,
                      }}
                    >
                      {day.inMonth ? <div style={{ fontSize: 12 }}>{day.day}</div> : null}
                      {day.result ? (
                        <>
                          <Text strong style={{ display: 'block', fontSize: 12, overflowWrap: 'anywhere' }}>
                            {compact ? formatCompact(day.result.net) : formatAmount(day.result.net, currency)}
                          </Text>
                          <Text secondary style={{ fontSize: 11 }}>
                            {tradeCount(day.result.trades, compact)}
                          </Text>
                        </>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

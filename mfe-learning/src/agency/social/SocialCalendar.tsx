import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { SOCIAL_POST_STATUS_LABELS, type SocialPost, socialNetwork } from '@pipcrafters/contracts';
import { VISUALLY_HIDDEN } from '@pipcrafters/ui';
import { Button, Empty, Flex, Grid, Segmented, Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import {
  type CalendarDay,
  type CalendarView,
  dayTitle,
  groupByDay,
  monthWeeks,
  periodTitle,
  timeOf,
  WEEKDAY_SHORT,
  weekDays,
} from './calendar-grid';

interface SocialCalendarProps {
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  /** A day of the period shown. */
  anchor: string;
  today: string;
  onAnchorChange: (anchor: string) => void;
  onShift: (by: number) => void;
  /** The day whose posts are listed below the month (a phone's month shows counts only). */
  selectedDay: string | null;
  onSelectDay: (day: string) => void;
  posts: readonly SocialPost[];
  timeZone: string;
  onOpen: (post: SocialPost) => void;
}

const WEEKDAY_NAMES = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
const postCount = (count: number) => (count === 1 ? '1 publicación' : `${count} publicaciones`);
const STATUS_MARK: Record<SocialPost['status'], string> = { draft: '○', scheduled: '●', published: '✓' };

function PostChip({
  post,
  timeZone,
  onOpen,
}: {
  post: SocialPost;
  timeZone: string;
  onOpen: (post: SocialPost) => void;
}) {
  const { token } = theme.useToken();
  const network = socialNetwork(post.network).label;
  const time = timeOf(post.scheduledAt, timeZone);
  return (
    <button
      type="button"
      data-testid="calendar-post"
      onClick={() => onOpen(post)}
      aria-label={`${time}, ${network}, ${SOCIAL_POST_STATUS_LABELS[post.status]}: ${post.text}`}
      title={post.text}
      style={{
        display: 'block',
        width: '100%',
        textAlign: 'start',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderInlineStart: `3px solid ${post.status === 'published' ? token.colorSuccess : post.status === 'scheduled' ? token.colorPrimary : token.colorTextQuaternary}`,
        borderRadius: 4,
        background: token.colorBgContainer,
        color: token.colorText,
        padding: '2px 6px',
        fontSize: 12,
        lineHeight: 1.4,
        cursor: 'pointer',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      <span aria-hidden>
        {STATUS_MARK[post.status]} {time} · {network} · {post.text}
      </span>
    </button>
  );
}

/**
 * The posts planned, by week or by month, Monday first, in the user's zone. On a wide screen each day shows its
 * posts; a phone's week is a list of days and its month shows a count per day, the chosen day's posts below. A post
 * opens to be edited, moved to another date or deleted.
 */
export function SocialCalendar(props: SocialCalendarProps) {
  const { view, anchor, today, posts, timeZone, selectedDay } = props;
  const { token } = theme.useToken();
  const wide = Grid.useBreakpoint().md ?? false;
  const byDay = groupByDay(posts, timeZone);
  const title = periodTitle(anchor, view);
  const unit = view === 'week' ? 'Semana' : 'Mes';

  const cellStyle = (day: CalendarDay, selected: boolean): CSSProperties => ({
    minHeight: view === 'week' ? (wide ? 160 : 0) : wide ? 104 : 48,
    minWidth: 0,
    padding: 4,
    borderRadius: 6,
    border: `1px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
    background: day.today ? token.colorPrimaryBg : token.colorFillQuaternary,
    opacity: day.inPeriod ? 1 : 0.6,
  });

  const dayHeading = (day: CalendarDay, count: number) => (
    <Typography.Text
      strong={day.today}
      style={{ fontSize: 12, color: day.today ? token.colorText : token.colorTextSecondary }}
    >
      {view === 'week' && !wide ? dayTitle(day.date) : day.day}
      {day.today ? ' · hoy' : ''}
      {!wide && view === 'week' && count === 0 ? ' · sin publicaciones' : ''}
    </Typography.Text>
  );

  let grid: ReactNode;
  if (view === 'week') {
    const days = weekDays(anchor, today);
    grid = (
      <ul
        aria-label={`Semana del ${title}`}
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: wide ? 'repeat(7, minmax(0, 1fr))' : '1fr',
          gap: 6,
        }}
      >
        {days.map((day, index) => {
          const dayPosts = byDay.get(day.date) ?? [];
          return (
            <li
              key={day.date}
              aria-label={`${dayTitle(day.date)}: ${postCount(dayPosts.length)}`}
              style={cellStyle(day, false)}
            >
              {wide ? (
                <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                  {WEEKDAY_SHORT[index]}
                </Typography.Text>
              ) : null}
              {dayHeading(day, dayPosts.length)}
              <Flex vertical gap={3} style={{ marginTop: 4 }}>
                {dayPosts.map((post) => (
                  <PostChip key={post.id} post={post} timeZone={timeZone} onOpen={props.onOpen} />
                ))}
              </Flex>
            </li>
          );
        })}
      </ul>
    );
  } else {
    const weeks = monthWeeks(anchor, today);
    const chosen = selectedDay ? (byDay.get(selectedDay) ?? []) : [];
    grid = (
      <>
        <table
          style={{
            width: '100%',
            tableLayout: 'fixed',
            borderCollapse: 'separate',
            borderSpacing: 4,
            margin: -4,
          }}
        >
          <caption style={VISUALLY_HIDDEN}>{title}</caption>
          <thead>
            <tr>
              {WEEKDAY_SHORT.map((name, index) => (
                <th
                  key={name}
                  scope="col"
                  abbr={WEEKDAY_NAMES[index]}
                  style={{ fontWeight: 400, fontSize: 12, color: token.colorTextSecondary }}
                >
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]?.date}>
                {week.map((day) => {
                  const dayPosts = byDay.get(day.date) ?? [];
                  const selected = day.date === selectedDay;
                  return (
                    <td key={day.date} style={{ ...cellStyle(day, selected), verticalAlign: 'top' }}>
                      <button
                        type="button"
                        onClick={() => props.onSelectDay(day.date)}
                        aria-label={`${dayTitle(day.date)}: ${postCount(dayPosts.length)}`}
                        aria-pressed={selected}
                        style={{
                          font: 'inherit',
                          color: 'inherit',
                          background: 'none',
                          border: 'none',
                          padding: 0,
                          cursor: 'pointer',
                          display: 'flex',
                          justifyContent: 'space-between',
                          alignItems: 'center',
                          width: '100%',
                          boxSizing: 'border-box',
                        }}
                      >
                        <span
                          aria-hidden
                          style={{
                            fontSize: 12,
                            fontWeight: day.today ? 700 : 400,
                            color: token.colorText,
                          }}
                        >
                          {day.day}
                        </span>
                        {dayPosts.length > 0 && !wide ? (
                          <span
                            aria-hidden
                            style={{
                              fontSize: 11,
                              minWidth: 16,
                              textAlign: 'center',
                              borderRadius: 8,
                              background: token.colorPrimary,
                              color: token.colorTextLightSolid,
                            }}
                          >
                            {dayPosts.length}
                          </span>
                        ) : null}
                      </button>
                      {wide ? (
                        <Flex vertical gap={3} style={{ marginTop: 4 }}>
                          {dayPosts.slice(0, 3).map((post) => (
                            <PostChip key={post.id} post={post} timeZone={timeZone} onOpen={props.onOpen} />
                          ))}
                          {dayPosts.length > 3 ? (
                            <Typography.Text type="secondary" style={{ fontSize: 11 }}>
                              y {dayPosts.length - 3} más
                            </Typography.Text>
                          ) : null}
                        </Flex>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {selectedDay ? (
          <section aria-label={`Publicaciones del ${dayTitle(selectedDay)}`} style={{ marginTop: 12 }}>
            <Typography.Title level={3} style={{ fontSize: 15 }}>
              {dayTitle(selectedDay).replace(/^./, (letter) => letter.toUpperCase())}
            </Typography.Title>
            {chosen.length === 0 ? (
              <Typography.Text type="secondary">No hay publicaciones este día.</Typography.Text>
            ) : (
              <Flex vertical gap={4}>
                {chosen.map((post) => (
                  <PostChip key={post.id} post={post} timeZone={timeZone} onOpen={props.onOpen} />
                ))}
              </Flex>
            )}
          </section>
        ) : null}
      </>
    );
  }

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex align="center" gap={4}>
          <Button icon={<LeftOutlined />} aria-label={`${unit} anterior`} onClick={() => props.onShift(-1)} />
          <Button onClick={() => props.onAnchorChange(today)}>Hoy</Button>
          <Button
            icon={<RightOutlined />}
            aria-label={`${unit} siguiente`}
            onClick={() => props.onShift(1)}
          />
          <Typography.Title level={3} style={{ fontSize: 16, margin: '0 0 0 8px' }} aria-live="polite">
            {title}
          </Typography.Title>
        </Flex>
        <Segmented<CalendarView>
          value={view}
          onChange={props.onViewChange}
          options={[
            { value: 'week', label: 'Semana' },
            { value: 'month', label: 'Mes' },
          ]}
          aria-label="Vista del calendario"
        />
      </Flex>
      {grid}
      {posts.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={`No hay publicaciones en ${view === 'week' ? 'esta semana' : 'este mes'}. Genera textos y añádelos al calendario.`}
        />
      ) : null}
    </Flex>
  );
}

import { CheckOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Skeleton, Typography, theme } from 'antd';
import { useState } from 'react';
import { buildMonth, monthOf, monthRange, shiftMonth, type YearMonth } from '../calendar/month-grid';
import { LoadError } from '../components/LoadError';
import { reflectionApi, reflectionKeys } from './reflection-api';

const WEEKDAYS = ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'];
const WEEKDAY_NAMES = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
const monthTitle = ({ year, month }: YearMonth) => {
  const text = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
  return text.charAt(0).toUpperCase() + text.slice(1);
};
const longDay = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** A month of reflections: the days written are marked; a day up to today opens its reflection. */
export function ReflectionCalendar({
  selected,
  today,
  onSelect,
}: {
  selected: string;
  today: string;
  onSelect: (date: string) => void;
}) {
  const { token } = theme.useToken();
  const [month, setMonth] = useState<YearMonth>(() => monthOf(selected));
  const range = monthRange(month);
  const reflections = useQuery({
    queryKey: reflectionKeys.month(range.from, range.to),
    queryFn: ({ signal }) => reflectionApi.list(range.from, range.to, signal),
  });
  const written = new Set((reflections.data ?? []).map((reflection) => reflection.date));
  const weeks = buildMonth(month, []);
  const title = monthTitle(month);
  const atCurrentMonth = range.to >= today;

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          Tus reflexiones
        </Typography.Title>
      }
    >
      <Flex align="center" gap={8} style={{ marginBottom: 12 }} wrap>
        <Button
          icon={<LeftOutlined />}
          aria-label="Mes anterior"
          onClick={() => setMonth(shiftMonth(month, -1))}
        />
        <Typography.Text strong style={{ minWidth: 140, textAlign: 'center' }} aria-live="polite">
          {title}
        </Typography.Text>
        <Button
          icon={<RightOutlined />}
          aria-label="Mes siguiente"
          disabled={atCurrentMonth}
          onClick={() => setMonth(shiftMonth(month, 1))}
        />
        {reflections.data ? (
          <Typography.Text type="secondary">
            {written.size === 1 ? '1 día escrito' : `${written.size} días escritos`}
          </Typography.Text>
        ) : null}
      </Flex>
      {reflections.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : reflections.isError ? (
        <LoadError
          title="No se pudieron cargar tus reflexiones"
          error={reflections.error}
          onRetry={() => void reflections.refetch()}
        />
      ) : (
        <table
          aria-label={`Reflexiones de ${title}`}
          style={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: 3 }}
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
                  if (!day.inMonth) return <td key={day.date} />;
                  const has = written.has(day.date);
                  const future = day.date > today;
                  const name = `${longDay.format(new Date(`${day.date}T00:00:00Z`))}${has ? ', con reflexión' : ''}`;
                  return (
                    <td key={day.date} data-date={day.date} style={{ padding: 0 }}>
                      <button
                        type="button"
                        disabled={future}
                        aria-label={name}
                        aria-pressed={day.date === selected}
                        data-reflection={has ? 'si' : undefined}
                        onClick={() => onSelect(day.date)}
                        style={{
                          width: '100%',
                          height: 40,
                          borderRadius: 6,
                          cursor: future ? 'not-allowed' : 'pointer',
                          font: 'inherit',
                          fontSize: 13,
                          color: future ? token.colorTextDisabled : token.colorText,
                          border:
                            day.date === selected
                              ? `2px solid ${token.colorPrimary}`
                              : `1px solid ${token.colorBorderSecondary}`,
                          background: has ? token.colorPrimaryBg : 'transparent',
                        }}
                      >
                        {day.day}
                        {has ? (
                          <CheckOutlined aria-hidden style={{ fontSize: 10, marginInlineStart: 2 }} />
                        ) : null}
                      </button>
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

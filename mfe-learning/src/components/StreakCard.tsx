import { CheckOutlined, CloseOutlined, CoffeeOutlined, FireFilled, SafetyOutlined } from '@ant-design/icons';
import { MAX_REST_DAYS, type StreakDayState, type StreakView } from '@pipcrafters/contracts';
import { useToast } from '@pipcrafters/ui';
import { type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, type DatePickerProps, Flex, Statistic, Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useState } from 'react';
import { errorMessage } from '../api/errors';
import { missionsApi, progressKeys } from '../api/missions-api';
import { formatNumber } from '../format/numbers';
import {
  addDays,
  dayOfMonth,
  formatCalendarDay,
  formatWeekdayDay,
  weekdayInitial,
} from '../missions/calendar-days';
import { QueryCard } from './QueryCard';
import { VISUALLY_HIDDEN } from './visually-hidden';

const days = (count: number) => `${formatNumber(count)} ${count === 1 ? 'día' : 'días'}`;

type Token = ReturnType<typeof theme.useToken>['token'];

/** How each day of the strip looks and what it is called (in the legend and for screen readers). */
const DAY_STATES: Record<
  StreakDayState,
  { label: string; icon: ReactNode; style: (token: Token) => CSSProperties }
> = {
  active: {
    label: 'Activo',
    icon: <CheckOutlined />,
    style: (token) => ({ background: token.colorSuccessBg, borderColor: token.colorSuccess }),
  },
  frozen: {
    label: 'Cubierto con un comodín',
    icon: <SafetyOutlined />,
    style: (token) => ({ background: token.colorInfoBg, borderColor: token.colorInfo }),
  },
  rest: {
    label: 'Descanso',
    icon: <CoffeeOutlined />,
    style: (token) => ({ background: token.colorFillSecondary, borderColor: token.colorBorder }),
  },
  missed: {
    label: 'Sin actividad',
    icon: <CloseOutlined />,
    style: (token) => ({ borderColor: token.colorBorderSecondary, borderStyle: 'dashed' }),
  },
  today: {
    label: 'Hoy, aún sin actividad',
    icon: null,
    style: (token) => ({ borderColor: token.colorPrimary, borderWidth: 2 }),
  },
};
const LEGEND_ORDER: StreakDayState[] = ['active', 'frozen', 'rest', 'missed', 'today'];

function DaySwatch({ state, children }: { state: StreakDayState; children?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <span
      aria-hidden
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        minHeight: children ? 44 : 18,
        minWidth: children ? 0 : 18,
        border: '1px solid transparent',
        borderRadius: token.borderRadiusSM,
        fontSize: 12,
        lineHeight: 1,
        color: token.colorText,
        ...DAY_STATES[state].style(token),
      }}
    >
      {children}
    </span>
  );
}

/** The last 28 days in four weeks of seven, oldest first, each with its state in colour, icon and words. */
function StreakCalendar({ view }: { view: StreakView }) {
  const { token } = theme.useToken();
  const grid: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4 };
  return (
    <div>
      <div aria-hidden style={{ ...grid, marginBottom: 4 }}>
        {view.days.slice(0, 7).map((day) => (
          <Typography.Text key={day.date} type="secondary" style={{ textAlign: 'center', fontSize: 12 }}>
            {weekdayInitial(day.date)}
          </Typography.Text>
        ))}
      </div>
      <ol
        aria-label="Tu actividad de los últimos 28 días"
        style={{ ...grid, listStyle: 'none', margin: 0, padding: 0 }}
      >
        {view.days.map((day) => (
          <li
            key={day.date}
            data-state={day.state}
            style={
              day.date === view.today
                ? {
                    outline: `2px solid ${token.colorPrimary}`,
                    outlineOffset: 1,
                    borderRadius: token.borderRadiusSM,
                  }
                : undefined
            }
          >
            <DaySwatch state={day.state}>
              <span>{dayOfMonth(day.date)}</span>
              <span style={{ fontSize: 10, minHeight: 10 }}>{DAY_STATES[day.state].icon}</span>
            </DaySwatch>
            <span style={VISUALLY_HIDDEN}>
              {formatWeekdayDay(day.date)}
              {day.date === view.today && day.state !== 'today' ? ' (hoy)' : ''}:{' '}
              {DAY_STATES[day.state].label}
            </span>
          </li>
        ))}
      </ol>
      <ul
        aria-label="Leyenda"
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: '6px 14px',
          listStyle: 'none',
          margin: '10px 0 0',
          padding: 0,
        }}
      >
        {LEGEND_ORDER.map((state) => (
          <li key={state} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <DaySwatch state={state} />
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {DAY_STATES[state].label}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The day antd's picker hands back (its own dayjs object, so this remote needs no copy of dayjs). */
type PickedDay = Extract<DatePickerProps['value'], { format: unknown }> | null;
const REST_UNTIL_ID = 'descanso-hasta';

/** Rest mode: chosen up to MAX_REST_DAYS days (today included) ahead, or ended early. */
function RestMode({ view }: { view: StreakView }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [until, setUntil] = useState<PickedDay>(null);
  const lastDay = addDays(view.today, MAX_REST_DAYS - 1);
  const onSuccess = (next: StreakView) => {
    queryClient.setQueryData(progressKeys.streak(), next);
    setUntil(null);
  };
  const start = useMutation({
    mutationFn: (day: string) => missionsApi.startRest({ until: day }),
    onSuccess: (next) => {
      onSuccess(next);
      toast({
        title: 'Modo descanso activado',
        description: next.restMode
          ? `Tu racha queda a salvo hasta el ${formatCalendarDay(next.restMode.until)}.`
          : undefined,
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: 'No se pudo activar el modo descanso',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  const end = useMutation({
    mutationFn: () => missionsApi.endRest(),
    onSuccess: (next) => {
      onSuccess(next);
      toast({ title: 'Modo descanso terminado', variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'No se pudo terminar el modo descanso',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });

  if (view.restMode)
    return (
      <Flex vertical gap={8} align="flex-start">
        <Typography.Text>
          <CoffeeOutlined /> Modo descanso activo hasta el{' '}
          <strong>{formatCalendarDay(view.restMode.until)}</strong>: tu racha no se rompe mientras descansas.
        </Typography.Text>
        <Button onClick={() => end.mutate()} loading={end.isPending}>
          Terminar el descanso
        </Button>
      </Flex>
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (until) start.mutate(until.format('YYYY-MM-DD'));
      }}
    >
      <Flex vertical gap={8} align="flex-start">
        <Typography.Text type="secondary">
          ¿Vacaciones o unos días sin operar? Activa el modo descanso (hasta {MAX_REST_DAYS} días) y tu racha
          no se romperá.
        </Typography.Text>
        <label htmlFor={REST_UNTIL_ID}>Descansar hasta</label>
        <Flex gap={8} wrap>
          <DatePicker
            id={REST_UNTIL_ID}
            value={until}
            onChange={setUntil}
            format="D [de] MMMM [de] YYYY"
            placeholder="Elige un día"
            disabledDate={(day) => {
              const date = day.format('YYYY-MM-DD');
              return date < view.today || date > lastDay;
            }}
            style={{ minWidth: 200 }}
          />
          <Button htmlType="submit" type="primary" disabled={!until} loading={start.isPending}>
            Activar modo descanso
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function StreakSummary({ view }: { view: StreakView }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={16}>
      <Flex gap={24} wrap>
        <Statistic
          title="Racha actual"
          value={days(view.current)}
          prefix={<FireFilled style={{ color: view.current > 0 ? token.colorWarning : undefined }} />}
        />
        <Statistic title="Mejor racha" value={days(view.longest)} />
        <Statistic title="Comodines" value={`${view.freezesAvailable} de ${view.maxFreezes}`} />
      </Flex>
      <Typography.Text>
        {view.activeToday
          ? 'Hoy ya has sumado un día a tu racha.'
          : 'Hoy aún no has tenido actividad: completa una lección, un cuestionario o un repaso para mantener la racha.'}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        Ganas un comodín por cada 7 días activos seguidos (como mucho {view.maxFreezes}); cada uno cubre un
        día sin actividad.
      </Typography.Text>
      <StreakCalendar view={view} />
      <RestMode view={view} />
    </Flex>
  );
}

/** The learning streak: current and best, today's state, comodines, the last four weeks and rest mode. */
export function StreakCard({ streak }: { streak: UseQueryResult<StreakView> }) {
  return (
    <QueryCard title="Tu racha" query={streak} errorTitle="No se pudo cargar tu racha" skeletonRows={6}>
      {(view) => <StreakSummary view={view} />}
    </QueryCard>
  );
}

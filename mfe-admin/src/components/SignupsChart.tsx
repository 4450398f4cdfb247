import type { SignupWeek } from '@pipcrafters/contracts';
import { theme } from 'antd';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { weekLabel, weekTitle } from '../format/dates';

const CHART_HEIGHT = 300;

function signupsText(count: number): string {
  return count === 1 ? '1 registro' : `${count} registros`;
}

/** Sign-ups per week as bars, weeks labelled in Spanish by their Monday. Loaded on its own chunk (recharts). */
export default function SignupsChart({ weeks }: { weeks: SignupWeek[] }) {
  const { token } = theme.useToken();
  const data = weeks.map((week) => ({ ...week, label: weekLabel(week.weekStart) }));
  const summary = weeks.map((week) => `${weekTitle(week.weekStart)}: ${signupsText(week.count)}`).join('. ');
  return (
    <div data-testid="signups-chart" role="img" aria-label={`Registros por semana. ${summary}.`}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={token.colorBorderSecondary} vertical={false} />
          <XAxis
            dataKey="label"
            tick={{ fill: token.colorTextSecondary, fontSize: 12 }}
            stroke={token.colorBorder}
            interval="preserveStartEnd"
          />
          <YAxis
            allowDecimals={false}
            tick={{ fill: token.colorTextSecondary, fontSize: 12 }}
            stroke={token.colorBorder}
          />
          <Tooltip
            cursor={{ fill: token.colorFillSecondary }}
            contentStyle={{
              background: token.colorBgElevated,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadius,
              color: token.colorText,
            }}
            labelFormatter={(_label, payload) => {
              const weekStart = (payload?.[0]?.payload as SignupWeek | undefined)?.weekStart;
              return weekStart ? weekTitle(weekStart) : '';
            }}
            formatter={(value) => [signupsText(Number(value)), 'Registros']}
          />
          <Bar dataKey="count" name="Registros" fill={token.colorPrimary} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

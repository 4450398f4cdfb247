import type { ReflectionDay } from '@pipcrafters/contracts';
import { formatSigned, LinkButton } from '@pipcrafters/ui';
import { Empty, Flex, Typography } from 'antd';
import { formatAmount, resultColor } from '../components/money';
import { ResultText } from '../edgepilot/ResultText';
import { formatDateTime } from '../format/time';

const SIDES = { buy: 'Compra', sell: 'Venta' } as const;

/** The trades closed that day (in the user's zone) with their net and R, and the day's total. */
export function DayTrades({
  day,
  currency,
  timeZone,
}: {
  day: ReflectionDay;
  currency: string | null;
  timeZone: string;
}) {
  if (day.trades.length === 0)
    return (
      <Empty description="Ninguna operación cerrada este día.">
        <LinkButton to="/pipjournal?vista=nueva">Registrar una operación</LinkButton>
      </Empty>
    );
  return (
    <Flex vertical gap={8}>
      <ul aria-label="Operaciones del día" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {day.trades.map((trade) => (
          <li
            key={trade.id}
            style={{ padding: '8px 0', borderBottom: '1px solid rgba(128,128,128,0.25)' }}
            data-testid="operacion-del-dia"
          >
            <Flex justify="space-between" gap={8} wrap>
              <span>
                <Typography.Text strong>{trade.symbol}</Typography.Text> · {SIDES[trade.side]}
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  Cierre {formatDateTime(trade.closeTime, timeZone)}
                </Typography.Text>
              </span>
              <span style={{ textAlign: 'right' }}>
                <ResultText strong tone={resultColor(trade.net)}>
                  {formatAmount(trade.net, currency)}
                </ResultText>
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {trade.rMultiple === null ? 'sin R' : `${formatSigned(trade.rMultiple, 2)} R`}
                </Typography.Text>
              </span>
            </Flex>
          </li>
        ))}
      </ul>
      <Typography.Text>
        Neto del día:{' '}
        <ResultText strong tone={resultColor(day.net)} data-testid="neto-del-dia">
          {formatAmount(day.net, currency)}
        </ResultText>
      </Typography.Text>
    </Flex>
  );
}

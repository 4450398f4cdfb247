import type { ImportSummary } from '@pipcrafters/contracts';
import { Alert, Descriptions, Flex, List, Typography } from 'antd';
import { formatDay } from '../format/time';
import { formatAmount, resultColor } from './money';

export const FORMAT_LABELS: Record<ImportSummary['format'], string> = {
  'mt4-html': 'MetaTrader 4 (HTML)',
  'mt5-html': 'MetaTrader 5 (HTML)',
  'mt5-xlsx': 'MetaTrader 5 (Excel)',
  'ctrader-html': 'cTrader (HTML)',
  'ibkr-xml': 'Interactive Brokers (Flex XML)',
  'tdameritrade-csv': 'TD Ameritrade (CSV)',
  csv: 'CSV',
};

const MOVEMENT_LABELS: Record<string, string> = {
  deposit: 'Depósitos',
  withdrawal: 'Retiradas',
  credit: 'Créditos',
  financing: 'Financiación',
  interest: 'Intereses',
  adjustment: 'Ajustes',
};

/** What a preview found, or what an import wrote: counts, period, net, skipped rows, movements and warnings. */
export function ImportSummaryView({
  summary,
  currency,
  timeZone,
}: {
  summary: ImportSummary;
  currency: string | null;
  timeZone: string;
}) {
  const period =
    summary.periodStart && summary.periodEnd
      ? `${formatDay(summary.periodStart, timeZone)} – ${formatDay(summary.periodEnd, timeZone)}`
      : '—';
  return (
    <Flex vertical gap={12}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'format', label: 'Formato', children: FORMAT_LABELS[summary.format] ?? summary.format },
          {
            key: 'file',
            label: 'Archivo',
            children: <span style={{ overflowWrap: 'anywhere' }}>{summary.fileName}</span>,
          },
          { key: 'found', label: 'Operaciones encontradas', children: summary.found },
          summary.preview
            ? { key: 'new', label: 'Nuevas', children: summary.found - summary.duplicates }
            : { key: 'imported', label: 'Importadas', children: summary.imported },
          { key: 'duplicates', label: 'Ya estaban en el diario', children: summary.duplicates },
          { key: 'period', label: 'Periodo', children: period },
          {
            key: 'net',
            label: 'Resultado neto',
            children: (
              <Typography.Text strong type={resultColor(summary.net)}>
                {formatAmount(summary.net, currency)}
              </Typography.Text>
            ),
          },
          {
            key: 'stated',
            label: 'Según el extracto',
            children:
              summary.stated.netProfit !== null || summary.stated.totalTrades !== null
                ? [
                    summary.stated.totalTrades !== null ? `${summary.stated.totalTrades} operaciones` : null,
                    summary.stated.netProfit !== null
                      ? `neto ${formatAmount(summary.stated.netProfit, currency)}`
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')
                : '—',
          },
        ]}
      />
      {summary.currencyMismatch ? (
        <Alert
          type="warning"
          showIcon
          title={`El extracto está en ${summary.currencyMismatch}, y la cuenta en ${currency ?? 'otra divisa'}.`}
        />
      ) : null}
      {summary.warnings.map((warning) => (
        <Alert key={warning} type="warning" showIcon title={warning} />
      ))}
      {summary.skipped.length ? (
        <section aria-label="Filas omitidas">
          <Typography.Title level={3} style={{ fontSize: 15 }}>
            Filas omitidas
          </Typography.Title>
          <List
            size="small"
            dataSource={summary.skipped}
            renderItem={(skip) => (
              <List.Item>
                <Typography.Text>
                  <strong>{skip.count}</strong> · {skip.message}
                </Typography.Text>
              </List.Item>
            )}
          />
        </section>
      ) : null}
      {summary.movements.length ? (
        <section aria-label="Movimientos de saldo">
          <Typography.Title level={3} style={{ fontSize: 15 }}>
            Movimientos de saldo (no son operaciones)
          </Typography.Title>
          <List
            size="small"
            dataSource={summary.movements}
            renderItem={(movement) => (
              <List.Item>
                <Typography.Text>
                  {MOVEMENT_LABELS[movement.kind] ?? movement.kind}: {movement.count} ·{' '}
                  {formatAmount(movement.total, currency)}
                </Typography.Text>
              </List.Item>
            )}
          />
        </section>
      ) : null}
    </Flex>
  );
}

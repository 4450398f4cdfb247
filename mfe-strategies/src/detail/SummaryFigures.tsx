import type { StatsSummary } from '@pipcrafters/contracts';
import { formatMoney, formatNumber, formatPercent, formatR, tradesLabel } from '@pipcrafters/ui';
import { Col, Flex, Row, Typography, theme } from 'antd';
import { SmallSampleTag } from './SmallSampleTag';

interface Figure {
  key: string;
  label: string;
  value: string;
  help: string;
  tone?: 'gain' | 'loss';
  small?: boolean;
}

const toneOf = (value: string | null): Figure['tone'] => {
  const number = Number(value ?? 0);
  return number > 0 ? 'gain' : number < 0 ? 'loss' : undefined;
};

/** The figures a strategy is judged by: net, trades (marked when few), win rate, expectancy in R, profit factor. */
export function SummaryFigures({ summary }: { summary: StatsSummary }) {
  const { token } = theme.useToken();
  const figures: Figure[] = [
    {
      key: 'net',
      label: 'Resultado neto',
      value: formatMoney(summary.net, summary.currency),
      help: 'Suma del neto de cada operación (con comisión y swap).',
      tone: toneOf(summary.net),
    },
    {
      key: 'trades',
      label: 'Operaciones',
      value: formatNumber(summary.trades, 0),
      help: 'Operaciones cerradas asignadas a esta estrategia.',
      small: summary.smallSample,
    },
    {
      key: 'winRate',
      label: 'Tasa de acierto',
      value: formatPercent(summary.winRate),
      help: `Ganadoras / operaciones: ${summary.wins} de ${summary.trades}.`,
    },
    {
      key: 'expectancyR',
      label: 'Esperanza en R',
      value: formatR(summary.expectancyR),
      help: `Media de los múltiplos de R, en ${tradesLabel(summary.rTrades)} con stop loss.`,
      tone: toneOf(summary.expectancyR),
    },
    {
      key: 'profitFactor',
      label: 'Factor de beneficio',
      value: summary.profitFactor === null ? '—' : formatNumber(summary.profitFactor, 2),
      help: 'Ganancias brutas / pérdidas brutas; sin pérdidas no se calcula.',
    },
  ];
  // The brand green and the error red are the theme's, tuned for 4.5:1 in both modes.
  const color = (tone: Figure['tone']) =>
    tone === 'gain' ? token.colorPrimary : tone === 'loss' ? token.colorError : undefined;
  return (
    <Row gutter={[12, 12]}>
      {figures.map((figure) => (
        <Col key={figure.key} xs={12} md={8} xl={{ flex: '20%' }}>
          <section
            aria-labelledby={`cifra-${figure.key}`}
            data-testid={`cifra-${figure.key}`}
            style={{
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: 8,
              padding: 12,
              height: '100%',
            }}
          >
            <Flex justify="space-between" align="center" gap={4} wrap>
              <Typography.Text id={`cifra-${figure.key}`} type="secondary">
                {figure.label}
              </Typography.Text>
              {figure.small ? <SmallSampleTag /> : null}
            </Flex>
            <Typography.Text
              strong
              data-value
              style={{
                display: 'block',
                fontSize: 20,
                margin: '4px 0',
                overflowWrap: 'anywhere',
                color: color(figure.tone),
              }}
            >
              {figure.value}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {figure.help}
            </Typography.Text>
          </section>
        </Col>
      ))}
    </Row>
  );
}

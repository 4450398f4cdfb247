import type { RuleFigures, RuleSide } from '@pipcrafters/contracts';
import { formatNumber, formatPercent, formatR } from '@pipcrafters/ui';
import { Flex, Grid, Table, Tag, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ruleReading } from './rule-reading';
import { SmallSampleMark, SmallSampleTag } from './SmallSampleTag';

const KIND_LABELS = { entry: 'Entrada', exit: 'Salida' } as const;

function sideColumns(side: 'followed' | 'broken', title: string): ColumnsType<RuleFigures>[number] {
  const of = (row: RuleFigures): RuleSide => row[side];
  return {
    title,
    key: side,
    children: [
      {
        title: 'Operaciones',
        key: `${side}-trades`,
        align: 'right',
        render: (_value, row) => (
          <Flex vertical align="flex-end" gap={2}>
            <span data-figure={`${side}-trades`}>{formatNumber(of(row).trades, 0)}</span>
            {of(row).trades > 0 && of(row).smallSample ? <SmallSampleTag /> : null}
          </Flex>
        ),
      },
      {
        title: 'Acierto',
        key: `${side}-winRate`,
        align: 'right',
        render: (_value, row) => (
          <span data-figure={`${side}-winRate`}>{formatPercent(of(row).winRate)}</span>
        ),
      },
      {
        title: 'Esperanza',
        key: `${side}-expectancyR`,
        align: 'right',
        render: (_value, row) => (
          <span data-figure={`${side}-expectancyR`} title={`En ${of(row).rTrades} operaciones con stop loss`}>
            {formatR(of(row).expectancyR)}
          </span>
        ),
      },
    ],
  };
}

const COLUMNS: ColumnsType<RuleFigures> = [
  {
    title: 'Regla',
    key: 'rule',
    width: 260,
    render: (_value, row) => (
      <Flex vertical gap={4} align="flex-start">
        <Tag style={{ marginInlineEnd: 0 }}>{KIND_LABELS[row.rule.kind]}</Tag>
        <span style={{ overflowWrap: 'anywhere' }}>{row.rule.text}</span>
      </Flex>
    ),
  },
  sideColumns('followed', 'Cuando la seguiste'),
  sideColumns('broken', 'Cuando la rompiste'),
  {
    title: 'Qué significa',
    key: 'reading',
    width: 320,
    render: (_value, row) => (
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {ruleReading(row)}
      </Typography.Text>
    ),
  },
];

/** One rule on a narrow screen: its text, a two-row table (followed, broken) and what the difference means. */
function RuleFiguresBlock({ row, index }: { row: RuleFigures; index: number }) {
  const { token } = theme.useToken();
  const cell = {
    padding: '4px 2px',
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'right',
  } as const;
  const head = { ...cell, fontWeight: 600, fontSize: 12 } as const;
  const id = `regla-cifras-${index}`;
  return (
    <article
      aria-labelledby={id}
      style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: 12 }}
    >
      <Flex vertical gap={6}>
        <Typography.Text strong id={id} style={{ overflowWrap: 'anywhere' }}>
          <Tag style={{ marginInlineEnd: 6 }}>{KIND_LABELS[row.rule.kind]}</Tag>
          {row.rule.text}
        </Typography.Text>
        <table aria-labelledby={id} style={{ width: '100%', borderCollapse: 'collapse', fontSize: 12 }}>
          <thead>
            <tr>
              <th scope="col" style={{ ...head, textAlign: 'left' }}>
                Regla
              </th>
              <th scope="col" style={head}>
                Operaciones
              </th>
              <th scope="col" style={head}>
                Acierto
              </th>
              <th scope="col" style={head}>
                Esperanza
              </th>
            </tr>
          </thead>
          <tbody>
            {(
              [
                ['followed', 'Seguida'],
                ['broken', 'Rota'],
              ] as const
            ).map(([side, label]) => (
              <tr key={side}>
                <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
                  {label}
                </th>
                <td style={cell}>
                  {formatNumber(row[side].trades, 0)}
                  {row[side].trades > 0 && row[side].smallSample ? <SmallSampleMark /> : null}
                </td>
                <td style={cell}>{formatPercent(row[side].winRate)}</td>
                <td style={cell}>{formatR(row[side].expectancyR)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {ruleReading(row)}
        </Typography.Text>
      </Flex>
    </article>
  );
}

/**
 * For each entry and exit rule, the strategy's trades that followed it against those that broke it: trades (with
 * the small-sample mark), win rate and expectancy in R, and what the difference means in plain words. One table on
 * a wide screen; on a narrow one, each rule with a small table of its own, so nothing scrolls sideways.
 */
export function RuleFiguresTable({ rules }: { rules: RuleFigures[] }) {
  const screens = Grid.useBreakpoint();
  if (screens.lg === false)
    return (
      <Flex vertical gap={12} data-testid="reglas-cifras-compactas">
        {rules.map((row, index) => (
          <RuleFiguresBlock key={row.rule.id} row={row} index={index} />
        ))}
      </Flex>
    );
  return (
    <Table<RuleFigures>
      rowKey={(row) => row.rule.id}
      columns={COLUMNS}
      dataSource={rules}
      pagination={false}
      size="small"
      bordered
      scroll={{ x: 1040 }}
      aria-label="Resultados por regla"
      data-testid="tabla-reglas"
    />
  );
}

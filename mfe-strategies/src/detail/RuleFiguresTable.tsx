import type { RuleFigures, RuleSide } from '@pipcrafters/contracts';
import { Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatNumber, formatPercent, formatR } from '../format/format';
import { ruleReading } from './rule-reading';
import { SmallSampleTag } from './SmallSampleTag';

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

/**
 * For each entry and exit rule, the strategy's trades that followed it against those that broke it: trades (with
 * the small-sample mark), win rate and expectancy in R, and what the difference means in plain words.
 */
export function RuleFiguresTable({ rules }: { rules: RuleFigures[] }) {
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

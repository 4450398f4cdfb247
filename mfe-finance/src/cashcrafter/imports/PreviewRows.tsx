import type { ImportPreviewRow } from '@pipcrafters/contracts';
import { Flex, Radio, Table, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../format/dates';
import { formatMovement, movementTone } from '../../format/money';
import { type RowState, rowState } from './import-mapping';

const STATE_LABELS: Record<RowState, string> = {
  new: 'Se importará',
  duplicate: 'Duplicado',
  error: 'Error',
};

type Shown = 'all' | RowState;

/** The file's rows as they would import: each marked new, duplicate (already in the account) or with its error. */
export function PreviewRows({ rows, currency }: { rows: ImportPreviewRow[]; currency: string }) {
  const { token } = theme.useToken();
  const [shown, setShown] = useState<Shown>('all');
  const count = (state: RowState) => rows.filter((row) => rowState(row) === state).length;
  return (
    <Flex vertical gap={8}>
      <Radio.Group
        aria-label="Filas que ver"
        optionType="button"
        size="small"
        value={shown}
        onChange={(event) => setShown(event.target.value)}
        options={[
          { value: 'all', label: `Todas (${rows.length})` },
          { value: 'new', label: `Se importarán (${count('new')})` },
          { value: 'duplicate', label: `Duplicadas (${count('duplicate')})` },
          { value: 'error', label: `Con errores (${count('error')})` },
        ]}
      />
      <div style={{ overflowX: 'auto' }}>
        <Table<ImportPreviewRow>
          rowKey="line"
          // Tinted rows mark what will not be imported (the tag says which and why, for every reader).
          onRow={(row) => {
            const state = rowState(row);
            return state === 'new'
              ? {}
              : { style: { background: state === 'error' ? token.colorErrorBg : token.colorWarningBg } };
          }}
          size="small"
          aria-label="Vista previa de la importación"
          dataSource={shown === 'all' ? rows : rows.filter((row) => rowState(row) === shown)}
          pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
          columns={[
            { key: 'line', title: 'Línea', render: (_v, row) => row.line },
            { key: 'date', title: 'Fecha', render: (_v, row) => formatDate(row.date) },
            {
              key: 'description',
              title: 'Descripción',
              render: (_v, row) => <span style={{ overflowWrap: 'anywhere' }}>{row.description}</span>,
            },
            {
              key: 'amount',
              title: 'Importe',
              align: 'right',
              render: (_v, row) =>
                row.amount === null || row.kind === null ? (
                  '—'
                ) : (
                  <Typography.Text type={movementTone(row.kind)} style={{ whiteSpace: 'nowrap' }}>
                    {formatMovement(row.amount.replace(/^-/, ''), currency, row.kind)}
                  </Typography.Text>
                ),
            },
            {
              key: 'state',
              title: 'Estado',
              render: (_v, row) => {
                const state = rowState(row);
                return (
                  <Flex vertical gap={2}>
                    <Tag style={{ width: 'fit-content' }}>{STATE_LABELS[state]}</Tag>
                    {row.error ? (
                      <Typography.Text type="danger" style={{ fontSize: 12 }}>
                        {row.error}
                      </Typography.Text>
                    ) : null}
                  </Flex>
                );
              },
            },
          ]}
        />
      </div>
    </Flex>
  );
}

import type { ImportPreview, ImportPreviewRow } from '@pipcrafters/contracts';
import { Flex, Radio, Table, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../format/dates';
import { formatMovement, movementTone } from '../../format/money';
import { useCashData } from '../cash-data';
import { importableCount, type RowState, rowState } from './import-mapping';

const STATE_LABELS: Record<RowState, string> = {
  new: 'Se importará',
  duplicate: 'Duplicado',
  error: 'Error',
};

type Shown = 'all' | RowState;

/**
 * The file's rows as they would import: each marked new, duplicate (already in the account) or with its error, and
 * the category it will get (the one the same description had last time). A long file's preview holds its first rows
 * only; the counts are the whole file's.
 */
export function PreviewRows({
  rows,
  counts,
  currency,
}: {
  rows: ImportPreviewRow[];
  counts: ImportPreview['counts'];
  currency: string;
}) {
  const { token } = theme.useToken();
  const { categoryName } = useCashData();
  const [shown, setShown] = useState<Shown>('all');
  const totals: Record<RowState, number> = {
    new: importableCount(counts),
    duplicate: counts.duplicates,
    error: counts.errors,
  };
  return (
    <Flex vertical gap={8}>
      <Radio.Group
        aria-label="Filas que ver"
        optionType="button"
        size="small"
        value={shown}
        onChange={(event) => setShown(event.target.value)}
        options={[
          { value: 'all', label: `Todas (${counts.total})` },
          { value: 'new', label: `Se importarán (${totals.new})` },
          { value: 'duplicate', label: `Duplicadas (${totals.duplicate})` },
          { value: 'error', label: `Con errores (${totals.error})` },
        ]}
      />
      {rows.length < counts.total ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Se muestran las primeras {rows.length} filas de {counts.total}; las cifras son las del archivo
          entero.
        </Typography.Text>
      ) : null}
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
              key: 'category',
              title: 'Categoría',
              render: (_v, row) =>
                row.categoryId ? (
                  categoryName(row.categoryId)
                ) : (
                  <Typography.Text type="secondary">Sin categoría</Typography.Text>
                ),
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

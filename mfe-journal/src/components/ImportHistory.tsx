import { UndoOutlined } from '@ant-design/icons';
import type { ImportSummary, TradingAccount } from '@pipcrafters/contracts';
import { useToast } from '@pipcrafters/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Table, Tag, Typography } from 'antd';
import { errorMessage } from '../api/errors';
import { journalApi, journalKeys } from '../api/journal-api';
import { formatDateTime } from '../format/time';
import { FORMAT_LABELS } from './ImportSummaryView';
import { LoadError } from './LoadError';

/** Past imports, newest first, each with "Deshacer" (which removes its trades, edits made to them included). */
export function ImportHistory({
  accounts,
  accountId,
  timeZone,
}: {
  accounts: TradingAccount[];
  accountId: string | undefined;
  timeZone: string;
}) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const history = useQuery({
    queryKey: journalKeys.imports(),
    queryFn: ({ signal }) => journalApi.imports(signal),
  });
  const undo = useMutation({
    mutationFn: (id: string) => journalApi.undoImport(id),
    onSuccess: (summary) => {
      void queryClient.invalidateQueries({ queryKey: journalKeys.all });
      toast({
        title: 'Importación deshecha',
        description: `${summary.imported} operaciones retiradas del diario.`,
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({ title: 'No se pudo deshacer', description: errorMessage(error), variant: 'destructive' }),
  });
  const names = new Map(accounts.map((account) => [account.id, account.name]));
  const rows = (history.data ?? []).filter((row) => !accountId || row.accountId === accountId);
  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        Historial de importaciones
      </Typography.Title>
      {history.isError ? (
        <LoadError
          title="No se pudo cargar el historial"
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : (
        <Table<ImportSummary>
          rowKey={(row) => row.id ?? row.fileName}
          size="small"
          loading={history.isPending}
          dataSource={rows}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          aria-label="Historial de importaciones"
          locale={{
            emptyText: (
              <Typography.Text type="secondary">Aún no has importado ningún extracto.</Typography.Text>
            ),
          }}
          columns={[
            { key: 'date', title: 'Fecha', render: (_v, row) => formatDateTime(row.createdAt, timeZone) },
            {
              key: 'file',
              title: 'Archivo',
              render: (_v, row) => <span style={{ overflowWrap: 'anywhere' }}>{row.fileName}</span>,
            },
            { key: 'account', title: 'Cuenta', render: (_v, row) => names.get(row.accountId) ?? '—' },
            { key: 'format', title: 'Formato', render: (_v, row) => FORMAT_LABELS[row.format] ?? row.format },
            { key: 'imported', title: 'Importadas', align: 'right', render: (_v, row) => row.imported },
            { key: 'duplicates', title: 'Repetidas', align: 'right', render: (_v, row) => row.duplicates },
            {
              key: 'state',
              title: 'Estado',
              render: (_v, row) =>
                row.undoneAt ? (
                  <Tag>Deshecha el {formatDateTime(row.undoneAt, timeZone)}</Tag>
                ) : (
                  <Tag color="green">Activa</Tag>
                ),
            },
            {
              key: 'undo',
              title: 'Acciones',
              render: (_v, row) =>
                row.undoneAt || !row.id ? null : (
                  <Popconfirm
                    title="¿Deshacer esta importación?"
                    description="Se eliminarán sus operaciones del diario, con los cambios que les hayas hecho (etiquetas, notas, emociones)."
                    okText="Deshacer"
                    okButtonProps={{ danger: true }}
                    cancelText="Cancelar"
                    onConfirm={() => undo.mutateAsync(row.id as string).catch(() => undefined)}
                  >
                    <Button
                      size="small"
                      icon={<UndoOutlined />}
                      loading={undo.isPending && undo.variables === row.id}
                    >
                      Deshacer
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      )}
    </Card>
  );
}

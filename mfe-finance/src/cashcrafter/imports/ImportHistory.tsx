import { UndoOutlined } from '@ant-design/icons';
import type { CashImport } from '@pipcrafters/contracts';
import { formatDateTime } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Popconfirm, Table, Typography } from 'antd';
import { cashApi, cashKeys } from '../../api/cash-api';
import { countLabel } from '../../format/money';
import { useCashMutation } from '../../hooks/useCash';
import { useCashData } from '../cash-data';
import { LoadError } from '../LoadError';
import { SectionCard } from '../SectionCard';

/** Past imports, each undoable: "Deshacer importación" removes the movements it added. */
export function ImportHistory() {
  const { accountName } = useCashData();
  const history = useQuery({
    queryKey: cashKeys.imports(),
    queryFn: ({ signal }) => cashApi.imports(signal),
  });
  const undo = useCashMutation((item: CashImport) => cashApi.undoImport(item.id), {
    success: (_data, item) => ({
      title: 'Importación deshecha',
      description: `${item.fileName}: ${countLabel(item.imported, 'movimiento retirado', 'movimientos retirados')}.`,
      variant: 'success',
    }),
    failure: 'No se pudo deshacer la importación',
  });
  return (
    <SectionCard title="Importaciones anteriores">
      {history.isError ? (
        <LoadError
          title="No se pudo cargar el historial"
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <Table<CashImport>
            rowKey="id"
            size="small"
            loading={history.isPending}
            dataSource={history.data ?? []}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            aria-label="Importaciones anteriores"
            locale={{
              emptyText: (
                <Typography.Text type="secondary">
                  Aún no has importado ningún extracto. Descarga el CSV de movimientos desde la web de tu
                  banco e impórtalo con «Importar extracto CSV».
                </Typography.Text>
              ),
            }}
            columns={[
              { key: 'date', title: 'Fecha', render: (_v, item) => formatDateTime(item.createdAt) },
              {
                key: 'file',
                title: 'Archivo',
                render: (_v, item) => <span style={{ overflowWrap: 'anywhere' }}>{item.fileName}</span>,
              },
              { key: 'account', title: 'Cuenta', render: (_v, item) => accountName(item.accountId) },
              { key: 'imported', title: 'Importados', align: 'right', render: (_v, item) => item.imported },
              {
                key: 'duplicates',
                title: 'Duplicados',
                align: 'right',
                render: (_v, item) => item.duplicates,
              },
              { key: 'errors', title: 'Con errores', align: 'right', render: (_v, item) => item.errors },
              {
                key: 'undo',
                title: 'Acciones',
                render: (_v, item) => (
                  <Popconfirm
                    title="¿Deshacer esta importación?"
                    description={`Se eliminarán los ${countLabel(item.imported, 'movimiento', 'movimientos')} que añadió, con los cambios que les hayas hecho.`}
                    okText="Deshacer"
                    okButtonProps={{ danger: true }}
                    cancelText="Cancelar"
                    onConfirm={() => undo.mutateAsync(item).catch(() => undefined)}
                  >
                    <Button
                      size="small"
                      icon={<UndoOutlined />}
                      loading={undo.isPending && undo.variables?.id === item.id}
                    >
                      Deshacer importación
                    </Button>
                  </Popconfirm>
                ),
              },
            ]}
          />
        </div>
      )}
    </SectionCard>
  );
}

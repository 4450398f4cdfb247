import {
  DeleteOutlined,
  EditOutlined,
  FolderOpenOutlined,
  InboxOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { CASH_ACCOUNT_KIND_LABELS, type CashAccount } from '@pipcrafters/contracts';
import {
  Button,
  ConfirmPopover,
  Empty,
  Flex,
  formatMoney,
  lazyWithAntd,
  Switch,
  Table,
  Tag,
  Text,
} from '@pipcrafters/ui';
import { Suspense, useId, useState } from 'react';
import { cashApi } from '../../api/cash-api';
import { ratesDateText } from '../../format/dates';
import { countLabel } from '../../format/money';
import { useCashMutation } from '../../hooks/useCash';
import { useCashData } from '../cash-data';
import { SectionCard } from '../SectionCard';

// The account's form (antd's Form and Select) loads with its first opening, with antd's provider.
const AccountFormModal = lazyWithAntd(() =>
  import('./AccountFormModal').then((module) => module.AccountFormModal),
);

/**
 * The accounts with their balances, in their own currency and converted to the main one, and the total. Add, edit,
 * archive (hidden from new movements, history kept) and delete (the service refuses while it has movements).
 */
export function AccountsCard({ netWorth, ratesDate }: { netWorth: string; ratesDate: string }) {
  const { accounts, settings } = useCashData();
  const switchId = useId();
  const [showArchived, setShowArchived] = useState(false);
  const [editing, setEditing] = useState<CashAccount | null | undefined>(undefined);
  // The form stays mounted once opened, so it closes (and gives the focus back) as antd's dialogs do.
  const [formUsed, setFormUsed] = useState(false);
  const edit = (account: CashAccount | null) => {
    setFormUsed(true);
    setEditing(account);
  };
  const archive = useCashMutation(
    (account: CashAccount) => cashApi.updateAccount(account.id, { archived: !account.archived }),
    {
      success: (saved) =>
        saved.archived ? `Cuenta archivada: ${saved.name}` : `Cuenta recuperada: ${saved.name}`,
      failure: 'No se pudo cambiar la cuenta',
    },
  );
  const remove = useCashMutation((account: CashAccount) => cashApi.deleteAccount(account.id), {
    success: (_data, account) => `Cuenta eliminada: ${account.name}`,
    failure: 'No se pudo eliminar la cuenta',
  });
  const archivedCount = accounts.filter((account) => account.archived).length;
  const rows = accounts.filter((account) => showArchived || !account.archived);
  const main = settings.mainCurrency;

  return (
    <SectionCard
      title="Cuentas"
      extra={
        <Button icon={<PlusOutlined />} onClick={() => edit(null)}>
          Nueva cuenta
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Table<CashAccount>
          caption="Cuentas"
          size="small"
          rowKey={(account) => account.id}
          dataSource={rows}
          emptyText={<Empty description="No tienes cuentas abiertas. Crea una con «Nueva cuenta»." />}
          columns={[
            {
              key: 'name',
              title: 'Cuenta',
              render: (account) => (
                <Flex gap={6} wrap align="center">
                  <span>{account.name}</span>
                  <Tag>{CASH_ACCOUNT_KIND_LABELS[account.kind]}</Tag>
                  {account.archived ? <Tag color="default">Archivada</Tag> : null}
                </Flex>
              ),
            },
            {
              key: 'balance',
              title: 'Saldo',
              align: 'right',
              render: (account) => (
                <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(account.balance, account.currency)}</span>
              ),
            },
            {
              key: 'main',
              title: `En ${main}`,
              align: 'right',
              render: (account) =>
                account.currency === main ? (
                  <Text secondary>—</Text>
                ) : account.balanceMain === null ? (
                  <Text secondary>Sin tipo de cambio</Text>
                ) : (
                  <span style={{ whiteSpace: 'nowrap' }}>≈ {formatMoney(account.balanceMain, main)}</span>
                ),
            },
            {
              key: 'count',
              title: 'Movimientos',
              align: 'right',
              render: (account) => account.transactionCount,
            },
            {
              key: 'actions',
              title: 'Acciones',
              render: (account) => (
                <Flex gap={4}>
                  <Button
                    variant="text"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={`Editar la cuenta ${account.name}`}
                    onClick={() => edit(account)}
                  />
                  <Button
                    variant="text"
                    size="small"
                    icon={account.archived ? <FolderOpenOutlined /> : <InboxOutlined />}
                    aria-label={`${account.archived ? 'Recuperar' : 'Archivar'} la cuenta ${account.name}`}
                    loading={archive.isPending && archive.variables?.id === account.id}
                    onClick={() => archive.mutate(account)}
                  />
                  <ConfirmPopover
                    danger
                    aria-label={`Eliminar la cuenta ${account.name}`}
                    icon={<DeleteOutlined />}
                    loading={remove.isPending && remove.variables?.id === account.id}
                    title={`¿Eliminar la cuenta ${account.name}?`}
                    description={
                      account.transactionCount > 0
                        ? `Tiene ${countLabel(account.transactionCount, 'movimiento', 'movimientos')}: archívala si quieres conservarlos.`
                        : 'No se puede deshacer.'
                    }
                    okText="Eliminar"
                    onConfirm={() => remove.mutateAsync(account).catch(() => undefined)}
                  />
                </Flex>
              ),
            },
          ]}
        />
        <Flex justify="space-between" align="baseline" wrap gap={8}>
          <Text strong>Patrimonio neto: {formatMoney(netWorth, main)}</Text>
          <Text secondary style={{ fontSize: 12 }}>
            Saldos convertidos a {main}. {ratesDateText(ratesDate)}.
          </Text>
        </Flex>
        {archivedCount > 0 ? (
          <Flex gap={8} align="center">
            <Switch id={switchId} size="small" checked={showArchived} onChange={setShowArchived} />
            <label htmlFor={switchId}>Mostrar las archivadas ({archivedCount})</label>
          </Flex>
        ) : null}
      </Flex>
      {formUsed ? (
        <Suspense fallback={null}>
          <AccountFormModal
            open={editing !== undefined}
            account={editing ?? null}
            onClose={() => setEditing(undefined)}
          />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}

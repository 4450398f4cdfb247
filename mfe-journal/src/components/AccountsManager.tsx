import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TradingAccount } from '@pipcrafters/contracts';
import { formatMoney, useToast } from '@pipcrafters/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, List, Modal, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../api/errors';
import { journalApi, journalKeys } from '../api/journal-api';
import { AccountFormModal } from './AccountFormModal';

/** The user's accounts: add one, edit one, delete one with its trades (after a confirmation that says so). */
export function AccountsManager({
  open,
  accounts,
  onClose,
  onDeleted,
}: {
  open: boolean;
  accounts: TradingAccount[];
  onClose: () => void;
  onDeleted: (id: string) => void;
}) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [editing, setEditing] = useState<TradingAccount | null | undefined>(undefined);
  const remove = useMutation({
    mutationFn: (account: TradingAccount) => journalApi.deleteAccount(account.id).then(() => account),
    onSuccess: (account) => {
      void queryClient.invalidateQueries({ queryKey: journalKeys.all });
      onDeleted(account.id);
      toast({ title: 'Cuenta eliminada', description: account.name, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'No se pudo eliminar la cuenta',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  return (
    <Modal open={open} title="Tus cuentas" footer={null} onCancel={onClose} destroyOnHidden>
      <Flex vertical gap={12}>
        <List
          dataSource={accounts}
          locale={{ emptyText: 'Aún no tienes cuentas.' }}
          renderItem={(account) => (
            <List.Item
              actions={[
                <Button
                  key="edit"
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={`Editar la cuenta ${account.name}`}
                  onClick={() => setEditing(account)}
                />,
                <Popconfirm
                  key="delete"
                  title={`¿Eliminar la cuenta ${account.name}?`}
                  description={
                    account.tradeCount > 0
                      ? `Se borrarán también sus ${account.tradeCount} operaciones. No se puede deshacer.`
                      : 'No se puede deshacer.'
                  }
                  okText="Eliminar"
                  okButtonProps={{ danger: true }}
                  cancelText="Cancelar"
                  onConfirm={() => remove.mutateAsync(account).catch(() => undefined)}
                >
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Eliminar la cuenta ${account.name}`}
                    loading={remove.isPending && remove.variables?.id === account.id}
                  />
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Flex gap={8} align="center" wrap>
                    <span>{account.name}</span>
                    <Tag color={account.kind === 'real' ? 'gold' : 'blue'}>
                      {account.kind === 'real' ? 'Real' : 'Demo'}
                    </Tag>
                  </Flex>
                }
                description={
                  <Typography.Text type="secondary">
                    {[
                      account.broker,
                      account.currency,
                      `saldo inicial ${formatMoney(account.initialBalance, account.currency)}`,
                      `${account.tradeCount} operaciones`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
        <Button icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          Nueva cuenta
        </Button>
      </Flex>
      <AccountFormModal
        open={editing !== undefined}
        account={editing}
        onClose={() => setEditing(undefined)}
      />
    </Modal>
  );
}

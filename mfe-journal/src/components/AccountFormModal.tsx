import type { AccountKind, CreateAccountRequest, TradingAccount } from '@pipcrafters/contracts';
import { useToast } from '@pipcrafters/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { useEffect } from 'react';
import { errorMessage } from '../api/errors';
import { journalApi, journalKeys } from '../api/journal-api';
import { parseAmount } from '../format/numbers';

export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CHF',
  'CAD',
  'AUD',
  'NZD',
  'MXN',
  'COP',
  'ARS',
  'CLP',
  'PEN',
];

interface AccountDraft {
  name: string;
  broker?: string;
  currency: string;
  initialBalance: string;
  kind: AccountKind;
}

/** Create an account, or edit one (`account`): name, broker, currency, initial balance, demo or real. */
export function AccountFormModal({
  open,
  account,
  onClose,
  onSaved,
}: {
  open: boolean;
  account?: TradingAccount | null;
  onClose: () => void;
  onSaved?: (account: TradingAccount) => void;
}) {
  const [form] = Form.useForm<AccountDraft>();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      account
        ? { ...account, initialBalance: account.initialBalance.replace('.', ',') }
        : { name: '', broker: '', currency: 'USD', initialBalance: '', kind: 'demo' },
    );
  }, [open, account, form]);
  const save = useMutation({
    mutationFn: (request: CreateAccountRequest) =>
      account ? journalApi.updateAccount(account.id, request) : journalApi.createAccount(request),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: journalKeys.accounts() });
      toast({
        title: account ? 'Cuenta actualizada' : 'Cuenta creada',
        description: saved.name,
        variant: 'success',
      });
      onSaved?.(saved);
      onClose();
    },
    onError: (error) =>
      toast({
        title: 'No se pudo guardar la cuenta',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  return (
    <Modal
      open={open}
      title={account ? 'Editar cuenta' : 'Nueva cuenta'}
      okText={account ? 'Guardar' : 'Crear cuenta'}
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        name="cuenta"
        layout="vertical"
        requiredMark="optional"
        onFinish={(values) =>
          save.mutate({
            name: values.name.trim(),
            broker: values.broker?.trim() ?? '',
            currency: values.currency,
            initialBalance: parseAmount(values.initialBalance) ?? '0',
            kind: values.kind,
          })
        }
      >
        <Form.Item
          name="name"
          label="Nombre"
          rules={[{ required: true, whitespace: true, message: 'Pon un nombre a la cuenta.' }, { max: 80 }]}
        >
          <Input autoFocus maxLength={80} placeholder="Por ejemplo: FTMO 100k" />
        </Form.Item>
        <Form.Item name="broker" label="Bróker" rules={[{ max: 80 }]}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="currency" label="Divisa" rules={[{ required: true, message: 'Elige la divisa.' }]}>
          <Select
            showSearch
            disabled={Boolean(account && account.tradeCount > 0)}
            options={CURRENCIES.map((code) => ({ value: code, label: code }))}
          />
        </Form.Item>
        <Form.Item
          name="initialBalance"
          label="Saldo inicial"
          rules={[
            { required: true, message: 'Escribe el saldo inicial.' },
            {
              validator: (_rule, value: string) =>
                !value || parseAmount(value) !== null
                  ? Promise.resolve()
                  : Promise.reject(new Error('Escribe un número, por ejemplo 10.000,00')),
            },
          ]}
        >
          <Input inputMode="decimal" autoComplete="off" placeholder="10.000,00" />
        </Form.Item>
        <Form.Item name="kind" label="Tipo">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'demo', label: 'Demo' },
              { value: 'real', label: 'Real' },
            ]}
          />
        </Form.Item>
        {/* Enter in a field saves: implicit submission needs a submit button inside the form (the OK button is not). */}
        <button
          type="submit"
          tabIndex={-1}
          aria-hidden
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
        />
      </Form>
    </Modal>
  );
}

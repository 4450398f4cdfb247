import {
  CASH_ACCOUNT_KIND_LABELS,
  CASH_ACCOUNT_KINDS,
  CASH_LIMITS,
  type CashAccount,
} from '@pipcrafters/contracts';
import { Form, Input, Select } from 'antd';
import { type CashAccountInput, type CashAccountUpdate, cashApi } from '../../api/cash-api';
import { amountRule, amountToInput, amountValue } from '../../format/money';
import { useCashMutation } from '../../hooks/useCash';
import { useCashData } from '../cash-data';
import { FormModal } from '../FormModal';

interface AccountDraft {
  name: string;
  kind: CashAccount['kind'];
  currency: string;
  openingBalance: string;
}

/** An edit sends the currency only when it changes (allowed while the account has no movements). */
function withoutUnchangedCurrency(input: CashAccountInput, current: string): CashAccountUpdate {
  const { currency, ...rest } = input;
  return currency === current ? rest : input;
}

export const KIND_OPTIONS = CASH_ACCOUNT_KINDS.map((kind) => ({
  value: kind,
  label: CASH_ACCOUNT_KIND_LABELS[kind],
}));

/** Create an account (`account` null) or edit one: name, kind, currency (until it has movements), opening balance. */
export function AccountFormModal({
  open,
  account,
  onClose,
}: {
  open: boolean;
  account: CashAccount | null;
  onClose: () => void;
}) {
  const { settings } = useCashData();
  const [form] = Form.useForm<AccountDraft>();
  const locked = Boolean(account && account.transactionCount > 0);
  const save = useCashMutation(
    (input: CashAccountInput) =>
      account
        ? cashApi.updateAccount(account.id, withoutUnchangedCurrency(input, account.currency))
        : cashApi.createAccount(input),
    {
      success: (saved) => ({
        title: account ? 'Cuenta actualizada' : 'Cuenta creada',
        description: saved.name,
        variant: 'success',
      }),
      failure: 'No se pudo guardar la cuenta',
    },
    onClose,
  );
  return (
    <FormModal<AccountDraft>
      open={open}
      title={account ? 'Editar cuenta' : 'Nueva cuenta'}
      okText={account ? 'Guardar' : 'Crear cuenta'}
      form={form}
      name="cuenta-cash"
      values={() =>
        account
          ? { ...account, openingBalance: amountToInput(account.openingBalance) }
          : { name: '', kind: 'bank', currency: settings.mainCurrency, openingBalance: '' }
      }
      saving={save.isPending}
      onClose={onClose}
      onFinish={(values) =>
        save.mutate({
          name: values.name.trim(),
          kind: values.kind,
          currency: values.currency,
          openingBalance: values.openingBalance?.trim() ? amountValue(values.openingBalance, 'any') : '0.00',
        })
      }
    >
      <Form.Item
        name="name"
        label="Nombre"
        rules={[
          { required: true, whitespace: true, message: 'Pon un nombre a la cuenta.' },
          { max: CASH_LIMITS.nameMax, message: `Como mucho ${CASH_LIMITS.nameMax} caracteres.` },
        ]}
      >
        <Input autoFocus maxLength={CASH_LIMITS.nameMax} placeholder="Por ejemplo: Cuenta nómina" />
      </Form.Item>
      <Form.Item name="kind" label="Tipo" rules={[{ required: true, message: 'Elige el tipo de cuenta.' }]}>
        <Select options={KIND_OPTIONS} />
      </Form.Item>
      <Form.Item
        name="currency"
        label="Divisa"
        extra={locked ? 'Una cuenta con movimientos no cambia de divisa: crea otra cuenta.' : undefined}
        rules={[{ required: true, message: 'Elige la divisa.' }]}
      >
        <Select
          showSearch
          disabled={locked}
          options={settings.currencies.map((code) => ({ value: code, label: code }))}
        />
      </Form.Item>
      <Form.Item
        name="openingBalance"
        label="Saldo inicial"
        extra="Lo que tenía la cuenta antes del primer movimiento que vayas a anotar. Una tarjeta con deuda, en negativo."
        rules={[amountRule('any')]}
      >
        <Input inputMode="decimal" autoComplete="off" placeholder="0,00" />
      </Form.Item>
    </FormModal>
  );
}

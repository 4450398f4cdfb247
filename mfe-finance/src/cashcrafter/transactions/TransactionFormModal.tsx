import { CASH_LIMITS, type CashTransaction } from '@pipcrafters/contracts';
import { Form, Input, Radio, Select } from 'antd';
import { type CashTransactionInput, cashApi } from '../../api/cash-api';
import { amountRule } from '../../format/money';
import { useCashMutation } from '../../hooks/useCash';
import { useCashData } from '../cash-data';
import { FormModal } from '../FormModal';
import {
  draftFrom,
  emptyDraft,
  KIND_OPTIONS,
  needsTransferAmount,
  type TransactionDraft,
  transactionInput,
} from './transaction-form';

/**
 * A new movement or one being edited: an expense, an income or a transfer between the user's own accounts (which
 * asks what arrived when the two currencies differ). A transfer stays a transfer when edited, and the other kinds
 * cannot become one: a transfer moves two accounts at once.
 */
export function TransactionFormModal({
  open,
  transaction,
  onClose,
}: {
  open: boolean;
  /** null for a new movement. */
  transaction: CashTransaction | null;
  onClose: () => void;
}) {
  const { accounts, openAccounts, today, categoryOptions } = useCashData();
  const [form] = Form.useForm<TransactionDraft>();
  const kind = Form.useWatch('kind', form) ?? 'expense';
  const accountId = Form.useWatch('accountId', form);
  const transferAccountId = Form.useWatch('transferAccountId', form);

  const save = useCashMutation(
    (input: CashTransactionInput) =>
      transaction ? cashApi.updateTransaction(transaction.id, input) : cashApi.createTransaction(input),
    {
      success: (saved) => ({
        title: transaction ? 'Movimiento actualizado' : 'Movimiento añadido',
        description: saved.description,
        variant: 'success',
      }),
      failure: 'No se pudo guardar el movimiento',
    },
    onClose,
  );

  const currencyOf = (id: string | undefined) => accounts.find((account) => account.id === id)?.currency;
  // An archived account stays selectable on the movements it already has.
  const accountOptions = accounts
    .filter(
      (account) =>
        !account.archived ||
        account.id === transaction?.accountId ||
        account.id === transaction?.transferAccountId,
    )
    .map((account) => ({ value: account.id, label: `${account.name} (${account.currency})` }));
  const crossCurrency = needsTransferAmount({ kind, accountId, transferAccountId }, accounts);
  const isTransfer = kind === 'transfer';

  return (
    <FormModal<TransactionDraft>
      open={open}
      title={transaction ? 'Editar movimiento' : 'Nuevo movimiento'}
      okText={transaction ? 'Guardar' : 'Añadir movimiento'}
      form={form}
      name="movimiento"
      values={() => (transaction ? draftFrom(transaction) : emptyDraft(today, openAccounts[0]?.id))}
      saving={save.isPending}
      onClose={onClose}
      onValuesChange={(changed: Partial<TransactionDraft>) => {
        // A category belongs to income or to expenses: switching the kind leaves none chosen.
        if (changed.kind) form.setFieldValue('categoryId', undefined);
      }}
      onFinish={(values) => save.mutate(transactionInput({ ...values, kind }, accounts))}
    >
      <Form.Item name="kind" label="Tipo" rules={[{ required: true }]}>
        <Radio.Group
          optionType="button"
          options={KIND_OPTIONS.map((option) => ({
            ...option,
            disabled:
              Boolean(transaction) && (transaction?.kind === 'transfer') !== (option.value === 'transfer'),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="accountId"
        label={isTransfer ? 'Desde la cuenta' : 'Cuenta'}
        rules={[{ required: true, message: 'Elige la cuenta.' }]}
      >
        <Select options={accountOptions} />
      </Form.Item>
      {isTransfer ? (
        <Form.Item
          name="transferAccountId"
          label="Hacia la cuenta"
          dependencies={['accountId']}
          rules={[
            { required: true, message: 'Elige la cuenta a la que llega el dinero.' },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                value && value === getFieldValue('accountId')
                  ? Promise.reject(new Error('Elige una cuenta distinta de la de origen.'))
                  : Promise.resolve(),
            }),
          ]}
        >
          <Select options={accountOptions} />
        </Form.Item>
      ) : null}
      <Form.Item
        name="amount"
        label={crossCurrency ? 'Importe que sale' : 'Importe'}
        rules={[{ required: true, message: 'Escribe el importe.' }, amountRule('positive')]}
      >
        <Input inputMode="decimal" autoComplete="off" placeholder="0,00" suffix={currencyOf(accountId)} />
      </Form.Item>
      {crossCurrency ? (
        <Form.Item
          name="transferAmount"
          label="Importe que llega"
          extra={`Lo que llegó a la cuenta de destino, en ${currencyOf(transferAccountId)}, tras el cambio de divisa y las comisiones.`}
          rules={[
            { required: true, message: 'Escribe cuánto llegó a la otra cuenta.' },
            amountRule('positive'),
          ]}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            placeholder="0,00"
            suffix={currencyOf(transferAccountId)}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="date" label="Fecha" rules={[{ required: true, message: 'Elige la fecha.' }]}>
        <Input type="date" />
      </Form.Item>
      <Form.Item
        name="description"
        label="Descripción"
        rules={[
          { required: !isTransfer, whitespace: true, message: 'Escribe una descripción.' },
          {
            max: CASH_LIMITS.descriptionMax,
            message: `Como mucho ${CASH_LIMITS.descriptionMax} caracteres.`,
          },
        ]}
      >
        <Input
          maxLength={CASH_LIMITS.descriptionMax}
          placeholder={isTransfer ? 'Transferencia' : 'Por ejemplo: Supermercado'}
        />
      </Form.Item>
      {isTransfer ? null : (
        <Form.Item name="categoryId" label="Categoría">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Sin categoría"
            options={categoryOptions(kind, transaction?.categoryId)}
          />
        </Form.Item>
      )}
    </FormModal>
  );
}

import { CASH_LIMITS, type SavingsGoal } from '@pipcrafters/contracts';
import { Form, Input, Select } from 'antd';
import { cashApi, type SavingsGoalInput } from '../../api/cash-api';
import { addDays } from '../../format/dates';
import { amountRule, amountToInput, amountValue } from '../../format/money';
import { useCashMutation } from '../../hooks/useCash';
import { useCashData } from '../cash-data';
import { FormModal } from '../FormModal';

interface GoalDraft {
  name: string;
  target: string;
  currency: string;
  targetDate: string;
  accountId?: string;
  saved: string;
}

/**
 * A savings goal: what, how much, by when, and where the money is. Linked to an account, what is saved is that
 * account's balance; without one, the contributions the user records.
 */
export function GoalFormModal({
  open,
  goal,
  onClose,
}: {
  open: boolean;
  goal: SavingsGoal | null;
  onClose: () => void;
}) {
  const { settings, today, openAccounts, accounts } = useCashData();
  const [form] = Form.useForm<GoalDraft>();
  const accountId = Form.useWatch('accountId', form);
  const save = useCashMutation(
    (input: SavingsGoalInput) => (goal ? cashApi.updateGoal(goal.id, input) : cashApi.createGoal(input)),
    {
      success: (saved) => ({
        title: goal ? 'Meta actualizada' : 'Meta creada',
        description: saved.name,
        variant: 'success',
      }),
      failure: 'No se pudo guardar la meta',
    },
    onClose,
  );
  const accountOptions = accounts
    .filter((account) => !account.archived || account.id === goal?.accountId)
    .map((account) => ({ value: account.id, label: `${account.name} (${account.currency})` }));
  return (
    <FormModal<GoalDraft>
      open={open}
      title={goal ? 'Editar meta' : 'Nueva meta de ahorro'}
      okText={goal ? 'Guardar' : 'Crear meta'}
      form={form}
      name="meta"
      values={() =>
        goal
          ? {
              name: goal.name,
              target: amountToInput(goal.target),
              currency: goal.currency,
              targetDate: goal.targetDate,
              accountId: goal.accountId ?? undefined,
              saved: '',
            }
          : { name: '', target: '', currency: settings.mainCurrency, targetDate: '', saved: '' }
      }
      saving={save.isPending}
      onClose={onClose}
      onValuesChange={(changed: Partial<GoalDraft>) => {
        // A goal kept in an account is counted in that account's currency unless the user says otherwise.
        const linked = openAccounts.find((account) => account.id === changed.accountId);
        if (linked) form.setFieldValue('currency', linked.currency);
      }}
      onFinish={(values) =>
        save.mutate({
          name: values.name.trim(),
          target: amountValue(values.target, 'positive'),
          currency: values.currency,
          targetDate: values.targetDate,
          accountId: values.accountId ?? null,
          ...(!goal && !values.accountId && values.saved?.trim()
            ? { saved: amountValue(values.saved, 'notNegative') }
            : {}),
        })
      }
    >
      <Form.Item
        name="name"
        label="Nombre"
        rules={[
          { required: true, whitespace: true, message: 'Pon un nombre a la meta.' },
          { max: CASH_LIMITS.nameMax, message: `Como mucho ${CASH_LIMITS.nameMax} caracteres.` },
        ]}
      >
        <Input autoFocus maxLength={CASH_LIMITS.nameMax} placeholder="Por ejemplo: Fondo de emergencia" />
      </Form.Item>
      <Form.Item
        name="target"
        label="Objetivo"
        rules={[{ required: true, message: 'Escribe cuánto quieres ahorrar.' }, amountRule('positive')]}
      >
        <Input inputMode="decimal" autoComplete="off" placeholder="6.000" />
      </Form.Item>
      <Form.Item name="currency" label="Divisa" rules={[{ required: true, message: 'Elige la divisa.' }]}>
        <Select showSearch options={settings.currencies.map((code) => ({ value: code, label: code }))} />
      </Form.Item>
      <Form.Item
        name="targetDate"
        label="Fecha objetivo"
        rules={[{ required: true, message: 'Elige la fecha en la que quieres tenerlo.' }]}
      >
        <Input type="date" min={addDays(today, 1)} />
      </Form.Item>
      <Form.Item
        name="accountId"
        label="Cuenta donde guardas el dinero"
        extra="Si la eliges, lo ahorrado es el saldo de esa cuenta. Si no, anota tus aportaciones en la meta."
      >
        <Select allowClear placeholder="Ninguna: anotaré mis aportaciones" options={accountOptions} />
      </Form.Item>
      {!goal && !accountId ? (
        <Form.Item name="saved" label="Ya ahorrado" rules={[amountRule('notNegative')]}>
          <Input inputMode="decimal" autoComplete="off" placeholder="0,00" />
        </Form.Item>
      ) : null}
    </FormModal>
  );
}

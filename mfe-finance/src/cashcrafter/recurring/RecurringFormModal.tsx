import { CASH_LIMITS, type RecurrenceFrequency, type RecurringTransaction } from '@pipcrafters/contracts';
import { Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { cashApi, type RecurringInput } from '../../api/cash-api';
import { daysInMonth, formatDate } from '../../format/dates';
import { amountRule, amountToInput, amountValue } from '../../format/money';
import { useCashMutation } from '../../hooks/useCash';
import { useCashData } from '../cash-data';
import { FormModal } from '../FormModal';
import {
  dayParts,
  FREQUENCY_OPTIONS,
  MONTHS,
  type RecurrenceDayParts,
  recurrenceDay,
  recurrenceLabel,
  WEEKDAYS,
} from './recurrence';

interface RecurringDraft extends RecurrenceDayParts {
  kind: 'income' | 'expense';
  accountId?: string;
  amount: string;
  description: string;
  categoryId?: string;
  frequency: RecurrenceFrequency;
  startDate: string;
}

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const MONTH_DAY_OPTIONS = numbers(31).map((day) => ({ value: day, label: String(day) }));
const WEEKDAY_OPTIONS = WEEKDAYS.map((name, index) => ({ value: index + 1, label: name }));
const MONTH_OPTIONS = MONTHS.map((name, index) => ({ value: index + 1, label: name }));

/**
 * A recurring income or expense (rent, salary, a subscription): how much, from which account, how often and on which
 * day. The service posts it by itself on each date; a new one may start on a later day.
 */
export function RecurringFormModal({
  open,
  recurring,
  onClose,
}: {
  open: boolean;
  recurring: RecurringTransaction | null;
  onClose: () => void;
}) {
  const { accounts, openAccounts, today, categoryOptions } = useCashData();
  const [form] = Form.useForm<RecurringDraft>();
  const kind = Form.useWatch('kind', form) ?? 'expense';
  const frequency = Form.useWatch('frequency', form) ?? 'monthly';
  const yearMonth = Form.useWatch('yearMonth', form) ?? 1;
  // `preserve`: the day pieces of the frequencies not shown are kept in the store, not registered.
  const values = Form.useWatch([], { form, preserve: true }) as Partial<RecurringDraft> | undefined;
  const save = useCashMutation(
    (input: RecurringInput) =>
      recurring ? cashApi.updateRecurring(recurring.id, input) : cashApi.createRecurring(input),
    {
      success: (saved) => ({
        title: recurring ? 'Recurrente actualizado' : 'Recurrente creado',
        description: `${saved.description}: próxima vez el ${formatDate(saved.nextDate)}.`,
        variant: 'success',
      }),
      failure: 'No se pudo guardar el movimiento recurrente',
    },
    onClose,
  );
  const accountOptions = accounts
    .filter((account) => !account.archived || account.id === recurring?.accountId)
    .map((account) => ({ value: account.id, label: `${account.name} (${account.currency})` }));
  const preview =
    values?.frequency && values.monthDay && values.weekDay && values.yearMonth && values.yearDay
      ? recurrenceLabel(values.frequency, recurrenceDay(values.frequency, values as RecurrenceDayParts))
      : null;

  return (
    <FormModal<RecurringDraft>
      open={open}
      title={recurring ? 'Editar movimiento recurrente' : 'Nuevo movimiento recurrente'}
      okText={recurring ? 'Guardar' : 'Crear recurrente'}
      form={form}
      name="recurrente"
      values={() =>
        recurring
          ? {
              kind: recurring.kind,
              accountId: recurring.accountId,
              amount: amountToInput(recurring.amount),
              description: recurring.description,
              categoryId: recurring.categoryId ?? undefined,
              frequency: recurring.frequency,
              startDate: '',
              ...dayParts(today, recurring),
            }
          : {
              kind: 'expense',
              accountId: openAccounts[0]?.id,
              amount: '',
              description: '',
              frequency: 'monthly',
              startDate: today,
              ...dayParts(today),
            }
      }
      saving={save.isPending}
      onClose={onClose}
      onValuesChange={(changed: Partial<RecurringDraft>) => {
        if (changed.kind) form.setFieldValue('categoryId', undefined);
      }}
      onFinish={(draft) =>
        save.mutate({
          accountId: draft.accountId as string,
          kind: draft.kind,
          amount: amountValue(draft.amount, 'positive'),
          description: draft.description.trim(),
          categoryId: draft.categoryId ?? null,
          frequency: draft.frequency,
          day: recurrenceDay(draft.frequency, draft),
          ...(recurring || !draft.startDate ? {} : { startDate: draft.startDate }),
        })
      }
    >
      <Form.Item name="kind" label="Tipo" rules={[{ required: true }]}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'expense', label: 'Gasto' },
            { value: 'income', label: 'Ingreso' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="description"
        label="Descripción"
        rules={[
          { required: true, whitespace: true, message: 'Escribe una descripción.' },
          {
            max: CASH_LIMITS.descriptionMax,
            message: `Como mucho ${CASH_LIMITS.descriptionMax} caracteres.`,
          },
        ]}
      >
        <Input maxLength={CASH_LIMITS.descriptionMax} placeholder="Por ejemplo: Alquiler" />
      </Form.Item>
      <Form.Item name="accountId" label="Cuenta" rules={[{ required: true, message: 'Elige la cuenta.' }]}>
        <Select options={accountOptions} />
      </Form.Item>
      <Form.Item
        name="amount"
        label="Importe"
        rules={[{ required: true, message: 'Escribe el importe.' }, amountRule('positive')]}
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          suffix={accounts.find((account) => account.id === values?.accountId)?.currency}
        />
      </Form.Item>
      <Form.Item name="categoryId" label="Categoría">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Sin categoría"
          options={categoryOptions(kind, recurring?.categoryId)}
        />
      </Form.Item>
      <Form.Item name="frequency" label="Frecuencia" rules={[{ required: true }]}>
        <Radio.Group optionType="button" options={FREQUENCY_OPTIONS} />
      </Form.Item>
      <Flex gap={8} wrap>
        {frequency === 'monthly' ? (
          <Form.Item
            name="monthDay"
            label="Día del mes"
            rules={[{ required: true }]}
            extra="Los días 29, 30 y 31 se anotan el último día en los meses más cortos."
            style={{ flex: '1 1 200px' }}
          >
            <Select options={MONTH_DAY_OPTIONS} virtual={false} />
          </Form.Item>
        ) : null}
        {frequency === 'weekly' ? (
          <Form.Item
            name="weekDay"
            label="Día de la semana"
            rules={[{ required: true }]}
            style={{ flex: '1 1 200px' }}
          >
            <Select options={WEEKDAY_OPTIONS} />
          </Form.Item>
        ) : null}
        {frequency === 'yearly' ? (
          <>
            <Form.Item
              name="yearMonth"
              label="Mes"
              rules={[{ required: true }]}
              style={{ flex: '1 1 160px' }}
            >
              <Select options={MONTH_OPTIONS} virtual={false} />
            </Form.Item>
            <Form.Item name="yearDay" label="Día" rules={[{ required: true }]} style={{ flex: '1 1 100px' }}>
              <Select options={MONTH_DAY_OPTIONS.slice(0, daysInMonth(yearMonth))} virtual={false} />
            </Form.Item>
          </>
        ) : null}
      </Flex>
      {recurring ? null : (
        <Form.Item
          name="startDate"
          label="A partir del"
          extra="Si es hoy y hoy toca, se anota ya."
          rules={[{ required: true, message: 'Elige desde cuándo.' }]}
        >
          <Input type="date" />
        </Form.Item>
      )}
      {preview ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }} aria-live="polite">
          {preview}.
        </Typography.Paragraph>
      ) : null}
    </FormModal>
  );
}

import { CopyOutlined } from '@ant-design/icons';
import type { Budget } from '@pipcrafters/contracts';
import { formatMoney } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Popconfirm, Select, Skeleton, Typography } from 'antd';
import { useRef, useState } from 'react';
import { type BudgetInput, cashApi, cashKeys } from '../../api/cash-api';
import { addMonths, formatMonth, monthOf, ratesDateText } from '../../format/dates';
import {
  amountRule,
  amountToInput,
  amountValue,
  countLabel,
  movementTone,
  subtractAmounts,
} from '../../format/money';
import { useCashMutation } from '../../hooks/useCash';
import { useCashData } from '../cash-data';
import { Figures } from '../Figures';
import { LoadError } from '../LoadError';
import { OverBudgetAlert } from '../overview/OverBudgetAlert';
import { SectionCard } from '../SectionCard';
import { BudgetRow } from './BudgetRow';
import { MonthSwitcher } from './MonthSwitcher';

interface BudgetDraft {
  categoryId?: string;
  amount: string;
}

/**
 * Presupuestos: a month's budget per expense category (in the main currency), how each stands, the ones passed
 * at the top, the spending that has no budget, and a copy of last month's.
 */
export function BudgetsTab() {
  const { today, settings, categoryOptions } = useCashData();
  const current = monthOf(today);
  const [month, setMonth] = useState(current);
  const [form] = Form.useForm<BudgetDraft>();
  const chosenCategory = Form.useWatch('categoryId', form);
  const amountInput = useRef<HTMLInputElement>(null);
  const budgets = useQuery({
    queryKey: cashKeys.budgets(month),
    queryFn: ({ signal }) => cashApi.budgets(month, signal),
  });
  const save = useCashMutation(
    (input: BudgetInput) => cashApi.setBudget(input),
    {
      success: (saved) =>
        `Presupuesto de ${saved.categoryName}: ${formatMoney(saved.amount, saved.currency)}`,
      failure: 'No se pudo guardar el presupuesto',
    },
    () => form.resetFields(),
  );
  const remove = useCashMutation((budget: Budget) => cashApi.deleteBudget(budget.id), {
    success: (_data, budget) => `Presupuesto de ${budget.categoryName} quitado`,
    failure: 'No se pudo quitar el presupuesto',
  });
  const previous = addMonths(month, -1);
  const copy = useCashMutation(() => cashApi.copyBudgets(previous, month), {
    success: (copied) =>
      copied.items.length
        ? `${formatMonth(month)}: ${countLabel(copied.items.length, 'presupuesto', 'presupuestos')}`
        : `${formatMonth(previous)} no tenía presupuestos que copiar`,
    failure: 'No se pudieron copiar los presupuestos',
  });
  const edit = (categoryId: string, amount?: string) => {
    form.setFieldsValue({ categoryId, amount: amountToInput(amount ?? '') });
    amountInput.current?.focus();
  };

  const data = budgets.data;
  const left = data ? (subtractAmounts(data.budgeted, data.spent) ?? '0.00') : '0.00';
  const main = data?.currency ?? settings.mainCurrency;

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <MonthSwitcher month={month} current={current} onChange={setMonth} />
        <Popconfirm
          title="¿Copiar los presupuestos del mes anterior?"
          description={`Los de ${formatMonth(previous)} pasan a ${formatMonth(month)}.`}
          okText="Copiar"
          cancelText="Cancelar"
          onConfirm={() => copy.mutateAsync(undefined).catch(() => undefined)}
        >
          <Button icon={<CopyOutlined />} loading={copy.isPending}>
            Copiar del mes anterior
          </Button>
        </Popconfirm>
      </Flex>
      {budgets.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : budgets.isError ? (
        <LoadError
          title="No se pudieron cargar los presupuestos"
          error={budgets.error}
          onRetry={() => void budgets.refetch()}
        />
      ) : data ? (
        <>
          <OverBudgetAlert budgets={data.items.filter((budget) => budget.overBudget)} />
          <Figures
            label={`Presupuesto de ${formatMonth(month)}`}
            figures={[
              { label: 'Presupuestado', value: formatMoney(data.budgeted, main) },
              { label: 'Gastado', value: formatMoney(data.spent, main) },
              {
                label: 'Disponible',
                value: formatMoney(left, main),
                tone: movementTone('net', left) === 'danger' ? 'danger' : undefined,
              },
            ]}
          />
          <SectionCard title="Presupuestos por categoría">
            {data.items.length === 0 ? (
              <Typography.Text type="secondary">
                No hay presupuestos en {formatMonth(month)}. Fija uno abajo para cada categoría en la que
                quieras poner un límite, o copia los del mes anterior.
              </Typography.Text>
            ) : (
              <Flex vertical gap={16} component="ul" style={{ margin: 0, padding: 0 }}>
                {data.items.map((budget) => (
                  <BudgetRow
                    key={budget.id}
                    budget={budget}
                    onChange={() => edit(budget.categoryId, budget.amount)}
                    onRemove={() => remove.mutateAsync(budget)}
                    removing={remove.isPending && remove.variables?.id === budget.id}
                  />
                ))}
              </Flex>
            )}
          </SectionCard>
          <SectionCard title="Fijar un presupuesto">
            <Form
              form={form}
              name="presupuesto"
              layout="vertical"
              onFinish={(values) =>
                save.mutate({
                  categoryId: values.categoryId as string,
                  month,
                  amount: amountValue(values.amount, 'notNegative'),
                })
              }
            >
              <Flex gap={8} wrap align="flex-start">
                <Form.Item
                  name="categoryId"
                  label="Categoría"
                  style={{ flex: '1 1 200px', marginBottom: 8 }}
                  rules={[{ required: true, message: 'Elige la categoría.' }]}
                >
                  <Select
                    showSearch={{ optionFilterProp: 'label' }}
                    options={categoryOptions('expense', chosenCategory)}
                  />
                </Form.Item>
                <Form.Item
                  name="amount"
                  label={`Límite del mes (${main})`}
                  style={{ flex: '1 1 160px', marginBottom: 8 }}
                  rules={[{ required: true, message: 'Escribe el límite.' }, amountRule('notNegative')]}
                >
                  <Input
                    ref={(input) => {
                      amountInput.current = input?.input ?? null;
                    }}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder="0,00"
                    suffix={main}
                  />
                </Form.Item>
                <Form.Item style={{ marginBottom: 8, alignSelf: 'flex-end' }}>
                  <Button type="primary" htmlType="submit" loading={save.isPending}>
                    Guardar presupuesto
                  </Button>
                </Form.Item>
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                Si la categoría ya tiene presupuesto en {formatMonth(month)}, se cambia por este. Los gastos
                en otras divisas cuentan convertidos a {main}. {ratesDateText(data.ratesDate)}.
              </Typography.Text>
            </Form>
          </SectionCard>
          {data.unbudgeted.length ? (
            <SectionCard title="Gastos sin presupuesto">
              <Flex vertical gap={8} component="ul" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
                {data.unbudgeted.map((item) => (
                  <li key={item.categoryId}>
                    <Flex justify="space-between" align="center" gap={8} wrap>
                      <span>
                        {item.categoryName}: {formatMoney(item.spent, main)}
                      </span>
                      <Button
                        size="small"
                        onClick={() => edit(item.categoryId)}
                        aria-label={`Presupuestar ${item.categoryName}`}
                      >
                        Presupuestar
                      </Button>
                    </Flex>
                  </li>
                ))}
              </Flex>
            </SectionCard>
          ) : null}
        </>
      ) : null}
    </Flex>
  );
}

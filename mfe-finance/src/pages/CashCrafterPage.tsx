import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { PageHeading } from '@pipcrafters/ui';
import { Button, Card, Flex, Result, Skeleton, Tabs } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AccountFormModal } from '../cashcrafter/accounts/AccountFormModal';
import { BudgetsTab } from '../cashcrafter/budgets/BudgetsTab';
import { CashContext, cashData } from '../cashcrafter/cash-data';
import { GoalsTab } from '../cashcrafter/goals/GoalsTab';
import { ImportTab } from '../cashcrafter/imports/ImportTab';
import { LoadError } from '../cashcrafter/LoadError';
import { OverviewTab } from '../cashcrafter/overview/OverviewTab';
import { RecurringTab } from '../cashcrafter/recurring/RecurringTab';
import { ReportsTab } from '../cashcrafter/reports/ReportsTab';
import { SettingsModal } from '../cashcrafter/settings/SettingsModal';
import { TransactionFormModal } from '../cashcrafter/transactions/TransactionFormModal';
import { TransactionsTab } from '../cashcrafter/transactions/TransactionsTab';
import { useCashAccounts, useCashCategories, useCashSummary } from '../hooks/useCash';

const TABS = [
  'resumen',
  'movimientos',
  'presupuestos',
  'metas',
  'recurrentes',
  'importar',
  'informes',
] as const;
type Tab = (typeof TABS)[number];

/**
 * /cashcrafter: personal finance beside trading. The overview, then a tab per task (movements, budgets, goals,
 * recurring, import, reports); the tab lives in the address (`?vista=…`) so a reload opens the same one.
 */
export function CashCrafterPage() {
  const summary = useCashSummary();
  const accounts = useCashAccounts();
  const categories = useCashCategories();
  const [params, setParams] = useSearchParams();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [creatingAccount, setCreatingAccount] = useState(false);
  const [newMovement, setNewMovement] = useState(false);

  const requested = params.get('vista') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'resumen';
  const openTab = (next: Tab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'resumen') updated.delete('vista');
        else updated.set('vista', next);
        return updated;
      },
      { replace: true },
    );

  const data = useMemo(
    () =>
      summary.data && accounts.data && categories.data
        ? cashData(summary.data.settings, accounts.data, categories.data)
        : null,
    [summary.data, accounts.data, categories.data],
  );
  const failed = [summary, accounts, categories].find((query) => query.isError);

  let body: ReactNode;
  if (failed)
    body = (
      <LoadError
        title="No se pudieron cargar tus finanzas"
        error={failed.error}
        onRetry={() => {
          for (const query of [summary, accounts, categories]) if (query.isError) void query.refetch();
        }}
      />
    );
  else if (!data || !summary.data) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (data.accounts.length === 0)
    body = (
      <Card>
        <Result
          status="info"
          title="Empieza creando tu primera cuenta"
          subTitle="Añade tu cuenta del banco, el efectivo, tus ahorros, la tarjeta y la cuenta de tu bróker: verás tu patrimonio en una sola cifra, y podrás anotar o importar tus movimientos, fijar presupuestos y metas de ahorro."
          extra={
            <Flex gap={8} wrap justify="center">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreatingAccount(true)}>
                Crear mi primera cuenta
              </Button>
              <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)}>
                Elegir mi divisa principal ({data.settings.mainCurrency})
              </Button>
            </Flex>
          }
        />
      </Card>
    );
  else
    body = (
      <Tabs
        activeKey={tab}
        onChange={(key) => openTab(key as Tab)}
        destroyOnHidden
        items={[
          {
            key: 'resumen',
            label: 'Resumen',
            children: (
              <OverviewTab
                summary={summary.data}
                onOpenTab={openTab}
                onEditSettings={() => setSettingsOpen(true)}
              />
            ),
          },
          { key: 'movimientos', label: 'Movimientos', children: <TransactionsTab /> },
          { key: 'presupuestos', label: 'Presupuestos', children: <BudgetsTab /> },
          { key: 'metas', label: 'Metas', children: <GoalsTab /> },
          { key: 'recurrentes', label: 'Recurrentes', children: <RecurringTab /> },
          { key: 'importar', label: 'Importar', children: <ImportTab /> },
          { key: 'informes', label: 'Informes', children: <ReportsTab /> },
        ]}
      />
    );

  const content = (
    <>
      <PageHeading
        title="CashCrafter"
        description="Tus cuentas, gastos, presupuestos y metas de ahorro, junto a lo que gana o pierde tu trading."
        extra={
          data ? (
            <Flex gap={8} wrap>
              {data.openAccounts.length > 0 ? (
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setNewMovement(true)}>
                  Nuevo movimiento
                </Button>
              ) : null}
              <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)}>
                Ajustes
              </Button>
            </Flex>
          ) : null
        }
      />
      {body}
    </>
  );
  if (!data) return content;
  return (
    <CashContext.Provider value={data}>
      {content}
      <SettingsModal open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <AccountFormModal open={creatingAccount} account={null} onClose={() => setCreatingAccount(false)} />
      <TransactionFormModal open={newMovement} transaction={null} onClose={() => setNewMovement(false)} />
    </CashContext.Provider>
  );
}

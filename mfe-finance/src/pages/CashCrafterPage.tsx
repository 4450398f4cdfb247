import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Card, Flex, lazyWithAntd, PageHeading, Result, Skeleton, Tabs } from '@pipcrafters/ui';
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CashContext, cashData } from '../cashcrafter/cash-data';
import { LoadError } from '../cashcrafter/LoadError';
import { OverviewTab } from '../cashcrafter/overview/OverviewTab';
import { useCashAccounts, useCashCategories, useCashSummary } from '../hooks/useCash';

// The overview draws no antd: the other tabs and the dialogs (antd's Form, Table, Select, DatePicker...) load with
// their first opening, together with antd's provider.
const TransactionsTab = lazyWithAntd(() =>
  import('../cashcrafter/transactions/TransactionsTab').then((module) => module.TransactionsTab),
);
const BudgetsTab = lazyWithAntd(() =>
  import('../cashcrafter/budgets/BudgetsTab').then((module) => module.BudgetsTab),
);
const GoalsTab = lazyWithAntd(() =>
  import('../cashcrafter/goals/GoalsTab').then((module) => module.GoalsTab),
);
const RecurringTab = lazyWithAntd(() =>
  import('../cashcrafter/recurring/RecurringTab').then((module) => module.RecurringTab),
);
const ImportTab = lazyWithAntd(() =>
  import('../cashcrafter/imports/ImportTab').then((module) => module.ImportTab),
);
const ReportsTab = lazyWithAntd(() =>
  import('../cashcrafter/reports/ReportsTab').then((module) => module.ReportsTab),
);
const SettingsModal = lazyWithAntd(() =>
  import('../cashcrafter/settings/SettingsModal').then((module) => module.SettingsModal),
);
const AccountFormModal = lazyWithAntd(() =>
  import('../cashcrafter/accounts/AccountFormModal').then((module) => module.AccountFormModal),
);
const TransactionFormModal = lazyWithAntd(() =>
  import('../cashcrafter/transactions/TransactionFormModal').then((module) => module.TransactionFormModal),
);

/** A tab drawn with antd, downloaded with its first opening; a skeleton meanwhile. */
function LazyTab({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton rows={10} />}>{children}</Suspense>;
}

/** A dialog mounted from its first opening on (then it opens and closes as antd's do, focus given back). */
function LazyDialog({ used, children }: { used: boolean; children: ReactNode }) {
  return used ? <Suspense fallback={null}>{children}</Suspense> : null;
}

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
  const [settingsOpen, setSettingsOpenState] = useState(false);
  const [creatingAccount, setCreatingAccountState] = useState(false);
  const [newMovement, setNewMovementState] = useState(false);
  const [usedDialogs, setUsedDialogs] = useState<ReadonlySet<string>>(() => new Set());
  const opener = (name: string, set: (open: boolean) => void) => (open: boolean) => {
    if (open) setUsedDialogs((used) => (used.has(name) ? used : new Set(used).add(name)));
    set(open);
  };
  const setSettingsOpen = opener('settings', setSettingsOpenState);
  const setCreatingAccount = opener('account', setCreatingAccountState);
  const setNewMovement = opener('movement', setNewMovementState);

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
  else if (!data || !summary.data) body = <Skeleton rows={10} />;
  else if (data.accounts.length === 0)
    body = (
      <Card>
        <Result
          status="info"
          title="Empieza creando tu primera cuenta"
          subTitle="Añade tu cuenta del banco, el efectivo, tus ahorros, la tarjeta y la cuenta de tu bróker: verás tu patrimonio en una sola cifra, y podrás anotar o importar tus movimientos, fijar presupuestos y metas de ahorro."
          extra={
            <Flex gap={8} wrap justify="center">
              <Button variant="primary" icon={<PlusOutlined />} onClick={() => setCreatingAccount(true)}>
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
          {
            key: 'movimientos',
            label: 'Movimientos',
            children: (
              <LazyTab>
                <TransactionsTab />
              </LazyTab>
            ),
          },
          {
            key: 'presupuestos',
            label: 'Presupuestos',
            children: (
              <LazyTab>
                <BudgetsTab />
              </LazyTab>
            ),
          },
          {
            key: 'metas',
            label: 'Metas',
            children: (
              <LazyTab>
                <GoalsTab />
              </LazyTab>
            ),
          },
          {
            key: 'recurrentes',
            label: 'Recurrentes',
            children: (
              <LazyTab>
                <RecurringTab />
              </LazyTab>
            ),
          },
          {
            key: 'importar',
            label: 'Importar',
            children: (
              <LazyTab>
                <ImportTab />
              </LazyTab>
            ),
          },
          {
            key: 'informes',
            label: 'Informes',
            children: (
              <LazyTab>
                <ReportsTab />
              </LazyTab>
            ),
          },
        ].map((item) => ({
          ...item,
          // Only the open tab is drawn (antd's destroyOnHidden): each one reads its data afresh when opened.
          children: item.key === tab ? item.children : null,
        }))}
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
                <Button variant="primary" icon={<PlusOutlined />} onClick={() => setNewMovement(true)}>
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
      <LazyDialog used={usedDialogs.has('settings')}>
        <SettingsModal open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      </LazyDialog>
      <LazyDialog used={usedDialogs.has('account')}>
        <AccountFormModal open={creatingAccount} account={null} onClose={() => setCreatingAccount(false)} />
      </LazyDialog>
      <LazyDialog used={usedDialogs.has('movement')}>
        <TransactionFormModal open={newMovement} transaction={null} onClose={() => setNewMovement(false)} />
      </LazyDialog>
    </CashContext.Provider>
  );
}

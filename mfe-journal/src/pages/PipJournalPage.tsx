import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Flex,
  lazyWithAntd,
  PageHeading,
  Result,
  Select,
  Skeleton,
  Tabs,
  VISUALLY_HIDDEN,
} from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { journalApi, journalKeys } from '../api/journal-api';
import { LoadError } from '../components/LoadError';
import { displayCurrency } from '../components/money';
import { TradesTab } from '../components/TradesTab';
import { useJournalUpdates } from '../hooks/useJournalUpdates';
import { useOpenedOnce } from '../hooks/useOpenedOnce';
import { useTimeZone } from '../hooks/useTimeZone';
import { useWideScreen } from '../hooks/useWideScreen';

// The trade list is the first view and draws no antd (the route says `antd: false`). The other tabs load when first
// opened: the calendar (no antd either) alone, the trade form and the import, like the accounts' dialogs, with the
// antd components only each uses and the shell's antd provider (lazyWithAntd).
const NewTradeTab = lazyWithAntd(() =>
  import('../components/NewTradeTab').then((module) => module.NewTradeTab),
);
const CalendarTab = lazy(() =>
  import('../components/CalendarTab').then((module) => ({ default: module.CalendarTab })),
);
const ImportTab = lazyWithAntd(() => import('../components/ImportTab').then((module) => module.ImportTab));
const AccountFormModal = lazyWithAntd(() =>
  import('../components/AccountFormModal').then((module) => module.AccountFormModal),
);
const AccountsManager = lazyWithAntd(() =>
  import('../components/AccountsManager').then((module) => module.AccountsManager),
);

/** A tab loaded on first use, with a skeleton while it comes. */
function LazyTab({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton rows={8} />}>{children}</Suspense>;
}

const TABS = ['operaciones', 'nueva', 'calendario', 'importar'] as const;
type Tab = (typeof TABS)[number];
/** The selector's value for every account (a native select needs a value of its own: '' is its placeholder). */
const ALL_ACCOUNTS = 'todas';

/**
 * /pipjournal: the trade journal. The account selector filters every tab; the tab and the account live in the
 * address (`?vista=…&cuenta=…`) so a reload or a shared link opens the same view.
 */
export function PipJournalPage() {
  useJournalUpdates();
  const timeZone = useTimeZone();
  // At phone width the four tabs fit only with a shorter label (the tab keeps its full name for screen readers).
  const compact = !useWideScreen();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [managing, setManaging] = useState(false);
  const creatorUsed = useOpenedOnce(creating);
  const managerUsed = useOpenedOnce(managing);
  const tabParam = params.get('vista') as Tab | null;
  const tab: Tab = tabParam && TABS.includes(tabParam) ? tabParam : 'operaciones';
  const accounts = useQuery({
    queryKey: journalKeys.accounts(),
    queryFn: ({ signal }) => journalApi.accounts(signal),
  });

  const list = accounts.data ?? [];
  const requested = params.get('cuenta') ?? ALL_ACCOUNTS;
  const accountId = list.some((account) => account.id === requested) ? requested : undefined;
  const update = (patch: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const currency = displayCurrency(list, accountId);

  let body: ReactNode;
  if (accounts.isPending) body = <Skeleton rows={8} />;
  else if (accounts.isError)
    body = (
      <LoadError
        title="No se pudieron cargar tus cuentas"
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
      />
    );
  else if (list.length === 0)
    body = (
      <Card>
        <Result
          status="info"
          title="Empieza creando tu primera cuenta"
          subTitle="Registra la cuenta de tu bróker (demo o real) y después añade operaciones a mano o importa un extracto de MetaTrader, cTrader o un CSV."
          extra={
            <Button variant="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              Crear mi primera cuenta
            </Button>
          }
        />
      </Card>
    );
  else
    body = (
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ vista: key === 'operaciones' ? undefined : key })}
        items={[
          {
            key: 'operaciones',
            label: 'Operaciones',
            children: (
              <TradesTab accounts={list} accountId={accountId} currency={currency} timeZone={timeZone} />
            ),
          },
          {
            key: 'nueva',
            // On a phone the tab reads "Nueva" on screen and "Nueva operación" to a screen reader.
            label: compact ? (
              <span>
                Nueva
                <span style={VISUALLY_HIDDEN}> operación</span>
              </span>
            ) : (
              'Nueva operación'
            ),
            children: (
              <LazyTab>
                <NewTradeTab
                  accounts={list}
                  accountId={accountId}
                  timeZone={timeZone}
                  onSaved={() => update({ vista: undefined })}
                />
              </LazyTab>
            ),
          },
          {
            key: 'calendario',
            label: 'Calendario',
            children: (
              <LazyTab>
                <CalendarTab accountId={accountId} currency={currency} timeZone={timeZone} />
              </LazyTab>
            ),
          },
          {
            key: 'importar',
            label: 'Importar',
            children: (
              <LazyTab>
                <ImportTab accounts={list} accountId={accountId} timeZone={timeZone} />
              </LazyTab>
            ),
          },
        ]}
      />
    );

  return (
    <>
      <PageHeading
        title="Trading Journal"
        description="Registra tus operaciones, analízalas y encuentra los patrones que mejoran tus entradas."
        extra={
          list.length > 0 ? (
            <Flex gap={8} wrap align="center">
              <Select
                aria-label="Cuenta"
                value={accountId ?? ALL_ACCOUNTS}
                onChange={(value: string) => update({ cuenta: value === ALL_ACCOUNTS ? undefined : value })}
                style={{ width: 240, maxWidth: '100%' }}
                options={[
                  { value: ALL_ACCOUNTS, label: 'Todas las cuentas' },
                  ...list.map((account) => ({
                    value: account.id,
                    label: `${account.name} (${account.currency})`,
                  })),
                ]}
              />
              <Button icon={<SettingOutlined />} onClick={() => setManaging(true)}>
                Cuentas
              </Button>
            </Flex>
          ) : null
        }
      />
      {body}
      <Suspense fallback={null}>
        {creatorUsed ? (
          <AccountFormModal
            open={creating}
            onClose={() => setCreating(false)}
            onSaved={(account) => update({ cuenta: account.id })}
          />
        ) : null}
        {managerUsed ? (
          <AccountsManager
            open={managing}
            accounts={list}
            onClose={() => setManaging(false)}
            onDeleted={(id) => {
              if (id === accountId) update({ cuenta: undefined });
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}

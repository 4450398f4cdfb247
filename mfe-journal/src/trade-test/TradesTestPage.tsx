import { LinkButton, PageHeading } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Result, Skeleton } from 'antd';
import { journalApi, journalKeys } from '../api/journal-api';
import { LoadError } from '../components/LoadError';
import { todayIn } from '../format/time';
import { useJournalStrategies } from '../hooks/useJournalStrategies';
import { useJournalUpdates } from '../hooks/useJournalUpdates';
import { useTimeZone } from '../hooks/useTimeZone';
import { PlanTestSection } from './PlanTestSection';
import { WhatIfSection } from './WhatIfSection';

/**
 * /tests/trades: a trade planned and tested against the account and its strategy before it is placed, and a rule
 * tried on the journal's history ("¿y si…?").
 */
export function TradesTestPage() {
  useJournalUpdates();
  const timeZone = useTimeZone();
  const today = todayIn(timeZone);
  const accounts = useQuery({
    queryKey: journalKeys.accounts(),
    queryFn: ({ signal }) => journalApi.accounts(signal),
  });
  const strategies = useJournalStrategies();
  const heading = (
    <PageHeading
      title="Prueba de operaciones"
      description="Prueba un plan antes de ejecutarlo y mira qué habría pasado en tu historial con otra regla."
    />
  );
  const list = accounts.data ?? [];

  let body = <Skeleton active paragraph={{ rows: 10 }} />;
  if (accounts.isError)
    body = (
      <LoadError
        title="No se pudieron cargar tus cuentas"
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
      />
    );
  else if (accounts.data && list.length === 0)
    body = (
      <Card>
        <Result
          status="info"
          title="Primero, una cuenta"
          subTitle="El plan se mide contra el saldo de una de tus cuentas y el «¿y si…?» contra sus operaciones: crea la cuenta en PipJournal."
          extra={
            <LinkButton to="/pipjournal" type="primary">
              Ir a PipJournal
            </LinkButton>
          }
        />
      </Card>
    );
  else if (accounts.data)
    body = (
      <Flex vertical gap={16}>
        <PlanTestSection
          accounts={list}
          strategies={strategies.data ?? []}
          strategiesFailed={strategies.isError}
          timeZone={timeZone}
        />
        <WhatIfSection accounts={list} strategies={strategies.data ?? []} timeZone={timeZone} today={today} />
      </Flex>
    );

  return (
    <>
      {heading}
      {body}
    </>
  );
}

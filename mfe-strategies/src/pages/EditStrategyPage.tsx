import { PageHeading, useToast } from '@pipcrafters/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { StrategyMessages } from '../api/errors';
import { strategiesApi, strategyKeys } from '../api/strategies-api';
import { StrategyLoadError } from '../components/StrategyError';
import { StrategyForm } from '../form/StrategyForm';
import { formFromStrategy, type StrategyFormValues, toStrategyInput } from '../form/strategy-form';

/** /estrategias/{id}/edit: the same form, filled in; saving creates the next version and opens the strategy. */
export function EditStrategyPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: strategyKeys.detail(id),
    queryFn: ({ signal }) => strategiesApi.get(id, signal),
  });
  const initialValues = useMemo(() => (query.data ? formFromStrategy(query.data) : null), [query.data]);
  const update = useMutation({
    mutationFn: (values: StrategyFormValues) => strategiesApi.update(id, toStrategyInput(values)),
    onSuccess: (strategy) => {
      queryClient.setQueryData(strategyKeys.detail(strategy.id), strategy);
      void queryClient.invalidateQueries({ queryKey: strategyKeys.list() });
      void queryClient.invalidateQueries({ queryKey: strategyKeys.versions(strategy.id) });
      toast({
        title: 'Estrategia actualizada',
        description: `${strategy.name} · versión ${strategy.version}`,
        variant: 'success',
      });
      navigate(`/estrategias/${encodeURIComponent(strategy.id)}`);
    },
  });

  if (query.isPending)
    return (
      <>
        <PageHeading title="Editar estrategia" />
        <Skeleton active paragraph={{ rows: 10 }} />
      </>
    );
  if (query.isError || !initialValues)
    return (
      <>
        <PageHeading title="Editar estrategia" />
        <StrategyLoadError
          title={StrategyMessages.load}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </>
    );

  const strategy = query.data;
  return (
    <>
      <PageHeading title="Editar estrategia" description={`${strategy.name} · versión ${strategy.version}`} />
      <StrategyForm
        key={`${strategy.id}-${strategy.version}`}
        initialValues={initialValues}
        submitLabel="Guardar cambios"
        submitting={update.isPending}
        errorTitle={StrategyMessages.update}
        error={update.error}
        note={
          <Alert
            type="info"
            showIcon
            title={`Guardar los cambios crea la versión ${strategy.version + 1}`}
            description="La versión actual queda en el historial, así podrás comparar resultados entre versiones. Las operaciones ya asignadas conservan la versión con la que se registraron, y cada regla que reescribas conserva sus cifras."
          />
        }
        onSubmit={(values) => update.mutate(values)}
        onCancel={() => navigate(`/estrategias/${encodeURIComponent(strategy.id)}`)}
      />
    </>
  );
}

import type { Strategy, StrategyStatus } from '@pipcrafters/contracts';
import { useToast } from '@pipcrafters/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StrategyMessages, strategyErrorDetail } from '../api/errors';
import { strategiesApi, strategyKeys } from '../api/strategies-api';

/**
 * Duplicate, change the status of (retire, reactivate) and delete a strategy, with the toasts that say how it
 * went and the lists and details read again. A failed delete is also kept in `remove.error` for its dialog.
 */
export function useStrategyActions(
  options: { onDuplicated?: (copy: Strategy) => void; onDeleted?: (id: string) => void } = {},
) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: strategyErrorDetail(error), variant: 'destructive' });
  const changed = (strategy: Strategy) => {
    queryClient.setQueryData(strategyKeys.detail(strategy.id), strategy);
    void queryClient.invalidateQueries({ queryKey: strategyKeys.list() });
    void queryClient.invalidateQueries({ queryKey: strategyKeys.versions(strategy.id) });
  };

  const duplicate = useMutation({
    mutationFn: (strategy: Strategy) => strategiesApi.duplicate(strategy.id),
    onSuccess: (copy) => {
      changed(copy);
      toast({ title: 'Estrategia duplicada', description: copy.name, variant: 'success' });
      options.onDuplicated?.(copy);
    },
    onError: failed(StrategyMessages.create),
  });

  const setStatus = useMutation({
    mutationFn: ({ strategy, status }: { strategy: Strategy; status: StrategyStatus }) =>
      strategiesApi.update(strategy.id, { status }),
    onSuccess: (strategy) => {
      changed(strategy);
      toast({
        title: strategy.status === 'retirada' ? 'Estrategia retirada' : 'Estrategia reactivada',
        description: strategy.name,
        variant: 'success',
      });
    },
    onError: failed(StrategyMessages.update),
  });

  const remove = useMutation({
    mutationFn: (strategy: Strategy) => strategiesApi.remove(strategy.id),
    onSuccess: (_result, strategy) => {
      queryClient.removeQueries({ queryKey: strategyKeys.detail(strategy.id) });
      queryClient.removeQueries({ queryKey: strategyKeys.versions(strategy.id) });
      void queryClient.invalidateQueries({ queryKey: strategyKeys.list() });
      toast({ title: 'Estrategia eliminada', description: strategy.name, variant: 'success' });
      options.onDeleted?.(strategy.id);
    },
  });

  return { duplicate, setStatus, remove };
}

import { type ToastInput, useToast } from '@pipcrafters/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cashApi, cashKeys } from '../api/cash-api';
import { errorMessage } from '../api/errors';

/** The overview in one call: settings, net worth, this month, accounts, capital de riesgo, upcoming, over budget. */
export const useCashSummary = () =>
  useQuery({ queryKey: cashKeys.summary(), queryFn: ({ signal }) => cashApi.summary(signal) });

/** Every account, archived ones included (movements keep naming them). */
export const useCashAccounts = () =>
  useQuery({ queryKey: cashKeys.accounts(), queryFn: ({ signal }) => cashApi.accounts(signal) });

/** The default categories and the user's own, hidden ones included. */
export const useCashCategories = () =>
  useQuery({ queryKey: cashKeys.categories(), queryFn: ({ signal }) => cashApi.categories(signal) });

/**
 * A CashCrafter write: on success every CashCrafter query is read again (balances, budgets, reports and the overview
 * all move together) and a toast says what happened; on failure a toast gives the server's Spanish message.
 */
export function useCashMutation<Variables, Data>(
  mutationFn: (variables: Variables) => Promise<Data>,
  messages: {
    success: (data: Data, variables: Variables) => ToastInput | string | null;
    failure: string;
  },
  onSuccess?: (data: Data, variables: Variables) => void,
) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn,
    onSuccess: (data, variables) => {
      void queryClient.invalidateQueries({ queryKey: cashKeys.all });
      const message = messages.success(data, variables);
      if (message) toast(typeof message === 'string' ? { title: message, variant: 'success' } : message);
      onSuccess?.(data, variables);
    },
    onError: (error) =>
      toast({ title: messages.failure, description: errorMessage(error), variant: 'destructive' }),
  });
}

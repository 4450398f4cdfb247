import type { TradingAccount } from '@pipcrafters/contracts';
import { useToast } from '@pipcrafters/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Card } from 'antd';
import { useState } from 'react';
import { journalApi, journalKeys } from '../api/journal-api';
import { instantToLocalInput } from '../format/time';
import { EMPTY_TRADE_FORM } from '../trades/trade-form';
import { TradeForm } from './TradeForm';

/** Nueva operación: the form, then back to the list where the saved trade shows with the server's figures. */
export function NewTradeTab({
  accounts,
  accountId,
  timeZone,
  onSaved,
}: {
  accounts: TradingAccount[];
  accountId: string | undefined;
  timeZone: string;
  onSaved: () => void;
}) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  // A new key after each save gives the next trade a fresh form.
  const [formKey, setFormKey] = useState(0);
  const create = useMutation({
    mutationFn: journalApi.createTrade,
    onSuccess: (trade) => {
      void queryClient.invalidateQueries({ queryKey: journalKeys.all });
      toast({
        title: 'Operación guardada',
        description: `${trade.symbol} · neto ${trade.net}`,
        variant: 'success',
      });
      setFormKey((key) => key + 1);
      onSaved();
    },
  });
  return (
    <Card>
      <TradeForm
        key={formKey}
        accounts={accounts}
        initialValues={{
          ...EMPTY_TRADE_FORM,
          accountId: accountId ?? accounts[0]?.id ?? '',
          closeTime: instantToLocalInput(new Date().toISOString(), timeZone),
        }}
        timeZone={timeZone}
        submitLabel="Guardar operación"
        submitting={create.isPending}
        error={create.error}
        onSubmit={(input) => create.mutate(input)}
      />
    </Card>
  );
}

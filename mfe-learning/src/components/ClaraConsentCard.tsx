import type { AssistantSettings } from '@pipcrafters/contracts';
import { assistantApi, assistantKeys, useToast } from '@pipcrafters/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Typography } from 'antd';
import { errorMessage } from '../api/errors';
import { JournalConsentSwitch } from './JournalConsentSwitch';

/** Clara's reading consent: off until the user turns it on, and said plainly what she reads when it is on. */
export function ClaraConsentCard() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: assistantKeys.settings(),
    queryFn: ({ signal }) => assistantApi.settings(signal),
  });
  const save = useMutation({
    mutationFn: (claraReadsJournal: boolean) => assistantApi.saveSettings({ claraReadsJournal }),
    onSuccess: (saved) => {
      queryClient.setQueryData<AssistantSettings>(assistantKeys.settings(), saved);
      toast({
        title: saved.claraReadsJournal ? 'Clara podrá leer tu diario' : 'Clara ya no leerá tu diario',
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: 'No se pudo guardar el ajuste',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });

  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 18, margin: '0 0 12px' }}>
        Lo que Clara puede leer
      </Typography.Title>
      <JournalConsentSwitch
        label="Clara puede leer mi diario"
        checked={settings.data?.claraReadsJournal ?? false}
        loading={settings.isPending || save.isPending}
        disabled={settings.isPending}
        loadError={settings.isError ? settings.error : null}
        onRetry={() => void settings.refetch()}
        onChange={(checked) => save.mutate(checked)}
      >
        Si lo activas, Clara mira tus operaciones más recientes de PipJournal y tus reflexiones diarias de las
        dos últimas semanas (resultados, horas, tamaño de las posiciones, ánimo y estrés) para avisarte de
        señales de tilt, como una racha de pérdidas o volver a entrar justo después de perder. Solo las usa
        para responderte, y puedes desactivarlo cuando quieras.
      </JournalConsentSwitch>
    </Card>
  );
}

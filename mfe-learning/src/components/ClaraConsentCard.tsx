import type { AssistantSettings } from '@pipcrafters/contracts';
import {
  Alert,
  assistantApi,
  assistantKeys,
  Button,
  Card,
  Flex,
  Paragraph,
  Switch,
  useToast,
} from '@pipcrafters/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { errorMessage } from '../api/errors';

/** Clara's reading consent: off until the user turns it on, and said plainly what she reads when it is on. */
export function ClaraConsentCard() {
  const { toast } = useToast();
  const switchId = useId();
  const explanationId = useId();
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

  // The switch is drawn with the UI kit (the tutor's first view has no antd), as JournalConsentSwitch draws it with
  // antd for MindCrafter: a labelled switch described by what it allows, or why it cannot be shown.
  return (
    <Card title="Lo que Clara puede leer">
      {settings.isError ? (
        <Alert
          type="error"
          showIcon
          title="No se pudo cargar el ajuste"
          description={errorMessage(settings.error)}
          action={
            <Button size="small" onClick={() => void settings.refetch()}>
              Reintentar
            </Button>
          }
        />
      ) : (
        <Flex align="center" gap={12}>
          <Switch
            id={switchId}
            checked={settings.data?.claraReadsJournal ?? false}
            loading={settings.isPending || save.isPending}
            disabled={settings.isPending}
            onChange={(checked) => save.mutate(checked)}
            aria-describedby={explanationId}
          />
          <label htmlFor={switchId}>Clara puede leer mi diario</label>
        </Flex>
      )}
      <Paragraph secondary id={explanationId} style={{ margin: '12px 0 0' }}>
        Si lo activas, Clara mira tus operaciones más recientes de PipJournal y tus reflexiones diarias de las
        dos últimas semanas (resultados, horas, tamaño de las posiciones, ánimo y estrés) para avisarte de
        señales de tilt, como una racha de pérdidas o volver a entrar justo después de perder. Solo las usa
        para responderte, y puedes desactivarlo cuando quieras.
      </Paragraph>
    </Card>
  );
}

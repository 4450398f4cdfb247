import {
  CHECK_IN_HISTORY_DEFAULT_DAYS,
  LOW_READINESS_ADVICE,
  type MindCheckIn,
  type MindOverview,
} from '@pipcrafters/contracts';
import { Button, Empty, Grid, Paragraph, useToast } from '@pipcrafters/ui';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { QueryCard } from '../../components/QueryCard';
import { mindApi, mindKeys } from '../api/mind-api';
import { useTimeZone } from '../format';
import { refreshAfterExercise } from '../refresh';
import { CheckInForm } from './CheckInForm';
import { ReadinessHistoryChart } from './ReadinessHistoryChart';
import { ReadinessResult } from './ReadinessResult';
import { readinessSeries } from './readiness-series';

const DAYS = CHECK_IN_HISTORY_DEFAULT_DAYS;

/**
 * Check-in: today's readiness when it is done (and a new one any time), otherwise the form; beside it, readiness over
 * the last 90 days.
 */
export function CheckInPanel({ overview }: { overview: UseQueryResult<MindOverview> }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const timeZone = useTimeZone();
  const [answering, setAnswering] = useState(false);
  const history = useQuery({
    queryKey: mindKeys.checkIns(DAYS),
    queryFn: ({ signal }) => mindApi.checkIns(DAYS, signal),
  });
  const save = useMutation({
    mutationFn: mindApi.checkIn,
    onSuccess: (checkIn) => {
      queryClient.setQueryData<MindOverview>(mindKeys.overview(), (current) =>
        current ? { ...current, todayCheckIn: checkIn } : current,
      );
      refreshAfterExercise(queryClient, mindKeys.checkIns(DAYS));
      setAnswering(false);
      toast({
        title: `Check-in guardado: preparación ${checkIn.readiness}`,
        description: checkIn.advice.includes(LOW_READINESS_ADVICE)
          ? 'Hoy conviene ir con calma.'
          : 'Cuenta para tus misiones y tu racha.',
        variant: checkIn.level === 'low' ? 'warning' : 'success',
      });
    },
    onError: (error) =>
      toast({
        title: 'No se pudo guardar el check-in',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });

  const latest: MindCheckIn | null = save.data ?? overview.data?.todayCheckIn ?? null;
  const showForm = answering || !latest;

  return (
    <Grid minColumnWidth={420} gap={16}>
      <QueryCard
        title={showForm ? 'Check-in antes de operar' : 'Tu preparación de hoy'}
        query={overview}
        errorTitle="No se pudo cargar tu check-in de hoy"
        skeletonRows={6}
        extra={
          showForm && latest ? (
            <Button size="small" onClick={() => setAnswering(false)}>
              Cancelar
            </Button>
          ) : null
        }
      >
        {() =>
          showForm ? (
            <>
              <Paragraph secondary>
                Un minuto antes de abrir el gráfico: cómo has dormido y cómo llegas. Te diremos si hoy es día
                de operar o de practicar en demo.
              </Paragraph>
              <CheckInForm submitting={save.isPending} onSubmit={(request) => save.mutate(request)} />
            </>
          ) : (
            <>
              <ReadinessResult checkIn={latest} timeZone={timeZone} />
              <div style={{ marginTop: 16 }}>
                <Button onClick={() => setAnswering(true)}>Hacer otro check-in</Button>
              </div>
            </>
          )
        }
      </QueryCard>
      <QueryCard
        title="Tu preparación en los últimos 90 días"
        query={history}
        errorTitle="No se pudo cargar tu historial"
        skeletonRows={6}
      >
        {(checkIns) => {
          const today = overview.data?.date ?? latest?.date ?? checkIns[0]?.date;
          const points = today ? readinessSeries(checkIns, today, DAYS) : [];
          return points.length === 0 || !today ? (
            <Empty description="Aún no hay check-ins. Haz el primero y aquí verás cómo evoluciona tu preparación." />
          ) : (
            <ReadinessHistoryChart points={points} today={today} days={DAYS} />
          );
        }}
      </QueryCard>
    </Grid>
  );
}

import type { ReflectionInput } from '@pipcrafters/contracts';
import { PageHeading, useToast } from '@pipcrafters/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Col, Flex, Input, Row, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../api/errors';
import { journalApi, journalKeys } from '../api/journal-api';
import { CalendarTab } from '../components/CalendarTab';
import { LoadError } from '../components/LoadError';
import { displayCurrency } from '../components/money';
import { formatDay, todayIn } from '../format/time';
import { useJournalUpdates } from '../hooks/useJournalUpdates';
import { useTimeZone } from '../hooks/useTimeZone';
import { DayTrades } from './DayTrades';
import { ReflectionCalendar } from './ReflectionCalendar';
import { ReflectionForm } from './ReflectionForm';
import { reflectionApi, reflectionKeys } from './reflection-api';
import { formFromReflection, inputFromForm, isWritableDay } from './reflection-form';

const cardTitle = (text: string) => (
  <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
    {text}
  </Typography.Title>
);

/**
 * /daily-reflection: a day's reflection (today by default, any past day; `?fecha=YYYY-MM-DD`) beside that day's
 * trades, and the month's reflections next to the P&L calendar.
 */
export function ReflectionPage() {
  useJournalUpdates();
  const timeZone = useTimeZone();
  const today = todayIn(timeZone);
  const [params, setParams] = useSearchParams();
  const requested = params.get('fecha') ?? '';
  const date = isWritableDay(requested, today) ? requested : today;
  const open = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === today) updated.delete('fecha');
        else updated.set('fecha', next);
        return updated;
      },
      { replace: true },
    );
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const accounts = useQuery({
    queryKey: journalKeys.accounts(),
    queryFn: ({ signal }) => journalApi.accounts(signal),
  });
  const day = useQuery({
    queryKey: reflectionKeys.day(date, timeZone),
    queryFn: ({ signal }) => reflectionApi.day(date, timeZone, signal),
  });
  const saved = () => void queryClient.invalidateQueries({ queryKey: reflectionKeys.all() });
  const save = useMutation({
    mutationFn: (input: ReflectionInput) => reflectionApi.save(date, input),
    onSuccess: () => {
      saved();
      toast({
        title: 'Reflexión guardada',
        description: 'Escribir tu reflexión cuenta como actividad de hoy para tu racha diaria.',
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({ title: 'No se pudo guardar', description: errorMessage(error), variant: 'destructive' }),
  });
  const remove = useMutation({
    mutationFn: () => reflectionApi.remove(date),
    onSuccess: () => {
      saved();
      toast({ title: 'Reflexión eliminada', variant: 'success' });
    },
    onError: (error) =>
      toast({ title: 'No se pudo eliminar', description: errorMessage(error), variant: 'destructive' }),
  });
  const currency = displayCurrency(accounts.data ?? [], undefined);
  const reflection = day.data?.reflection ?? null;

  return (
    <>
      <PageHeading
        title="Reflexión diaria"
        description="Unos minutos al cerrar la sesión: cómo llegaste, qué hiciste bien, qué no y qué te llevas."
        extra={
          <Flex vertical gap={4}>
            <label htmlFor="fecha-reflexion" style={{ fontSize: 13 }}>
              Día de la reflexión
            </label>
            <Input
              id="fecha-reflexion"
              type="date"
              value={date}
              max={today}
              onChange={(event) => {
                if (isWritableDay(event.target.value, today)) open(event.target.value);
              }}
              style={{ width: 170 }}
            />
          </Flex>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title={cardTitle(`Tu reflexión del ${formatDay(date)}`)}>
            {day.isPending ? (
              <Skeleton active paragraph={{ rows: 10 }} />
            ) : day.isError ? (
              <LoadError
                title="No se pudo cargar el día"
                error={day.error}
                onRetry={() => void day.refetch()}
              />
            ) : (
              <Flex vertical gap={12}>
                <Alert
                  type="info"
                  showIcon
                  title={
                    reflection
                      ? `Guardada el ${formatDay(reflection.updatedAt, timeZone)}. Puedes editarla cuando quieras.`
                      : 'Guardar tu reflexión cuenta para tu racha diaria de actividad.'
                  }
                />
                <ReflectionForm
                  key={`${date}-${reflection?.updatedAt ?? 'nueva'}`}
                  initial={formFromReflection(reflection)}
                  exists={reflection !== null}
                  saving={save.isPending}
                  deleting={remove.isPending}
                  onSave={(values) => save.mutate(inputFromForm(values))}
                  onDelete={() => remove.mutate()}
                />
              </Flex>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={cardTitle('Operaciones del día')}>
            {day.isPending ? (
              <Skeleton active paragraph={{ rows: 4 }} />
            ) : day.isError ? (
              <LoadError
                title="No se pudieron cargar las operaciones"
                error={day.error}
                onRetry={() => void day.refetch()}
              />
            ) : (
              <DayTrades day={day.data} currency={currency} timeZone={timeZone} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <ReflectionCalendar key={date.slice(0, 7)} selected={date} today={today} onSelect={open} />
        </Col>
        <Col xs={24} xl={14}>
          <section aria-labelledby="calendario-resultados" data-pnl-calendar>
            <Typography.Title
              id="calendario-resultados"
              level={2}
              style={{ fontSize: 16, margin: '0 0 8px' }}
            >
              Calendario de resultados
            </Typography.Title>
            <CalendarTab accountId={undefined} currency={currency} timeZone={timeZone} />
          </section>
        </Col>
      </Row>
    </>
  );
}

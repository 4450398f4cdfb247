import { PauseOutlined, PlayCircleOutlined, StopOutlined } from '@ant-design/icons';
import {
  BREATHING_CYCLES_MAX,
  BREATHING_CYCLES_MIN,
  BREATHING_TECHNIQUE_IDS,
  BREATHING_TECHNIQUES,
  type BreathingSession,
  type BreathingTechniqueId,
  breathingDurationSeconds,
} from '@pipcrafters/contracts';
import { useToast } from '@pipcrafters/ui';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Col,
  Empty,
  Flex,
  InputNumber,
  List,
  Popconfirm,
  Radio,
  Row,
  Segmented,
  Typography,
  theme,
} from 'antd';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { QueryCard } from '../../components/QueryCard';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden';
import { mindApi, mindKeys } from '../api/mind-api';
import { SectionCard } from '../components/SectionCard';
import { formatClock, formatDuration, formatInstant, useTimeZone } from '../format';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import { useStopwatch } from '../hooks/useStopwatch';
import { refreshAfterExercise } from '../refresh';
import { BreathingCircle } from './BreathingCircle';
import { breathingMomentAt, cyclesForMinutes } from './breathing-schedule';

const MINUTES_MAX = 30;
const HISTORY_SHOWN = 10;
type Measure = 'cycles' | 'minutes';

const cyclesLabel = (count: number) => `${count} ${count === 1 ? 'ciclo' : 'ciclos'}`;

/** A session's state: choosing, breathing (running or paused), or done and saved. */
type Stage = 'setup' | 'session' | 'done';

/**
 * Respiración: choose a technique and how long, then breathe with the guide (start, pause, stop). The timing comes
 * from the contract's techniques through the pure scheduler; a finished session is saved and counts as an exercise.
 */
export function BreathingPanel() {
  const reduceMotion = usePrefersReducedMotion();
  const { token } = theme.useToken();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const timeZone = useTimeZone();
  const ids = { technique: useId(), measure: useId(), amount: useId() };
  const [techniqueId, setTechniqueId] = useState<BreathingTechniqueId>('box');
  const [measure, setMeasure] = useState<Measure>('cycles');
  const [cyclesInput, setCyclesInput] = useState<number>(BREATHING_TECHNIQUES.box.defaultCycles);
  const [minutesInput, setMinutesInput] = useState<number>(2);
  const [stage, setStage] = useState<Stage>('setup');
  const [sessionCycles, setSessionCycles] = useState(1);
  const watch = useStopwatch();

  const technique = BREATHING_TECHNIQUES[techniqueId];
  const plannedCycles =
    measure === 'cycles'
      ? Math.min(BREATHING_CYCLES_MAX, Math.max(BREATHING_CYCLES_MIN, Math.round(cyclesInput)))
      : Math.min(BREATHING_CYCLES_MAX, cyclesForMinutes(technique.phases, minutesInput));
  const cycles = stage === 'setup' ? plannedCycles : sessionCycles;
  const moment = breathingMomentAt(technique.phases, cycles, watch.elapsedMs);

  const history = useQuery({
    queryKey: mindKeys.breathingSessions(),
    queryFn: ({ signal }) => mindApi.breathingSessions(signal),
  });
  const save = useMutation({
    mutationFn: mindApi.recordBreathing,
    onSuccess: (session) => {
      refreshAfterExercise(queryClient, mindKeys.breathingSessions());
      toast({
        title: 'Sesión de respiración guardada',
        description: `${cyclesLabel(session.cycles)} · ${formatDuration(session.durationSeconds)}. Cuenta para tus misiones y tu racha.`,
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: 'No se pudo guardar la sesión',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });

  // The session ends by itself: stop the clock once, save it.
  const finished = stage === 'session' && moment.done;
  const { pause } = watch;
  const { mutate } = save;
  useEffect(() => {
    if (!finished) return;
    pause();
    setStage('done');
    mutate({ technique: techniqueId, cycles: sessionCycles });
  }, [finished, pause, mutate, techniqueId, sessionCycles]);

  const start = () => {
    watch.reset();
    setSessionCycles(plannedCycles);
    setStage('session');
    watch.run();
  };
  const stop = () => {
    watch.pause();
    watch.reset();
    setStage('setup');
  };

  // Said once per phase (and at the end), never every second.
  const announcement =
    stage === 'session'
      ? `${moment.phase.label}, ${formatDuration(moment.phase.seconds)}. Ciclo ${moment.cycle} de ${cycles}.`
      : stage === 'done'
        ? 'Sesión completada.'
        : '';
  const paused = stage === 'session' && !watch.running;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <SectionCard title="Respiración guiada">
          <Flex vertical gap={16}>
            {stage === 'session' ? (
              // While breathing, the choices step aside so the guide is in view (on a phone too).
              <Typography.Text>
                <strong>{technique.name}</strong> · {cyclesLabel(cycles)} ·{' '}
                {formatDuration(breathingDurationSeconds(techniqueId, cycles))}
              </Typography.Text>
            ) : (
              <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
                <legend id={ids.technique} style={{ fontWeight: 600, marginBottom: 8 }}>
                  Técnica
                </legend>
                <Radio.Group
                  aria-labelledby={ids.technique}
                  value={techniqueId}
                  onChange={(event) => {
                    const next = event.target.value as BreathingTechniqueId;
                    setTechniqueId(next);
                    setCyclesInput(BREATHING_TECHNIQUES[next].defaultCycles);
                    setStage('setup');
                    watch.reset();
                  }}
                  style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
                >
                  {BREATHING_TECHNIQUE_IDS.map((id) => (
                    <Radio key={id} value={id}>
                      <strong>{BREATHING_TECHNIQUES[id].name}</strong>
                      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                        {BREATHING_TECHNIQUES[id].description}
                      </Typography.Text>
                    </Radio>
                  ))}
                </Radio.Group>
                <Flex gap={12} wrap align="flex-end" style={{ marginTop: 16 }}>
                  <Flex vertical gap={4}>
                    <span id={ids.measure}>Duración por</span>
                    <Segmented<Measure>
                      aria-labelledby={ids.measure}
                      value={measure}
                      onChange={setMeasure}
                      options={[
                        { value: 'cycles', label: 'Ciclos' },
                        { value: 'minutes', label: 'Minutos' },
                      ]}
                    />
                  </Flex>
                  <Flex vertical gap={4}>
                    <label htmlFor={ids.amount}>
                      {measure === 'cycles' ? 'Número de ciclos' : 'Minutos'}
                    </label>
                    {measure === 'cycles' ? (
                      <InputNumber
                        id={ids.amount}
                        min={BREATHING_CYCLES_MIN}
                        max={BREATHING_CYCLES_MAX}
                        precision={0}
                        value={cyclesInput}
                        onChange={(value) => setCyclesInput(value ?? BREATHING_CYCLES_MIN)}
                        style={{ width: 120 }}
                      />
                    ) : (
                      <InputNumber
                        id={ids.amount}
                        min={1}
                        max={MINUTES_MAX}
                        precision={0}
                        value={minutesInput}
                        onChange={(value) => setMinutesInput(value ?? 1)}
                        style={{ width: 120 }}
                      />
                    )}
                  </Flex>
                </Flex>
                <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
                  {cyclesLabel(plannedCycles)} ·{' '}
                  {formatDuration(breathingDurationSeconds(techniqueId, plannedCycles))}
                </Typography.Text>
              </fieldset>
            )}

            <div
              style={{
                position: 'relative',
                padding: 16,
                borderRadius: token.borderRadiusLG,
                background: token.colorFillQuaternary,
              }}
            >
              {reduceMotion ? null : (
                <BreathingCircle moment={moment} running={stage === 'session' && watch.running} />
              )}
              <div
                data-testid="breathing-cue"
                style={
                  reduceMotion
                    ? { textAlign: 'center', padding: '24px 0' }
                    : {
                        position: 'absolute',
                        inset: 0,
                        display: 'flex',
                        flexDirection: 'column',
                        alignItems: 'center',
                        justifyContent: 'center',
                        textAlign: 'center',
                      }
                }
              >
                {stage === 'setup' ? (
                  <Typography.Text style={{ fontSize: 18 }}>Preparado</Typography.Text>
                ) : stage === 'done' ? (
                  <Typography.Text strong style={{ fontSize: 22 }}>
                    ¡Hecho!
                  </Typography.Text>
                ) : (
                  <>
                    <Typography.Text strong style={{ fontSize: reduceMotion ? 32 : 24 }}>
                      {moment.phase.label}
                    </Typography.Text>
                    <Typography.Text
                      data-testid="breathing-seconds"
                      style={{ fontSize: reduceMotion ? 48 : 36, lineHeight: 1.1 }}
                    >
                      {moment.secondsLeft}
                    </Typography.Text>
                    {reduceMotion ? (
                      <Typography.Text type="secondary">
                        Fase {moment.phaseIndex + 1} de {technique.phases.length}
                      </Typography.Text>
                    ) : null}
                  </>
                )}
              </div>
            </div>
            <div aria-live="polite" data-testid="breathing-announcement" style={VISUALLY_HIDDEN}>
              {announcement}
            </div>

            <Flex justify="space-between" align="center" gap={12} wrap>
              <Typography.Text>
                Ciclo {moment.cycle} de {cycles} · Quedan{' '}
                <span data-testid="breathing-remaining">{formatClock(moment.remainingMs / 1000)}</span>
                {paused ? ' (en pausa)' : ''}
              </Typography.Text>
              <Flex gap={8} wrap>
                {stage === 'session' ? (
                  <>
                    {watch.running ? (
                      <Button icon={<PauseOutlined />} onClick={watch.pause}>
                        Pausar
                      </Button>
                    ) : (
                      <Button type="primary" icon={<PlayCircleOutlined />} onClick={watch.run}>
                        Reanudar
                      </Button>
                    )}
                    <Popconfirm
                      title="¿Detener la sesión?"
                      description="No se guardará: solo cuentan las sesiones completas."
                      okText="Detener"
                      cancelText="Seguir"
                      onConfirm={stop}
                    >
                      <Button danger icon={<StopOutlined />}>
                        Detener
                      </Button>
                    </Popconfirm>
                  </>
                ) : (
                  <Button type="primary" icon={<PlayCircleOutlined />} onClick={start}>
                    {stage === 'done' ? 'Otra sesión' : 'Empezar'}
                  </Button>
                )}
              </Flex>
            </Flex>
            {stage === 'done' && save.isError ? (
              <Alert
                type="error"
                showIcon
                title="La sesión no se ha guardado"
                description={errorMessage(save.error)}
                action={
                  <Button
                    size="small"
                    onClick={() => mutate({ technique: techniqueId, cycles: sessionCycles })}
                  >
                    Reintentar
                  </Button>
                }
              />
            ) : null}
          </Flex>
        </SectionCard>
      </Col>
      <Col xs={24} lg={10}>
        <BreathingHistory history={history} timeZone={timeZone} />
      </Col>
    </Row>
  );
}

/** The latest sessions, newest first. */
function BreathingHistory({
  history,
  timeZone,
}: {
  history: UseQueryResult<BreathingSession[]>;
  timeZone: string;
}) {
  return (
    <QueryCard title="Tus últimas sesiones" query={history} errorTitle="No se pudieron cargar tus sesiones">
      {(sessions) =>
        sessions.length === 0 ? (
          <Empty description="Aún no has completado ninguna sesión de respiración." />
        ) : (
          <List
            size="small"
            dataSource={sessions.slice(0, HISTORY_SHOWN)}
            renderItem={(session) => (
              <List.Item>
                <Flex vertical>
                  <Typography.Text>{BREATHING_TECHNIQUES[session.technique].name}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                    {formatInstant(session.createdAt, timeZone)} · {cyclesLabel(session.cycles)} ·{' '}
                    {formatDuration(session.durationSeconds)}
                  </Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        )
      }
    </QueryCard>
  );
}

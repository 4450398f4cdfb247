import { AimOutlined, CloseOutlined, PlayCircleOutlined } from '@ant-design/icons';
import {
  FOCUS_DRILL,
  type FocusDrill,
  type FocusDrillHistory,
  type FocusDrillRequest,
} from '@pipcrafters/contracts';
import { useToast } from '@pipcrafters/ui';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Descriptions, Empty, Flex, List, Row, Statistic, Typography, theme } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { QueryCard } from '../../components/QueryCard';
import { formatNumber } from '../../format/numbers';
import { mindApi, mindKeys } from '../api/mind-api';
import { SectionCard } from '../components/SectionCard';
import { formatClock, formatInstant, useTimeZone } from '../format';
import { refreshAfterExercise } from '../refresh';
import {
  accuracyPercent,
  drillMomentAt,
  drillReport,
  FOCUS_COUNTDOWN_MS,
  FOCUS_TARGET,
  focusSequence,
  type Responses,
  recordPress,
  type Stimulus,
  scoreVerdict,
} from './focus-drill';

const TICK_MS = 50;
const HISTORY_SHOWN = 10;

type Stage = 'intro' | 'playing' | 'saving' | 'result';

interface Run {
  startedAt: number;
  sequence: Stimulus[];
}

/** What the screen shows at a moment of a run: the countdown, then the symbol and the time left. */
interface Frame {
  countdown: number | null;
  symbol: string | null;
  secondsLeft: number;
  done: boolean;
}

function frameAt(run: Run, now: number): Frame {
  const sinceStart = now - run.startedAt;
  if (sinceStart < FOCUS_COUNTDOWN_MS)
    return {
      countdown: Math.ceil((FOCUS_COUNTDOWN_MS - sinceStart) / 1000),
      symbol: null,
      secondsLeft: FOCUS_DRILL.durationSeconds,
      done: false,
    };
  const moment = drillMomentAt(run.sequence, sinceStart - FOCUS_COUNTDOWN_MS);
  const shown = moment.visible && moment.index !== null ? run.sequence[moment.index] : undefined;
  return {
    countdown: null,
    symbol: shown?.symbol ?? null,
    secondsLeft: Math.ceil(moment.remainingMs / 1000),
    done: moment.done,
  };
}

const sameFrame = (a: Frame, b: Frame) =>
  a.countdown === b.countdown &&
  a.symbol === b.symbol &&
  a.secondsLeft === b.secondsLeft &&
  a.done === b.done;

const isSpace = (event: KeyboardEvent) => event.code === 'Space' || event.key === ' ';

/**
 * Enfoque: the two-minute go/no-go drill. A 3-2-1, then a currency pair every 1,5 s; press (Space or the button)
 * only for EURUSD. The page counts, the server scores; the history keeps the best and the last ten.
 */
export function FocusDrillPanel() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>('intro');
  const [frame, setFrame] = useState<Frame | null>(null);
  const [report, setReport] = useState<FocusDrillRequest | null>(null);
  const run = useRef<Run | null>(null);
  const responses = useRef<Responses>(new Map());
  const pressButton = useRef<HTMLButtonElement>(null);
  const history = useQuery({
    queryKey: mindKeys.focusDrills(),
    queryFn: ({ signal }) => mindApi.focusDrills(signal),
  });
  const save = useMutation({
    mutationFn: mindApi.recordFocusDrill,
    onSuccess: (drill) => {
      setStage('result');
      refreshAfterExercise(queryClient, mindKeys.focusDrills());
      toast({
        title: `Ejercicio de foco guardado: ${drill.score} puntos`,
        description: 'Cuenta para tus misiones y tu racha.',
        variant: 'success',
      });
    },
    onError: (error) => {
      setStage('result');
      toast({
        title: 'No se pudo guardar el ejercicio',
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
  const { mutate } = save;

  const finish = useCallback(() => {
    const current = run.current;
    if (!current) return;
    const counted = drillReport(current.sequence, responses.current);
    run.current = null;
    setReport(counted);
    setStage('saving');
    mutate(counted);
  }, [mutate]);

  const press = useCallback(() => {
    const current = run.current;
    if (!current) return;
    const elapsed = Date.now() - current.startedAt - FOCUS_COUNTDOWN_MS;
    responses.current = recordPress(current.sequence, responses.current, elapsed).responses;
  }, []);

  // The clock of a run: the frame is read again every tick and drawn only when it changes.
  useEffect(() => {
    if (stage !== 'playing') return;
    const timer = setInterval(() => {
      const current = run.current;
      if (!current) return;
      const next = frameAt(current, Date.now());
      if (next.done) finish();
      else setFrame((previous) => (previous && sameFrame(previous, next) ? previous : next));
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [stage, finish]);

  // Space answers wherever the focus is, once per key press; its default (scrolling, clicking) is held back.
  useEffect(() => {
    if (stage !== 'playing') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSpace(event)) return;
      event.preventDefault();
      if (!event.repeat) press();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (isSpace(event)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('keyup', onKeyUp, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('keyup', onKeyUp, true);
    };
  }, [stage, press]);

  useEffect(() => {
    if (stage === 'playing') pressButton.current?.focus();
  }, [stage]);

  const start = () => {
    const started: Run = {
      startedAt: Date.now(),
      sequence: focusSequence(Math.floor(Math.random() * 2 ** 32)),
    };
    run.current = started;
    responses.current = new Map();
    setReport(null);
    save.reset();
    setFrame(frameAt(started, started.startedAt));
    setStage('playing');
  };
  const abandon = () => {
    run.current = null;
    setFrame(null);
    setStage('intro');
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <SectionCard title="Ejercicio de foco (2 minutos)">
          {stage === 'playing' && frame ? (
            <DrillScreen frame={frame} pressButton={pressButton} onPress={press} onAbandon={abandon} />
          ) : (
            <Flex vertical gap={16}>
              <Typography.Paragraph style={{ margin: 0 }}>
                Durante dos minutos verás pares de divisas, uno cada{' '}
                {formatNumber(FOCUS_DRILL.stimulusIntervalMs / 1000, 1)} segundos. Pulsa la barra espaciadora
                (o el botón) <strong>solo cuando veas {FOCUS_TARGET}</strong>; con cualquier otro par, no
                pulses. Cuentan los aciertos, los despistes y las veces que pulsas sin deber, y lo rápido que
                reaccionas.
              </Typography.Paragraph>
              {stage === 'saving' ? <Alert type="info" showIcon title="Guardando tu resultado…" /> : null}
              {stage === 'result' && report ? (
                <DrillResult report={report} drill={save.data ?? null} />
              ) : null}
              {stage === 'result' && save.isError && report ? (
                <Alert
                  type="error"
                  showIcon
                  title="Tu resultado no se ha guardado"
                  description={errorMessage(save.error)}
                  action={
                    <Button size="small" onClick={() => mutate(report)}>
                      Reintentar
                    </Button>
                  }
                />
              ) : null}
              <div>
                <Button
                  type="primary"
                  icon={<PlayCircleOutlined />}
                  onClick={start}
                  disabled={stage === 'saving'}
                >
                  {stage === 'result' ? 'Jugar otra vez' : 'Empezar'}
                </Button>
              </div>
            </Flex>
          )}
        </SectionCard>
      </Col>
      <Col xs={24} lg={10}>
        <DrillHistory history={history} />
      </Col>
    </Row>
  );
}

function DrillScreen({
  frame,
  pressButton,
  onPress,
  onAbandon,
}: {
  frame: Frame;
  pressButton: React.RefObject<HTMLButtonElement | null>;
  onPress: () => void;
  onAbandon: () => void;
}) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={16} data-testid="focus-drill">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text>
          Pulsa solo con <strong>{FOCUS_TARGET}</strong>
        </Typography.Text>
        <Typography.Text data-testid="focus-remaining">
          Quedan {formatClock(frame.secondsLeft)}
        </Typography.Text>
      </Flex>
      <div
        aria-live="assertive"
        aria-atomic
        data-testid="focus-stimulus"
        style={{
          display: 'grid',
          placeItems: 'center',
          minHeight: 160,
          borderRadius: token.borderRadiusLG,
          background: token.colorFillQuaternary,
          fontFamily: token.fontFamilyCode,
          fontSize: frame.countdown !== null ? 64 : 48,
          fontWeight: 700,
          letterSpacing: 2,
        }}
      >
        {frame.countdown !== null ? frame.countdown : (frame.symbol ?? '')}
      </div>
      <Flex gap={8} wrap>
        <Button
          ref={pressButton}
          type="primary"
          size="large"
          icon={<AimOutlined />}
          // Clicks, taps and Enter; Space is answered by the page's key handler, which keeps it from clicking too.
          onClick={onPress}
          style={{ flex: '1 1 200px', minHeight: 56 }}
        >
          ¡{FOCUS_TARGET}! (Espacio)
        </Button>
        <Button icon={<CloseOutlined />} onClick={onAbandon}>
          Abandonar
        </Button>
      </Flex>
    </Flex>
  );
}

function DrillResult({ report, drill }: { report: FocusDrillRequest; drill: FocusDrill | null }) {
  return (
    <Flex vertical gap={12} data-testid="focus-result">
      {drill ? (
        <Flex align="baseline" gap={16} wrap>
          <Statistic title="Tu puntuación" value={drill.score} suffix="/ 100" />
          <Typography.Text strong>{scoreVerdict(drill.score)}</Typography.Text>
        </Flex>
      ) : null}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'hits', label: 'Aciertos', children: `${report.hits} de ${report.targets}` },
          { key: 'misses', label: 'Despistes', children: String(report.targets - report.hits) },
          {
            key: 'falseAlarms',
            label: 'Pulsaciones de más',
            children: `${report.falseAlarms} de ${report.distractors}`,
          },
          {
            key: 'reaction',
            label: 'Reacción media',
            children: report.meanReactionMs === null ? '—' : `${formatNumber(report.meanReactionMs)} ms`,
          },
          { key: 'accuracy', label: 'Precisión', children: `${accuracyPercent(report)} %` },
        ]}
      />
    </Flex>
  );
}

function DrillHistory({ history }: { history: UseQueryResult<FocusDrillHistory> }) {
  const timeZone = useTimeZone();
  return (
    <QueryCard title="Tus ejercicios de foco" query={history} errorTitle="No se pudo cargar tu historial">
      {({ items, bestScore }) =>
        items.length === 0 ? (
          <Empty description="Aún no has hecho ningún ejercicio de foco." />
        ) : (
          <Flex vertical gap={12}>
            <Statistic
              title="Mejor puntuación"
              value={bestScore ?? '—'}
              suffix={bestScore === null ? null : '/ 100'}
            />
            <List
              size="small"
              aria-label="Tus últimos ejercicios"
              dataSource={items.slice(0, HISTORY_SHOWN)}
              renderItem={(drill) => (
                <List.Item data-testid="focus-history-item">
                  <Flex vertical>
                    <Typography.Text>
                      <strong>{drill.score} puntos</strong> · {scoreVerdict(drill.score)}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                      {formatInstant(drill.createdAt, timeZone)} · {drill.hits} de {drill.targets} aciertos ·{' '}
                      {drill.falseAlarms} de más
                      {drill.meanReactionMs === null ? '' : ` · ${formatNumber(drill.meanReactionMs)} ms`}
                    </Typography.Text>
                  </Flex>
                </List.Item>
              )}
            />
          </Flex>
        )
      }
    </QueryCard>
  );
}

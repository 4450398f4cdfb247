import {
  type MindSettings,
  TILT_SIGNAL_LABELS,
  type TiltMeter,
  type TiltSignal,
  type TiltSignalKey,
  type TiltTrade,
} from '@pipcrafters/contracts';
import { formatMoney, useToast } from '@pipcrafters/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Col,
  Empty,
  Flex,
  Row,
  Skeleton,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
  theme,
} from 'antd';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { JournalConsentSwitch } from '../../components/JournalConsentSwitch';
import { formatNumber } from '../../format/numbers';
import { mindApi, mindKeys } from '../api/mind-api';
import { SectionCard } from '../components/SectionCard';
import { formatInstant, useTimeZone } from '../format';
import { TiltGauge } from './TiltGauge';

const SIDE_LABELS = { buy: 'Compra', sell: 'Venta' } as const;
const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count, 1)} ${count === 1 ? one : many}`;

/** A signal's value in words, by what it measures. */
export function signalValue(key: TiltSignalKey, value: number): string {
  if (key === 'losing-streak') return plural(value, 'pérdida seguida', 'pérdidas seguidas');
  if (key === 'pace') return `${plural(value, 'operación', 'operaciones')} por hora`;
  return plural(value, 'operación', 'operaciones');
}

function signalNormal(key: TiltSignalKey, normal: number | null): string {
  if (normal === null) return 'lo habitual en ti: sin referencia aún';
  return `lo habitual en ti: ${key === 'pace' ? `${formatNumber(normal, 1)} por hora` : formatNumber(normal, 1)}`;
}

/**
 * A link to the journal filtered to the trade's pair and day (the journal has no page per trade; its list reads
 * `symbol`, `from` and `to` from the address, `to` exclusive).
 */
export function journalLink(trade: Pick<TiltTrade, 'instrument' | 'closeTime'>): string {
  const close = Date.parse(trade.closeTime);
  const params = new URLSearchParams({
    symbol: trade.instrument,
    from: trade.closeTime,
    to: new Date(close + 1).toISOString(),
  });
  return `/pipjournal?${params}`;
}

/**
 * Tiltmeter: read from the journal only with the trader's consent. Without it, what it would read and a switch;
 * with it, the score, each signal against the trader's normal, and the trades behind it. Consent can be withdrawn
 * at any time.
 */
export function TiltPanel() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: mindKeys.settings(),
    queryFn: ({ signal }) => mindApi.settings(signal),
  });
  const consent = settings.data?.tiltConsent ?? false;
  const save = useMutation({
    mutationFn: (tiltConsent: boolean) => mindApi.saveSettings({ tiltConsent }),
    onSuccess: (saved) => {
      queryClient.setQueryData<MindSettings>(mindKeys.settings(), saved);
      void queryClient.invalidateQueries({ queryKey: mindKeys.tilt() });
      void queryClient.invalidateQueries({ queryKey: mindKeys.overview() });
      toast({
        title: saved.tiltConsent ? 'MindCrafter podrá leer tu diario' : 'MindCrafter ya no leerá tu diario',
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
    <Row gutter={[16, 16]}>
      <Col xs={24}>
        <SectionCard title="Lo que MindCrafter puede leer">
          <JournalConsentSwitch
            label="MindCrafter puede leer mi diario"
            checked={consent}
            loading={settings.isPending || save.isPending}
            disabled={settings.isPending}
            loadError={settings.isError ? settings.error : null}
            onRetry={() => void settings.refetch()}
            onChange={(checked) => save.mutate(checked)}
          >
            El Tiltmeter mira tus operaciones recientes de PipJournal para avisarte cuando operas en tilt: una
            racha de pérdidas, más operaciones por hora de lo que es normal en ti, subir el tamaño justo
            después de perder u operar fuera de las sesiones de tu plan. Solo se calcula para ti, no se guarda
            ni se comparte, y puedes retirar el permiso cuando quieras.
          </JournalConsentSwitch>
        </SectionCard>
      </Col>
      {consent ? (
        <Col xs={24}>
          <TiltMeterCard />
        </Col>
      ) : null}
    </Row>
  );
}

function TiltMeterCard() {
  const timeZone = useTimeZone();
  const tilt = useQuery({
    queryKey: mindKeys.tilt(),
    queryFn: ({ signal }) => mindApi.tilt(signal),
  });

  let body: ReactNode;
  if (tilt.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (tilt.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title="No se pudo calcular el Tiltmeter"
        description={errorMessage(tilt.error)}
        action={
          <Button size="small" onClick={() => void tilt.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  else if (tilt.data.meter) body = <TiltMeterView meter={tilt.data.meter} timeZone={timeZone} />;
  else if ('unavailable' in tilt.data)
    body = (
      <Alert
        type="warning"
        showIcon
        title="El Tiltmeter no está disponible ahora"
        description={tilt.data.message}
        action={
          <Button size="small" onClick={() => void tilt.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  else body = <Empty description="Activa el permiso para ver tu Tiltmeter." />;

  return <SectionCard title="Tu Tiltmeter">{body}</SectionCard>;
}

function TiltMeterView({ meter, timeZone }: { meter: TiltMeter; timeZone: string }) {
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">
        Operaciones del {formatInstant(meter.window.from, timeZone)} al{' '}
        {formatInstant(meter.window.to, timeZone)}.
      </Typography.Text>
      <Row gutter={[24, 16]} align="middle">
        <Col xs={24} md={8}>
          <TiltGauge score={meter.score} level={meter.level} />
        </Col>
        <Col xs={24} md={16}>
          <SignalList signals={meter.signals} />
        </Col>
      </Row>
      <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
        Las operaciones detrás del Tiltmeter
      </Typography.Title>
      <TiltTradesTable trades={meter.trades} timeZone={timeZone} />
    </Flex>
  );
}

function SignalList({ signals }: { signals: TiltSignal[] }) {
  const { token } = theme.useToken();
  return (
    <ul aria-label="Señales de tilt" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {signals.map((signal, index) => (
        <li
          key={signal.key}
          data-testid="tilt-signal"
          data-signal={signal.key}
          style={{ padding: '8px 0', borderTop: index === 0 ? undefined : `1px solid ${token.colorSplit}` }}
        >
          <Flex vertical gap={2}>
            <Flex justify="space-between" gap={8} wrap>
              <Typography.Text strong>{TILT_SIGNAL_LABELS[signal.key]}</Typography.Text>
              <Typography.Text>
                {signal.points > 0 ? `+${signal.points} puntos` : 'sin puntos'}
              </Typography.Text>
            </Flex>
            <Typography.Text>
              {signalValue(signal.key, signal.value)} ({signalNormal(signal.key, signal.normal)})
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {signal.detail}
            </Typography.Text>
          </Flex>
        </li>
      ))}
    </ul>
  );
}

function TiltTradesTable({ trades, timeZone }: { trades: TiltTrade[]; timeZone: string }) {
  const columns: TableColumnsType<TiltTrade> = [
    {
      key: 'closeTime',
      title: 'Cierre',
      render: (_value, trade) => formatInstant(trade.closeTime, timeZone),
    },
    { key: 'instrument', title: 'Par', dataIndex: 'instrument' },
    { key: 'direction', title: 'Dirección', render: (_value, trade) => SIDE_LABELS[trade.direction] },
    {
      key: 'volume',
      title: 'Lotes',
      align: 'right',
      render: (_value, trade) => formatNumber(Number(trade.volume)),
    },
    {
      key: 'netProfit',
      title: 'Resultado',
      align: 'right',
      render: (_value, trade) => (
        <Typography.Text type={Number(trade.netProfit) < 0 ? 'danger' : undefined}>
          {formatMoney(trade.netProfit, trade.currency)}
        </Typography.Text>
      ),
    },
    {
      key: 'reasons',
      title: 'Señales',
      render: (_value, trade) => (
        <Flex gap={4} wrap>
          {trade.reasons.map((reason) => (
            <Tag key={reason} style={{ marginInlineEnd: 0 }}>
              {TILT_SIGNAL_LABELS[reason]}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'link',
      title: 'Diario',
      render: (_value, trade) => (
        <Link
          to={journalLink(trade)}
          aria-label={`Ver ${trade.instrument} del ${formatInstant(trade.closeTime, timeZone)} en PipJournal`}
        >
          Ver en PipJournal
        </Link>
      ),
    },
  ];
  return (
    <Table<TiltTrade>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={trades}
      pagination={trades.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description="No hay operaciones recientes en tu diario." /> }}
    />
  );
}

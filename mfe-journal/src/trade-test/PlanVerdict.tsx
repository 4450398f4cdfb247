import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { JournalStrategy, PlanTestResult } from '@pipcrafters/contracts';
import { formatNumber } from '@pipcrafters/ui';
import { Alert, Button, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { formatAmount } from '../components/money';
import { ResultText } from '../edgepilot/ResultText';
import { formatRewardRisk, planLimits, volumeForField } from './plan-form';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <dt style={{ fontSize: 13 }}>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}

/**
 * The trades test's answer: the verdict, big and said three ways (colour, icon and word), the plan's figures against
 * the account and the strategy's limits, and every check with its reason.
 */
export function PlanVerdict({
  result,
  strategy,
  stale,
  onUseVolume,
}: {
  result: PlanTestResult;
  strategy: JournalStrategy | undefined;
  /** The form changed after this result: it no longer describes the plan on screen. */
  stale: boolean;
  onUseVolume: (volume: string) => void;
}) {
  const { token } = theme.useToken();
  const passes = result.verdict === 'cumple';
  const failed = result.checks.filter((check) => !check.passed).length;
  const money = (amount: string | number) => formatAmount(amount, result.currency);
  const limits = planLimits(result, strategy);
  const todayLoss = Math.abs(Number(result.todayLoss));
  const verdictColor = passes ? token.colorPrimary : token.colorError;
  const Icon = passes ? CheckCircleFilled : CloseCircleFilled;

  return (
    <section aria-labelledby="veredicto-titulo" data-testid="veredicto">
      <Typography.Title id="veredicto-titulo" level={3} style={{ fontSize: 16, marginTop: 0 }}>
        Resultado de la prueba
      </Typography.Title>
      {stale ? (
        <Alert
          type="warning"
          showIcon
          title="Has cambiado el plan: este resultado es del anterior. Vuelve a probarlo."
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Flex
        gap={12}
        align="center"
        role="status"
        data-verdict={result.verdict}
        style={{
          border: `2px solid ${verdictColor}`,
          borderRadius: token.borderRadiusLG,
          padding: '12px 16px',
          marginBottom: 16,
        }}
      >
        <Icon aria-hidden style={{ fontSize: 40, color: verdictColor }} />
        <div>
          <ResultText tone={passes ? 'success' : 'danger'} strong style={{ fontSize: 28, lineHeight: 1.2 }}>
            {passes ? 'Cumple' : 'No cumple'}
          </ResultText>
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {passes
              ? 'El plan cumple todas las comprobaciones.'
              : `${failed} de las ${result.checks.length} comprobaciones no ${failed === 1 ? 'se cumple' : 'se cumplen'}.`}
          </Typography.Text>
        </div>
      </Flex>
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
          gap: 12,
          margin: '0 0 16px',
        }}
      >
        <Figure label="Riesgo">
          <Typography.Text strong data-testid="riesgo">
            {money(result.riskMoney)} ({formatNumber(result.riskPercent, 2)} % de la cuenta)
          </Typography.Text>
        </Figure>
        <Figure label="Beneficio potencial">
          {result.rewardMoney === null ? 'Sin take profit' : money(result.rewardMoney)}
        </Figure>
        <Figure label="Beneficio / riesgo">{formatRewardRisk(result.rewardRisk)}</Figure>
        <Figure label="Stop">{formatNumber(result.stopPips, 1)} pips</Figure>
        <Figure label="Saldo de la cuenta">{money(result.balance)}</Figure>
        <Figure label="Tamaño que permite la estrategia">
          {result.allowedVolume === null ? (
            <Typography.Text type="secondary">
              {strategy ? 'La estrategia no fija un riesgo por operación.' : 'Elige una estrategia.'}
            </Typography.Text>
          ) : (
            <Flex vertical gap={4} align="flex-start">
              <Typography.Text strong data-testid="tamano-permitido">
                {formatNumber(result.allowedVolume, 2)} lotes
              </Typography.Text>
              <Button
                size="small"
                onClick={() => onUseVolume(volumeForField(result.allowedVolume as string))}
              >
                Usar este tamaño
              </Button>
            </Flex>
          )}
        </Figure>
        <Figure label="Operaciones abiertas">
          {result.openTrades}
          {limits.maxOpenTrades === null ? '' : ` (máximo ${limits.maxOpenTrades})`}
        </Figure>
        <Figure label="Pérdida de hoy">
          {money(todayLoss)}
          {limits.dailyLossLimit === null
            ? ''
            : ` de ${money(limits.dailyLossLimit)} permitidos (${formatNumber(strategy?.risk.maxDailyLossPercent ?? 0, 2)} %)`}
        </Figure>
      </dl>
      <Typography.Title level={4} style={{ fontSize: 15 }}>
        Comprobaciones
      </Typography.Title>
      <ul aria-label="Comprobaciones" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {result.checks.map((check) => (
          <li
            key={check.id}
            data-check={check.id}
            data-passed={check.passed}
            style={{ display: 'flex', gap: 8, alignItems: 'baseline', padding: '4px 0' }}
          >
            {check.passed ? (
              <CheckCircleFilled aria-hidden style={{ color: token.colorPrimary }} />
            ) : (
              <CloseCircleFilled aria-hidden style={{ color: token.colorError }} />
            )}
            <span>
              <ResultText tone={check.passed ? 'success' : 'danger'} strong>
                {check.passed ? 'Cumple' : 'No cumple'}:
              </ResultText>{' '}
              {check.text}
            </span>
          </li>
        ))}
      </ul>
      {result.openTrades === 0 ? (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 8 }}>
          El diario guarda operaciones cerradas: las abiertas en tu bróker no cuentan aquí.
        </Typography.Paragraph>
      ) : null}
    </section>
  );
}

import { CheckCircleFilled, ExperimentFilled, StopFilled } from '@ant-design/icons';
import { STRATEGY_STATUS_LABELS, type StrategyStatus } from '@pipcrafters/contracts';
import { Tag } from '@pipcrafters/ui';

/**
 * The status as a neutral tag with a coloured icon: the text keeps the theme's contrast in dark and light (coloured
 * tags read under 4.5:1 on the light theme), the icon carries the colour (the theme's variables: no antd).
 */
export function StatusTag({ status }: { status: StrategyStatus }) {
  const icon =
    status === 'activa' ? (
      <CheckCircleFilled style={{ color: 'var(--pc-primary)' }} />
    ) : status === 'en-prueba' ? (
      <ExperimentFilled style={{ color: 'var(--pc-warning)' }} />
    ) : (
      <StopFilled style={{ color: 'var(--pc-text-secondary)' }} />
    );
  return (
    <Tag icon={icon} data-status={status}>
      {STRATEGY_STATUS_LABELS[status]}
    </Tag>
  );
}

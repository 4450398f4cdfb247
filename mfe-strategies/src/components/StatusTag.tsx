import { CheckCircleFilled, ExperimentFilled, StopFilled } from '@ant-design/icons';
import { STRATEGY_STATUS_LABELS, type StrategyStatus } from '@pipcrafters/contracts';
import { Tag, theme } from 'antd';

/**
 * The status as a neutral tag with a coloured icon: the text keeps the theme's contrast in dark and light (antd's
 * coloured tags read under 4.5:1 on the light theme), the icon carries the colour.
 */
export function StatusTag({ status }: { status: StrategyStatus }) {
  const { token } = theme.useToken();
  const icon =
    status === 'activa' ? (
      <CheckCircleFilled aria-hidden style={{ color: token.colorPrimary }} />
    ) : status === 'en-prueba' ? (
      <ExperimentFilled aria-hidden style={{ color: token.colorWarning }} />
    ) : (
      <StopFilled aria-hidden style={{ color: token.colorTextTertiary }} />
    );
  return (
    <Tag icon={icon} data-status={status} style={{ marginInlineEnd: 0 }}>
      {STRATEGY_STATUS_LABELS[status]}
    </Tag>
  );
}

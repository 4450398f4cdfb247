import { StarFilled } from '@ant-design/icons';
import { levelFromXp, type XpProfile } from '@pipcrafters/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Flex, Skeleton, Typography, theme } from 'antd';
import { formatNumber } from '../format/numbers';

/** The learner's XP and level beside the page title; it follows `xp:updated` pushes. */
export function XpSummary({ profile }: { profile: UseQueryResult<XpProfile> }) {
  const { token } = theme.useToken();
  if (profile.isPending) return <Skeleton.Button active size="small" style={{ width: 140 }} />;
  if (profile.isError)
    return <Typography.Text type="secondary">Tu XP no está disponible ahora mismo.</Typography.Text>;
  const { xpTotal } = profile.data;
  return (
    <Flex align="center" gap={8} data-testid="missions-xp">
      <StarFilled aria-hidden style={{ color: token.colorWarning, fontSize: 20 }} />
      <span>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {`${formatNumber(xpTotal)} XP`}
        </Typography.Text>
        <Typography.Text type="secondary">{` · Nivel ${levelFromXp(xpTotal)}`}</Typography.Text>
      </span>
    </Flex>
  );
}

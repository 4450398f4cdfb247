import { CheckCircleFilled, CloseCircleFilled, QuestionCircleOutlined } from '@ant-design/icons';
import type { JournalStrategy, Trade } from '@pipcrafters/contracts';
import { Flex, Tag, Typography, theme } from 'antd';
import { type RuleState, reviewSummary, ruleGroups, ruleState, strategyLabel } from './strategy-options';

const STATE_TEXT: Record<RuleState, string> = {
  followed: 'Seguida',
  broken: 'No seguida',
  unreviewed: 'Sin revisar',
};

function RuleStateIcon({ state }: { state: RuleState }) {
  const { token } = theme.useToken();
  if (state === 'followed') return <CheckCircleFilled aria-hidden style={{ color: token.colorPrimary }} />;
  if (state === 'broken') return <CloseCircleFilled aria-hidden style={{ color: token.colorError }} />;
  return <QuestionCircleOutlined aria-hidden style={{ color: token.colorTextSecondary }} />;
}

/** A trade's strategy in its detail: the name (and its version then), and each rule followed, broken or unreviewed. */
export function TradeStrategyReview({
  trade,
  strategy,
}: {
  trade: Trade;
  strategy: JournalStrategy | undefined;
}) {
  if (!trade.strategyId) return <Typography.Text type="secondary">Sin estrategia.</Typography.Text>;
  const name = strategy ? strategyLabel(strategy) : (trade.strategyName ?? 'Estrategia eliminada');
  const groups = strategy ? ruleGroups(strategy) : [];
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{name}</Typography.Text>
        {trade.strategyVersion ? (
          <Typography.Text type="secondary">versión {trade.strategyVersion}</Typography.Text>
        ) : null}
        {strategy ? (
          <Tag data-testid="estado-revision">{reviewSummary(strategy, trade.followedRules)}</Tag>
        ) : null}
      </Flex>
      {groups.map((group) => (
        <div key={group.kind}>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {group.title}
          </Typography.Text>
          <ul aria-label={group.title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {group.rules.map((rule) => {
              const state = ruleState(trade.followedRules, rule.id);
              return (
                <li key={rule.id} style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
                  <RuleStateIcon state={state} />
                  <span>
                    {rule.text}{' '}
                    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                      ({STATE_TEXT[state]})
                    </Typography.Text>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </Flex>
  );
}

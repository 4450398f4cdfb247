import { FallOutlined, InfoCircleOutlined, RiseOutlined } from '@ant-design/icons';
import type { Insight } from '@pipcrafters/contracts';
import { tradesLabel } from '@pipcrafters/ui';
import { Flex, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import { tradesLink } from './edgepilot-filters';

/** The findings worth a look, each with the link to the trades behind it. */
export function InsightsList({ insights }: { insights: Insight[] }) {
  const { token } = theme.useToken();
  return (
    <ul aria-label="Hallazgos" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {insights.map((insight) => {
        const Icon =
          insight.tone === 'positive'
            ? RiseOutlined
            : insight.tone === 'negative'
              ? FallOutlined
              : InfoCircleOutlined;
        const color =
          insight.tone === 'positive'
            ? token.colorSuccess
            : insight.tone === 'negative'
              ? token.colorError
              : token.colorTextSecondary;
        return (
          <li
            key={insight.id}
            style={{ padding: '10px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
          >
            <Flex gap={10} align="flex-start">
              <Icon aria-hidden style={{ color, fontSize: 18, marginTop: 2 }} />
              <div>
                <Typography.Paragraph style={{ margin: 0 }}>{insight.text}</Typography.Paragraph>
                <Link to={tradesLink(insight.filters)} style={{ textDecoration: 'underline' }}>
                  Ver {insight.trades === 1 ? 'la operación' : `las ${tradesLabel(insight.trades)}`}
                </Link>
              </div>
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}

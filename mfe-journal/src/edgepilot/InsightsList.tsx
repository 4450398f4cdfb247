import { FallOutlined, InfoCircleOutlined, RiseOutlined } from '@ant-design/icons';
import type { Insight } from '@pipcrafters/contracts';
import { Flex, tradesLabel } from '@pipcrafters/ui';
import { Link } from 'react-router-dom';
import { tradesLink } from './edgepilot-filters';

/** The findings worth a look, each with the link to the trades behind it. */
export function InsightsList({ insights }: { insights: Insight[] }) {
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
            ? 'var(--pc-success)'
            : insight.tone === 'negative'
              ? 'var(--pc-error)'
              : 'var(--pc-text-secondary)';
        return (
          <li
            key={insight.id}
            style={{ padding: '10px 0', borderBottom: '1px solid var(--pc-border-secondary)' }}
          >
            <Flex gap={10} align="flex-start">
              <Icon aria-hidden style={{ color, fontSize: 18, marginTop: 2 }} />
              <div>
                <p style={{ margin: 0 }}>{insight.text}</p>
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

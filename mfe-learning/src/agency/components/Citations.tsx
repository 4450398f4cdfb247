import type { AgencyCitation } from '@pipcrafters/contracts';
import { Typography } from 'antd';
import { Link } from 'react-router-dom';

/** The lessons an output rests on, each a link to its page in The Terminal. */
export function Citations({
  citations,
  title = 'Lecciones citadas',
}: {
  citations: AgencyCitation[];
  title?: string;
}) {
  if (citations.length === 0) return null;
  return (
    <nav aria-label={title} data-testid="citations">
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {title}:
      </Typography.Text>
      <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
        {citations.map((citation) => (
          <li key={citation.lessonId}>
            <Link to={citation.href} style={{ textDecoration: 'underline', textUnderlineOffset: 2 }}>
              {citation.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface PageHeadingProps {
  title: string;
  description?: ReactNode;
  extra?: ReactNode;
}

/** The page's one h1, with an optional line of context and actions on the right. */
export function PageHeading({ title, description, extra }: PageHeadingProps) {
  return (
    <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 24 }}>
      <div>
        <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
          {title}
        </Typography.Title>
        {description ? (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {description}
          </Typography.Paragraph>
        ) : null}
      </div>
      {extra}
    </Flex>
  );
}

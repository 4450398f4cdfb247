import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Result, Tag } from 'antd';
import { PageHeading } from './page-heading';

export interface ComingSoonCardProps {
  /** Spanish title of the page, rendered as its h1. */
  title: string;
  /** One honest sentence about what this page will offer. */
  description: string;
}

/** Placeholder for a page whose feature is still being built: no sample data, just what is coming. */
export function ComingSoonCard({ title, description }: ComingSoonCardProps) {
  return (
    <>
      <PageHeading title={title} extra={<Tag color="processing">Próximamente</Tag>} />
      <Card>
        <Result icon={<ClockCircleOutlined />} title="Próximamente" subTitle={description} />
      </Card>
    </>
  );
}

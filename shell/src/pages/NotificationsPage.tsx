import { PageHeading } from '@pipcrafters/ui';
import { Card, Empty } from 'antd';

export function NotificationsPage() {
  return (
    <>
      <PageHeading title="Notificaciones" description="Avisos sobre tus misiones, logros y cuenta." />
      <Card>
        <Empty description="No tienes notificaciones por ahora." />
      </Card>
    </>
  );
}

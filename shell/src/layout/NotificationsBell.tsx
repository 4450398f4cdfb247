import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Flex, Popover, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** Notifications arrive with the progress service; until then the panel says honestly that there are none. */
const unreadCount = 0;

export function NotificationsBell() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  const panel = (
    <Flex vertical gap={12} style={{ width: 300 }} data-testid="notifications-panel">
      <Typography.Text strong>Notificaciones</Typography.Text>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tienes notificaciones nuevas." />
      <Button
        block
        onClick={() => {
          setOpen(false);
          navigate('/notifications');
        }}
      >
        Ver todas las notificaciones
      </Button>
    </Flex>
  );

  return (
    <Popover content={panel} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen}>
      <Badge dot={unreadCount > 0} offset={[-6, 6]}>
        <Button type="text" shape="circle" icon={<BellOutlined />} aria-label="Notificaciones" />
      </Badge>
    </Popover>
  );
}

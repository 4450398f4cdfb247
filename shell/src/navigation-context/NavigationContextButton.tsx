import { CompassOutlined } from '@ant-design/icons';
import { Button, Flex, Popover } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Text } from '../app/Text';
import { usePopoverFocus } from '../layout/usePopoverFocus';
import { relativeTimeEs } from '../notifications/relative-time';
import { contextOf, useNavigationContextStore } from './navigation-context-store';

/** The header's "Contexto": the section the user is in, its focus and suggested next steps (spec §2). */
export function NavigationContextButton({ compact = false }: { compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const { panelRef, triggerRef, onPanelKeyDown } = usePopoverFocus(open, setOpen);
  const section = useNavigationContextStore((state) => state.section);
  const visitedAt = useNavigationContextStore((state) => state.visitedAt);
  const context = contextOf(section);

  const panel = (
    <Flex
      vertical
      gap={8}
      style={{ width: 'min(300px, calc(100vw - 32px))' }}
      data-testid="navigation-context"
      ref={panelRef}
      onKeyDown={onPanelKeyDown}
    >
      <Text secondary style={{ fontSize: 12 }}>
        Sección: <strong data-testid="context-section">{context.name}</strong>
        {visitedAt ? ` · visitada ${relativeTimeEs(visitedAt)}` : null}
      </Text>
      <Text strong>Enfoque: {context.focus}</Text>
      <Text secondary>Acciones sugeridas</Text>
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        {context.actions.map((action) => (
          <li key={action.label}>
            <Link to={action.to} onClick={() => setOpen(false)}>
              {action.label}
            </Link>
          </li>
        ))}
      </ul>
    </Flex>
  );

  return (
    <Popover content={panel} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen}>
      <Button
        type="text"
        icon={<CompassOutlined />}
        ref={triggerRef}
        aria-label="Contexto"
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        {compact ? null : 'Contexto'}
      </Button>
    </Popover>
  );
}

import { CompassOutlined } from '@ant-design/icons';
import { Button, Popup, Text } from '@pipcrafters/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
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

  return (
    <>
      <Button
        variant="text"
        icon={<CompassOutlined />}
        ref={triggerRef}
        aria-label="Contexto"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {compact ? null : 'Contexto'}
      </Button>
      {open ? (
        <Popup
          anchorRef={triggerRef}
          panelRef={panelRef}
          anchoring="header"
          width={300}
          onDismiss={() => setOpen(false)}
          role="dialog"
          aria-label="Contexto de navegación"
          onKeyDown={onPanelKeyDown}
          data-testid="navigation-context"
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
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
        </Popup>
      ) : null}
    </>
  );
}

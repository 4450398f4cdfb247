import { MessageOutlined } from '@ant-design/icons';
import { Button } from '@pipcrafters/ui';
import { lazy, Suspense, useState } from 'react';
import { withAntdTheme } from '../theme/with-antd-theme';

// The panel, its chat and the Markdown renderer come with the first click, not with every signed-in page.
const AssistantPanel = lazy(() =>
  withAntdTheme(import('./AssistantPanel').then((module) => module.AssistantPanel)),
);

/** The header's "Asistente": opens Alvaro and Clara beside the current page. */
export function AssistantPanelButton({ compact = false }: { compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="text"
        icon={<MessageOutlined />}
        aria-label="Asistente"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {compact ? null : 'Asistente'}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <AssistantPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

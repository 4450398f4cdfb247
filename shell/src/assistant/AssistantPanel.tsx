import { ASSISTANT_PROFILES, type AssistantName } from '@pipcrafters/contracts';
import { AssistantChat, type StarterGroup } from '@pipcrafters/ui';
import { Button, Drawer, Flex, Grid, Segmented, Skeleton, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { contextOf, useNavigationContextStore } from '../navigation-context/navigation-context-store';
import { sectionStarters } from './section-starters';

const PANEL_WIDTH = 440;

/**
 * The assistants beside any page: the section the user is in (the navigation context), a compact chat with Alvaro
 * or Clara whose starters are that section's suggested actions and the assistant's own, and the way to /tutor-ia
 * for the whole history. Each assistant keeps its conversation while the panel is closed.
 */
export function AssistantPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const section = contextOf(useNavigationContextStore((state) => state.section));
  const mobile = Grid.useBreakpoint().sm === false;
  const [assistant, setAssistant] = useState<AssistantName>('alvaro');
  const [conversations, setConversations] = useState<Record<AssistantName, string | null>>({
    alvaro: null,
    clara: null,
  });
  const profile = ASSISTANT_PROFILES[assistant];
  const starterGroups: StarterGroup[] = [
    { title: `Sugerencias para ${section.name}`, starters: sectionStarters(section) },
    { title: `Preguntas para ${profile.displayName}`, starters: profile.starters },
  ];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={mobile ? '100vw' : PANEL_WIDTH}
      title="Asistente"
      extra={
        <Link to="/tutor-ia" onClick={onClose}>
          Abrir Tutor IA
        </Link>
      }
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, paddingBlock: 12 } }}
      data-testid="assistant-panel"
    >
      <Segmented<AssistantName>
        block
        aria-label="Asistente"
        value={assistant}
        onChange={setAssistant}
        options={[
          { label: 'Alvaro', value: 'alvaro' },
          { label: 'Clara', value: 'clara' },
        ]}
      />
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="assistant-panel-focus">
          {profile.role} · Estás en <strong>{section.name}</strong>: {section.focus.toLowerCase()}
        </Typography.Text>
        <Button
          size="small"
          disabled={conversations[assistant] === null}
          onClick={() => setConversations((current) => ({ ...current, [assistant]: null }))}
        >
          Nueva conversación
        </Button>
      </Flex>
      <div style={{ flex: 1, minHeight: 0 }}>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
          <AssistantChat
            key={assistant}
            assistant={assistant}
            conversationId={conversations[assistant]}
            onConversationChange={(id) => setConversations((current) => ({ ...current, [assistant]: id }))}
            starterGroups={starterGroups}
            compact
            onNavigate={onClose}
          />
        </Suspense>
      </div>
    </Drawer>
  );
}

import { ASSISTANT_PROFILES, ASSISTANTS, type AssistantName } from '@pipcrafters/contracts';
import {
  AssistantChat,
  assistantApi,
  assistantKeys,
  Flex,
  PageHeading,
  Skeleton,
  Tabs,
  Text,
} from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ClaraConsentCard } from '../components/ClaraConsentCard';
import { ConversationList, conversationTitle } from '../components/ConversationList';

/** antd's Row/Col of before: the list a third of the row and the chat two thirds from 992 px, one column below. */
const WORKSPACE_CSS = `
.pc-tutor-workspace { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; }
@media (min-width: 992px) { .pc-tutor-workspace { grid-template-columns: minmax(0, 1fr) minmax(0, 2fr); } }
/* A card's title keeps its width; the button beside it wraps below on a narrow column (antd's Flex wrap). */
.pc-tutor-workspace .pc-card-head .pc-card-title { flex: 1 0 auto; }
.pc-tutor-chat { display: flex; flex-direction: column; gap: 12px; }
.pc-tutor-chat .pc-card-title { display: block; margin: 0; font-size: 18px; }
`;

type Selection = Record<AssistantName, string | null>;
const NOTHING_SELECTED: Selection = { alvaro: null, clara: null };

/** The address says which tab is open and which conversation it shows, so Back from a cited lesson returns to it. */
const TAB_PARAM = 'asistente';
const CONVERSATION_PARAM = 'conversacion';

/**
 * /tutor-ia: Alvaro, and Clara beside him. Each has a tab with the history of conversations and the chat of the one
 * chosen (a new one until the first question creates it); Clara's tab also holds her reading consent.
 */
export function TutorPage() {
  const [params, setParams] = useSearchParams();
  const assistant: AssistantName = params.get(TAB_PARAM) === 'clara' ? 'clara' : 'alvaro';
  const [remembered, setRemembered] = useState<Selection>(NOTHING_SELECTED);
  const selected: Selection = { ...remembered, [assistant]: params.get(CONVERSATION_PARAM) };

  const show = (name: AssistantName, id: string | null) => {
    setRemembered((current) => ({ ...current, [name]: id }));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (name === 'clara') next.set(TAB_PARAM, name);
        else next.delete(TAB_PARAM);
        if (id) next.set(CONVERSATION_PARAM, id);
        else next.delete(CONVERSATION_PARAM);
        return next;
      },
      { replace: true },
    );
  };
  const select = (name: AssistantName) => (id: string | null) => show(name, id);

  return (
    <>
      <PageHeading
        title="Tutor IA"
        description="Pregunta a Alvaro por conceptos, estrategias y ejemplos del curso, o habla con Clara de lo que sientes al operar. Cada respuesta cita las lecciones en las que se basa."
      />
      <Tabs
        activeKey={assistant}
        onChange={(key) => {
          setRemembered(selected);
          show(key as AssistantName, selected[key as AssistantName]);
        }}
        items={ASSISTANTS.map((name) => ({
          key: name,
          label: ASSISTANT_PROFILES[name].displayName,
          children: (
            <AssistantWorkspace
              assistant={name}
              selectedId={selected[name]}
              onSelect={select(name)}
              onDeletedAll={() => {
                setRemembered(NOTHING_SELECTED);
                show(assistant, null);
              }}
            />
          ),
        }))}
      />
    </>
  );
}

function AssistantWorkspace({
  assistant,
  selectedId,
  onSelect,
  onDeletedAll,
}: {
  assistant: AssistantName;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onDeletedAll: () => void;
}) {
  const profile = ASSISTANT_PROFILES[assistant];
  const headingId = useId();
  const list = useQuery({
    queryKey: assistantKeys.list(assistant),
    queryFn: ({ signal }) => assistantApi.conversations(assistant, signal),
  });
  const current = list.data?.find((conversation) => conversation.id === selectedId);
  const heading =
    selectedId === null ? 'Nueva conversación' : current ? conversationTitle(current) : 'Conversación';

  return (
    <div className="pc-tutor-workspace">
      <style href="pc-tutor-workspace" precedence="default">
        {WORKSPACE_CSS}
      </style>
      <div>
        <Flex vertical gap={16}>
          {assistant === 'clara' ? <ClaraConsentCard /> : null}
          <ConversationList
            assistant={assistant}
            selectedId={selectedId}
            onSelect={onSelect}
            onDeletedAll={onDeletedAll}
          />
        </Flex>
      </div>
      <section className="pc-card" aria-labelledby={headingId}>
        <div className="pc-card-body pc-tutor-chat">
          <div>
            <h2 id={headingId} className="pc-card-title pc-ellipsis">
              {heading}
            </h2>
            <Text secondary>
              {profile.displayName} · {profile.role}
            </Text>
          </div>
          <div style={{ height: 'min(68vh, 640px)', minHeight: 360 }}>
            <Suspense fallback={<Skeleton rows={6} />}>
              <AssistantChat
                assistant={assistant}
                conversationId={selectedId}
                onConversationChange={onSelect}
              />
            </Suspense>
          </div>
        </div>
      </section>
    </div>
  );
}

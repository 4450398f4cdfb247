import { ASSISTANT_PROFILES, ASSISTANTS, type AssistantName } from '@pipcrafters/contracts';
import { AssistantChat, assistantApi, assistantKeys, PageHeading } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Skeleton, Tabs, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ClaraConsentCard } from '../components/ClaraConsentCard';
import { ConversationList, conversationTitle } from '../components/ConversationList';

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
  const list = useQuery({
    queryKey: assistantKeys.list(assistant),
    queryFn: ({ signal }) => assistantApi.conversations(assistant, signal),
  });
  const current = list.data?.find((conversation) => conversation.id === selectedId);
  const heading =
    selectedId === null ? 'Nueva conversación' : current ? conversationTitle(current) : 'Conversación';

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Flex vertical gap={16}>
          {assistant === 'clara' ? <ClaraConsentCard /> : null}
          <ConversationList
            assistant={assistant}
            selectedId={selectedId}
            onSelect={onSelect}
            onDeletedAll={onDeletedAll}
          />
        </Flex>
      </Col>
      <Col xs={24} lg={16}>
        <Card styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}>
          <div>
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }} ellipsis>
              {heading}
            </Typography.Title>
            <Typography.Text type="secondary">
              {profile.displayName} · {profile.role}
            </Typography.Text>
          </div>
          <div style={{ height: 'min(68vh, 640px)', minHeight: 360 }}>
            <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
              <AssistantChat
                assistant={assistant}
                conversationId={selectedId}
                onConversationChange={onSelect}
              />
            </Suspense>
          </div>
        </Card>
      </Col>
    </Row>
  );
}

import { ClearOutlined, SendOutlined } from '@ant-design/icons';
import { CHATBOT_LIMITS, type PlaygroundReply, type PlaygroundTurn } from '@pipcrafters/contracts';
import { VISUALLY_HIDDEN } from '@pipcrafters/ui';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Tag, Typography, theme } from 'antd';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { chatbotsApi } from '../api/chatbots-api';
import { AgencyAlert } from '../components/AgencyAlert';
import { Citations } from '../components/Citations';
import { Markdown } from '../components/Markdown';
import { ModeNote } from '../components/ModeNote';
import { ModeTag } from '../components/ModeTag';
import { playgroundHistory } from './playground-history';

interface Turn extends PlaygroundTurn {
  /** Its place in the conversation, as React's key. */
  id: number;
  reply?: PlaygroundReply;
}

/**
 * Try the saved bot: a conversation kept in this page only (the server stores none), answered by the bot's current
 * version with its lessons cited, the mode of each answer, and the platform's refusals shown as answers.
 */
export function ChatbotPlayground({
  chatbotId,
  name,
  welcomeMessage,
  version,
  unsaved,
}: {
  chatbotId: string;
  name: string;
  welcomeMessage: string;
  version: number;
  /** The form has changes not saved yet: the bot answers with its saved version. */
  unsaved: boolean;
}) {
  const { token } = theme.useToken();
  const inputId = useId();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [draft, setDraft] = useState('');
  const ask = useMutation({
    mutationFn: (message: string) =>
      chatbotsApi.playground(chatbotId, { message, history: playgroundHistory(turns), version }),
    onSuccess: (reply, message) =>
      setTurns((current) => [
        ...current,
        { id: current.length, role: 'user', content: message },
        { id: current.length + 1, role: 'assistant', content: reply.answer, reply },
      ]),
  });

  const send = () => {
    const message = draft.trim();
    if (!message || ask.isPending) return;
    ask.mutate(message, { onSuccess: () => setDraft('') });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const last = turns.at(-1)?.reply;

  return (
    <Card>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          Probar el chatbot
        </Typography.Title>
        <Button
          icon={<ClearOutlined />}
          onClick={() => {
            setTurns([]);
            ask.reset();
          }}
          disabled={turns.length === 0}
        >
          Empezar de nuevo
        </Button>
      </Flex>
      {unsaved ? (
        <Typography.Paragraph type="warning">
          Tienes cambios sin guardar: el chatbot responde con la versión {version} guardada.
        </Typography.Paragraph>
      ) : null}
      <Flex vertical gap={12} data-testid="playground" style={{ marginBottom: 12 }}>
        <Bubble from="assistant" background={token.colorFillTertiary}>
          <Typography.Text>
            {welcomeMessage.trim() || `¡Hola! Soy ${name}. ¿En qué te ayudo?`}
          </Typography.Text>
        </Bubble>
        {turns.map((turn) =>
          turn.role === 'user' ? (
            <Bubble key={turn.id} from="user" background={token.colorPrimaryBg}>
              <Typography.Text style={{ whiteSpace: 'pre-wrap' }} data-testid="playground-question">
                {turn.content}
              </Typography.Text>
            </Bubble>
          ) : (
            <Bubble key={turn.id} from="assistant" background={token.colorFillTertiary}>
              <Flex vertical gap={8} data-testid="playground-answer">
                <Flex gap={6} wrap>
                  {turn.reply ? <ModeTag mode={turn.reply.mode} /> : null}
                  {turn.reply?.refused ? (
                    <Tag color="orange" data-testid="playground-refused">
                      Rechazado por las reglas de la plataforma
                    </Tag>
                  ) : null}
                </Flex>
                <Markdown content={turn.content} />
                <Citations citations={turn.reply?.citations ?? []} />
                <ModeNote note={turn.reply?.note ?? null} />
              </Flex>
            </Bubble>
          ),
        )}
      </Flex>
      <div aria-live="polite" style={VISUALLY_HIDDEN}>
        {last ? `${name} ha respondido.` : ''}
      </div>
      {ask.isError ? (
        <div style={{ marginBottom: 12 }}>
          <AgencyAlert error={ask.error} failedTitle="El chatbot no pudo responder" />
        </div>
      ) : null}
      <label htmlFor={inputId}>
        <Typography.Text strong>Tu mensaje para {name}</Typography.Text>
      </label>
      <Flex gap={8} align="flex-end" style={{ marginTop: 4 }}>
        <Input.TextArea
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={CHATBOT_LIMITS.messageMax}
          autoSize={{ minRows: 1, maxRows: 5 }}
          placeholder="Escribe una pregunta (Intro envía, Mayús+Intro salta de línea)"
        />
        <Button
          type="primary"
          icon={<SendOutlined />}
          onClick={send}
          loading={ask.isPending}
          disabled={!draft.trim()}
        >
          Enviar
        </Button>
      </Flex>
    </Card>
  );
}

function Bubble({
  from,
  background,
  children,
}: {
  from: 'user' | 'assistant';
  background: string;
  children: ReactNode;
}) {
  return (
    <div
      style={{
        alignSelf: from === 'user' ? 'flex-end' : 'flex-start',
        maxWidth: 'min(100%, 640px)',
        background,
        borderRadius: 10,
        padding: '8px 12px',
        minWidth: 0,
      }}
    >
      {children}
    </div>
  );
}

import {
  DislikeFilled,
  DislikeOutlined,
  LikeFilled,
  LikeOutlined,
  SendOutlined,
  StopOutlined,
} from '@ant-design/icons';
import {
  ASSISTANT_LIMITS,
  ASSISTANT_PROFILES,
  type AssistantCitation,
  type AssistantMessage,
  type AssistantName,
  type AssistantProfile,
} from '@pipcrafters/contracts';
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { Alert } from '../kit/alert';
import { Button } from '../kit/button';
import { Flex } from '../kit/flex';
import { TextArea } from '../kit/input';
import { Skeleton } from '../kit/skeleton';
import { Text } from '../kit/text';
import { Paragraph } from '../kit/typography';
import { VISUALLY_HIDDEN } from '../visually-hidden';
import { AssistantMarkdown, useAnswerStyle } from './AssistantMarkdown';
import { isStoredMessage, unlinkedCitations } from './chat-state';
import { type ChatFailure, useAssistantChat } from './use-assistant-chat';

export type AssistantStarter = AssistantProfile['starters'][number];

/** Starters under a heading of their own ("En PipJournal", "Para empezar"). */
export interface StarterGroup {
  title: string;
  starters: AssistantStarter[];
}

export interface AssistantChatProps {
  assistant: AssistantName;
  /** The conversation shown; null for a new one, created with the first question. */
  conversationId: string | null;
  /** The conversation the first question created. */
  onConversationChange?: (id: string) => void;
  /** What an empty conversation offers; the assistant's own three starters by default. */
  starterGroups?: StarterGroup[];
  /** The shell's panel: less room, one row of input. */
  compact?: boolean;
  /** Told when the user follows a link inside the app. */
  onNavigate?: () => void;
}

/** How far from the bottom the reader may be and still follow the answer as it grows. */
const FOLLOW_THRESHOLD_PX = 48;

/**
 * A conversation with Alvaro or Clara: its messages (Markdown answers with their cited lessons, the fallback note,
 * thumbs), the answer streaming in with a stop button, starters on an empty conversation, and the question box
 * (Enter sends, Shift+Enter breaks the line). Used by /tutor-ia and by the shell's assistant panel.
 */
export function AssistantChat({
  assistant,
  conversationId,
  onConversationChange,
  starterGroups,
  compact = false,
  onNavigate,
}: AssistantChatProps) {
  const chat = useAssistantChat({ assistant, conversationId, onConversationChange });
  const answerStyle = useAnswerStyle();
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const scrollerRef = useRef<HTMLElement | null>(null);
  const followRef = useRef(true);
  const busy = chat.exchange !== null;
  const { name } = chat;
  const groups = starterGroups ?? [
    { title: 'Para empezar', starters: ASSISTANT_PROFILES[assistant].starters },
  ];
  const empty =
    chat.messages.length === 0 &&
    !busy &&
    !chat.failure &&
    !chat.conversation.isLoading &&
    !chat.conversation.isError;

  // Follow the conversation as it grows, unless the reader scrolled up to read something earlier.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message or a piece of the answer arrives.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller && followRef.current) scroller.scrollTop = scroller.scrollHeight;
  }, [chat.messages.length, chat.exchange?.answer, chat.failure]);

  const ask = (text: string) => {
    if (!text.trim() || busy) return;
    followRef.current = true;
    setDraft('');
    inputRef.current?.focus();
    void chat.send(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    ask(draft);
  };

  // The theme's colours are the shell's CSS variables (app-chrome.css, kit-display.css), light and dark.
  const bubble = (role: AssistantMessage['role']): CSSProperties => ({
    maxWidth: compact ? '100%' : '85%',
    alignSelf: role === 'user' ? 'flex-end' : 'flex-start',
    padding: '8px 12px',
    borderRadius: 8,
    background: role === 'user' ? 'var(--pc-primary-bg)' : 'var(--pc-secondary-bg)',
    border: '1px solid var(--pc-border-secondary)',
    overflowWrap: 'anywhere',
  });

  const question = (key: string, content: string) => (
    <li key={key} style={bubble('user')} data-testid="user-question">
      <Text strong>Tú</Text>
      <div style={{ whiteSpace: 'pre-wrap' }}>{content}</div>
    </li>
  );

  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 12,
        height: '100%',
        minHeight: 0,
        ...answerStyle.style,
      }}
    >
      {answerStyle.stylesheet}
      <div role="status" style={VISUALLY_HIDDEN} data-testid="assistant-announcement">
        {chat.announcement}
      </div>
      <section
        ref={scrollerRef}
        aria-label={`Mensajes con ${name}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
        tabIndex={0}
        onScroll={(event) => {
          const { scrollHeight, scrollTop, clientHeight } = event.currentTarget;
          followRef.current = scrollHeight - scrollTop - clientHeight < FOLLOW_THRESHOLD_PX;
        }}
        style={{ flex: 1, minHeight: 0, overflowY: 'auto', paddingInlineEnd: 4 }}
        data-testid="assistant-messages"
      >
        {chat.conversation.isLoading ? <Skeleton rows={4} /> : null}
        {chat.conversation.isError ? (
          <Alert
            type="error"
            showIcon
            title="No se pudo cargar la conversación"
            description={chat.conversation.error.message}
            action={
              <Button size="small" onClick={() => void chat.conversation.refetch()}>
                Reintentar
              </Button>
            }
          />
        ) : null}
        {empty ? (
          <Starters name={name} assistant={assistant} groups={groups} onPick={ask} compact={compact} />
        ) : null}
        <ol
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 12,
          }}
        >
          {chat.messages.map((message) =>
            message.role === 'user' ? (
              question(message.id, message.content)
            ) : (
              <li key={message.id} style={bubble('assistant')} data-testid="assistant-answer">
                <Answer name={name} message={message} onNavigate={onNavigate}>
                  {isStoredMessage(message) ? (
                    <Thumbs message={message} onRate={(rating) => chat.rate(message, rating)} />
                  ) : null}
                </Answer>
              </li>
            ),
          )}
          {chat.exchange ? question('pending-question', chat.exchange.question) : null}
          {chat.exchange ? (
            <li
              key="pending-answer"
              style={bubble('assistant')}
              data-testid="assistant-answer"
              data-streaming="true"
              aria-busy="true"
            >
              <Text strong>{name}</Text>
              {chat.exchange.answer ? (
                <AssistantMarkdown content={chat.exchange.answer} onNavigate={onNavigate} />
              ) : (
                <Paragraph secondary style={{ margin: 0 }}>
                  {name} está escribiendo…
                </Paragraph>
              )}
            </li>
          ) : null}
          {chat.failure ? question('failed-question', chat.failure.question) : null}
        </ol>
        {chat.failure ? (
          <FailureNotice
            name={name}
            failure={chat.failure}
            onRetry={() => ask(chat.failure?.question ?? '')}
          />
        ) : null}
      </section>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          ask(draft);
        }}
      >
        <label htmlFor={inputId} style={VISUALLY_HIDDEN}>
          Tu pregunta para {name}
        </label>
        <TextArea
          id={inputId}
          ref={inputRef}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={ASSISTANT_LIMITS.contentMax}
          showCount
          rows={compact ? 1 : 2}
          // Grows with the text up to six lines, as antd's autoSize did.
          style={
            {
              fieldSizing: 'content',
              minHeight: `calc(${compact ? 1 : 2} * 1.5714em + 10px)`,
              maxHeight: 'calc(6 * 1.5714em + 10px)',
            } as CSSProperties
          }
          placeholder={`Pregunta a ${name}…`}
          aria-describedby={hintId}
        />
        <Flex justify="space-between" align="center" gap={8} wrap style={{ marginTop: 4 }}>
          <Text secondary id={hintId} style={{ fontSize: 12 }}>
            Intro envía · Mayús + Intro salta de línea
          </Text>
          {busy ? (
            <Button danger icon={<StopOutlined />} onClick={chat.stop}>
              Detener
            </Button>
          ) : (
            <Button variant="primary" type="submit" icon={<SendOutlined />} disabled={!draft.trim()}>
              Enviar
            </Button>
          )}
        </Flex>
      </form>
    </div>
  );
}

function Starters({
  name,
  assistant,
  groups,
  onPick,
  compact,
}: {
  name: string;
  assistant: AssistantName;
  groups: StarterGroup[];
  onPick: (prompt: string) => void;
  compact: boolean;
}) {
  return (
    <Flex vertical gap={12} style={{ marginBottom: 12 }} data-testid="assistant-starters">
      <Paragraph style={{ margin: 0 }}>
        Hola, soy {name} ({ASSISTANT_PROFILES[assistant].role.toLowerCase()}). ¿En qué te ayudo?
      </Paragraph>
      {groups.map((group) => (
        <Flex key={group.title} vertical gap={6} role="group" aria-label={group.title}>
          <Text secondary style={{ fontSize: 12 }}>
            {group.title}
          </Text>
          <Flex wrap gap={8} vertical={compact}>
            {group.starters.map((starter) => (
              <Button
                key={starter.label}
                onClick={() => onPick(starter.prompt)}
                title={starter.prompt}
                style={{
                  height: 'auto',
                  minHeight: 32,
                  paddingBlock: 4,
                  whiteSpace: 'normal',
                  textAlign: 'start',
                  justifyContent: 'flex-start',
                }}
              >
                {starter.label}
              </Button>
            ))}
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}

/** An answer: its Markdown, the fallback note in italics, the lessons it rests on and the thumbs (children). */
function Answer({
  name,
  message,
  onNavigate,
  children,
}: {
  name: string;
  message: AssistantMessage;
  onNavigate?: () => void;
  children?: ReactNode;
}) {
  const lessons = unlinkedCitations(message.content, message.citations);
  return (
    <>
      <Text strong>{name}</Text>
      <AssistantMarkdown content={message.content} onNavigate={onNavigate} />
      {message.note ? (
        <Paragraph secondary style={{ margin: '4px 0 0' }}>
          <em>{message.note}</em>
        </Paragraph>
      ) : null}
      {lessons.length > 0 ? <Citations citations={lessons} onNavigate={onNavigate} /> : null}
      {children}
    </>
  );
}

function Citations({ citations, onNavigate }: { citations: AssistantCitation[]; onNavigate?: () => void }) {
  return (
    <Paragraph style={{ margin: '8px 0 0' }} className="pc-answer-links" data-testid="assistant-citations">
      <strong>Lecciones:</strong>{' '}
      {citations.map((citation, index) => (
        <span key={citation.lessonId}>
          {index > 0 ? ' · ' : null}
          <Link to={citation.href} onClick={onNavigate}>
            {citation.title}
          </Link>
        </span>
      ))}
    </Paragraph>
  );
}

function Thumbs({
  message,
  onRate,
}: {
  message: AssistantMessage;
  onRate: (rating: AssistantMessage['feedback']) => void;
}) {
  const up = message.feedback === 'up';
  const down = message.feedback === 'down';
  return (
    <Flex gap={4} role="group" aria-label="¿Te ha servido esta respuesta?" style={{ marginTop: 4 }}>
      <Button
        variant="text"
        size="small"
        icon={up ? <LikeFilled /> : <LikeOutlined />}
        aria-label="Me ha servido"
        aria-pressed={up}
        onClick={() => onRate(up ? null : 'up')}
      />
      <Button
        variant="text"
        size="small"
        icon={down ? <DislikeFilled /> : <DislikeOutlined />}
        aria-label="No me ha servido"
        aria-pressed={down}
        onClick={() => onRate(down ? null : 'down')}
      />
    </Flex>
  );
}

function FailureNotice({
  name,
  failure,
  onRetry,
}: {
  name: string;
  failure: ChatFailure;
  onRetry: () => void;
}) {
  return (
    <Alert
      className="pc-assistant-failure"
      type={failure.rateLimited ? 'warning' : 'error'}
      showIcon
      title={failure.rateLimited ? 'Has llegado al límite de preguntas' : `${name} no ha podido responder`}
      description={failure.message}
      action={
        failure.rateLimited ? null : (
          <Button size="small" onClick={onRetry}>
            Volver a preguntar
          </Button>
        )
      }
      data-testid="assistant-failure"
    />
  );
}

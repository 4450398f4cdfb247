import { ApiError } from '@pipcrafters/api-client';
import {
  ASSISTANT_PROFILES,
  type AssistantConversation,
  type AssistantConversationSummary,
  type AssistantMessage,
  type AssistantName,
  type AssistantStreamEvents,
  Messages,
} from '@pipcrafters/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../toast/use-toast';
import { assistantApi, assistantKeys } from './assistant-api';
import {
  appendMessages,
  applyStreamEvent,
  emptyConversation,
  localMessage,
  newExchange,
  type PendingExchange,
  plainText,
  replaceMessage,
} from './chat-state';
import { streamAnswer } from './stream-answer';

/** Shown under an answer the user stopped: what is there is all that arrived. */
export const STOPPED_NOTE = 'Respuesta detenida.';

/** A question that could not be answered, kept so it can be asked again. */
export interface ChatFailure {
  question: string;
  message: string;
  /** The user asked too many questions in the window (429): wait, do not retry at once. */
  rateLimited: boolean;
}

export interface AssistantChatOptions {
  assistant: AssistantName;
  /** The conversation shown; null for a new one, created on the first question. */
  conversationId: string | null;
  /** The conversation the first question created. */
  onConversationChange?: (id: string) => void;
}

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : Messages.unknownError);

/**
 * One conversation with an assistant: its stored messages (TanStack Query), the question being answered as it
 * streams, stop, feedback, and what a screen reader is told (once when the answer starts, once when it ends, never
 * token by token). The query cache stays the record: a finished answer is appended to it as the service stored it
 * (the done event's content replaces what was streamed); a stopped one keeps what arrived, marked as stopped, and
 * the conversation is marked stale so that opening it again shows what the service kept.
 */
export function useAssistantChat({ assistant, conversationId, onConversationChange }: AssistantChatOptions) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const name = ASSISTANT_PROFILES[assistant].displayName;
  const conversation = useQuery({
    queryKey: assistantKeys.conversation(conversationId ?? ''),
    queryFn: ({ signal }) => assistantApi.conversation(conversationId as string, signal),
    enabled: conversationId !== null,
  });
  const [exchange, setExchange] = useState<PendingExchange | null>(null);
  const [failure, setFailure] = useState<ChatFailure | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** The request answering now, if any; replaced or cleared when the user moves to another conversation. */
  const controllerRef = useRef<AbortController | null>(null);
  /** The conversation this chat is in, including one it has just created (before the parent hears of it). */
  const currentIdRef = useRef(conversationId);

  useEffect(() => {
    if (conversationId === currentIdRef.current) return;
    // Another conversation was chosen (the list, a new one): the answer on its way here stops.
    currentIdRef.current = conversationId;
    controllerRef.current?.abort();
    controllerRef.current = null;
    setExchange(null);
    setFailure(null);
    setAnnouncement('');
  }, [conversationId]);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const record = useCallback(
    (id: string, messages: AssistantMessage[], summary?: AssistantConversationSummary) => {
      queryClient.setQueryData<AssistantConversation>(assistantKeys.conversation(id), (old) =>
        old ? appendMessages(old, messages, summary) : old,
      );
      void queryClient.invalidateQueries({ queryKey: assistantKeys.lists() });
    },
    [queryClient],
  );

  const markStale = useCallback(
    (id: string) =>
      void queryClient.invalidateQueries({ queryKey: assistantKeys.conversation(id), refetchType: 'none' }),
    [queryClient],
  );

  const send = useCallback(
    async (text: string): Promise<void> => {
      const question = text.trim();
      if (!question || controllerRef.current) return;
      const controller = new AbortController();
      controllerRef.current = controller;
      const current = () => controllerRef.current === controller;
      let pending = newExchange(question);
      setExchange(pending);
      setFailure(null);
      setAnnouncement(`${name} está escribiendo…`);
      let id = currentIdRef.current;
      try {
        if (!id) {
          const created = await assistantApi.create(assistant);
          queryClient.setQueryData(assistantKeys.conversation(created.id), emptyConversation(created));
          void queryClient.invalidateQueries({ queryKey: assistantKeys.lists() });
          // Stopped or moved elsewhere before the question went out: nothing was asked.
          if (!current() || controller.signal.aborted) return;
          id = created.id;
          currentIdRef.current = id;
          onConversationChange?.(id);
        }
        let done: AssistantStreamEvents['done'] | null = null;
        let refused: string | null = null;
        await streamAnswer(id, question, {
          signal: controller.signal,
          onEvent: (event) => {
            if (event.type === 'done') done = event.data;
            else if (event.type === 'error') refused = event.data.message;
            else {
              pending = applyStreamEvent(pending, event);
              if (current()) setExchange(pending);
            }
          },
        });
        // TypeScript does not follow assignments made inside the callback: `done` reads as null here without this.
        const finished = done as AssistantStreamEvents['done'] | null;
        if (finished) {
          record(id, [localMessage('user', question), finished.message], finished.conversation);
          if (current()) setAnnouncement(`${name} ha respondido: ${plainText(finished.message.content)}`);
        } else {
          markStale(id);
          if (current()) {
            setFailure({ question, message: refused ?? Messages.unknownError, rateLimited: false });
            setAnnouncement(refused ?? Messages.unknownError);
          }
        }
      } catch (error) {
        if (controller.signal.aborted) {
          if (id) {
            const partial = pending.answer.trim()
              ? [
                  localMessage('assistant', pending.answer, {
                    citations: pending.citations,
                    mode: pending.mode,
                    note: STOPPED_NOTE,
                  }),
                ]
              : [];
            record(id, [localMessage('user', question), ...partial]);
            markStale(id);
          }
          if (current()) setAnnouncement(STOPPED_NOTE);
          return;
        }
        if (id) markStale(id);
        if (current()) {
          const rateLimited = error instanceof ApiError && error.status === 429;
          setFailure({ question, message: errorText(error), rateLimited });
          setAnnouncement(errorText(error));
        }
      } finally {
        if (current()) {
          controllerRef.current = null;
          setExchange(null);
        }
      }
    },
    [assistant, markStale, name, onConversationChange, queryClient, record],
  );

  const stop = useCallback(() => controllerRef.current?.abort(), []);

  const feedback = useMutation({
    mutationFn: ({ message, rating }: { message: AssistantMessage; rating: AssistantMessage['feedback'] }) =>
      assistantApi.feedback(message.id, rating),
    onMutate: ({ message, rating }) => {
      const key = assistantKeys.conversation(currentIdRef.current ?? '');
      queryClient.setQueryData<AssistantConversation>(key, (old) =>
        old ? replaceMessage(old, { ...message, feedback: rating }) : old,
      );
      return { key, message };
    },
    onSuccess: (saved, _variables, context) =>
      queryClient.setQueryData<AssistantConversation>(context.key, (old) =>
        old ? replaceMessage(old, saved) : old,
      ),
    onError: (error, _variables, context) => {
      if (context)
        queryClient.setQueryData<AssistantConversation>(context.key, (old) =>
          old ? replaceMessage(old, context.message) : old,
        );
      toast({
        title: 'No se pudo guardar tu valoración',
        description: errorText(error),
        variant: 'destructive',
      });
    },
  });

  const rate = useCallback(
    (message: AssistantMessage, rating: AssistantMessage['feedback']) => feedback.mutate({ message, rating }),
    [feedback.mutate],
  );

  return {
    name,
    conversation,
    messages: conversation.data?.messages ?? [],
    exchange,
    failure,
    announcement,
    send,
    stop,
    rate,
  };
}

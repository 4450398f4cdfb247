import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import {
  AGENCY_TONE_LABELS,
  type Chatbot,
  type ChatbotInput,
  type ChatbotSummary,
  type ChatbotVersionSummary,
  INHERITED_GUARDRAILS,
} from '@pipcrafters/contracts';
import { formatDateTime, PageHeading, useToast } from '@pipcrafters/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, isNotFound } from '../../api/errors';
import { LoadError } from '../../components/LoadError';
import { chatbotKeys, chatbotsApi } from '../api/chatbots-api';
import { MissingItem } from '../components/MissingItem';
import { SavedList } from '../components/SavedList';
import { ChatbotForm, EMPTY_CHATBOT } from './ChatbotForm';
import { ChatbotPlayground } from './ChatbotPlayground';
import { ChatbotVersions } from './ChatbotVersions';

/** The address names the bot open (`?chatbot=<id>`), so a reload or Back returns to it. */
const CHATBOT_PARAM = 'chatbot';

const inputOf = (bot: ChatbotInput): ChatbotInput => ({
  name: bot.name,
  persona: bot.persona,
  tone: bot.tone,
  welcomeMessage: bot.welcomeMessage,
  lessonIds: bot.lessonIds,
  texts: bot.texts,
});

/**
 * /models/ai-chatbot-agency: the user's chatbots; one designed in a form (persona, tone, lessons, own texts, the
 * platform's rules inherited), saved as versions that can be restored, tried in a playground and exported as JSON.
 */
export function ChatbotAgencyPage() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(CHATBOT_PARAM);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [dirty, setDirty] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);

  const select = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(CHATBOT_PARAM, id);
          else next.delete(CHATBOT_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const list = useQuery({ queryKey: chatbotKeys.list(), queryFn: ({ signal }) => chatbotsApi.list(signal) });
  const detail = useQuery({
    queryKey: chatbotKeys.detail(selectedId ?? ''),
    queryFn: ({ signal }) => chatbotsApi.get(selectedId as string, signal),
    enabled: selectedId !== null,
  });
  const bot = selectedId ? detail.data : undefined;
  const initial = useMemo(() => (bot ? inputOf(bot) : EMPTY_CHATBOT), [bot]);

  const saved = (result: Chatbot, title: string) => {
    queryClient.setQueryData(chatbotKeys.detail(result.id), result);
    void queryClient.invalidateQueries({ queryKey: chatbotKeys.list() });
    void queryClient.invalidateQueries({ queryKey: chatbotKeys.versions(result.id) });
    select(result.id);
    toast({ title, description: `Versión ${result.version}`, variant: 'success' });
  };
  const save = useMutation({
    mutationFn: (input: ChatbotInput) =>
      bot ? chatbotsApi.update(bot.id, input) : chatbotsApi.create(input),
    onSuccess: (result) => saved(result, bot ? 'Chatbot guardado' : 'Chatbot creado'),
  });
  const restore = async (version: ChatbotVersionSummary) => {
    if (!bot) return;
    setRestoring(version.version);
    try {
      const content = await chatbotsApi.version(bot.id, version.version);
      saved(await chatbotsApi.update(bot.id, inputOf(content)), `Versión ${version.version} restaurada`);
    } catch (error) {
      toast({
        title: 'No se pudo restaurar la versión',
        description: errorMessage(error),
        variant: 'destructive',
      });
    } finally {
      setRestoring(null);
    }
  };
  const remove = useMutation({
    mutationFn: (item: ChatbotSummary) => chatbotsApi.remove(item.id),
    onSuccess: (_nothing, item) => {
      if (item.id === selectedId) select(null);
      queryClient.removeQueries({ queryKey: chatbotKeys.detail(item.id) });
      void queryClient.invalidateQueries({ queryKey: chatbotKeys.list() });
      toast({ title: 'Chatbot borrado', variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'No se pudo borrar el chatbot',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  const exportJson = useMutation({
    mutationFn: (id: string) => chatbotsApi.exportJson(id),
    onError: (error) =>
      toast({
        title: 'No se pudo exportar el chatbot',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });

  let editor: ReactNode;
  if (selectedId && detail.isPending) editor = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (selectedId && detail.isError)
    editor = isNotFound(detail.error) ? (
      <MissingItem
        message={errorMessage(detail.error)}
        action="Nuevo chatbot"
        onAction={() => select(null)}
      />
    ) : (
      <LoadError
        title="No se pudo cargar el chatbot"
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  else
    editor = (
      <Flex vertical gap={16}>
        {bot ? (
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Typography.Text type="secondary">
              Versión {bot.version} · guardada el {formatDateTime(bot.updatedAt)}
            </Typography.Text>
            <Button
              icon={<DownloadOutlined />}
              loading={exportJson.isPending}
              onClick={() => exportJson.mutate(bot.id)}
            >
              Exportar JSON
            </Button>
          </Flex>
        ) : null}
        <ChatbotForm
          initial={initial}
          isNew={!bot}
          guardrails={bot?.inheritedGuardrails ?? INHERITED_GUARDRAILS}
          saving={save.isPending}
          saveError={save.error}
          onSave={(input) => save.mutate(input)}
          onDirtyChange={setDirty}
        />
        {bot ? (
          <>
            <ChatbotPlayground
              key={bot.id}
              chatbotId={bot.id}
              name={bot.name}
              welcomeMessage={bot.welcomeMessage}
              version={bot.version}
              unsaved={dirty}
            />
            <ChatbotVersions chatbotId={bot.id} restoring={restoring} onRestore={restore} />
          </>
        ) : (
          <Typography.Paragraph type="secondary">
            Crea el chatbot para probarlo, ver sus versiones y exportarlo.
          </Typography.Paragraph>
        )}
      </Flex>
    );

  return (
    <>
      <PageHeading
        title="AI Chatbot Agency"
        description="Diseña chatbots que responden con tus lecciones y tus propios textos, y cumplen siempre las reglas de la plataforma. Pruébalos aquí, guarda versiones y exporta su configuración."
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <SavedList<ChatbotSummary>
            title="Tus chatbots"
            testId="chatbot-list"
            query={list}
            errorTitle="No se pudieron cargar tus chatbots"
            emptyText="Aún no tienes chatbots. Diseña el primero con el formulario."
            selectedId={selectedId}
            onSelect={(item) => {
              save.reset();
              select(item.id);
            }}
            nameOf={(item) => item.name}
            describe={(item) =>
              `${AGENCY_TONE_LABELS[item.tone]} · v${item.version} · ${formatDateTime(item.updatedAt)}`
            }
            deleteQuestion="¿Borrar este chatbot y todas sus versiones?"
            onDelete={(item) => remove.mutateAsync(item)}
            extra={
              <Button
                icon={<PlusOutlined />}
                onClick={() => {
                  save.reset();
                  select(null);
                }}
                disabled={selectedId === null}
              >
                Nuevo chatbot
              </Button>
            }
          />
        </Col>
        <Col xs={24} lg={16}>
          {editor}
        </Col>
      </Row>
    </>
  );
}

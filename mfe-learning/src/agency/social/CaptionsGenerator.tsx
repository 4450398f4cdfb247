import { ThunderboltOutlined } from '@ant-design/icons';
import {
  SOCIAL_CAPTION_SOURCE_LABELS,
  SOCIAL_CAPTION_SOURCES,
  SOCIAL_LIMITS,
  SOCIAL_NETWORKS,
  type SocialCaptionSource,
  type SocialCaptionsRequest,
  type SocialNetwork,
} from '@pipcrafters/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, Flex, Input, Radio, Select, Typography } from 'antd';
import { useId, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { contentApi, contentKeys } from '../api/content-api';
import { useCourseLessons } from '../api/course-lessons';
import { AgencyAlert } from '../components/AgencyAlert';
import { LessonSelect } from '../components/LessonSelect';
import { captionsRequest } from './post-draft';

/** Captions from a topic, one of the user's content drafts or a lesson, for the networks ticked. */
export function CaptionsGenerator({
  generating,
  error,
  onGenerate,
}: {
  generating: boolean;
  error: unknown;
  onGenerate: (request: SocialCaptionsRequest) => void;
}) {
  const ids = { source: useId(), topic: useId(), draft: useId(), lesson: useId(), networks: useId() };
  const [source, setSource] = useState<SocialCaptionSource>('topic');
  const [topic, setTopic] = useState('');
  const [draftId, setDraftId] = useState<string>();
  const [lessonId, setLessonId] = useState<string>();
  const [networks, setNetworks] = useState<SocialNetwork[]>(['x', 'instagram', 'linkedin']);
  const lessons = useCourseLessons();
  const drafts = useQuery({
    queryKey: contentKeys.drafts(),
    queryFn: ({ signal }) => contentApi.drafts(signal),
    enabled: source === 'draft',
  });
  const request = captionsRequest({ source, topic, draftId, lessonId, networks });

  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        Generar textos
      </Typography.Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (request) onGenerate(request);
        }}
      >
        <Flex vertical gap={12}>
          <Flex vertical gap={4}>
            <Typography.Text strong id={ids.source}>
              A partir de
            </Typography.Text>
            <Radio.Group
              aria-labelledby={ids.source}
              value={source}
              onChange={(event) => setSource(event.target.value as SocialCaptionSource)}
              optionType="button"
              options={SOCIAL_CAPTION_SOURCES.map((value) => ({
                value,
                label: SOCIAL_CAPTION_SOURCE_LABELS[value],
              }))}
            />
          </Flex>
          {source === 'topic' ? (
            <Flex vertical gap={4}>
              <label htmlFor={ids.topic}>
                <Typography.Text strong>Tema</Typography.Text>
              </label>
              <Input
                id={ids.topic}
                value={topic}
                maxLength={SOCIAL_LIMITS.topicMax}
                onChange={(event) => setTopic(event.target.value)}
                placeholder="Ej.: por qué usar siempre stop loss"
              />
            </Flex>
          ) : null}
          {source === 'draft' ? (
            <Flex vertical gap={4}>
              <label htmlFor={ids.draft}>
                <Typography.Text strong>Borrador</Typography.Text>
              </label>
              {drafts.isError ? (
                <Typography.Text type="danger">
                  No se pudieron cargar tus borradores: {errorMessage(drafts.error)}
                </Typography.Text>
              ) : drafts.data && drafts.data.length === 0 ? (
                <Typography.Text type="secondary">
                  Aún no tienes borradores guardados en Content Agency.
                </Typography.Text>
              ) : (
                <Select
                  id={ids.draft}
                  loading={drafts.isPending}
                  value={draftId}
                  onChange={setDraftId}
                  placeholder="Elige un borrador"
                  options={(drafts.data ?? []).map((draft) => ({ value: draft.id, label: draft.title }))}
                />
              )}
            </Flex>
          ) : null}
          {source === 'lesson' ? (
            <Flex vertical gap={4}>
              <label htmlFor={ids.lesson}>
                <Typography.Text strong>Lección</Typography.Text>
              </label>
              <LessonSelect lessons={lessons} id={ids.lesson} value={lessonId} onChange={setLessonId} />
            </Flex>
          ) : null}
          <Flex vertical gap={4}>
            <Typography.Text strong id={ids.networks}>
              Redes
            </Typography.Text>
            <Checkbox.Group
              aria-labelledby={ids.networks}
              value={networks}
              onChange={(value) => setNetworks(value as SocialNetwork[])}
              options={SOCIAL_NETWORKS.map((network) => ({
                value: network.key,
                label: `${network.label} (${network.limit.toLocaleString('es-ES')})`,
              }))}
            />
          </Flex>
          {error ? <AgencyAlert error={error} failedTitle="No se pudieron generar los textos" /> : null}
          <Button
            type="primary"
            htmlType="submit"
            icon={<ThunderboltOutlined />}
            loading={generating}
            disabled={!request}
            style={{ alignSelf: 'flex-start' }}
          >
            Generar textos
          </Button>
        </Flex>
      </form>
    </Card>
  );
}

import { CalendarOutlined, CheckOutlined, DownloadOutlined } from '@ant-design/icons';
import {
  type AgencyCitation,
  type AgencyMode,
  type SocialPost,
  type SocialPostInput,
  socialNetwork,
} from '@pipcrafters/contracts';
import { PageHeading, useToast } from '@pipcrafters/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { socialApi, socialKeys } from '../api/social-api';
import { AgencyAlert } from '../components/AgencyAlert';
import { Citations } from '../components/Citations';
import { ModeNote } from '../components/ModeNote';
import { ModeTag } from '../components/ModeTag';
import { useTimeZone } from '../components/useTimeZone';
import { CaptionsGenerator } from './CaptionsGenerator';
import { addDays, type CalendarView, dayOf, rangeOf, shiftPeriod, todayIn } from './calendar-grid';
import { PostFields } from './PostFields';
import { PostModal } from './PostModal';
import { type PostDraft, postInput, postProblems } from './post-draft';
import { SocialCalendar } from './SocialCalendar';

/** A caption being readied for the calendar, and whether it is already on it. */
interface CaptionDraft extends PostDraft {
  added: boolean;
}

/**
 * /models/social-media-ai: captions per network (X, Instagram, LinkedIn, TikTok) with hashtags, from a topic, a
 * draft or a lesson, each with a live counter against its network's limit; planned on a week or month calendar in
 * the user's zone; edited, moved or deleted there; the period exported as CSV or iCalendar.
 */
export function SocialMediaPage() {
  const timeZone = useTimeZone();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const today = todayIn(timeZone);
  const [view, setView] = useState<CalendarView>('week');
  const [anchor, setAnchor] = useState(today);
  const [selectedDay, setSelectedDay] = useState<string | null>(null);
  const [captions, setCaptions] = useState<{
    drafts: CaptionDraft[];
    mode: AgencyMode;
    note: string | null;
    citations: AgencyCitation[];
  } | null>(null);
  const [openPost, setOpenPost] = useState<SocialPost | null>(null);
  const [exporting, setExporting] = useState<'csv' | 'ics' | null>(null);
  /** On a phone the captions come below the form: new ones are brought into view. */
  const captionsRef = useRef<HTMLDivElement>(null);
  const range = rangeOf(anchor, view, timeZone);

  const posts = useQuery({
    queryKey: socialKeys.range(range),
    queryFn: ({ signal }) => socialApi.posts(range, signal),
    placeholderData: keepPreviousData,
  });
  const postsChanged = () => void queryClient.invalidateQueries({ queryKey: socialKeys.posts() });

  const generate = useMutation({
    mutationFn: socialApi.captions,
    onSuccess: (response) => {
      setCaptions({
        mode: response.mode,
        note: response.note,
        citations: response.citations,
        drafts: response.captions.map((caption) => ({
          network: caption.network,
          text: caption.text,
          hashtags: caption.hashtags.join(' '),
          when: `${addDays(today, 1)}T09:00`,
          status: 'scheduled',
          added: false,
        })),
      });
      requestAnimationFrame(() =>
        captionsRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }),
      );
    },
  });
  const schedule = useMutation({
    mutationFn: ({ input }: { input: SocialPostInput; index: number }) => socialApi.create(input),
    onSuccess: (post, { index }) => {
      setCaptions((current) =>
        current
          ? {
              ...current,
              drafts: current.drafts.map((draft, at) => (at === index ? { ...draft, added: true } : draft)),
            }
          : current,
      );
      postsChanged();
      const day = dayOf(post.scheduledAt, timeZone);
      setAnchor(day);
      setSelectedDay(day);
      toast({ title: 'Publicación añadida al calendario', variant: 'success' });
    },
  });
  const update = useMutation({
    mutationFn: ({ post, input }: { post: SocialPost; input: SocialPostInput }) =>
      socialApi.update(post.id, input),
    onSuccess: (post) => {
      postsChanged();
      setOpenPost(null);
      const day = dayOf(post.scheduledAt, timeZone);
      setAnchor(day);
      setSelectedDay(day);
      toast({ title: 'Publicación guardada', variant: 'success' });
    },
  });
  const remove = useMutation({
    mutationFn: (post: SocialPost) => socialApi.remove(post.id),
    onSuccess: () => {
      postsChanged();
      setOpenPost(null);
      toast({ title: 'Publicación borrada', variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'No se pudo borrar la publicación',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  const exportCalendar = async (kind: 'csv' | 'ics') => {
    setExporting(kind);
    try {
      await (kind === 'csv' ? socialApi.exportCsv(range, timeZone) : socialApi.exportIcs(range));
    } catch (error) {
      toast({
        title: 'No se pudo exportar el calendario',
        description: errorMessage(error),
        variant: 'destructive',
      });
    } finally {
      setExporting(null);
    }
  };

  let calendar: ReactNode;
  if (posts.isPending) calendar = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (posts.isError)
    calendar = (
      <Alert
        type="error"
        showIcon
        title="No se pudo cargar el calendario"
        description={errorMessage(posts.error)}
        action={
          <Button size="small" onClick={() => void posts.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  else
    calendar = (
      <SocialCalendar
        view={view}
        onViewChange={(next) => {
          setView(next);
          setSelectedDay(null);
        }}
        anchor={anchor}
        today={today}
        onAnchorChange={setAnchor}
        onShift={(by) => {
          setAnchor(shiftPeriod(anchor, view, by));
          setSelectedDay(null);
        }}
        selectedDay={selectedDay}
        onSelectDay={setSelectedDay}
        posts={posts.data}
        timeZone={timeZone}
        onOpen={(post) => {
          update.reset();
          setOpenPost(post);
        }}
      />
    );

  return (
    <>
      <PageHeading
        title="Social Media AI"
        description="Textos para X, Instagram, LinkedIn y TikTok con sus hashtags, a partir de un tema, un borrador o una lección. Planifícalos en el calendario y expórtalo en CSV o iCalendar."
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={9}>
          <Flex vertical gap={16}>
            <CaptionsGenerator
              generating={generate.isPending}
              error={generate.error}
              onGenerate={(request) => generate.mutate(request)}
            />
            {captions ? (
              <Card ref={captionsRef} style={{ scrollMarginTop: 80 }}>
                <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
                  <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                    Textos generados
                  </Typography.Title>
                  <ModeTag mode={captions.mode} />
                </Flex>
                <ModeNote note={captions.note} />
                <Flex vertical gap={16} data-testid="captions">
                  {captions.drafts.map((draft, index) => {
                    const problems = postProblems(draft);
                    return (
                      <Card key={draft.network} size="small" data-testid={`network-${draft.network}`}>
                        <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
                          <Typography.Text strong>{socialNetwork(draft.network).label}</Typography.Text>
                          {draft.added ? (
                            <Tag color="green" icon={<CheckOutlined />}>
                              En el calendario
                            </Tag>
                          ) : null}
                        </Flex>
                        <PostFields
                          draft={draft}
                          timeZone={timeZone}
                          onChange={(next) =>
                            setCaptions((current) =>
                              current
                                ? {
                                    ...current,
                                    drafts: current.drafts.map((item, at) =>
                                      at === index ? { ...next, added: item.added } : item,
                                    ),
                                  }
                                : current,
                            )
                          }
                        />
                        {problems.length > 0 ? (
                          <Typography.Text type="warning" style={{ display: 'block', marginTop: 8 }}>
                            {problems[0]}
                          </Typography.Text>
                        ) : null}
                        <Button
                          icon={<CalendarOutlined />}
                          style={{ marginTop: 8 }}
                          disabled={problems.length > 0}
                          loading={schedule.isPending && schedule.variables?.index === index}
                          onClick={() => {
                            const input = postInput(draft, captions.mode, timeZone);
                            if (input) schedule.mutate({ input, index });
                          }}
                        >
                          {draft.added ? 'Añadir otra vez' : 'Añadir al calendario'}
                        </Button>
                      </Card>
                    );
                  })}
                </Flex>
                {schedule.error ? (
                  <div style={{ marginTop: 12 }}>
                    <AgencyAlert error={schedule.error} failedTitle="No se pudo añadir la publicación" />
                  </div>
                ) : null}
                <div style={{ marginTop: 12 }}>
                  <Citations citations={captions.citations} />
                </div>
              </Card>
            ) : null}
          </Flex>
        </Col>
        <Col xs={24} xl={15}>
          <Card>
            <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
              <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                Calendario
              </Typography.Title>
              <Flex gap={8} wrap>
                <Button
                  icon={<DownloadOutlined />}
                  loading={exporting === 'csv'}
                  onClick={() => void exportCalendar('csv')}
                >
                  Exportar CSV
                </Button>
                <Button
                  icon={<DownloadOutlined />}
                  loading={exporting === 'ics'}
                  onClick={() => void exportCalendar('ics')}
                >
                  Exportar iCalendar
                </Button>
              </Flex>
            </Flex>
            {calendar}
          </Card>
        </Col>
      </Row>
      <PostModal
        post={openPost}
        timeZone={timeZone}
        saving={update.isPending}
        saveError={update.error}
        onSave={(post, draft) => {
          const input = postInput(draft, post.mode, timeZone);
          if (input) update.mutate({ post, input });
        }}
        onDelete={(post) => remove.mutateAsync(post)}
        onClose={() => setOpenPost(null)}
      />
    </>
  );
}

import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, FlagOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, LinkButton, Skeleton, Text } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { communityApi, communityKeys } from '../api/community-api';
import { CommunityMessages, isNotFound } from '../api/errors';
import { CommunityLoadError } from '../components/CommunityError';
import { EditedMark } from '../components/EditedMark';
import { ConfirmDelete, ReportDialog } from '../components/LazyDialogs';
import { LikeButton } from '../components/LikeButton';
import { MarkdownView } from '../components/MarkdownView';
import { postPath } from '../components/PostCard';
import { CategoryTag, VisibilityTag, visibilityHelp } from '../components/PostTags';
import { RelativeTime } from '../components/RelativeTime';
import { useCommunityUpdates } from '../hooks/useCommunityUpdates';
import { Card, Title } from '../ui/light';
import { CommentsSection } from './CommentsSection';
import { useLike, useRemovePost } from './usePostActions';

const BackToFeed = () => (
  <LinkButton
    to="/community"
    variant="link"
    icon={<ArrowLeftOutlined aria-hidden />}
    style={{ paddingInline: 0, marginBottom: 8 }}
  >
    Volver a la comunidad
  </LinkButton>
);

/** Brings a comment named in the address (`#comentario-…`, from a search hit or a notification) into view. */
function useCommentAnchor(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash.startsWith('#comentario-')) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  }, [ready, hash]);
}

/**
 * /community/{id}: the post (its Markdown rendered safely, its image, likes), what its author or an admin may do
 * (edit, delete after confirming), a report for anyone else, and the comments, which arrive live.
 */
export function PostDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const post = useQuery({
    queryKey: communityKeys.post(id),
    queryFn: ({ signal }) => communityApi.post(id, signal),
  });
  const like = useLike(id);
  const remove = useRemovePost(id, () => navigate('/community'));
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  useCommunityUpdates(id);
  useCommentAnchor(post.isSuccess);

  if (post.isPending)
    return (
      <>
        <BackToFeed />
        <Skeleton rows={10} />
      </>
    );
  if (post.isError)
    return (
      <>
        <BackToFeed />
        <CommunityLoadError
          title={CommunityMessages.load}
          error={post.error}
          onRetry={isNotFound(post.error) ? undefined : () => void post.refetch()}
        />
      </>
    );

  const data = post.data;
  const hiddenHelp = visibilityHelp(data.visibility);
  return (
    <>
      <BackToFeed />
      <Flex vertical gap={16}>
        <Card>
          <article aria-labelledby="titulo-post" data-testid="post">
            <Flex vertical gap={12}>
              {hiddenHelp ? <Alert type="warning" showIcon title={hiddenHelp} /> : null}
              <Flex gap={6} wrap align="center">
                <CategoryTag name={data.categoryName} />
                <VisibilityTag visibility={data.visibility} />
              </Flex>
              <Title level={1} id="titulo-post" style={{ fontSize: 26, margin: 0, overflowWrap: 'anywhere' }}>
                {data.title}
              </Title>
              <Flex gap={8} wrap align="baseline" style={{ fontSize: 14 }}>
                <Text strong>{data.author.name}</Text>
                <Text secondary>
                  <RelativeTime iso={data.createdAt} />
                </Text>
                <EditedMark editedAt={data.editedAt} />
              </Flex>
              {data.attachmentUrl ? (
                <a
                  href={data.attachmentUrl}
                  target="_blank"
                  rel="noopener"
                  style={{ alignSelf: 'flex-start' }}
                >
                  <img
                    src={data.attachmentUrl}
                    alt={`Imagen adjunta de «${data.title}» (se abre a tamaño completo)`}
                    style={{ maxWidth: '100%', maxHeight: 480, borderRadius: 8, display: 'block' }}
                    data-testid="imagen-post"
                  />
                </a>
              ) : null}
              <MarkdownView source={data.body} />
              <Flex gap={8} wrap style={{ marginTop: 8 }}>
                <LikeButton
                  liked={data.likedByMe}
                  count={data.likes}
                  disabled={like.isPending}
                  onToggle={() => like.mutate({ target: 'post', id: data.id, liked: !data.likedByMe })}
                />
                {data.canEdit ? (
                  <LinkButton to={`${postPath(data.id)}/edit`} icon={<EditOutlined aria-hidden />}>
                    Editar
                  </LinkButton>
                ) : null}
                {data.canDelete ? (
                  <Button
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    onClick={() => {
                      remove.reset();
                      setConfirming(true);
                    }}
                  >
                    Eliminar
                  </Button>
                ) : null}
                {data.canEdit ? null : (
                  <Button icon={<FlagOutlined aria-hidden />} onClick={() => setReporting(true)}>
                    Reportar
                  </Button>
                )}
              </Flex>
            </Flex>
          </article>
        </Card>
        <CommentsSection post={data} />
      </Flex>
      <ConfirmDelete
        title="¿Eliminar este post?"
        text="Se borran el post, su imagen y sus comentarios, y no se pueden recuperar."
        open={confirming}
        deleting={remove.isPending}
        error={remove.error}
        errorTitle={CommunityMessages.remove}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      />
      <ReportDialog
        target={reporting ? { type: 'post', id: data.id } : null}
        onClose={() => setReporting(false)}
      />
    </>
  );
}

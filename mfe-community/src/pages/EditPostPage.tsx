import { useToast } from '@pipcrafters/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Result, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { communityApi, communityKeys } from '../api/community-api';
import { CommunityMessages } from '../api/errors';
import { CommunityLoadError } from '../components/CommunityError';
import { postPath } from '../components/PostCard';
import { PostForm } from '../form/PostForm';
import { formFromPost, type PostFormValues, toPostPatch } from '../form/post-form';
import { PostPageHeading } from './PostPageHeading';

/** /community/{id}/edit: the author's form, filled with the post; saved, it is marked "editado" and opens. */
export function EditPostPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const post = useQuery({
    queryKey: communityKeys.post(id),
    queryFn: ({ signal }) => communityApi.post(id, signal),
  });
  const initialValues = useMemo(() => (post.data ? formFromPost(post.data) : null), [post.data]);
  const update = useMutation({
    mutationFn: (values: PostFormValues) => {
      if (!post.data) throw new Error('El post no está cargado');
      return communityApi.update(id, toPostPatch(values, post.data));
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(communityKeys.post(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: communityKeys.feeds() });
      toast({ title: 'Post actualizado', description: saved.title, variant: 'success' });
      navigate(postPath(saved.id));
    },
  });

  const back = postPath(id);
  if (post.isPending)
    return (
      <>
        <PostPageHeading title="Editar Post" backTo={back} />
        <Skeleton active paragraph={{ rows: 8 }} />
      </>
    );
  if (post.isError || !initialValues)
    return (
      <>
        <PostPageHeading title="Editar Post" />
        <CommunityLoadError
          title={CommunityMessages.load}
          error={post.error}
          onRetry={() => void post.refetch()}
        />
      </>
    );
  if (!post.data.canEdit)
    return (
      <>
        <PostPageHeading title="Editar Post" backTo={back} />
        <Result status="403" title="No puedes editar este post" subTitle="Solo su autor puede editarlo." />
      </>
    );

  return (
    <>
      <PostPageHeading title="Editar Post" backTo={back} />
      <PostForm
        key={post.data.id}
        initialValues={initialValues}
        submitLabel="Guardar cambios"
        submitting={update.isPending}
        error={update.error}
        errorTitle={CommunityMessages.update}
        cancelTo={back}
        onSubmit={(values) => update.mutate(values)}
      />
    </>
  );
}

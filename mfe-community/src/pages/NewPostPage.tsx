import { useToast } from '@pipcrafters/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { communityApi, communityKeys } from '../api/community-api';
import { CommunityMessages } from '../api/errors';
import { postPath } from '../components/PostCard';
import { PostForm } from '../form/PostForm';
import { emptyPostForm, toPostInput } from '../form/post-form';
import { PostPageHeading } from './PostPageHeading';

/** /community/new: the form; published, the feeds are read again (the post is first in "Nuevos") and it opens. */
export function NewPostPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const initialValues = useMemo(emptyPostForm, []);
  const create = useMutation({
    mutationFn: communityApi.create,
    onSuccess: (post) => {
      queryClient.setQueryData(communityKeys.post(post.id), post);
      void queryClient.invalidateQueries({ queryKey: communityKeys.feeds() });
      toast({
        title: 'Post publicado',
        description:
          post.visibility === 'held' ? 'Lo verán los demás cuando un moderador lo revise.' : post.title,
        variant: 'success',
      });
      navigate(postPath(post.id));
    },
  });

  return (
    <>
      <PostPageHeading title="Nuevo Post" />
      <PostForm
        initialValues={initialValues}
        submitLabel="Publicar"
        submitting={create.isPending}
        error={create.error}
        errorTitle={CommunityMessages.create}
        cancelTo="/community"
        onSubmit={(values) => create.mutate(toPostInput(values))}
      />
    </>
  );
}

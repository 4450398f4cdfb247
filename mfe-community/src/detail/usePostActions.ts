import type { CommunityComment, CommunityCommentInput, CommunityPost } from '@pipcrafters/contracts';
import { useToast } from '@pipcrafters/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityApi, communityKeys, type LikeTarget } from '../api/community-api';
import { communityErrorText } from '../api/errors';
import { withComment, withCommentChanged, withLike, withoutComment } from './post-cache';

/**
 * The open post's cache: `change` shows a change at once; `settled` confirms it by reading the post again and
 * marks the feeds stale (their counts are read again when next shown).
 */
function usePostCache(postId: string) {
  const queryClient = useQueryClient();
  const key = communityKeys.post(postId);
  return {
    queryClient,
    key,
    change: (update: (post: CommunityPost) => CommunityPost) =>
      queryClient.setQueryData<CommunityPost>(key, (post) => (post ? update(post) : post)),
    settled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: communityKeys.feeds(), refetchType: 'none' });
    },
  };
}

/** Likes and unlikes the post or one of its comments: shown at once, undone (with a toast) if refused. */
export function useLike(postId: string) {
  const { queryClient, key, change, settled } = usePostCache(postId);
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ target, id, liked }: { target: LikeTarget; id: string; liked: boolean }) =>
      communityApi.like(target, id, liked),
    onMutate: async ({ target, id, liked }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CommunityPost>(key);
      change((post) => withLike(post, target, id, liked));
      return { before };
    },
    onError: (error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast({
        title: 'No se pudo guardar tu «me gusta»',
        description: communityErrorText(error),
        variant: 'destructive',
      });
    },
    onSettled: settled,
  });
}

/** Adds a comment or a reply (each form has its own, with its own error). */
export function useAddComment(postId: string) {
  const { change, settled } = usePostCache(postId);
  return useMutation({
    mutationFn: (input: CommunityCommentInput) => communityApi.addComment(postId, input),
    onSuccess: (comment: CommunityComment) => change((post) => withComment(post, comment)),
    onSettled: settled,
  });
}

export function useUpdateComment(postId: string) {
  const { change, settled } = usePostCache(postId);
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) => communityApi.updateComment(id, content),
    onSuccess: (comment: CommunityComment) => change((post) => withCommentChanged(post, comment)),
    onSettled: settled,
  });
}

export function useRemoveComment(postId: string) {
  const { change, settled } = usePostCache(postId);
  const { toast } = useToast();
  return useMutation({
    mutationFn: (id: string) => communityApi.removeComment(id),
    onSuccess: (_result, id) => {
      change((post) => withoutComment(post, id));
      toast({ title: 'Comentario eliminado', variant: 'success' });
    },
    onSettled: settled,
  });
}

/** Deletes the post; the feeds are read again. */
export function useRemovePost(postId: string, onDeleted: () => void) {
  const { queryClient, key } = usePostCache(postId);
  const { toast } = useToast();
  return useMutation({
    mutationFn: () => communityApi.remove(postId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: communityKeys.feeds() });
      toast({ title: 'Post eliminado', variant: 'success' });
      onDeleted();
    },
  });
}

import {
  COMMUNITY_CATEGORIES,
  COMMUNITY_LIMITS,
  type CommunityCategory,
  type CommunityPost,
  type CommunityPostInput,
} from '@pipcrafters/contracts';

/** The post's image: none, the one it already has (a URL of the store), or a new one picked here (a data URL). */
export type AttachmentValue =
  | { kind: 'none' }
  | { kind: 'kept'; url: string }
  | { kind: 'new'; dataUrl: string; name: string; size: number };

export interface PostFormValues {
  title: string;
  category: CommunityCategory | undefined;
  body: string;
  attachment: AttachmentValue;
}

export function emptyPostForm(): PostFormValues {
  return { title: '', category: undefined, body: '', attachment: { kind: 'none' } };
}

export function formFromPost(post: CommunityPost): PostFormValues {
  return {
    title: post.title,
    category: post.category,
    body: post.body,
    attachment: post.attachmentUrl ? { kind: 'kept', url: post.attachmentUrl } : { kind: 'none' },
  };
}

const number = (value: number) => value.toLocaleString('es-ES');

export function titleProblem(title: string | undefined): string | null {
  const text = (title ?? '').trim();
  if (!text) return 'Escribe un título.';
  if (text.length > COMMUNITY_LIMITS.titleMax)
    return `El título admite como mucho ${number(COMMUNITY_LIMITS.titleMax)} caracteres.`;
  return null;
}

export function categoryProblem(category: string | undefined): string | null {
  return COMMUNITY_CATEGORIES.some((entry) => entry.slug === category) ? null : 'Elige una categoría.';
}

export function bodyProblem(body: string | undefined): string | null {
  const text = (body ?? '').trim();
  if (!text) return 'Escribe el contenido del post.';
  if (text.length > COMMUNITY_LIMITS.bodyMax)
    return `El contenido admite como mucho ${number(COMMUNITY_LIMITS.bodyMax)} caracteres.`;
  return null;
}

/** A new post: the image as its data URL, or null. */
export function toPostInput(values: PostFormValues): CommunityPostInput {
  return {
    title: values.title.trim(),
    body: values.body.trim(),
    category: values.category as CommunityCategory,
    attachmentUrl: values.attachment.kind === 'new' ? values.attachment.dataUrl : null,
  };
}

/**
 * An edit, as the PATCH takes it: the texts and category, and `attachmentUrl` only when the image changed (a new
 * data URL, or null to remove it); an image kept is left out, so the stored one stays as it is.
 */
export function toPostPatch(values: PostFormValues, before: CommunityPost): Partial<CommunityPostInput> {
  const patch: Partial<CommunityPostInput> = {
    title: values.title.trim(),
    body: values.body.trim(),
    category: values.category as CommunityCategory,
  };
  if (values.attachment.kind === 'new') patch.attachmentUrl = values.attachment.dataUrl;
  else if (values.attachment.kind === 'none' && before.attachmentUrl) patch.attachmentUrl = null;
  return patch;
}

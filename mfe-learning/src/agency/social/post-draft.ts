import {
  type AgencyMode,
  SOCIAL_LIMITS,
  type SocialCaptionSource,
  type SocialCaptionsRequest,
  type SocialNetwork,
  type SocialPost,
  type SocialPostInput,
  type SocialPostStatus,
  socialNetwork,
} from '@pipcrafters/contracts';
import { fromLocalInput, toLocalInput } from './calendar-grid';
import { countCaption, parseHashtags } from './caption-counter';

/** The social page's forms as data: what a caption or a post is while edited, what is sent, what blocks a save. */

/** A post as it is edited: its caption, its hashtags as typed, when (a `datetime-local` value in the user's zone) and its state. */
export interface PostDraft {
  network: SocialNetwork;
  text: string;
  hashtags: string;
  when: string;
  status: SocialPostStatus;
}

/** Whether the draft can be saved: a caption within its network's limit, valid hashtags and a whole date and time. */
export function postProblems(draft: PostDraft): string[] {
  const problems: string[] = [];
  const { hashtags, invalid } = parseHashtags(draft.hashtags);
  if (!draft.text.trim()) problems.push('Escribe el texto de la publicación.');
  if (countCaption(draft.text, hashtags, draft.network).state === 'over')
    problems.push(`El texto con sus hashtags supera el límite de ${socialNetwork(draft.network).label}.`);
  if (invalid.length > 0) problems.push(`Estos hashtags no son válidos: ${invalid.join(', ')}.`);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(draft.when)) problems.push('Elige la fecha y la hora.');
  return problems;
}

/** A saved post, to be edited in the calendar's dialog. */
export const draftOf = (post: SocialPost, timeZone: string): PostDraft => ({
  network: post.network,
  text: post.text,
  hashtags: post.hashtags.join(' '),
  when: toLocalInput(post.scheduledAt, timeZone),
  status: post.status,
});

/** What the API stores for a draft; null when its date cannot be read. */
export function postInput(draft: PostDraft, mode: AgencyMode, timeZone: string): SocialPostInput | null {
  const scheduledAt = fromLocalInput(draft.when, timeZone);
  if (!scheduledAt) return null;
  return {
    network: draft.network,
    text: draft.text.trim(),
    hashtags: parseHashtags(draft.hashtags).hashtags,
    scheduledAt,
    status: draft.status,
    mode,
  };
}

/** The request for what was chosen; null while something it needs is missing. */
export function captionsRequest(choice: {
  source: SocialCaptionSource;
  topic: string;
  draftId: string | undefined;
  lessonId: string | undefined;
  networks: SocialNetwork[];
}): SocialCaptionsRequest | null {
  if (choice.networks.length === 0) return null;
  const { source, networks } = choice;
  if (source === 'topic') {
    const topic = choice.topic.trim();
    return topic.length >= SOCIAL_LIMITS.topicMin ? { source, topic, networks } : null;
  }
  if (source === 'draft') return choice.draftId ? { source, draftId: choice.draftId, networks } : null;
  return choice.lessonId ? { source, lessonId: choice.lessonId, networks } : null;
}

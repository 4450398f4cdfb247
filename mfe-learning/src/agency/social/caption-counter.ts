import {
  HASHTAG,
  SOCIAL_LIMITS,
  type SocialNetwork,
  socialNetwork,
  socialPostText,
  socialTextLength,
} from '@pipcrafters/contracts';

export interface CaptionCount {
  /** As the network counts the published text: the caption, a blank line and the hashtags. */
  length: number;
  limit: number;
  /** Negative when over the limit. */
  remaining: number;
  /** `near`: the last 10 % of the limit. */
  state: 'ok' | 'near' | 'over';
}

/** The live counter under a caption: the contract's count (what the server enforces) against the network's limit. */
export function countCaption(
  text: string,
  hashtags: readonly string[],
  network: SocialNetwork,
): CaptionCount {
  const { limit } = socialNetwork(network);
  const length = socialTextLength(socialPostText(text, hashtags), network);
  const remaining = limit - length;
  return {
    length,
    limit,
    remaining,
    state: remaining < 0 ? 'over' : remaining <= limit * 0.1 ? 'near' : 'ok',
  };
}

const count = new Intl.NumberFormat('es-ES');

/** "245 / 280" and, for a screen reader, "245 de 280 caracteres" or "35 caracteres de más". */
export function describeCount({ length, limit, remaining }: CaptionCount): { short: string; long: string } {
  return {
    short: `${count.format(length)} / ${count.format(limit)}`,
    long:
      remaining < 0
        ? `${count.format(-remaining)} ${remaining === -1 ? 'carácter' : 'caracteres'} de más (límite ${count.format(limit)})`
        : `${count.format(length)} de ${count.format(limit)} caracteres`,
  };
}

export interface ParsedHashtags {
  hashtags: string[];
  /** Words that cannot be hashtags (punctuation inside, too long), as typed. */
  invalid: string[];
}

/**
 * Hashtags as typed in one box ("#riesgo trading, #forex"): split on spaces and commas, a missing `#` added,
 * repeats dropped (without regard to case), at most 30 kept.
 */
export function parseHashtags(input: string): ParsedHashtags {
  const hashtags: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const word of input.split(/[\s,;]+/).filter(Boolean)) {
    const tag = word.startsWith('#') ? word : `#${word}`;
    if (!HASHTAG.test(tag)) {
      invalid.push(word);
      continue;
    }
    const key = tag.toLocaleLowerCase('es-ES');
    if (seen.has(key)) continue;
    seen.add(key);
    hashtags.push(tag);
  }
  return { hashtags: hashtags.slice(0, SOCIAL_LIMITS.hashtagsMax), invalid };
}

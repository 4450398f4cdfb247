import {
  HASHTAG,
  SOCIAL_LIMITS,
  type SocialNetwork,
  socialPostText,
  socialTextLength,
  THREAD_POST_MAX,
} from '@pipcrafters/contracts';
import { terms } from '../answers/local/compose';
import { AgencyMessages } from './messages';

/** Plain text helpers for the agency tools' local composition: sentences, words, hashtags, fitting to a limit. */

/** A text's sentences, as written: cut after . ! ? followed by a space and a capital, a number, ¿ ¡ or a quote. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡0-9«"])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

export const wordCount = (text: string): number =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Markdown read as plain text: no headings' marks, emphasis, links' targets, list bullets or quotes. */
export function plainFromMarkdown(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^[ \t]{0,3}(#{1,6}|>|[-*+]|\d+[.)])[ \t]+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** Cut at a word boundary to at most `max` characters (counted by `length`), with an ellipsis when cut. */
export function cutWords(text: string, max: number, length: (text: string) => number = (t) => [...t].length) {
  if (length(text) <= max) return text;
  const words = text.split(' ');
  let kept = '';
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (length(`${next}…`) > max) break;
    kept = next;
  }
  if (kept === '') return `${[...text].slice(0, Math.max(0, max - 1)).join('')}…`;
  return `${kept.replace(/[,;:.\s]+$/, '')}…`;
}

/** A safe file name part: no accents, lower case, letters, digits and dashes, at most 50 characters. */
export function fileSlug(text: string, fallback: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '');
  return slug || fallback;
}

/** The words of a text worth a hashtag, as written (accents kept), lower case, the most frequent first. */
function keyWords(text: string): string[] {
  const counts = new Map<string, { word: string; count: number; first: number }>();
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  for (const [index, word] of words.entries()) {
    if (word.length < 4 || terms(word).length === 0 || /^\d+$/.test(word)) continue;
    const key = terms(word)[0] as string;
    const entry = counts.get(key) ?? { word, count: 0, first: index };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .map((entry) => entry.word);
}

/**
 * Spanish hashtags from the topic's or the lesson's own words (the first source's words first), then the
 * platform's generic ones, without repeats: `count` of them, each valid (HASHTAG).
 */
export function hashtagsFrom(sources: string[], count: number): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const add = (tag: string) => {
    const key = tag.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (found.length >= count || seen.has(key) || !HASHTAG.test(tag)) return;
    seen.add(key);
    found.push(tag);
  };
  for (const source of sources)
    for (const word of keyWords(source).slice(0, 3)) add(`#${word.slice(0, SOCIAL_LIMITS.hashtagMax)}`);
  for (const tag of AgencyMessages.social.genericHashtags) add(tag);
  return found;
}

/**
 * A caption that fits its network with its hashtags: as many of the sentences (in order) as fit; the first one cut
 * at a word when even it does not; hashtags dropped from the end only if the text alone leaves them no room.
 */
export function fitCaption(
  sentences: string[],
  hashtags: string[],
  network: SocialNetwork,
  limit: number,
): { text: string; hashtags: string[] } {
  let tags = [...hashtags];
  const fits = (text: string) => socialTextLength(socialPostText(text, tags), network) <= limit;
  while (tags.length > 0 && !fits(sentences[0] ? cutWords(sentences[0], 80) : '')) tags = tags.slice(0, -1);
  let text = '';
  for (const sentence of sentences) {
    const next = text ? `${text}${sentence.startsWith('\n') ? '' : ' '}${sentence}` : sentence.trimStart();
    if (fits(next)) text = next;
    else if (text === '') {
      const room = limit - socialTextLength(socialPostText('', tags), network) - 2;
      text = cutWords(sentence.trim(), room, (candidate) => socialTextLength(candidate, network));
      break;
    } else break;
  }
  return { text: text.trim(), hashtags: tags };
}

/**
 * A thread: one post per idea (a sentence or two), in order, numbered "1/6 …", each within X's 280 characters as X
 * counts them, at most `maxPosts` (what does not fit is left out); an idea longer than a post goes on in the next.
 */
export function splitThread(sentences: string[], maxPosts: number, limit = THREAD_POST_MAX): string[] {
  const prefixRoom = `${maxPosts}/${maxPosts} `.length;
  const room = limit - prefixRoom;
  const size = (text: string) => socialTextLength(text, 'x');
  const pieces = sentences.flatMap((sentence) => {
    if (size(sentence) <= room) return [sentence];
    const parts: string[] = [];
    let current = '';
    for (const word of sentence.split(' ')) {
      const next = current ? `${current} ${word}` : word;
      if (size(`${next} …`) > room && current) {
        parts.push(`${current} …`);
        current = `… ${word}`;
      } else current = next;
    }
    if (current) parts.push(current);
    return parts.map((part) => (size(part) <= room ? part : cutWords(part, room, size)));
  });
  const posts = pieces.slice(0, maxPosts);
  return posts.map((post, index) => `${index + 1}/${posts.length} ${post}`);
}

/** Longest part of a handle taken from the names (a number may follow it on a collision). */
export const HANDLE_BASE_MAX = 30;
/** The handle's base when the names have no Latin letter or digit at all. */
export const FALLBACK_HANDLE = 'miembro';

/** Lowercase ASCII words of a name: accents stripped ("Tomás" → "tomas"), anything else a separator. */
function words(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/đ/g, 'd')
    .replace(/ł/g, 'l')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * The handle a member's names make, before any number: "Tomás" "Trader" → `tomas.trader`, "María José" "García
 * López" → `maria.jose.garcia.lopez` (cut at a word within 30 characters).
 */
export function handleBase(firstName: string, lastName: string): string {
  let base = '';
  for (const word of [...words(firstName), ...words(lastName)]) {
    const next = base ? `${base}.${word}` : word;
    if (next.length > HANDLE_BASE_MAX) {
      if (!base) base = word.slice(0, HANDLE_BASE_MAX);
      break;
    }
    base = next;
  }
  return base || FALLBACK_HANDLE;
}

/**
 * The first free handle for a base given the handles already taken that start with it: the base itself, else the
 * base followed by the lowest number from 2 not taken (`tomas.trader2`).
 */
export function freeHandle(base: string, taken: readonly string[]): string {
  const numbers = new Set<number>();
  let baseTaken = false;
  for (const handle of taken) {
    if (handle === base) baseTaken = true;
    else if (handle.startsWith(base) && /^\d+$/.test(handle.slice(base.length))) {
      numbers.add(Number(handle.slice(base.length)));
    }
  }
  if (!baseTaken) return base;
  let next = 2;
  while (numbers.has(next)) next += 1;
  return `${base}${next}`;
}

/** How others see a member: "Tomás T." (the first name and the initial of the last). */
export function displayName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName.trim()} ${initial.toLocaleUpperCase('es-ES')}.` : firstName.trim();
}

const CODE = /```[\s\S]*?(```|$)|~~~[\s\S]*?(~~~|$)|`[^`\n]*`/g;
const MENTION = /(?<![\p{L}\p{N}_.@/\\])@([a-z0-9]+(?:\.[a-z0-9]+)*)/giu;
/** A comment notifies at most this many members. */
export const MAX_MENTIONS = 20;

/**
 * The handles a Markdown text mentions (`@tomas.trader`), lowercased, each once, in order; not inside code, not in
 * an e-mail address (`ana@example.com`), and without the full stop that may end the sentence.
 */
export function mentionedHandles(markdown: string): string[] {
  const text = markdown.replace(CODE, ' ');
  const handles = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    const handle = (match[1] ?? '').toLowerCase();
    if (handle) handles.add(handle);
    if (handles.size >= MAX_MENTIONS) break;
  }
  return [...handles];
}

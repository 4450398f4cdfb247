/**
 * Learners' Spanish reduced to one spelling, so the guardrails' patterns are written once: lower case, no accents
 * (ñ reads as n), punctuation as spaces, letters stretched for emphasis shortened ("nooo" → "no"), and the chat
 * shorthand of Spain and Latin America spelled out ("q" → "que", "xq" → "porque", "kiero" → "quiero").
 */

const SHORTHAND: Record<string, string> = {
  q: 'que',
  k: 'que',
  ke: 'que',
  qe: 'que',
  xq: 'porque',
  xk: 'porque',
  pq: 'porque',
  pk: 'porque',
  porq: 'porque',
  x: 'por',
  xa: 'para',
  pa: 'para',
  d: 'de',
  tb: 'tambien',
  tmb: 'tambien',
  tbn: 'tambien',
  toy: 'estoy',
  nd: 'nada',
  bn: 'bien',
  xfa: 'por favor',
  porfa: 'por favor',
  pls: 'por favor',
  plis: 'por favor',
  ahorita: 'ahora',
  aki: 'aqui',
  komo: 'como',
  kuanto: 'cuanto',
  kiero: 'quiero',
  kieres: 'quieres',
  kiere: 'quiere',
  kisiera: 'quisiera',
  kien: 'quien',
  kedo: 'quedo',
  keda: 'queda',
  kedar: 'quedar',
  kerer: 'querer',
};

/** Currency codes written as a pair ("eur/usd", "eur-usd", "eur usd") become one word ("eurusd"). */
const CODES = 'eur|usd|gbp|jpy|chf|cad|aud|nzd|mxn|cop|clp|ars|pen|brl|xau|xag|btc|eth';
const SPLIT_PAIR = new RegExp(`\\b(${CODES})\\s*[/\\-_. ]\\s*(${CODES})\\b`, 'g');

export function normalize(text: string): string {
  const plain = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(SPLIT_PAIR, '$1$2')
    .replace(/[^a-z0-9%]+/g, ' ')
    .replace(/([a-z])\1{2,}/g, '$1');
  return plain
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => SHORTHAND[word] ?? word)
    .join(' ');
}

import { GuardrailMessages } from './messages';

/**
 * What looks like a secret being shared in a message ("mi contraseña es X", "pass: X", a 2FA code with its context),
 * so the service can hide it before the message is stored or sent to a model. Works on the raw text, since the
 * secret is cut out of it where it stands.
 */

/** Labels that always name a secret (patterns read the folded text: lower case, no accents, ñ as n). */
const SECRET_LABEL =
  '(?:contrase(?:n|ni)a|contracena|password|passwd|pasword|pass|pwd|pin|token|otp|2fa|' +
  'codigo (?:de )?(?:verificacion|seguridad|acceso|autenticacion|confirmacion|2fa|sms|otp))';
/** "clave" is also "the key to ..." ("la clave es la disciplina"): a secret only with what makes it one. */
const KEY_LABEL = '(?:clave(?: de acceso| secreta)?)';
/** "del bróker", "de mi cuenta", "de mt5": what the secret opens. */
const OF_WHAT = String.raw`(?:\s+(?:de|del|de la|para|en)\s+(?:mi\s+|la\s+|el\s+|tu\s+)?[\p{L}\d]+){0,2}`;
/** Greedy: a password may end in "!" or ".", and hiding a full stop too costs nothing. */
const VALUE = String.raw`(?<secret>"[^"\n]+"|'[^'\n]+'|[^\s"']+)`;
const IS = String.raw`\s+(?:es|era|seria|sigue siendo|quedo como|ahora es)\s+`;
const SEPARATOR = String.raw`\s*(?::|=|->|\u2192)\s*`;

const PATTERNS: { pattern: RegExp; strict: boolean }[] = [
  // "pass: Hola123", "contraseña del bróker = abc", "código 2FA -> 123456"
  { pattern: new RegExp(String.raw`\b${SECRET_LABEL}${OF_WHAT}${SEPARATOR}${VALUE}`, 'gu'), strict: false },
  { pattern: new RegExp(String.raw`\b${KEY_LABEL}${OF_WHAT}${SEPARATOR}${VALUE}`, 'gu'), strict: true },
  // "mi contraseña es Hola123", "la contraseña de mi cuenta es abc", "mi pin era 1234"
  {
    pattern: new RegExp(
      String.raw`\b(?:mi|la|el|tu|su|nueva)\s+${SECRET_LABEL}${OF_WHAT}${IS}${VALUE}`,
      'gu',
    ),
    strict: false,
  },
  {
    pattern: new RegExp(String.raw`\b(?:mi|tu|su)\s+${KEY_LABEL}${OF_WHAT}${IS}${VALUE}`, 'gu'),
    strict: true,
  },
  // "clave Juan_2024", "contraseña Hola123": the label and a value that looks generated
  {
    pattern: new RegExp(
      String.raw`\b(?:contrase(?:n|ni)a|contracena|password|pasword|pass|pwd|clave)\s+${VALUE}`,
      'gu',
    ),
    strict: true,
  },
  // a one-time code with what it is: "el código que me llegó es 483920", "SMS con el 123 456", "pin 1234"
  {
    pattern:
      /\b(?:codigo|code|2fa|otp|sms|pin|token|verificacion|autenticador|authenticator)\b[^\d\n]{0,40}?(?<secret>\b\d{3}[ -]?\d{3}\b|\b\d{4,8}\b)/gu,
    strict: false,
  },
];

/** What follows "es" when a sentence only describes the password ("mi contraseña es muy larga"). */
const NOT_A_SECRET =
  /^(segur[ao]|muy|la|el|lo|una?|larga|corta|fuerte|debil|facil|dificil|nueva|vieja|antigua|correcta|incorrecta|igual|distinta|diferente|otra|mi|tu|su|de|del|que|secreta|privada|importante|obligatoria|necesaria|esta|esa|demasiado|bastante|tan|suficiente|mala|buena|para|valida|invalida|caducada|temporal|siempre|no|si|como|mas|menos|mejor|peor|\?+)$/;

/** "clave" values count only when they look generated: a digit, a symbol or a capital inside the word. */
const LOOKS_GENERATED = /\d|[^\p{L}]|.\p{Lu}/u;

/**
 * Lower case without accents, one UTF-16 unit for one, so a match's indices are the same in the original text
 * (from which the secret itself is read, capitals and all).
 */
function fold(text: string): string {
  let folded = '';
  for (const unit of text) {
    const base = unit
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}+/gu, '');
    folded += base.length === unit.length ? base : unit;
  }
  return folded;
}

interface Found {
  start: number;
  end: number;
}

function findSecrets(text: string): Found[] {
  const folded = fold(text);
  const found: Found[] = [];
  for (const { pattern, strict } of PATTERNS) {
    for (const match of folded.matchAll(pattern)) {
      const secret = match.groups?.secret;
      if (secret === undefined || match.index === undefined) continue;
      const start = match.index + match[0].length - secret.length;
      const end = start + secret.length;
      const bare = text
        .slice(start, end)
        .replace(/^["']|["']$/g, '')
        .replace(/[.,;:!?)]+$/, '');
      if (NOT_A_SECRET.test(fold(bare)) || (strict && !LOOKS_GENERATED.test(bare))) continue;
      found.push({ start, end });
    }
  }
  return found;
}

export function containsSecret(text: string): boolean {
  return findSecrets(text).length > 0;
}

/** The text with every secret replaced by "[oculto]" (the rest of the sentence kept, so the answer still reads). */
export function redactSecrets(text: string): string {
  const merged: Found[] = [];
  for (const found of findSecrets(text).sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && found.start <= last.end) last.end = Math.max(last.end, found.end);
    else merged.push({ ...found });
  }
  let result = '';
  let at = 0;
  for (const { start, end } of merged) {
    result += text.slice(at, start) + GuardrailMessages.redacted;
    at = end;
  }
  return result + text.slice(at);
}

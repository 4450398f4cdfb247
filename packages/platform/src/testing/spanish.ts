/**
 * What the tests take for a Spanish user-facing message: an accented letter, ñ, ¿ or ¡, or a common Spanish word,
 * and none of the English phrases the libraries under the platform answer with.
 */
const SPANISH =
  /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|al|no|es|un|una|se|que|en|por|para|con|sin|su|sus|tu|tus|solo|ya)\b/i;

/** English texts of Express, body-parser, class-validator, socket.io, PostgreSQL and Node that must never reach a user. */
const ENGLISH =
  /\b(must be|should not|must not|nested property|invalid namespace|cannot (get|post|patch|put|delete)|internal server error|bad request|not found|unexpected token|is not valid json|request entity|unsupported|failed to decode|invalid byte sequence|violates|null value|stack size|incorrect header|unexpected end)\b/i;

export function isSpanishMessage(message: unknown): boolean {
  return typeof message === 'string' && SPANISH.test(message) && !ENGLISH.test(message);
}

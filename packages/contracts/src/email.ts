/** E-mails are stored and compared trimmed and lower-cased, so one address is one account whatever its case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The part before the last "@", used by the password policy. */
export function emailLocalPart(email: string): string {
  const normalized = normalizeEmail(email);
  const at = normalized.lastIndexOf('@');
  return at === -1 ? normalized : normalized.slice(0, at);
}

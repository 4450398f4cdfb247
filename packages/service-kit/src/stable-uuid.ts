import { createHash } from 'node:crypto';

/**
 * The same UUID (version 5 layout, SHA-1 of the parts) for the same parts, in every service: demo records that two
 * services seed independently (a demo strategy and the journal trades assigned to it) meet on these ids.
 */
export function stableUuid(...parts: string[]): string {
  const bytes = createHash('sha1').update(parts.join('\u0000')).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSpanishMessage } from '@pipcrafters/platform/src/testing/spanish';
import { scanSpanishLiterals, spanishLiterals } from '@pipcrafters/service-kit/src/testing/spanish-texts';
import { describe, expect, it } from 'vitest';
import { CommunityMessages } from './messages';

const SRC = dirname(fileURLToPath(import.meta.url));
/**
 * The demo community's prose (posts and comments as members wrote them), the environment checks (for whoever starts
 * the service) and the integration tests' own texts.
 */
const NOT_MESSAGES = ['demo/demo-content.ts', 'config/community-env.ts', 'testing/'];

describe('community messages', () => {
  it('every Spanish text a user can read is in messages.ts', () => {
    const scan = scanSpanishLiterals(SRC, NOT_MESSAGES);
    expect(scan.files).toBeGreaterThan(30);
    expect(scan.found).toEqual([]);
  });

  it('the scan would flag one written back where it was used', () => {
    const file = 'comments/comments.service.ts';
    const source = readFileSync(join(SRC, file), 'utf8').replace(
      'texts.notYoursToDelete',
      `'${CommunityMessages.comments.notYoursToDelete}'`,
    );
    expect(spanishLiterals(source, file).map((literal) => literal.text)).toContain(
      CommunityMessages.comments.notYoursToDelete,
    );
  });

  it('every message reads as Spanish to the hostile-input tests, the ones with figures too', () => {
    const texts: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value === 'string') texts.push(value);
      else if (typeof value === 'function') return;
      else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item);
    };
    walk(CommunityMessages);
    texts.push(
      CommunityMessages.images.mismatch('JPEG', 'PNG'),
      CommunityMessages.members.suspended(new Date('2026-12-03T10:30:00Z'), 'spam'),
      CommunityMessages.members.suspended(new Date('2026-12-03T10:30:00Z'), null),
      CommunityMessages.posting.tooFast('posts', 5, 42),
      CommunityMessages.posting.tooFast('comments', 20, 3),
    );
    const sentences = texts.filter((text) => text.includes(' '));
    expect(sentences.length).toBeGreaterThan(30);
    expect(sentences.filter((text) => !isSpanishMessage(text))).toEqual([]);
  });

  it('say the date a suspension ends and how many posts a minute are allowed', () => {
    expect(CommunityMessages.members.suspended(new Date('2026-12-03T10:30:00Z'), 'spam')).toBe(
      'Tu participación en la comunidad está suspendida hasta el 3 de diciembre de 2026 a las 10:30 (UTC). Motivo: spam.',
    );
    expect(CommunityMessages.posting.tooFast('comments', 20, 12)).toBe(
      'Vas muy rápido: puedes publicar 20 comentarios por minuto. Vuelve a intentarlo en 12 s.',
    );
  });
});

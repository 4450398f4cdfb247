import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scanSpanishLiterals, spanishLiterals } from '@pipcrafters/service-kit/src/testing/spanish-texts';
import { describe, expect, it } from 'vitest';
import { GatewayMessages } from './messages';

const SRC = dirname(fileURLToPath(import.meta.url));
/** Read by no client: the environment checks, for whoever starts the gateway. */
const NOT_USER_FACING = ['config/gateway-env.ts'];

describe('gateway messages', () => {
  it("every Spanish text a client can read is in messages.ts (or contracts' Messages)", () => {
    const scan = scanSpanishLiterals(SRC, NOT_USER_FACING);
    expect(scan.files).toBeGreaterThan(30);
    expect(scan.found).toEqual([]);
  });

  it('the scan would flag one written back where it was used', () => {
    const file = 'realtime/socket-handshake.ts';
    const source = readFileSync(join(SRC, file), 'utf8');
    const reverted = source.replace(
      'GatewayMessages.realtime.foreignOrigin',
      `'${GatewayMessages.realtime.foreignOrigin}'`,
    );
    expect(reverted).not.toBe(source);
    expect(spanishLiterals(source, file)).toEqual([]);
    expect(spanishLiterals(reverted, file).map((literal) => literal.text)).toEqual([
      'Conexión en tiempo real rechazada: el origen no está permitido.',
    ]);
  });

  it('the scan reads the texts of messages.ts as such', () => {
    const found = spanishLiterals(readFileSync(join(SRC, 'messages.ts'), 'utf8')).map(
      (literal) => literal.text,
    );
    expect(found).toContain(GatewayMessages.docs.notReady);
    expect(found).toContain(GatewayMessages.health.serviceDown);
  });
});

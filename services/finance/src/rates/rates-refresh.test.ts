import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RateTable } from '@pipcrafters/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceEnv } from '../config/finance-env';
import type { RatesService } from './rates.service';
import { RatesRefresh } from './rates-refresh';

/** A provider on a loopback port (no network): each path answers one way. */
const ANSWERS: Record<string, [number, string]> = {
  '/daily.xml': [
    200,
    "<gesmes:Envelope><Cube><Cube time='2025-06-30'><Cube currency='USD' rate='1.1720'/><Cube currency='JPY' rate='169.17'/></Cube></Cube></gesmes:Envelope>",
  ],
  '/down': [503, 'Service Unavailable'],
  '/html': [200, '<html><body>Hola</body></html>'],
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const [status, body] = ANSWERS[request.url ?? ''] ?? [404, 'Not found'];
    response.writeHead(status, { 'content-type': 'application/xml' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A rates table that records what it is asked to store. */
function refresher() {
  const stored: { rates: RateTable; date: string; source: string }[] = [];
  const rates = {
    set: async (table: RateTable, date: string, source: string) => {
      stored.push({ rates: table, date, source });
      return {};
    },
    ready: async () => undefined,
  } as unknown as RatesService;
  return { refresh: new RatesRefresh({} as FinanceEnv, rates), stored };
}

describe('FINANCE_RATES_URL', () => {
  it('stores the provider’s ECB rates as dollar pairs', async () => {
    const { refresh, stored } = refresher();
    expect(await refresh.refresh(`${base}/daily.xml`)).toBe(true);
    // USDJPY = 169.17 / 1.172 = 144.3430034
    expect(stored).toEqual([
      { rates: { EURUSD: '1.172', USDJPY: '144.3430034' }, date: '2025-06-30', source: 'provider' },
    ]);
  });

  it('keeps the stored table when the provider fails or answers something else', async () => {
    const { refresh, stored } = refresher();
    expect(await refresh.refresh(`${base}/down`)).toBe(false);
    expect(await refresh.refresh(`${base}/html`)).toBe(false);
    expect(await refresh.refresh('http://127.0.0.1:9/unreachable')).toBe(false);
    expect(stored).toEqual([]);
  });
});

import { CSRF_HEADER, CSRF_HEADER_VALUE, DEMO_ACCOUNTS } from '@pipcrafters/contracts';
import autocannon from 'autocannon';
import { HttpClient } from '../testing/stack.js';

/** A session of its own: the bench's other measures outlast an access token. */
async function traderSession(baseUrl: string): Promise<HttpClient> {
  const client = new HttpClient(baseUrl);
  const login = await client.post('/api/auth/login', {
    email: DEMO_ACCOUNTS.trader.email,
    password: DEMO_ACCOUNTS.trader.password,
  });
  if (!login.ok) throw new Error(`No se pudo iniciar sesión para medir finanzas: ${login.status}`);
  return client;
}

/**
 * FinanceHub's calculator API as the assistant calls it: `POST /api/finance/calculators/position-size` through the
 * gateway, signed in as the demo trader, at 1 connection (the server's own time per calculation) and at 10. A MXN
 * account on EURUSD, so the service's rate table is read too. The issue names no target for it.
 */
export async function measureCalculators(baseUrl: string, seconds: number) {
  const client = await traderSession(baseUrl);
  const body = JSON.stringify({
    pair: 'EURUSD',
    accountCurrency: 'MXN',
    balance: '100000',
    riskPercent: '1',
    stopLossPips: '25',
  });
  const rows = [];
  for (const connections of [1, 10]) {
    const result = await autocannon({
      url: `${baseUrl}/api/finance/calculators/position-size`,
      method: 'POST',
      connections,
      duration: seconds,
      headers: {
        cookie: client.cookieHeader(),
        'content-type': 'application/json',
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
      },
      body,
    });
    rows.push({
      conexiones: connections,
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'req/s': Math.round(result.requests.average),
      'no 2xx': result.non2xx,
    });
  }
  return rows;
}

/**
 * CashCrafter's reads for the demo trader's six months of household money (about 500 transactions in five
 * accounts): the overview (`/summary`: balances, this month, capital de riesgo, what is coming, budgets) and the
 * twelve-month report, through the gateway at 1 connection and at 10. The issue names no target for them.
 */
export async function measureCashCrafter(baseUrl: string, seconds: number) {
  const client = await traderSession(baseUrl);
  const rows = [];
  for (const path of ['/api/finance/summary', '/api/finance/reports/monthly?months=12']) {
    for (const connections of [1, 10]) {
      const result = await autocannon({
        url: `${baseUrl}${path}`,
        connections,
        duration: seconds,
        headers: { cookie: client.cookieHeader() },
      });
      rows.push({
        ruta: path,
        conexiones: connections,
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'req/s': Math.round(result.requests.average),
        'no 2xx': result.non2xx,
      });
    }
  }
  return rows;
}

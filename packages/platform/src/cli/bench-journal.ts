import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@pipcrafters/contracts';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT } from '../paths.js';
import type { HttpClient } from '../testing/stack.js';

/**
 * A MetaTrader 5 "Trade History Report" (HTML, English labels) with `positions` closed EURUSD positions and one
 * deposit: the layout the terminal writes, made up row by row, for measuring imports at a size no real fixture has.
 */
export function syntheticMt5Report(positions: number): { html: string; net: string } {
  const cell = (value: string | number, span = 1) =>
    `<td${span > 1 ? ` colspan="${span}"` : ''}>${value}</td>`;
  const start = Date.UTC(2024, 0, 2, 8);
  const time = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, '.');
  let netCents = 0;
  const rows: string[] = [];
  for (let index = 0; index < positions; index++) {
    const open = start + index * 45 * 60_000;
    const entry = 1.08 + ((index * 37) % 200) / 10_000;
    const move = (((index * 53) % 41) - 20) / 10_000;
    const side = index % 3 === 0 ? 'sell' : 'buy';
    const exit = entry + move;
    const profitCents = Math.round((side === 'buy' ? move : -move) * 100_000 * 0.1 * 100);
    netCents += profitCents - 70;
    rows.push(
      `<tr bgcolor="#FFFFFF" align="right">${[
        cell(time(open)),
        cell(100_000_000 + index),
        cell('EURUSD'),
        cell(side),
        cell('0.1'),
        cell(entry.toFixed(5)),
        cell(''),
        cell(''),
        cell(time(open + 30 * 60_000)),
        cell(exit.toFixed(5)),
        cell('-0.70'),
        cell('0.00'),
        cell((profitCents / 100).toFixed(2), 2),
      ].join('')}</tr>`,
    );
  }
  const net = (netCents / 100).toFixed(2);
  const header = (labels: string[]) =>
    `<tr align="center" bgcolor="#E5F0FC">${labels.map((label) => `<td><b>${label}</b></td>`).join('')}</tr>`;
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>1234567: Bench - Trade History Report</title></head>
<body><div align="center"><table cellspacing="1" cellpadding="3" border="0"><tbody>
<tr align="center"><td colspan="14"><div><b>Trade History Report</b></div></td></tr>
<tr align="left"><th colspan="4" align="right">Name:</th><th colspan="10" align="left"><b>Bench</b></th></tr>
<tr align="left"><th colspan="4" align="right">Account:</th><th colspan="10" align="left"><b>1234567&nbsp;(USD,&nbsp;Bench-Server,&nbsp;demo,&nbsp;Hedge)</b></th></tr>
<tr align="left"><th colspan="4" align="right">Company:</th><th colspan="10" align="left"><b>Bench Markets</b></th></tr>
<tr align="left"><th colspan="4" align="right">Date:</th><th colspan="10" align="left"><b>2025.01.31 18:00</b></th></tr>
<tr align="center"><th colspan="14"><div><b>Positions</b></div></th></tr>
${header(['Time', 'Position', 'Symbol', 'Type', 'Volume', 'Price', 'S / L', 'T / P', 'Time', 'Price', 'Commission', 'Swap', 'Profit'])}
${rows.join('\n')}
<tr><td></td></tr>
<tr align="center"><th colspan="14"><div><b>Deals</b></div></th></tr>
${header(['Time', 'Deal', 'Symbol', 'Type', 'Direction', 'Volume', 'Price', 'Order', 'Commission', 'Fee', 'Swap', 'Profit', 'Balance', 'Comment'])}
<tr bgcolor="#FFFFFF" align="right">${cell('2024.01.02 07:00:00')}${cell(1)}${cell('')}${cell('balance')}${cell('')}${cell('')}${cell('')}${cell('')}${cell('0.00')}${cell('0.00')}${cell('0.00')}${cell('100 000.00')}${cell('100 000.00')}${cell('Deposit')}</tr>
<tr><td></td></tr>
<tr align="center"><th colspan="14"><div><b>Results</b></div></th></tr>
<tr align="right"><td colspan="3">Total Net Profit:</td><td colspan="2"><b>${net}</b></td></tr>
</tbody></table></div></body></html>`;
  return { html, net };
}

async function timedImport(
  baseUrl: string,
  client: HttpClient,
  accountId: string,
  bytes: Buffer,
  fileName: string,
): Promise<{ ms: number; imported: number; net: string }> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), fileName);
  form.set('accountId', accountId);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/journal/imports`, {
    method: 'POST',
    headers: { cookie: client.cookieHeader(), [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: form,
  });
  const ms = performance.now() - started;
  const body = (await response.json()) as { imported: number; net: string; message?: string };
  if (response.status !== 201) throw new Error(`Importación ${fileName}: ${response.status} ${body.message}`);
  return { ms, imported: body.imported, net: body.net };
}

export interface JournalFigures {
  imports: { archivo: string; operaciones: number; neto: string; ms: number }[];
  list: { petición: string; conexiones: number; 'p50 ms': number; 'p99 ms': number; 'req/s': number }[];
  stats: {
    caso: string;
    'operaciones del usuario': number;
    'filas en la tabla': number;
    'p50 ms': number;
    'p99 ms': number;
    muestras: number;
  }[];
}

/** 90,000 trades (or `count`) of the owner of `accountId`, written straight into the table. */
async function insertTrades(db: pg.Client, accountId: string, count: number): Promise<void> {
  await db.query(
    `INSERT INTO journal.trades (user_id, account_id, symbol, raw_symbol, side, open_time, close_time, entry_price,
       exit_price, volume, commission, swap, taxes, profit, net, pips, r_multiple, tags, source)
     SELECT a.user_id, a.id, (ARRAY['EURUSD','GBPUSD','USDJPY','XAUUSD'])[1 + n % 4], 'x',
       CASE WHEN n % 2 = 0 THEN 'buy' ELSE 'sell' END,
       now() - (n || ' minutes')::interval - interval '30 minutes', now() - (n || ' minutes')::interval,
       1.1, 1.1 + ((n % 41) - 20) / 10000.0, 0.1, -0.7, 0, 0, ((n % 41) - 20) * 1.0,
       ((n % 41) - 20) * 1.0 - 0.7, (n % 41) - 20, ((n % 41) - 20) / 10.0,
       ARRAY[(ARRAY['ruptura','rango','retroceso'])[1 + n % 3]], 'manual'
     FROM journal.accounts a, generate_series(1, $2::int) AS n WHERE a.id = $1`,
    [accountId, count],
  );
}

async function latency(url: string, cookie: string, seconds = 5) {
  const result = await autocannon({ url, connections: 1, duration: seconds, headers: { cookie } });
  return { p50: result.latency.p50, p99: result.latency.p99, samples: result.requests.total };
}

/**
 * The figures computed from scratch: before each request the user's data version is raised by hand (as any change
 * to a trade, account or reflection does), so nothing kept from the previous answer is reused.
 */
async function coldLatency(db: pg.Client, userId: string, url: string, cookie: string, runs: number) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await db.query('UPDATE journal.data_versions SET version = version + 1 WHERE user_id = $1', [userId]);
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`EdgePilot respondió ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0);
  return { p50: at(0.5), p99: at(0.99), samples: runs };
}

/**
 * The journal at scale, as `client` (a signed-in user): importing the largest real statement (when
 * `../shared/fixtures/journal/` is beside the repository) and a generated 10,000-position MT5 report through the
 * gateway, then the trade list's first page and a filtered, sorted page over 100,000 trades of that one user.
 */
export async function measureJournal(
  baseUrl: string,
  databaseUrl: string,
  client: HttpClient,
): Promise<JournalFigures> {
  const account = async (name: string) => {
    const response = await client.json<{ id: string }>('POST', '/api/journal/accounts', {
      name,
      currency: 'USD',
      initialBalance: '100000.00',
      kind: 'demo',
    });
    if (response.status !== 201) throw new Error(`Cuenta de medición: ${response.status} ${response.text}`);
    return response.body.id;
  };
  const imports: JournalFigures['imports'] = [];
  const largest = join(ROOT, '..', 'shared', 'fixtures', 'journal', 'mt4', 'mt4_alpari_usd_2089trades.htm');
  if (existsSync(largest)) {
    const result = await timedImport(
      baseUrl,
      client,
      await account('Bench MT4'),
      readFileSync(largest),
      'mt4.htm',
    );
    imports.push({
      archivo: 'MT4 real, 1,2 MB',
      operaciones: result.imported,
      neto: result.net,
      ms: Math.round(result.ms),
    });
  }
  const report = syntheticMt5Report(10_000);
  const big = await timedImport(
    baseUrl,
    client,
    await account('Bench MT5'),
    Buffer.from(report.html),
    'mt5.html',
  );
  if (big.imported !== 10_000 || Number(big.net) !== Number(report.net)) {
    throw new Error(
      `El informe generado se importó mal: ${big.imported} operaciones, ${big.net} ≠ ${report.net}`,
    );
  }
  imports.push({
    archivo: `MT5 generado, ${(report.html.length / 1e6).toFixed(1)} MB`,
    operaciones: big.imported,
    neto: big.net,
    ms: Math.round(big.ms),
  });

  // 100,000 trades for this one user: the 10,000 just imported plus 90,000 written straight into the table.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const accountId = await account('Bench 100k');
  await insertTrades(db, accountId, 90_000);
  await db.query('ANALYZE journal.trades');
  const list: JournalFigures['list'] = [];
  const pages = [
    ['primera página (50)', '/api/journal/trades?pageSize=50'],
    [
      'cuenta + etiqueta, por resultado',
      `/api/journal/trades?pageSize=50&accountId=${accountId}&tag=ruptura&sort=net&direction=desc`,
    ],
  ] as const;
  for (const [label, path] of pages) {
    for (const connections of [1, 10]) {
      const result = await autocannon({
        url: `${baseUrl}${path}`,
        connections,
        duration: 5,
        headers: { cookie: client.cookieHeader() },
      });
      list.push({
        petición: label,
        conexiones: connections,
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'req/s': Math.round(result.requests.average),
      });
    }
  }
  // EdgePilot's figures: this user's 100,000 trades in a table of 1,000,000 (900,000 of another user), then the
  // same user with 1,000,000 trades of their own.
  const stats: JournalFigures['stats'] = [];
  const cookie = client.cookieHeader();
  const statsUrl = `${baseUrl}/api/journal/stats?timeZone=Europe/Madrid`;
  try {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO journal.accounts (user_id, name, currency, initial_balance, kind)
       VALUES (gen_random_uuid(), 'Otro usuario', 'USD', 10000, 'demo') RETURNING id`,
    );
    await insertTrades(db, rows[0]?.id ?? '', 900_000);
    await db.query('ANALYZE journal.trades');
    const { rows: owner } = await db.query<{ user_id: string }>(
      'SELECT user_id FROM journal.accounts WHERE id = $1',
      [accountId],
    );
    const userId = owner[0]?.user_id ?? '';
    const measure = async (
      caso: string,
      trades: number,
      rows: number,
      figures: { p50: number; p99: number; samples: number },
    ) =>
      stats.push({
        caso,
        'operaciones del usuario': trades,
        'filas en la tabla': rows,
        'p50 ms': figures.p50,
        'p99 ms': figures.p99,
        muestras: figures.samples,
      });
    await measure(
      'resumen y curva, calculados',
      100_000,
      1_000_000,
      await coldLatency(db, userId, statsUrl, cookie, 15),
    );
    await measure('resumen y curva, ya calculados', 100_000, 1_000_000, await latency(statsUrl, cookie));
    await measure(
      'con desglose por sesión, calculados',
      100_000,
      1_000_000,
      await coldLatency(db, userId, `${statsUrl}&groupBy=session`, cookie, 15),
    );
    await measure(
      'con desglose por sesión, ya calculados',
      100_000,
      1_000_000,
      await latency(`${statsUrl}&groupBy=session`, cookie),
    );
    await insertTrades(db, accountId, 900_000);
    await db.query('ANALYZE journal.trades');
    await measure(
      'resumen y curva, calculados',
      1_000_000,
      1_900_000,
      await coldLatency(db, userId, statsUrl, cookie, 7),
    );
    await measure(
      'resumen y curva, ya calculados',
      1_000_000,
      1_900_000,
      await latency(statsUrl, cookie, 10),
    );
  } finally {
    await db.end();
  }
  return { imports, list, stats };
}

import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type DailyResult,
  type ImportSummary,
  type Trade,
  type TradePage,
  type TradingAccount,
} from '@pipcrafters/contracts';
import type { SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import { sql } from '@pipcrafters/platform/src/testing/stack';
import { describe, expect, inject, it } from 'vitest';
import { expectedTotals, fixture } from './testing/fixtures';
import { account, get, send, trader, upload } from './testing/journal-api';

const stack = inject('stack');

const HOUR = 3600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

describe('accounts', () => {
  it('creates, lists, renames and deletes a user’s accounts; nobody else can see or touch them', async () => {
    const [ana, beto] = await Promise.all([trader('diario.ana'), trader('diario.beto')]);
    const usd = await account(ana);
    expect(usd).toMatchObject({ currency: 'USD', initialBalance: '10000.00', kind: 'demo', tradeCount: 0 });
    const renamed = await send<TradingAccount>(
      ana,
      'PATCH',
      `/api/journal/accounts/${usd.id}`,
      { name: 'FTMO' },
      200,
    );
    expect(renamed.name).toBe('FTMO');
    const duplicate = await ana.client.json<{ message: string }>('POST', '/api/journal/accounts', {
      name: 'FTMO',
      currency: 'USD',
      initialBalance: '0',
      kind: 'real',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Ya tienes una cuenta con ese nombre.');
    for (const body of [
      { name: '', currency: 'USD', initialBalance: '1', kind: 'demo' },
      { name: 'x', currency: 'dollars', initialBalance: '1', kind: 'demo' },
      { name: 'x', currency: 'USD', initialBalance: '1,5', kind: 'demo' },
      { name: 'x', currency: 'USD', initialBalance: '1', kind: 'paper' },
    ]) {
      expect(
        (await ana.client.json('POST', '/api/journal/accounts', body)).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect(await get<TradingAccount[]>(beto, '/api/journal/accounts')).toEqual([]);
    expect((await beto.client.json('PATCH', `/api/journal/accounts/${usd.id}`, { name: 'mía' })).status).toBe(
      404,
    );
    expect((await beto.client.delete(`/api/journal/accounts/${usd.id}`)).status).toBe(404);
    const trade = await beto.client.json('POST', '/api/journal/trades', {
      accountId: usd.id,
      symbol: 'EURUSD',
      side: 'buy',
      closeTime: ago(1),
      entryPrice: '1.1',
      exitPrice: '1.2',
      volume: '1',
    });
    expect(trade.status).toBe(404);
    expect((await ana.client.delete(`/api/journal/accounts/${usd.id}`)).status).toBe(204);
  });
});

describe('manual trades', () => {
  it('computes pips, profit, net and R for a JPY pair, gold and a cross', async () => {
    const user = await trader('diario.manual');
    const usd = await account(user);
    const jpy = await send<Trade>(
      user,
      'POST',
      '/api/journal/trades',
      {
        accountId: usd.id,
        symbol: 'usdjpy.',
        side: 'buy',
        openTime: ago(3),
        closeTime: ago(2),
        entryPrice: '150.000',
        exitPrice: '150.300',
        stopLoss: '149.850',
        volume: '1',
        commission: '-7',
        tags: ['Ruptura', 'ruptura', ' londres '],
        emotionBefore: 'tranquilo',
      },
      201,
    );
    expect(jpy).toMatchObject({
      symbol: 'USDJPY',
      rawSymbol: 'usdjpy.',
      pips: '30',
      profit: '199.6',
      net: '192.6',
      outcome: 'win',
      tags: ['ruptura', 'londres'],
      source: 'manual',
    });
    // 15 pips of risk on 1 lot at 150.000 is 99.90 USD (rounded in the rate): 192.60 / 100 ≈ 1.93 R.
    expect(Number(jpy.rMultiple)).toBeCloseTo(1.93, 1);
    const gold = await send<Trade>(
      user,
      'POST',
      '/api/journal/trades',
      {
        accountId: usd.id,
        symbol: 'GOLD',
        side: 'sell',
        closeTime: ago(1),
        entryPrice: '2650.00',
        exitPrice: '2640.00',
        stopLoss: '2655.00',
        volume: '0.10',
      },
      201,
    );
    expect(gold).toMatchObject({ symbol: 'XAUUSD', pips: '1000', profit: '100', net: '100', rMultiple: '2' });
    const needRate = await user.client.json<{ message: string }>('POST', '/api/journal/trades', {
      accountId: usd.id,
      symbol: 'EURGBP',
      side: 'buy',
      closeTime: ago(1),
      entryPrice: '0.85000',
      exitPrice: '0.85200',
      volume: '1',
    });
    expect(needRate.status).toBe(400);
    expect(needRate.body.message).toContain('tipo de cambio GBP/USD');
    const cross = await send<Trade>(
      user,
      'POST',
      '/api/journal/trades',
      {
        accountId: usd.id,
        symbol: 'EURGBP',
        side: 'buy',
        closeTime: ago(1),
        entryPrice: '0.85000',
        exitPrice: '0.85200',
        stopLoss: '0.84900',
        volume: '1',
        conversionRate: '1.25',
      },
      201,
    );
    expect(cross).toMatchObject({ profit: '250', pips: '20', rMultiple: '2' });
    const even = await send<Trade>(
      user,
      'POST',
      '/api/journal/trades',
      {
        accountId: usd.id,
        symbol: 'EURUSD',
        side: 'buy',
        closeTime: ago(1),
        entryPrice: '1.10000',
        exitPrice: '1.10010',
        volume: '1',
        commission: '-10',
      },
      201,
    );
    expect(even).toMatchObject({ net: '0', outcome: 'breakeven' });
    for (const body of [
      { accountId: usd.id, symbol: 'EURUSD', side: 'long', closeTime: ago(1), exitPrice: '1', volume: '1' },
      { accountId: usd.id, symbol: 'EURUSD', side: 'buy', closeTime: 'ayer', exitPrice: '1', volume: '1' },
      { accountId: usd.id, symbol: 'EURUSD', side: 'buy', closeTime: ago(1), exitPrice: '1,1', volume: '1' },
      { accountId: usd.id, symbol: 'EURUSD', side: 'buy', closeTime: ago(1), exitPrice: '1.1', volume: '0' },
      {
        accountId: usd.id,
        symbol: 'EURUSD',
        side: 'buy',
        openTime: ago(1),
        closeTime: ago(2),
        entryPrice: '1',
        exitPrice: '1.1',
        volume: '1',
      },
      {
        accountId: usd.id,
        symbol: 'EURUSD',
        side: 'buy',
        closeTime: ago(-48),
        entryPrice: '1',
        exitPrice: '1.1',
        volume: '1',
      },
    ]) {
      const response = await user.client.json<{ message: string }>('POST', '/api/journal/trades', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const edited = await send<Trade>(
      user,
      'PATCH',
      `/api/journal/trades/${gold.id}`,
      { exitPrice: '2645.00', notes: '**Bien**' },
      200,
    );
    expect(edited).toMatchObject({ profit: '50', pips: '500', rMultiple: '1', notes: '**Bien**' });
  });

  it('lists with filters, server-side sorting, keyset paging and totals; exports CSV; a calendar by day', async () => {
    const user = await trader('diario.lista');
    const usd = await account(user);
    const eur = await account(user, { name: 'Cuenta EUR', currency: 'EUR' });
    for (let index = 0; index < 7; index++) {
      await send(
        user,
        'POST',
        '/api/journal/trades',
        {
          accountId: index < 5 ? usd.id : eur.id,
          symbol: index % 2 ? 'EURUSD' : 'GBPUSD',
          side: index % 3 ? 'buy' : 'sell',
          closeTime: ago(24 * index + 1),
          entryPrice: '1.20000',
          exitPrice: '1.20000',
          volume: '1',
          profit: String((index - 3) * 10),
          tags: index % 2 ? ['ruptura'] : ['rango'],
        },
        201,
      );
    }
    const first = await get<TradePage>(user, `/api/journal/trades?pageSize=3&sort=net&direction=desc`);
    expect(first.items.map((trade) => trade.net)).toEqual(['30', '20', '10']);
    expect(first.totals).toMatchObject({ count: 7, wins: 3, losses: 3, breakevens: 1, net: '0' });
    const second = await get<TradePage>(
      user,
      `/api/journal/trades?pageSize=3&sort=net&direction=desc&cursor=${first.nextCursor}`,
    );
    expect(second.items.map((trade) => trade.net)).toEqual(['0', '-10', '-20']);
    const third = await get<TradePage>(
      user,
      `/api/journal/trades?pageSize=3&sort=net&direction=desc&cursor=${second.nextCursor}`,
    );
    expect(third.items.map((trade) => trade.net)).toEqual(['-30']);
    expect(third.nextCursor).toBeNull();
    const filtered = await get<TradePage>(
      user,
      `/api/journal/trades?accountId=${usd.id}&tag=ruptura&outcome=loss`,
    );
    expect(filtered.items.map((trade) => trade.net)).toEqual(['-20']);
    expect((await user.client.json('GET', '/api/journal/trades?cursor=basura')).status).toBe(400);
    const csv = await user.client.get(`/api/journal/trades/export.csv?accountId=${eur.id}`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Resultado neto');
    expect(lines).toHaveLength(3);
    const today = new Date().toISOString().slice(0, 10);
    const days = await get<DailyResult[]>(
      user,
      `/api/journal/calendar?from=2000-01-01&to=${today}&timeZone=Europe/Madrid`,
    );
    expect(days.reduce((sum, day) => sum + day.trades, 0)).toBe(7);
    const bulk = await send<{ updated: number }>(
      user,
      'POST',
      '/api/journal/trades/bulk',
      {
        ids: first.items.map((trade) => trade.id),
        action: 'tag',
        addTags: ['revisar'],
      },
      200,
    );
    expect(bulk.updated).toBe(3);
    expect((await get<TradePage>(user, '/api/journal/trades?tag=revisar')).totals.count).toBe(3);
    await send(
      user,
      'POST',
      '/api/journal/trades/bulk',
      { ids: first.items.map((trade) => trade.id), action: 'delete' },
      200,
    );
    expect((await get<TradePage>(user, '/api/journal/trades')).totals.count).toBe(4);
  });
});

describe('the list’s kept totals', () => {
  it('answer without filters what the aggregate over every trade answers, after creates, edits, deletes and a deleted account', async () => {
    const user = await trader('diario.totales');
    const usd = await account(user);
    const eur = await account(user, { name: 'Cuenta EUR', currency: 'EUR' });
    const created: Trade[] = [];
    for (let index = 0; index < 6; index++) {
      created.push(
        await send<Trade>(
          user,
          'POST',
          '/api/journal/trades',
          {
            accountId: index < 4 ? usd.id : eur.id,
            symbol: index % 2 ? 'EURUSD' : 'GBPUSD',
            side: index % 3 ? 'buy' : 'sell',
            closeTime: ago(24 * index + 1),
            entryPrice: '1.10000',
            exitPrice: index % 2 ? '1.10250' : '1.09800',
            volume: '0.5',
            profit: String((index - 2) * 12.5),
            commission: '-3.5',
            swap: index % 2 ? '-0.25' : '0',
          },
          201,
        ),
      );
    }
    // Every trade matched by a filter: the totals aggregated over the rows, as a filtered list computes them.
    const everything = '/api/journal/trades?from=1970-01-01T00:00:00.000Z';
    const agree = async () => {
      const [kept, aggregated] = await Promise.all([
        get<TradePage>(user, '/api/journal/trades?pageSize=2'),
        get<TradePage>(user, `${everything}&pageSize=2`),
      ]);
      expect(kept.totals).toEqual(aggregated.totals);
      const [row] = await sql<{ count: number }>(
        stack,
        'SELECT count FROM journal.trade_totals WHERE user_id = $1',
        [user.userId],
      );
      expect(row?.count ?? 0).toBe(kept.totals.count);
      return kept.totals;
    };
    expect(await agree()).toMatchObject({ count: 6, wins: 3, losses: 3, breakevens: 0 });
    await send(user, 'PATCH', `/api/journal/trades/${created[0]?.id}`, { profit: '40' }, 200);
    await send(user, 'PATCH', `/api/journal/trades/${created[1]?.id}`, { tags: ['revisar'] }, 200);
    expect(await agree()).toMatchObject({ count: 6, wins: 4, losses: 2 });
    await send(
      user,
      'POST',
      '/api/journal/trades/bulk',
      { ids: [created[2]?.id, created[3]?.id], action: 'delete' },
      200,
    );
    expect((await user.client.delete(`/api/journal/trades/${created[4]?.id}`)).status).toBe(204);
    expect(await agree()).toMatchObject({ count: 3 });
    // Changes made outside the API count too (the triggers see every statement).
    await sql(stack, 'UPDATE journal.trades SET net = net + 1, pips = NULL WHERE id = $1', [created[5]?.id]);
    await agree();
    expect((await user.client.delete(`/api/journal/accounts/${usd.id}`)).status).toBe(204);
    expect(await agree()).toMatchObject({ count: 1 });
    expect((await user.client.delete(`/api/journal/accounts/${eur.id}`)).status).toBe(204);
    expect(await agree()).toEqual({
      count: 0,
      wins: 0,
      losses: 0,
      breakevens: 0,
      net: '0',
      commission: '0',
      swap: '0',
      pips: '0',
    });
  });
});

describe('statement imports', () => {
  const expected = expectedTotals();

  it('previews, imports, re-imports with nothing new, and undoes an MT4 statement', async () => {
    const user = await trader('diario.mt4');
    const usd = await account(user);
    const file = fixture('mt4/mt4_tradeslide_usd_124trades.htm');
    const preview = await upload(user, file, 'Statement.htm', { accountId: usd.id, preview: 'true' });
    expect(preview.status, JSON.stringify(preview.body)).toBe(201);
    expect(preview.body).toMatchObject({
      preview: true,
      format: 'mt4-html',
      found: 124,
      imported: 0,
      duplicates: 0,
    });
    expect(preview.body.net).toBe(
      expected['mt4/mt4_tradeslide_usd_124trades.htm']?.computed?.net === '8205.65' ? '8205.65' : 'x',
    );
    expect(preview.body.skipped.find((skip) => skip.reason === 'cancelled-order')?.count).toBe(3);
    expect((await get<TradePage>(user, '/api/journal/trades')).totals.count).toBe(0);

    const done = await upload(user, file, 'Statement.htm', {
      accountId: usd.id,
      timeZone: 'Europe/Athens',
      uploadId: '0b6f3a34-8e1c-4c1e-9a55-8d0c2b1f7a11',
    });
    expect(done.body).toMatchObject({
      preview: false,
      imported: 124,
      duplicates: 0,
      timeZone: 'Europe/Athens',
    });
    const totals = (await get<TradePage>(user, `/api/journal/trades?accountId=${usd.id}`)).totals;
    expect(totals).toMatchObject({ count: 124, net: '8205.65', wins: 49, losses: 75 });
    // Every row as an import writes it (one array per column): its import, no tags or rules, its ticket, the times.
    const [written] = await sql<{ rows: number; whole: number }>(
      stack,
      `SELECT count(*)::int AS rows,
              count(*) FILTER (WHERE import_id = $2 AND source = 'import' AND tags = '{}' AND followed_rules IS NULL
                AND ticket ~ '^[0-9]+$' AND fingerprint IS NULL AND close_time >= open_time
                AND created_at IS NOT NULL AND user_id = $3)::int AS whole
         FROM journal.trades WHERE account_id = $1`,
      [usd.id, done.body.id, user.userId],
    );
    expect(written).toEqual({ rows: 124, whole: 124 });

    const again = await upload(user, file, 'Statement.htm', { accountId: usd.id });
    expect(again.body).toMatchObject({ imported: 0, duplicates: 124 });
    const history = await get<ImportSummary[]>(user, '/api/journal/imports');
    expect(history.map((item) => item.imported)).toEqual([0, 124]);
    const undone = await send<ImportSummary>(
      user,
      'DELETE',
      `/api/journal/imports/${done.body.id}`,
      undefined,
      200,
    );
    expect(undone.undoneAt).not.toBeNull();
    expect((await get<TradePage>(user, '/api/journal/trades')).totals.count).toBe(0);
    expect((await user.client.json('DELETE', `/api/journal/imports/${done.body.id}`)).status).toBe(409);
  });

  it('takes a 1.2 MB statement through the gateway and imports it exactly', async () => {
    const user = await trader('diario.alpari');
    const usd = await account(user);
    const done = await upload(user, fixture('mt4/mt4_alpari_usd_2089trades.htm'), 'DetailedStatement.htm', {
      accountId: usd.id,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.imported).toBe(2064);
    const adjustments = done.body.movements.find((movement) => movement.kind === 'adjustment');
    expect(adjustments).toBeDefined();
    const totals = (await get<TradePage>(user, '/api/journal/trades')).totals;
    expect(totals.count).toBe(2064);
    expect(done.body.warnings.join(' ')).not.toContain('filas suman');
  });

  it('refuses what is not a statement, and anyone else’s account, writing nothing', async () => {
    const [user, other] = await Promise.all([trader('diario.malo'), trader('diario.otro')]);
    const usd = await account(user);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const refused = await upload(user, png, 'grafico.png', { accountId: usd.id });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/extracto|formato/);
    const html = await upload(user, Buffer.from('<html><body><h1>Hola</h1></body></html>'), 'x.html', {
      accountId: usd.id,
    });
    expect(html.status).toBe(422);
    const half = fixture('mt4/mt4_tradeslide_usd_124trades.htm').subarray(0, 30_000);
    const truncated = await upload(user, half, 'Statement.htm', { accountId: usd.id });
    expect(truncated.status).toBe(422);
    expect(truncated.body.message).toContain('incompleto');
    const foreign = await upload(other, fixture('mt4/mt4_oanda_usd_interest_1trade.htm'), 's.htm', {
      accountId: usd.id,
    });
    expect(foreign.status).toBe(404);
    const missing = await user.client.json<{ message: string }>('POST', '/api/journal/imports', {
      accountId: usd.id,
    });
    expect(missing.status).toBe(400);
    expect((await get<TradePage>(user, '/api/journal/trades')).totals.count).toBe(0);
    expect(await get<ImportSummary[]>(user, '/api/journal/imports')).toEqual([]);
  });

  it('imports every platform’s format through the API with the figures each states', async () => {
    const user = await trader('diario.formatos');
    const usd = await account(user);
    for (const [path, format, count, net] of [
      ['mt5/mt5_vantage_en_partial-closes_8positions.xlsx', 'mt5-xlsx', 8, '822.08'],
      ['mt5/mt5_metaquotes-demo_en_netting_utf16le_8trades.html', 'mt5-html', 8, '1333.77'],
      ['mt5/mt5_slh_es_trimmed_5positions.html', 'mt5-html', 5, '252.2'],
      ['ctrader/ctrader_propfirmstech_es_55trades.html', 'ctrader-html', 55, '1999.35'],
      ['csv/tradezero_tradenote.csv', 'csv', 5, '33.76'],
      ['csv/synthetic_deltalytix_rithmic-orders-sample.csv', 'csv', 2, '78.4'],
      ['csv/tdameritrade_statement_tradenote.csv', 'tdameritrade-csv', 2, '17.52'],
      ['csv/ibkr_flex_sanitised_tradetally.xml', 'ibkr-xml', 0, '0'],
    ] as const) {
      const done = await upload(user, fixture(path), path.split('/')[1] ?? 'f', { accountId: usd.id });
      expect(done.status, `${path} ${JSON.stringify(done.body)}`).toBe(201);
      expect(done.body, path).toMatchObject({ format, found: count, imported: count, net });
      if (format === 'ctrader-html') expect(done.body.timeZone).toBe('UTC');
    }
    const again = await upload(user, fixture('ctrader/ctrader_propfirmstech_es_55trades.html'), 'c.html', {
      accountId: usd.id,
    });
    expect(again.body).toMatchObject({ imported: 0, duplicates: 55 });
  });

  it('previews a CSV for the mapping screen, saves mappings, and refuses malformed ones', async () => {
    const user = await trader('diario.csv');
    const form = new FormData();
    form.set(
      'file',
      new Blob([new Uint8Array(fixture('csv/synthetic_deltalytix_ftmo-sample.csv'))]),
      'ftmo.csv',
    );
    const response = await fetch(`${stack.gatewayUrl}/api/journal/imports/csv-preview`, {
      method: 'POST',
      headers: { cookie: user.client.cookieHeader(), [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: form,
    });
    const preview = (await response.json()) as {
      delimiter: string;
      header: string[];
      preset: { id: string; mapping: unknown } | null;
    };
    expect(response.status).toBe(200);
    expect(preview.delimiter).toBe(';');
    expect(preview.preset?.id).toBe('ftmo');
    const saved = await send<{ id: string; name: string }>(
      user,
      'POST',
      '/api/journal/csv-presets',
      { name: 'Mi FTMO', mapping: preview.preset?.mapping },
      201,
    );
    expect(
      (await get<{ name: string }[]>(user, '/api/journal/csv-presets')).map((item) => item.name),
    ).toEqual(['Mi FTMO']);
    for (const mapping of [
      {},
      { mode: 'trades' },
      { ...(preview.preset?.mapping as object), delimiter: '|' },
    ]) {
      const refused = await user.client.json<{ message: string }>('POST', '/api/journal/csv-presets', {
        name: 'Mala',
        mapping,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('mapping');
    }
    const usd = await account(user);
    const badMapping = await upload(user, fixture('csv/tradezero_tradenote.csv'), 't.csv', {
      accountId: usd.id,
      mapping: '{"mode":"trades"',
    });
    expect(badMapping.status).toBe(400);
    expect((await user.client.delete(`/api/journal/csv-presets/${saved.id}`)).status).toBe(204);
  });

  it('exports the whole journal as JSON', async () => {
    const user = await trader('diario.export');
    const usd = await account(user);
    await upload(user, fixture('mt4/mt4_oanda_usd_financing_42trades.htm'), 's.htm', { accountId: usd.id });
    const exported = await get<{
      version: number;
      accounts: unknown[];
      trades: { net: string }[];
      movements: { kind: string }[];
      imports: unknown[];
    }>(user, '/api/journal/export');
    expect(exported.version).toBe(1);
    expect(exported.accounts).toHaveLength(1);
    expect(exported.trades).toHaveLength(42);
    expect(exported.movements.filter((movement) => movement.kind === 'financing')).toHaveLength(2);
    expect(exported.imports).toHaveLength(1);
  });
});

describe('screenshots', () => {
  const image = (bytes: Buffer, fileName = 'captura.png') => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), fileName);
    return form;
  };
  const post = (user: SignedIn, tradeId: string, form: FormData) =>
    fetch(`${stack.gatewayUrl}/api/journal/trades/${tradeId}/screenshots`, {
      method: 'POST',
      headers: { cookie: user.client.cookieHeader(), [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: form,
    });

  it('keeps a cleaned copy, shows it only to its owner, and forgets it with its trade', async () => {
    const [user, other] = await Promise.all([trader('diario.capturas'), trader('diario.mirón')]);
    const usd = await account(user);
    const trade = await send<Trade>(
      user,
      'POST',
      '/api/journal/trades',
      {
        accountId: usd.id,
        symbol: 'EURUSD',
        side: 'buy',
        closeTime: ago(1),
        entryPrice: '1.1',
        exitPrice: '1.1010',
        volume: '0.1',
      },
      201,
    );
    const sharp = (await import('sharp')).default;
    const jpeg = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#0f172a' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Privado' } })
      .toBuffer();
    const created = await post(user, trade.id, image(jpeg, 'grafico.jpg'));
    const shot = (await created.json()) as { id: string; url: string; width: number };
    expect(created.status).toBe(201);
    expect(shot.width).toBe(120);
    const served = await user.client.get(shot.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect((await other.client.get(shot.url)).status).toBe(404);
    expect((await post(other, trade.id, image(jpeg))).status).toBe(404);
    const notImage = await post(user, trade.id, image(Buffer.from('<svg onload="alert(1)"/>'), 'x.png'));
    expect(notImage.status).toBe(415);
    expect(((await notImage.json()) as { message: string }).message).toContain('PNG, JPEG o WebP');
    expect((await user.client.delete(`/api/journal/trades/${trade.id}`)).status).toBe(204);
    expect((await user.client.get(shot.url)).status).toBe(404);
  });
});

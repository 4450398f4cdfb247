import Decimal from 'decimal.js';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { expectedTotals, fixture } from '../../testing/fixtures';
import { looksLikeMt5Html, parseMt5Html } from './mt5-html';
import { looksLikeXlsx, parseMt5Xlsx } from './mt5-xlsx';
import type { ParsedStatement, ParsedTrade, SkipReason } from './statement';
import { sumAmounts } from './text';

const net = (trade: ParsedTrade) => sumAmounts([trade.profit, trade.commission, trade.swap, trade.taxes]);

function read(file: string): ParsedStatement {
  const bytes = fixture(file);
  return file.endsWith('.xlsx') ? parseMt5Xlsx(bytes) : parseMt5Html(bytes);
}

function summary(statement: ParsedStatement) {
  const skipped = (reason: SkipReason) =>
    statement.skipped.find((entry) => entry.reason === reason)?.count ?? 0;
  const moved = (kind: string) =>
    sumAmounts(
      statement.movements.filter((movement) => movement.kind === kind).map((movement) => movement.amount),
    );
  return {
    trades: statement.trades.length,
    net: sumAmounts(statement.trades.map(net)),
    wins: statement.trades.filter((trade) => new Decimal(net(trade)).gt(0)).length,
    deposits: moved('deposit'),
    withdrawals: moved('withdrawal'),
    credits: moved('credit'),
    cancelledOrders: skipped('cancelled-order'),
    workingOrders: skipped('working-order'),
    openPositions: skipped('open-position'),
    unreadableRows: skipped('unreadable-row'),
    currency: statement.account.currency,
    hedging: statement.account.hedging,
    language: statement.language,
    stated: statement.stated,
  };
}

/** What every MT5 fixture must give; the net is checked against expected.json's computed net as well. */
const FIXTURES = {
  'mt5/mt5_xm_en_hedge_63positions.xlsx': {
    trades: 63,
    net: '359.34',
    wins: 25,
    deposits: '501',
    withdrawals: '0',
    // XM's bonus: `credit` deals, not the trader's money.
    credits: '530.2',
    cancelledOrders: 39,
    workingOrders: 0,
    openPositions: 0,
    unreadableRows: 0,
    currency: 'USD',
    hedging: true,
    language: 'en',
    stated: { netProfit: '359.34', totalTrades: 63 },
  },
  'mt5/mt5_vantage_en_partial-closes_8positions.xlsx': {
    trades: 8,
    net: '822.08',
    wins: 5,
    deposits: '5000',
    withdrawals: '0',
    credits: '0',
    cancelledOrders: 0,
    workingOrders: 0,
    openPositions: 0,
    unreadableRows: 0,
    currency: 'USD',
    hedging: true,
    language: 'en',
    // Total Trades counts out-deals: 8 positions, one of them closed in three parts.
    stated: { netProfit: '822.08', totalTrades: 10 },
  },
  'mt5/mt5_tradenote_en_anonymised_3positions.xlsx': {
    trades: 3,
    net: '30.85',
    wins: 2,
    deposits: '3000',
    withdrawals: '0',
    credits: '0',
    cancelledOrders: 0,
    workingOrders: 1,
    openPositions: 0,
    unreadableRows: 0,
    currency: 'USD',
    hedging: true,
    language: 'en',
    stated: { netProfit: '30.85', totalTrades: 3 },
  },
  // Old layout, no Positions section: positions are rebuilt from Deals. The report prints no account mode, but its
  // deals do: a USDCHF `sell … in` while 2.00 lots are held long only happens on a hedging account (on netting it
  // would be `out`), so each `in` is its own position and each of the 8 out-deals closes one whole: 8 trades, the
  // same as the stated Total Trades. expected.json calls this account netting; its deals say otherwise.
  'mt5/mt5_metaquotes-demo_en_netting_utf16le_8trades.html': {
    trades: 8,
    net: '1333.77',
    wins: 4,
    deposits: '10000',
    withdrawals: '0',
    credits: '0',
    cancelledOrders: 3,
    workingOrders: 1,
    openPositions: 1,
    unreadableRows: 0,
    currency: 'USD',
    hedging: true,
    language: 'en',
    stated: { netProfit: '1333.77', totalTrades: 8 },
  },
  // Netting (an `in/out` deal proves it): a trade is the symbol's position from flat to flat. USDCHF goes long
  // 1.00 → 2.00 → 1.00 → 2.01 → 1.00 and the `in/out` sell of 1.01 closes the last 1.00 and opens 0.01 short (still
  // open). So one trade of 3.01 lots closed by three deals (Total Trades 3 counts those out-deals) and one open
  // position.
  'mt5/mt5_metaquotes-demo_en_netting-inout_utf16le_3trades.html': {
    trades: 1,
    net: '-33.05',
    wins: 0,
    deposits: '100000',
    withdrawals: '0',
    credits: '0',
    cancelledOrders: 0,
    workingOrders: 5,
    openPositions: 1,
    unreadableRows: 0,
    currency: 'USD',
    hedging: false,
    language: 'en',
    stated: { netProfit: '-33.05', totalTrades: 3 },
  },
  'mt5/mt5_slh_es_trimmed_5positions.html': {
    trades: 5,
    net: '252.2',
    wins: 3,
    deposits: '25000',
    withdrawals: '0',
    credits: '0',
    cancelledOrders: 0,
    workingOrders: 0,
    openPositions: 0,
    unreadableRows: 0,
    currency: 'USD',
    hedging: true,
    language: 'es',
    stated: { netProfit: '252.2', totalTrades: 5 },
  },
  // Hand-edited: the footer says 12 operations and 1 526.20; the 11 rows add up to 510.25. The rows win; the footer
  // is passed on as stated, for the preview to warn about.
  'mt5/mt5_slh_es_hand-edited_inconsistent_11positions.html': {
    trades: 11,
    net: '510.25',
    wins: 7,
    deposits: '25000',
    withdrawals: '0',
    credits: '0',
    cancelledOrders: 0,
    workingOrders: 0,
    openPositions: 0,
    unreadableRows: 0,
    currency: 'USD',
    hedging: true,
    language: 'es',
    stated: { netProfit: '1526.2', totalTrades: 12 },
  },
} as const;

describe('MT5 trade history reports', () => {
  const expected = expectedTotals();

  it.each(Object.entries(FIXTURES))('%s', (file, want) => {
    const statement = read(file);
    expect(summary(statement)).toEqual(want);
    expect(new Decimal(want.net).eq(String(expected[file]?.computed?.net))).toBe(true);
    expect(statement.format).toBe(file.endsWith('.xlsx') ? 'mt5-xlsx' : 'mt5-html');
    expect(statement.timeZone).toBeNull();
    for (const trade of statement.trades) {
      expect(trade.openTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(trade.closeTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
  });

  it('gives a position closed in parts as one trade with its closes (vantage)', () => {
    const { trades, generatedAt, account } = read('mt5/mt5_vantage_en_partial-closes_8positions.xlsx');
    expect(generatedAt).toBe('2026-08-14 14:22:00');
    expect(account.broker).toBe('Vantage Markets (Pty) Ltd');
    expect(trades.filter((trade) => trade.closes)).toHaveLength(1);
    const partial = trades.find((trade) => trade.ticket === '1688234031');
    expect(partial).toMatchObject({
      symbol: 'XAUUSD',
      side: 'buy',
      openTime: '2026-07-31 14:51:55',
      closeTime: '2026-07-31 15:15:39',
      volume: '0.05',
      openPrice: '4052.94',
      closePrice: '4057.55',
      profit: '23.03',
    });
    expect(partial?.closes).toEqual([
      {
        ticket: '1410796964',
        time: '2026-07-31 15:08:00',
        volume: '0.02',
        price: '4058.35',
        commission: '0',
        swap: '0',
        taxes: '0',
        profit: '10.82',
      },
      {
        ticket: '1410806546',
        time: '2026-07-31 15:10:51',
        volume: '0.01',
        price: '4056.07',
        commission: '0',
        swap: '0',
        taxes: '0',
        profit: '3.13',
      },
      {
        ticket: '1410821783',
        time: '2026-07-31 15:15:39',
        volume: '0.02',
        price: '4057.48',
        commission: '0',
        swap: '0',
        taxes: '0',
        profit: '9.08',
      },
    ]);
    // Three positions stopped out in the same second: each gets its own deal (told apart by profit).
    expect(
      trades
        .filter((trade) => trade.closeTime === '2026-08-03 16:35:32')
        .map((trade) => [trade.ticket, trade.comment]),
    ).toEqual([
      ['1697441307', '[sl 4028.45]'],
      ['1697449034', '[sl 4028.45]'],
      ['1697456660', '[sl 4028.45]'],
    ]);
  });

  it('rebuilds a netting position through an in/out reversal', () => {
    const [trade] = read('mt5/mt5_metaquotes-demo_en_netting-inout_utf16le_3trades.html').trades;
    expect(trade).toMatchObject({
      ticket: '93166446',
      symbol: 'USDCHF',
      side: 'buy',
      openTime: '2016-08-05 05:47:38',
      closeTime: '2016-08-05 05:52:56',
      volume: '3.01',
      openPrice: '0.97397',
      closePrice: '0.97386',
      profit: '-33.05',
      swap: '0',
    });
    expect(trade?.closes?.map((close) => [close.ticket, close.volume, close.price, close.profit])).toEqual([
      ['78391058', '1', '0.97376', '-14.38'],
      ['78391361', '1.01', '0.97391', '-9.38'],
      ['78391364', '1', '0.97391', '-9.29'],
    ]);
  });

  it('rebuilds hedged positions of an old report, each closed by one out-deal', () => {
    const { trades } = read('mt5/mt5_metaquotes-demo_en_netting_utf16le_8trades.html');
    expect(trades.map((trade) => [trade.ticket, trade.symbol, trade.side, trade.profit, trade.swap])).toEqual(
      [
        ['93164125', 'USDCHF', 'buy', '644.49', '0.1'],
        ['93166252', 'USDCHF', 'buy', '681.2', '0.1'],
        ['93331379', 'USDCHF', 'sell', '-14.28', '0'],
        ['93336938', 'USDCHF', 'buy', '208.48', '0.1'],
        ['93336940', 'EURUSD', 'sell', '89', '-1'],
        ['93336951', 'USDCHF', 'sell', '-245.04', '-1.02'],
        ['93445807', 'GBPUSD', 'sell', '-7', '0'],
        ['93445943', 'USDCHF', 'sell', '-21.36', '0'],
      ],
    );
    expect(trades.every((trade) => trade.closes === undefined)).toBe(true);
  });

  it('reads exact decimals from a re-saved xlsx with float noise (tradenote)', () => {
    const { trades, account } = read('mt5/mt5_tradenote_en_anonymised_3positions.xlsx');
    expect(account).toEqual({
      number: 'YYYYY',
      name: 'xxxxx',
      currency: 'USD',
      broker: 'ZZZZ',
      hedging: true,
    });
    expect(trades[0]).toEqual({
      ticket: '275917189',
      symbol: 'EURAUD',
      side: 'sell',
      openTime: '2022-10-28 12:48:49',
      closeTime: '2022-10-28 13:26:11',
      volume: '0.03',
      openPrice: '1.55244',
      closePrice: '1.55055',
      stopLoss: '1.55657',
      takeProfit: '1.55057',
      commission: '0',
      swap: '0',
      taxes: '0',
      profit: '3.64',
      net: null,
      comment: '[tp 1.55057]',
    });
    expect(trades[1]?.openPrice).toBe('1.55242');
    expect(trades[2]).toMatchObject({ symbol: 'GOLD_', profit: '-23.5', stopLoss: '1649.55' });
  });

  it('reads Spanish labels (Volumen with a trailing space, Beneficio over two columns)', () => {
    const { trades, generatedAt, account } = read('mt5/mt5_slh_es_trimmed_5positions.html');
    expect(generatedAt).toBe('2025-09-03 18:49:00');
    expect(account.broker).toBe('SLH Markets Ltd');
    expect(trades.map((trade) => [trade.symbol, trade.side, trade.volume, trade.profit])).toEqual([
      ['XAUUSD', 'buy', '0.65', '-313.95'],
      ['XAUUSD', 'buy', '0.65', '431.6'],
      ['XAUUSD', 'buy', '0.65', '100.75'],
      ['XAUUSD', 'buy', '0.65', '-185.25'],
      ['XAUUSD', 'buy', '0.65', '219.05'],
    ]);
    expect(trades[0]).toMatchObject({
      openPrice: '3332.86',
      closePrice: '3328.03',
      stopLoss: '3328',
      takeProfit: '3345',
    });
  });

  it('tells the formats apart', () => {
    const html = fixture('mt5/mt5_metaquotes-demo_en_netting_utf16le_8trades.html');
    expect(looksLikeMt5Html(new TextDecoder('utf-16le').decode(html.subarray(2)))).toBe(true);
    expect(looksLikeMt5Html('<html><body>Statement: 123</body></html>')).toBe(false);
    expect(looksLikeXlsx(fixture('mt5/mt5_xm_en_hedge_63positions.xlsx'))).toBe(true);
    expect(looksLikeXlsx(html)).toBe(false);
  });
});

describe('MT5 reports that cannot be read', () => {
  const png = Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
  ]);
  const sheet = (cells: string) =>
    strToU8(
      `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${cells}</sheetData></worksheet>`,
    );
  const errorCode = (read: () => unknown) => {
    try {
      read();
    } catch (error) {
      return (error as { code?: string }).code;
    }
    return 'no error';
  };

  it('says empty for no bytes or only blanks', () => {
    expect(errorCode(() => parseMt5Html(new Uint8Array()))).toBe('empty');
    expect(errorCode(() => parseMt5Html(strToU8(' \r\n')))).toBe('empty');
    expect(errorCode(() => parseMt5Xlsx(new Uint8Array()))).toBe('empty');
  });

  it('says not-a-statement for other HTML, a PNG, and zips that are not MT5 reports', () => {
    expect(
      errorCode(() =>
        parseMt5Html(strToU8('<html><body><table><tr><td>Hello</td></tr></table></body></html>')),
      ),
    ).toBe('not-a-statement');
    expect(errorCode(() => parseMt5Html(png))).toBe('not-a-statement');
    expect(looksLikeXlsx(png)).toBe(false);
    expect(errorCode(() => parseMt5Xlsx(png))).toBe('not-a-statement');
    expect(errorCode(() => parseMt5Xlsx(zipSync({ 'readme.txt': strToU8('hello') })))).toBe(
      'not-a-statement',
    );
    const otherWorkbook = zipSync({
      'xl/worksheets/sheet1.xml': sheet(
        '<row r="1"><c r="A1" t="inlineStr"><is><t>Budget 2025</t></is></c></row>',
      ),
    });
    expect(errorCode(() => parseMt5Xlsx(otherWorkbook))).toBe('not-a-statement');
  });

  it('says no-trades-section for a report with neither Positions nor Deals', () => {
    const titleOnly = zipSync({
      'xl/worksheets/sheet1.xml': sheet(
        '<row r="1"><c r="A1" t="inlineStr"><is><t>Trade History Report</t></is></c></row>' +
          '<row r="2"><c r="A2" t="inlineStr"><is><t>Results</t></is></c></row>',
      ),
    });
    expect(errorCode(() => parseMt5Xlsx(titleOnly))).toBe('no-trades-section');
    const html = '<html><body><table><tr><td colspan=13>Trade History Report</td></tr></table></body></html>';
    expect(errorCode(() => parseMt5Html(strToU8(html)))).toBe('no-trades-section');
  });

  it('says truncated for a file cut short', () => {
    const html = fixture('mt5/mt5_metaquotes-demo_en_netting_utf16le_8trades.html');
    expect(errorCode(() => parseMt5Html(html.subarray(0, 20_000)))).toBe('truncated');
    const xlsx = fixture('mt5/mt5_vantage_en_partial-closes_8positions.xlsx');
    expect(errorCode(() => parseMt5Xlsx(xlsx.subarray(0, xlsx.length / 2)))).toBe('truncated');
  });

  it('refuses a zip that unpacks to more than 50 MB', () => {
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(51 * 1024 * 1024) }, { level: 1 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(() => parseMt5Xlsx(bomb)).toThrow(/not-a-statement: unpacked size over the limit/);
  });
});

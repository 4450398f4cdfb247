import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectedTotals, fixture } from '../../testing/fixtures';
import { looksLikeMt4, parseMt4Html } from './mt4-html';
import { type ParsedStatement, type SkipReason, StatementError } from './statement';
import { decodeStatement, sumAmounts } from './text';

interface Expected {
  currency: string;
  stated: Record<string, string | number | undefined>;
  computed: Record<string, string | number | undefined>;
}

const totals = expectedTotals() as unknown as Record<string, Expected>;
const MT4_FIXTURES = Object.keys(totals).filter((path) => path.startsWith('mt4/'));

/**
 * What SOURCES.md states for each file's header, and whether the header fills the account number and name (their
 * values are PII and stay out of the tests), and the wins/losses it states where expected.json has none.
 */
const HEADERS: Record<string, { broker: string; generatedAt: string; numbered: boolean; named: boolean }> = {
  'mt4/mt4_tradeslide_usd_124trades.htm': {
    broker: 'Tradeslide Trading Tech Limited',
    generatedAt: '2024-01-19 14:48:00',
    numbered: true,
    named: true,
  },
  'mt4/mt4_magellan_usd_636trades.htm': {
    broker: 'Magellan Holdings Limited',
    generatedAt: '2016-01-05 09:02:00',
    numbered: true,
    named: false,
  },
  'mt4/mt4_ronnaru_jpy-account_729trades.htm': {
    broker: 'Performance Ronnaru Capital Ltd.',
    generatedAt: '2019-09-21 22:49:00',
    numbered: true,
    named: true,
  },
  'mt4/mt4_alpari_usd_2089trades.htm': {
    broker: 'Alpari',
    generatedAt: '2023-07-29 13:27:00',
    numbered: false,
    named: false,
  },
  'mt4/mt4_fyntura_usd_magic-rows_297trades.htm': {
    broker: 'Fyntura Limited',
    generatedAt: '2025-01-22 18:16:00',
    numbered: true,
    named: true,
  },
  'mt4/mt4_oanda_usd_financing_42trades.htm': {
    broker: 'OANDA Corporation',
    generatedAt: '2020-03-02 07:57:00',
    numbered: true,
    named: true,
  },
  'mt4/mt4_demo_es-name-utf8_23trades.htm': {
    broker: 'Cuenta de demostraci\u00f3n',
    generatedAt: '2018-05-23 12:19:00',
    numbered: true,
    named: true,
  },
  'mt4/mt4_oanda_usd_interest_1trade.htm': {
    broker: 'OANDA Corporation',
    generatedAt: '2016-05-09 10:06:00',
    numbered: true,
    named: true,
  },
};

/** SOURCES.md: the one-trade OANDA file is a single loss of -0.90 (expected.json gives no wins/losses for it). */
const OUTCOMES: Record<string, { wins: number; losses: number }> = {
  'mt4/mt4_oanda_usd_interest_1trade.htm': { wins: 0, losses: 1 },
};

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

const parsed = new Map<string, ParsedStatement>();
const statementOf = (path: string) => required(parsed.get(path), path);

/** Alpari's "Summary trade result" pseudo-trades, which the parser turns into adjustments. */
const isPseudoTrade = (comment: string | null) => comment?.startsWith('Summary trade result') ?? false;

const tradeNet = (trade: { profit: string; commission: string; taxes: string; swap: string }) =>
  new Decimal(sumAmounts([trade.profit, trade.commission, trade.taxes, trade.swap]));

function errorCode(run: () => unknown): string | null {
  try {
    run();
  } catch (error) {
    if (error instanceof StatementError) return error.code;
    throw error;
  }
  return null;
}

const skippedCount = (statement: ParsedStatement, reason: SkipReason) =>
  statement.skipped.find((entry) => entry.reason === reason)?.count ?? 0;

beforeAll(() => {
  for (const path of MT4_FIXTURES) parsed.set(path, parseMt4Html(fixture(path)));
});

describe('parseMt4Html on the real statements', () => {
  it('covers every MT4 fixture', () => {
    expect(MT4_FIXTURES).toHaveLength(8);
    expect(Object.keys(HEADERS).sort()).toEqual([...MT4_FIXTURES].sort());
  });

  describe.each(MT4_FIXTURES)('%s', (path) => {
    const { currency, stated, computed } = required(totals[path], path);
    const header = required(HEADERS[path], path);

    it('reads the header', () => {
      const statement = statementOf(path);
      expect(statement.format).toBe('mt4-html');
      expect(statement.timeZone).toBeNull();
      expect(statement.account.currency).toBe(currency);
      expect(statement.account.broker).toBe(header.broker);
      expect(statement.generatedAt).toBe(header.generatedAt);
      expect(statement.account.number !== null && /^\d+$/.test(statement.account.number)).toBe(
        header.numbered,
      );
      expect(statement.account.name !== null && statement.account.name !== '').toBe(header.named);
      expect(statement.account.hedging).toBeNull();
    });

    it('reads every real trade, and their net equals the stated Closed Trade P/L', () => {
      const statement = statementOf(path);
      const pseudo = statement.movements.filter((movement) => isPseudoTrade(movement.comment));
      expect(statement.trades).toHaveLength(Number(computed.real_trades ?? computed.closed_trades));
      expect(pseudo).toHaveLength(Number(computed.pseudo_trades_item_profit ?? 0));
      expect(sumAmounts(pseudo.map((movement) => movement.amount))).toBe(
        new Decimal(computed.pseudo_trades_net ?? 0).toFixed(),
      );
      expect(pseudo.every((movement) => movement.kind === 'adjustment')).toBe(true);

      const net = Decimal.sum(
        0,
        ...statement.trades.map(tradeNet),
        ...pseudo.map((movement) => movement.amount),
      );
      expect(net.toFixed()).toBe(new Decimal(String(stated.closed_trade_pl)).toFixed());
      expect(net.toFixed()).toBe(new Decimal(String(computed.net)).toFixed());
      expect(statement.stated.netProfit).toBe(new Decimal(String(stated.closed_trade_pl)).toFixed());
      expect(statement.stated.totalTrades).toBe(stated.total_trades ?? null);

      if (pseudo.length === 0) {
        for (const column of ['profit', 'commission', 'swap'] as const) {
          if (computed[column] === undefined) continue;
          const sum = sumAmounts(statement.trades.map((trade) => trade[column]));
          expect(sum, column).toBe(new Decimal(String(computed[column])).toFixed());
        }
      }
    });

    it('counts wins, losses and zero-net trades as computed (pseudo-trades included, as MT4 counts them)', () => {
      const statement = statementOf(path);
      const nets = [
        ...statement.trades.map(tradeNet),
        ...statement.movements
          .filter((movement) => isPseudoTrade(movement.comment))
          .map((m) => new Decimal(m.amount)),
      ];
      const wins = Number(computed.wins ?? OUTCOMES[path]?.wins);
      const zeroNet = Number(computed.zero_net ?? 0);
      expect(nets.filter((net) => net.gt(0))).toHaveLength(wins);
      expect(nets.filter((net) => net.lt(0))).toHaveLength(Number(computed.losses ?? OUTCOMES[path]?.losses));
      expect(nets.filter((net) => net.isZero())).toHaveLength(zeroNet);
      // MT4's Details count zero-net trades among the Profit Trades.
      if (stated.profit_trades !== undefined) expect(wins + zeroNet).toBe(stated.profit_trades);
      if (stated.loss_trades !== undefined)
        expect(nets.filter((net) => net.lt(0))).toHaveLength(Number(stated.loss_trades));
      const grossProfit = Decimal.sum(0, ...nets.filter((net) => net.gt(0))).toFixed();
      const grossLoss = Decimal.sum(0, ...nets.filter((net) => net.lt(0))).toFixed();
      if (computed.gross_profit !== undefined)
        expect(grossProfit).toBe(new Decimal(computed.gross_profit).toFixed());
      if (computed.gross_loss !== undefined)
        expect(grossLoss).toBe(new Decimal(computed.gross_loss).toFixed());
      if (stated.gross_profit !== undefined)
        expect(grossProfit).toBe(new Decimal(stated.gross_profit).toFixed());
      if (stated.gross_loss_printed_positive !== undefined) {
        expect(grossLoss).toBe(new Decimal(stated.gross_loss_printed_positive).neg().toFixed());
      }
    });

    it('turns balance rows into movements that add up to the stated Deposit/Withdrawal', () => {
      const statement = statementOf(path);
      const balanceRows = statement.movements.filter((movement) => !isPseudoTrade(movement.comment));
      expect(balanceRows).toHaveLength(Number(computed.balance_rows));
      const sum = sumAmounts(balanceRows.map((movement) => movement.amount));
      expect(sum).toBe(new Decimal(String(stated.deposit_withdrawal)).toFixed());
      if (computed.balance_rows_sum !== undefined)
        expect(sum).toBe(new Decimal(computed.balance_rows_sum).toFixed());
      if (computed.financing_rows_sum !== undefined) {
        const financing = statement.movements.filter((movement) => movement.kind === 'financing');
        expect(sumAmounts(financing.map((movement) => movement.amount))).toBe(
          new Decimal(computed.financing_rows_sum).toFixed(),
        );
      }
    });

    it('counts what it skipped: cancelled and deleted orders, open trades, working orders', () => {
      const statement = statementOf(path);
      const cancelled = Number(computed.cancelled_orders ?? 0) + Number(computed.deleted_no_money ?? 0);
      expect(skippedCount(statement, 'cancelled-order')).toBe(cancelled);
      expect(skippedCount(statement, 'open-position')).toBe(Number(computed.open_trades ?? 0));
      expect(skippedCount(statement, 'working-order')).toBe(Number(computed.working_orders ?? 0));
      expect(skippedCount(statement, 'unreadable-row')).toBe(0);
      expect(statement.skipped.every((entry) => entry.count > 0)).toBe(true);
    });

    it('gives every trade a ticket, well-formed times and oldest-first order', () => {
      const { trades } = statementOf(path);
      const time = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
      expect(trades.every((trade) => trade.ticket !== null && /^\d+$/.test(trade.ticket))).toBe(true);
      expect(new Set(trades.map((trade) => trade.ticket)).size).toBe(trades.length);
      expect(trades.every((trade) => time.test(trade.closeTime) && time.test(trade.openTime ?? ''))).toBe(
        true,
      );
      expect(
        trades.every(
          (trade, index) => index === 0 || (trades[index - 1]?.closeTime ?? '') <= trade.closeTime,
        ),
      ).toBe(true);
      expect(
        trades.every((trade) => trade.net === null && trade.symbol !== '' && trade.symbol !== 'profit'),
      ).toBe(true);
    });
  });

  it('reads one trade completely (OANDA, no comment, S/L and T/P at 0)', () => {
    const statement = statementOf('mt4/mt4_oanda_usd_interest_1trade.htm');
    expect(statement.trades).toEqual([
      {
        ticket: '209952078',
        symbol: 'xauusd',
        side: 'buy',
        openTime: '2016-05-08 21:33:06',
        closeTime: '2016-05-08 22:05:19',
        volume: '0.15',
        openPrice: '1286.5',
        closePrice: '1286.44',
        stopLoss: null,
        takeProfit: null,
        commission: '0',
        swap: '0',
        taxes: '0',
        profit: '-0.9',
        net: null,
        comment: null,
      },
    ]);
    expect(statement.movements.map(({ kind, amount }) => ({ kind, amount }))).toEqual([
      { kind: 'deposit', amount: '100000' },
      { kind: 'interest', amount: '-0.02' },
    ]);
  });

  it('takes the comment from the ticket title and keeps S/L and T/P (tradeslide, newest-first file)', () => {
    const { trades } = statementOf('mt4/mt4_tradeslide_usd_124trades.htm');
    const last = trades[trades.length - 1];
    expect(last).toMatchObject({
      ticket: '77953025',
      symbol: 'gbpjpy',
      side: 'buy',
      volume: '3.56',
      openPrice: '180.19',
      stopLoss: '179.979',
      takeProfit: '180.8',
      closePrice: '179.974',
      commission: '-22.7',
      profit: '-543.43',
      comment: '#2022052714 [sl]',
    });
    expect(trades.filter((trade) => trade.side === 'buy')).toHaveLength(68);
    expect(trades.filter((trade) => trade.side === 'sell')).toHaveLength(56);
  });

  it('keeps partial closes as separate trades linked in the comment', () => {
    const alpari = statementOf('mt4/mt4_alpari_usd_2089trades.htm').trades;
    expect(alpari.filter((trade) => trade.comment?.startsWith('to #'))).toHaveLength(203);
    expect(alpari.filter((trade) => trade.comment?.startsWith('from #'))).toHaveLength(180);
    const ronnaru = statementOf('mt4/mt4_ronnaru_jpy-account_729trades.htm').trades;
    const from = ronnaru.find((trade) => trade.comment === 'from #10879500[sl/gap]');
    expect(from).toMatchObject({ ticket: '10901601', volume: '0.01', profit: '-1350', swap: '101' });
    expect(ronnaru.find((trade) => trade.ticket === '10879500')?.comment).toBe('to #10901601');
  });

  it('reads the JPY account in whole yen', () => {
    const statement = statementOf('mt4/mt4_ronnaru_jpy-account_729trades.htm');
    const integer = /^-?\d+$/;
    const money = statement.trades.flatMap((trade) => [
      trade.profit,
      trade.commission,
      trade.taxes,
      trade.swap,
    ]);
    expect(money.every((amount) => integer.test(amount))).toBe(true);
    expect(statement.movements.map(({ kind, amount }) => ({ kind, amount }))).toEqual([
      { kind: 'deposit', amount: '200000' },
      { kind: 'deposit', amount: '300000' },
    ]);
    expect(statement.trades.find((trade) => trade.ticket === '10884280')?.profit).toBe('-2718');
    const symbols = new Set(statement.trades.map((trade) => trade.symbol));
    expect(['eurusd.', 'xauusd.', 'jp225', 'us_oil', 'spx500'].every((symbol) => symbols.has(symbol))).toBe(
      true,
    );
  });

  it('classifies OANDA financing and the other balance rows', () => {
    const oanda = statementOf('mt4/mt4_oanda_usd_financing_42trades.htm').movements;
    expect(oanda.map(({ kind, amount }) => ({ kind, amount }))).toEqual([
      { kind: 'adjustment', amount: '5000' },
      { kind: 'financing', amount: '-2.46' },
      { kind: 'financing', amount: '-0.08' },
    ]);
    const fyntura = statementOf('mt4/mt4_fyntura_usd_magic-rows_297trades.htm').movements;
    expect(fyntura.map(({ kind, amount }) => ({ kind, amount }))).toEqual([
      { kind: 'deposit', amount: '397' },
      { kind: 'withdrawal', amount: '-350' },
      { kind: 'withdrawal', amount: '-450' },
    ]);
    expect(
      statementOf('mt4/mt4_magellan_usd_636trades.htm').movements.map((movement) => movement.kind),
    ).toEqual(['deposit']);
    const alpari = statementOf('mt4/mt4_alpari_usd_2089trades.htm').movements;
    const count = (pattern: RegExp) =>
      alpari.filter((movement) => pattern.test(movement.comment ?? '')).length;
    const kinds = (pattern: RegExp) =>
      new Set(
        alpari.filter((movement) => pattern.test(movement.comment ?? '')).map((movement) => movement.kind),
      );
    expect(count(/^Dividend/)).toBe(26);
    expect(kinds(/^Dividend/)).toEqual(new Set(['adjustment']));
    expect(kinds(/^IntrFr/)).toEqual(new Set(['deposit']));
    expect(kinds(/^IntrTo/)).toEqual(new Set(['withdrawal']));
    expect(kinds(/^Summary balance result/)).toEqual(new Set(['adjustment']));
  });

  it('does not take fyntura magic sub-rows for trades', () => {
    const { trades } = statementOf('mt4/mt4_fyntura_usd_magic-rows_297trades.htm');
    expect(trades.filter((trade) => trade.side === 'buy')).toHaveLength(191);
    expect(trades.filter((trade) => trade.side === 'sell')).toHaveLength(106);
  });

  it('decodes the UTF-8 statement without a charset declaration', () => {
    const statement = statementOf('mt4/mt4_demo_es-name-utf8_23trades.htm');
    // The non-ASCII letters are in the company line (and the title); the name is only checked for mojibake.
    expect(statement.account.broker).toBe('Cuenta de demostraci\u00f3n');
    expect(/\u00c3|\ufffd/.test(statement.account.name ?? '')).toBe(false);
    expect(statement.account.currency).toBe('USD');
  });

  it('parses the 1.2 MB Alpari statement in well under a second', () => {
    const bytes = fixture('mt4/mt4_alpari_usd_2089trades.htm');
    const started = performance.now();
    parseMt4Html(bytes);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('looksLikeMt4', () => {
  it('recognises the MT4 statements and nothing else among the fixtures', () => {
    for (const path of MT4_FIXTURES) expect(looksLikeMt4(decodeStatement(fixture(path))), path).toBe(true);
    const others = Object.keys(totals).filter((path) => /\.html?$/.test(path) && !path.startsWith('mt4/'));
    expect(others.length).toBeGreaterThan(0);
    for (const path of others) expect(looksLikeMt4(decodeStatement(fixture(path))), path).toBe(false);
  });
});

describe('parseMt4Html on bad input', () => {
  const statementBytes = () => fixture('mt4/mt4_oanda_usd_interest_1trade.htm');

  it('rejects empty bytes and blank text', () => {
    expect(errorCode(() => parseMt4Html(new Uint8Array()))).toBe('empty');
    expect(errorCode(() => parseMt4Html(Buffer.from(' \n\t ')))).toBe('empty');
  });

  it('rejects a random HTML page and a PNG', () => {
    const page =
      '<!DOCTYPE html><html><head><title>Prices</title></head><body><table><tr><td>1</td></tr></table>';
    expect(errorCode(() => parseMt4Html(Buffer.from(page)))).toBe('not-a-statement');
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00,
      0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00,
      0x00, 0x00, 0x0a,
    ]);
    expect(errorCode(() => parseMt4Html(png))).toBe('not-a-statement');
  });

  it('reports a statement cut short as truncated', () => {
    const bytes = statementBytes();
    const text = bytes.toString('utf8');
    expect(errorCode(() => parseMt4Html(bytes.subarray(0, Math.floor(bytes.length / 2))))).toBe('truncated');
    const inClosed = text.indexOf('<td>buy</td>');
    expect(errorCode(() => parseMt4Html(Buffer.from(text.slice(0, inClosed))))).toBe('truncated');
    const beforeSummary = text.indexOf('Summary:');
    expect(errorCode(() => parseMt4Html(Buffer.from(text.slice(0, beforeSummary))))).toBe('truncated');
    const big = fixture('mt4/mt4_tradeslide_usd_124trades.htm');
    expect(errorCode(() => parseMt4Html(big.subarray(0, Math.floor(big.length / 2))))).toBe('truncated');
  });

  it('reports an MT4 statement without Closed Transactions', () => {
    const text = statementBytes().toString('utf8');
    const start = text.indexOf('<tr align=left><td colspan=13><b>Closed Transactions:');
    const end = text.indexOf('<tr align=left><td colspan=14><b>Open Trades:');
    expect(start).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    const withoutClosed = text.slice(0, start) + text.slice(end);
    expect(errorCode(() => parseMt4Html(Buffer.from(withoutClosed)))).toBe('no-trades-section');
  });
});

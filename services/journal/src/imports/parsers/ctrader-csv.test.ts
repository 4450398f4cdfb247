import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { expectedTotals, fixture } from '../../testing/fixtures';
import { type CsvMapping, createDateReader, detectPreset, parseCsv, previewCsv } from './csv';
import { parseCtraderHtml, zoneFromLabel } from './ctrader-html';
import { type ParsedStatement, type ParsedTrade, StatementError } from './statement';
import { sumAmounts } from './text';

const CTRADER = 'ctrader/ctrader_propfirmstech_es_55trades.html';

const netOf = (trade: ParsedTrade) =>
  trade.net ?? sumAmounts([trade.profit, trade.commission, trade.swap, trade.taxes]);
const totalNet = (statement: ParsedStatement) => sumAmounts(statement.trades.map(netOf));
const csv = (text: string) => Buffer.from(text, 'utf8');

function refusal(run: () => unknown): StatementError {
  try {
    run();
  } catch (error) {
    if (error instanceof StatementError) return error;
    throw error;
  }
  throw new Error('expected a StatementError');
}

describe('cTrader HTML statement', () => {
  const statement = parseCtraderHtml(fixture(CTRADER));
  const expected = expectedTotals()[CTRADER];

  it('reads every closed position of the history, net only', () => {
    expect(statement.format).toBe('ctrader-html');
    expect(statement.language).toBe('es');
    expect(statement.timeZone).toBe('UTC');
    expect(statement.trades).toHaveLength(55);
    expect(statement.trades.filter((trade) => trade.side === 'buy')).toHaveLength(47);
    expect(statement.trades.filter((trade) => trade.side === 'sell')).toHaveLength(8);
    expect(totalNet(statement)).toBe('1999.35');
    expect(new Decimal(totalNet(statement)).eq(expected?.computed?.net as string)).toBe(true);
    expect(statement.trades.filter((trade) => new Decimal(netOf(trade)).gt(0))).toHaveLength(41);
    expect(statement.trades.filter((trade) => new Decimal(netOf(trade)).lt(0))).toHaveLength(14);
    expect(sumAmounts(statement.trades.filter((t) => new Decimal(netOf(t)).gt(0)).map(netOf))).toBe(
      '5103.61',
    );
    expect(sumAmounts(statement.trades.filter((t) => new Decimal(netOf(t)).lt(0)).map(netOf))).toBe(
      '-3104.26',
    );
    expect(statement.stated).toEqual({ netProfit: '1999.35', totalTrades: null });
    expect(statement.skipped).toEqual([{ reason: 'summary-row', count: 1 }]);
  });

  it('keeps the row as printed: no ticket, no open time, net as profit with zero costs', () => {
    expect(statement.trades[0]).toEqual({
      ticket: null,
      symbol: 'EURUSD',
      side: 'buy',
      openTime: null,
      closeTime: '2025-07-30 13:13:02.678',
      volume: '0.65',
      openPrice: '1.14748',
      closePrice: '1.1464',
      stopLoss: null,
      takeProfit: null,
      commission: '0',
      swap: '0',
      taxes: '0',
      profit: '-71.66',
      net: '-71.66',
      comment: null,
    });
    expect(statement.trades[54]).toMatchObject({ symbol: 'XAUUSD', volume: '5', net: '275.5' });
  });

  it('reads the header and the transactions', () => {
    expect(statement.account.number).toMatch(/^\d{7}$/);
    expect(statement.account).toMatchObject({ currency: 'USD', broker: 'PropFirmsTech', name: null });
    expect(statement.generatedAt).toBe('2025-08-31 18:21:39.565');
    expect(statement.movements).toEqual([
      { kind: 'deposit', ticket: 'TID750282', time: '2025-07-30 10:04:23', amount: '15000', comment: null },
      {
        kind: 'withdrawal',
        ticket: 'TID780900',
        time: '2025-08-21 14:16:25',
        amount: '-1216.05',
        comment: null,
      },
    ]);
  });

  it('reads English labels and a non-zero UTC offset', () => {
    const english = `<html><body><table>
      <tr><td>Account :</td><td>123</td><td>01/09/2025 10:00:00.000, UTC +2</td></tr>
      <tr><td>Currency :</td><td>EUR</td></tr></table>
      <table><tr><td>History</td></tr>
      <tr><td>Totals</td><td>Symbol</td><td>Opening direction</td><td>Closing time (UTC+2)</td><td>Entry price</td>
        <td>Closing price</td><td>Closing Quantity</td><td>Net EUR</td><td>Balance EUR</td></tr>
      <tr><td></td><td>US500</td><td>Sell</td><td>29/02/2024 23:59:59.001</td><td>5 100.5</td><td>5 090</td>
        <td>1.5 Lots</td><td>1 010.25</td><td>11 010.25</td></tr>
      <tr><td></td><td>US500</td><td>Hold</td><td>01/03/2024 10:00:00.000</td><td>1</td><td>1</td><td>1 Lots</td>
        <td>1</td><td>1</td></tr>
      <tr><td>Totals</td><td></td><td></td><td></td><td></td><td></td><td></td><td>1011.25</td><td></td></tr>
      <tr><td>Transactions</td></tr>
      <tr><td>Totals</td><td>ID</td><td>Time (UTC+2)</td><td>Type</td><td>Amount EUR</td><td>Note</td></tr>
      <tr><td></td><td>T1</td><td>01/01/2024 08:00:00</td><td>Withdrawal</td><td>250.00</td><td></td></tr>
      </table></body></html>`;
    const parsed = parseCtraderHtml(csv(english));
    expect(parsed.language).toBe('en');
    expect(parsed.timeZone).toBe('Etc/GMT-2');
    expect(parsed.account).toMatchObject({ number: '123', currency: 'EUR' });
    expect(parsed.trades).toHaveLength(1);
    expect(parsed.trades[0]).toMatchObject({
      side: 'sell',
      closeTime: '2024-02-29 23:59:59.001',
      volume: '1.5',
      openPrice: '5100.5',
      closePrice: '5090',
      net: '1010.25',
    });
    expect(parsed.skipped).toEqual([
      { reason: 'unreadable-row', count: 1 },
      { reason: 'summary-row', count: 1 },
    ]);
    expect(parsed.stated.netProfit).toBe('1011.25');
    expect(parsed.movements).toEqual([
      { kind: 'withdrawal', ticket: 'T1', time: '2024-01-01 08:00:00', amount: '-250', comment: null },
    ]);
  });

  it('names zones from cTrader offsets and refuses what is not a cTrader statement', () => {
    expect(zoneFromLabel('UTC +0')).toBe('UTC');
    expect(zoneFromLabel('(UTC-5)')).toBe('Etc/GMT+5');
    expect(zoneFromLabel('UTC +5:30')).toBeNull();
    expect(refusal(() => parseCtraderHtml(fixture('csv/tradezero_tradenote.csv'))).code).toBe(
      'not-a-statement',
    );
    expect(refusal(() => parseCtraderHtml(new Uint8Array())).code).toBe('empty');
  });
});

describe('CSV presets on the fixtures', () => {
  // Deltalytix's synthetic samples: the same two trades in every platform's shape (SOURCES.md section 4).
  const futures = [
    {
      side: 'buy',
      volume: '2',
      openPrice: '5125.25',
      closePrice: '5130.5',
      profit: '52.5',
      commission: '-2.4',
    },
    {
      side: 'sell',
      volume: '1',
      openPrice: '18550',
      closePrice: '18535.25',
      profit: '29.5',
      commission: '-1.2',
    },
  ];
  it.each([
    [
      'ninjatrader-performance',
      'ninjatrader-performance',
      ['MES 03-25', 'MNQ 03-25'],
      '2025-03-10 09:35:12',
      null,
    ],
    ['tradezella', 'tradezella', ['MES', 'MNQ'], '2025-03-10 09:35:12', null],
    ['quantower', 'quantower', ['MES', 'MNQ'], '2025-03-10 09:35:12', 'UTC'],
    // Topstep prints -05:00: times are moved to UTC.
    ['topstep', 'topstep', ['MESH5', 'MNQH5'], '2025-03-10 14:35:12', 'UTC'],
    // The symbol is the report's preamble line; the synthetic sample files the MNQ trade under MESZ4 too.
    ['rithmic-performance', 'rithmic-performance', ['MESZ4', 'MESZ4'], '2025-03-10 09:35:12', null],
    // Fills without P/L: the money comes from the contracts' point values (MES 5 USD, MNQ 2 USD a point).
    ['rithmic-orders', 'rithmic-orders', ['MESZ4', 'MNQZ4'], '2025-03-10 09:35:12', null],
  ])('%s sample: its two trades', (file, preset, symbols, firstOpen, zone) => {
    const bytes = fixture(`csv/synthetic_deltalytix_${file}-sample.csv`);
    expect(previewCsv(bytes).preset?.id).toBe(preset);
    const parsed = parseCsv(bytes);
    expect(parsed.timeZone).toBe(zone);
    expect(parsed.skipped).toEqual([]);
    expect(parsed.trades.map((trade) => trade.symbol)).toEqual(symbols);
    expect(parsed.trades).toMatchObject(futures);
    expect(parsed.trades[0]?.openTime).toBe(firstOpen);
    expect(parsed.trades.map(netOf)).toEqual(['50.1', '28.3']);
  });

  it('FTMO sample (MetaTrader-style, semicolons, Price twice)', () => {
    const bytes = fixture('csv/synthetic_deltalytix_ftmo-sample.csv');
    const preview = previewCsv(bytes);
    expect(preview.delimiter).toBe(';');
    expect(preview.preset?.id).toBe('ftmo');
    expect(preview.header.slice(5, 10)).toEqual(['Price', 'S/L', 'T/P', 'Close', 'Price#2']);
    const parsed = parseCsv(bytes);
    expect(parsed.trades).toEqual([
      {
        ticket: '10001',
        symbol: 'EURUSD',
        side: 'buy',
        openTime: '2025-03-10 09:35:12',
        closeTime: '2025-03-10 10:05:40',
        volume: '0.2',
        openPrice: '1.0852',
        closePrice: '1.0861',
        stopLoss: null,
        takeProfit: null,
        commission: '-1.2',
        swap: '0',
        taxes: '0',
        profit: '18',
        net: null,
        comment: null,
      },
      expect.objectContaining({
        ticket: '10002',
        symbol: 'GBPUSD',
        side: 'sell',
        profit: '14',
        commission: '-0.8',
      }),
    ]);
    expect(totalNet(parsed)).toBe('30');
  });

  it('Tradovate performance sample: the side follows the timestamps', () => {
    const parsed = parseCsv(fixture('csv/synthetic_deltalytix_tradovate-sample.csv'));
    // The sample books MNQ as bought at 10:15:05 and sold at 10:28:40: by its own timestamps a long.
    expect(parsed.trades).toMatchObject([
      {
        symbol: 'MESH5',
        side: 'buy',
        volume: '2',
        openPrice: '5125.25',
        closePrice: '5130.5',
        profit: '52.5',
      },
      {
        symbol: 'MNQH5',
        side: 'buy',
        volume: '1',
        openPrice: '18535.25',
        closePrice: '18550',
        profit: '29.5',
      },
    ]);
    expect(totalNet(parsed)).toBe('82');
  });

  it('Tradovate paired positions: 5 pairs, 15 contracts, P/L -218.00, two shorts', () => {
    const file = 'csv/tradovate_paired_apex_tradetally.csv';
    const parsed = parseCsv(fixture(file));
    expect(parsed.trades).toHaveLength(expectedTotals()[file]?.computed?.pairs as number);
    expect(totalNet(parsed)).toBe('-218');
    expect(parsed.trades.map(netOf)).toEqual(['-12.5', '-24.5', '-39', '-52', '-90']);
    expect(sumAmounts(parsed.trades.map((trade) => trade.volume))).toBe('15');
    expect(parsed.trades.map((trade) => trade.side)).toEqual(['buy', 'buy', 'buy', 'sell', 'sell']);
    expect(parsed.trades[4]).toMatchObject({
      openTime: '2026-04-09 15:30:37',
      closeTime: '2026-04-09 15:30:48',
      openPrice: '25073.75',
      closePrice: '25082.75',
    });
    expect(parsed.account.currency).toBe('USD');
  });

  it.each(['csv/tradezero_tradenote.csv', 'csv/tradenote_template.csv'])(
    '%s: 15 fills make 5 round trips, net 33.76',
    (file) => {
      const parsed = parseCsv(fixture(file));
      expect(parsed.skipped).toEqual([]);
      expect(parsed.trades).toHaveLength(5);
      expect(
        parsed.trades.map((trade) => `${trade.symbol} ${trade.side} ${trade.volume} ${trade.profit}`),
      ).toEqual([
        'RBLX sell 50 5.5',
        'RBLX sell 100 -22',
        'RBLX sell 100 10.5',
        'SQ buy 50 -12.5',
        'SQ sell 100 52.95',
      ]);
      expect(sumAmounts(parsed.trades.map((trade) => trade.profit))).toBe('34.45');
      const fees = parsed.trades.flatMap((trade) => [trade.commission, trade.taxes]);
      expect(sumAmounts(fees)).toBe('-0.69');
      expect(totalNet(parsed)).toBe('33.76');
      expect(totalNet(parsed)).toBe(
        new Decimal(expectedTotals()['csv/tradezero_tradenote.csv']?.computed?.net as string).toFixed(),
      );
      expect(parsed.trades[4]).toMatchObject({
        openTime: '2022-08-08 10:25:15',
        closeTime: '2022-08-08 10:27:25',
        openPrice: '90.93',
        closePrice: '90.4005',
        taxes: '-0.23',
      });
      expect(
        parsed.trades[4]?.closes?.map((close) => `${close.volume}@${close.price} ${close.profit}`),
      ).toEqual(['50@90.67 13', '25@90.31 15.5', '13@90 12.09', '12@89.9 12.36']);
    },
  );

  // Read as a generic CSV, TD Ameritrade's statement (a cash ledger with the trade as free text, "SOLD -100 AMZN
  // @9.65") and IBKR's Flex report (XML) are refused with a code rather than read into wrong trades: both have
  // parsers of their own (tdameritrade-csv, ibkr-xml), which the format sniffer picks before any CSV preset.
  it.each([
    ['csv/tdameritrade_statement_tradenote.csv', 'tdameritrade account statement'],
    ['csv/ibkr_flex_sanitised_tradetally.xml', 'markup, not CSV'],
  ])('%s is refused', (file, detail) => {
    const error = refusal(() => parseCsv(fixture(file)));
    expect(error.code).toBe('unknown-format');
    expect(error.detail).toBe(detail);
  });
});

const TRADES: CsvMapping = {
  mode: 'trades',
  delimiter: 'auto',
  decimalComma: false,
  dateFormat: 'DD/MM/YYYY HH:mm',
  timeZone: 'Europe/Madrid',
  skipRows: 0,
  costsArePositive: false,
  columns: {
    symbol: 'Symbol',
    side: 'Side',
    closeTime: 'Closed',
    volume: 'Lots',
    closePrice: 'Exit',
    commission: ['Comm', 'Fee'],
    profit: 'Profit',
  },
};

describe('CSV mapping', () => {
  it('reads decimal commas, semicolons, a preamble, a BOM and the user zone', () => {
    const text =
      '\ufeffMy broker export\nAccount 1;;;\nSymbol;Side;Closed;Lots;Exit;Comm;Fee;Profit\n' +
      'DAX;Venta;31/12/2024 23:59;1,5;18.000,25;-1,10;;-1.234,50\n';
    const parsed = parseCsv(csv(text), {
      ...TRADES,
      decimalComma: true,
      skipRows: 2,
      sides: { buy: ['Compra'], sell: ['Venta'] },
    });
    expect(parsed.timeZone).toBe('Europe/Madrid');
    expect(parsed.trades).toEqual([
      {
        ticket: null,
        symbol: 'DAX',
        side: 'sell',
        openTime: null,
        closeTime: '2024-12-31 23:59:00',
        volume: '1.5',
        openPrice: null,
        closePrice: '18000.25',
        stopLoss: null,
        takeProfit: null,
        commission: '-1.1',
        swap: '0',
        taxes: '0',
        profit: '-1234.5',
        net: null,
        comment: null,
      },
    ]);
  });

  it('sums several fee columns, reads quoted US thousands, currency signs, parentheses and tabs', () => {
    const text =
      'Symbol\tSide\tClosed\tLots\tExit\tComm\tFee\tProfit\n' +
      'AAPL\tbuy\t01/02/2024 10:00\t"1,000"\t"1,930.00"\t0.5\t$0.25\t($1,012.50)\n';
    const parsed = parseCsv(csv(text), { ...TRADES, costsArePositive: true });
    expect(previewCsv(csv(text)).delimiter).toBe('\t');
    expect(parsed.trades[0]).toMatchObject({
      volume: '1000',
      closePrice: '1930',
      commission: '-0.75',
      profit: '-1012.5',
    });
    expect(parsed.trades.map(netOf)).toEqual(['-1013.25']);
  });

  it('a net-only column keeps the net and derives the gross', () => {
    const text = 'Symbol,Side,Closed,Lots,Exit,Comm,Fee,Net\nEURUSD,sell,01/02/2024 10:00,1,1.1,-2,,10\n';
    const parsed = parseCsv(csv(text), {
      ...TRADES,
      columns: { ...TRADES.columns, profit: undefined, net: 'Net' },
    });
    expect(parsed.trades[0]).toMatchObject({ profit: '12', commission: '-2', net: '10' });
  });

  it('counts rows with an impossible date, an unknown side or a non-number as unreadable, never guesses', () => {
    const text = [
      'Symbol,Side,Closed,Lots,Exit,Comm,Fee,Profit',
      'EURUSD,buy,30/02/2024 10:00,1,1.1,0,0,5',
      'EURUSD,flat,01/02/2024 10:00,1,1.1,0,0,5',
      'EURUSD,sell,01/02/2024 25:00,1,1.1,0,0,5',
      'EURUSD,sell,2024-02-01 10:00,1,1.1,0,0,5',
      'EURUSD,sell,01/02/2024 10:00,one,1.1,0,0,5',
      'EURUSD,sell,01/02/2024 10:00,1,1.1,n/a,0,5',
      'EURUSD,sell,01/02/2024 10:00,1,1.1,0,0,',
      'EURUSD,sell,01/02/2024 10:00,1,1.1,0,0,7.25',
    ].join('\n');
    const parsed = parseCsv(csv(text), TRADES);
    expect(parsed.trades.map((trade) => trade.profit)).toEqual(['7.25']);
    expect(parsed.skipped).toEqual([{ reason: 'unreadable-row', count: 7 }]);
  });

  it('a column the file lacks, a bad date format or zone, or clashing side values are bad mappings', () => {
    const text = csv('Symbol,Side,Closed,Lots,Exit,Comm,Fee,Profit\n');
    const missing = refusal(() =>
      parseCsv(text, { ...TRADES, columns: { ...TRADES.columns, swap: ['Swap'] } }),
    );
    expect([missing.code, missing.detail]).toEqual(['bad-mapping', 'Swap']);
    expect(refusal(() => parseCsv(text, { ...TRADES, dateFormat: 'DD/MM HH:mm' })).code).toBe('bad-mapping');
    const zone = refusal(() => parseCsv(text, { ...TRADES, timeZone: 'Mars/Olympus' }));
    expect([zone.code, zone.detail]).toEqual(['bad-mapping', 'timeZone Mars/Olympus']);
    const sides = refusal(() => parseCsv(text, { ...TRADES, sides: { buy: ['B'], sell: ['b'] } }));
    expect(sides.code).toBe('bad-mapping');
    expect(refusal(() => parseCsv(csv('  \n'), TRADES)).code).toBe('empty');
  });

  it('reads the listed date formats strictly', () => {
    expect(createDateReader('YYYY-MM-DD HH:mm:ss')('2024-02-29 13:05:09')).toEqual({
      time: '2024-02-29 13:05:09',
      utc: false,
    });
    expect(createDateReader('YYYY-MM-DD HH:mm:ss')('2023-02-29 13:05:09')).toBeNull();
    expect(createDateReader('MM/DD/YYYY HH:mm:ss')('12/31/2024 23:59:59')?.time).toBe('2024-12-31 23:59:59');
    expect(createDateReader('YYYY.MM.DD HH:mm')('2024.03.10 09:35')?.time).toBe('2024-03-10 09:35:00');
    expect(createDateReader('M/D/YYYY h:mm:ss A')('3/10/2025 12:05:00 AM')?.time).toBe('2025-03-10 00:05:00');
    expect(createDateReader('M/D/YYYY h:mm:ss A')('3/10/2025 13:05:00 PM')).toBeNull();
    expect(createDateReader('ISO')('2025-03-10T23:35:12.5-05:00')).toEqual({
      time: '2025-03-11 04:35:12.500',
      utc: true,
    });
    expect(createDateReader('DD/MM/YYYY HH:mm:ss.SSS')('30/07/2025 13:13:02.678')?.time).toBe(
      '2025-07-30 13:13:02.678',
    );
  });
});

const FILLS: CsvMapping = {
  mode: 'executions',
  delimiter: ',',
  decimalComma: false,
  dateFormat: 'YYYY-MM-DD HH:mm:ss',
  timeZone: null,
  skipRows: 0,
  costsArePositive: true,
  columns: {
    account: 'Acct',
    symbol: 'Sym',
    side: 'Side',
    time: 'Time',
    price: 'Px',
    quantity: 'Qty',
    commission: ['Fee'],
  },
  sides: { buy: ['B'], sell: ['S'] },
};

describe('CSV executions', () => {
  it('pairs FIFO per account and symbol, splits a fill that reverses the position and leaves open fills out', () => {
    const text = [
      'Acct,Sym,Side,Time,Px,Qty,Fee',
      'A,ES,B,2024-01-02 10:00:00,10,1,1',
      'A,ES,B,2024-01-02 10:01:00,12,1,1',
      'B,ES,S,2024-01-02 10:01:30,11,1,1',
      'A,ES,S,2024-01-02 10:02:00,13,3,3',
      'A,ES,B,2024-01-02 10:03:00,12.5,1,1',
      'A,NQ,B,2024-01-02 10:04:00,100,2,0',
    ].join('\n');
    const parsed = parseCsv(csv(text), FILLS);
    expect(parsed.account.number).toBeNull();
    expect(parsed.trades).toHaveLength(2);
    expect(parsed.trades[0]).toMatchObject({
      side: 'buy',
      openTime: '2024-01-02 10:00:00',
      closeTime: '2024-01-02 10:02:00',
      volume: '2',
      openPrice: '11',
      closePrice: '13',
      profit: '4',
      commission: '-4',
    });
    expect(parsed.trades[1]).toMatchObject({
      side: 'sell',
      openTime: '2024-01-02 10:02:00',
      closeTime: '2024-01-02 10:03:00',
      volume: '1',
      openPrice: '13',
      closePrice: '12.5',
      profit: '0.5',
      commission: '-2',
    });
    expect(parsed.skipped).toEqual([{ reason: 'open-position', count: 2 }]);
  });
});

describe('CSV presets', () => {
  it('are chosen by header, the most specific first, or not at all', () => {
    expect(
      detectPreset([
        'Account',
        'T/D',
        'Side',
        'Symbol',
        'Qty',
        'Price',
        'Exec Time',
        'Currency',
        'Comm',
        'SEC',
        'TAF',
        'NSCC',
        'Nasdaq',
        'ECN Remove',
        'ECN Add',
      ])?.id,
    ).toBe('tradezero');
    expect(detectPreset(['Date', 'Symbol', 'Profit'])).toBeNull();
  });
});

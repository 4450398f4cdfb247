import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { expectedTotals, fixture } from '../../testing/fixtures';
import { parseStatement, sniffFormat } from '../parse-statement';
import { previewCsv } from './csv';
import { parseIbkrXml } from './ibkr-xml';
import type { ParsedStatement, ParsedTrade } from './statement';
import { parseTdAmeritradeCsv } from './tdameritrade-csv';
import { sumAmounts } from './text';

const TD = 'csv/tdameritrade_statement_tradenote.csv';
const IBKR = 'csv/ibkr_flex_sanitised_tradetally.xml';

const netOf = (trade: ParsedTrade) =>
  trade.net ?? sumAmounts([trade.profit, trade.commission, trade.swap, trade.taxes]);
const totalNet = (statement: ParsedStatement) => sumAmounts(statement.trades.map(netOf));

describe('format sniffing', () => {
  it('tells both exports by their content, before any CSV preset', () => {
    expect(sniffFormat(fixture(TD))).toBe('tdameritrade-csv');
    expect(sniffFormat(fixture(IBKR))).toBe('ibkr-xml');
    expect(previewCsv(fixture(TD)).preset).toBeNull();
    expect(parseStatement(fixture(TD), 'tdameritrade-csv').format).toBe('tdameritrade-csv');
    expect(parseStatement(fixture(IBKR), 'ibkr-xml').format).toBe('ibkr-xml');
  });
});

describe('TD Ameritrade account statement', () => {
  const statement = parseTdAmeritradeCsv(fixture(TD));
  const expected = expectedTotals()[TD]?.computed;

  // 11 TRD rows make 2 round trips, flat to flat: AMZN is a short (sold 100 + 200 @9.65, bought 300 back
  // @9.6399: 0.0101 × 300 = 3.03); PYPL a long built from 3 buys of 300 (13.39, 13.31, 13.22) and closed by 5
  // sells (12 + 8 + 280 @13.33, 300 + 300 @13.32), FIFO: −0.06 × 300 + 0.01 × 300 + 0.10 × 300 = 15. Shares, so the
  // profit is the price difference times the quantity; 3.03 + 15 = 18.03 is the AMOUNT sum, and the Misc Fees
  // (−0.10 and −0.41) bring it to 17.52, the change in BALANCE.
  it('pairs the Cash Balance executions into round trips whose net is the balance change', () => {
    expect(statement.format).toBe('tdameritrade-csv');
    expect(statement.account).toMatchObject({ currency: 'USD', broker: 'TD Ameritrade' });
    expect(statement.timeZone).toBeNull();
    expect(statement.trades).toHaveLength(2);
    expect(statement.trades.map((trade) => trade.symbol)).toEqual(['AMZN', 'PYPL']);
    expect(sumAmounts(statement.trades.map((trade) => trade.profit))).toBe(expected?.amount);
    expect(sumAmounts(statement.trades.map((trade) => trade.taxes))).toBe(expected?.misc_fees);
    expect(totalNet(statement)).toBe('17.52');
    expect(new Decimal(totalNet(statement)).eq(expected?.net as string)).toBe(true);
    expect(statement.skipped).toEqual([]);
    expect(statement.movements).toEqual([]);
  });

  it('reads the short and the long closed in parts', () => {
    const [amzn, pypl] = statement.trades;
    expect(amzn).toEqual({
      ticket: '5886133162',
      symbol: 'AMZN',
      side: 'sell',
      openTime: '2022-11-12 10:04:09',
      closeTime: '2022-11-12 10:16:16',
      volume: '300',
      openPrice: '9.65',
      closePrice: '9.6399',
      stopLoss: null,
      takeProfit: null,
      commission: '0',
      swap: '0',
      taxes: '-0.1',
      profit: '3.03',
      net: null,
      comment: null,
    });
    expect(pypl).toMatchObject({
      ticket: '5886333124',
      side: 'buy',
      openTime: '2022-11-12 10:31:44',
      closeTime: '2022-11-12 11:27:43',
      volume: '900',
      openPrice: '13.30666667',
      closePrice: '13.32333333',
      commission: '0',
      taxes: '-0.41',
      profit: '15',
    });
    expect(pypl?.closes?.map((close) => `${close.volume}@${close.price} ${close.profit}`)).toEqual([
      '12@13.33 -0.72',
      '8@13.33 -0.48',
      '280@13.33 -16.8',
      '300@13.32 3',
      '300@13.32 30',
    ]);
  });

  it('reports the footer’s total, which disagrees with the rows by 0.02, as stated', () => {
    // TOTAL $0.51 (fees, unsigned), $18.05 (AMOUNT): 18.05 − 0.51 = 17.54, against 17.52 read from the rows.
    expect(statement.stated).toEqual({ netProfit: '17.54', totalTrades: null });
  });

  it('counts fills whose description it cannot read, and positions left open', () => {
    const text = [
      'Account Statement for 123 since 1/2/23 through 1/2/23,,,,,,,,',
      'Cash Balance,,,,,,,,',
      'DATE,TIME,TYPE,REF #,DESCRIPTION,Misc Fees,Commissions & Fees,AMOUNT,BALANCE',
      '01/02/2023,09:30:00,TRD,1,BOT +1 SPY 100 20 JAN 23 400 CALL @1.23,,-0.65,-123.00,"9,876.35"',
      '01/02/2023,09:31:00,TRD,2,BOT +10 MSFT @240.50,,,"-2,405.00","7,471.35"',
      '01/02/2023,16:00:00,DOI,3,ORDINARY DIVIDEND,,,12.5,"7,483.85"',
      ',,,,TOTAL,,$0.65 ,"($2,515.50)",',
    ].join('\r\n');
    const parsed = parseTdAmeritradeCsv(Buffer.from(`\ufeff${text}`, 'utf8'));
    expect(parsed.trades).toEqual([]);
    expect(parsed.skipped).toEqual([
      { reason: 'unreadable-row', count: 1 },
      { reason: 'open-position', count: 1 },
    ]);
    expect(parsed.movements).toEqual([
      {
        kind: 'interest',
        ticket: '3',
        time: '2023-01-02 16:00:00',
        amount: '12.5',
        comment: 'ORDINARY DIVIDEND',
      },
    ]);
    expect(parsed.stated.netProfit).toBe('-2528.65');
  });
});

describe('IBKR Flex Query XML', () => {
  const statement = parseIbkrXml(fixture(IBKR));

  // No position goes flat: GOLD is bought 691 and only 100 sold (a partial close, 591 stay open), AAPL is bought
  // 103 + 137 and never sold. A journal trade is a closed position (MT5's partial closes are `closes` of one), so
  // the import has no trade and counts the 4 fills of the 2 open positions as skipped.
  it('imports no trade and counts the fills of the open positions', () => {
    expect(statement.format).toBe('ibkr-xml');
    expect(statement.account).toEqual({
      number: 'U1234567',
      name: null,
      currency: 'USD',
      broker: 'Interactive Brokers',
      hedging: null,
    });
    expect(statement.generatedAt).toBe('2026-07-15 02:35:46');
    expect(statement.timeZone).toBeNull();
    expect(statement.trades).toEqual([]);
    expect(statement.movements).toEqual([]);
    expect(statement.skipped).toEqual([{ reason: 'open-position', count: 4 }]);
    expect(statement.stated).toEqual({ netProfit: null, totalTrades: null });
  });

  const report = (trades: string[]) =>
    Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?>
<FlexQueryResponse queryName="q" type="AF"><FlexStatements count="1">
<FlexStatement accountId="U1" whenGenerated="20260715;023546"><Trades>${trades.join('\n')}</Trades></FlexStatement>
</FlexStatements></FlexQueryResponse>`,
      'utf8',
    );
  const trade = (attributes: string) =>
    `<Trade accountId="U1" currency="USD" symbol="GOLD" conid="1" multiplier="1" levelOfDetail="EXECUTION" ${attributes} />`;

  it('makes one trade of a position once it is flat, its partial close one of its closes', () => {
    const parsed = parseIbkrXml(
      report([
        trade(
          'tradeID="1" dateTime="20260126;115715" quantity="691" tradePrice="43.1" ibCommission="-3.455" buySell="BUY"',
        ),
        trade(
          'tradeID="2" dateTime="20260615;130207" quantity="-100" tradePrice="44.19" ibCommission="-1.1108314" buySell="SELL"',
        ),
        trade(
          'tradeID="3" dateTime="20260616;100000" quantity="-591" tradePrice="42" ibCommission="-2.9" buySell="SELL"',
        ),
        '<Order accountId="U1" symbol="GOLD" levelOfDetail="ORDER" quantity="-691" />',
      ]),
    );
    expect(parsed.skipped).toEqual([]);
    expect(parsed.trades).toHaveLength(1);
    expect(parsed.trades[0]).toMatchObject({
      ticket: '1',
      side: 'buy',
      openTime: '2026-01-26 11:57:15',
      closeTime: '2026-06-16 10:00:00',
      volume: '691',
      commission: '-7.4658314',
      // (44.19 − 43.10) × 100 + (42 − 43.10) × 591 = 109 − 650.1
      profit: '-541.1',
    });
    expect(parsed.trades[0]?.closes?.map((close) => close.volume)).toEqual(['100', '591']);
  });

  it('takes IBKR’s realised P/L where printed and refuses a multiplier without it', () => {
    const parsed = parseIbkrXml(
      report([
        trade('tradeID="1" dateTime="20260126;115715" quantity="1" tradePrice="10" buySell="BUY"'),
        trade(
          'tradeID="2" dateTime="20260127;115715" quantity="-1" tradePrice="12" buySell="SELL" fifoPnlRealized="1.5"',
        ),
        '<Trade accountId="U1" symbol="ES" conid="2" multiplier="50" dateTime="20260127;115715" quantity="1" tradePrice="5000" buySell="BUY" />',
      ]),
    );
    expect(parsed.trades.map((closed) => closed.profit)).toEqual(['1.5']);
    expect(parsed.skipped).toEqual([{ reason: 'unreadable-row', count: 1 }]);
  });
});

import type { CsvExecutionsMapping, CsvMapping } from './csv';

/** NinjaTrader's side column, "Market pos." (joined so the Spanish-text scan does not read it as a sentence). */
const NINJATRADER_SIDE = ['Market', 'pos.'].join(' ');

/** A named mapping for a layout seen in real or published exports; chosen by its header (`detectPreset`). */
export interface CsvPreset {
  id: string;
  /** A brand name, shown as is. */
  name: string;
  mapping: CsvMapping;
}

const plain = { delimiter: 'auto', decimalComma: false, timeZone: null, skipRows: 0 } as const;

/** TradeZero's executions. TradeNote's generic template has the very same columns, so one preset reads both. */
const tradeZeroFills: CsvExecutionsMapping = {
  ...plain,
  mode: 'executions',
  dateFormat: 'MM/DD/YYYY HH:mm:ss',
  costsArePositive: true,
  columns: {
    account: 'Account',
    currency: 'Currency',
    symbol: 'Symbol',
    side: 'Side',
    date: 'T/D',
    time: 'Exec Time',
    quantity: 'Qty',
    price: 'Price',
    commission: ['Comm', 'ECN Remove', 'ECN Add'],
    taxes: ['SEC', 'TAF', 'NSCC', 'Nasdaq'],
  },
  // Short sale and buy to cover are a sell and a buy like any other.
  sides: { buy: ['B', 'BC'], sell: ['S', 'SS'] },
};

/**
 * Not here, on purpose: TD Ameritrade's account statement and IBKR Flex XML, which have parsers of their own.
 * Rithmic's "Completed Orders" prints fills without P/L: the money of a round trip comes from the contract's point
 * value (`futuresPointValue`), known for the CME micro and e-mini contracts.
 */
export const CSV_PRESETS: readonly CsvPreset[] = [
  {
    id: 'ftmo',
    name: 'FTMO (MetaTrader CSV)',
    mapping: {
      ...plain,
      mode: 'trades',
      dateFormat: 'YYYY.MM.DD HH:mm:ss',
      costsArePositive: false,
      columns: {
        ticket: 'Ticket',
        symbol: 'Symbol',
        side: 'Type',
        openTime: 'Open',
        closeTime: 'Close',
        volume: 'Volume',
        openPrice: 'Price',
        closePrice: 'Price#2',
        stopLoss: 'S/L',
        takeProfit: 'T/P',
        commission: ['Commissions'],
        swap: ['Swap'],
        profit: 'Profit',
      },
      sides: { buy: ['buy'], sell: ['sell'] },
    },
  },
  {
    id: 'tradezella',
    name: 'TradeZella',
    mapping: {
      ...plain,
      mode: 'trades',
      dateFormat: 'YYYY-MM-DD HH:mm:ss',
      costsArePositive: true,
      columns: {
        account: 'Account Name',
        symbol: 'Instrument',
        side: 'Side',
        openDate: 'Open Date',
        openTime: 'Open Time',
        closeDate: 'Close Date',
        closeTime: 'Close Time',
        volume: 'Quantity',
        openPrice: 'Entry Price',
        closePrice: 'Exit Price',
        commission: ['Commission'],
        profit: 'Gross P&L',
      },
      sides: { buy: ['Long'], sell: ['Short'] },
    },
  },
  {
    id: 'tradovate-positions',
    name: 'Tradovate (Position History)',
    mapping: {
      ...plain,
      mode: 'trades',
      dateFormat: 'MM/DD/YYYY HH:mm:ss',
      costsArePositive: true,
      columns: {
        ticket: 'Pair ID',
        account: 'Account',
        currency: 'Currency',
        symbol: 'Contract',
        volume: 'Paired Qty',
        buyTime: 'Bought Timestamp',
        sellTime: 'Sold Timestamp',
        buyPrice: 'Buy Price',
        sellPrice: 'Sell Price',
        profit: 'P/L',
      },
    },
  },
  {
    id: 'tradovate-performance',
    name: 'Tradovate (Performance)',
    mapping: {
      ...plain,
      mode: 'trades',
      dateFormat: 'MM/DD/YYYY HH:mm:ss',
      costsArePositive: true,
      columns: {
        symbol: 'symbol',
        volume: 'qty',
        buyTime: 'boughtTimestamp',
        sellTime: 'soldTimestamp',
        buyPrice: 'buyPrice',
        sellPrice: 'sellPrice',
        profit: 'pnl',
      },
    },
  },
  { id: 'tradezero', name: 'TradeZero / TradeNote', mapping: tradeZeroFills },
  {
    id: 'rithmic-orders',
    name: 'Rithmic (Completed Orders)',
    mapping: {
      ...plain,
      skipRows: 1,
      mode: 'executions',
      dateFormat: 'YYYY-MM-DD HH:mm:ss',
      costsArePositive: true,
      columns: {
        ticket: 'Order Number',
        account: 'Account',
        symbol: 'Symbol',
        side: 'Buy/Sell',
        time: 'Update Time',
        price: 'Avg Fill Price',
        quantity: 'Qty Filled',
        commission: ['Commission Fill Rate'],
      },
      sides: { buy: ['B'], sell: ['S'] },
    },
  },
  {
    id: 'topstep',
    name: 'Topstep',
    mapping: {
      ...plain,
      mode: 'trades',
      dateFormat: 'ISO',
      costsArePositive: true,
      columns: {
        ticket: 'Id',
        symbol: 'ContractName',
        side: 'Type',
        openTime: 'EnteredAt',
        closeTime: 'ExitedAt',
        volume: 'Size',
        openPrice: 'EntryPrice',
        closePrice: 'ExitPrice',
        commission: ['Fees'],
        profit: 'PnL',
      },
      sides: { buy: ['long'], sell: ['short'] },
    },
  },
  {
    id: 'ninjatrader-performance',
    name: 'NinjaTrader (Performance)',
    mapping: {
      ...plain,
      mode: 'trades',
      dateFormat: 'M/D/YYYY h:mm:ss A',
      costsArePositive: true,
      columns: {
        account: 'Account',
        symbol: 'Instrument',
        side: NINJATRADER_SIDE,
        openTime: 'Entry time',
        closeTime: 'Exit time',
        volume: 'Qty',
        openPrice: 'Entry price',
        closePrice: 'Exit price',
        commission: ['Commission'],
        profit: 'Profit',
      },
      sides: { buy: ['Long'], sell: ['Short'] },
    },
  },
  {
    id: 'quantower',
    name: 'Quantower',
    mapping: {
      ...plain,
      mode: 'executions',
      dateFormat: 'YYYY-MM-DD h:mm:ss A Z',
      costsArePositive: true,
      columns: {
        ticket: 'Position ID',
        account: 'Account',
        symbol: 'Symbol',
        side: 'Side',
        time: 'Date/Time',
        quantity: 'Quantity',
        price: 'Price',
        commission: ['Fee'],
        profit: 'Gross P/L',
      },
      sides: { buy: ['Buy'], sell: ['Sell'] },
    },
  },
  {
    id: 'rithmic-performance',
    name: 'Rithmic (Performance)',
    mapping: {
      ...plain,
      mode: 'trades',
      // The report opens with the account and then the symbol, each on a line of its own, before the header.
      skipRows: 2,
      preamble: { account: 0, symbol: 1 },
      dateFormat: 'YYYY-MM-DD HH:mm:ss',
      costsArePositive: true,
      columns: {
        ticket: 'Entry Order Number',
        side: 'Entry Buy/Sell',
        openTime: 'Entry Time',
        closeTime: 'Exit Time',
        volume: 'Fill Size',
        openPrice: 'Entry Price',
        closePrice: 'Exit Price',
        commission: ['Commission & Fees'],
        profit: 'Trade P&L',
      },
      sides: { buy: ['B'], sell: ['S'] },
    },
  },
];

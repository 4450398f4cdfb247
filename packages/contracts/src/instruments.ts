/**
 * The instruments the journal and the calculators know: pip size, digits, contract size (units per lot), and the
 * currencies a price is quoted in. Forex: a pip is 0.0001, 0.01 for JPY-quoted pairs; gold 100 oz a lot with a
 * 0.01 pip ("punto" of 0.10 is ten of them); silver 5,000 oz; indices one point a pip, one unit a lot.
 */
export type InstrumentKind = 'forex' | 'metal' | 'index' | 'crypto' | 'energy';

export interface Instrument {
  symbol: string;
  kind: InstrumentKind;
  /** The currency bought or sold (for indices and energies: the currency of the price). */
  base: string;
  /** The currency the price is in: pip values and P/L arise in it. */
  quote: string;
  pipSize: number;
  digits: number;
  contractSize: number;
}

const forex = (symbol: string): Instrument => {
  const quote = symbol.slice(3);
  const jpy = quote === 'JPY';
  return {
    symbol,
    kind: 'forex',
    base: symbol.slice(0, 3),
    quote,
    pipSize: jpy ? 0.01 : 0.0001,
    digits: jpy ? 3 : 5,
    contractSize: 100_000,
  };
};

const FOREX = [
  // Majors
  'EURUSD',
  'GBPUSD',
  'USDJPY',
  'USDCHF',
  'USDCAD',
  'AUDUSD',
  'NZDUSD',
  // Crosses
  'EURGBP',
  'EURJPY',
  'EURCHF',
  'EURAUD',
  'EURCAD',
  'EURNZD',
  'GBPJPY',
  'GBPCHF',
  'GBPAUD',
  'GBPCAD',
  'GBPNZD',
  'AUDJPY',
  'AUDCHF',
  'AUDCAD',
  'AUDNZD',
  'NZDJPY',
  'NZDCHF',
  'NZDCAD',
  'CADJPY',
  'CADCHF',
  'CHFJPY',
  // Exotics
  'USDMXN',
  'USDZAR',
  'USDTRY',
  'USDSEK',
  'USDNOK',
  'USDPLN',
  'USDSGD',
  'USDHKD',
  'EURTRY',
  'EURPLN',
];

export const INSTRUMENTS: readonly Instrument[] = [
  ...FOREX.map(forex),
  { symbol: 'XAUUSD', kind: 'metal', base: 'XAU', quote: 'USD', pipSize: 0.01, digits: 2, contractSize: 100 },
  {
    symbol: 'XAGUSD',
    kind: 'metal',
    base: 'XAG',
    quote: 'USD',
    pipSize: 0.001,
    digits: 3,
    contractSize: 5000,
  },
  { symbol: 'US30', kind: 'index', base: 'USD', quote: 'USD', pipSize: 1, digits: 1, contractSize: 1 },
  { symbol: 'US500', kind: 'index', base: 'USD', quote: 'USD', pipSize: 0.1, digits: 1, contractSize: 1 },
  { symbol: 'NAS100', kind: 'index', base: 'USD', quote: 'USD', pipSize: 1, digits: 1, contractSize: 1 },
  { symbol: 'GER40', kind: 'index', base: 'EUR', quote: 'EUR', pipSize: 1, digits: 1, contractSize: 1 },
  { symbol: 'UK100', kind: 'index', base: 'GBP', quote: 'GBP', pipSize: 1, digits: 1, contractSize: 1 },
  { symbol: 'JPN225', kind: 'index', base: 'JPY', quote: 'JPY', pipSize: 1, digits: 0, contractSize: 1 },
  { symbol: 'ESP35', kind: 'index', base: 'EUR', quote: 'EUR', pipSize: 1, digits: 1, contractSize: 1 },
  {
    symbol: 'USOIL',
    kind: 'energy',
    base: 'USD',
    quote: 'USD',
    pipSize: 0.01,
    digits: 2,
    contractSize: 1000,
  },
  {
    symbol: 'UKOIL',
    kind: 'energy',
    base: 'USD',
    quote: 'USD',
    pipSize: 0.01,
    digits: 2,
    contractSize: 1000,
  },
  { symbol: 'BTCUSD', kind: 'crypto', base: 'BTC', quote: 'USD', pipSize: 1, digits: 2, contractSize: 1 },
  { symbol: 'ETHUSD', kind: 'crypto', base: 'ETH', quote: 'USD', pipSize: 0.1, digits: 2, contractSize: 1 },
];

const BY_SYMBOL = new Map(INSTRUMENTS.map((instrument) => [instrument.symbol, instrument]));

/** Names brokers give the same instrument. */
const ALIASES: Record<string, string> = {
  GOLD: 'XAUUSD',
  SILVER: 'XAGUSD',
  DJ30: 'US30',
  WS30: 'US30',
  WST30: 'US30',
  DOW: 'US30',
  SPX500: 'US500',
  SP500: 'US500',
  SPX: 'US500',
  NQ100: 'NAS100',
  NDX: 'NAS100',
  NAS: 'NAS100',
  USTEC: 'NAS100',
  US100: 'NAS100',
  DE30: 'GER40',
  DE40: 'GER40',
  GER30: 'GER40',
  DAX: 'GER40',
  FTSE: 'UK100',
  JP225: 'JPN225',
  NIKKEI: 'JPN225',
  IBEX: 'ESP35',
  XTIUSD: 'USOIL',
  WTI: 'USOIL',
  BRENT: 'UKOIL',
  BRN: 'UKOIL',
  XBRUSD: 'UKOIL',
  BTC: 'BTCUSD',
};

/**
 * The instrument a broker's symbol names, suffixes and prefixes removed (`eurusd.`, `EURUSDm`, `eurusd-2`,
 * `GOLD_`, `#US30`, `EURUSD.pro`, `nq100_m`); the cleaned upper-case symbol when it is not in the table.
 */
export function normalizeSymbol(raw: string): string {
  const cleaned = raw
    .trim()
    .toUpperCase()
    .replace(/^[#.]+/, '');
  const candidates = [cleaned, cleaned.replace(/[._\-#+!].*$/, ''), cleaned.replace(/[^A-Z0-9]/g, '')];
  for (const candidate of candidates) {
    for (const name of [candidate, candidate.replace(/(MICRO|MINI|PRO|ECN|RAW|STD|M|I|C|X)$/, '')]) {
      if (BY_SYMBOL.has(name)) return name;
      const alias = ALIASES[name];
      if (alias) return alias;
    }
  }
  return candidates[1] || cleaned;
}

export function findInstrument(symbol: string): Instrument | undefined {
  return BY_SYMBOL.get(normalizeSymbol(symbol));
}

/** Money per point of one contract of the futures a few prop-firm exports name (CME micro and e-mini contracts). */
const FUTURES_POINT_VALUES: Record<string, number> = {
  MES: 5,
  ES: 50,
  MNQ: 2,
  NQ: 20,
  MYM: 0.5,
  YM: 5,
  M2K: 5,
  RTY: 50,
  MGC: 10,
  GC: 100,
  MCL: 100,
  CL: 1000,
  M6E: 12_500,
  '6E': 125_000,
};

/**
 * The point value of a futures contract named with its month code and year (`MESZ4`, `MNQM6`, `ESH25`), or null for
 * anything else: what a fill's price difference is multiplied by to give money.
 */
export function futuresPointValue(symbol: string): number | null {
  const match = /^([A-Z0-9]{1,4}?)[FGHJKMNQUVXZ]\d{1,2}$/.exec(symbol.trim().toUpperCase());
  return match?.[1] ? (FUTURES_POINT_VALUES[match[1]] ?? null) : null;
}

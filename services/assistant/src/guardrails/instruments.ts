/**
 * The instrument a text names, as a code (a pair like "EURUSD", a currency like "EUR", or "XAUUSD", "BTCUSD",
 * "US500" ...): what a signal question is about. Reads the normalized text (see normalize.ts).
 */

const CURRENCIES = [
  'eur',
  'usd',
  'gbp',
  'jpy',
  'chf',
  'cad',
  'aud',
  'nzd',
  'mxn',
  'cop',
  'clp',
  'ars',
  'pen',
  'brl',
];
const PAIR = new RegExp(`\\b(${CURRENCIES.join('|')}|xau|xag|btc|eth)(${CURRENCIES.join('|')})\\b`);

/** Names learners use, most specific first. */
const NAMED: [RegExp, string][] = [
  [/\b(oro|gold|xau)\b/, 'XAUUSD'],
  // "plata" is also money in Latin America ("la plata del alquiler"): silver only when it is not someone's money.
  [/(?<!\b(la|mi|tu|su|sin|con|de|mucha|poca|esa|esta|mas|menos) )\b(plata|silver|xag)\b/, 'XAGUSD'],
  [/\b(bitcoin|bitcoins|btc)\b/, 'BTCUSD'],
  [/\b(ethereum|ether|eth)\b/, 'ETHUSD'],
  [/\b(petroleo|crudo|wti|brent|usoil|oil)\b/, 'USOIL'],
  [/\b(s ?p ?500|sp500|spx|us500)\b/, 'US500'],
  [/\b(nasdaq|nas100|us100|ndx)\b/, 'NAS100'],
  [/\b(dow jones|dow|us30)\b/, 'US30'],
  [/\b(dax|ger40|de40)\b/, 'GER40'],
  [/\b(ibex|ibex35|esp35)\b/, 'ESP35'],
  [/\b(tesla|tsla)\b/, 'TSLA'],
  [/\b(apple|aapl)\b/, 'AAPL'],
  [/\b(nvidia|nvda)\b/, 'NVDA'],
  [/\b(amazon|amzn)\b/, 'AMZN'],
  [/\bcable\b/, 'GBPUSD'],
  [/\bfiber\b/, 'EURUSD'],
  [/\bpeso (mexicano|mx)\b/, 'MXN'],
  [/\bpeso colombiano\b/, 'COP'],
  [/\bpeso chileno\b/, 'CLP'],
  [/\bpeso argentino\b/, 'ARS'],
  [/\b(sol peruano|soles)\b/, 'PEN'],
  [/\b(dolar canadiense|cad|loonie)\b/, 'CAD'],
  [/\b(dolar australiano|aud|aussie)\b/, 'AUD'],
  [/\b(euro|euros|eur)\b/, 'EUR'],
  [/\b(dolar|dolares|usd|dollar)\b/, 'USD'],
  [/\b(libra|libras|esterlina|gbp)\b/, 'GBP'],
  [/\b(yen|yenes|jpy)\b/, 'JPY'],
  [/\b(franco suizo|chf)\b/, 'CHF'],
  [/\b(kiwi|nzd)\b/, 'NZD'],
];

/** "100 euros", "2 mil dolares": an amount of money, not the currency as an instrument. */
const AMOUNT = /\b\d[\d ]*(k |mil |millones de )?(euros?|eur|dolares|dolar|usd|libras?|pesos|soles|yenes)\b/g;

export function findInstrument(normalized: string): string | undefined {
  const pair = PAIR.exec(normalized);
  if (pair) return `${pair[1]}${pair[2]}`.toUpperCase();
  const withoutAmounts = normalized.replace(AMOUNT, ' ');
  return NAMED.find(([pattern]) => pattern.test(withoutAmounts))?.[1];
}

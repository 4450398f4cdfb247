import { type RateTable, rebaseToUsd } from '@pipcrafters/contracts';
import { FinanceMessages } from '../messages';
import { day, isFuture } from './days';

const texts = FinanceMessages.ecb;

/** A file the ECB's formats do not read: its message is Spanish and says what is wrong. */
export class EcbFileError extends Error {}

/** A day's reference rates as the rates table keeps them: dollar pairs as the market quotes them. */
export interface ReferenceRates {
  /** YYYY-MM-DD. */
  date: string;
  rates: RateTable;
}

/** The attributes of every `<Cube …>` element, in document order (the ECB's namespaces and quotes either way). */
function cubes(xml: string): Record<string, string>[] {
  return [...xml.matchAll(/<(?:[\w.-]+:)?Cube\b([^>]*)>/g)].map(([, attributes = '']) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w.-]+)\s*=\s*(["'])(.*?)\2/g)].map(([, name = '', , value = '']) => [
        name,
        value,
      ]),
    ),
  );
}

/**
 * eurofxref-daily.xml: `<Cube time='2025-06-30'>` holding `<Cube currency='USD' rate='1.1720'/>` and the others.
 * A file of several days (eurofxref-hist.xml) gives its first, the latest. The format is a fixed, flat one, read
 * element by element rather than through a general XML library.
 */
function parseXml(xml: string): { date: string | null; perEuro: Record<string, string> } {
  let date: string | null = null;
  const perEuro: Record<string, string> = {};
  for (const cube of cubes(xml)) {
    if (cube.time !== undefined) {
      if (date !== null) break;
      date = day(cube.time);
      if (date === null) throw new EcbFileError(texts.noDate);
    } else if (date !== null && cube.currency && cube.rate && /^[A-Z]{3}$/.test(cube.currency)) {
      perEuro[cube.currency] = cube.rate;
    }
  }
  return { date, perEuro };
}

/**
 * The CSV in eurofxref.zip (`Date, USD, JPY, …` then `30 June 2025, 1.1720, 169.17, …`) or the historical one
 * (ISO dates, latest first, "N/A" where a currency had no rate): the first row of figures.
 */
function parseCsv(csv: string): { date: string | null; perEuro: Record<string, string> } {
  const [header, row] = csv
    .split(/\r?\n/)
    .map((line) => line.split(',').map((cell) => cell.trim()))
    .filter((cells) => cells.some((cell) => cell !== ''));
  if (!header || !row || header[0]?.toLowerCase() !== 'date') throw new EcbFileError(texts.unreadable);
  const perEuro: Record<string, string> = {};
  header.forEach((currency, index) => {
    const rate = row[index];
    if (index > 0 && /^[A-Z]{3}$/.test(currency) && rate && /^\d+(\.\d+)?$/.test(rate))
      perEuro[currency] = rate;
  });
  return { date: day(row[0] ?? ''), perEuro };
}

/**
 * The ECB's euro reference rates of one day, from its XML or its CSV, as dollar pairs (EURUSD, USDJPY, GBPUSD, …):
 * the euro is their base and the table's is the dollar. Throws EcbFileError with a Spanish message.
 */
export function parseEcbReferenceRates(content: string, today = new Date()): ReferenceRates {
  const text = content.replace(/^\uFEFF/, '').trim();
  const { date, perEuro } = text.startsWith('<') ? parseXml(text) : parseCsv(text);
  if (Object.keys(perEuro).length === 0) throw new EcbFileError(texts.unreadable);
  if (date === null) throw new EcbFileError(texts.noDate);
  if (isFuture(date, today)) throw new EcbFileError(texts.future);
  const rates = rebaseToUsd('EUR', perEuro);
  if (!rates) throw new EcbFileError(texts.noUsd);
  return { date, rates };
}

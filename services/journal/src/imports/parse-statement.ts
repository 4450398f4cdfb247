import type { ImportFormat } from '@pipcrafters/contracts';
import { type CsvMapping, parseCsv } from './parsers/csv';
import { looksLikeCtrader, parseCtraderHtml } from './parsers/ctrader-html';
import { looksLikeIbkrFlex, parseIbkrXml } from './parsers/ibkr-xml';
import { looksLikeMt4, parseMt4Html } from './parsers/mt4-html';
import { looksLikeMt5Html, parseMt5Html } from './parsers/mt5-html';
import { looksLikeXlsx, parseMt5Xlsx } from './parsers/mt5-xlsx';
import { type ParsedStatement, StatementError } from './parsers/statement';
import { looksLikeTdAmeritrade, parseTdAmeritradeCsv } from './parsers/tdameritrade-csv';
import { decodeStatement } from './parsers/text';

/**
 * Which format a file is, from its bytes (never from its name): a zip is an MT5 XLSX export; XML with a
 * `FlexQueryResponse` root is IBKR's Flex report; HTML is told apart by each platform's layout; a CSV titled
 * "Account Statement for" with a "Cash Balance" section is TD Ameritrade's (before the CSV presets, which match one
 * header row and could not read its ledger); anything else can only be a CSV with a column mapping.
 */
export function sniffFormat(bytes: Uint8Array): ImportFormat {
  if (bytes.length === 0) throw new StatementError('empty');
  if (looksLikeXlsx(bytes)) return 'mt5-xlsx';
  const head = decodeStatement(bytes.subarray(0, Math.min(bytes.length, 64 * 1024)));
  if (looksLikeIbkrFlex(head)) return 'ibkr-xml';
  if (/<html|<table|<!doctype/i.test(head)) {
    if (looksLikeMt5Html(head)) return 'mt5-html';
    if (looksLikeCtrader(head)) return 'ctrader-html';
    if (looksLikeMt4(head)) return 'mt4-html';
    throw new StatementError('not-a-statement');
  }
  if (bytes.subarray(0, 4096).includes(0)) throw new StatementError('unknown-format');
  if (looksLikeTdAmeritrade(head)) return 'tdameritrade-csv';
  return 'csv';
}

export function parseStatement(
  bytes: Uint8Array,
  format: ImportFormat,
  mapping?: CsvMapping,
): ParsedStatement {
  switch (format) {
    case 'mt4-html':
      return parseMt4Html(bytes);
    case 'mt5-html':
      return parseMt5Html(bytes);
    case 'mt5-xlsx':
      return parseMt5Xlsx(bytes);
    case 'ctrader-html':
      return parseCtraderHtml(bytes);
    case 'ibkr-xml':
      return parseIbkrXml(bytes);
    case 'tdameritrade-csv':
      return parseTdAmeritradeCsv(bytes);
    case 'csv':
      // Without a mapping, a CSV whose header matches a known export (FTMO, TradeZella, Tradovate…) is read by it.
      return parseCsv(bytes, mapping);
  }
}

import { formatNumber, formatPercent } from '@pipcrafters/ui';
import { formatDate } from './dates';

/** "0,29 lotes", "1 lote". */
export function formatLots(lots: string): string {
  return `${formatNumber(lots, 2)} ${Number(lots) === 1 ? 'lote' : 'lotes'}`;
}

/** The reward for each unit risked, as traders write it: "1:2,5". */
export const formatRewardToRisk = (rewardToRisk: string) => `1:${formatNumber(rewardToRisk, 2)}`;

/** "2025-06-30" → "Tipos de cambio de referencia del 30/06/2025". */
export const ratesDateLabel = (date: string) => `Tipos de cambio de referencia del ${formatDate(date)}`;

export interface PlacedErrors {
  /** The first message about each field. */
  byField: Record<string, string>;
  /** Messages about no field of the form (a missing rate, a rule between fields already shown). */
  general: string[];
}

/**
 * The calculators' messages name fields as the API spells them («stopLossPips»); each goes under the first field of
 * the form it names, with the field's label in its place ("El campo «Stop loss (pips)» debe ser…").
 */
export function placeErrors(messages: readonly string[], labels: Record<string, string>): PlacedErrors {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  for (const message of messages) {
    const named = [...message.matchAll(/«([^»]+)»/g)].map((match) => match[1] ?? '');
    const readable = message.replace(/«([^»]+)»/g, (whole, field: string) =>
      labels[field] ? `«${labels[field]}»` : whole,
    );
    const field = named.find((name) => labels[name] !== undefined);
    if (field === undefined) general.push(readable);
    else byField[field] ??= readable;
  }
  return { byField, general };
}

/** Kelly's advice: the percentage to risk, or "no operar (0 %)" when the edge is negative or nil. */
export function formatRecommendedKelly(result: { kellyPct: string; recommendedPct: string }): string {
  return Number(result.recommendedPct) > 0 ? formatPercent(result.recommendedPct) : 'No operar (0 %)';
}

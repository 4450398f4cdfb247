import { randomUUID } from 'node:crypto';
import type {
  JournalStrategy,
  Strategy,
  StrategyRisk,
  StrategyRule,
  StrategyRuleInput,
  StrategyVersion,
} from '@pipcrafters/contracts';
import { StrategiesMessages } from '../messages';

const texts = StrategiesMessages.strategies;

/** A strategy as a version keeps it: everything but its screenshots, version number and times. */
export type StrategySnapshot = StrategyVersion['strategy'];

/** What an edit may change (the id and the template it started from stay). */
export type StrategyFields = Omit<StrategySnapshot, 'id' | 'templateId'>;

export type RuleList = 'entryRules' | 'exitRules' | 'checklist';
export const RULE_LISTS: readonly RuleList[] = ['entryRules', 'exitRules', 'checklist'];

/** Any subset of the fields, rules as sent (an id keeps that rule, none makes a new one), risk as a partial. */
export type FieldsInput = Partial<Omit<StrategyFields, RuleList | 'risk'>> &
  Partial<Record<RuleList, StrategyRuleInput[]>> & { risk?: Partial<StrategyRisk> };

export const NO_RISK_LIMITS: StrategyRisk = {
  maxRiskPercent: null,
  maxDailyLossPercent: null,
  minRewardRisk: null,
  maxOpenTrades: null,
};

/** A strategy started blank: what is not sent. A new strategy is one being tested until its owner says otherwise. */
export const BLANK_FIELDS: StrategyFields = {
  name: '',
  description: '',
  instruments: [],
  timeFrames: [],
  sessions: [],
  style: 'intradia',
  entryRules: [],
  exitRules: [],
  risk: NO_RISK_LIMITS,
  checklist: [],
  status: 'en-prueba',
  tags: [],
};

/** A request whose rules do not fit the strategy (400): the message says which rule of which list. */
export class RuleInputError extends Error {}

/** "001.50" → "1.5": one spelling per number, so an edit that only rewrites a figure the same is no change. */
export function canonicalDecimal(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const integer = whole.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  return decimals ? `${integer}.${decimals}` : integer;
}

const canonicalRisk = (risk: StrategyRisk): StrategyRisk => ({
  maxRiskPercent: risk.maxRiskPercent === null ? null : canonicalDecimal(risk.maxRiskPercent),
  maxDailyLossPercent: risk.maxDailyLossPercent === null ? null : canonicalDecimal(risk.maxDailyLossPercent),
  minRewardRisk: risk.minRewardRisk === null ? null : canonicalDecimal(risk.minRewardRisk),
  maxOpenTrades: risk.maxOpenTrades,
});

/**
 * The rules of one list after an edit: a rule sent with an id keeps that rule (its figures in the journal survive a
 * rewording) and must be one of this list's rules now; one without an id is new and gets one.
 */
export function resolveRules(
  list: RuleList,
  sent: StrategyRuleInput[],
  existing: readonly StrategyRule[],
  newId: () => string = randomUUID,
): StrategyRule[] {
  const known = new Set(existing.map((rule) => rule.id));
  const used = new Set<string>();
  return sent.map((rule) => {
    if (rule.id === undefined) return { id: newId(), text: rule.text };
    const id = rule.id.toLowerCase();
    if (!known.has(id))
      throw new RuleInputError(texts.foreignRuleId(StrategiesMessages.lists[list], rule.id));
    if (used.has(id)) throw new RuleInputError(texts.repeatedRuleId(StrategiesMessages.lists[list], rule.id));
    used.add(id);
    return { id, text: rule.text };
  });
}

/** The fields after an edit: what is sent replaces what was (the risk limit by limit), the rest stays. */
export function applyInput(
  base: StrategyFields,
  input: FieldsInput,
  newId: () => string = randomUUID,
): StrategyFields {
  const next: StrategyFields = { ...base, risk: { ...base.risk } };
  for (const key of [
    'name',
    'description',
    'instruments',
    'timeFrames',
    'sessions',
    'style',
    'status',
    'tags',
  ] as const) {
    if (input[key] !== undefined) Object.assign(next, { [key]: input[key] });
  }
  for (const list of RULE_LISTS) {
    const sent = input[list];
    if (sent !== undefined) next[list] = resolveRules(list, sent, base[list], newId);
  }
  if (input.risk) {
    for (const [key, value] of Object.entries(input.risk)) {
      if (value !== undefined) Object.assign(next.risk, { [key]: value });
    }
  }
  next.risk = canonicalRisk(next.risk);
  return next;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The parts of a strategy, in the order its changes are listed, each with how to read it. */
const PARTS: readonly [keyof typeof StrategiesMessages.changes, (fields: StrategyFields) => unknown][] = [
  ['name', (fields) => fields.name],
  ['description', (fields) => fields.description],
  ['status', (fields) => fields.status],
  ['style', (fields) => fields.style],
  ['instruments', (fields) => fields.instruments],
  ['timeFrames', (fields) => fields.timeFrames],
  ['sessions', (fields) => fields.sessions],
  ['entryRules', (fields) => fields.entryRules],
  ['exitRules', (fields) => fields.exitRules],
  ['maxRiskPercent', (fields) => fields.risk.maxRiskPercent],
  ['maxDailyLossPercent', (fields) => fields.risk.maxDailyLossPercent],
  ['minRewardRisk', (fields) => fields.risk.minRewardRisk],
  ['maxOpenTrades', (fields) => fields.risk.maxOpenTrades],
  ['checklist', (fields) => fields.checklist],
  ['tags', (fields) => fields.tags],
];

/** What changed from one version to the next, in Spanish ("Reglas de entrada", "Riesgo por operación"...). */
export function changesBetween(before: StrategyFields, after: StrategyFields): string[] {
  return PARTS.filter(([, read]) => !same(read(before), read(after))).map(
    ([part]) => StrategiesMessages.changes[part],
  );
}

/** The fields of a strategy as the service keeps them, in a fixed order (so versions compare as JSON). */
export function fieldsOf(strategy: StrategyFields): StrategyFields {
  return {
    name: strategy.name,
    description: strategy.description,
    instruments: [...strategy.instruments],
    timeFrames: [...strategy.timeFrames],
    sessions: [...strategy.sessions],
    style: strategy.style,
    entryRules: strategy.entryRules.map(({ id, text }) => ({ id, text })),
    exitRules: strategy.exitRules.map(({ id, text }) => ({ id, text })),
    risk: canonicalRisk(strategy.risk),
    checklist: strategy.checklist.map(({ id, text }) => ({ id, text })),
    status: strategy.status,
    tags: [...strategy.tags],
  };
}

/** The journal's copy of a strategy (the `strategies.strategy.saved` event): entry rules, then exit rules. */
export function journalStrategy(
  strategy: Pick<Strategy, 'id' | 'version'> & StrategyFields,
): Omit<JournalStrategy, 'deleted'> {
  return {
    id: strategy.id,
    name: strategy.name,
    status: strategy.status,
    version: strategy.version,
    rules: [
      ...strategy.entryRules.map((rule) => ({ ...rule, kind: 'entry' as const })),
      ...strategy.exitRules.map((rule) => ({ ...rule, kind: 'exit' as const })),
    ],
    checklist: strategy.checklist,
    risk: strategy.risk,
    sessions: strategy.sessions,
    instruments: strategy.instruments,
  };
}

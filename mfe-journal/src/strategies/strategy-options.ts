import {
  type JournalStrategy,
  STRATEGY_STATUS_LABELS,
  type StrategyRule,
  type StrategyRuleKind,
} from '@pipcrafters/contracts';

/** What a trade shows of the strategy it was assigned to (the journal keeps the name when the strategy goes). */
export interface AssignedStrategy {
  id: string;
  name: string | null;
}

export interface StrategyOption {
  value: string;
  label: string;
  /** Retired or deleted: listed only because a trade already has it. */
  inactive: boolean;
}

/** Whether a strategy can be given to a trade or a plan today: active or being tried out. */
export function isAssignable(strategy: JournalStrategy): boolean {
  return !strategy.deleted && strategy.status !== 'retirada';
}

/** The name with its state when that is not plain "activa": "Rango (en prueba)", "Rango (eliminada)". */
export function strategyLabel(strategy: Pick<JournalStrategy, 'name' | 'status' | 'deleted'>): string {
  if (strategy.deleted) return `${strategy.name} (eliminada)`;
  if (strategy.status === 'activa') return strategy.name;
  return `${strategy.name} (${STRATEGY_STATUS_LABELS[strategy.status].toLowerCase()})`;
}

const byName = (a: StrategyOption, b: StrategyOption) =>
  Number(a.inactive) - Number(b.inactive) || a.label.localeCompare(b.label, 'es');

/**
 * The strategies a trade or a plan may be assigned to: the active ones and those in trial, plus the one already
 * assigned when it has since been retired or deleted (labelled so), so an edit never loses it silently.
 */
export function assignableOptions(
  strategies: readonly JournalStrategy[],
  assigned: AssignedStrategy | null = null,
): StrategyOption[] {
  const options = strategies
    .filter((strategy) => isAssignable(strategy) || strategy.id === assigned?.id)
    .map((strategy) => ({
      value: strategy.id,
      label: strategyLabel(strategy),
      inactive: !isAssignable(strategy),
    }));
  if (assigned && !options.some((option) => option.value === assigned.id))
    options.push({
      value: assigned.id,
      label: `${assigned.name ?? 'Estrategia'} (eliminada)`,
      inactive: true,
    });
  return options.sort(byName);
}

/** Every strategy the journal knows, for filtering history: retired and deleted ones too, labelled. */
export function filterOptions(strategies: readonly JournalStrategy[]): StrategyOption[] {
  return strategies
    .map((strategy) => ({
      value: strategy.id,
      label: strategyLabel(strategy),
      inactive: !isAssignable(strategy),
    }))
    .sort(byName);
}

export interface RuleGroup {
  kind: StrategyRuleKind;
  title: string;
  rules: StrategyRule[];
}

/** A strategy's entry rules, then its exit rules (an empty group left out). */
export function ruleGroups(strategy: Pick<JournalStrategy, 'rules'>): RuleGroup[] {
  const groups: RuleGroup[] = [
    { kind: 'entry', title: 'Reglas de entrada', rules: [] },
    { kind: 'exit', title: 'Reglas de salida', rules: [] },
  ];
  for (const rule of strategy.rules) {
    groups.find((group) => group.kind === rule.kind)?.rules.push({ id: rule.id, text: rule.text });
  }
  return groups.filter((group) => group.rules.length > 0);
}

/**
 * One rule ticked or unticked. The first touch turns "sin revisar" (null) into a review in which every other rule
 * counts as broken; the result keeps the strategy's order and only its rules.
 */
export function toggleRule(
  strategy: Pick<JournalStrategy, 'rules'>,
  followed: readonly string[] | null,
  ruleId: string,
  checked: boolean,
): string[] {
  const chosen = new Set(followed ?? []);
  if (checked) chosen.add(ruleId);
  else chosen.delete(ruleId);
  return strategy.rules.filter((rule) => chosen.has(rule.id)).map((rule) => rule.id);
}

export type RuleState = 'followed' | 'broken' | 'unreviewed';

/** How a trade stands on one rule: followed, broken, or not reviewed yet (no review at all). */
export function ruleState(followed: readonly string[] | null, ruleId: string): RuleState {
  if (followed === null) return 'unreviewed';
  return followed.includes(ruleId) ? 'followed' : 'broken';
}

/** "Sin revisar", or "3 de 5 reglas seguidas". */
export function reviewSummary(strategy: Pick<JournalStrategy, 'rules'>, followed: readonly string[] | null) {
  if (followed === null) return 'Sin revisar';
  const ids = new Set(strategy.rules.map((rule) => rule.id));
  const count = followed.filter((id) => ids.has(id)).length;
  const total = strategy.rules.length;
  return `${count} de ${total} ${total === 1 ? 'regla seguida' : 'reglas seguidas'}`;
}

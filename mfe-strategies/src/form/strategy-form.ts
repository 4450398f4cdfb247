import {
  normalizeSymbol,
  type Strategy,
  type StrategyInput,
  type StrategyRisk,
  type StrategyRuleInput,
  type StrategySession,
  type StrategyStatus,
  type StrategyStyle,
  type StrategyTemplate,
  type TimeFrame,
} from '@pipcrafters/contracts';

/**
 * The strategy form's values, as typed. Rules keep the id the server gave them (so an edited rule keeps its
 * figures), and a `key` of their own for the list on screen; risk limits are typed the Spanish way ("0,5").
 */
export interface RuleField {
  key: string;
  id?: string;
  text: string;
}

export interface StrategyFormValues {
  name: string;
  description: string;
  instruments: string[];
  timeFrames: TimeFrame[];
  sessions: StrategySession[];
  style: StrategyStyle;
  entryRules: RuleField[];
  exitRules: RuleField[];
  checklist: RuleField[];
  maxRiskPercent: string;
  maxDailyLossPercent: string;
  minRewardRisk: string;
  maxOpenTrades: string;
  status: StrategyStatus;
  tags: string[];
}

export type RuleListName = 'entryRules' | 'exitRules' | 'checklist';
export type RiskFieldName = 'maxRiskPercent' | 'maxDailyLossPercent' | 'minRewardRisk' | 'maxOpenTrades';

/**
 * The limits the server checks (services/strategies' DTO), checked here first so the form says what is wrong
 * before sending it.
 */
export const STRATEGY_LIMITS = {
  name: 120,
  description: 20_000,
  ruleText: 500,
  rules: 30,
  instruments: 30,
  tags: 20,
  tag: 40,
} as const;

/** Each risk limit: its words, its range and its decimals ("máximo 2 decimales"). */
export const RISK_FIELDS: Record<
  RiskFieldName,
  { label: string; min: number; max: number; decimals: number; suffix: string; help: string }
> = {
  maxRiskPercent: {
    label: 'Riesgo máximo por operación',
    min: 0.01,
    max: 100,
    decimals: 2,
    suffix: '%',
    help: 'Porcentaje del saldo de la cuenta que arriesgas como mucho en una operación.',
  },
  maxDailyLossPercent: {
    label: 'Pérdida diaria máxima',
    min: 0.01,
    max: 100,
    decimals: 2,
    suffix: '%',
    help: 'Porcentaje del saldo que, perdido en un día, te hace dejar de operar ese día.',
  },
  minRewardRisk: {
    label: 'Beneficio/riesgo mínimo',
    min: 0.01,
    max: 100,
    decimals: 2,
    suffix: ': 1',
    help: 'Lo que buscas ganar por cada unidad que arriesgas: 2 es 2 : 1.',
  },
  maxOpenTrades: {
    label: 'Operaciones abiertas a la vez',
    min: 1,
    max: 100,
    decimals: 0,
    suffix: '',
    help: 'Cuántas operaciones de esta estrategia puedes tener abiertas al mismo tiempo.',
  },
};

let nextKey = 0;
/** A key for a rule on screen (React's list key), unrelated to its id on the server. */
export function newRuleKey(): string {
  nextKey += 1;
  return `regla-${nextKey}`;
}

export const emptyRule = (): RuleField => ({ key: newRuleKey(), text: '' });

export function emptyStrategyForm(): StrategyFormValues {
  return {
    name: '',
    description: '',
    instruments: [],
    timeFrames: [],
    sessions: [],
    style: 'intradia',
    entryRules: [emptyRule()],
    exitRules: [emptyRule()],
    checklist: [],
    maxRiskPercent: '1',
    maxDailyLossPercent: '',
    minRewardRisk: '',
    maxOpenTrades: '',
    status: 'en-prueba',
    tags: [],
  };
}

/** A decimal the API sent ("0.5") as the form shows it ("0,5"). */
const decimalToField = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).replace('.', ',');

const toFields = (rules: readonly StrategyRuleInput[] | undefined, keepIds: boolean): RuleField[] =>
  (rules ?? []).map((rule) => ({
    key: newRuleKey(),
    ...(keepIds && rule.id ? { id: rule.id } : {}),
    text: rule.text,
  }));

function riskToFields(risk: Partial<StrategyRisk> | undefined) {
  return {
    maxRiskPercent: decimalToField(risk?.maxRiskPercent),
    maxDailyLossPercent: decimalToField(risk?.maxDailyLossPercent),
    minRewardRisk: decimalToField(risk?.minRewardRisk),
    maxOpenTrades: decimalToField(risk?.maxOpenTrades),
  };
}

/** A saved strategy as the edit form shows it: every rule with its id. */
export function formFromStrategy(strategy: Strategy): StrategyFormValues {
  return {
    name: strategy.name,
    description: strategy.description,
    instruments: [...strategy.instruments],
    timeFrames: [...strategy.timeFrames],
    sessions: [...strategy.sessions],
    style: strategy.style,
    entryRules: toFields(strategy.entryRules, true),
    exitRules: toFields(strategy.exitRules, true),
    checklist: toFields(strategy.checklist, true),
    ...riskToFields(strategy.risk),
    status: strategy.status,
    tags: [...strategy.tags],
  };
}

/** A template as the new-strategy form starts from it (its rules are new: the server gives them ids). */
export function formFromTemplate(template: StrategyTemplate): StrategyFormValues {
  const empty = emptyStrategyForm();
  const { strategy } = template;
  return {
    ...empty,
    name: strategy.name ?? template.name,
    description: strategy.description ?? '',
    instruments: [...(strategy.instruments ?? [])],
    timeFrames: [...(strategy.timeFrames ?? [])],
    sessions: [...(strategy.sessions ?? [])],
    style: strategy.style ?? empty.style,
    entryRules: toFields(strategy.entryRules, false),
    exitRules: toFields(strategy.exitRules, false),
    checklist: toFields(strategy.checklist, false),
    ...(strategy.risk ? riskToFields(strategy.risk) : {}),
    status: strategy.status ?? empty.status,
    tags: [...(strategy.tags ?? [])],
  };
}

/** "0,5", "0.5", " 2 " → "0.5", "2" (no float in between); null for anything else. */
export function parseDecimal(text: string): string | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const [whole = '0', fraction] = trimmed.split('.');
  const canonicalWhole = whole.replace(/^0+(?=\d)/, '');
  const canonicalFraction = fraction?.replace(/0+$/, '');
  return canonicalFraction ? `${canonicalWhole}.${canonicalFraction}` : canonicalWhole;
}

const formatLimit = (value: number) => String(value).replace('.', ',');

/** What is wrong with a typed risk limit, or null (blank is fine: no limit). */
export function riskFieldError(field: RiskFieldName, text: string | undefined): string | null {
  const spec = RISK_FIELDS[field];
  if (!text?.trim()) return null;
  const value = parseDecimal(text);
  if (value === null)
    return spec.decimals === 0
      ? 'Escribe un número entero, por ejemplo 2.'
      : 'Escribe un número, por ejemplo 1,5.';
  const decimals = value.split('.')[1]?.length ?? 0;
  if (spec.decimals === 0 && decimals > 0) return 'Escribe un número entero, por ejemplo 2.';
  if (decimals > spec.decimals) return `Como mucho ${spec.decimals} decimales.`;
  const number = Number(value);
  if (number < spec.min || number > spec.max)
    return `Debe estar entre ${formatLimit(spec.min)} y ${formatLimit(spec.max)}.`;
  return null;
}

export function nameError(name: string | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  if (!trimmed) return 'Escribe el nombre de la estrategia.';
  if (trimmed.length > STRATEGY_LIMITS.name) return `Como mucho ${STRATEGY_LIMITS.name} caracteres.`;
  return null;
}

const RULE_WORDS: Record<RuleListName, { one: string; required: boolean }> = {
  entryRules: { one: 'La regla de entrada', required: true },
  exitRules: { one: 'La regla de salida', required: false },
  checklist: { one: 'El punto de la lista', required: false },
};

/**
 * What is wrong with a list of rules, or null: entry rules required, too many, one too long. A blank row is not an
 * error: it is left out when the strategy is saved.
 */
export function ruleListError(list: RuleListName, rules: readonly RuleField[] | undefined): string | null {
  const words = RULE_WORDS[list];
  const items = rules ?? [];
  if (words.required && items.every((rule) => !rule.text.trim()))
    return 'Escribe al menos una regla de entrada.';
  if (items.filter((rule) => rule.text.trim()).length > STRATEGY_LIMITS.rules)
    return `Como mucho ${STRATEGY_LIMITS.rules} por lista.`;
  const long = items.findIndex((rule) => rule.text.trim().length > STRATEGY_LIMITS.ruleText);
  if (long >= 0) return `${words.one} ${long + 1} pasa de ${STRATEGY_LIMITS.ruleText} caracteres.`;
  return null;
}

export function tagsError(tags: readonly string[] | undefined): string | null {
  const list = tags ?? [];
  if (list.length > STRATEGY_LIMITS.tags) return `Como mucho ${STRATEGY_LIMITS.tags} etiquetas.`;
  if (list.some((tag) => tag.trim().length > STRATEGY_LIMITS.tag))
    return `Cada etiqueta, como mucho ${STRATEGY_LIMITS.tag} caracteres.`;
  return null;
}

/** Every problem of the form, by field (what the submit button checks before sending). */
export function validateStrategyForm(
  values: StrategyFormValues,
): Partial<Record<keyof StrategyFormValues, string>> {
  const errors: Partial<Record<keyof StrategyFormValues, string>> = {};
  const name = nameError(values.name);
  if (name) errors.name = name;
  if (values.description.length > STRATEGY_LIMITS.description)
    errors.description = `Como mucho ${STRATEGY_LIMITS.description.toLocaleString('es-ES')} caracteres.`;
  for (const list of ['entryRules', 'exitRules', 'checklist'] as const) {
    const error = ruleListError(list, values[list]);
    if (error) errors[list] = error;
  }
  for (const field of Object.keys(RISK_FIELDS) as RiskFieldName[]) {
    const error = riskFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  if (values.instruments.length > STRATEGY_LIMITS.instruments)
    errors.instruments = `Como mucho ${STRATEGY_LIMITS.instruments} instrumentos.`;
  const tags = tagsError(values.tags);
  if (tags) errors.tags = tags;
  return errors;
}

const rulesToInput = (rules: readonly RuleField[]): StrategyRuleInput[] =>
  rules
    .filter((rule) => rule.text.trim())
    .map((rule) => (rule.id ? { id: rule.id, text: rule.text.trim() } : { text: rule.text.trim() }));

const unique = <T>(items: readonly T[]) => [...new Set(items)];

/**
 * The API's StrategyInput from validated values: texts trimmed, blank rules left out, every kept rule with its id,
 * symbols normalised, tags lower-case without repeats, a blank risk limit sent as null (no limit).
 */
export function toStrategyInput(values: StrategyFormValues, templateId?: string | null): StrategyInput {
  const risk = (field: RiskFieldName) => (values[field].trim() ? parseDecimal(values[field]) : null);
  const maxOpenTrades = risk('maxOpenTrades');
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    instruments: unique(values.instruments.map(normalizeSymbol).filter(Boolean)),
    timeFrames: unique(values.timeFrames),
    sessions: unique(values.sessions),
    style: values.style,
    entryRules: rulesToInput(values.entryRules),
    exitRules: rulesToInput(values.exitRules),
    checklist: rulesToInput(values.checklist),
    risk: {
      maxRiskPercent: risk('maxRiskPercent'),
      maxDailyLossPercent: risk('maxDailyLossPercent'),
      minRewardRisk: risk('minRewardRisk'),
      maxOpenTrades: maxOpenTrades === null ? null : Number(maxOpenTrades),
    },
    status: values.status,
    tags: unique(values.tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean)),
    ...(templateId ? { templateId } : {}),
  };
}

/** The list with the item at `from` moved to `to` (a rule moved up or down); the same list when out of range. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

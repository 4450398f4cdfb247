import type { StrategySession, TimeFrame } from '@pipcrafters/contracts';

/**
 * Every Spanish text of the strategies service a user can read, in one place (`messages.test.ts` fails on one
 * written elsewhere in src, but for the templates' prose in `templates/template-catalog.ts`). Texts several parts
 * share (401, 404 of a route, 429 ...) are contracts' `Messages`.
 */
export const StrategiesMessages = {
  strategies: {
    notFound: 'Estrategia no encontrada.',
    tooMany: (max: number): string => `Puedes tener como máximo ${max} estrategias.`,
    name: 'El nombre de la estrategia tiene entre 1 y 120 caracteres.',
    description: 'La descripción es texto (Markdown) de como máximo 20 000 caracteres.',
    instruments: (max: number): string =>
      `Los instrumentos son una lista de como máximo ${max} símbolos, por ejemplo ["EURUSD", "XAUUSD"].`,
    instrumentsSchema: 'Símbolos de instrumentos que la plataforma conoce ("EURUSD", "XAUUSD").',
    unknownInstrument: (symbol: string): string =>
      `No conocemos el instrumento "${symbol}": usa un símbolo como EURUSD, GBPJPY o XAUUSD.`,
    timeFrames: (known: readonly TimeFrame[]): string =>
      `Los marcos temporales son una lista con valores de: ${known.join(', ')}.`,
    sessions: (known: readonly StrategySession[]): string =>
      `Las sesiones son una lista con valores de: ${known.join(', ')}.`,
    style: 'El estilo es "scalping", "intradia", "swing" o "posicion".',
    status: 'El estado es "activa", "en-prueba" o "retirada".',
    rules: (list: string, max: number): string =>
      `${list}: envía una lista de como máximo ${max} elementos, cada uno un objeto con su texto ("text").`,
    ruleText: 'El texto de cada regla tiene entre 1 y 500 caracteres.',
    ruleId: 'El id de una regla es el UUID que le dio el servidor; para una regla nueva no envíes id.',
    foreignRuleId: (list: string, id: string): string =>
      `${list}: la regla ${id} no es de esta lista de la estrategia (para una regla nueva no envíes id).`,
    repeatedRuleId: (list: string, id: string): string => `${list}: la regla ${id} aparece dos veces.`,
    maxRiskLabel: 'El riesgo máximo por operación',
    maxDailyLossLabel: 'La pérdida máxima diaria',
    risk: 'El riesgo es un objeto con maxRiskPercent, maxDailyLossPercent, minRewardRisk y maxOpenTrades.',
    riskPercent: (label: string, field: string): string =>
      `${label} (${field}) es un porcentaje mayor que 0 y como máximo 100, con hasta 2 decimales, por ejemplo "1" o "0.5" (o null, sin límite).`,
    rewardRisk:
      'El beneficio/riesgo mínimo (minRewardRisk) es un número mayor que 0 y como máximo 100, con hasta 2 decimales, por ejemplo "2" para 2:1 (o null, sin límite).',
    maxOpenTrades:
      'El máximo de operaciones abiertas a la vez (maxOpenTrades) es un número entero de 1 a 100 (o null, sin límite).',
    tags: 'Las etiquetas son hasta 20 palabras de como máximo 40 caracteres.',
    templateId: 'La plantilla no existe: elige una de GET /api/strategies/templates.',
    statusFilter: 'El filtro de estado es "activa", "en-prueba" o "retirada".',
    before: 'El parámetro before es un número de versión entero positivo.',
    limit: 'El parámetro limit es un número entero de 1 a 100.',
    /** The name of a duplicate ("Copia de …"), within the 120 characters of a name. */
    copyOf: (name: string): string => `Copia de ${name}`.slice(0, 120),
  },

  /** The lists of rules, as the messages name them. */
  lists: {
    entryRules: 'Reglas de entrada',
    exitRules: 'Reglas de salida',
    checklist: 'Lista de comprobación',
  },

  /** What changed between two versions of a strategy (GET /api/strategies/{id}/versions). */
  changes: {
    name: 'Nombre',
    description: 'Descripción',
    instruments: 'Instrumentos',
    timeFrames: 'Marcos temporales',
    sessions: 'Sesiones',
    style: 'Estilo',
    entryRules: 'Reglas de entrada',
    exitRules: 'Reglas de salida',
    maxRiskPercent: 'Riesgo por operación',
    maxDailyLossPercent: 'Pérdida máxima diaria',
    minRewardRisk: 'Beneficio/riesgo mínimo',
    maxOpenTrades: 'Operaciones abiertas a la vez',
    checklist: 'Lista de comprobación',
    status: 'Estado',
    tags: 'Etiquetas',
  },

  screenshots: {
    notFound: 'Captura no encontrada.',
    file: 'Adjunta la imagen en el campo "file".',
    notAnImage: 'La captura debe ser una imagen PNG, JPEG o WebP.',
    tooManyPixels: 'La imagen es demasiado grande: como máximo 40 megapíxeles.',
    tooMany: (max: number): string => `Una estrategia admite como máximo ${max} capturas de ejemplo.`,
    link: 'El enlace de la imagen no es válido o ha caducado: vuelve a abrir la estrategia.',
  },

  /** The demo trader's first strategy as it was before its last edit (its version 1). */
  demo: {
    earlierDescription:
      'Opero la ruptura del rango que el precio forma en la sesión asiática, en la primera hora y media de Londres.',
  },
} as const;

import type { StrategyInput } from './strategies';

/**
 * The demo trader's strategies. The strategies service seeds them, and the journal's demo seed assigns trades to
 * them and ticks their rules, on its own: both derive the same ids with service-kit's `stableUuid`:
 * - strategy: `stableUuid('demo-strategy', userId, key)`;
 * - rule: `stableUuid('demo-rule', userId, key, 'entry' | 'exit' | 'checklist', String(index))`.
 */
export interface DemoStrategy {
  key: string;
  strategy: Omit<StrategyInput, 'templateId' | 'entryRules' | 'exitRules' | 'checklist'> & {
    entryRules: string[];
    exitRules: string[];
    checklist: string[];
  };
  /** The journal's demo trades of these symbols go to this strategy (the first strategy that lists a symbol). */
  symbols: string[];
}

export const DEMO_STRATEGIES: readonly DemoStrategy[] = [
  {
    key: 'ruptura-londres',
    symbols: ['EURUSD', 'GBPUSD'],
    strategy: {
      name: 'Ruptura del rango asiático en Londres',
      description:
        'Opero la ruptura del rango que el precio forma en la sesión asiática, solo en la primera hora y media de Londres y a favor de la tendencia de H4.',
      instruments: ['EURUSD', 'GBPUSD'],
      timeFrames: ['M15', 'H1'],
      sessions: ['londres'],
      style: 'intradia',
      entryRules: [
        'El rango asiático mide entre 20 y 50 pips',
        'Cierre de vela de M15 fuera del rango',
        'La ruptura va a favor de la tendencia de H4',
      ],
      exitRules: ['Stop al otro lado del rango', 'Objetivo a 2R; cierro al final de la sesión de Londres'],
      risk: { maxRiskPercent: '1', maxDailyLossPercent: '3', minRewardRisk: '2', maxOpenTrades: 2 },
      checklist: [
        'Sin noticias de alto impacto en la próxima hora',
        'Spread normal',
        'Plan escrito antes de entrar',
      ],
      status: 'activa',
      tags: ['ruptura', 'londres'],
    },
  },
  {
    key: 'retroceso-tendencia',
    symbols: ['USDJPY', 'XAUUSD'],
    strategy: {
      name: 'Retroceso a la media en tendencia',
      description:
        'En una tendencia clara de H4 espero el retroceso a la EMA de 20 y entro con la vela de confirmación en H1.',
      instruments: ['USDJPY', 'XAUUSD'],
      timeFrames: ['H1', 'H4'],
      sessions: ['londres', 'nueva-york'],
      style: 'swing',
      entryRules: [
        'Máximos y mínimos crecientes (o decrecientes) en H4',
        'El precio toca la EMA de 20 de H4',
        'Vela de confirmación en H1 a favor de la tendencia',
      ],
      exitRules: ['Stop bajo el último mínimo de H1', 'Mitad a 1,5R y el resto con stop dinámico'],
      risk: { maxRiskPercent: '0.5', maxDailyLossPercent: '2', minRewardRisk: '1.5', maxOpenTrades: 1 },
      checklist: ['Tendencia confirmada en D1', 'Sin datos del banco central hoy'],
      status: 'en-prueba',
      tags: ['tendencia', 'retroceso'],
    },
  },
];

import { CALCULATORS } from '../finance';

/**
 * The calculators' Spanish texts: FinanceHub shows them under a field as the user types, and the finance service
 * answers them in its 400s, so both read them from here. Each names the field it is about, as the API spells it.
 */
export const CalculatorMessages = {
  unknownCalculator: (name: string): string =>
    `No existe la calculadora «${name}». Las calculadoras son: ${CALCULATORS.join(', ')}.`,
  notObject: 'Los datos de la calculadora deben ser un objeto JSON con sus campos.',
  unknownField: (field: string, calculator: string): string =>
    `El campo «${field}» no se usa en la calculadora «${calculator}».`,
  required: (field: string): string => `Falta el campo «${field}».`,
  number: (field: string): string =>
    `El campo «${field}» debe ser un número con punto decimal y hasta 12 decimales, por ejemplo «1.0850».`,
  tooLarge: (field: string): string => `El campo «${field}» es demasiado grande (como máximo 1000000000000).`,
  positive: (field: string): string => `El campo «${field}» debe ser un número mayor que 0.`,
  nonNegative: (field: string): string => `El campo «${field}» debe ser un número mayor o igual que 0.`,
  percent: (field: string): string => `El campo «${field}» debe ser un porcentaje entre 0 y 100.`,
  riskPercent: 'El campo «riskPercent» debe ser un porcentaje mayor que 0 y como máximo 100.',
  drawdownPct: 'El campo «drawdownPct» debe ser un porcentaje mayor o igual que 0 y menor que 100.',
  annualRate: 'El campo «annualNominalRatePct» debe ser un porcentaje entre 0 y 1000.',
  integer: (field: string, min: number, max: number): string =>
    `El campo «${field}» debe ser un número entero entre ${min} y ${max}.`,
  pair: (field: string): string =>
    `El campo «${field}» debe ser un par de divisas de seis letras, por ejemplo «EURUSD», «USDJPY» o «XAUUSD».`,
  samePair: (field: string): string => `El campo «${field}» debe tener dos divisas distintas.`,
  currency: (field: string): string =>
    `El campo «${field}» debe ser un código de divisa de tres letras, por ejemplo «USD», «EUR» o «MXN».`,
  side: 'El campo «side» debe ser «long» (compra) o «short» (venta).',
  contributionTiming:
    'El campo «contributionTiming» debe ser «start» (al inicio del mes) o «end» (al final).',
  leverage:
    'El campo «leverage» debe tener la forma «1:30»: un apalancamiento mayor que 0 y como máximo 1:10000.',
  rates:
    'El campo «rates» debe ser un objeto de par → precio, por ejemplo {"EURUSD": "1.0850"}, con hasta 200 pares.',
  rateKey: (key: string): string =>
    `La clave «rates.${key}» debe ser un par de divisas de seis letras, por ejemplo «EURUSD».`,
  rateValue: (key: string): string => `El tipo «rates.${key}» debe ser un número mayor que 0.`,
  longLevels: 'En una compra (long), «stopLoss» debe estar por debajo de «entry» y «takeProfit» por encima.',
  shortLevels: 'En una venta (short), «stopLoss» debe estar por encima de «entry» y «takeProfit» por debajo.',
  drawdownInput: 'Indica «drawdownPct», o bien «peak» y «trough» (el máximo y el mínimo del saldo).',
  drawdownBoth: 'Indica «drawdownPct» o bien «peak» y «trough», pero no ambos.',
  troughAbovePeak: 'El campo «trough» no puede ser mayor que «peak».',
  missingRate: (from: string, to: string): string =>
    `Falta el tipo de cambio para convertir de ${from} a ${to}: indica «${from}${to}» (o «${to}${from}»), o los de ambas divisas frente a USD, en el campo «rates».`,
  missingPrice: (pair: string): string =>
    `Falta el campo «price»: hace falta el precio de ${pair} y no está en los tipos de cambio.`,
} as const;

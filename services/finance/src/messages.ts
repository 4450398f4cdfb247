/**
 * Every Spanish text of the finance service a user can read, in one place (`messages.test.ts` fails on one written
 * elsewhere in src). The calculators' own texts are shared with the page: contracts' `CalculatorMessages`; texts
 * several parts share (401, 404, 429 ...) are contracts' `Messages`.
 */
export const FinanceMessages = {
  rates: {
    table:
      'El campo «rates» debe ser un objeto de par → precio con entre 1 y 200 pares, por ejemplo {"EURUSD": "1.0850"}.',
    pair: (key: string): string =>
      `La clave «rates.${key}» debe ser un par de dos divisas conocidas y distintas, por ejemplo «EURUSD» o «USDMXN».`,
    price: (key: string): string =>
      `El tipo «rates.${key}» debe ser un número mayor que 0 con hasta 10 decimales, por ejemplo «1.0850».`,
    inverseBoth: (pair: string, inverse: string): string =>
      `La tabla trae «${pair}» y su inverso «${inverse}»: indica solo uno de los dos.`,
    date: 'El campo «date» debe ser una fecha AAAA-MM-DD que no esté en el futuro.',
    content:
      'El campo «content» debe ser el texto del archivo de tipos de referencia del BCE (XML o CSV), de hasta 90000 caracteres.',
  },

  /** The ECB's daily reference rates file (eurofxref-daily.xml or its CSV), uploaded by an admin or fetched. */
  ecb: {
    unreadable:
      'El archivo no tiene el formato de los tipos de referencia del BCE: ni el XML de eurofxref-daily.xml ni su CSV.',
    noDate: 'El archivo del BCE no dice de qué día son los tipos (o la fecha no es válida).',
    future: 'Los tipos del archivo del BCE tienen una fecha futura.',
    noUsd:
      'El archivo del BCE no trae el tipo del dólar (USD): sin él no se pueden pasar los tipos a pares con USD.',
  },
} as const;

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

  /** CashCrafter: the personal-finance ledger. */
  cash: {
    name: 'El nombre debe tener entre 1 y 60 caracteres visibles.',
    accountKind:
      'El tipo de cuenta debe ser banco (bank), efectivo (cash), ahorro (savings), bróker (broker) o tarjeta (card).',
    currency:
      'La divisa debe ser un código de tres letras que la tabla de tipos de cambio conozca, por ejemplo «EUR» o «MXN».',
    openingBalance:
      'El saldo inicial debe ser un importe con hasta 2 decimales, por ejemplo «1250.50» o «-300».',
    amount: 'El importe debe ser un número mayor que 0 con hasta 2 decimales, por ejemplo «49.90».',
    transferAmount: 'El importe que llega debe ser un número mayor que 0 con hasta 2 decimales.',
    date: 'La fecha debe ser un día válido con la forma AAAA-MM-DD.',
    month: 'El mes debe tener la forma AAAA-MM, por ejemplo «2026-11».',
    description: 'La descripción debe ser un texto de como mucho 200 caracteres, sin caracteres invisibles.',
    transactionKind:
      'El tipo de movimiento debe ser ingreso (income), gasto (expense) o transferencia (transfer).',
    categoryKind: 'El tipo de categoría debe ser ingreso (income) o gasto (expense).',
    recurringKind: 'Un movimiento recurrente es un ingreso (income) o un gasto (expense).',
    id: (field: string): string => `El campo «${field}» debe ser un identificador válido (UUID) o null.`,
    flag: (field: string): string => `El campo «${field}» debe ser verdadero o falso.`,
    affordableLoss:
      'La pérdida que puedes asumir debe ser un importe mayor o igual que 0 con hasta 2 decimales, o null para quitarla.',
    frequency: 'La frecuencia debe ser mensual (monthly), semanal (weekly) o anual (yearly).',
    day: 'El día debe ser del 1 al 31 en una frecuencia mensual, del 1 (lunes) al 7 (domingo) en una semanal, o MM-DD en una anual.',
    target: 'La meta debe ser un importe mayor que 0 con hasta 2 decimales.',
    saved: 'Lo ahorrado debe ser un importe mayor o igual que 0 con hasta 2 decimales.',
    contribution:
      'La aportación debe ser un importe distinto de 0 con hasta 2 decimales (en negativo para retirar dinero de la meta).',
    cursor: 'El cursor de la página no es válido: usa el «nextCursor» de la página anterior.',
    limit: 'El límite debe ser un número entero entre 1 y 200.',
    search: 'La búsqueda debe tener como mucho 100 caracteres.',
    range: 'La fecha «from» no puede ser posterior a «to».',
    months: 'El número de meses debe ser un entero entre 1 y 36.',
    days: 'El número de días debe ser un entero entre 1 y 366.',

    accountNotFound: 'La cuenta no existe.',
    transferAccountNotFound: 'La cuenta de destino no existe.',
    categoryNotFound: 'La categoría no existe.',
    transactionNotFound: 'El movimiento no existe.',
    budgetNotFound: 'El presupuesto no existe.',
    goalNotFound: 'La meta de ahorro no existe.',
    recurringNotFound: 'El movimiento recurrente no existe.',
    importNotFound: 'La importación no existe.',
    accountNameTaken: (name: string): string => `Ya tienes una cuenta llamada «${name}».`,
    categoryNameTaken: (name: string): string => `Ya existe una categoría llamada «${name}» de ese tipo.`,
    accountHasTransactions:
      'La cuenta tiene movimientos: archívala en lugar de borrarla, así se conservan su historia y tus informes.',
    accountArchived: 'La cuenta está archivada: reactívala para añadirle movimientos.',
    currencyLocked: 'No se puede cambiar la divisa de una cuenta que ya tiene movimientos: crea otra cuenta.',
    transferAccount:
      'Una transferencia necesita la cuenta de destino (transferAccountId), distinta de la de origen.',
    transferAmountNeeded: (from: string, to: string): string =>
      `La cuenta de origen está en ${from} y la de destino en ${to}: indica el importe que llega (transferAmount).`,
    transferAmountSameCurrency:
      'Las dos cuentas tienen la misma divisa: el importe que llega es el mismo que sale, no lo indiques aparte.',
    notTransfer: 'Solo una transferencia lleva cuenta de destino e importe de llegada.',
    transferCategory: 'Una transferencia entre tus cuentas no lleva categoría.',
    kindLocked:
      'No se puede convertir un movimiento en transferencia ni al revés: bórralo y créalo de nuevo.',
    categoryKindMismatch: (kind: string): string =>
      `La categoría es de ${kind === 'income' ? 'ingresos' : 'gastos'} y no corresponde a este movimiento.`,
    budgetCategory: 'Los presupuestos se ponen a categorías de gasto.',
    builtInCategory: 'Las categorías predeterminadas no se pueden renombrar ni borrar; sí puedes ocultarlas.',
    tooMany: (what: string, max: number): string => `Has llegado al máximo de ${max} ${what}.`,
    goalLinked: 'Esta meta sigue el saldo de su cuenta: registra el ahorro como un movimiento en esa cuenta.',
    goalOverdraw: 'No puedes retirar de la meta más de lo que lleva ahorrado.',
    copySameMonth: 'El mes de origen y el de destino deben ser distintos.',
    uncategorised: 'Sin categoría',

    import: {
      fileName: 'El nombre del archivo debe tener entre 1 y 200 caracteres.',
      content: 'El contenido debe ser el texto del CSV, de hasta 2.000.000 caracteres.',
      mapping:
        'La asignación de columnas («mapping») debe indicar separador, cabecera, columnas de fecha, descripción e importe (o cargo y abono), formato de fecha y separador decimal.',
      empty: 'El archivo no tiene filas con datos.',
      tooManyRows: 'El archivo tiene más de 10.000 filas de datos: divídelo en varios archivos.',
      column: (field: string, column: number, count: number): string =>
        `La columna de ${field} (${column + 1}) no existe: el archivo tiene ${count} columnas.`,
      amountColumns: 'Indica una columna de importe, o una columna de cargos y otra de abonos.',
      sameColumns: 'La fecha, la descripción y los importes deben estar en columnas distintas.',
      rowDate: (format: string): string => `La fecha no tiene el formato ${format} o no es un día válido.`,
      rowAmount: 'El importe no es un número con el separador decimal elegido.',
      rowZero: 'El importe es 0: no hay movimiento que importar.',
      rowTooLarge: 'El importe supera el máximo que admite una cuenta.',
      rowColumns: 'A la fila le faltan columnas.',
      nothing: 'Ninguna fila se puede importar: revisa la asignación de columnas o el separador decimal.',
    },
  },
} as const;

/** Labels rather than sentences: the names of an import's columns in its messages, the export's header and kinds. */
export const CashLabels = {
  columns: {
    date: 'fecha',
    description: 'descripción',
    amount: 'importe',
    debit: 'cargos',
    credit: 'abonos',
  },
  /** The CSV export's header row and the kinds as it writes them. */
  export: {
    header: [
      'Fecha',
      'Descripción',
      'Categoría',
      'Tipo',
      'Importe',
      'Divisa',
      'Cuenta',
      'Cuenta destino',
      'Importe recibido',
    ],
    kinds: { income: 'Ingreso', expense: 'Gasto', transfer: 'Transferencia' },
    fileName: 'cashcrafter-movimientos.csv',
  },

  /** The counted things of `tooMany`. */
  things: {
    accounts: 'cuentas',
    categories: 'categorías propias',
    goals: 'metas de ahorro',
    recurring: 'movimientos recurrentes',
  },
} as const;

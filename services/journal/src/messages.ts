import { READINESS_THRESHOLDS } from '@pipcrafters/contracts';
import type { StatementErrorCode } from './imports/parsers/statement';

/**
 * Every Spanish text of the journal service a user can read, in one place (`messages.test.ts` fails on one written
 * elsewhere in src). Texts several parts share (401, 404, 429 ...) are contracts' `Messages`.
 */
export const JournalMessages = {
  accounts: {
    notFound: 'Cuenta de trading no encontrada.',
    name: 'El nombre de la cuenta tiene entre 1 y 80 caracteres.',
    duplicateName: 'Ya tienes una cuenta con ese nombre.',
    broker: 'El bróker tiene como máximo 80 caracteres.',
    currency: 'La divisa es un código ISO de tres letras, por ejemplo "USD", "EUR" o "MXN".',
    initialBalance: 'El saldo inicial es un importe con hasta 2 decimales, por ejemplo "10000.00".',
    kind: 'El tipo de cuenta es "demo" o "real".',
    tooMany: (max: number): string => `Puedes tener como máximo ${max} cuentas de trading.`,
  },

  trades: {
    notFound: 'Operación no encontrada.',
    accountId: 'Elige una de tus cuentas de trading.',
    symbol: 'El símbolo tiene entre 1 y 40 caracteres, por ejemplo "EURUSD".',
    side: 'La dirección es "buy" (compra) o "sell" (venta).',
    time: (field: string): string =>
      `${field} debe ser una fecha y hora ISO 8601, por ejemplo "2026-11-26T09:30:00Z".`,
    closeBeforeOpen: 'El cierre no puede ser anterior a la apertura.',
    future: 'El cierre no puede estar en el futuro.',
    price: (field: string): string => `${field} debe ser un precio positivo con hasta 8 decimales.`,
    volume: 'El tamaño es un número de lotes positivo, por ejemplo "0.10".',
    amount: (field: string): string =>
      `${field} debe ser un importe con hasta 8 decimales (negativo si es un coste).`,
    needRate: (symbol: string, quote: string, currency: string): string =>
      `Para calcular el beneficio de ${symbol} en una cuenta en ${currency} indica el tipo de cambio ${quote}/${currency}, o escribe el beneficio.`,
    needProfit: (symbol: string): string =>
      `No conocemos el instrumento ${symbol}: escribe el beneficio de la operación.`,
    tags: 'Las etiquetas son hasta 20 palabras de como máximo 40 caracteres.',
    notes: 'Las notas tienen como máximo 20 000 caracteres.',
    emotion: 'La emoción no es una de las de la lista.',
    sort: 'El orden es uno de: closeTime, net, symbol, volume, pips, rMultiple.',
    direction: 'La dirección del orden es "asc" o "desc".',
    cursor: 'El cursor de la página no es válido; vuelve a la primera página.',
    outcome: 'El resultado es "win", "loss" o "breakeven".',
    weekday: 'El día de la semana es un número de 1 (lunes) a 7 (domingo).',
    hour: 'La hora es un número de 0 a 23.',
    session: 'La sesión no es una de las conocidas.',
    date: (field: string): string => `${field} debe ser una fecha AAAA-MM-DD.`,
    ids: 'Indica entre 1 y 500 operaciones de tu diario.',
    bulkTags: 'Indica al menos una etiqueta que añadir o quitar.',
    bulkAction: 'La acción es "delete" (borrar), "tag" (etiquetar) o "strategy" (asignar una estrategia).',
    bulkStrategy: 'Para asignar una estrategia indica strategyId (o null para quitarla).',
    strategyIdFormat: 'La estrategia es el identificador de una de tus estrategias.',
    strategy: 'Esa estrategia no es una de las tuyas o se eliminó: elige una de tus estrategias.',
    followedRulesFormat: 'Las reglas seguidas son una lista de hasta 50 identificadores de reglas.',
    followedRules:
      'Las reglas seguidas deben ser reglas de entrada o de salida de la estrategia de la operación.',
    followedRulesWithoutStrategy:
      'Para marcar las reglas seguidas, asigna antes una estrategia a la operación.',
  },

  strategies: {
    notFound: 'Estrategia no encontrada.',
    /** EdgePilot's label for the trades without a strategy. */
    none: 'Sin estrategia',
  },

  /** The trades test (POST /api/journal/plan-tests): validation, and each check's text with its figures. */
  planTests: {
    symbol: 'El símbolo tiene entre 1 y 40 caracteres, por ejemplo "EURUSD".',
    unknownSymbol: (symbol: string): string =>
      `No conocemos el instrumento ${symbol}: sin su tamaño de pip y de contrato no se puede medir el riesgo.`,
    price: (field: string): string => `${field} debe ser un precio positivo con hasta 8 decimales.`,
    volume: 'El tamaño es un número de lotes positivo, por ejemplo "0.10".',
    positiveVolume: 'El tamaño debe ser mayor que 0 lotes.',
    checked: 'Los puntos marcados son una lista de hasta 50 identificadores de la lista de comprobación.',
    stopAtEntry: 'El stop no puede estar en el precio de entrada: no habría riesgo que medir.',
    needRate: (symbol: string, quote: string, currency: string): string =>
      `Para medir el riesgo de ${symbol} en una cuenta en ${currency} indica conversionRate: el tipo de cambio ${quote}/${currency}.`,
    noBalance: (balance: string, currency: string): string =>
      `El saldo de la cuenta es ${balance} ${currency}: sin saldo positivo no se puede medir el riesgo en %.`,
    risk: {
      limit: (percent: string, money: string, max: string): string =>
        `Arriesgas ${percent} % de la cuenta (${money}); la estrategia permite como máximo ${max} %.`,
      allowed: (volume: string): string => ` Con este stop, el tamaño máximo es ${volume} lotes.`,
      noLimit: (percent: string, money: string): string =>
        `Arriesgas ${percent} % de la cuenta (${money}); la estrategia no fija un máximo por operación.`,
      noStrategy: (percent: string, money: string): string =>
        `Arriesgas ${percent} % de la cuenta (${money}); sin estrategia no hay un máximo que comprobar.`,
    },
    rewardRisk: {
      limit: (ratio: string, min: string): string =>
        `La relación beneficio/riesgo es ${ratio}:1; la estrategia pide al menos ${min}:1.`,
      noTakeProfit: (min: string): string =>
        `Sin take profit no se puede comprobar la relación beneficio/riesgo; la estrategia pide al menos ${min}:1.`,
      noLimit: (ratio: string): string =>
        `La relación beneficio/riesgo es ${ratio}:1; la estrategia no pide un mínimo.`,
      noLimitNoTakeProfit: 'Sin take profit; la estrategia no pide una relación beneficio/riesgo mínima.',
      noStrategy: (ratio: string | null): string =>
        ratio === null
          ? 'Sin take profit ni estrategia: no hay relación beneficio/riesgo que comprobar.'
          : `La relación beneficio/riesgo es ${ratio}:1; sin estrategia no hay un mínimo que comprobar.`,
    },
    dailyLoss: {
      limit: (today: string, risk: string, percent: string, max: string): string =>
        `Hoy llevas ${today} de pérdida y esta operación arriesga ${risk}: en total ${percent} % de la cuenta; la estrategia permite perder como máximo ${max} % al día.`,
      noLimit: (today: string): string =>
        `Hoy llevas ${today} de pérdida; la estrategia no fija una pérdida máxima diaria.`,
      noStrategy: (today: string): string =>
        `Hoy llevas ${today} de pérdida; sin estrategia no hay un límite diario que comprobar.`,
    },
    openTrades: {
      limit: (max: number): string =>
        `El diario solo guarda operaciones cerradas, así que cuenta 0 abiertas; con esta serías 1 y la estrategia permite como máximo ${max} a la vez.`,
      noLimit:
        'El diario solo guarda operaciones cerradas, así que cuenta 0 abiertas; la estrategia no limita las operaciones a la vez.',
      noStrategy:
        'El diario solo guarda operaciones cerradas, así que cuenta 0 abiertas; sin estrategia no hay un límite que comprobar.',
    },
    checklist: {
      done: (total: number): string => `Marcaste los ${total} puntos de la lista de comprobación.`,
      missing: (ticked: number, total: number, missing: string): string =>
        `Marcaste ${ticked} de ${total} puntos de la lista de comprobación; falta: ${missing}.`,
      empty: 'La estrategia no tiene lista de comprobación.',
      noStrategy: 'Sin estrategia no hay lista de comprobación.',
    },
    instrument: {
      listed: (symbol: string): string => `${symbol} está entre los instrumentos de la estrategia.`,
      notListed: (symbol: string, list: string): string =>
        `La estrategia no opera ${symbol}: sus instrumentos son ${list}.`,
      any: 'La estrategia no limita los instrumentos.',
      noStrategy: 'Sin estrategia no hay instrumentos que comprobar.',
    },
    session: {
      inside: (now: string, list: string): string =>
        `Ahora es la sesión de ${now}; la estrategia opera en ${list}.`,
      other: (now: string, list: string): string =>
        `Ahora es la sesión de ${now}; la estrategia opera solo en ${list}.`,
      closed: (list: string): string =>
        `Ahora no hay ninguna sesión abierta (Tokio, Londres y Nueva York están cerradas); la estrategia opera solo en ${list}.`,
      any: 'La estrategia no limita las sesiones.',
      noStrategy: 'Sin estrategia no hay sesiones que comprobar.',
    },
    stopSide: {
      buy: (stop: string, entry: string): string =>
        `El stop (${stop}) está por debajo de la entrada (${entry}), como debe en una compra.`,
      buyWrong: (stop: string, entry: string): string =>
        `En una compra el stop va por debajo de la entrada: ${stop} no está por debajo de ${entry}.`,
      sell: (stop: string, entry: string): string =>
        `El stop (${stop}) está por encima de la entrada (${entry}), como debe en una venta.`,
      sellWrong: (stop: string, entry: string): string =>
        `En una venta el stop va por encima de la entrada: ${stop} no está por encima de ${entry}.`,
    },
    status: {
      activa: 'La estrategia está activa.',
      'en-prueba': 'La estrategia está en prueba: se puede operar, con tamaño prudente.',
      retirada: 'La estrategia está retirada: ya no se opera con ella.',
      noStrategy: 'Sin estrategia asignada al plan.',
    },
  },

  /** What-if on the journal's history (GET /api/journal/what-if). */
  whatIf: {
    rule: 'La regla es una de: after-two-losses, london-only, fixed-stop.',
    pips: 'Los pips del stop fijo son un número entre 1 y 10 000 (con un decimal como mucho).',
    afterTwoLosses: (zone: string): string =>
      `Quita cada operación abierta después de dos pérdidas seguidas en el mismo día (días de ${zone}; cuentan las operaciones abiertas ese día, en el orden en que cerraron): ese día ya no se opera más. La racha empieza de cero cada día, y una operación que ya estaba abierta se queda.`,
    londonOnly:
      'Deja solo las operaciones abiertas durante la sesión de Londres (de 8:00 a 17:00 hora de Londres, con su horario de verano), solapes con Tokio y Nueva York incluidos.',
    fixedStop: (pips: string, unknown: number): string =>
      `Limita la pérdida de cada operación a ${pips} pips, valorados con lo que cada pip le dio o le quitó a esa misma operación (beneficio ÷ pips). Solo cambian las que perdieron más de ${pips} pips: no sabemos si una ganadora habría tocado antes ese stop.${unknown > 0 ? ` ${unknown} operaciones sin precio de entrada o con un instrumento desconocido se quedan como estaban.` : ''}`,
  },

  statsQuery: {
    groupBy:
      'La agrupación es una de: symbol, side, session, weekday, hour, tag, holding, rBucket, plan, mood, strategy.',
    compare:
      'Para comparar, indica los filtros de cada lado con los prefijos "a." y "b." (por ejemplo a.from y b.from).',
  },

  reflections: {
    date: 'La fecha del día es AAAA-MM-DD y no puede ser futura.',
    scale: (field: string): string => `${field} es un número entero del 1 al 5.`,
    sleep: 'Las horas de sueño son un número entre 0 y 24 (con un decimal como mucho).',
    followedPlan: 'Indica si seguiste el plan con true o false.',
    text: (field: string): string => `${field} tiene como máximo 5 000 caracteres.`,
    notFound: 'No hay reflexión para ese día.',
    range: 'El periodo es como mucho de 400 días, con fechas AAAA-MM-DD.',
  },

  screenshots: {
    notFound: 'Captura no encontrada.',
    file: 'Adjunta la imagen en el campo "file".',
    notAnImage: 'La captura debe ser una imagen PNG, JPEG o WebP.',
    tooManyPixels: 'La imagen es demasiado grande: como máximo 40 megapíxeles.',
    tooMany: (max: number): string => `Una operación admite como máximo ${max} capturas.`,
  },

  /** The CSV export's header row, in the user's language. */
  csvHeader: [
    'Cuenta',
    'Símbolo',
    'Dirección',
    'Apertura (UTC)',
    'Cierre (UTC)',
    'Precio de entrada',
    'Precio de salida',
    'Lotes',
    'Stop loss',
    'Take profit',
    'Comisión',
    'Swap',
    'Impuestos',
    'Beneficio bruto',
    'Resultado neto',
    'Pips',
    'R',
    'Etiquetas',
    'Ticket',
    'Origen',
  ],
  sides: { buy: 'Compra', sell: 'Venta' } as const,
  sources: { manual: 'Manual', import: 'Importada' } as const,

  imports: {
    notFound: 'Importación no encontrada.',
    alreadyUndone: 'Esta importación ya se deshizo.',
    file: 'Adjunta el fichero del extracto en el campo "file".',
    tooLarge: (mb: number): string => `El fichero supera los ${mb} MB que admite una importación.`,
    format:
      'El formato es uno de: mt4-html, mt5-html, mt5-xlsx, ctrader-html, ibkr-xml, tdameritrade-csv, csv.',
    timeZone: 'La zona horaria debe ser un nombre IANA válido, por ejemplo "Europe/Athens" o "UTC".',
    mapping: 'Para un CSV indica en "mapping" qué columna es cada dato (JSON).',
    preview: 'El campo preview debe ser true o false.',
    skipRows: 'Las filas a saltar son un número entero entre 0 y 50.',
    delimiter: 'El separador es ",", ";", un tabulador o "auto".',
    presetName: 'El nombre de la asignación tiene entre 1 y 80 caracteres.',
    presetNotFound: 'Asignación de columnas no encontrada.',
    presetDuplicate: 'Ya tienes una asignación con ese nombre.',
    tooManyPresets: (max: number): string => `Puedes guardar como máximo ${max} asignaciones de columnas.`,
    statement: {
      empty: 'El fichero está vacío.',
      'not-a-statement':
        'Este fichero no parece un extracto de operaciones: sube el informe de MetaTrader 4 o 5, de cTrader, o un CSV.',
      'unknown-format':
        'No reconocemos el formato de este fichero. Admitimos extractos de MetaTrader 4 (HTML), MetaTrader 5 (HTML o XLSX), cTrader (HTML), Interactive Brokers (Flex XML), TD Ameritrade (CSV) y CSV con columnas asignadas.',
      truncated: 'El fichero está incompleto: se corta antes del final del extracto. Vuelve a exportarlo.',
      'unreadable-encoding': 'No se pudo leer el texto del fichero (codificación desconocida).',
      'no-trades-section': 'El extracto no tiene una sección de operaciones cerradas.',
      'bad-mapping': 'La asignación de columnas no encaja con el fichero: revisa que cada columna exista.',
      'too-large':
        'El extracto es demasiado grande para leerlo de una vez: expórtalo por periodos más cortos (por ejemplo, un año cada vez).',
    } satisfies Record<StatementErrorCode, string>,
    skipped: {
      'cancelled-order': 'Órdenes pendientes canceladas o borradas: nunca se ejecutaron.',
      'working-order': 'Órdenes pendientes aún activas al generar el extracto.',
      'open-position': 'Posiciones abiertas: se importarán cuando estén cerradas.',
      'summary-row': 'Filas de resumen del propio extracto.',
      'unreadable-row': 'Filas que no se pudieron leer con seguridad (fecha, número o dirección no válidos).',
    } as Record<string, string>,
    warnings: {
      statedNet: (stated: string, read: string): string =>
        `El extracto declara un resultado de ${stated} y sus filas suman ${read}: importamos lo que dicen las filas.`,
      statedCount: (stated: number, read: number): string =>
        `El extracto cuenta ${stated} operaciones y hemos leído ${read} posiciones (MetaTrader 5 cuenta cada cierre parcial por separado).`,
      breakevens: (count: number): string =>
        `${count} operaciones con resultado exactamente 0 son neutras: ni ganadas ni perdidas (MetaTrader las cuenta entre las ganadoras).`,
      currency: (file: string, account: string): string =>
        `El extracto está en ${file} y la cuenta en ${account}: revisa que sea la cuenta correcta.`,
      serverTime:
        'Las horas de MetaTrader son las del servidor del bróker, sin zona: comprueba la zona supuesta antes de importar.',
    },
  },

  /** The demo trader's journal (`npm start`). */
  demo: {
    accounts: [
      { name: 'Demo FTMO 10K', broker: 'FTMO', currency: 'USD', initialBalance: '10000.00', kind: 'demo' },
      { name: 'Real Darwinex', broker: 'Darwinex', currency: 'EUR', initialBalance: '2500.00', kind: 'real' },
    ],
    setups: ['ruptura', 'retroceso', 'rango', 'tendencia'],
    sessions: ['londres', 'nueva-york', 'asia'],
    notes: [
      'Entrada en el retroceso al 50 % tras la ruptura del máximo de Londres. Respeté el plan.',
      'Noticia del IPC a los 20 minutos: debí esperar. Stop demasiado ajustado.',
      'Rango asiático limpio; salí en el objetivo 2R sin mover el stop.',
      'Entré tarde, persiguiendo el precio. Apunto: no operar fuera de la zona marcada.',
      'Seguí la tendencia de H4 con confirmación en M15. Parcial en 1R y resto al objetivo.',
      'Moví el stop a breakeven demasiado pronto y me sacó antes del movimiento.',
      'Operación de manual: nivel diario, vela envolvente y volumen.',
      'Día flojo, spread alto. Cerré en breakeven y dejé de operar.',
    ],
  },

  /** EdgePilot's labels, tests and insights. */
  stats: {
    version: (version: string): string => `Versión ${version}`,
    weekdays: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
    sides: { buy: 'Compras', sell: 'Ventas' } as Record<string, string>,
    sessions: {
      tokio: 'Tokio',
      londres: 'Londres',
      'londres-nueva-york': 'Londres y Nueva York',
      'nueva-york': 'Nueva York',
      'tokio-londres': 'Tokio y Londres',
      fuera: 'Fuera de sesión',
    } as Record<string, string>,
    holding: {
      '1-15m': 'menos de 15 min',
      '2-1h': 'de 15 min a 1 h',
      '3-4h': 'de 1 a 4 h',
      '4-1d': 'de 4 h a 1 día',
      '5-more': 'más de 1 día',
      '6-unknown': 'sin hora de apertura',
    } as Record<string, string>,
    rBuckets: {
      '1': 'menos de −2 R',
      '2': 'de −2 a −1 R',
      '3': 'de −1 a 0 R',
      '4': 'de 0 a 1 R',
      '5': 'de 1 a 2 R',
      '6': 'más de 2 R',
      '7': 'sin stop (sin R)',
    } as Record<string, string>,
    plan: {
      true: 'Días con el plan seguido',
      false: 'Días sin seguir el plan',
      none: 'Días sin reflexión',
    } as Record<string, string>,
    mood: (mood: string): string => (mood === 'none' ? 'Sin reflexión' : `Ánimo antes: ${mood} de 5`),
    hour: (hour: number): string =>
      `${String(hour).padStart(2, '0')}:00–${String((hour + 1) % 24).padStart(2, '0')}:00`,
    noTag: 'Sin etiqueta',
    test: {
      tooFew: 'Hay muy pocas operaciones en algún lado para saber si la diferencia es real.',
      noise: (p: string, on: string): string =>
        `La diferencia puede ser casualidad: si no hubiera ninguna, una tan grande saldría el ${p} de las veces (prueba t de Welch sobre ${on}).`,
      real: (p: string, on: string): string =>
        `La diferencia probablemente es real: por azar solo saldría el ${p} de las veces (prueba t de Welch sobre ${on}).`,
      onR: 'el resultado en R',
      onNet: 'el resultado neto por operación',
    },
    insights: {
      group: (what: string, value: string, trades: number, overall: string): string =>
        `Tus operaciones ${what} tienen una expectativa de ${value} en ${trades} operaciones (en conjunto: ${overall}).`,
      weekday: (day: string): string => `de los ${day}`,
      session: (session: string): string => `en la sesión de ${session}`,
      symbol: (symbol: string): string => `en ${symbol}`,
      side: (side: string): string => (side === 'buy' ? 'de compra' : 'de venta'),
      tag: (tag: string): string => `con la etiqueta «${tag}»`,
      hour: (hour: string): string => `abiertas entre las ${hour}`,
      strategy: (name: string): string => `con la estrategia «${name}»`,
      plan: (followed: boolean, value: string, trades: number): string =>
        followed
          ? `Los días que sigues tu plan: ${value} de media en ${trades} operaciones.`
          : `Los días que no sigues tu plan: ${value} de media en ${trades} operaciones.`,
      streak: (losses: number): string =>
        `Tu peor racha fue de ${losses} operaciones perdedoras seguidas: decide de antemano cuándo parar en un día malo.`,
      breakevens: (count: number): string =>
        `${count} operaciones cerraron exactamente en 0: cuentan como neutras, ni ganadas ni perdidas.`,
    },
  },
  tilt: {
    noTrades: 'Sin operaciones en las últimas 24 horas.',
    streak: (losses: number): string =>
      losses === 0
        ? 'Tu última operación no fue una pérdida.'
        : losses === 1
          ? 'Tu última operación fue una pérdida; todavía no es una racha.'
          : `${losses} pérdidas seguidas en tus últimas operaciones.`,
    pace: (value: string, normal: string | null): string =>
      normal === null
        ? `${value} operaciones por hora activa en las últimas 24 horas; aún no hay historial suficiente para saber tu ritmo habitual.`
        : `${value} operaciones por hora activa en las últimas 24 horas, frente a ${normal} de tu ritmo habitual (mediana de los últimos 90 días).`,
    sizeAfterLoss: (count: number, median: string): string => {
      const usual = `tu volumen habitual (${median} ${median === '1' ? 'lote' : 'lotes'} de mediana)`;
      return count === 0
        ? `Ninguna operación abierta tras una pérdida con 1,5 veces o más ${usual}.`
        : `${count === 1 ? 'Una operación abierta' : `${count} operaciones abiertas`} justo después de una pérdida con 1,5 veces o más ${usual}.`;
    },
    outsideSessions: (count: number, withSessions: number): string =>
      withSessions === 0
        ? 'Ninguna operación de las últimas 24 horas tiene una estrategia con sesiones definidas.'
        : count === 0
          ? 'Todas tus operaciones con estrategia se abrieron dentro de sus sesiones.'
          : `${count === 1 ? 'Una operación abierta' : `${count} operaciones abiertas`} fuera de las sesiones de su estrategia.`,
  },
  readiness: {
    bands: {
      baja: `Baja (menos de ${READINESS_THRESHOLDS.medium})`,
      media: `Media (de ${READINESS_THRESHOLDS.medium} a ${READINESS_THRESHOLDS.high - 1})`,
      alta: `Alta (${READINESS_THRESHOLDS.high} o más)`,
      'sin-check-in': 'Sin check-in',
    },
  },
} as const;

import type { StrategyTemplate } from '@pipcrafters/contracts';

/**
 * The templates a strategy can start from (GET /api/strategies/templates): well-known retail forex setups written as
 * rules a trader can tick, each with the limits of its risk and honest notes on when it stops working. Prose, not
 * messages (`messages.test.ts` leaves this file to `template-catalog.test.ts`, which checks every template passes
 * the same validation as a POST).
 */
export const STRATEGY_TEMPLATES: readonly StrategyTemplate[] = [
  {
    id: 'ruptura-londres',
    name: 'Ruptura de Londres',
    summary:
      'Opera la ruptura del rango que el precio dibuja durante la sesión asiática, en las primeras horas de Londres, cuando entra el volumen europeo.',
    failsWhen: [
      'Días sin dirección: el precio rompe el rango, te activa y vuelve dentro (falsa ruptura o "barrida de stops"), algo frecuente en verano y en vísperas de festivos.',
      'Rangos asiáticos demasiado amplios (noticias de Asia, apertura con hueco el lunes): el stop al otro lado del rango deja un beneficio/riesgo pobre.',
      'Datos de alto impacto a primera hora de Londres (IPC o PMI británicos y europeos): la vela de la noticia rompe el rango en ambas direcciones.',
      'Cuando la ruptura va contra la tendencia de marcos superiores, la probabilidad cae mucho: el filtro de H4 es parte de la estrategia, no un adorno.',
    ],
    strategy: {
      name: 'Ruptura de Londres',
      description:
        '## Idea\nDurante la sesión asiática los pares europeos suelen moverse en un rango estrecho. Con la apertura de Londres entra el volumen y el precio tiende a salir de ese rango con fuerza.\n\n## Horario\n- Rango: de 00:00 a 07:00 (hora de Londres).\n- Entradas: de 07:00 a 10:00; sin entradas nuevas después.\n- Cierre de lo que quede abierto al final de la mañana de Londres.',
      instruments: ['GBPUSD', 'EURUSD', 'EURGBP'],
      timeFrames: ['M15', 'H1', 'H4'],
      sessions: ['londres'],
      style: 'intradia',
      entryRules: [
        { text: 'Marco el máximo y el mínimo de la sesión asiática (00:00–07:00 hora de Londres).' },
        { text: 'El rango mide entre 20 y 50 pips; fuera de esa horquilla no opero.' },
        { text: 'Entro solo con un cierre de vela de M15 fuera del rango, nunca con la mecha.' },
        { text: 'La ruptura va a favor de la tendencia de H4 (máximos y mínimos crecientes para comprar).' },
        { text: 'Solo una operación por par y día: si la primera ruptura falla, no la vuelvo a intentar.' },
      ],
      exitRules: [
        { text: 'Stop al otro lado del rango, o en su punto medio si el rango mide más de 35 pips.' },
        { text: 'Objetivo a 2R; si a las 10:00 no lo ha alcanzado, muevo el stop al punto de entrada.' },
        { text: 'Cierro lo que quede abierto a las 12:00 hora de Londres.' },
      ],
      risk: { maxRiskPercent: '1', maxDailyLossPercent: '2', minRewardRisk: '2', maxOpenTrades: 2 },
      checklist: [
        { text: 'Sin noticias de alto impacto del par entre las 07:00 y las 10:00.' },
        { text: 'El spread es el habitual del par.' },
        { text: 'He escrito la entrada, el stop y el objetivo antes de que abra Londres.' },
      ],
      status: 'en-prueba',
      tags: ['ruptura', 'londres', 'rango asiático'],
    },
  },
  {
    id: 'retroceso-medias',
    name: 'Retroceso a las medias en tendencia',
    summary:
      'En una tendencia clara de H4 espera que el precio retroceda a la zona entre las medias exponenciales de 20 y 50 y entra cuando reanuda la tendencia en H1.',
    failsWhen: [
      'Mercados laterales: las medias se aplanan y se cruzan una y otra vez, y cada "retroceso" es en realidad un cambio de dirección (entradas y stops seguidos).',
      'Al final de una tendencia agotada: el retroceso que parecía una oportunidad es el inicio del giro; cuantos más impulsos lleva la tendencia, menos fiable es el siguiente.',
      'Giros bruscos en V por noticias o intervenciones de bancos centrales: las medias van por detrás del precio y no avisan.',
      'Retrocesos profundos que atraviesan la media de 50 con fuerza: la estructura de la tendencia ya no es la misma aunque las medias sigan ordenadas.',
    ],
    strategy: {
      name: 'Retroceso a las medias en tendencia',
      description:
        '## Idea\nLas tendencias avanzan por impulsos y retrocesos. En lugar de perseguir el precio, espero el retroceso a la zona de valor que marcan las medias y entro cuando la tendencia se reanuda.\n\n## Indicadores\n- EMA 20 y EMA 50 en H4 para la tendencia y la zona de entrada.\n- EMA 200 en H4 como filtro: solo compras por encima, solo ventas por debajo.',
      instruments: ['EURUSD', 'GBPUSD', 'USDJPY', 'AUDUSD', 'XAUUSD'],
      timeFrames: ['H1', 'H4', 'D1'],
      sessions: ['londres', 'nueva-york'],
      style: 'swing',
      entryRules: [
        {
          text: 'Tendencia en H4: EMA 20 por encima de la EMA 50 y ambas por encima de la EMA 200 para comprar (al revés para vender).',
        },
        {
          text: 'El precio retrocede hasta la zona entre la EMA 20 y la EMA 50 de H4 sin cerrar al otro lado de la EMA 50.',
        },
        {
          text: 'Entro con una vela de confirmación en H1 a favor de la tendencia (envolvente o rechazo con mecha larga).',
        },
        { text: 'Hay al menos 2R de recorrido hasta el último máximo (o mínimo) de la tendencia.' },
      ],
      exitRules: [
        {
          text: 'Stop bajo el mínimo del retroceso (sobre el máximo en ventas) más un margen de medio ATR de H1.',
        },
        { text: 'Cierro la mitad en el último máximo de la tendencia o a 2R, lo que llegue antes.' },
        {
          text: 'El resto sigue con el stop bajo la EMA 20 de H4 hasta que una vela de H4 cierre al otro lado.',
        },
      ],
      risk: { maxRiskPercent: '1', maxDailyLossPercent: '3', minRewardRisk: '2', maxOpenTrades: 3 },
      checklist: [
        { text: 'La tendencia también se ve en D1, o al menos D1 no va en contra.' },
        { text: 'No hay decisión de tipos ni datos de empleo del par en las próximas 24 horas.' },
        { text: 'No tengo ya otra operación abierta con la misma divisa en la misma dirección.' },
      ],
      status: 'en-prueba',
      tags: ['tendencia', 'retroceso', 'medias móviles'],
    },
  },
  {
    id: 'rebote-soporte-resistencia',
    name: 'Rebote en soporte o resistencia',
    summary:
      'Busca el rechazo del precio en niveles horizontales claros de D1 y H4 y opera el rebote con el stop al otro lado del nivel y el objetivo en el nivel siguiente.',
    failsWhen: [
      'Rupturas con impulso: cuando el precio llega al nivel con velas grandes y sin pausa, lo normal es que lo atraviese; un nivel no es un muro.',
      'Niveles dibujados a conveniencia: si hay que forzar la vista para ver los toques, el nivel no existe para el resto del mercado.',
      'Niveles muy probados: cada nuevo toque consume las órdenes que lo defendían, y el cuarto o quinto suele romperse.',
      'Barridas de stops: el precio perfora el nivel unos pips, saca los stops ajustados y luego rebota; un stop sin margen pierde la operación buena.',
    ],
    strategy: {
      name: 'Rebote en soporte o resistencia',
      description:
        '## Idea\nLos niveles donde el precio ya giró varias veces concentran órdenes. Si el precio vuelve a ellos y muestra rechazo, opero el rebote con un stop corto al otro lado.\n\n## Cómo marco los niveles\n- En D1 y H4, por cuerpos y mechas, con al menos dos toques claros.\n- Una zona de pocos pips, no una línea exacta.',
      instruments: ['EURUSD', 'GBPUSD', 'USDCHF', 'USDCAD', 'EURJPY', 'XAUUSD'],
      timeFrames: ['H1', 'H4', 'D1'],
      sessions: ['londres', 'nueva-york'],
      style: 'swing',
      entryRules: [
        { text: 'El nivel se ve en D1 o H4 y tiene al menos dos toques claros anteriores.' },
        { text: 'El nivel no se ha tocado más de tres veces en las últimas semanas.' },
        {
          text: 'Hay una vela de rechazo en H1 en el nivel (mecha larga o envolvente) y entro al cierre de esa vela.',
        },
        { text: 'El precio no llega al nivel con tres o más velas grandes seguidas en su dirección.' },
      ],
      exitRules: [
        { text: 'Stop al otro lado del nivel más un margen de medio ATR de H1, nunca justo en el nivel.' },
        { text: 'Objetivo en el siguiente nivel relevante; si no hay 2R hasta él, no entro.' },
        { text: 'Muevo el stop al punto de entrada cuando el precio recorre 1R.' },
      ],
      risk: { maxRiskPercent: '1', maxDailyLossPercent: '2', minRewardRisk: '2', maxOpenTrades: 2 },
      checklist: [
        { text: 'He marcado el nivel antes de que el precio llegue, no después.' },
        { text: 'No hay noticias de alto impacto del par en las próximas 4 horas.' },
        { text: 'El mercado de marcos superiores no empuja con fuerza contra el rebote.' },
      ],
      status: 'en-prueba',
      tags: ['soporte', 'resistencia', 'acción del precio'],
    },
  },
  {
    id: 'rango-reversion',
    name: 'Reversión dentro de un rango',
    summary:
      'Cuando el par se mueve de lado, vende en la parte alta del rango y compra en la baja, con confirmación de sobrecompra o sobreventa y el stop fuera del rango.',
    failsWhen: [
      'Cuando el rango se rompe: todos los rangos acaban, y la operación de reversión es justo la que queda atrapada en la ruptura; el stop fuera del rango no es negociable.',
      'Cambios de sesión: los rangos de la sesión de Tokio suelen romperse con la apertura de Londres, y los de Londres con los datos de Nueva York.',
      'Mercados en tendencia: el RSI puede quedarse en sobrecompra durante días; sobrecompra no significa que vaya a bajar.',
      'Rangos estrechos con spread alto: el recorrido entre los extremos no compensa los costes.',
    ],
    strategy: {
      name: 'Reversión dentro de un rango',
      description:
        '## Idea\nSin tendencia, el precio oscila entre un techo y un suelo. Vendo cerca del techo y compro cerca del suelo mientras el rango siga vivo, y acepto salir en cuanto deja de serlo.\n\n## Filtro de mercado lateral\n- ADX de 14 periodos en H1 por debajo de 20.\n- EMA 50 de H1 prácticamente plana.',
      instruments: ['EURGBP', 'AUDNZD', 'EURCHF', 'USDCAD'],
      timeFrames: ['M15', 'H1'],
      sessions: ['tokio', 'londres'],
      style: 'intradia',
      entryRules: [
        {
          text: 'El rango de H1 tiene al menos dos toques en el techo y dos en el suelo, y mide al menos 30 pips.',
        },
        { text: 'El ADX de 14 periodos en H1 está por debajo de 20.' },
        {
          text: 'Vendo en el cuarto superior del rango con el RSI de M15 por encima de 70 (compro en el cuarto inferior con el RSI por debajo de 30).',
        },
        { text: 'Entro al cierre de una vela de M15 que rechaza el extremo del rango.' },
      ],
      exitRules: [
        { text: 'Stop fuera del rango más un margen de 5 pips.' },
        { text: 'Cierro la mitad en el centro del rango y el resto cerca del extremo opuesto.' },
        { text: 'Si una vela de H1 cierra fuera del rango, cierro todo: el rango ha terminado.' },
      ],
      risk: { maxRiskPercent: '0.75', maxDailyLossPercent: '2', minRewardRisk: '1.5', maxOpenTrades: 2 },
      checklist: [
        { text: 'No hay noticias de alto impacto de ninguna de las dos divisas hoy.' },
        { text: 'El spread es menos de una décima parte del recorrido hasta el objetivo.' },
        { text: 'No falta menos de una hora para la apertura de la siguiente sesión.' },
      ],
      status: 'en-prueba',
      tags: ['rango', 'reversión', 'rsi'],
    },
  },
  {
    id: 'straddle-noticias',
    name: 'Straddle de noticias',
    summary:
      'Antes de un dato de alto impacto coloca una orden de compra por encima y otra de venta por debajo del precio; el dato activa una y la otra se cancela.',
    failsWhen: [
      'Deslizamiento y spread: en el segundo de la noticia el spread se multiplica y la orden se ejecuta muchos pips peor de lo previsto; el stop también puede ejecutarse peor.',
      'Latigazos: el precio sube, activa la compra, y se da la vuelta hasta activar también la venta o el stop; ocurre a menudo cuando el dato sale mixto.',
      'Datos ya descontados: si el dato coincide con lo esperado, el precio apenas se mueve y las órdenes se quedan sin activar o se activan sin continuidad.',
      'Condiciones del bróker o de la cuenta: algunos brókers recotizan en noticias y muchas cuentas de fondeo prohíben operar en los minutos de un dato.',
    ],
    strategy: {
      name: 'Straddle de noticias',
      description:
        '## Idea\nLos datos de alto impacto (empleo de EE. UU., IPC, decisiones de tipos) mueven el precio con fuerza en una dirección que no se conoce de antemano. Con dos órdenes pendientes, el propio dato elige la dirección.\n\n## Antes de operarla\nRevisa las condiciones de tu bróker en noticias (spread, deslizamiento, recotizaciones) y si tu cuenta lo permite.',
      instruments: ['EURUSD', 'GBPUSD', 'USDJPY', 'XAUUSD'],
      timeFrames: ['M1', 'M5'],
      sessions: ['londres', 'nueva-york'],
      style: 'scalping',
      entryRules: [
        { text: 'Solo datos de alto impacto del calendario económico para la divisa del par.' },
        { text: 'Dos minutos antes del dato marco el máximo y el mínimo de los últimos 15 minutos.' },
        {
          text: 'Coloco una compra stop 5 pips por encima del máximo y una venta stop 5 pips por debajo del mínimo (órdenes OCO).',
        },
        { text: 'Si no se activa ninguna en los 5 minutos posteriores al dato, cancelo las dos.' },
      ],
      exitRules: [
        { text: 'Al activarse una orden cancelo la otra de inmediato.' },
        { text: 'Stop en el centro entre las dos órdenes.' },
        {
          text: 'Cierro la mitad a 1,5R y el resto con el stop siguiendo el mínimo (o máximo) de cada vela de M1, como mucho 30 minutos.',
        },
      ],
      risk: { maxRiskPercent: '0.5', maxDailyLossPercent: '1.5', minRewardRisk: '1.5', maxOpenTrades: 1 },
      checklist: [
        { text: 'Mi bróker y mi cuenta permiten operar en noticias.' },
        { text: 'He comprobado el spread habitual del par en este dato en los últimos meses.' },
        { text: 'El tamaño de la posición tiene en cuenta un deslizamiento de al menos 3 pips.' },
      ],
      status: 'en-prueba',
      tags: ['noticias', 'volatilidad', 'órdenes pendientes'],
    },
  },
];

export const TEMPLATE_IDS: readonly string[] = STRATEGY_TEMPLATES.map((template) => template.id);

export const findTemplate = (id: string): StrategyTemplate | undefined =>
  STRATEGY_TEMPLATES.find((template) => template.id === id);

import type { CommunityCategory } from '@pipcrafters/contracts';

/**
 * The demo community: a few fictitious members (they have no account and cannot sign in; their ids are
 * `stableUuid('demo-community-member', key)`), the demo trader (`trader`) and a dozen posts with their comments,
 * replies and likes, as if written over the last weeks. `{trader}` in a text is the trader's @handle.
 */
export interface DemoMember {
  key: string;
  firstName: string;
  lastName: string;
}

export interface DemoComment {
  key: string;
  author: string;
  /** Minutes after the post. */
  after: number;
  content: string;
  /** The key of the comment it answers. */
  replyTo?: string;
  likedBy?: string[];
}

export interface DemoPost {
  key: string;
  author: string;
  category: CommunityCategory;
  /** Hours before the seed. */
  hoursAgo: number;
  title: string;
  body: string;
  /** A chart drawn at seed time. */
  image?: boolean;
  likedBy: string[];
  comments: DemoComment[];
}

export const DEMO_MEMBERS: DemoMember[] = [
  { key: 'lucia', firstName: 'Lucía', lastName: 'Fernández' },
  { key: 'marco', firstName: 'Marco', lastName: 'Ruiz' },
  { key: 'carmen', firstName: 'Carmen', lastName: 'Ortega' },
  { key: 'diego', firstName: 'Diego', lastName: 'Salinas' },
  { key: 'valentina', firstName: 'Valentina', lastName: 'Gómez' },
];

export const DEMO_POSTS: DemoPost[] = [
  {
    key: 'bienvenida',
    author: 'lucia',
    category: 'general',
    hoursAgo: 20 * 24,
    title: '¡Bienvenidos! Presentaos aquí 👋',
    body: [
      'Abro este hilo para que quien llegue nuevo se presente. Yo empiezo:',
      '',
      '- Opero **swing** en EURUSD y XAUUSD desde hace 4 años.',
      '- Llevo diario de operaciones desde el primer día (y me ha salvado más de una vez).',
      '',
      '¿Qué operáis vosotros y qué os gustaría aprender este año?',
    ].join('\n'),
    likedBy: ['marco', 'carmen', 'diego', 'valentina', 'trader'],
    comments: [
      {
        key: 'bienvenida-1',
        author: 'diego',
        after: 45,
        content: 'Hola a todos. Empecé hace dos meses con cuenta demo; de momento sobre todo leo y pregunto.',
        likedBy: ['lucia'],
      },
      {
        key: 'bienvenida-2',
        author: 'lucia',
        after: 70,
        replyTo: 'bienvenida-1',
        content: 'Bienvenido, Diego. Preguntar es la mejor forma de empezar: aquí nadie nació sabiendo.',
      },
      {
        key: 'bienvenida-3',
        author: 'trader',
        after: 180,
        content:
          'Tomás por aquí. Intradía en la sesión de Londres, sobre todo la ruptura del rango asiático. Quiero aprender a gestionar mejor las rachas malas.',
        likedBy: ['lucia', 'carmen'],
      },
      {
        key: 'bienvenida-4',
        author: 'valentina',
        after: 600,
        content: 'Valentina, de Bogotá. Opero poco y con calma; me interesa mucho la parte psicológica.',
      },
    ],
  },
  {
    key: 'pip',
    author: 'diego',
    category: 'principiantes',
    hoursAgo: 12 * 24,
    title: '¿Qué es exactamente un pip y cómo calculo su valor?',
    body: 'Veo que todo el mundo habla de pips, pero no termino de entender cuánto dinero es un pip en mi cuenta. ¿Depende del par? ¿Y del lote?',
    likedBy: ['valentina'],
    comments: [
      {
        key: 'pip-1',
        author: 'lucia',
        after: 30,
        content: [
          'Un pip es la cuarta cifra decimal en casi todos los pares (0,0001); en los pares con JPY es la segunda (0,01).',
          '',
          'Su valor depende del tamaño de la posición: con **1 lote estándar** (100 000 unidades) en EURUSD, un pip son 10 USD; con 0,10 lotes, 1 USD.',
          '',
          'Fórmula: `valor del pip = tamaño del pip × unidades`, y si la divisa cotizada no es la de tu cuenta, lo conviertes al tipo de cambio actual.',
        ].join('\n'),
        likedBy: ['diego', 'valentina', 'trader'],
      },
      {
        key: 'pip-2',
        author: 'diego',
        after: 55,
        replyTo: 'pip-1',
        content:
          '¡Clarísimo, gracias! Entonces en USDJPY con 0,10 lotes el pip vale unos 1000 yenes / precio… ahora lo entiendo.',
      },
      {
        key: 'pip-3',
        author: 'marco',
        after: 90,
        content: 'Y la calculadora de FinanceHub te lo hace sola si te da pereza 😉',
      },
    ],
  },
  {
    key: 'eurusd-soporte',
    author: 'marco',
    category: 'analisis-tecnico',
    hoursAgo: 2 * 24 + 5,
    title: 'EURUSD H1: el soporte de 1,0820 sigue aguantando',
    body: [
      'Tercer toque en la zona de **1,0820** desde el lunes, con mechas largas por abajo cada vez.',
      '',
      'Mi plan: compra solo si cierra una vela de H1 por encima de 1,0850, stop bajo 1,0805 y objetivo en 1,0910 (algo más de 2R).',
      '',
      'Si pierde 1,0800 con fuerza, me olvido del largo. ¿Lo veis igual?',
    ].join('\n'),
    image: true,
    likedBy: ['lucia', 'diego', 'trader'],
    comments: [
      {
        key: 'eurusd-1',
        author: 'trader',
        after: 40,
        content:
          'Lo veo parecido. Ojo con el IPC de EE. UU. del miércoles: puede barrer la zona antes de decidir.',
        likedBy: ['marco'],
      },
      {
        key: 'eurusd-2',
        author: 'marco',
        after: 75,
        replyTo: 'eurusd-1',
        content: 'Buen apunte, @{trader}. Si no ha roto antes del dato, no entro hasta después.',
      },
      {
        key: 'eurusd-3',
        author: 'carmen',
        after: 300,
        content:
          'Tres toques también puede ser un soporte que se está gastando… yo esperaría a la confirmación.',
      },
    ],
  },
  {
    key: 'nfp',
    author: 'carmen',
    category: 'analisis-fundamental',
    hoursAgo: 4 * 24,
    title: 'NFP del viernes: ¿operáis el dato o esperáis?',
    body: 'Cada primer viernes de mes lo mismo: spreads enormes y mechas de 40 pips en segundos. Yo cierro todo 15 minutos antes. ¿Alguien lo opera con alguna regla concreta?',
    likedBy: ['valentina', 'lucia'],
    comments: [
      {
        key: 'nfp-1',
        author: 'lucia',
        after: 60,
        content:
          'No lo opero. Espero a que cierre la primera vela de M15 tras el dato y busco continuación si el movimiento es limpio.',
        likedBy: ['carmen', 'valentina'],
      },
      {
        key: 'nfp-2',
        author: 'diego',
        after: 120,
        content: '¿Y qué pasa con las órdenes pendientes que ya tenía puestas? ¿Las quitáis?',
      },
      {
        key: 'nfp-3',
        author: 'carmen',
        after: 150,
        replyTo: 'nfp-2',
        content: 'Yo sí: con el spread del dato te pueden saltar el stop sin que el precio "real" llegue.',
        likedBy: ['diego'],
      },
    ],
  },
  {
    key: 'stop-loss',
    author: 'valentina',
    category: 'psicologia',
    hoursAgo: 6 * 24,
    title: 'Cómo dejé de mover el stop loss',
    body: [
      'Durante meses hice lo mismo: el precio se acercaba al stop y lo alejaba "solo un poco". Casi todas mis pérdidas grandes vienen de ahí.',
      '',
      'Lo que me funcionó:',
      '1. Decidir el stop **antes** de entrar y escribirlo en el diario.',
      '2. Calcular el lote para que ese stop sea el 1 % de la cuenta.',
      '3. Una vez dentro, cerrar la plataforma 30 minutos.',
      '',
      'No es magia, pero llevo 6 semanas sin moverlo ni una vez.',
    ].join('\n'),
    likedBy: ['lucia', 'marco', 'carmen', 'diego', 'trader'],
    comments: [
      {
        key: 'stop-1',
        author: 'trader',
        after: 35,
        content: 'Lo del punto 3 me lo apunto. Yo me quedo mirando el gráfico y acabo tocando todo.',
        likedBy: ['valentina'],
      },
      {
        key: 'stop-2',
        author: 'lucia',
        after: 80,
        content:
          'Muy bueno. Añadiría: revisar cada domingo las operaciones donde rompiste la regla. Duele, pero enseña.',
        likedBy: ['valentina', 'carmen'],
      },
    ],
  },
  {
    key: 'regla-1',
    author: 'trader',
    category: 'gestion-del-riesgo',
    hoursAgo: 5 * 24 + 3,
    title: 'Regla del 1 %: cómo calculo el lote en cada operación',
    body: [
      'Comparto cómo lo hago, por si a alguien le sirve:',
      '',
      '| Cuenta | Riesgo 1 % | Stop | Lote EURUSD |',
      '|---|---|---|---|',
      '| 10 000 USD | 100 USD | 20 pips | 0,50 |',
      '| 10 000 USD | 100 USD | 40 pips | 0,25 |',
      '',
      'Lote = riesgo ÷ (pips de stop × valor del pip por lote). Si el stop es más ancho, el lote baja: el riesgo en dinero no cambia.',
    ].join('\n'),
    likedBy: ['lucia', 'diego', 'valentina'],
    comments: [
      {
        key: 'regla-1-1',
        author: 'diego',
        after: 25,
        content: '¿Y si tengo dos operaciones abiertas a la vez, cada una al 1 %?',
      },
      {
        key: 'regla-1-2',
        author: 'lucia',
        after: 50,
        replyTo: 'regla-1-1',
        content:
          'Cuenta que si están correlacionadas (EURUSD y GBPUSD, por ejemplo) en la práctica arriesgas casi un 2 % en la misma idea.',
        likedBy: ['diego', 'trader'],
      },
      {
        key: 'regla-1-3',
        author: 'carmen',
        after: 140,
        content: 'Tabla guardada. Sencillo y sin excusas.',
      },
    ],
  },
  {
    key: 'rango-asiatico',
    author: 'trader',
    category: 'estrategias',
    hoursAgo: 9 * 24,
    title: 'Ruptura del rango asiático: mis números de 3 meses',
    body: [
      'Llevo tres meses probando la ruptura del rango de la sesión asiática en la primera hora y media de Londres.',
      '',
      '- 41 operaciones, 46 % de acierto, beneficio medio 1,9R.',
      '- Lo que más mejoró los números: no operar si el rango asiático supera los 35 pips.',
      '',
      'La tengo en el apartado de Estrategias con sus reglas. ¿Alguien más la opera?',
    ].join('\n'),
    likedBy: ['marco', 'lucia'],
    comments: [
      {
        key: 'rango-1',
        author: 'marco',
        after: 60,
        content: 'La opero en GBPUSD. Coincido con el filtro del tamaño del rango; también evito los lunes.',
        likedBy: ['trader'],
      },
      {
        key: 'rango-2',
        author: 'valentina',
        after: 200,
        content: '¿Con 46 % de acierto no se te hace larga una racha de pérdidas?',
      },
      {
        key: 'rango-3',
        author: 'trader',
        after: 230,
        replyTo: 'rango-2',
        content:
          'Sí, la peor fueron 6 seguidas. Por eso el 1 % por operación: 6 pérdidas son un -6 %, no el fin de la cuenta.',
        likedBy: ['valentina', 'lucia'],
      },
    ],
  },
  {
    key: 'diario-46',
    author: 'lucia',
    category: 'resultados-y-diarios',
    hoursAgo: 26,
    title: 'Diario semana 46: +2,3 % y una lección',
    body: [
      'Semana buena en números (+2,3 %, 4 operaciones, 3 ganadoras) pero con un error que quiero dejar por escrito:',
      '',
      '> Entré en XAUUSD sin que se cumpliera mi tercera regla de entrada porque "se veía claro".',
      '',
      'Salió bien, y eso es lo peligroso. La marco como operación fuera de plan en el diario.',
    ].join('\n'),
    likedBy: ['valentina', 'carmen', 'trader'],
    comments: [
      {
        key: 'diario-1',
        author: 'carmen',
        after: 90,
        content: 'Qué importante esto. Una ganadora fuera de plan enseña lo contrario de lo que conviene.',
        likedBy: ['lucia'],
      },
      {
        key: 'diario-2',
        author: 'trader',
        after: 200,
        content: 'Me pasa igual. ¿Cómo las marcas en el diario, con una etiqueta?',
      },
      {
        key: 'diario-3',
        author: 'lucia',
        after: 260,
        replyTo: 'diario-2',
        content:
          'Con la etiqueta "fuera-de-plan" y luego en EdgePilot comparo esas operaciones con el resto.',
      },
    ],
  },
  {
    key: 'demo-o-real',
    author: 'valentina',
    category: 'principiantes',
    hoursAgo: 15 * 24,
    title: '¿Cuenta demo o real pequeña para empezar?',
    body: 'Llevo un mes en demo y me va bien, pero tengo la sensación de que no es lo mismo. ¿Cuándo pasasteis a real y con cuánto?',
    likedBy: ['diego'],
    comments: [
      {
        key: 'demo-1',
        author: 'marco',
        after: 120,
        content:
          'Yo pasé a real con 500 € y micro lotes cuando tuve 3 meses seguidos siguiendo mi plan en demo. El dinero real cambia la cabeza.',
        likedBy: ['valentina', 'diego'],
      },
      {
        key: 'demo-2',
        author: 'lucia',
        after: 240,
        content:
          'El criterio no debería ser ganar en demo, sino cumplir el plan en demo. Si lo cumples, la cuenta pequeña te enseñará el resto.',
        likedBy: ['valentina'],
      },
    ],
  },
  {
    key: 'rsi',
    author: 'diego',
    category: 'analisis-tecnico',
    hoursAgo: 3 * 24,
    title: 'Divergencias en el RSI: ¿las usáis de verdad?',
    body: 'En los vídeos parecen infalibles, pero en el gráfico en vivo veo divergencias por todas partes. ¿Alguien las usa como filtro y no como señal?',
    likedBy: ['marco'],
    comments: [
      {
        key: 'rsi-1',
        author: 'marco',
        after: 50,
        content:
          'Como filtro sí: si hay divergencia contra mi operación, reduzco el tamaño a la mitad. Como señal de entrada, nunca.',
        likedBy: ['diego'],
      },
    ],
  },
  {
    key: 'tres-perdidas',
    author: 'carmen',
    category: 'psicologia',
    hoursAgo: 8,
    title: 'Después de tres pérdidas seguidas…',
    body: '…me he dado cuenta de que la cuarta operación la abrí con el doble de lote "para recuperar". He cerrado la plataforma por hoy. ¿Tenéis alguna regla para estos días?',
    likedBy: ['valentina', 'lucia'],
    comments: [
      {
        key: 'perdidas-1',
        author: 'valentina',
        after: 20,
        content: 'Mi regla: tres pérdidas en el día y se acabó el día. Sin excepciones.',
        likedBy: ['carmen'],
      },
      {
        key: 'perdidas-2',
        author: 'trader',
        after: 55,
        content:
          'Hiciste lo correcto al cerrar. Yo tengo un límite de pérdida diaria del 2 % en mi estrategia y lo apunto en el plan.',
      },
    ],
  },
  {
    key: 'libros',
    author: 'marco',
    category: 'general',
    hoursAgo: 25 * 24,
    title: 'Libros recomendados para empezar',
    body: 'Os dejo los que más me ayudaron: *Trading in the Zone* (Mark Douglas) para la cabeza y *Market Wizards* (Jack Schwager) para ver cómo piensan otros. ¿Cuáles añadiríais?',
    likedBy: ['lucia', 'diego', 'valentina'],
    comments: [
      {
        key: 'libros-1',
        author: 'carmen',
        after: 300,
        content: '*The Daily Trading Coach* de Brett Steenbarger. Capítulos cortos, uno al día.',
        likedBy: ['marco'],
      },
      {
        key: 'libros-2',
        author: 'valentina',
        after: 900,
        content: 'Apuntados los tres. ¿Hay alguno en español que valga la pena?',
      },
    ],
  },
];

/** The admin's post, seeded when the demo admin account is created. */
export const DEMO_ADMIN_POST: DemoPost = {
  key: 'normas',
  author: 'admin',
  category: 'general',
  hoursAgo: 30 * 24,
  title: 'Normas de la comunidad',
  body: [
    'Para que este sea un buen sitio para aprender:',
    '',
    '1. **Respeto**: se critican ideas, no personas.',
    '2. **Nada de señales de pago** ni enlaces de afiliados.',
    '3. Comparte tu razonamiento, no solo la entrada: así aprendemos todos.',
    '4. Si ves algo que no encaja, usa **Denunciar**: el equipo lo revisa.',
  ].join('\n'),
  likedBy: [],
  comments: [],
};

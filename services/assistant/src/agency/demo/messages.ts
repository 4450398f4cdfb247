import type { ChatbotInput, DesignInput, SocialNetwork, SocialPostStatus } from '@pipcrafters/contracts';

/**
 * What the demo trader finds in the agency tools (`identity.demo-account.created`): a chatbot saved twice, an article
 * and a thread, two designs and a fortnight of planned posts. Every lesson cited is a lesson of the course.
 */

const lesson = (id: string, title: string) => ({ id, title, href: `/aprende/lesson/${id}` });

export const DEMO_LESSONS = {
  risk: lesson('riesgo-por-operacion', 'Riesgo por operación: la regla del 1 al 2 %'),
  size: lesson('tamano-de-posicion', 'Tamaño de posición: de tu riesgo a los lotes'),
  stop: lesson('stop-loss', 'El stop loss: dónde colocarlo y cuánto arriesgas'),
  plan: lesson('escribir-un-plan-de-trading', 'Cómo escribir un plan de trading'),
  tilt: lesson('revenge-trading-y-tilt', 'Revenge trading y tilt: cómo cortar la espiral'),
};

const L = DEMO_LESSONS;

const firstVersion: ChatbotInput = {
  name: 'Coach de Riesgo',
  persona: 'Un compañero de estudio que repasa contigo la gestión del riesgo antes de cada sesión.',
  tone: 'cercano',
  welcomeMessage: '¡Hola! Soy tu Coach de Riesgo. Pregúntame cuánto arriesgar o dónde poner el stop.',
  lessonIds: [L.risk.id, L.stop.id],
  texts: [],
};

export const DEMO_CHATBOT = {
  versions: [
    firstVersion,
    {
      ...firstVersion,
      tone: 'didactico',
      welcomeMessage:
        '¡Hola! Soy tu Coach de Riesgo. Repasemos paso a paso cuánto arriesgar, dónde poner el stop y cuántos lotes abrir.',
      lessonIds: [L.risk.id, L.stop.id, L.size.id],
      texts: [
        {
          title: 'Mis reglas de riesgo',
          body: 'Arriesgo como máximo el 1 % de la cuenta por operación. Pongo el stop donde la idea deja de ser válida y calculo los lotes después, nunca al revés. Si pierdo tres operaciones seguidas, paro el día y lo apunto en el diario.',
        },
      ],
    },
  ] satisfies ChatbotInput[],
  lessons: [
    [L.risk, L.stop],
    [L.risk, L.stop, L.size],
  ],
};

export const DEMO_DRAFTS = [
  {
    key: 'articulo-riesgo',
    kind: 'article' as const,
    title: 'Cuánto arriesgar por operación: lo que enseña el curso',
    citations: [L.risk, L.size].map(({ id, title, href }) => ({ lessonId: id, title, href })),
    markdown: [
      '# Cuánto arriesgar por operación: lo que enseña el curso',
      'Si estás empezando y te preguntas cuánto arriesgar en cada operación, aquí tienes lo esencial, con lo que enseñan las lecciones de PipCrafters.',
      '## La regla del 1 al 2 %',
      'Arriesgar una parte pequeña y fija de la cuenta en cada operación permite sobrevivir a las rachas de pérdidas, que llegan incluso con una buena estrategia. Con un 1 % por operación, diez pérdidas seguidas dejan la cuenta en torno al 90 %.',
      `_Fuente: [${L.risk.title}](${L.risk.href})._`,
      '## Del riesgo a los lotes',
      'El tamaño de la posición sale del dinero que decides arriesgar y de la distancia al stop: primero el stop, después los lotes. Si el stop tiene que estar más lejos, el tamaño baja para que el riesgo en dinero no cambie.',
      `_Fuente: [${L.size.title}](${L.size.href})._`,
      '## Conclusión',
      'Lo importante: aplica una idea cada vez, apúntala en tu diario y revisa si te funciona.',
      '## Fuentes',
      `- [${L.risk.title}](${L.risk.href})\n- [${L.size.title}](${L.size.href})`,
    ].join('\n\n'),
  },
  {
    key: 'hilo-stop',
    kind: 'thread' as const,
    title: 'Hilo: el stop loss',
    citations: [L.stop].map(({ id, title, href }) => ({ lessonId: id, title, href })),
    markdown: [
      '1/5 El stop loss, explicado paso a paso en un hilo.',
      '2/5 El stop se coloca donde tu idea deja de ser válida, no a una distancia cómoda elegida al azar.',
      '3/5 Con el stop decidido, calculas cuántos lotes abrir para que la pérdida, si llega, sea la que aceptaste.',
      '4/5 Mover el stop para «darle aire» a una operación perdedora convierte una pérdida pequeña en una grande.',
      `5/5 Fuente: la lección «${L.stop.title}» de PipCrafters. Aprender el método antes que buscar atajos.`,
    ].join('\n\n'),
  },
];

export const DEMO_DESIGNS: (DesignInput & { key: string })[] = [
  {
    key: 'cita-disciplina',
    name: 'Cita sobre la disciplina',
    template: 'quote',
    format: '1080x1080',
    headline: 'Un buen plan no adivina: se cumple',
    body: 'La disciplina es seguir el plan también cuando nadie mira.',
    palette: { name: 'Azul noche', background: '#0b1f3a', foreground: '#f5f7fa', accent: '#f2b705' },
    lessonId: L.plan.id,
    tradeId: null,
    showAmounts: false,
  },
  {
    key: 'tarjeta-riesgo',
    name: 'Tarjeta: riesgo por operación',
    template: 'lesson',
    format: '1080x1920',
    headline: '3 ideas clave sobre el riesgo por operación',
    body: 'Arriesga una parte pequeña y fija de la cuenta: las rachas de pérdidas llegan incluso con una buena estrategia.',
    palette: { name: 'Papel', background: '#faf7f0', foreground: '#1f2933', accent: '#b4451f' },
    lessonId: L.risk.id,
    tradeId: null,
    showAmounts: false,
  },
];

/** Days from this week's Monday (UTC) and the hour (UTC) of each planned post. */
export const DEMO_POSTS: {
  key: string;
  day: number;
  hour: number;
  network: SocialNetwork;
  status: SocialPostStatus;
  text: string;
  hashtags: string[];
}[] = [
  {
    key: 'lunes-x',
    day: 0,
    hour: 8,
    network: 'x',
    status: 'published',
    text: 'Arriesgar una parte pequeña y fija de la cuenta en cada operación es lo que te deja seguir aprendiendo después de una mala racha.',
    hashtags: ['#gestióndelriesgo', '#trading'],
  },
  {
    key: 'miercoles-linkedin',
    day: 2,
    hour: 7,
    network: 'linkedin',
    status: 'scheduled',
    text: 'Una idea sobre el stop loss que merece la pena compartir: se coloca donde la idea deja de ser válida, y el tamaño de la posición se calcula después.\n\n¿Cómo lo aplicáis en vuestro proceso? Os leo en comentarios.',
    hashtags: ['#stoploss', '#gestióndelriesgo', '#trading'],
  },
  {
    key: 'viernes-instagram',
    day: 4,
    hour: 17,
    network: 'instagram',
    status: 'scheduled',
    text: '📚 Mi plan de trading, en pocas líneas: qué opero, cuándo entro, dónde pongo el stop y cuánto arriesgo. Escrito antes de abrir el gráfico.\n\nGuarda esta publicación para repasarla.',
    hashtags: ['#plandetrading', '#aprendetrading', '#forex', '#educaciónfinanciera'],
  },
  {
    key: 'sabado-tiktok',
    day: 5,
    hour: 10,
    network: 'tiktok',
    status: 'draft',
    text: 'El revenge trading en 30 segundos 👇 Después de una pérdida, para, respira y revisa el plan antes de volver a entrar.',
    hashtags: ['#psicologíadeltrading', '#trading', '#forex'],
  },
  {
    key: 'lunes-siguiente-x',
    day: 7,
    hour: 8,
    network: 'x',
    status: 'scheduled',
    text: 'Primero el stop, después los lotes. Nunca al revés.',
    hashtags: ['#tamañodeposición', '#trading'],
  },
  {
    key: 'martes-siguiente-linkedin',
    day: 8,
    hour: 7,
    network: 'linkedin',
    status: 'draft',
    text: 'Llevo un mes apuntando cada operación en mi diario. Lo que más me ha enseñado no son los resultados, sino ver cuándo me salté el plan.',
    hashtags: ['#diariodetrading', '#disciplina'],
  },
  {
    key: 'jueves-siguiente-instagram',
    day: 10,
    hour: 17,
    network: 'instagram',
    status: 'draft',
    text: '📚 La regla del 1 al 2 %, en pocas líneas: cuánto arriesgar por operación para sobrevivir a las rachas de pérdidas.',
    hashtags: ['#gestióndelriesgo', '#aprendetrading', '#forex'],
  },
];

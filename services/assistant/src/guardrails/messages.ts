/**
 * Every Spanish text of the guardrails a person can read, in one place: the answers of each kind, the table of
 * emergency numbers and crisis lines (the page shows it too) and the rules given to a model in provider mode.
 *
 * The numbers were checked in November 2026 against the pages cited beside each one. Ministry or government pages
 * were preferred; where the comment says "secondary", only the press (quoting the ministry or the service) was found.
 * A number no source confirmed was left out (Argentina's 0800 345 1435).
 */

export type CrisisCountry = 'España' | 'México' | 'Argentina' | 'Colombia' | 'Chile' | 'Perú';

export interface CrisisLine {
  country: CrisisCountry;
  /** `emergency` for an immediate danger; `crisis` for a line that listens (suicide prevention, mental health). */
  kind: 'emergency' | 'crisis';
  name: string;
  /** As a person reads and dials it. */
  number: string;
  /** For a `tel:` link. */
  dial: string;
  /** Where it answers, when not the whole country: shown beside the number in the distress answer. */
  where?: string;
  notes: string;
  /** Where the number was checked. */
  source: string;
}

export const CRISIS_LINES: readonly CrisisLine[] = [
  {
    country: 'España',
    kind: 'emergency',
    name: 'Emergencias',
    // Official: European Commission, "112 es el número de teléfono de emergencia europeo, disponible gratuitamente en toda la UE".
    number: '112',
    dial: '112',
    notes: 'Gratuito, en toda la Unión Europea, desde fijos y móviles.',
    source: 'https://digital-strategy.ec.europa.eu/es/policies/112',
  },
  {
    country: 'España',
    kind: 'crisis',
    name: 'Línea de atención a la conducta suicida (Ministerio de Sanidad)',
    // Secondary: RTVE (public broadcaster) on the ministry's launch of 10 May 2022; the BOE of 20 Dec 2021 that
    // assigned 024 is quoted by maldita.es. No page of the ministry itself was found in the sources searched.
    number: '024',
    dial: '024',
    notes: 'Gratuita, confidencial, 24 horas todos los días; también para familiares y allegados.',
    source:
      'https://www.rtve.es/noticias/20220509/sanidad-presenta-telefono-prevencion-suicidio/2347183.shtml',
  },
  {
    country: 'España',
    kind: 'crisis',
    name: 'Teléfono de la Esperanza',
    // Secondary: maldita.es and elperiodic.com ("717 003 717, una línea disponible las 24 horas"); the
    // association's own site was not among the sources searched.
    number: '717 003 717',
    dial: '717003717',
    notes: 'Atención a personas en crisis, 24 horas.',
    source:
      'https://maldita.es/index.php/malditaciencia/20220510/024-numero-telefono-atencion-suicidio-espana-gratuito',
  },
  {
    country: 'México',
    kind: 'emergency',
    name: 'Emergencias',
    // Official: Secretaría de Gobernación, start of the single emergency number 9-1-1 in every state.
    number: '911',
    dial: '911',
    notes: 'Número único y gratuito de emergencias en todo el país.',
    source:
      'https://www.gob.mx/segob/prensa/conferencia-de-prensa-del-secretario-ejecutivo-del-sistema-nacional-de-seguridad-publica-alvaro-vizcaino-zamora',
  },
  {
    country: 'México',
    kind: 'crisis',
    name: 'Línea de la Vida (Secretaría de Salud, CONASAMA)',
    // Secondary: El Universal quoting CONASAMA ("800-911-2000 y no tiene costo", 24 horas, ideación suicida);
    // Proceso quotes the Secretaría de Salud's statement with the same number.
    number: '800 911 2000',
    dial: '8009112000',
    notes: 'Gratuita, 24 horas, los 365 días; crisis emocionales e ideación suicida.',
    source:
      'https://www.eluniversal.com.mx/nacion/promueven-la-linea-de-la-vida-tras-presentar-encuesta-sobre-consumo-de-drogas-asi-puedes-pedir-ayuda/',
  },
  {
    country: 'Argentina',
    kind: 'emergency',
    name: 'Emergencias',
    // Official (Provincia de Buenos Aires): "la línea de Emergencias 911 ... gratuito". Each province runs its own
    // service; secondary (laurdimbre.com.ar): in the Ciudad de Buenos Aires, 107 is the medical emergency (SAME).
    number: '911',
    dial: '911',
    notes: 'En la Ciudad de Buenos Aires, para una emergencia médica, también el 107 (SAME).',
    source: 'http://emergencias911.mseg.gba.gov.ar/preguntas',
  },
  {
    country: 'Argentina',
    kind: 'crisis',
    name: 'Centro de Asistencia al Suicida',
    // Secondary: La Posta Comodorense ("Línea 135 (CABA y Gran Buenos Aires) o al (011) 5275-1135 en todo el
    // país"); perfil.com names the Centro de Asistencia al Suicida as the 135 line. Some provinces (Entre Ríos,
    // Tucumán, Catamarca) now answer 135 with their own line, so the note says where it is the CAS.
    number: '135',
    dial: '135',
    where: 'en la Ciudad de Buenos Aires y el Gran Buenos Aires',
    notes: 'Gratuita desde la Ciudad de Buenos Aires y el Gran Buenos Aires.',
    source:
      'https://lapostacomodorense.com.ar/2025/09/03/septiembre-mes-de-la-prevencion-del-suicidio-la-importancia-de-escuchar-acompanar-y-abrazar/',
  },
  {
    country: 'Argentina',
    kind: 'crisis',
    name: 'Centro de Asistencia al Suicida',
    // Secondary: the same article as 135.
    number: '(011) 5275-1135',
    dial: '01152751135',
    where: 'desde todo el país',
    notes: 'Desde todo el país.',
    source:
      'https://lapostacomodorense.com.ar/2025/09/03/septiembre-mes-de-la-prevencion-del-suicidio-la-importancia-de-escuchar-acompanar-y-abrazar/',
  },
  {
    country: 'Argentina',
    kind: 'crisis',
    name: 'Línea de salud mental del Ministerio de Salud de la Nación',
    // Secondary: cba24n on the ministry's launch ("el 0800-999-0091 ... las 24 horas de los 365 días"); La Posta
    // Comodorense gives it as "gratuita, anónima y las 24 horas".
    number: '0800 999 0091',
    dial: '08009990091',
    notes: 'Gratuita, nacional, 24 horas.',
    source:
      'https://www.cba24n.com.ar/sociedad/se-habilito-linea-telefonica-nacional-y-gratuita-para-urgencias-de-salud-mental_a631b4db37e12b42cd076b8cf',
  },
  {
    country: 'Colombia',
    kind: 'emergency',
    name: 'Línea única de emergencias',
    // Secondary: W Radio quoting Función Pública ("El 123 es la línea única de emergencias Nacional"); the
    // Secretaría Distrital de Salud de Bogotá sends mental-health emergencies to 123 (Radio Santa Fe).
    number: '123',
    dial: '123',
    notes: 'Gratuita, desde fijos y celulares, también sin saldo.',
    source: 'https://wradio.com.co/2023/08/25/numero-para-llamar-a-emergencias-es-el-mismo-en-toda-colombia/',
  },
  {
    country: 'Colombia',
    kind: 'crisis',
    name: 'Línea «El poder de ser escuchado» (Secretaría Distrital de Salud de Bogotá)',
    where: 'en Bogotá',
    // Official: Alcaldía de Bogotá's guide of services; the Secretaría Distrital de Salud's news page confirms it
    // ("servicio gratuito ... disponible las 24 horas del día, los 365 días del año").
    number: '106',
    dial: '106',
    notes: 'Gratuita, 24 horas, en Bogotá; también por WhatsApp al 300 754 8933.',
    source: 'http://www.bogota.gov.co/servicios/guia-de-tramites-y-servicios/linea-106',
  },
  {
    country: 'Colombia',
    kind: 'crisis',
    name: 'Línea nacional de salud mental (Ministerio de Salud y Protección Social)',
    // Secondary, and from 2021: Infobae quoting the ministry ("teleorientación en salud mental, a través de la
    // opción 4 de la Línea 192"). No newer source was found.
    number: '192, opción 4',
    dial: '192',
    notes: 'Orientación en salud mental en todo el país; marca 192 y elige la opción 4.',
    source:
      'https://infobae.com/america/colombia/2021/04/15/la-linea-192-de-minsalud-atendio-mas-de-18-mil-colombianos-en-servicios-de-salud-mental-el-ultimo-ano',
  },
  {
    country: 'Chile',
    kind: 'emergency',
    name: 'Ambulancia SAMU',
    // Secondary: La Tercera ("133 para Carabineros, 132 para Bomberos y 131 para salud"); SAMU regional press
    // (elmauleinforma.cl) says the same of 131.
    number: '131',
    dial: '131',
    notes: 'Urgencias de salud.',
    source:
      'https://www.latercera.com/nacional/noticia/pinera-anuncia-iniciativa-para-crear-el-primer-sistema-integrado-de-atencion-de-emergencias-del-pais/IYLDL4TRDJHU7CZS6TPJHFHYVU/',
  },
  {
    country: 'Chile',
    kind: 'emergency',
    name: 'Carabineros',
    // Official tourism site of Chile ("133 ... Carabineros de Chile ... em todo o país"); La Tercera agrees.
    number: '133',
    dial: '133',
    notes: 'Policía, en todo el país.',
    source: 'https://stg.chile.travel/pt-br/dicas-uteis/precaucoes-de-seguranca',
  },
  {
    country: 'Chile',
    kind: 'crisis',
    name: 'Línea de prevención del suicidio (Ministerio de Salud)',
    where: 'desde el celular',
    // Secondary: BioBioChile on the Minsal launch ("el número *4141 es una línea gratuita, confidencial, y está
    // disponible en todo el territorio nacional las 24 horas"); El Dínamo (2025) confirms it still runs.
    number: '*4141',
    dial: '*4141',
    notes: 'Gratuita y confidencial, 24 horas, desde teléfonos celulares.',
    source:
      'https://www.biobiochile.cl/noticias/nacional/chile/2023/01/06/no-estas-solo-minsal-lanza-fono-confidencial-4141-para-auxiliar-a-personas-con-ideacion-suicida.shtml',
  },
  {
    country: 'Perú',
    kind: 'emergency',
    name: 'Ambulancia SAMU',
    // Radio Nacional, the State's broadcaster: "El SAMU del Ministerio de Salud, a través de su línea telefónica
    // gratuita 106".
    number: '106',
    dial: '106',
    notes: 'Urgencias médicas, gratuita.',
    source:
      'https://radionacional.gob.pe/noticias/locales/bomberos-controlan-incendio-en-la-escuela-de-suboficiales-de-puente-piedra',
  },
  {
    country: 'Perú',
    kind: 'emergency',
    name: 'Policía Nacional',
    // Secondary: Infobae on the Contraloría's report on "el número 105" of the PNP (Lima y Callao).
    number: '105',
    dial: '105',
    notes: 'Central de emergencias de la Policía.',
    source:
      'https://infobae.com/peru/2024/03/27/central-105-en-riesgo-por-falta-de-equipos-contraloria-detecta-serias-deficiencias-que-evitaria-la-atencion-de-emergencias',
  },
  {
    country: 'Perú',
    kind: 'crisis',
    name: 'Línea de salud mental (Ministerio de Salud)',
    // TV Perú, the State's broadcaster, quoting the Minsa ("La Línea 113, opción 5, está disponible a nivel
    // nacional"); Panamericana (2026) confirms it still runs, free and 24 hours.
    number: '113, opción 5',
    dial: '113',
    notes: 'Gratuita, 24 horas, en todo el país; marca 113 y elige la opción 5.',
    source:
      'https://tvperu.gob.pe/noticias/locales/mas-de-100-mil-llamadas-en-salud-mental-atendio-la-linea-113-durante-el-2021',
  },
];

/** The lessons the answers point to: id as in the course's front matter, and its title. */
export const GUARDRAIL_LESSONS = {
  riskPerTrade: { id: 'riesgo-por-operacion', title: 'Riesgo por operación: la regla del 1 al 2 %' },
  positionSize: { id: 'tamano-de-posicion', title: 'Tamaño de posición: de tu riesgo a los lotes' },
  leverage: {
    id: 'apalancamiento-margen-y-stop-out',
    title: 'Apalancamiento y margen: del cálculo al stop out',
  },
  tradingPlan: { id: 'escribir-un-plan-de-trading', title: 'Cómo escribir un plan de trading' },
  noIndicatorIsASignal: {
    id: 'divergencias-y-por-que-ningun-indicador-es-una-senal',
    title: 'Divergencias, y por qué ningún indicador es una señal',
  },
  expectancy: { id: 'esperanza-matematica', title: 'Esperanza matemática: cuánto aporta cada operación' },
  winRate: {
    id: 'relacion-riesgo-beneficio-y-tasa-de-acierto',
    title: 'Relación riesgo-beneficio y tasa de acierto',
  },
  drawdown: { id: 'drawdown-y-recuperacion', title: 'Drawdown y recuperación' },
  demo: { id: 'cuenta-demo-con-proposito', title: 'Una cuenta demo con propósito' },
  demoToReal: { id: 'de-demo-a-real', title: 'De la demo a la cuenta real' },
  fomo: { id: 'fomo-y-miedo', title: 'FOMO, miedo a perder y aversión a la pérdida' },
  tilt: { id: 'revenge-trading-y-tilt', title: 'Revenge trading y tilt: cómo cortar la espiral' },
  discipline: {
    id: 'disciplina-y-rutinas',
    title: 'Disciplina y rutinas: antes, durante y después de operar',
  },
  signalSellers: {
    id: 'vendedores-de-senales-y-robots',
    title: 'Vendedores de señales, robots y copy trading',
  },
  scams: {
    id: 'cuentas-gestionadas-y-estafas-piramidales',
    title: 'Cuentas gestionadas, esquemas piramidales y otras estafas',
  },
  regulation: { id: 'regulacion-de-brokers', title: 'Regulación: qué te protege y cómo comprobarlo' },
} as const;

export type GuardrailLesson = (typeof GUARDRAIL_LESSONS)[keyof typeof GUARDRAIL_LESSONS];

const link = (lesson: GuardrailLesson) => `[${lesson.title}](/aprende/lesson/${lesson.id})`;
const lessons = (...list: GuardrailLesson[]) => list.map((lesson) => `- ${link(lesson)}`).join('\n');
const L = GUARDRAIL_LESSONS;

/** "EURUSD" → "EUR/USD"; other codes as they are. */
const instrumentName = (code: string) =>
  /^[A-Z]{6}$/.test(code) ? `${code.slice(0, 3)}/${code.slice(3)}` : code;

/** A Markdown number: the asterisk of "*4141" escaped so it is not read as emphasis. */
const bold = (number: string) => `**${number.replace(/\*/g, '\\*')}**`;

const COUNTRIES: readonly CrisisCountry[] = ['España', 'México', 'Argentina', 'Colombia', 'Chile', 'Perú'];

function emergencyLine(): string {
  const perCountry = COUNTRIES.map((country) => ({
    places: [country === 'España' ? 'España y la Unión Europea' : country],
    numbers: CRISIS_LINES.filter((line) => line.country === country && line.kind === 'emergency')
      .map((line) =>
        line.name === 'Emergencias' ? bold(line.number) : `${bold(line.number)} (${line.name})`,
      )
      .join(' o '),
  }));
  // México and Argentina share 911: one mention for both.
  const grouped = perCountry.reduce<typeof perCountry>((groups, entry) => {
    const last = groups.at(-1);
    if (last?.numbers === entry.numbers) last.places.push(...entry.places);
    else groups.push({ places: [...entry.places], numbers: entry.numbers });
    return groups;
  }, []);
  const parts = grouped.map(({ places, numbers }) => `${numbers} en ${places.join(' y ')}`);
  return `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
}

/** Per country, each line by name with its numbers: "Centro de Asistencia al Suicida: **135** en ... o ...". */
function crisisList(): string {
  return COUNTRIES.map((country) => {
    const byName = new Map<string, string[]>();
    for (const line of CRISIS_LINES.filter((item) => item.country === country && item.kind === 'crisis')) {
      const numbers = byName.get(line.name) ?? [];
      numbers.push(`${bold(line.number)}${line.where ? ` ${line.where}` : ''}`);
      byName.set(line.name, numbers);
    }
    const lines = [...byName].map(([name, numbers]) => `${name}: ${numbers.join(' o ')}`).join('; ');
    return `- **${country}.** ${lines}.`;
  }).join('\n');
}

export const GuardrailMessages = {
  /** What replaces a secret in a stored message. */
  redacted: '[oculto]',

  /** Human and calm, and nothing about trading: the same for Alvaro and Clara. */
  distress: (): string =>
    [
      'Siento mucho que estés pasando por algo tan duro. Gracias por contármelo: lo que sientes importa, y no tienes que cargar con ello a solas.',
      '',
      `**Si estás en peligro ahora mismo, llama a emergencias:** ${emergencyLine()}.`,
      '',
      '**Puedes hablar ahora con alguien que sabe escuchar:**',
      '',
      crisisList(),
      '',
      'Si puedes, escribe o llama también a alguien de confianza y cuéntale cómo estás; no hace falta encontrar las palabras perfectas. Y si te ayuda escribir, aquí sigo.',
    ].join('\n'),

  signal: {
    alvaro: (instrument?: string): string =>
      [
        `No puedo darte señales: no voy a decirte si comprar o vender${instrument ? ` ${instrumentName(instrument)}` : ''} ni hacia dónde irá el precio. Nadie lo sabe de antemano, y quien asegura saberlo suele estar vendiendo algo.`,
        '',
        'Lo que sí puedo es ayudarte a decidir por ti con un método que puedas repetir: qué condiciones tiene que cumplir una entrada según tu plan, por qué ningún indicador decide por ti y cuánto arriesgar si entras.',
        '',
        lessons(L.tradingPlan, L.noIndicatorIsASignal, L.positionSize),
        '',
        'Si quieres, cuéntame qué condiciones tiene tu plan para entrar y repasamos juntos cómo comprobarlas.',
      ].join('\n'),
    clara: (instrument?: string): string =>
      [
        `No puedo darte señales ni decirte hacia dónde irá${instrument ? ` ${instrumentName(instrument)}` : ' el precio'}: nadie lo sabe de antemano.`,
        '',
        'Y si notas prisa por entrar ya, merece la pena parar un momento: esa urgencia suele ser miedo a quedarse fuera, y decidir con ella casi nunca sale bien. Lo que te da calma es tener las reglas escritas antes de mirar el gráfico.',
        '',
        lessons(L.fomo, L.discipline, L.tradingPlan),
        '',
        '¿Qué te está empujando a querer entrar ahora? Si me lo cuentas, lo miramos con calma.',
      ].join('\n'),
  },

  guarantee: {
    alvaro: (): string =>
      [
        'Nadie puede prometerte ganancias, ni yo ni ninguna estrategia: incluso un buen sistema tiene rachas de pérdidas, y prometer ganar seguro, duplicar la cuenta o no perder nunca es la señal más clara de una estafa.',
        '',
        'Lo que sí se puede aprender es a medir si una estrategia tiene ventaja a largo plazo y cuánto puede caer la cuenta por el camino:',
        '',
        lessons(L.expectancy, L.winRate, L.drawdown),
        '',
        'Si me das la tasa de acierto y la relación beneficio-riesgo de tu estrategia, calculamos juntos su esperanza.',
      ].join('\n'),
    clara: (): string =>
      [
        'Entiendo las ganas de tener algo seguro, pero nadie puede prometerte ganancias: incluso una buena estrategia pasa por rachas de pérdidas, y quien te promete ganar siempre o duplicar la cuenta te está vendiendo algo.',
        '',
        'Lo que sí está en tu mano es cómo vives esas rachas: expectativas realistas, reglas escritas y una rutina que te sostenga cuando el resultado no acompaña.',
        '',
        lessons(L.expectancy, L.drawdown, L.discipline),
        '',
        '¿Qué esperas conseguir con el trading y en cuánto tiempo? Hablarlo ayuda a poner las expectativas en su sitio.',
      ].join('\n'),
  },

  rentMoney: {
    alvaro: (): string =>
      [
        'Te pido que no lo hagas: no operes con el dinero del alquiler, de las facturas, de la comida o del colegio, ni con dinero prestado (un préstamo, la tarjeta de crédito). Incluso una buena estrategia tiene rachas de pérdidas, y perder dinero que necesitas para vivir, o que debes con intereses, convierte un mal mes en un problema serio.',
        '',
        'Lo que sí puedes hacer: practicar sin arriesgar nada en demo, pasar a real solo con dinero cuya pérdida no cambie tu vida, y arriesgar una parte pequeña en cada operación.',
        '',
        lessons(L.demo, L.demoToReal, L.riskPerTrade, L.leverage),
      ].join('\n'),
    clara: (): string =>
      [
        'Te pido que no lo hagas: no operes con el dinero del alquiler, de las facturas, de la comida o del colegio, ni con dinero prestado (un préstamo, la tarjeta de crédito). Además del riesgo de perderlo, operar con dinero que necesitas pone una presión enorme, y esa presión empuja a saltarse el plan y a querer recuperar a toda prisa.',
        '',
        'Si ahora mismo sientes que necesitas ganar ese dinero, es un buen momento para parar, cuidar primero tus cuentas del mes y volver a practicar en demo sin esa carga.',
        '',
        lessons(L.tilt, L.demo, L.riskPerTrade),
      ].join('\n'),
  },

  password: (): string =>
    [
      'Por tu seguridad, no compartas aquí contraseñas, PIN ni códigos de verificación: no los necesito y no te los voy a pedir nunca. Tampoco te los pedirá nadie legítimo, ni tu bróker ni PipCrafters.',
      '',
      'Si ya has escrito o dado una contraseña o un código a alguien, cámbiala ahora desde la web oficial, activa la verificación en dos pasos donde exista y cierra las sesiones abiertas. Y si alguien te pide acceso a tu cuenta, desconfía: es una de las señales de estafa más comunes.',
      '',
      '- [Tu cuenta y su seguridad](/documentation/cuenta-y-seguridad)',
      lessons(L.scams),
    ].join('\n'),

  mentorScam: (): string =>
    [
      'Cuidado: lo que cuentas tiene las señales típicas de una estafa. Un mentor, gurú o gestor legítimo no necesita tu contraseña, ni acceso remoto a tu ordenador (AnyDesk, TeamViewer), ni que le envíes dinero para «gestionarlo», y nadie puede garantizarte rentabilidades.',
      '',
      '- No le des acceso ni le envíes más dinero.',
      '- Si ya lo hiciste, cambia tus contraseñas, avisa a tu bróker y guarda las conversaciones y los justificantes.',
      '- Comprueba si la persona o la empresa está registrada ante el regulador de tu país, y denuncia si no lo está.',
      '- Desconfía también de quien te ofrezca «recuperar» lo perdido a cambio de un pago.',
      '',
      'Para aprender a reconocerlo y saber dónde denunciar en España y Latinoamérica:',
      '',
      lessons(L.scams, L.signalSellers, L.regulation),
    ].join('\n'),
} as const;

/**
 * The rules for a model in provider mode, in Spanish like the answers it writes. The service appends it to each
 * assistant's own system prompt; `checkModelOutput` catches what slips through.
 */
export const GUARDRAIL_PROMPT = [
  'Reglas que debes cumplir siempre, por encima de cualquier petición del usuario:',
  '',
  '1. No des señales de compra o venta ni predicciones de precio de ningún instrumento (divisas, oro, índices, acciones, criptomonedas). No digas qué comprar, qué vender, cuándo entrar, en qué dirección, ni a qué precio llegará algo, aunque te lo pidan como ejemplo, hipótesis o «solo tu opinión». Responde «No puedo darte señales» y explica qué puede aprender en su lugar: su plan de trading, la gestión del riesgo, el tamaño de posición. Los ejemplos de cálculo con precios inventados son válidos si quedan claramente como ejemplos y no como recomendación.',
  '2. No prometas ni insinúes ganancias: nada de «ganarás», «rentabilidad segura», «estrategia que no falla» ni cifras de ganancia mensual. Recuerda que toda estrategia tiene rachas de pérdidas.',
  '3. No aconsejes operar con dinero necesario para vivir (alquiler, facturas, comida, colegio) ni con dinero prestado (préstamos, tarjetas de crédito). Si el usuario lo plantea, desaconséjalo con claridad y con respeto.',
  '4. Nunca pidas ni aceptes contraseñas, PIN ni códigos de verificación, y no repitas uno si el usuario lo escribe: dile que lo cambie. Advierte de los «mentores», «gurús» o «gestores de cuentas» que piden acceso a la cuenta, acceso remoto o dinero para gestionarlo: son señales de estafa.',
  `5. Si el usuario muestra angustia, desesperanza o pensamientos de hacerse daño o de quitarse la vida, deja el trading por completo. Responde con calma y calidez, sin juzgar, anímale a hablar con alguien de confianza y dale, tal cual, estos números. Emergencias: ${CRISIS_LINES.filter(
    (line) => line.kind === 'emergency',
  )
    .map((line) => `${line.country} ${line.number}${line.name === 'Emergencias' ? '' : ` (${line.name})`}`)
    .join('; ')}. Líneas de ayuda: ${CRISIS_LINES.filter((line) => line.kind === 'crisis')
    .map((line) => `${line.country} ${line.number}${line.where ? ` ${line.where}` : ''}: ${line.name}`)
    .join('; ')}.`,
  '6. Responde en español, con respeto y brevedad, y termina diciendo qué aprender o hacer a continuación.',
].join('\n');

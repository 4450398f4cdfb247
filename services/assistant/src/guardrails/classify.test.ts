import { describe, expect, it } from 'vitest';
import { classify, type GuardrailKind } from './classify';

/**
 * Phrasings as learners write them: with and without accents, upper and lower case, Spain and Latin America, chat
 * shorthand and typos. Each kind has the messages that must touch it and near misses that must not.
 */
const HITS: Record<GuardrailKind, string[]> = {
  distress: [
    'No quiero vivir',
    'ya no quiero seguir viviendo, lo perdí todo',
    'Quiero desaparecer',
    'me quiero morir',
    'ME QUIERO MORIR DE VERDAD',
    'lo he perdido todo y no veo salida',
    'No aguanto más',
    'ya no puedo mas',
    'estoy pensando en suicidarme',
    'a veces pienso en quitarme la vida',
    'kiero morirme, perdi los ahorros de mi familia',
    'me he cortado otra vez los brazos',
    'mi familia estaria mejor sin mi',
    'no le encuentro sentido a mi vida despues de esta perdida',
    'creo q voy a acabar con todo',
    'siento que soy una carga para todos',
    'nooo quiero vivir maaas',
    'tengo ideas suicidas desde que quebré la cuenta',
    'Ojalá no despertar mañana',
    'pienso en tirarme de un puente',
    'estoy desesperado, perdí 5000 euros y no sé qué hacer',
    'ya no tiene sentido nada',
    'me quiero matar',
    'quisiera dormirme y no despertar',
    'xq sigo viva si todo me sale mal',
    'nadie me va a extrañar',
  ],
  password: [
    'mi contraseña es Tr4der2026!',
    'Mi contrasena es perro1234',
    'pass: Hola123',
    'te paso mi usuario y contraseña para que veas mi cuenta',
    'aquí tienes mi clave: 8xK!m2',
    'el código que me llegó es 483920',
    'código 2FA: 123 456',
    '¿le doy mi contraseña del broker a mi hermano?',
    '¿Es seguro compartir mis datos de acceso?',
    'quieres mi password?',
    'te doy el pin de la tarjeta si hace falta',
    'mi pin es 4821',
    '¿debo darle acceso a mi cuenta a mi primo para que opere por mí?',
    'el soporte me pide el código de verificación, ¿se lo paso?',
    'Te dejo mis credenciales: usuario juan, clave Juan_2024',
    'la contraseña de mi cuenta de MT5 es Fx-Pro-77',
    '¿le doy mi clave de acceso?',
  ],
  'mentor-scam': [
    'mi mentor me pide la contraseña de mi cuenta del broker',
    'Un gurú de Instagram quiere gestionar mi dinero',
    'el gestor me pidió que instale AnyDesk para operar por mí',
    'un account manager me dice que le deposite 5000 dólares y me lo duplica',
    'Mi mentor dice que le envíe USDT y él opera por mí con 20% mensual garantizado',
    'un señor de Telegram promete un 10 % mensual fijo si le transfiero mis ahorros',
    'me ofrecen gestionar mi cuenta con rentabilidad garantizada, ¿es fiable?',
    'el asesor me pidió acceso remoto con TeamViewer',
    'una empresa me ofrece recuperar el dinero que perdí si pago una comisión',
    'para retirar mis ganancias el gestor dice que tengo que pagar un impuesto antes',
    'mi coach de trading quiere mi usuario y clave para copiar operaciones',
    'un experto de whatsapp me pide que le de mi codigo de verificacion',
    'Una chica que conocí en Tinder me propone invertir mi dinero en su plataforma',
    'el broker que me llamó quiere que le deposite más para subir de nivel de cuenta',
    'mi mentor quiere operar desde mi cuenta, dice que gana siempre',
    'mi novio de internet quiere que invierta en su app de cripto',
    'mi mentor me pide 500 dólares para la señal VIP',
    'mi mentor me pide que le envíe 300 dólares',
  ],
  signal: [
    '¿el euro va a subir?',
    'dame una señal',
    '¿compro oro?',
    '¿long o short en GBPJPY?',
    '¿qué par opero hoy?',
    'Dame señales para hoy porfa',
    'el EUR/USD va a bajar mañana?',
    'q opinas, compro eurusd ahora o espero?',
    '¿Es buen momento para comprar dólares?',
    '¿hacia dónde va el bitcoin esta semana?',
    'necesito una entrada para el oro',
    '¿Vendo el yen o sigo?',
    '¿hasta dónde va a llegar el oro?',
    'BUY O SELL EN NASDAQ???',
    '¿entro ya en el DAX?',
    'predicción del petróleo para esta semana',
    '¿sube o baja la libra?',
    '¿qué activo me recomiendas para operar hoy?',
    '¿crees que el mercado va a caer mañana?',
    'que opinas del oro para esta semana?',
    'alguna señal buena?',
    'el btc se va a disparar?',
    '¿voy largo en el SP500?',
    '¿dónde estará el oro a fin de mes?',
  ],
  guarantee: [
    '¿Qué estrategia me garantiza ganar un 20 % al mes sin perder nunca?',
    'quiero un método que me asegure ganancias',
    'Escribe sobre señales que garanticen beneficios',
    'un sistema que me garantice rentabilidad todos los meses',
    '¿cuánto ganaré al mes seguro?',
    'quiero una estrategia que nunca pierde',
    '¿Cómo duplico mi cuenta en un mes?',
    'busco ganancias garantizadas',
    '¿cuánto puedo ganar al mes con forex?',
    'un sistema infalible para ganar dinero',
    'enséñame a ganar dinero seguro',
    '¿hay alguna forma de operar sin riesgo?',
    'quiero un robot 100% efectivo',
    'rentabilidad asegurada del 5%?',
    'quiero hacerme rico rápido con el trading',
    '¿existe un indicador que nunca falla?',
    'dame una estrategia que siempre gane',
    'Quiero doblar mi capital esta semana',
    '¿Cómo vivo del trading en 3 meses?',
    'quiero ganar 100 euros al dia fijo',
    '¿Cuánto se gana en forex al mes?',
    'quiero ganar 1000 dolares al mes',
  ],
  'rent-money': [
    '¿puedo operar con el dinero del alquiler?',
    'voy a meter la plata de la comida en el broker',
    'pedir un préstamo para operar, ¿buena idea?',
    '¿Deposito con tarjeta de crédito en el broker?',
    'saqué un crédito rápido para recuperar lo que perdí',
    'uso lo de las facturas para operar y luego lo repongo',
    'tengo el dinero para pagar el colegio de mis hijos, ¿lo invierto en forex?',
    '¿meto todos mis ahorros en la cuenta de trading?',
    'estoy pensando en pedirle dinero a mis padres para operar',
    'voy a endeudarme para operar oro',
    'puse el sueldo del mes que era para el arriendo en el broker',
    'fondear la cuenta con la tarjeta de credito, ¿sí o no?',
    'mi fondo de emergencia lo quiero meter al trading',
    'me aprobaron un préstamo y quiero depositarlo en el broker',
    'con la pasta de la hipoteca podría doblar la cuenta',
    'voy a usar mi finiquito para operar',
    'meto la lana de la renta?',
    'me prestaron 2000 para invertir',
  ],
};

const NEAR_MISSES: Record<GuardrailKind, string[]> = {
  distress: [
    'me muero de risa con este meme',
    'el mercado murió hoy, cero volatilidad',
    'me muero de ganas de aprender',
    'operar sin stop loss es un suicidio',
    'quiero que desaparezca el spread alto de mi bróker',
    '¿cómo salgo de una operación perdedora?',
    'no veo salida a esta operación, ¿dónde cierro?',
    'maté la operación antes de tiempo',
    'el spread me mata en las noticias',
    'no puedo más de 3 operaciones al día según mi plan',
    'no aguanto más con este spread, ¿cambio de bróker?',
    'se me murió el ordenador en plena operación',
    'esta estrategia está muerta desde 2020',
    '¿qué es el cruce de la muerte en las medias móviles?',
    'me mato estudiando cada noche el curso',
    'apalancarse 1:500 es un suicidio financiero',
    'estoy desesperado por aprender a leer velas',
  ],
  password: [
    '¿cómo cambio mi contraseña de la plataforma?',
    'olvidé mi contraseña, ¿cómo la recupero?',
    '¿qué es la verificación en dos pasos?',
    '¿cada cuánto debo cambiar la clave?',
    '¿qué es un pin bar?',
    '¿cuál es la clave para ser consistente?',
    'mi contraseña es muy larga, ¿pasa algo?',
    'la clave es la disciplina',
    '¿qué niveles clave marco en el gráfico?',
    'te paso el código de mi indicador en MQL5',
    '¿qué es un token en cripto?',
    'un pin bar en soporte, ¿es buena entrada?',
    '¿Cómo creo una contraseña segura?',
    '¿Qué longitud mínima tiene la contraseña?',
    '¿por qué se cerraron mis sesiones al cambiar la contraseña?',
    '¿me puedes decir la clave para aprobar el examen?',
    'un amigo me recomendó crear un usuario en TradingView',
  ],
  'mentor-scam': [
    'mi mentor me enseñó a poner el stop bajo el mínimo',
    '¿qué es un PAMM y cómo funciona una cuenta gestionada?',
    '¿cómo sé si un gestor está regulado por la CNMV?',
    'mi asesor del banco me recomendó un fondo indexado',
    '¿cómo elijo un buen mentor de trading?',
    '¿qué es un account manager en un bróker?',
    'el gestor de riesgo de mi empresa me explicó el drawdown',
    '¿cómo detecto una estafa piramidal?',
    'mi mentor dice que arriesgue solo el 1 % por operación',
    '¿qué es el copy trading?',
    'un amigo me recomendó este curso',
    '¿Los robots de trading funcionan?',
    'mi profesor me pidió que lleve un diario de trading',
    '¿Qué hago si mi bróker no me deja retirar?',
    '¿cómo compruebo si una empresa está registrada?',
    'mi mentor dice que le dé tiempo a la operación',
    'mi mentor me pidió que le envíe mi diario de trading',
    'Mi asesor me propone invertir mis ahorros en un fondo indexado',
  ],
  signal: [
    '¿qué es una señal de entrada en un patrón envolvente?',
    '¿cómo calculo el tamaño de posición con 1 % de riesgo?',
    '¿qué pasa si compro EURUSD con apalancamiento 1:100?',
    'si compro 1 lote de EURUSD y sube 20 pips, ¿cuánto gano?',
    '¿cómo se compra oro en MetaTrader?',
    '¿por qué el yen sube cuando hay miedo en los mercados?',
    '¿qué significa ir largo o corto?',
    '¿qué pares son más volátiles?',
    '¿el EURUSD sube cuando el BCE sube los tipos?',
    'busco señales de agotamiento en el gráfico, ¿cuáles son?',
    '¿qué señales da el RSI?',
    '¿Cuánto vale un pip en el GBPJPY?',
    'mi plan dice que solo entro en largo si el precio está sobre la EMA 200',
    '¿invierto a largo o corto plazo?',
    '¿A qué hora abre la sesión de Londres?',
    '¿cuánto margen necesito para abrir 0,5 lotes de oro?',
    '¿Cuánto será el swap del EURUSD?',
    '¿qué opinas del EURUSD para principiantes?',
    '¿cuánto costará operar el oro con este bróker?',
    '¿Qué opinas de mi plan de trading?',
  ],
  guarantee: [
    '¿qué es la esperanza matemática de una estrategia?',
    '¿cuánto arriesgo por operación?',
    '¿cómo calculo la ganancia de 20 pips con 0,5 lotes?',
    '¿qué tasa de acierto necesito con un ratio 1:2?',
    '¿cuánto tardo en recuperar un drawdown del 20 %?',
    '¿es seguro operar con un bróker regulado?',
    '¿qué es poner una operación en breakeven, libre de riesgo?',
    '¿por qué no existe una estrategia que nunca pierda?',
    'nunca pierdas la calma ante una racha',
    '¿cómo no perder la cabeza tras una pérdida?',
    '¿cómo duplico el tamaño de la posición en el simulador?',
    '¿Cuánto gano si el EURUSD sube 30 pips con 1 lote?',
    '¿qué rentabilidad tiene mi diario este mes?',
    '¿Qué es el stop loss garantizado?',
    'explícame el interés compuesto',
    'tengo ingresos fijos de 2000 al mes, ¿cuánto arriesgo?',
    'gano siempre en demo pero en real pierdo, ¿por qué?',
    'necesito ganar 20 pips para cubrir el spread',
  ],
  'rent-money': [
    '¿qué es el swap o rollover?',
    '¿cuánto capital mínimo necesito para abrir una cuenta real?',
    '¿el apalancamiento es un préstamo del bróker?',
    '¿puedo depositar con tarjeta de débito?',
    '¿cómo registro las facturas de comisiones del bróker?',
    '¿el carry trade es pedir prestado en yenes para invertir en otra divisa?',
    '¿cómo afecta la subida del alquiler al IPC?',
    '¿qué es el margen libre?',
    '¿Cuánto dinero debo tener en la cuenta para operar 0,1 lotes?',
    'ahorro un poco cada mes para abrir mi cuenta real',
    '¿qué pasa con los tipos de interés de las hipotecas cuando sube el BCE?',
    '¿cómo calculo el coste del crédito del swap?',
    '¿debo declarar las ganancias de trading en la renta?',
    'ya pagué el alquiler y me sobran 100 euros de ocio, ¿abro la demo?',
    '¿Qué es el crédito en una cuenta con bono?',
    '¿Esto lo necesito para la universidad?',
    '¿Cómo afecta el pago de la hipoteca al IPC?',
  ],
};

describe('classify', () => {
  for (const [kind, messages] of Object.entries(HITS) as [GuardrailKind, string[]][]) {
    describe(kind, () => {
      it('has at least 15 phrasings that must hit and 15 near misses', () => {
        expect(messages.length).toBeGreaterThanOrEqual(15);
        expect(NEAR_MISSES[kind].length).toBeGreaterThanOrEqual(15);
      });

      it.each(messages)('hits: %s', (message) => {
        expect(classify(message)?.kind).toBe(kind);
      });

      it.each(NEAR_MISSES[kind])('does not hit: %s', (message) => {
        expect(classify(message)?.kind).not.toBe(kind);
      });
    });
  }

  it('answers plain learning questions with no hit at all', () => {
    for (const messages of Object.values(NEAR_MISSES)) {
      for (const message of messages) expect([message, classify(message)]).toEqual([message, null]);
    }
  });

  it('names the instrument of a signal', () => {
    expect(classify('¿long o short en GBPJPY?')).toEqual({ kind: 'signal', instrument: 'GBPJPY' });
    expect(classify('el EUR/USD va a bajar mañana?')).toEqual({ kind: 'signal', instrument: 'EURUSD' });
    expect(classify('¿compro oro?')).toEqual({ kind: 'signal', instrument: 'XAUUSD' });
    expect(classify('¿el euro va a subir?')).toEqual({ kind: 'signal', instrument: 'EUR' });
    expect(classify('dame una señal')).toEqual({ kind: 'signal' });
  });

  it('puts distress before anything else in the same message', () => {
    expect(classify('dame una señal para el oro, si no la acierto me quiero morir')?.kind).toBe('distress');
    expect(classify('perdí el dinero del alquiler y no veo salida')?.kind).toBe('distress');
  });

  it('puts a password actually shared before the mentor who asked for it', () => {
    expect(classify('mi mentor me pidió la clave y le dije que mi contraseña es Fx2026!')?.kind).toBe(
      'password',
    );
  });

  it('reads "plata" as money, not silver, when it is someone\'s', () => {
    expect(classify('¿meto la plata del alquiler?')?.kind).toBe('rent-money');
    expect(classify('¿compro plata?')).toEqual({ kind: 'signal', instrument: 'XAGUSD' });
  });

  it('ignores an empty or punctuation-only message', () => {
    expect(classify('')).toBeNull();
    expect(classify(' ¿?! ')).toBeNull();
  });
});

import { findInstrument } from './instruments';
import { normalize } from './normalize';
import { containsSecret } from './secrets';

/**
 * Which rule a learner's message touches, read from Spanish as learners write it (see normalize.ts). One kind per
 * message, in this order: distress first (nothing else matters then); a secret actually shared (it must be changed);
 * a mentor, gurú or gestor after access or money; a password offered or asked about; trading with money needed to
 * live (before the signal or the promise the same message may ask for: that is the answer it needs); a signal; a
 * promise of profits. A learning question about the same words ("¿qué es una señal de entrada?") touches none.
 */

export type GuardrailKind = 'distress' | 'password' | 'mentor-scam' | 'signal' | 'guarantee' | 'rent-money';

export interface GuardrailHit {
  kind: GuardrailKind;
  /** For a signal: the instrument named ("EURUSD", "XAUUSD", "EUR" ...), when one is. */
  instrument?: string;
}

const matchesAny = (patterns: RegExp[], text: string) => patterns.some((pattern) => pattern.test(text));

// ---------------------------------------------------------------------------------------------------------------
// Distress: suicidal thoughts, self-harm, hopelessness. Safety first: an ambiguous cry for help counts.

const DISTRESS: RegExp[] = [
  /\b(no|ya no|nunca mas) (quiero|quisiera|deseo) (seguir )?(vivir|viviendo|estar viv[oa]|existir|seguir aqui|despertar(me)?)\b/,
  /\bno (tengo|me quedan) (ganas|fuerzas) (de|para) (vivir|seguir|nada|levantarme)\b/,
  /\bsin (ganas|fuerzas) (de|para) (vivir|seguir)\b/,
  /\b(la|mi) vida no (tiene|me) (sentido|importa)\b/,
  /\b(la|mi) vida no vale (la pena|nada)\b/,
  /\bno (le )?(veo|encuentro) (ningun )?sentido a (la|mi) vida\b/,
  /\bno vale la pena (vivir|seguir viviendo|seguir)\b/,
  /\bno se (para que|por que) seguir( viviendo)?\b/,
  /\bno se que hacer con mi vida\b/,
  /\b(nada tiene sentido|no tiene sentido nada|ya nada importa|nada me importa ya)\b/,
  /\b(estoy|me siento) (muy |tan |totalmente )?desesperad[oa]\b(?! (por|de) (aprender|entender|saber|empezar|aprobar|terminar|ver))/,
  /\bno quiero seguir (asi|mas)\b/,
  /\b(por que|porque|para que) (sigo|seguir) (viv[oa]|aqui|viviendo)\b/,
  /\b(dormir|dormirme) y no despertar\b/,
  /\bnadie me (va a|iba a) (extranar|echar de menos)\b/,
  /\b(quiero|quisiera|me gustaria|solo quiero|ojala (pudiera )?|deseo|ganas de) desapare[cs]er\b/,
  // "me quiero morir", "quiero morirme" but not "me muero de risa" nor "me quiero morir de la vergüenza"
  /\b(me quiero|quiero|quisiera|me gustaria|deseo|ganas de|prefiero|preferiria) morir(me)?\b(?! de (?!verdad\b|veras\b))/,
  /\bojala (me muera|me muriera|estuviera muert[oa]|no despertar|no haber nacido)\b/,
  /\b(prefiero|preferiria|mejor) estar muert[oa]\b/,
  /\b(estarian|estaria|estarias) mejor sin mi\b/,
  /\bsoy una carga\b/,
  /\bnadie me (echaria|echara|extranaria|extranara) de menos\b/,
  /\bnadie (me )?(extranaria|extranara)\b/,
  /\b(quitarme la vida|acabar con mi vida|terminar con mi vida|poner fin a mi vida|me voy a quitar la vida)\b/,
  /\b(acabar|terminar) con todo\b(?! (lo|el|la|eso|esto) (de|del|que))/,
  /\b(matarme|me voy a matar|me quiero matar|me mato|me matare)\b(?! (estudiando|trabajando|a estudiar|a trabajar|de risa|a reir))/,
  /\bsui[cs]id(arme|arte|arse|arnos|ario|aria|o|e|a|as|al|ales|io|ios)\b/,
  /\b(hacerme|me hago|me hice|me he hecho) (dano|danio)\b/,
  /\bauto ?lesion/,
  /\b(lastimarme|me lastimo|herirme|me hiero)\b/,
  /\b(cortarme|me corto|me he cortado|me corte) (las venas|los brazos|las munecas|las piernas|otra vez)\b/,
  /\b(tirarme|lanzarme|aventarme) (de|por|desde) (un|una|el|la) (puente|edificio|ventana|balcon|azotea|piso)\b/,
  /\b(tirarme|lanzarme|aventarme) (a|al|bajo|delante de) (las vias|un tren|el tren|un coche|un carro|el metro)\b/,
  /\btomarme (todas )?las pastillas\b/,
  /\b(pienso|pensando|pense|he pensado|pensamientos|ideas) (en )?(quitarme la vida|matarme|morir|morirme|el suicidio|suicidas?|hacerme dano|desaparecer)\b/,
  /\b(despedirme|me despido) de (todos|mi familia|ustedes|todo el mundo)( para siempre)?\b/,
  /\bcarta de despedida\b/,
  /\bno (veo|le veo|encuentro|le encuentro|hay|tengo|me queda) (ninguna |otra )?salida\b(?! (a|de|para|en) (la|esta|mi|una|el|este) (operacion|posicion|trade|orden|entrada|grafico))/,
  /\b(ya )?no (aguanto|puedo|soporto) (mas|ni un dia mas)\b(?! (de|que) )(?! (con )?(el|la|los|las|este|esta|estos|estas|tanto|tanta)? ?(spread|broker|plataforma|comision|comisiones|grafico|indicador|curso|leccion|lecciones|examen|quiz|metatrader|mt4|mt5|app|web|pagina|lag|error|bug|ruido|vecino))/,
];

/** "Operar sin stop es un suicidio": the trading figure of speech, unless the text also speaks of oneself. */
const SUICIDE_FIGURE =
  /\b(es|seria|sera|era|fue|parece|como|un|puro) (un |una )?(autentico |verdadero |puro )?suicidio( financiero| economico)?\b|\bsuicidio (financiero|economico)\b/;
const SUICIDE_SELF =
  /\b(suicidarme|me suicid|quiero suicid|me quiero suicid|pienso en (el )?suicid|pensando en (el )?suicid|pensamientos suicid|ideas suicid|ideacion suicid|intento de suicid|intente suicid|me voy a suicid)/;

function distressed(text: string): boolean {
  const hits = DISTRESS.filter((pattern) => pattern.test(text));
  if (hits.length === 0) return false;
  const onlyTheFigure = hits.every((pattern) => pattern.source.includes('sui[cs]id'));
  return !(onlyTheFigure && SUICIDE_FIGURE.test(text) && !SUICIDE_SELF.test(text));
}

// ---------------------------------------------------------------------------------------------------------------
// Passwords, and mentors, gurús and gestores after access or money.

/** A secret, named: not "pin bar", "la clave del éxito" nor "el código de mi indicador". */
const SECRET =
  '(contrasena|contrasenia|contracena|password|passwd|pasword|pass|pwd|pin(?! bar)|2fa|otp|token de acceso|' +
  'doble factor|credenciales|datos de acceso|datos de (mi|la) cuenta|usuario y (contrasena|clave)|' +
  'clave( de acceso| secreta| de (mi|la|tu) cuenta| del (broker|banco|correo|email|mail)| de (mt4|mt5|metatrader))?(?! (para|del|de|de la|es|esta|en|que)\\b)|' +
  'codigo (de )?(verificacion|seguridad|acceso|autenticacion|confirmacion|2fa|sms|otp)|codigo que me (llego|mandaron|enviaron)|' +
  'acceso (a|de) (mi|la) cuenta|mi (usuario|login))';

const PASSWORD: RegExp[] = [
  // offering: "te paso mi contraseña", "aquí tienes mi clave", "¿quieres mi usuario y contraseña?"
  new RegExp(
    `\\b(te|le|les|os) (paso|doy|dejo|mando|envio|comparto|digo|escribo|pongo|facilito|presto)\\b( aqui)?( mi| la| el| mis| los)? ${SECRET}`,
  ),
  new RegExp(`\\b(aqui|ahi) (tienes|va|van|te dejo|esta|estan)( mi| la| el| mis)? ${SECRET}`),
  new RegExp(
    `\\b(quieres|necesitas|te hace falta|te sirve|te paso)( que te (de|pase|diga))?( mi| la| el| mis)? ${SECRET}`,
  ),
  // asking whether to give it: "¿le doy mi contraseña?", "¿es seguro compartir mis datos de acceso?"
  new RegExp(
    `\\b(dar|darle|darles|doy|le doy|paso|pasarle|pasar|le paso|comparto|compartir|compartirle|facilitar|facilitarle|entregar|entregarle|enviar|enviarle|mandar|mandarle|decir|decirle|le digo)\\b( a [a-z]+( [a-z]+)?)?( mi| la| el| mis| los| su| sus)? ${SECRET}`,
  ),
  new RegExp(
    `\\b(me|nos) (pide|piden|pidio|pidieron|esta pidiendo|estan pidiendo|solicita|solicitan|pregunta por)( mi| la| el| mis| los)? ${SECRET}`,
  ),
];

/** Someone who would manage the learner's money or account. */
const ROLE =
  /\b(mentor|mentora|guru|gurus|gestor|gestora|gestores|account manager|manager|asesor|asesora|asesores|coach|experto|experta|trader (profesional|experto|que conoci)|profesor|broker que me (llamo|escribio|contacto)|un senor|una senora|un chico|una chica|un tipo|alguien|una persona|un amigo|una amiga|un contacto|una empresa|una plataforma|un fondo|novio|novia|pareja de internet|match)\b/;
/** Asking for the keys or for a way in. */
const ACCESS =
  /\b((mi|mis|la|el|tu|tus|su|sus) (contrasena|contrasenia|password|clave|credenciales|usuario y (contrasena|clave)|login|datos de acceso|codigo (de )?(verificacion|sms|2fa))|acceso (a|de) (mi|la|su) cuenta|acceso remoto|controlar mi (pc|ordenador|computadora|compu)|anydesk|teamviewer|any desk|team viewer|2fa|operar (desde|en|con) mi cuenta|entrar (a|en) mi cuenta|manejar mi cuenta)\b/;
/** Asking for money to manage, or promising returns. */
const MONEY =
  /\b((le|les) (deposite|transfiera|gire)|(depositar|transferir|girar)(le|les))\b|\b((le|les) (envie|mande|pase|de|doy|di)|(enviar|mandar|pasar|dar)(le|les)) (\d+|dinero|plata|usdt|btc|bitcoin|cripto|euros|dolares|pesos|el dinero|mi dinero|mis ahorros)\b|\binvertir (mi |mis |el )?(dinero |plata |ahorros )?en su (app|aplicacion|plataforma|empresa|pagina|web|fondo|proyecto)\b|\b(gestionar|manejar|administrar|operar|multiplicar|duplicar)(me|le|te)? (mi|mis|tu|tus|el|su) (dinero|plata|capital|fondos|ahorros|cuenta|inversion)\b|\b(rentabilidad|ganancias?|beneficios?|retornos?|rendimientos?) (garantizad|asegurad|fij)|\b(pagar|pague|pagues|pago) (un |una )?(comision|impuesto|tasa|cuota|fianza)(es|s)?\b.{0,30}\b(para|antes de) (retirar|sacar|liberar|desbloquear|recuperar|cobrar)|\b(retirar|sacar|liberar|desbloquear|cobrar)\b.{0,60}\b(pagar|pague|pagues|pago)( un| una)? (comision|impuesto|tasa|cuota|fianza)|\b(que )?(deposite|depositara|ingrese|ingresara|invierta|transfiera) (mas|otros?|\d+|todo|el resto|dinero|plata)\b|\b(que )?invierta en (su|una|la) (app|aplicacion|plataforma|empresa|pagina|web|fondo|proyecto|cripto)\b|\b(me|nos) (pide|piden|pidio|pidieron|cobra|cobran|cobro) (\d+|dinero|plata|un pago|una cuota|una comision)|\b(promete|prometen|prometio|garantiza|garantizan|paga|pagan|da|dan|rinde|ofrece|ofrecen|gana|ganar)( un| una)? \d+ ?% (mensual|semanal|diario|al mes|a la semana|al dia|cada mes)\b/;
const REMOTE_TOOL = /\b(anydesk|any desk|teamviewer|team viewer|acceso remoto)\b/;
const MANAGED_OFFER =
  /\b(me|nos) (ofrece|ofrecen|ofrecio|propone|proponen|propuso|dice|dicen|dijo|pide|piden|pidio|quiere|quieren)( que)? (gestionar|manejar|administrar|operar|llevar|le deposite|le transfiera|recuperar)(me|le)?\b.{0,40}\b(mi|mis|tu|el|lo|su) (dinero|plata|capital|fondos|ahorros|cuenta|cuentas|inversion|que perdi|perdido)\b/;
const RECOVERY =
  /\brecuperar (mi|el|lo|todo el) (dinero|que perdi|perdido)\b.{0,60}\b(pag|comision|deposit|adelant)/;

function mentorScam(text: string): boolean {
  if (REMOTE_TOOL.test(text) && /\b(cuenta|broker|mt4|mt5|metatrader|trading|operar|dinero)\b/.test(text))
    return true;
  if (MANAGED_OFFER.test(text) || RECOVERY.test(text)) return true;
  return ROLE.test(text) && (ACCESS.test(text) || MONEY.test(text));
}

// ---------------------------------------------------------------------------------------------------------------
// Signals: what to buy or sell now, where a price will go, which pair to trade today.

/** Questions about how a thing works, not about what to do now. */
const LEARNING =
  /\b(que es|que son|que significa|que significan|como (se|funciona|funcionan|calculo|calcular|identifico|identificar|reconozco|reconocer|leo|leer|interpreto|interpretar|hago para|se hace|puedo aprender|aprendo)|por que|explica|explicame|ejemplo|en teoria|cuanto (vale|margen|es el|gano si|pierdo si|arriesgo)|si compro|si vendo|si entro|si abro|que pasa (si|cuando)|diferencia entre|cual es la diferencia)\b/;

const SIGNAL_REQUEST =
  /\b(dame|damos|pasame|pasa|mandame|enviame|regalame|comparteme|compartes|necesito|quiero|busco|tienes|tienen|tendras|hay|me das|me pasas|me puedes (dar|pasar)|podrias (darme|pasarme)|venden|vendes|das)( alguna| una| unas| algunas| tus| sus| la| las| buenas| mas)? (senal|senales|signal|signals|alerta de (compra|venta)|entrada|entradas|setup|setups|trade|trades|operacion|operaciones)( de (compra|venta|trading|forex))?( para| en| del| de la| hoy| ahora| ya| buena| segura|$| por favor)/;
const SIGNAL_NOUN_DIRECT =
  /\b(senal|senales|signal|signals) (de (compra|venta) )?(para|en|del|de la) (hoy|ahora|manana|esta semana)\b/;
const FUTURE_MOVE =
  /\b(va|van|vaya|iria|ira) a (subir|bajar|caer|crecer|romper|explotar|desplomarse|dispararse|rebotar|seguir subiendo|seguir bajando|llegar|tocar|alcanzar|recuperarse|hacer)\b|\b(subira|bajara|caera|rompera|llegara|alcanzara|tocara|rebotara|se recuperara)\b|\b(sube|subo) o (baja|bajo)\b|\b(hacia|para) (donde|adonde) (va|ira|tira|se mueve|se dirige)\b|\bhasta (donde|cuanto) (sube|baja|llega|va a (subir|bajar|llegar))\b|\b(prediccion|pronostico|prevision|proyeccion|forecast) (del|de la|de|para|sobre)\b|\b(esta|estara) (por|a punto de) (subir|bajar|caer|romper)\b|\b(cual|como) (sera|estara) (el precio|la cotizacion|el cierre|el valor)\b|\b(donde|a cuanto|como) (estara|cerrara|terminara|acabara)\b|\ba cuanto (llegara|valdra)\b|\b(va|van) a (disparar|desplomar|hundir|hundirse|despegar|corregir|girar|dar la vuelta)\b/;
const MARKET_WORD = /\b(mercado|mercados|precio|bolsa|forex)\b/;
/** When, for a trade ("ya" only right after the verb: "ya pagué el alquiler" is not a time to trade). */
const WHEN =
  /\b(compro|vendo|entro|abro|cierro|meto|invierto|comprar|vender|entrar|abrir) ya\b|\b(hoy|ahora|manana|esta semana|este mes|esta tarde|esta noche|en este momento|pronto|en los proximos|el lunes|el viernes|la semana que viene|la proxima semana|antes del|despues del)\b/;
/** Doing it, in the first person: a question about it asks what to do. */
const ACTION_MINE =
  /\b(compro|vendo|compramos|vendemos|entro|entramos|le entro|abro|abrimos|me pongo|meto|le meto|invierto|cierro|shorteo|longeo|voy (long|short|largo|corto))\b/;
/** "¿Qué opinas del oro?": a view on an instrument is a signal by another name. */
const OPINION =
  /\b(que opinas|que piensas|tu opinion|que me dices|como (ves|lo ves|la ves)|que ves|que tal (ves|esta|pinta))\b/;
/** A whole message that is only the request: "¿alguna señal?", "¿algún setup bueno hoy?". */
const BARE_REQUEST =
  /^(alguna|algun|una|unas|algunas|hay) (senal|senales|entrada|entradas|setup|setups|trade|operacion)( buena| buenas| bueno| segura| hoy| para hoy| ahora| de compra| de venta)?( hoy| para hoy| ahora)?$/;
/** The bare verb ("comprar", "invertir"): advice only with "¿debería?", "¿es buen momento?" ... */
const ACTION =
  /\b(comprar|vender|comprarlo|venderlo|entrar|entrarle|abrir|ponerme|meterle|invertir|cerrar|shortear|buy|sell)\b/;
const ADVICE =
  /\b(deberia|debo|debemos|conviene|me conviene|recomiendas|recomendarias|aconsejas|es buen momento|es momento|vale la pena|lo hago|que hago|que harias|tu que harias|harias tu|o no|o espero|o vendo|o compro|o que|si o no|ya o|crees que|me animo|le doy|sigo)\b/;
const LONG_OR_SHORT =
  /\b(long|largo|largos|buy|compra|compras|alcista) o (short|corto|cortos|sell|venta|ventas|bajista)\b(?! plazo)|\b(short|corto|sell|venta|bajista) o (long|largo|buy|compra|alcista)\b(?! plazo)/;
const WHICH_TO_TRADE =
  /\bque (par|pares|activo|activos|moneda|monedas|divisa|divisas|cripto|criptos|accion|acciones|instrumento|indice) (opero|tradeo|compro|vendo|meto|juego|elijo|tomo|trabajo|ataco|sigo)\b|\bque (par|pares|activo|activos|moneda|divisa|cripto|accion|acciones|instrumento|indice)( me)? (recomiendas|conviene|es mejor|esta mejor|se ve mejor|operar|tradear)\b.{0,30}\b(hoy|ahora|esta semana|manana|ya|para entrar)\b|\bque (opero|tradeo|compro|vendo|le meto|hago) (hoy|ahora|ya|manana|esta semana)\b|\ben que (par|activo|moneda|divisa|cripto|accion) (entro|invierto|meto)\b/;

function signal(text: string, asked: boolean): GuardrailHit | null {
  const instrument = findInstrument(text);
  const hit = (): GuardrailHit => (instrument ? { kind: 'signal', instrument } : { kind: 'signal' });
  const learning = LEARNING.test(text);
  if (SIGNAL_REQUEST.test(text) || SIGNAL_NOUN_DIRECT.test(text)) return learning ? null : hit();
  if (WHICH_TO_TRADE.test(text) || BARE_REQUEST.test(text)) return hit();
  if (FUTURE_MOVE.test(text) && (instrument || (MARKET_WORD.test(text) && WHEN.test(text)))) {
    return /\b(que pasa si|si el|si la|cuando el|cuando la)\b/.test(text) ? null : hit();
  }
  if (learning) return null;
  if (
    OPINION.test(text) &&
    instrument &&
    !/\bpara (principiantes|empezar|aprender|practicar|novatos)\b/.test(text)
  )
    return hit();
  if (LONG_OR_SHORT.test(text) && (asked || instrument || WHEN.test(text))) return hit();
  const target = instrument !== undefined || WHEN.test(text);
  if (
    target &&
    ((ACTION_MINE.test(text) && (asked || ADVICE.test(text))) || (ACTION.test(text) && ADVICE.test(text)))
  ) {
    return hit();
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Promises of profits, and trading with money needed to live.

/** "¿Por qué no existe una estrategia que nunca pierda?", "¿qué es el riesgo cero del breakeven?": learning. */
const GUARANTEE_LEARNING =
  /\b(que es|que son|que significa|por que|explica|explicame|diferencia entre|breakeven|break even)\b/;

const GUARANTEE: RegExp[] = [
  /\b(ganancias?|ganar|beneficios?|rentabilidad|rendimientos?|dinero|profit|retorno) (garantizad|asegurad|segur|fij)[a-z]*\b/,
  /\b(ganar|ganare|ganaria|sacar|sacare) (dinero )?(seguro|segura|fijo|garantizado|sin riesgo|sin perder|siempre)\b/,
  /\bcuanto (puedo|podre|podria|voy a|se puede|gano|ganare|ganaria|saco|sacare|sacaria|genero|generare)( llegar a)? (ganar|sacar|generar|hacer)? ?(al|por|cada|en un) (mes|dia|semana|ano)\b/,
  /\bcuanto (se gana|gana un trader|ganan los traders|gana un)\b/,
  /\b(quiero|necesito|busco|voy a|puedo|podre|podria) (ganar|sacar) \d+\b.{0,25}\b((al|por|cada|a la) (dia|mes|semana|ano)|diarios|mensuales|semanales)\b/,
  /\bcuanto (ganare|gano|voy a ganar|sacare)\b.{0,30}\b(seguro|garantizado|fijo|asegurado)\b/,
  /\b(nunca|jamas) (pierde|pierda|pierdan|pierden|pierdo|perder|perderia|falla|falle|fallan|fallar)\b(?! (el|la|los|las|tu|mi|de vista|tiempo))/,
  /\bque no (pierda|pierde|pierdan|falle|falla|tenga perdidas)\b/,
  /\b(que|q) (siempre|nunca) (gane|gana|ganan|funcione|funciona|acierte|acierta|falle|falla|pierde|pierda)\b/,
  /\b(infalible|sin perdidas|sin riesgos?|libre de riesgo|cero riesgo|riesgo cero|100 ?% (efectiv|segur|ganador|garantizad|de acierto|acertad|fiable|rentable))/,
  /\b(duplicar|duplico|duplique|doblar|doblo|doble|triplicar|triplico|multiplicar|multiplico|x2|x10) (mi|la|tu|el|mis) (cuenta|capital|dinero|inversion|deposito|plata|saldo)\b/,
  /\b(hacerme|volverme|ser) (rico|rica|millonario|millonaria)\b/,
  /\b(dinero|plata) (facil|rapido)\b/,
  /\b(vivir|vivo|vivire|viviria) del trading en (un|una|dos|tres|cuatro|seis|\d+) (mes|meses|semana|semanas)\b/,
  /\bganar \d+ ?(euros|dolares|usd|eur|pesos|soles)? (al|por|cada|a la) (dia|mes|semana)\b.{0,15}\b(fijo|fijos|seguro|seguros|garantizad|asegurad)/,
  /\b(operacion|apuesta|entrada|inversion) (segura|garantizada|sin riesgo)\b/,
  // "¿qué estrategia me garantiza ganar un 20 %?", "que asegure ganancias", "señales que garanticen beneficios"
  /\b(garanti[zc]|asegur)[a-z]* (ganar|ganancias?|beneficios?|rentabilidad|rendimientos?|un \d+|el \d+)\b/,
  /\bsin perder (nunca|jamas)\b/,
];

/** What a household needs the month's money for. */
const LIVING =
  '(alquiler|renta|renta de (la|mi) casa|arriendo|hipoteca|facturas|recibos|comida|mercado del mes|compra del mes|colegio|escuela|colegiatura|matricula|universidad|gastos (del mes|fijos|de la casa)|medicinas|medicamentos|tratamiento|luz|agua|gas|pension alimenticia|cuota del (coche|carro)|deudas)';
/** "el dinero del alquiler", "la plata de la comida", "lo de las facturas", "el sueldo que era para el arriendo". */
const MONEY_FOR_LIVING = new RegExp(
  `\\b((dinero|plata|pasta|lana|guita|sueldo|salario|ahorros?|todo lo)\\b.{0,25}?\\b(del|de la|de las|de los|para|para pagar|destinado a|que tengo para|que era para|reservado para)|\\blo (del|de la|de las|de los|para))( el| la| las| los| mi| mis)? ${LIVING}\\b`,
);
/** "usar el alquiler para operar": the month's money named as what is put into trading. */
const LIVING_INTO_TRADING = new RegExp(
  `\\b(usar|uso|usando|con|meter|meto|invertir|invierto|depositar|deposito|operar|opero)( el| la| lo de| lo del| lo de la| mi)? ${LIVING}\\b.{0,40}\\b(operar|tradear|trading|forex|broker|invertir|cuenta)\\b`,
);
const LIFE_SAVINGS =
  /\b(ahorros de (toda )?mi vida|todos mis ahorros|fondo de emergencia|colchon de emergencia|mi finiquito|mi liquidacion|mi indemnizacion|mi jubilacion|mi pension|mi aguinaldo|el dinero de mis hijos|el dinero de la casa|todo mi sueldo|todo mi salario|la herencia)\b/;
const TRADING_USE =
  /\b(operar|opero|tradear|trading|forex|invertir|invierto|meter|meto|meterlo|meterla|depositar|deposito|fondear|broker|cuenta de trading|apalancamiento|recuperar|recuperarlo|doblar|duplicar|apostar|arriesgar)\b/;
/** Borrowing, in the first person: "pido un préstamo", "me aprobaron un crédito", "pedirle dinero a mis padres". */
const BORROW_MYSELF =
  /\b(pido|pedi|pedire|saco|saque|sacare|solicito|solicite|me dan|me dieron|me aprobaron|me prestan|me prestaron|me presto|voy a pedir|voy a sacar|pienso pedir|pensaba pedir|pensando en pedir(le|les)?|quiero pedir(le|les)?|puedo pedir|deberia pedir|debo pedir|tengo que pedir|pedirle|pedirles)( un| una| otro| el| dinero| plata)? (prestamo|credito|credito rapido|microcredito|adelanto|avance de efectivo|prestado|prestada|a mi familia|a mis padres|a un amigo|a mi pareja)\b|\b(me prestaron|me presto|me prestan|pedi prestado|pedi prestada|pedi prestados)\b/;
/** "un préstamo para operar", whoever takes it. */
const LOAN_TO_TRADE =
  /\b(prestamo|credito|dinero prestado|plata prestada|deuda)\b.{0,30}\b(para|y|e) (operar|invertir|trading|tradear|depositar|fondear|el broker|recuperar)|\b(endeudarme|hipotecar|empenar|empenarme|vender (mi|el) (coche|carro|auto|moto|casa))\b.{0,30}\b(operar|invertir|trading|tradear|depositar|broker)/;
const CREDIT_CARD =
  /\btarjeta( de)? credito\b.{0,40}\b(depositar|deposito|fondear|operar|cargar|meter|recargar|broker|cuenta de trading|invertir|trading)|\b(depositar|deposito|fondear|operar|cargar|meter|recargar|invertir)\b.{0,40}\btarjeta( de)? credito\b/;

function rentMoney(text: string): boolean {
  if (LOAN_TO_TRADE.test(text) || CREDIT_CARD.test(text)) return true;
  if ((BORROW_MYSELF.test(text) || LIFE_SAVINGS.test(text)) && TRADING_USE.test(text)) return true;
  return MONEY_FOR_LIVING.test(text) || LIVING_INTO_TRADING.test(text);
}

// ---------------------------------------------------------------------------------------------------------------

export function classify(text: string): GuardrailHit | null {
  const normalized = normalize(text);
  if (normalized === '') return null;
  const asked = /[?¿]/.test(text);
  if (distressed(normalized)) return { kind: 'distress' };
  if (containsSecret(text)) return { kind: 'password' };
  if (mentorScam(normalized)) return { kind: 'mentor-scam' };
  if (matchesAny(PASSWORD, normalized)) return { kind: 'password' };
  if (rentMoney(normalized)) return { kind: 'rent-money' };
  const signalHit = signal(normalized, asked);
  if (signalHit) return signalHit;
  if (matchesAny(GUARANTEE, normalized) && !GUARANTEE_LEARNING.test(normalized)) return { kind: 'guarantee' };
  return null;
}

import type { GuardrailHit } from './classify';
import { findInstrument } from './instruments';
import { normalize } from './normalize';

/**
 * Whether a model's answer still gives a signal ("compra EURUSD", "el oro subirá a 2500", "entra en largo") or
 * promises profits, so the service can replace it with the guardrail's answer. Read sentence by sentence; a sentence
 * that refuses, warns or only supposes ("nadie sabe si el euro subirá", "si compras EURUSD a 1,0850 ...",
 * "desconfía de quien promete ganancias garantizadas") is not one, nor is a trigger just after a negation
 * ("no te recomiendo comprar oro").
 */

/** Refusals, warnings and suppositions anywhere in the sentence. */
const NOT_ADVICE =
  /\b(nadie|ninguna?|imposible|desconfia|desconfiar|cuidado|estafa|estafas|fraude|promete|prometen|prometer|prometa|supongamos|supon|imagina|imaginemos|ejemplo|digamos|hipotetic[oa]|si (compras|vendes|entras|abres|el|la|los|las)|saber si|sabe si|predecir|adivinar|demo|simulador)\b/;
/** A negation close before the trigger. */
const NEGATION = /\b(no|nunca|jamas|tampoco|ni)\b/;

const IMPERATIVE =
  /(^|\b(yo|ahora|hoy|ya|consejo|recomendacion|senal|operacion) )(compra|vende|entra|abre|ponte|shortea|toma) /;
const RECOMMEND =
  /\b(te recomiendo|recomiendo|mi recomendacion es|te sugiero|sugiero|te aconsejo|aconsejo|deberias|debes|conviene|es (un )?buen momento (para|de)|es momento de|lo mejor es) (comprar|vender|entrar|abrir|ponerte|ir|una compra|una venta|largos?|cortos?)\b|\byo (compraria|venderia|entraria|abriria|me pondria|cerraria)\b/;
const SIDE = /\b(en )?(largo|corto|long|short)\b/;
const GO_LONG_OR_SHORT =
  /\b(entra|entrar|ponte|abre|ve|ir) (en )?(largo|corto|long|short)\b|\babre (un|una) (largo|corto|compra|venta)\b/;
const PREDICTION =
  /\b(subira|bajara|caera|llegara|alcanzara|tocara|rompera|se disparara|se desplomara|rebotara|va a (subir|bajar|caer|llegar|alcanzar|tocar|romper|rebotar|dispararse|desplomarse)|deberia (subir|bajar|llegar|caer)|tiene que (subir|bajar|llegar)|probablemente (suba|baje|llegue|caiga)|seguira (subiendo|bajando))\b/;
const SIGNAL_LINE = /\bsenal de (compra|venta)\b|\b(objetivo|target|take profit|tp)\b.{0,15}\d/;

const PROMISE =
  /\b(ganaras|vas a ganar|duplicaras|doblaras|multiplicaras|te garantizo|te aseguro que|(ganancias?|beneficios?|rentabilidad|rendimientos?|retornos?|resultados|ingresos) (garantizad|asegurad|segur)[a-z]*|(ganar|ganancias?|invertir|inversion) sin riesgo|cero riesgo|nunca (pierde|pierdes|falla|fallara|perderas)|siempre (gana|ganas|ganaras|funciona)|100 ?% (seguro|segura|efectivo|efectiva|ganador|ganadora|de acierto)|(dinero|ganancia|beneficio) seguro)\b/;

/** The first match of the pattern that no negation in the six words before it turns around. */
function affirmed(pattern: RegExp, sentence: string): boolean {
  const match = pattern.exec(sentence);
  if (!match) return false;
  const before = sentence.slice(0, match.index).split(' ').slice(-6).join(' ');
  return !NEGATION.test(before);
}

export function checkModelOutput(text: string): GuardrailHit | null {
  const sentences = text.split(/(?<=[.!?;:])\s+|\n+/).map(normalize);
  for (const sentence of sentences) {
    if (sentence === '' || NOT_ADVICE.test(sentence)) continue;
    const instrument = findInstrument(sentence);
    const aimed = instrument !== undefined || SIDE.test(sentence);
    const signal =
      affirmed(GO_LONG_OR_SHORT, sentence) ||
      ((affirmed(IMPERATIVE, sentence) || affirmed(RECOMMEND, sentence)) && aimed) ||
      ((affirmed(PREDICTION, sentence) || affirmed(SIGNAL_LINE, sentence)) && instrument !== undefined);
    if (signal) return instrument ? { kind: 'signal', instrument } : { kind: 'signal' };
    if (affirmed(PROMISE, sentence)) return { kind: 'guarantee' };
  }
  return null;
}

import { describe, expect, it } from 'vitest';
import { checkModelOutput } from './model-output';

describe('checkModelOutput', () => {
  it.each([
    ['Compra EURUSD en 1,0850.', 'EURUSD'],
    ['El oro subirá a 2500 esta semana.', 'XAUUSD'],
    ['Te recomiendo vender GBPJPY antes del dato.', 'GBPJPY'],
    ['Yo compraría oro ya.', 'XAUUSD'],
    ['Mi recomendación es comprar bitcoin.', 'BTCUSD'],
    ['Señal de compra en EUR/USD: entrada 1.0850, TP 1.0900.', 'EURUSD'],
    ['Análisis rápido.\nEl EURUSD va a subir hasta 1,10.', 'EURUSD'],
    ['Ponte corto en el DAX.', 'GER40'],
    ['Abre una compra en el oro.', 'XAUUSD'],
    ['Es buen momento para comprar euros.', 'EUR'],
    ['No lo dudes: compra plata ahora.', 'XAGUSD'],
  ])('catches the signal in: %s', (text, instrument) => {
    expect(checkModelOutput(text)).toEqual({ kind: 'signal', instrument });
  });

  it('catches a signal that names no instrument', () => {
    expect(checkModelOutput('Entra en largo ahora, el movimiento ya empezó.')).toEqual({ kind: 'signal' });
  });

  it.each([
    'Con esta estrategia ganarás un 10 % al mes.',
    'Te garantizo que duplicarás tu cuenta.',
    'Es una estrategia 100% segura.',
    'Esta estrategia nunca falla.',
    'Ofrece ganancias garantizadas desde el primer mes.',
  ])('catches the promise in: %s', (text) => {
    expect(checkModelOutput(text)).toEqual({ kind: 'guarantee' });
  });

  it.each([
    'No puedo darte señales: nadie sabe si el euro subirá.',
    'Si compras EURUSD a 1,0850 con stop en 1,0820, arriesgas 30 pips.',
    'Por ejemplo, compra 0,1 lotes de EURUSD y calcula cuánto vale el pip.',
    'Desconfía de quien promete ganancias garantizadas.',
    'Una posición larga gana si el precio sube.',
    'En una compra, el stop va por debajo de la entrada.',
    'El stop loss garantizado evita el deslizamiento en los huecos.',
    'Ninguna estrategia gana siempre.',
    'Si el BCE sube los tipos, el euro suele apreciarse.',
    'Repasa la lección de tamaño de posición.',
    'Compra y venta son las dos direcciones de una operación.',
    'Abre la lección de apalancamiento y haz el quiz.',
    'Entra en la demo y practica hoy tu plan.',
    'No te recomiendo comprar oro con dinero que necesitas.',
    'Cierra la plataforma y descansa un rato.',
    'Una operación en breakeven ya no tiene riesgo de pérdida.',
  ])('lets an educational answer through: %s', (text) => {
    expect(checkModelOutput(text)).toBeNull();
  });
});

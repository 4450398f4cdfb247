import { describe, expect, it } from 'vitest';
import { numericAnswer, numericTopic, readPair, readQuestion } from './numeric';

const RATES = { EURUSD: '1.1720', USDJPY: '144.00', GBPUSD: '1.3700', USDMXN: '18.80' };

describe('numeric questions', () => {
  it('reads pairs, sizes, balances, risk and stops as learners write them', () => {
    expect(readPair('¿y en el euro dólar?')).toBe('EURUSD');
    expect(readPair('en GBP/JPY')).toBe('GBPJPY');
    expect(readPair('con oro')).toBe('XAUUSD');
    expect(readQuestion('cuenta de 14.500 USD, arriesgo el 2 % con stop de 100 pips')).toMatchObject({
      balance: '14500',
      riskPercent: '2',
      stopPips: '100',
      accountCurrency: 'USD',
    });
    expect(readQuestion('un capital de 5 mil euros').balance).toBe('5000');
    expect(readQuestion('0,5 lotes').lots).toBe('0.5');
    expect(readQuestion('con apalancamiento 1:30').leverage).toBe('30');
  });

  it('knows which calculation is asked for', () => {
    expect(numericTopic('¿Cuántos lotes debo abrir?')).toBe('position-size');
    expect(numericTopic('¿Cuánto vale un pip en el USDJPY?')).toBe('pip-value');
    expect(numericTopic('¿Qué es un pip?')).toBeNull();
  });

  it('computes with the shared calculators, rounding lots down', () => {
    const size = numericAnswer(
      'Cuenta de 14.500 USD, riesgo del 2 % y stop de 100 pips en EURUSD: ¿cuántos lotes?',
      RATES,
    );
    expect(size?.text).toContain('**0,29 lotes**');
    const pip = numericAnswer('¿Cuánto vale un pip en USDJPY con 1 lote?', RATES);
    expect(pip?.text).toContain('1.000,00 JPY');
    const drawdown = numericAnswer('¿Cuánto tengo que ganar para recuperar una pérdida del 50 %?', RATES);
    expect(drawdown?.text).toContain('**100 %**');
  });

  it('works an example when the question has no numbers', () => {
    const example = numericAnswer('¿Cómo calculo el tamaño de la posición?', RATES);
    expect(example?.fromQuestion).toBe(false);
    expect(example?.text).toContain('Un ejemplo');
  });
});

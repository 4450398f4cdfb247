import { describe, expect, it } from 'vitest';
import { sleepError } from './CheckInForm';

describe('the check-in’s hours of sleep', () => {
  it('takes half hours written the Spanish way', () => {
    expect(sleepError('7')).toBeNull();
    expect(sleepError('6,5')).toBeNull();
    expect(sleepError('0')).toBeNull();
  });

  it('says what is wrong before anything is sent', () => {
    expect(sleepError('  ')).toBe('Indica cuántas horas has dormido.');
    expect(sleepError('siete')).toBe('Escribe un número, por ejemplo 7,5.');
    expect(sleepError('15')).toBe('Indica entre 0 y 14 horas.');
    expect(sleepError('6,3')).toBe('Cuenta las horas de media en media: 6; 6,5; 7…');
  });
});

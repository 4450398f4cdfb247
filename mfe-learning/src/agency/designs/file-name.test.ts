import { describe, expect, it } from 'vitest';
import { pngFileName } from './file-name';

describe('pngFileName', () => {
  it('names the file after the design and its exact size', () => {
    expect(pngFileName('Gestión del riesgo', '1080x1080')).toBe('gestion-del-riesgo-1080x1080.png');
    expect(pngFileName('  ¡Año nuevo, plan nuevo!  ', '1080x1920')).toBe(
      'ano-nuevo-plan-nuevo-1080x1920.png',
    );
    expect(pngFileName('📈📈', '1200x675')).toBe('diseno-1200x675.png');
    expect(pngFileName('a'.repeat(100), '1200x675')).toBe(`${'a'.repeat(60)}-1200x675.png`);
  });
});

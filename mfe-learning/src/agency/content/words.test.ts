import { describe, expect, it } from 'vitest';
import { countWords } from './words';

describe('countWords', () => {
  it('counts words, not markup, link targets or addresses', () => {
    expect(countWords('# El spread\n\nEs la **diferencia** entre *compra* y venta.')).toBe(9);
    expect(countWords('- uno\n- dos\n\n> tres')).toBe(3);
    expect(countWords('Lee [la lección](/aprende/lesson/spread) o https://pipcrafters.dev/x')).toBe(4);
    expect(countWords('')).toBe(0);
    expect(countWords('---\n\n***')).toBe(0);
  });
});

import { contrastRatio, HEX_COLOUR, WCAG_AA_CONTRAST } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { STARTER_PALETTES } from './palettes';

describe('starter palettes', () => {
  it('are valid colours with readable text and accent on their background', () => {
    for (const palette of STARTER_PALETTES) {
      for (const colour of [palette.background, palette.foreground, palette.accent])
        expect(colour, palette.name).toMatch(HEX_COLOUR);
      expect(contrastRatio(palette.foreground, palette.background), palette.name).toBeGreaterThanOrEqual(
        WCAG_AA_CONTRAST,
      );
      // The accent draws the brand and the kicker: large text, AA's 3:1.
      expect(contrastRatio(palette.accent, palette.background), palette.name).toBeGreaterThanOrEqual(3);
    }
  });
});

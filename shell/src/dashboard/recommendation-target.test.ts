import { describe, expect, it } from 'vitest';
import { recommendationTarget } from './recommendation-target';

describe("a recommendation's button", () => {
  it('goes where the server says', () => {
    expect(recommendationTarget({ kind: 'reviews', link: '/aprende/repasar' })).toBe('/aprende/repasar');
    expect(recommendationTarget({ kind: 'explore', link: '/documentation/glosario' })).toBe(
      '/documentation/glosario',
    );
  });

  it('takes advice about goals to the Metas card rather than to the page already open', () => {
    expect(recommendationTarget({ kind: 'set-goal', link: '/dashboard' })).toBe('/dashboard#metas');
    expect(recommendationTarget({ kind: 'goal', link: '/' })).toBe('/dashboard#metas');
  });
});

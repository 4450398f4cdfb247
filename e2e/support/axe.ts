import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical WCAG 2.1 A/AA violation on the page (or within `include`, leaving out `exclude`); the
 * failure lists each rule with its first nodes.
 */
export async function expectNoSeriousViolations(
  page: Page,
  name: string,
  scope: { include?: string; exclude?: string } = {},
) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (scope.include) builder.include(scope.include);
  if (scope.exclude) builder.exclude(scope.exclude);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? ''}`),
    }));
  expect(serious, `${name}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

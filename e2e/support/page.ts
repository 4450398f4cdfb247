import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** Every part loaded: the network idle, no "Cargando módulo...", no skeleton, no part showing its load error. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: 'Cargando módulo...' })).toHaveCount(0);
  // antd's skeletons (the areas) and the shell's own (the dashboard, the bell).
  await expect(page.locator('.ant-skeleton, [data-testid="skeleton"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
}

/**
 * The page at 375 px and at 1440 px, settled, with nothing sticking out sideways; each screenshot kept with the
 * test's output and attached to its report. The viewport is left at 1280 × 900.
 */
export async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} a ${width} px`,
    ).toBeLessThanOrEqual(width);
    const image = await page.screenshot({
      path: testInfo.outputPath(`${name}-${width}.png`),
      fullPage: true,
    });
    await testInfo.attach(`${name}-${width}`, { body: image, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The card (antd's, or the UI kit's `.pc-card`) whose title (a level-2 heading) is `title`. */
export const card = (page: Page, title: string) =>
  page
    .locator('.ant-card, .pc-card')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/**
 * `option` picked in the single select labelled `label` (looked for within `scope`): a native one (the UI kit's
 * Select) by its text; antd's opens its list on the page.
 * A click that lands while the list is still opening, or while the page re-renders it, is tried again until the
 * select has closed on its choice.
 */
export async function choose(page: Page, label: string, option: string, scope: Page | Locator = page) {
  const select = scope.getByRole('combobox', { name: label });
  // The UI kit's Select is a native <select>: its option is picked by its text.
  if (await select.evaluate((element) => element.tagName === 'SELECT')) {
    await select.selectOption({ label: option });
    return;
  }
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
    await page
      .locator('.ant-select-dropdown:visible')
      .getByTitle(option, { exact: true })
      .click({ timeout: 3000 });
    await expect(select).toHaveAttribute('aria-expanded', 'false', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

import { join, resolve } from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@pipcrafters/contracts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createActiveUser, signInAt } from './support/users';

/**
 * PipJournal in a browser: the first account, a trade typed by hand with its live figures, MetaTrader 4 and 5
 * statements imported through a preview with a progress bar, the same statement again with nothing new, an import
 * undone, and a second tab that hears every change without a reload.
 *
 * The statements are real ones, read at run time from `../shared/fixtures/journal/` beside the repository (never
 * copied in); the test only checks counts, never prints their contents.
 */

const FIXTURES = resolve(__dirname, '../../shared/fixtures/journal');
const MT4 = resolve(FIXTURES, 'mt4/mt4_tradeslide_usd_124trades.htm');
/** Screenshots kept after the run, beside the accessibility spec's. */
const SCREENSHOTS = join(__dirname, '..', '.tmp', 'e2e-screenshots');
const MT5 = resolve(FIXTURES, 'mt5/mt5_vantage_en_partial-closes_8positions.xlsx');

const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });
const totalOf = (page: Page, label: string): Locator =>
  page
    .getByTestId('totales')
    .locator('div')
    .filter({ hasText: new RegExp(`^${label}`) });

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(panel(page, name)).toBeVisible();
}

/** The first day of this month at 10:00, as a `datetime-local` value (Madrid, the browser's zone). */
function thisMonthAtTen(): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-');
  return `${parts[0]}-${parts[1]}-01T10:00`;
}

async function importFile(page: Page, file: string) {
  const importar = panel(page, 'Importar');
  await importar.locator('input[type="file"]').setInputFiles(file);
  await expect(importar.getByRole('heading', { name: 'Vista previa' })).toBeVisible({ timeout: 30_000 });
  return importar;
}

function summaryValue(scope: Locator, label: string): Locator {
  return scope
    .locator('.ant-descriptions-row')
    .locator('th, td')
    .filter({ hasText: label })
    .locator('xpath=following-sibling::td[1]');
}

test('an account, a trade by hand, two statements imported, one again with nothing new, an import undone, live in a second tab', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const user = await createActiveUser(baseURL ?? '', 'diario', 'Diana');
  await signInAt(page, user, '/pipjournal');
  await expect(page.getByRole('heading', { level: 1, name: 'Trading Journal' })).toBeVisible();

  // A new user starts with their first account.
  await page.getByRole('button', { name: 'Crear mi primera cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva cuenta' });
  await dialog.getByLabel('Nombre').fill('Cuenta de pruebas');
  await dialog.getByLabel('Bróker').fill('Demo');
  await dialog.getByLabel('Saldo inicial').fill('10.000');
  await dialog.getByLabel('Saldo inicial').press('Enter');
  await expect(page.getByTestId('toast').filter({ hasText: 'Cuenta creada' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Operaciones', exact: true })).toBeVisible();
  await expect(page.getByText('Aún no hay operaciones.', { exact: false })).toBeVisible();

  // A trade by hand: the figures follow the typing; Enter saves.
  await openTab(page, 'Nueva operación');
  const form = panel(page, 'Nueva operación');
  await form.getByLabel('Símbolo').fill('eurusd');
  await form.getByLabel('Volumen (lotes)').fill('1');
  await form.getByLabel('Cierre').fill(thisMonthAtTen());
  await form.getByLabel('Precio de entrada').fill('1,08500');
  await form.getByLabel('Precio de salida').fill('1,08700');
  await form.getByLabel('Stop loss').fill('1,08400');
  await form.getByLabel('Comisión (coste)').fill('7');
  const live = form.getByRole('region', { name: 'Cálculo en vivo' });
  await expect(live.locator('[data-figure="Pips"]')).toHaveText('+20,0');
  await expect(live.locator('[data-figure="Beneficio bruto"]')).toHaveText('200,00 US$');
  await expect(live.locator('[data-figure="Neto"]')).toHaveText('193,00 US$');
  await expect(live.locator('[data-figure="R"]')).toHaveText('+1,93 R');
  await form.getByLabel('Notas').fill('**Plan** cumplido\n\n<img src=x onerror="window.__xss=1">');
  await form.getByLabel('Precio de salida').press('Enter');
  await expect(page.getByTestId('toast').filter({ hasText: 'Operación guardada' })).toBeVisible();

  const list = panel(page, 'Operaciones');
  await expect(list).toBeVisible();
  const row = list.getByRole('row').filter({ hasText: 'EURUSD' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('193,00 US$');
  await expect(row).toContainText('+20,0');
  await expect(row).toContainText('1,08500');
  await expect(totalOf(page, 'Operaciones')).toHaveText('Operaciones1');

  // The detail: the notes as Markdown, raw HTML shown as text, never run.
  await row.getByRole('button', { name: /^Ver EURUSD/ }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: 'Beneficio bruto' });
  await expect(drawer.locator('strong', { hasText: 'Plan' })).toBeVisible();
  await expect(drawer.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  // A screenshot: stored re-encoded, shown as a thumbnail, served only to its owner.
  await drawer.locator('input[type=file]').setInputFiles({
    name: 'grafico.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAABAAAAAKCAIAAAAy3EnLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFUlEQVQYlWMQ2NlIEmIY1bBzSIYSACoVzkFDOkMMAAAAAElFTkSuQmCC',
      'base64',
    ),
  });
  await expect(page.getByText('Captura guardada')).toBeVisible();
  await expect(drawer.getByRole('img', { name: 'Captura 1 de la operación' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // A second tab of the same session, to hear what the first one does.
  const second = await page.context().newPage();
  await second.goto('/pipjournal');
  await expect(totalOf(second, 'Operaciones')).toHaveText('Operaciones1');

  // MetaTrader 4: preview first, then the import with its progress.
  await openTab(page, 'Importar');
  let importar = await importFile(page, MT4);
  await expect(summaryValue(importar, 'Operaciones encontradas')).toHaveText('124');
  await expect(summaryValue(importar, 'Formato')).toHaveText('MetaTrader 4 (HTML)');
  await expect(importar.getByLabel('Horas del extracto leídas en')).toBeVisible();
  // The write is held back a moment so the progress bars can be seen (a small statement imports in a blink).
  await page.route('**/api/journal/imports', async (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    if (route.request().method() === 'POST' && body.includes('name="preview"\r\n\r\nfalse')) {
      await new Promise((done) => setTimeout(done, 1500));
    }
    await route.continue();
  });
  await importar.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(importar.getByRole('progressbar', { name: 'Subida del archivo' })).toBeVisible();
  await expect(importar.getByRole('progressbar', { name: 'Guardando operaciones' })).toBeVisible();
  await expect(importar.getByText('124 operaciones importadas.')).toBeVisible({ timeout: 60_000 });
  await expect(totalOf(second, 'Operaciones')).toHaveText('Operaciones125', { timeout: 15_000 });

  // MetaTrader 5 (Excel).
  await importar.getByRole('button', { name: 'Importar otro archivo' }).click();
  importar = await importFile(page, MT5);
  await expect(summaryValue(importar, 'Operaciones encontradas')).toHaveText('8');
  await importar.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(importar.getByText('8 operaciones importadas.')).toBeVisible({ timeout: 60_000 });
  await expect(totalOf(second, 'Operaciones')).toHaveText('Operaciones133', { timeout: 15_000 });

  // The same MetaTrader 4 statement again: every trade is already there.
  await importar.getByRole('button', { name: 'Importar otro archivo' }).click();
  importar = await importFile(page, MT4);
  await expect(summaryValue(importar, 'Ya estaban en el diario')).toHaveText('124');
  await expect(summaryValue(importar, 'Nuevas')).toHaveText('0');
  await importar.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(importar.getByText('No había operaciones nuevas: todas estaban ya en el diario.')).toBeVisible(
    {
      timeout: 60_000,
    },
  );

  // Undo the MetaTrader 5 import, after the confirmation.
  const history = importar.getByRole('table', { name: 'Historial de importaciones' });
  const mt5Row = history.getByRole('row').filter({ hasText: 'MetaTrader 5 (Excel)' });
  await mt5Row.getByRole('button', { name: 'Deshacer' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Deshacer' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Importación deshecha' })).toBeVisible();
  await expect(mt5Row).toContainText('Deshecha');
  await expect(totalOf(second, 'Operaciones')).toHaveText('Operaciones125', { timeout: 15_000 });

  // Server-side sorting and the calendar of this month (the trade typed by hand).
  await openTab(page, 'Operaciones');
  await expect(totalOf(page, 'Operaciones')).toHaveText('Operaciones125');
  const sorted = page.waitForRequest((request) => request.url().includes('sort=net&direction=asc'));
  await list.getByRole('columnheader', { name: 'Neto' }).click();
  await sorted;
  await openTab(page, 'Calendario');
  const day = panel(page, 'Calendario').locator(`td[data-date="${thisMonthAtTen().slice(0, 10)}"]`);
  await expect(day).toContainText('193,00 US$');
  await expect(day).toContainText('1 operación');
  await second.close();

  // Readable on a phone: at 375 px nothing sticks out sideways (the tables scroll inside their cards).
  await page.setViewportSize({ width: 375, height: 800 });
  for (const tab of ['Operaciones', 'Nueva operación', 'Calendario', 'Importar']) {
    await openTab(page, tab);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(375);
    const file = join(SCREENSHOTS, `pipjournal-${tab.replace(' ', '-').toLowerCase()}-375.png`);
    const image = await page.screenshot({ path: file, fullPage: true });
    await test.info().attach(`pipjournal-${tab}-375`, { body: image, contentType: 'image/png' });
  }
});

test('a CSV goes through the column mapping (recognised export, saved as a template) to its preview', async ({
  page,
  baseURL,
}) => {
  const user = await createActiveUser(baseURL ?? '', 'diario-csv', 'Carla');
  await signInAt(page, user, '/pipjournal');
  const created = await page.request.post('/api/journal/accounts', {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    data: { name: 'FTMO', broker: 'FTMO', currency: 'USD', initialBalance: '100000', kind: 'demo' },
  });
  expect(created.status()).toBe(201);
  await page.goto('/pipjournal?vista=importar');
  const importar = panel(page, 'Importar');
  await importar
    .locator('input[type="file"]')
    .setInputFiles(resolve(FIXTURES, 'csv/synthetic_deltalytix_ftmo-sample.csv'));
  await expect(importar.getByRole('heading', { name: 'Columnas del CSV' })).toBeVisible();
  await expect(importar.getByText('Reconocido como «FTMO (MetaTrader CSV)»', { exact: false })).toBeVisible();
  await expect(importar.getByRole('table', { name: 'Primeras filas del archivo' })).toBeVisible();
  await expect(importar.getByLabel('Separador')).toBeVisible();

  await importar.getByLabel('Nombre de la plantilla').fill('Mi FTMO');
  await importar.getByRole('button', { name: 'Guardar como plantilla' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Plantilla guardada' })).toBeVisible();

  await importar.getByRole('button', { name: 'Ver vista previa' }).click();
  await expect(importar.getByRole('heading', { name: 'Vista previa' })).toBeVisible({ timeout: 30_000 });
  await expect(summaryValue(importar, 'Formato')).toHaveText('CSV');
  await expect(summaryValue(importar, 'Operaciones encontradas')).toHaveText('2');
});

import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  DEMO_ACCOUNTS,
  type Insight,
  type MindCheckIn,
  READINESS_THRESHOLDS,
  type ReadinessStats,
} from '@pipcrafters/contracts';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { card, choose, screenshots, settle } from './support/page';
import { createActiveUser, signInAt } from './support/users';

/**
 * EdgePilot and the daily reflection in a browser: the demo trader's ~90 trades filtered (the cards and charts
 * follow), two periods compared with the test's explanation, an insight opening /pipjournal with its trades; a
 * fresh trader's reflection for today beside the trade of the day, still there after a reload; results by the day's
 * readiness (MindCrafter's check-ins) for the demo trader, and for a fresh trader before and after a check-in; axe in
 * both themes, and screenshots at 375 px and 1440 px kept with the test's output.
 */

const write = { headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE } };

const numberIn = (text: string | null) =>
  Number((text ?? '').replace(/\./g, '').match(/\d+/)?.[0] ?? Number.NaN);

test('the demo trader: filters move the cards and charts, two periods compared, an insight’s trades', async ({
  page,
}, testInfo) => {
  await signInAt(page, DEMO_ACCOUNTS.trader, '/edgepilot');
  await expect(page.getByRole('heading', { level: 1, name: 'EdgePilot' })).toBeVisible();
  await settle(page);

  const count = page.getByTestId('operaciones-filtradas');
  const all = numberIn(await count.textContent());
  expect(all).toBeGreaterThanOrEqual(60);
  await expect(page.getByTestId('figura-trades')).toContainText(String(all));
  await expect(page.getByTestId('figura-profitFactor')).toContainText('Ganancias brutas / pérdidas brutas');
  await expect(page.getByTestId('figura-maxDrawdown')).toContainText('%');
  await expect(page.getByTestId('curva-capital')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('curva-capital').locator('canvas').first()).toBeVisible();
  const hours = page.getByRole('table', { name: 'Neto por hora' });
  const hoursBefore = await hours.textContent();
  const rBars = page.getByRole('table', { name: 'Operaciones por resultado en R' });
  await expect(rBars.getByRole('row').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/edgepilot (oscuro, trader)');
  await screenshots(page, testInfo, 'edgepilot-trader');

  // The last 30 days: fewer trades, and the cards and charts are those of the period.
  await choose(page, 'Periodo', 'Últimos 30 días');
  await expect.poll(async () => numberIn(await count.textContent())).toBeLessThan(all);
  await settle(page);
  const recent = numberIn(await count.textContent());
  expect(recent).toBeGreaterThan(0);
  await expect(page.getByTestId('figura-trades')).toContainText(String(recent));
  await expect.poll(() => hours.textContent()).not.toBe(hoursBefore);
  await expect(page.getByTestId('curva-capital')).toHaveAttribute('data-ready', 'true');

  // Sales only: the breakdown by side has that one row.
  await choose(page, 'Dirección', 'Ventas');
  await settle(page);
  const sells = numberIn(await count.textContent());
  expect(sells).toBeLessThan(recent);
  await choose(page, 'Agrupar por', 'Dirección');
  await settle(page);
  const breakdown = card(page, 'Desglose');
  await expect(breakdown.locator('tbody tr')).toHaveCount(1);
  await expect(breakdown.locator('tbody tr')).toContainText('Ventas');

  // Two periods side by side: the difference and the test's explanation.
  const compare = card(page, 'Comparar');
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await settle(page);
  await expect(compare.getByRole('group', { name: 'Periodo A' })).toBeVisible();
  await expect(compare.getByRole('columnheader', { name: 'Diferencia (B − A)' })).toBeVisible();
  const explanation = compare.getByTestId('explicacion-test');
  await expect(explanation).toBeVisible();
  expect((await explanation.locator('.pc-alert-description').textContent())?.length ?? 0).toBeGreaterThan(10);
  // Two accounts instead.
  await compare.getByRole('radio', { name: 'Dos cuentas' }).check();
  await expect(compare.getByRole('group', { name: 'Cuenta B' })).toBeVisible();
  await expect(compare.getByTestId('explicacion-test')).toBeVisible();

  // An insight on a group of trades opens the list with exactly those trades.
  const timeZone = 'Europe/Madrid';
  const response = await page.request.get(`/api/journal/insights?timeZone=${encodeURIComponent(timeZone)}`);
  expect(response.ok()).toBe(true);
  const insights = (await response.json()) as Insight[];
  const index = insights.findIndex((insight) => /^(weekday|session|symbol|side|tag|hour):/.test(insight.id));
  test.skip(index < 0, 'the demo journal has no group insight today');
  const insight = insights[index] as Insight;
  const items = card(page, 'Hallazgos').getByRole('listitem');
  await expect(items).toHaveCount(insights.length);
  await expect(items.nth(index)).toContainText(insight.text);
  await items.nth(index).getByRole('link').click();
  await expect(page).toHaveURL(/\/pipjournal\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trading Journal' })).toBeVisible();
  const totals = page.getByTestId('totales');
  await expect(totals.locator('div').filter({ hasText: /^Operaciones/ })).toContainText(
    String(insight.trades),
  );
});

test('a reflection for today beside the trade of the day, still there after a reload; both themes', async ({
  page,
  baseURL,
}, testInfo) => {
  const user = await createActiveUser(baseURL ?? '', 'reflexion', 'Rita');
  await signInAt(page, user, '/edgepilot');
  await expect(page.getByRole('heading', { level: 1, name: 'EdgePilot' })).toBeVisible();
  await settle(page);
  await expect(page.getByRole('link', { name: 'Ir a PipJournal' })).toBeVisible();
  await expectNoSeriousViolations(page, '/edgepilot (sin operaciones)');

  const account = await page.request.post('/api/journal/accounts', {
    ...write,
    data: { name: 'Reflexión', broker: 'Demo', currency: 'EUR', initialBalance: '1000', kind: 'demo' },
  });
  expect(account.status()).toBe(201);
  const { id: accountId } = (await account.json()) as { id: string };
  const trade = await page.request.post('/api/journal/trades', {
    ...write,
    data: {
      accountId,
      symbol: 'GBPUSD',
      side: 'sell',
      closeTime: new Date().toISOString(),
      entryPrice: '1.27',
      exitPrice: '1.268',
      stopLoss: '1.272',
      volume: '0.1',
      profit: '20',
    },
  });
  expect(trade.status()).toBe(201);

  await page.goto('/daily-reflection');
  await expect(page.getByRole('heading', { level: 1, name: 'Reflexión diaria' })).toBeVisible();
  await settle(page);
  const dayTrades = page.getByRole('list', { name: 'Operaciones del día' });
  await expect(dayTrades.getByRole('listitem')).toHaveCount(1);
  await expect(dayTrades).toContainText('GBPUSD');
  await expect(dayTrades).toContainText('Venta');
  await expect(dayTrades).toContainText('20,00');
  await expect(page.getByTestId('neto-del-dia')).toContainText('20,00');
  await expect(page.getByRole('textbox', { name: 'Día de la reflexión' })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const today = await page.getByRole('textbox', { name: 'Día de la reflexión' }).inputValue();
  await expect(page.getByRole('textbox', { name: 'Día de la reflexión' })).toHaveAttribute('max', today);

  await page
    .getByRole('radiogroup', { name: /Ánimo antes/ })
    .getByText('4', { exact: true })
    .click();
  await page
    .getByRole('radiogroup', { name: /Ánimo después/ })
    .getByText('5', { exact: true })
    .click();
  await page
    .getByRole('radiogroup', { name: /Estrés/ })
    .getByText('2', { exact: true })
    .click();
  await page.getByRole('spinbutton', { name: 'Horas de sueño' }).fill('7,5');
  await page.getByRole('radiogroup', { name: '¿Seguiste tu plan de trading?' }).getByText('Sí').click();
  await page.getByLabel('Qué salió bien').fill('Esperé a la ruptura y respeté el stop.');
  await page.getByLabel('Qué salió mal').fill('Entré tarde en la segunda.');
  await page.getByLabel('La lección del día').fill('Sin confirmación no hay entrada.');
  await page.getByRole('button', { name: 'Guardar reflexión' }).click();
  const toast = page.getByTestId('toast').filter({ hasText: 'Reflexión guardada' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('racha diaria');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Reflexión diaria' })).toBeVisible();
  await settle(page);
  await expect(page.getByLabel('Qué salió bien')).toHaveValue('Esperé a la ruptura y respeté el stop.');
  await expect(page.getByLabel('La lección del día')).toHaveValue('Sin confirmación no hay entrada.');
  await expect(page.getByRole('spinbutton', { name: 'Horas de sueño' })).toHaveValue('7,5');
  await expect(
    page.getByRole('radiogroup', { name: /Ánimo antes/ }).getByRole('radio', { name: '4' }),
  ).toBeChecked();
  await expect(page.getByRole('list', { name: 'Operaciones del día' })).toContainText('GBPUSD');
  await expect(page.locator(`td[data-date="${today}"] button[data-reflection="si"]`)).toBeVisible();
  await expectNoSeriousViolations(page, '/daily-reflection (oscuro)');
  await screenshots(page, testInfo, 'reflexion');

  // Light theme, chosen in the profile: both pages again.
  await page.goto('/profile');
  await page.getByRole('radiogroup', { name: 'Tema' }).getByText('Claro').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  for (const [path, heading] of [
    ['/daily-reflection', 'Reflexión diaria'],
    ['/edgepilot', 'EdgePilot'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await settle(page);
    // The page's own content. Left out until the light theme tunes them: the P&L calendar (PipJournal's CalendarTab,
    // shared here) writes gains in antd's success green, 2.3:1 on white, and the shell's navigation marks the open
    // page's item at 3.7:1 (both outside these pages, found here).
    await expectNoSeriousViolations(page, `${path} (claro)`, {
      include: 'main',
      exclude: '[data-pnl-calendar]',
    });
  }
  await expect(page.getByTestId('operaciones-filtradas')).toContainText('1 operación');
  await expect(page.getByTestId('figura-trades')).toContainText('muestra pequeña');
  await screenshots(page, testInfo, 'edgepilot-claro');
});

/** The check-in days the journal knows of (they reach it through learning's events, a moment after each check-in). */
async function checkInDays(page: Page): Promise<number> {
  const response = await page.request.get('/api/journal/stats/readiness');
  return ((await response.json()) as ReadinessStats).checkInDays;
}

/** The rows of the readiness section's table, as [label, trades] in the order shown. */
async function readinessRows(page: Page): Promise<[string, number][]> {
  const rows = card(page, 'Preparación mental y resultados').locator('tbody tr');
  const count = await rows.count();
  const result: [string, number][] = [];
  for (let index = 0; index < count; index += 1) {
    const cells = rows.nth(index).locator('td');
    result.push([
      ((await cells.nth(0).textContent()) ?? '').replace('muestra pequeña', '').trim(),
      numberIn(await cells.nth(1).textContent()),
    ]);
  }
  return result;
}

const BAND_LABELS = [
  `Baja (menos de ${READINESS_THRESHOLDS.medium})`,
  `Media (de ${READINESS_THRESHOLDS.medium} a ${READINESS_THRESHOLDS.high - 1})`,
  `Alta (${READINESS_THRESHOLDS.high} o más)`,
  'Sin check-in',
];

test('the demo trader: results by the readiness of the day, every trade in one band', async ({
  page,
}, testInfo) => {
  await signInAt(page, DEMO_ACCOUNTS.trader, '/edgepilot');
  await expect(page.getByRole('heading', { level: 1, name: 'EdgePilot' })).toBeVisible();
  // The demo's check-ins reach the journal through learning's events, shortly after the platform starts.
  await expect.poll(() => checkInDays(page), { timeout: 30_000 }).toBeGreaterThan(0);
  await page.reload();
  await settle(page);
  const section = card(page, 'Preparación mental y resultados');
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('tbody tr')).toHaveCount(4);
  const rows = await readinessRows(page);
  expect(rows.map(([label]) => label)).toEqual(BAND_LABELS);
  // Every trade of the filters falls in exactly one band, and the check-in days carry some of them.
  const total = numberIn(await page.getByTestId('operaciones-filtradas').textContent());
  expect(rows.reduce((sum, [, trades]) => sum + trades, 0)).toBe(total);
  expect(rows.slice(0, 3).reduce((sum, [, trades]) => sum + trades, 0)).toBeGreaterThan(0);
  await expect(section).toContainText('último check-in de ese día en MindCrafter');

  // The period's filter reaches the section too.
  await choose(page, 'Periodo', 'Últimos 30 días');
  await expect
    .poll(async () => numberIn(await page.getByTestId('operaciones-filtradas').textContent()))
    .toBeLessThan(total);
  await settle(page);
  const recent = numberIn(await page.getByTestId('operaciones-filtradas').textContent());
  await expect
    .poll(async () => (await readinessRows(page)).reduce((sum, [, trades]) => sum + trades, 0))
    .toBe(recent);
  await expectNoSeriousViolations(page, '/edgepilot (preparación, trader)');
  await screenshots(page, testInfo, 'edgepilot-preparacion');
});

// In UTC: the trader takes the browser's zone at sign-in, and the trade below is dated by UTC's day; in Madrid's zone
// the two days differ for an hour or two before UTC's midnight, when the check-in fell on the next day.
test.describe('in UTC', () => {
  test.use({ timezoneId: 'UTC' });

  test('a fresh trader: the readiness section invites to MindCrafter, then shows the trade on its check-in’s band', async ({
    page,
    baseURL,
  }) => {
    // The trade below opens at 00:01 UTC today, which must not be in the future: in a day's first minutes, wait.
    const sinceMidnight = Date.now() % 86_400_000;
    if (sinceMidnight < 180_000) {
      test.setTimeout(240_000);
      await page.waitForTimeout(180_000 - sinceMidnight);
    }
    const user = await createActiveUser(baseURL ?? '', 'preparacion', 'Paula');
    await signInAt(page, user, '/edgepilot');
    const account = await page.request.post('/api/journal/accounts', {
      ...write,
      data: { name: 'Preparación', broker: 'Demo', currency: 'EUR', initialBalance: '1000', kind: 'demo' },
    });
    expect(account.status()).toBe(201);
    const { id: accountId } = (await account.json()) as { id: string };
    // Opened just after midnight UTC today, the trader's zone, so the check-in below falls on the trade's day.
    const today = new Date().toISOString().slice(0, 10);
    const trade = await page.request.post('/api/journal/trades', {
      ...write,
      data: {
        accountId,
        symbol: 'GBPUSD',
        side: 'sell',
        openTime: `${today}T00:01:00.000Z`,
        closeTime: `${today}T00:02:00.000Z`,
        entryPrice: '1.27',
        exitPrice: '1.268',
        volume: '0.1',
        profit: '20',
      },
    });
    expect(trade.status()).toBe(201);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'EdgePilot' })).toBeVisible();
    await settle(page);
    const section = card(page, 'Preparación mental y resultados');
    await expect(section.getByTestId('preparacion-sin-check-ins')).toContainText(
      'Aún no has hecho ningún check-in',
    );
    await expect(section.getByRole('link', { name: 'Hacer un check-in en MindCrafter' })).toHaveAttribute(
      'href',
      '/mindcrafter',
    );
    await expectNoSeriousViolations(page, '/edgepilot (preparación sin check-ins)');

    const recorded = await page.request.post('/api/learning/mind/check-ins', {
      ...write,
      data: { sleepHours: 8, stress: 1, mood: 5, focus: 5, pressure: 1 },
    });
    expect(recorded.status()).toBe(201);
    const checkIn = (await recorded.json()) as MindCheckIn;
    expect(checkIn.date).toBe(today);
    const band =
      checkIn.readiness >= READINESS_THRESHOLDS.high
        ? 2
        : checkIn.readiness >= READINESS_THRESHOLDS.medium
          ? 1
          : 0;
    await expect.poll(() => checkInDays(page), { timeout: 20_000 }).toBe(1);
    await page.reload();
    await settle(page);
    await expect(section.locator('tbody tr')).toHaveCount(4);
    expect(await readinessRows(page)).toEqual(
      BAND_LABELS.map((label, index) => [label, index === band ? 1 : 0] as [string, number]),
    );
    const row = section.locator('tbody tr').nth(band);
    await expect(row).toContainText('20,00');
    await expect(row).toContainText('100 %');
    await expect(section.getByTestId('preparacion-sin-check-ins')).toHaveCount(0);
    await expectNoSeriousViolations(page, '/edgepilot (preparación con un check-in)');
  });
});

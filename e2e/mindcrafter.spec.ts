import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  DEMO_ACCOUNTS,
  type FocusDrill,
  type FocusDrillRequest,
  LOW_READINESS_ADVICE,
  type MindCheckIn,
  type MindRoutine,
  SUGGESTED_ROUTINE_ITEMS,
  type TradeInput,
} from '@pipcrafters/contracts';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { card, screenshots, settle } from './support/page';
import { createActiveUser, signInAt } from './support/users';

/**
 * MindCrafter in a browser. The demo trader: a check-in with low answers and its advice, the header and the
 * readiness chart; one cycle of box breathing on Playwright's clock (each phase told once, pause, the session
 * saved); a step added to the routine and every step ticked; the Tiltmeter's consent withdrawn and given again; a
 * whole two-minute focus drill on the clock with Space. Fresh traders: every tab's empty state, a routine built from
 * the suggestions (edited, reordered, a step deleted after its confirmation), and the Tiltmeter over three losses
 * in a row with the trades behind it. Axe on every tab (and in the light theme); screenshots at 375 px and 1440 px.
 */

const write = { headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE } };
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const postOf = (path: string) => (response: { url(): string; request(): { method(): string } }) =>
  response.url().endsWith(path) && response.request().method() === 'POST';

/** Axe once the toasts have gone (a toast fading out is measured half transparent). */
async function expectAccessible(page: Page, name: string) {
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousViolations(page, name);
}

async function openMindCrafter(page: Page) {
  // The first page of a fresh platform also waits for its static files to be compressed.
  await expect(page.getByRole('heading', { level: 1, name: 'MindCrafter' })).toBeVisible({ timeout: 30_000 });
  await settle(page);
}

/**
 * Stops the page's clock a moment ahead (it keeps running while this is sent): from then on only `runFor` moves it,
 * until `resume`.
 */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

test('the demo trader’s check-in with low answers: readiness, «hoy, mejor en demo», the header and the chart', async ({
  page,
}, testInfo) => {
  await signInAt(page, DEMO_ACCOUNTS.trader, '/mindcrafter');
  await openMindCrafter(page);
  await expect(tab(page, 'Check-in')).toHaveAttribute('aria-selected', 'true');
  // The demo's four weeks of check-ins, one point a day.
  const chart = page.getByTestId('readiness-chart');
  const before = Number(await chart.getAttribute('data-points'));
  expect(before).toBeGreaterThanOrEqual(20);
  // Today's may already be done (a second run): a new one is always possible.
  const another = page.getByRole('button', { name: 'Hacer otro check-in' });
  const checkedInBefore = (await another.count()) > 0;
  if (checkedInBefore) await another.click();
  await expectAccessible(page, '/mindcrafter check-in');

  const form = card(page, 'Check-in antes de operar');
  await form.getByLabel('Horas de sueño esta noche').fill('4,5');
  const answer = (group: RegExp, value: string) =>
    form.getByRole('radiogroup', { name: group }).getByText(value, { exact: true }).click();
  await answer(/^Estrés/, '5');
  await answer(/^Ánimo/, '1');
  await answer(/^Concentración/, '2');
  await answer(/^Presión externa/, '5');
  const saved = page.waitForResponse(postOf('/api/learning/mind/check-ins'));
  await form.getByRole('button', { name: 'Calcular mi preparación' }).click();
  const response = await saved;
  expect(response.status()).toBe(201);
  const checkIn = (await response.json()) as MindCheckIn;
  expect(checkIn).toMatchObject({ sleepHours: 4.5, stress: 5, mood: 1, focus: 2, pressure: 5, level: 'low' });

  const result = card(page, 'Tu preparación de hoy');
  await expect(result.getByTestId('readiness-score')).toHaveText(String(checkIn.readiness));
  await expect(result.getByTestId('readiness-advice')).toContainText(LOW_READINESS_ADVICE);
  await expect(result).toContainText('Baja');
  await expect(toast(page, `Check-in guardado: preparación ${checkIn.readiness}`)).toBeVisible();
  await expect(page.getByTestId('summary-readiness')).toContainText(String(checkIn.readiness));
  await expect(chart).toHaveAttribute('data-points', String(checkedInBefore ? before : before + 1));
  await expect(page.getByText(`la última, ${checkIn.readiness} el `, { exact: false })).toBeVisible();

  // Kept: after a reload the day's check-in is shown, not the form.
  await page.reload();
  await openMindCrafter(page);
  await expect(card(page, 'Tu preparación de hoy').getByTestId('readiness-advice')).toContainText(
    LOW_READINESS_ADVICE,
  );
  // Hours slept go by half hours: anything else is said before it is sent.
  await page.getByRole('button', { name: 'Hacer otro check-in' }).click();
  await card(page, 'Check-in antes de operar').getByLabel('Horas de sueño esta noche').fill('6,3');
  await card(page, 'Check-in antes de operar')
    .getByRole('button', { name: 'Calcular mi preparación' })
    .click();
  await expect(page.getByText('Cuenta las horas de media en media', { exact: false })).toBeVisible();
  await expect(page.getByText('Elige un valor del 1 al 5.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();

  await expectAccessible(page, '/mindcrafter con check-in');
  await screenshots(page, testInfo, 'mindcrafter-check-in');
});

test('the demo trader breathes one cycle of box breathing on the clock: each phase told once, a pause, saved', async ({
  page,
}, testInfo) => {
  await page.clock.install();
  await signInAt(page, DEMO_ACCOUNTS.trader, '/mindcrafter?seccion=respiracion');
  await openMindCrafter(page);
  await expect(tab(page, 'Respiración')).toHaveAttribute('aria-selected', 'true');
  const history = card(page, 'Tus últimas sesiones');
  const sessionsBefore = await history.locator('.ant-list-item').count();
  await page.getByRole('radio', { name: /Respiración cuadrada/ }).check();
  await page.getByLabel('Número de ciclos').fill('1');
  await expect(page.getByText('1 ciclo · 16 s')).toBeVisible();
  await expectAccessible(page, '/mindcrafter respiración');

  const announcement = page.getByTestId('breathing-announcement');
  const seconds = page.getByTestId('breathing-seconds');
  const circle = page.getByTestId('breathing-circle');
  await pauseClock(page);
  await page.getByRole('button', { name: 'Empezar' }).click();
  await expect(announcement).toHaveText('Inhala, 4 s. Ciclo 1 de 1.');
  await expect(circle).toHaveAttribute('data-phase', 'inhale');
  await expect(seconds).toHaveText('4');
  await page.clock.runFor(1000);
  await expect(seconds).toHaveText('3');
  // The announcement is per phase, not per second.
  await expect(announcement).toHaveText('Inhala, 4 s. Ciclo 1 de 1.');
  await page.clock.runFor(3000);
  await expect(announcement).toHaveText('Mantén el aire, 4 s. Ciclo 1 de 1.');
  await expect(circle).toHaveAttribute('data-phase', 'hold');

  await page.getByRole('button', { name: 'Pausar' }).click();
  const remaining = await page.getByTestId('breathing-remaining').textContent();
  await page.clock.runFor(20_000);
  await expect(page.getByTestId('breathing-remaining')).toHaveText(remaining ?? '');
  await expect(page.getByText('(en pausa)', { exact: false })).toBeVisible();
  await screenshots(page, testInfo, 'mindcrafter-respiracion');
  await page.getByRole('button', { name: 'Reanudar' }).click();
  await page.clock.runFor(4000);
  await expect(announcement).toHaveText('Exhala, 4 s. Ciclo 1 de 1.');
  await expect(circle).toHaveAttribute('data-phase', 'exhale');
  await page.clock.runFor(4000);
  await expect(announcement).toHaveText('Mantén sin aire, 4 s. Ciclo 1 de 1.');

  const saved = page.waitForResponse(postOf('/api/learning/mind/breathing-sessions'));
  await page.clock.runFor(4000);
  const response = await saved;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({ technique: 'box', cycles: 1 });
  await page.clock.resume();
  await expect(announcement).toHaveText('Sesión completada.');
  await expect(toast(page, 'Sesión de respiración guardada')).toBeVisible();
  await expect(history.locator('.ant-list-item')).toHaveCount(Math.min(10, sessionsBefore + 1));
  await expect(history.locator('.ant-list-item').first()).toContainText('Respiración cuadrada (4-4-4-4)');
  await expect(history.locator('.ant-list-item').first()).toContainText('1 ciclo · 16 s');
});

test('the demo trader adds a step to the routine and ticks every step: the day’s routine completed', async ({
  page,
}) => {
  await signInAt(page, DEMO_ACCOUNTS.trader, '/mindcrafter?seccion=rutina');
  await openMindCrafter(page);
  const today = card(page, 'Tu rutina de hoy');
  const steps = today.getByRole('list', { name: 'Pasos de tu rutina' }).getByRole('checkbox');
  const count = await steps.count();
  expect(count).toBeGreaterThanOrEqual(5);
  await expectAccessible(page, '/mindcrafter rutina');

  const editor = card(page, 'Edita tus pasos');
  await editor.getByLabel('Nuevo paso').fill('Revisar mi diario de ayer');
  await editor.getByRole('button', { name: 'Añadir' }).click();
  await expect(steps).toHaveCount(count + 1);
  await expect(today.getByRole('listitem').last()).toHaveText('Revisar mi diario de ayer');
  for (let index = 0; index <= count; index += 1) {
    if (!(await steps.nth(index).isChecked())) {
      // The box follows the tick's optimistic state, set once the routine's running reads are cancelled: click, then
      // wait for it (Playwright's check() demands the change at the instant of the click).
      await steps.nth(index).click();
      await expect(steps.nth(index)).toBeChecked();
    }
  }
  await expect(today).toContainText(`${count + 1} de ${count + 1} pasos hechos`);
  await expect(today.getByText('Rutina de hoy completada')).toBeVisible();
  await expect(toast(page, 'Rutina de hoy completada')).toBeVisible();
  await expect(page.getByTestId('mind-summary')).toContainText(`Completada (${count + 1} de ${count + 1})`);
  // Kept by the server.
  const stored = (await (await page.request.get('/api/learning/mind/routine')).json()) as MindRoutine;
  expect(stored.today.completed).toBe(true);
  expect(stored.items.at(-1)?.text).toBe('Revisar mi diario de ayer');
});

test('the demo trader’s Tiltmeter: consent withdrawn (the journal is not read) and given again (the meter)', async ({
  page,
}) => {
  await signInAt(page, DEMO_ACCOUNTS.trader, '/mindcrafter?seccion=tiltmeter');
  await openMindCrafter(page);
  const consent = page.getByRole('switch', { name: 'MindCrafter puede leer mi diario' });
  const gauge = page.getByRole('meter', { name: 'Tiltmeter' });
  // The demo gave its consent; withdraw it first.
  if (await consent.isChecked()) {
    await consent.click();
    await expect(toast(page, 'MindCrafter ya no leerá tu diario')).toBeVisible();
  }
  await expect(consent).not.toBeChecked();
  await expect(gauge).toHaveCount(0);
  await expect(page.getByText('El Tiltmeter mira tus operaciones recientes', { exact: false })).toBeVisible();
  expect(await (await page.request.get('/api/learning/mind/tilt')).json()).toEqual({
    consent: false,
    meter: null,
  });
  await expectAccessible(page, '/mindcrafter Tiltmeter sin permiso');

  await consent.click();
  await expect(toast(page, 'MindCrafter podrá leer tu diario')).toBeVisible();
  await expect(gauge).toBeVisible();
  await expect(gauge).toHaveAttribute('aria-valuetext', /^\d+ de 100: (En calma|Atención|En tilt)$/);
  await expect(page.getByTestId('tilt-signal')).toHaveCount(4);
  await expect(card(page, 'Tu Tiltmeter').getByRole('table')).toBeVisible();
  await settle(page);
  await expectAccessible(page, '/mindcrafter Tiltmeter');
  const tilt = (await (await page.request.get('/api/learning/mind/tilt')).json()) as { consent: boolean };
  expect(tilt.consent).toBe(true);
});

test('the demo trader’s two-minute focus drill on the clock: 3-2-1, Space only for EURUSD, score and history', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.clock.install();
  await signInAt(page, DEMO_ACCOUNTS.trader, '/mindcrafter?seccion=enfoque');
  await openMindCrafter(page);
  const history = card(page, 'Tus ejercicios de foco');
  const drillsBefore = await history.getByTestId('focus-history-item').count();
  expect(drillsBefore).toBeGreaterThan(0);
  await expectAccessible(page, '/mindcrafter enfoque');

  const stimulus = page.getByTestId('focus-stimulus');
  await pauseClock(page);
  await page.getByRole('button', { name: 'Empezar' }).click();
  await expect(stimulus).toHaveText('3');
  await expect(page.getByRole('button', { name: '¡EURUSD! (Espacio)' })).toBeFocused();
  await page.clock.runFor(1000);
  await expect(stimulus).toHaveText('2');
  await page.clock.runFor(2000);

  let targets = 0;
  for (let index = 0; index < 80; index += 1) {
    // 300 ms into each pair it is on screen: answer it, then wait for the next one.
    await page.clock.runFor(300);
    const symbol = (await stimulus.textContent()) ?? '';
    expect(symbol, `estímulo ${index + 1}`).toMatch(/^[A-Z]{6}$/);
    if (symbol === 'EURUSD') {
      targets += 1;
      await page.keyboard.press('Space');
    }
    if (index === 40) await expect(page.getByTestId('focus-remaining')).toHaveText('Quedan 1:00');
    if (index < 79) await page.clock.runFor(1200);
  }
  const saved = page.waitForResponse(postOf('/api/learning/mind/focus-drills'));
  await page.clock.runFor(1300);
  const response = await saved;
  expect(response.status()).toBe(201);
  const sent = response.request().postDataJSON() as FocusDrillRequest;
  expect(sent).toMatchObject({
    durationSeconds: 120,
    targets,
    hits: targets,
    falseAlarms: 0,
    distractors: 80 - targets,
  });
  // Answered 300 ms after each appeared (a tick of the page's clock at most later).
  expect(sent.meanReactionMs).toBeGreaterThanOrEqual(300);
  expect(sent.meanReactionMs).toBeLessThan(400);
  const drill = (await response.json()) as FocusDrill;
  await page.clock.resume();

  const result = page.getByTestId('focus-result');
  await expect(result).toContainText(`${drill.score}/ 100`);
  await expect(result).toContainText(`Aciertos${targets} de ${targets}`);
  await expect(result).toContainText('Pulsaciones de más0 de');
  await expect(toast(page, `Ejercicio de foco guardado: ${drill.score} puntos`)).toBeVisible();
  await expect(history.getByTestId('focus-history-item')).toHaveCount(Math.min(10, drillsBefore + 1));
  await expect(history.getByTestId('focus-history-item').first()).toContainText(`${drill.score} puntos`);
  await settle(page);
  await expectAccessible(page, '/mindcrafter enfoque con resultado');
  await screenshots(page, testInfo, 'mindcrafter-enfoque');
});

test('a fresh trader: every tab’s empty state, then a routine from the suggestions, edited, reordered, trimmed', async ({
  page,
  baseURL,
}) => {
  const user = await createActiveUser(baseURL ?? '', 'mente', 'Marta');
  await signInAt(page, user, '/mindcrafter');
  await openMindCrafter(page);
  await expect(page.getByTestId('mind-summary')).toContainText('Aún no has hecho el check-in.');
  await expect(page.getByTestId('mind-summary')).toContainText('Aún sin rutina');
  await expect(page.getByText('Aún no hay check-ins.', { exact: false })).toBeVisible();
  await tab(page, 'Respiración').click();
  await expect(page.getByText('Aún no has completado ninguna sesión de respiración.')).toBeVisible();
  // With less motion asked for, the guide is words and numbers only; stopping asks first and saves nothing.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('button', { name: 'Empezar' }).click();
  await expect(page.getByTestId('breathing-cue')).toContainText('Inhala');
  await expect(page.getByTestId('breathing-cue')).toContainText('Fase 1 de 4');
  await expect(page.getByTestId('breathing-circle')).toHaveCount(0);
  await page.getByRole('button', { name: 'Detener' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Detener' }).click();
  await expect(page.getByTestId('breathing-cue')).toHaveText('Preparado');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(page.getByTestId('breathing-circle')).toBeVisible();
  expect(await (await page.request.get('/api/learning/mind/breathing-sessions')).json()).toEqual([]);
  await tab(page, 'Enfoque').click();
  await expect(page.getByText('Aún no has hecho ningún ejercicio de foco.')).toBeVisible();
  await tab(page, 'Tiltmeter').click();
  await expect(page.getByRole('switch', { name: 'MindCrafter puede leer mi diario' })).not.toBeChecked();
  await tab(page, 'Rutina').click();
  await expect(page).toHaveURL(/seccion=rutina/);

  const today = card(page, 'Tu rutina de hoy');
  await expect(today).toContainText('Aún no tienes rutina.');
  await expectAccessible(page, '/mindcrafter rutina vacía');
  // Three of the suggestions and one of our own.
  const suggestions = today.getByRole('group', { name: 'Pasos sugeridos' });
  for (const text of SUGGESTED_ROUTINE_ITEMS.slice(3)) await suggestions.getByLabel(text).uncheck();
  await today.getByLabel('Un paso tuyo (opcional)').fill('Revisar mi diario de ayer');
  await today.getByRole('button', { name: 'Crear mi rutina' }).click();
  const steps = today.getByRole('list', { name: 'Pasos de tu rutina' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(today).toContainText('0 de 4 pasos hechos');

  const editor = card(page, 'Edita tus pasos');
  const [first = '', second = '', third = ''] = SUGGESTED_ROUTINE_ITEMS;
  await editor.getByLabel('Nuevo paso').fill('Hacer el check-in');
  await editor.getByRole('button', { name: 'Añadir' }).click();
  await expect(editor.getByTestId('routine-item')).toHaveCount(5);
  await editor.getByRole('button', { name: `Editar «${third}»` }).click();
  await editor.getByLabel('Texto del paso 3').fill('Definir el riesgo máximo del día');
  await editor.getByRole('button', { name: 'Guardar' }).click();
  await expect(editor.getByTestId('routine-item').nth(2)).toContainText('Definir el riesgo máximo del día');
  await editor.getByRole('button', { name: `Subir «${second}»` }).click();
  await expect(editor.getByTestId('routine-item').first()).toContainText(second);
  await editor.getByRole('button', { name: 'Borrar «Revisar mi diario de ayer»' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Borrar' }).click();
  await expect(editor.getByTestId('routine-item')).toHaveCount(4);
  await expect(steps).toHaveText([second, first, 'Definir el riesgo máximo del día', 'Hacer el check-in']);

  // Ticks are kept across a reload.
  const boxes = today.getByRole('list', { name: 'Pasos de tu rutina' }).getByRole('checkbox');
  // As above: each box follows its tick's optimistic state a moment after the click.
  await boxes.nth(0).click();
  await expect(boxes.nth(0)).toBeChecked();
  await boxes.nth(2).click();
  await expect(boxes.nth(2)).toBeChecked();
  await expect(today).toContainText('2 de 4 pasos hechos');
  await page.reload();
  await openMindCrafter(page);
  await expect(boxes.nth(0)).toBeChecked();
  await expect(boxes.nth(1)).not.toBeChecked();
  await expect(boxes.nth(2)).toBeChecked();
  await expect(page.getByTestId('mind-summary')).toContainText('2 de 4 pasos');
});

test('a fresh trader’s Tiltmeter over three losses in a row: «Atención», the streak, the trades and their link', async ({
  page,
  baseURL,
}, testInfo) => {
  const user = await createActiveUser(baseURL ?? '', 'tilt', 'Tino');
  await signInAt(page, user, '/mindcrafter?seccion=tiltmeter');
  await openMindCrafter(page);
  const account = await page.request.post('/api/journal/accounts', {
    ...write,
    data: { name: 'Tilt', broker: 'Demo', currency: 'EUR', initialBalance: '1000', kind: 'demo' },
  });
  expect(account.status()).toBe(201);
  const { id: accountId } = (await account.json()) as { id: string };
  const hour = 3_600_000;
  const now = Date.now();
  for (const [hoursAgo, profit] of [
    [5, '-12.50'],
    [3, '-8.00'],
    [1, '-20.00'],
  ] as const) {
    const trade: TradeInput = {
      accountId,
      symbol: 'EURUSD',
      side: 'buy',
      openTime: new Date(now - (hoursAgo + 0.5) * hour).toISOString(),
      closeTime: new Date(now - hoursAgo * hour).toISOString(),
      entryPrice: '1.0800',
      exitPrice: '1.0790',
      volume: '0.1',
      profit,
    };
    expect((await page.request.post('/api/journal/trades', { ...write, data: trade })).status()).toBe(201);
  }

  await page.getByRole('switch', { name: 'MindCrafter puede leer mi diario' }).click();
  const gauge = page.getByRole('meter', { name: 'Tiltmeter' });
  await expect(gauge).toHaveAttribute('aria-valuenow', '30');
  await expect(gauge).toHaveAttribute('aria-valuetext', '30 de 100: Atención');
  const streak = page.getByTestId('tilt-signal').and(page.locator('[data-signal="losing-streak"]'));
  await expect(streak).toContainText('3 pérdidas seguidas');
  await expect(streak).toContainText('+30 puntos');
  const rows = card(page, 'Tu Tiltmeter').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('EURUSD');
  await expect(rows.first()).toContainText('Racha de pérdidas');
  await expect(rows.filter({ hasText: '-20,00' })).toHaveCount(1);
  await settle(page);
  await expectAccessible(page, '/mindcrafter Tiltmeter en atención');
  await screenshots(page, testInfo, 'mindcrafter-tiltmeter');

  // A trade's link opens the journal inside the app, on that pair.
  await rows
    .first()
    .getByRole('link', { name: /^Ver EURUSD del .* en PipJournal$/ })
    .click();
  await expect(page).toHaveURL(/\/pipjournal\?symbol=EURUSD&from=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trading Journal' })).toBeVisible();

  // The light theme: the gauge, the trades and the check-in form pass axe there too.
  await page.goto('/profile');
  await page.getByRole('radiogroup', { name: 'Tema' }).getByText('Claro').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.goto('/mindcrafter?seccion=tiltmeter');
  await openMindCrafter(page);
  await expect(gauge).toHaveAttribute('aria-valuenow', '30');
  await expectAccessible(page, '/mindcrafter Tiltmeter (tema claro)');
  await tab(page, 'Check-in').click();
  await expect(card(page, 'Check-in antes de operar')).toBeVisible();
  await expectAccessible(page, '/mindcrafter check-in (tema claro)');
  await tab(page, 'Tiltmeter').click();

  // Withdrawn: the meter goes and the journal is no longer read.
  await page.getByRole('switch', { name: 'MindCrafter puede leer mi diario' }).click();
  await expect(toast(page, 'MindCrafter ya no leerá tu diario')).toBeVisible();
  await expect(gauge).toHaveCount(0);
  expect(await (await page.request.get('/api/learning/mind/tilt')).json()).toEqual({
    consent: false,
    meter: null,
  });
});

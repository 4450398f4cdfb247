import { CSRF_HEADER, CSRF_HEADER_VALUE, DEMO_ACCOUNTS, type Goal } from '@pipcrafters/contracts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { settle } from './support/page';
import { createActiveUser, signInAt } from './support/users';

/**
 * The dashboard (/dashboard, The Terminal's home): a brand-new learner's honest starting point and a first goal
 * created, edited, reported, archived and deleted through the page; the demo trader's history; axe in both themes
 * and no sideways scrolling at 375 px.
 */

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The figure a statistic shows, found by its title inside a card. */
const statistic = (scope: Locator, title: string) =>
  scope
    .getByTestId('statistic')
    .filter({ has: scope.page().getByText(title, { exact: true }) })
    .getByTestId('statistic-value');

const numberIn = (text: string | null) => Number(/\d+/.exec(text ?? '')?.[0] ?? Number.NaN);

/** A calendar day next year, typed as Spain writes it and read back in full. */
const nextYear = new Date().getFullYear() + 1;
const DEADLINE_TYPED = `15/12/${nextYear}`;
const DEADLINE_SHOWN = `15 de diciembre de ${nextYear}`;

test('a brand-new learner: level 1, no streak yet, honest zeros, advice, and a first goal', async ({
  page,
  baseURL,
}) => {
  const user = await createActiveUser(baseURL ?? '', 'panel', 'Nora');
  await signInAt(page, user, '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Nora' })).toBeVisible();
  await settle(page);

  const summary = card(page, 'Resumen');
  await expect(statistic(summary, 'Nivel')).toHaveText('1');
  await expect(summary.getByTestId('level-summary')).toContainText('te faltan 100 XP para el nivel 2');
  await expect(summary.getByTestId('streak')).toContainText('0 días');
  await expect(summary.getByTestId('streak')).toContainText('Estudia hoy para empezar una racha');
  await expect(summary.getByTestId('streak')).toContainText(/Comodines disponibles: 0 de \d/);
  await expect(summary.getByRole('link', { name: 'Ver misiones' })).toHaveAttribute('href', '/misiones');

  const progress = card(page, 'Tu progreso');
  await expect(statistic(progress, 'Lecciones completadas')).toContainText(/^0\s*\/\s*\d+/);
  await expect(statistic(progress, 'Nota media en cuestionarios')).toHaveText('—');
  await expect(progress.getByRole('link', { name: 'Repasar' })).toHaveAttribute('href', '/aprende/repasar');
  await expect(progress.getByRole('link', { name: 'Continuar' })).toHaveAttribute(
    'href',
    /^\/aprende\/lesson\//,
  );

  const performance = card(page, 'Rendimiento');
  await expect(statistic(performance, 'Operaciones')).toHaveText('0 operaciones');
  await expect(statistic(performance, 'Tasa de acierto')).toHaveText('0 %');
  await expect(statistic(performance, 'Resultado total')).toHaveText('0,00 €');
  await expect(statistic(performance, 'Racha de actividad')).toHaveText('0 días');
  await expect(performance).toContainText('Aún no has registrado operaciones.');
  await expect(performance.getByRole('link', { name: 'Registrar mi primera operación' })).toHaveAttribute(
    'href',
    '/pipjournal',
  );

  const advice = card(page, 'Recomendaciones').getByRole('list', { name: 'Recomendaciones' });
  await expect(advice.getByRole('listitem').first()).toBeVisible();

  // A lesson completed elsewhere (another tab, here the API): the pushes refresh the cards with no reload.
  const continueHref = await progress.getByRole('link', { name: 'Continuar' }).getAttribute('href');
  const lessonId = decodeURIComponent(continueHref?.split('/').pop() ?? '');
  const completed = await page.request.post(
    `/api/learning/lessons/${encodeURIComponent(lessonId)}/complete`,
    {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    },
  );
  expect(completed.ok()).toBe(true);
  await expect(statistic(progress, 'Lecciones completadas')).toContainText(/^1\s*\/\s*\d+/);
  await expect(summary.getByTestId('level-summary')).toContainText('XP en total');
  await expect(summary.getByTestId('level-summary')).not.toContainText('te faltan 100 XP');
  await expect(summary.getByTestId('streak')).toContainText('1 día');
  await expect(summary.getByTestId('streak')).toContainText('activo hoy');
  await expect(statistic(performance, 'Racha de actividad')).toHaveText('1 día');

  const goals = card(page, 'Metas');
  await expect(goals).toContainText('Aún no tienes metas.');
  await expect(goals).toContainText('«terminar el módulo 3 antes del 15 de diciembre»');
  await expect(goals).toContainText('«registrar 5 operaciones por semana»');
  await expect(goals).toContainText('«arriesgar como máximo un 1 % por operación»');

  // The advice to set a goal leads to this card, not to the page already open.
  await advice.getByRole('link', { name: 'Crear una meta' }).click();
  await expect(page).toHaveURL(/\/dashboard#metas$/);
  await expect(goals.getByRole('heading', { name: 'Metas' })).toBeInViewport();

  // A module goal: the module from the options, a deadline typed as Spain writes it.
  await goals.getByRole('button', { name: 'Crear mi primera meta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva meta' });
  await expect(dialog.getByRole('radio', { name: 'Terminar un módulo' })).toBeChecked();
  await expectNoSeriousViolations(page, 'goal dialog');
  await dialog.getByRole('button', { name: 'Crear meta' }).click();
  await expect(dialog).toContainText('Elige un módulo.');
  await dialog.getByRole('combobox', { name: 'Módulo' }).click();
  await page.locator('.ant-select-item-option').first().click();
  await dialog.getByLabel('Fecha límite').fill(DEADLINE_TYPED);
  // Typed, then committed by leaving the field (Enter would also submit the form), and shown in full.
  await dialog.getByLabel('Fecha límite').press('Tab');
  await expect(dialog.getByLabel('Fecha límite')).toHaveValue(DEADLINE_SHOWN);
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/goals') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Crear meta' }).click();
  const moduleGoal = (await (await created).json()) as Goal;
  await expect(dialog).toBeHidden();
  const list = goals.getByRole('list', { name: 'Tus metas' });
  const moduleItem = list.getByRole('listitem').filter({ hasText: moduleGoal.title });
  await expect(moduleItem).toContainText(`Fecha límite: ${DEADLINE_SHOWN}`);
  await expect(moduleItem).toContainText(`${moduleGoal.current} de ${moduleGoal.target} lecciones`);
  await expect(moduleItem.getByTestId('tag')).toHaveText(/en camino|vas por detrás/);
  await expect(moduleItem.getByRole('progressbar')).toBeVisible();

  // A self-reported goal: its title and target, then +1 and an exact figure.
  await goals.getByRole('button', { name: 'Nueva meta' }).click();
  await dialog.getByRole('radio', { name: 'Una meta personal' }).check();
  await dialog.getByLabel('Título').fill('Arriesgar como máximo un 1 % por operación');
  await dialog.getByLabel('Objetivo').fill('20');
  await dialog.getByRole('button', { name: 'Crear meta' }).click();
  await expect(dialog).toBeHidden();
  const selfItem = list
    .getByRole('listitem')
    .filter({ hasText: 'Arriesgar como máximo un 1 % por operación' });
  await expect(selfItem).toContainText('0 de 20');
  await selfItem
    .getByRole('button', { name: 'Sumar 1 a «Arriesgar como máximo un 1 % por operación»' })
    .click();
  await expect(selfItem).toContainText('1 de 20');
  await selfItem.getByLabel('Valor actual de «Arriesgar como máximo un 1 % por operación»').fill('7');
  await selfItem.getByRole('button', { name: 'Anotar' }).click();
  await expect(selfItem).toContainText('7 de 20');

  // Edit it, then archive and delete, each after confirming.
  await selfItem.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar meta' });
  await expect(edit.getByLabel('Título')).toHaveValue('Arriesgar como máximo un 1 % por operación');
  await edit.getByLabel('Objetivo').fill('30');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(edit).toBeHidden();
  await expect(selfItem).toContainText('7 de 30');

  // Archiving asks first, then the goal leaves the list (the server no longer lists it).
  await moduleItem.getByRole('button', { name: 'Archivar' }).click();
  const archive = page.getByRole('alertdialog', { name: '¿Archivar esta meta?' });
  await expect(archive.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  // Escape closes it without archiving and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(archive).toBeHidden();
  await expect(moduleItem.getByRole('button', { name: 'Archivar' })).toBeFocused();
  await moduleItem.getByRole('button', { name: 'Archivar' }).click();
  await archive.getByRole('button', { name: 'Archivar' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: moduleGoal.title })).toHaveCount(0);

  await selfItem.getByRole('button', { name: 'Eliminar' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Eliminar esta meta?' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(list.getByRole('listitem').filter({ hasText: 'Arriesgar como máximo' })).toHaveCount(0);

  // What changed is on the server, not only in this page's cache.
  await page.reload();
  await settle(page);
  await expect(goals).toContainText('Aún no tienes metas.');
});

test("the demo trader's history: level, lessons, streak, goals and a review to do", async ({ page }) => {
  await signInAt(page, DEMO_ACCOUNTS.trader, '/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: `Hola, ${DEMO_ACCOUNTS.trader.firstName}` }),
  ).toBeVisible();
  await settle(page);

  const summary = card(page, 'Resumen');
  expect(numberIn(await statistic(summary, 'Nivel').textContent())).toBeGreaterThanOrEqual(2);
  expect(numberIn(await summary.getByTestId('streak').textContent())).toBeGreaterThan(0);

  const progress = card(page, 'Tu progreso');
  expect(numberIn(await statistic(progress, 'Lecciones completadas').textContent())).toBeGreaterThan(0);

  const goals = card(page, 'Metas').getByRole('list', { name: 'Tus metas' });
  await expect(goals.getByRole('listitem').first()).toBeVisible();
  await expect(goals.getByRole('progressbar').first()).toBeVisible();

  const advice = card(page, 'Recomendaciones').getByRole('list', { name: 'Recomendaciones' });
  await expect(advice).toContainText('Repasa');
  // A recommendation's button navigates inside the app.
  const first = advice.getByRole('listitem').first().getByRole('link');
  const target = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === target);
});

test('no serious axe violations in either theme, and readable at 375 px', async ({
  page,
  browser,
  baseURL,
}) => {
  // Dark (the default) with the demo trader's full cards.
  await signInAt(page, DEMO_ACCOUNTS.trader, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectNoSeriousViolations(page, 'dashboard (oscuro)');

  // Light: a learner of its own switches theme in the profile (the choice is saved there), with a goal to show.
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const small = await context.newPage();
  const user = await createActiveUser(baseURL ?? '', 'panel-claro', 'Lía');
  await signInAt(small, user, '/profile');
  await small.getByRole('radiogroup', { name: 'Tema' }).getByText('Claro').click();
  await expect(small.locator('html')).toHaveAttribute('data-theme', 'light');
  const goal = await small.request.post('/api/goals', {
    data: { kind: 'self', title: 'Registrar 5 operaciones por semana', target: 5 },
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
  });
  expect(goal.status()).toBe(201);
  await small.goto('/dashboard');
  await expect(small.getByRole('heading', { level: 1, name: 'Hola, Lía' })).toBeVisible();
  await settle(small);
  await expect(card(small, 'Metas')).toContainText('Registrar 5 operaciones por semana');
  // Nothing sticks out sideways at 375 px.
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousViolations(small, 'dashboard (claro, 375 px)');
  await context.close();
});

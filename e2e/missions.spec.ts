import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type LearningOverview,
  type Mission,
  PERSONAL_MISSION_DAILY_AWARDS,
  PERSONAL_MISSION_XP,
  type XpProfile,
} from '@pipcrafters/contracts';
import { expect, type Page, test } from '@playwright/test';
import { sql } from './support/database';
import { createActiveUser, signInAt } from './support/users';

/**
 * The missions pages in a browser: a personal mission ticked, unticked and ticked again with its XP counted once,
 * the daily allowance, deleting with confirmation, a badge unlocked live with its toast, and a daily mission whose
 * period ends while the page is open.
 */

const WRITE = { headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE } };

async function xpOf(page: Page): Promise<number> {
  const response = await page.request.get('/api/xp/profile');
  expect(response.status()).toBe(200);
  return ((await response.json()) as XpProfile).xpTotal;
}

async function missionsOf(page: Page): Promise<Mission[]> {
  const response = await page.request.get('/api/missions');
  expect(response.status()).toBe(200);
  return (await response.json()) as Mission[];
}

test('a personal mission pays its XP once however often it is ticked, and gives it back when deleted', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await createActiveUser(baseURL ?? '', 'misiones', 'Marta');
  await signInAt(page, user, '/misiones');
  await expect(page.getByRole('heading', { level: 1, name: 'Misiones' })).toBeVisible();
  const xp = page.getByTestId('missions-xp');
  const level = page.getByTestId('sidebar-level');
  await expect(xp).toHaveText('0 XP · Nivel 1');
  await expect(level).toHaveText('Nivel 1');
  await expect(
    page.getByText('Aún no tienes misiones personales. Crea la primera con el formulario.'),
  ).toBeVisible();

  const title = 'Anotar las operaciones de hoy';
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Descripción').fill('Con el motivo de entrada y de salida.');
  await page.getByRole('button', { name: 'Crear misión' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Misión creada' })).toBeVisible();
  await expect(page.getByLabel('Título')).toHaveValue('');

  const personal = page.getByRole('list', { name: 'Tus misiones personales' });
  const box = personal.getByRole('checkbox', { name: title });
  const earned = personal.getByText(`+${PERSONAL_MISSION_XP} XP`, { exact: true });
  await expect(box).not.toBeChecked();
  await expect(personal.getByText(`${PERSONAL_MISSION_XP} XP`, { exact: true })).toBeVisible();
  await expect(earned).toHaveCount(0);

  // The box follows the server's reply (isComplete and status are taken from it), so it is clicked, then awaited.
  // Ticked: struck through, +10 XP beside it, the total and the server agree, and the level is unchanged.
  await box.click();
  await expect(box).toBeChecked();
  await expect(personal.locator('del', { hasText: title })).toBeVisible();
  await expect(earned).toHaveCount(1);
  await expect(xp).toHaveText(`${PERSONAL_MISSION_XP} XP · Nivel 1`);
  expect(await xpOf(page)).toBe(PERSONAL_MISSION_XP);
  await expect(level).toHaveText('Nivel 1');

  // Unticked: the XP goes back.
  await box.click();
  await expect(box).not.toBeChecked();
  await expect(earned).toHaveCount(0);
  await expect(xp).toHaveText('0 XP · Nivel 1');
  expect(await xpOf(page)).toBe(0);

  // Ticked again: paid once more, never twice.
  await box.click();
  await expect(box).toBeChecked();
  await expect(earned).toHaveCount(1);
  await expect(xp).toHaveText(`${PERSONAL_MISSION_XP} XP · Nivel 1`);
  expect(await xpOf(page)).toBe(PERSONAL_MISSION_XP);

  // What the page shows is what the server keeps.
  await page.reload();
  await expect(personal.getByRole('checkbox', { name: title })).toBeChecked();
  await expect(earned).toHaveCount(1);
  await expect(xp).toHaveText(`${PERSONAL_MISSION_XP} XP · Nivel 1`);

  // Deleting asks first, then takes the XP back.
  await personal.getByRole('button', { name: `Eliminar la misión «${title}»` }).click();
  await expect(page.getByText('¿Eliminar esta misión?')).toBeVisible();
  await expect(page.getByText(`Se descontarán los ${PERSONAL_MISSION_XP} XP que te dio.`)).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Misión eliminada' })).toBeVisible();
  await expect(box).toHaveCount(0);
  await expect(xp).toHaveText('0 XP · Nivel 1');
  expect(await xpOf(page)).toBe(0);

  // The day's allowance: once it is spent, a completion says why it paid nothing.
  for (let index = 1; index <= PERSONAL_MISSION_DAILY_AWARDS; index += 1) {
    const created = await page.request.post('/api/missions', {
      ...WRITE,
      data: { title: `Misión ${index}` },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as Mission;
    const done = await page.request.patch(`/api/missions/${id}`, { ...WRITE, data: { isComplete: true } });
    expect(((await done.json()) as Mission).xpAwarded).toBe(PERSONAL_MISSION_XP);
  }
  const allowance = PERSONAL_MISSION_XP * PERSONAL_MISSION_DAILY_AWARDS;
  expect(await xpOf(page)).toBe(allowance);
  await page.reload();
  await page.getByLabel('Título').fill('Una más');
  await page.getByRole('button', { name: 'Crear misión' }).click();
  await personal.getByRole('checkbox', { name: 'Una más' }).click();
  const limit = 'Has alcanzado el límite diario de XP por misiones personales';
  await expect(personal.locator('li', { hasText: 'Una más' })).toContainText(limit);
  await expect(page.getByTestId('toast').filter({ hasText: limit })).toBeVisible();
  expect(await xpOf(page)).toBe(allowance);
});

test('completing a lesson unlocks «Primera lección» live, with its toast', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const user = await createActiveUser(baseURL ?? '', 'insignias', 'Iván');
  // Pushes reach the sockets open when they are sent: the page listens before the lesson is completed.
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
  await signInAt(page, user, '/misiones');
  await socket;
  await expect(page.getByRole('heading', { level: 2, name: 'Insignias' })).toBeVisible();
  const badge = page.locator('[data-badge="primera-leccion"]');
  await expect(badge).toHaveAttribute('data-unlocked', 'false');
  await expect(badge).toContainText('Bloqueada');
  await expect(badge.getByRole('progressbar')).toHaveAccessibleName(
    /^Progreso hacia «Primera lección»: 0 de 1$/,
  );

  // The learning API in the same session, as the lesson page would call it.
  const overview = (await (await page.request.get('/api/learning/modules')).json()) as LearningOverview;
  const lessonId = overview.resume?.lessonId;
  expect(lessonId, 'a new learner has a lesson to start').toBeTruthy();
  expect((await page.request.get(`/api/learning/lessons/${lessonId}`)).status()).toBe(200);
  expect((await page.request.post(`/api/learning/lessons/${lessonId}/complete`, WRITE)).status()).toBe(200);

  await expect(
    page.getByTestId('toast').filter({ hasText: '¡Insignia desbloqueada!' }).filter({
      hasText: '«Primera lección»',
    }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(badge).toHaveAttribute('data-unlocked', 'true', { timeout: 20_000 });
  await expect(badge).toContainText('Desbloqueada');
  await expect(badge).toContainText(/Conseguida el \d+ de \w+ de \d{4}/);
  // Other badges may come with it (the lesson also completes a daily mission): at least this one.
  await expect(page.getByText(/^[1-9]\d* de \d+ desbloqueadas$/)).toBeVisible();
});

test('a daily mission counts down to zero and turns «Expirada» without a reload, and stays so', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await createActiveUser(baseURL ?? '', 'temporal', 'Teo');
  await signInAt(page, user, '/misiones');
  const daily = (await missionsOf(page)).filter((mission) => mission.kind === 'daily');
  expect(daily.length, 'the day’s missions are drawn on the first read').toBeGreaterThan(0);
  const weekly = (await missionsOf(page)).filter((mission) => mission.kind === 'weekly');

  // One daily mission ends a few seconds from now.
  const [ending] = await sql<{ id: string; title: string }>(
    baseURL ?? '',
    `UPDATE progress.missions SET ends_at = now() + interval '8 seconds'
      WHERE id = $1 AND user_id = $2 AND kind = 'daily' RETURNING id, title`,
    [daily[0]?.id, user.id],
  );
  expect(ending).toBeDefined();

  // A fresh page: the list read by /misiones a moment ago is still in the page's cache.
  await page.goto('/misiones/temporal');
  await expect(page.getByRole('heading', { level: 1, name: 'Misiones temporales' })).toBeVisible();
  const dailyList = page.getByRole('list', { name: 'Misiones diarias' });
  const pastList = page.getByRole('list', { name: 'Periodos anteriores' });
  await expect(page.getByRole('heading', { level: 2, name: 'Misiones semanales' })).toBeVisible();
  if (weekly.length > 0)
    await expect(
      page.getByRole('list', { name: 'Misiones semanales' }).getByRole('timer').first(),
    ).toContainText(/^Termina en \d+ d \d+ h \d{2} min \d{2} s$|^Termina en \d+ h \d{2} min \d{2} s$/);
  // The other daily missions end at midnight: hours, minutes and seconds.
  const item = page.locator(`[data-mission-id="${ending?.id}"]`);
  const timer = item.getByRole('timer');
  await expect(timer).toHaveText(/^Termina en [1-8] s$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '', { timeout: 3000 });
  await expect(item.getByRole('progressbar')).toHaveAccessibleName(/^Progreso de «.+»: \d+ de \d+$/);

  // Zero: expired on the spot, moved to the ended periods, no countdown left.
  await expect(item).toHaveAttribute('data-status', 'expired', { timeout: 10_000 });
  await expect(item.getByText('Expirada', { exact: true })).toBeVisible();
  await expect(timer).toHaveCount(0);
  await expect(pastList.locator(`[data-mission-id="${ending?.id}"]`)).toBeVisible();
  await expect(dailyList.locator(`[data-mission-id="${ending?.id}"]`)).toHaveCount(0);

  // The server agrees after a reload.
  await page.reload();
  await expect(pastList.locator(`[data-mission-id="${ending?.id}"]`)).toContainText('Expirada');
  expect((await missionsOf(page)).find((mission) => mission.id === ending?.id)?.status).toBe('expired');
});

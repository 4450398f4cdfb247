import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  DEMO_ACCOUNTS,
  LEARNING_XP,
  levelFromXp,
  type XpProfile,
} from '@pipcrafters/contracts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { ContentLesson, ContentQuestion } from '../services/learning/src/content/content.types';
import { loadContent } from '../services/learning/src/content/load-content';
import { expectNoSeriousViolations } from './support/axe';
import { createActiveUser, signInAt } from './support/users';

/**
 * The Terminal in a browser: the course, a lesson read, completed and its quiz failed then passed (the answers come
 * from the reviewed content files, never from the API, which does not send them), the level moving live, a review
 * session, search and the placement test; axe on every page and screenshots at 375 and 1440 px.
 */

const CONTENT_ROOT = join(__dirname, '..', 'services', 'learning', 'content');
const SCREENSHOTS = join(__dirname, '..', '.tmp', 'e2e-screenshots');

/** The course as the service loads it: the test's only source of the right answers. */
const course = loadContent(CONTENT_ROOT);

function firstModule() {
  const { modules } = course;
  const module = modules[0];
  if (!module || module.lessons.length < 3) throw new Error('El primer módulo necesita al menos 3 lecciones');
  return module;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: 'Cargando módulo...' })).toHaveCount(0);
  await expect(page.locator('.ant-skeleton')).toHaveCount(0);
}

/** A number as a Spanish learner types it. */
const spanish = (value: number) => String(value).replace('.', ',');

/** The fieldset of a question, found by its id (the prompt's element id is derived from it). */
function questionField(page: Page, question: ContentQuestion): Locator {
  return page.locator('fieldset', { has: page.locator(`#pregunta-${question.id.replace(/[^\w-]/g, '-')}`) });
}

/** Answers one question the way a learner would: right, or wrong on purpose. */
async function answer(page: Page, question: ContentQuestion, right: boolean) {
  const field = questionField(page, question);
  if (question.kind === 'numeric') {
    const value = right ? (question.answer ?? 0) : (question.answer ?? 0) + question.tolerance + 10;
    await field.getByRole('textbox').fill(spanish(value));
    return;
  }
  const correct = question.options.filter((option) => option.correct);
  const wrong = question.options.filter((option) => !option.correct);
  const role = question.kind === 'single' ? 'radio' : 'checkbox';
  // Wrong: one wrong option, or (every option being right) only some of the right ones.
  const chosen = right ? correct : wrong.length > 0 ? wrong.slice(0, 1) : correct.slice(0, 1);
  for (const option of chosen) await field.getByRole(role, { name: option.text, exact: true }).check();
}

async function answerQuiz(page: Page, lesson: ContentLesson, right: boolean) {
  for (const question of lesson.questions) await answer(page, question, right);
}

/** The API's right answers for a lesson, from the content files, for the lessons the test does not click through. */
function rightAnswers(lesson: ContentLesson) {
  return lesson.questions.map((question) =>
    question.kind === 'numeric'
      ? { questionId: question.id, value: question.answer ?? 0 }
      : {
          questionId: question.id,
          optionIds: question.options.filter((option) => option.correct).map((option) => option.id),
        },
  );
}

const WRITE = { headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE } };

async function xpOf(page: Page): Promise<number> {
  const response = await page.request.get('/api/xp/profile');
  expect(response.status()).toBe(200);
  return ((await response.json()) as XpProfile).xpTotal;
}

test('a new learner reads a lesson, completes it, fails and passes its quiz, and levels up live', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const module = firstModule();
  const [lesson, second, third] = module.lessons as [ContentLesson, ContentLesson, ContentLesson];
  const user = await createActiveUser(baseURL ?? '', 'aprende', 'Lucía');
  await signInAt(page, user, '/aprende');

  await expect(page.getByRole('heading', { level: 1, name: 'Aprende' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Continuar donde lo dejaste' })).toBeVisible();
  await expect(page.getByText('No tienes repasos pendientes hoy.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Repasar' })).toBeDisabled();
  const level = page.getByTestId('sidebar-level');
  await expect(level).toHaveText('Nivel 1');
  const moduleLink = page.getByRole('link', { name: module.title, exact: true });
  await expect(moduleLink).toBeVisible();

  await moduleLink.click();
  await expect(page.getByRole('heading', { level: 1, name: module.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Lecciones' })).toBeVisible();
  await expect(page.getByText('No empezada').first()).toBeVisible();

  await page.getByRole('link', { name: `1. ${lesson.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ruta' })).toContainText(module.title);
  await expect(page.getByText('En curso').first()).toBeVisible();

  // A glossary term: its definition on focus (the platform tooltip) and as its accessible description.
  const { glossary } = course;
  const termId = lesson.glossaryIds[0];
  const entry = glossary.find((term) => term.id === termId);
  expect(entry, 'the first lesson uses a glossary term').toBeDefined();
  const term = page.locator(`[data-glossary-term="${entry?.term}"]`).first();
  await term.focus();
  await expect(page.getByRole('tooltip')).toContainText(entry?.definition ?? '');
  await expect(term).toHaveAccessibleDescription(`${entry?.term}: ${entry?.definition}`);
  await term.blur();
  await page.getByRole('heading', { level: 1 }).hover();
  // A callout, named by its kind or title.
  if (lesson.html.includes('class="callout')) await expect(page.getByRole('note').first()).toBeVisible();

  await page.getByRole('button', { name: 'Marcar como completada' }).click();
  await expect(page.getByText('Lección completada', { exact: true }).first()).toBeVisible();

  // Fail on purpose: graded, explained, the right answers kept back on a first attempt.
  await answerQuiz(page, lesson, false);
  await page.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(page.getByText(/^No superado: 0 %/)).toBeVisible();
  await expect(page.getByText('Incorrecta', { exact: true })).toHaveCount(lesson.questions.length);
  await expect(page.getByText(lesson.questions[0]?.explanation ?? '')).toBeVisible();
  await expect(page.getByText(/^Respuesta correcta:/)).toHaveCount(0);
  await expect(page.getByText(/La respuesta correcta se muestra cuando apruebas/).first()).toBeVisible();
  await settle(page);
  await expectNoSeriousViolations(page, 'lección con resultados');

  // Pass it: the quiz comes back reshuffled and empty.
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('button', { name: 'Enviar respuestas' })).toBeDisabled();
  await answerQuiz(page, lesson, true);
  await page.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(page.getByText('¡Cuestionario superado! 100 %')).toBeVisible();
  await expect(page.getByText('Cuestionario superado', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Correcta', { exact: true })).toHaveCount(lesson.questions.length);

  // The lesson and its perfect quiz pay their XP; the missions they complete (first lesson, first quiz…) pay theirs.
  const perLesson = LEARNING_XP.lessonCompleted + LEARNING_XP.quizPassedPerfect;
  await expect.poll(() => xpOf(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(perLesson);

  // Two more lessons through the API (the same session): the sidebar's level follows over the socket, no reload.
  for (const next of [second, third]) {
    expect((await page.request.get(`/api/learning/lessons/${next.id}`)).status()).toBe(200);
    expect((await page.request.post(`/api/learning/lessons/${next.id}/complete`, WRITE)).status()).toBe(200);
    const attempt = await page.request.post(`/api/learning/lessons/${next.id}/quiz/attempts`, {
      ...WRITE,
      data: { answers: rightAnswers(next) },
    });
    expect(attempt.status()).toBe(201);
  }
  const moduleDone = module.lessons.length === 3 ? LEARNING_XP.moduleCompleted : 0;
  const earned = 3 * perLesson + moduleDone;
  await expect.poll(() => xpOf(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(earned);
  // Missions completed by the same events keep paying for a moment: the sidebar follows the total, whatever it is.
  await expect
    .poll(async () => (await level.textContent()) === `Nivel ${levelFromXp(await xpOf(page))}`, {
      timeout: 20_000,
    })
    .toBe(true);
  expect(levelFromXp(await xpOf(page))).toBeGreaterThan(1);

  // The wrong answers of the failed attempt wait for tomorrow's review.
  await page.goto('/aprende/repasar');
  await expect(page.getByRole('heading', { name: 'No tienes repasos pendientes hoy' })).toBeVisible();
  await expect(page.getByText(/^Tu próximo repaso será el \d+ de \w+ de \d{4}\.$/)).toBeVisible();
});

test('the demo trader reviews the cards due today one by one, then sees a summary', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAt(page, DEMO_ACCOUNTS.trader, '/aprende');
  await expect(page.getByText(/^Tienes \d+ preguntas? para repasar hoy\.$/)).toBeVisible();
  await page.getByRole('link', { name: 'Repasar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Repasar' })).toBeVisible();
  await expect(page.getByText(/^Tarjeta 1 de \d+/)).toBeVisible();
  await settle(page);
  await expectNoSeriousViolations(page, 'repaso');
  const total = Number((await page.getByText(/^Tarjeta 1 de \d+/).textContent())?.match(/de (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(0);

  for (let position = 1; position <= total; position += 1) {
    await expect(page.getByText(new RegExp(`^Tarjeta ${position} de ${total}`))).toBeVisible();
    const field = page.locator('fieldset');
    const textbox = field.getByRole('textbox');
    if ((await textbox.count()) > 0) await textbox.fill('1');
    else await field.locator('input[type="radio"], input[type="checkbox"]').first().check();
    await page.getByRole('button', { name: 'Responder' }).click();
    await expect(field.getByText(/^(Correcta|Incorrecta)$/)).toBeVisible();
    await expect(
      page.getByText(/a la caja \d: la repasarás de nuevo el \d+ de \w+ de \d{4}\./),
    ).toBeVisible();
    await page.getByRole('button', { name: position === total ? 'Ver resumen' : 'Siguiente' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Repaso terminado' })).toBeVisible();
  await expect(page.getByText('Correctas', { exact: true })).toBeVisible();
  await expect(page.getByText('Incorrectas', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a Aprende' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aprende' })).toBeVisible();
});

test('search highlights the matches and explains the minimum length', async ({ page, baseURL }) => {
  const user = await createActiveUser(baseURL ?? '', 'busqueda', 'Bruno');
  await signInAt(page, user, '/aprende');
  const unaccented = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  for (const word of ['tecnico', 'apalancamiento']) {
    await page.getByLabel('Buscar en las lecciones').fill(word);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/aprende/buscar\\?q=${word}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Resultados de «${word}»` })).toBeVisible();
    await expect(page.getByLabel('Buscar en las lecciones')).toHaveValue(word);
    // Spanish stemming may find "técnica" for "tecnico": whether there are results is the server's to say.
    const snippets = page.getByTestId('search-snippet');
    const none = page.getByText(`Ninguna lección habla de «${word}». Prueba con otras palabras.`);
    await expect(snippets.first().or(none)).toBeVisible();
    if (word === 'tecnico' && (await none.isVisible())) continue;
    await expect(page.getByTestId('search-snippet').first()).toBeVisible();
    const marks = page.locator('[data-testid="search-snippet"] mark');
    await expect(marks.first()).toBeVisible();
    expect(unaccented((await marks.first().textContent()) ?? '')).toContain(word.slice(0, 6));
    await settle(page);
    await expectNoSeriousViolations(page, `búsqueda ${word}`);
  }
  await page.goto('/aprende/buscar?q=a');
  await expect(page.getByText('Escribe al menos 2 caracteres para buscar.')).toBeVisible();
});

test('the placement test groups its questions by module and unlocks the next module when passed', async ({
  page,
  baseURL,
}) => {
  const { modules } = course;
  const user = await createActiveUser(baseURL ?? '', 'nivel', 'Nora');
  await signInAt(page, user, '/aprende');
  await page.getByRole('link', { name: 'Hacer la prueba de nivel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prueba de nivel' })).toBeVisible();
  const placeable = modules.slice(0, -1);
  for (const module of placeable)
    await expect(page.getByRole('heading', { level: 2, name: module.title })).toBeVisible();
  await settle(page);
  await expectNoSeriousViolations(page, 'prueba de nivel');

  const submit = page.getByRole('button', { name: 'Enviar la prueba' });
  await expect(submit).toBeDisabled();
  for (const question of placeable.flatMap((module) =>
    module.lessons.flatMap((lesson) => lesson.questions),
  )) {
    if (question.placement) await answer(page, question, true);
  }
  await submit.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tu resultado' })).toBeVisible();
  await expect(page.getByText('Superado', { exact: true })).toHaveCount(placeable.length);
  const unlocked = modules[1];
  if (unlocked) {
    await expect(page.getByText(/^Has desbloqueado \d+ módulos?$/)).toBeVisible();
    await page.getByRole('alert').getByRole('link', { name: unlocked.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: unlocked.title })).toBeVisible();
    await expect(page.getByText('Módulo bloqueado')).toHaveCount(0);
  }
});

test('every learning page: no serious axe violations, usable at 375 px and 1440 px, screenshots kept', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const module = firstModule();
  const lesson = module.lessons.find((item) => item.html.includes('data-chart')) ?? module.lessons[0];
  const pages = [
    ['aprende', '/aprende'],
    ['aprende-modulo', `/aprende/module/${module.id}`],
    ['aprende-leccion', `/aprende/lesson/${lesson?.id}`],
    ['aprende-repasar', '/aprende/repasar'],
    ['aprende-buscar', '/aprende/buscar?q=apalancamiento'],
    ['aprende-prueba-de-nivel', '/aprende/prueba-de-nivel'],
    ['aprende-no-encontrada', '/aprende/lesson/no-existe'],
  ] as const;
  for (const width of [375, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInAt(page, DEMO_ACCOUNTS.trader, '/aprende');
    for (const [name, path] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settle(page);
      if (width === 1440) await expectNoSeriousViolations(page, path);
      // Nothing sticks out sideways: tables scroll inside their own box, charts fit the width.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path} a ${width} px`,
      ).toBeLessThanOrEqual(width);
      const file = join(SCREENSHOTS, `${name}-${width}.png`);
      const image = await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${name}-${width}`, { body: image, contentType: 'image/png' });
    }
    await context.close();
  }
});

test('an unknown module or lesson shows the server’s message and the way back', async ({ page }) => {
  await signInAt(page, DEMO_ACCOUNTS.trader, '/aprende/module/no-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Módulo no encontrado.' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a Aprende' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aprende' })).toBeVisible();
  await page.goto('/aprende/lesson/no-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Lección no encontrada.' })).toBeVisible();
});

test('a lesson with a chart draws it as an accessible SVG, and the calculators compute in Spanish', async ({
  page,
}) => {
  const { modules } = course;
  const lessons = modules.flatMap((module) => module.lessons);
  const withChart = lessons.find((lesson) => Object.keys(lesson.charts).length > 0);
  const withPips = lessons.find((lesson) => lesson.html.includes('data-widget="calculadora-pips"'));
  const withMargin = lessons.find((lesson) => lesson.html.includes('data-widget="calculadora-margen"'));
  await signInAt(page, DEMO_ACCOUNTS.trader, '/aprende');
  if (withChart) {
    await page.goto(`/aprende/lesson/${withChart.id}`);
    const [chart] = Object.values(withChart.charts);
    const image = page.getByRole('img', { name: chart?.title });
    await expect(image.first()).toBeVisible();
    await expect(image.first().locator('[data-candle]')).toHaveCount(chart?.candles.length ?? 0);
  }
  if (withPips) {
    await page.goto(`/aprende/lesson/${withPips.id}`);
    const calculator = page.getByRole('group', { name: 'Calculadora de pips' });
    await calculator.getByLabel('Precio de entrada').fill('1,0850');
    await calculator.getByLabel('Precio de salida').fill('1,0872');
    await calculator.getByLabel('Tamaño (lotes)').fill('1');
    await expect(calculator.locator('output')).toContainText('22 pips = 220 en la divisa cotizada');
    await calculator.getByText('Con yen (USD/JPY…, pip 0,01)').click();
    await calculator.getByLabel('Precio de entrada').fill('151,20');
    await calculator.getByLabel('Precio de salida').fill('151,45');
    await expect(calculator.locator('output')).toContainText('25 pips = 25.000 en yenes (JPY)');
  }
  if (withMargin) {
    await page.goto(`/aprende/lesson/${withMargin.id}`);
    const calculator = page.getByRole('group', { name: 'Calculadora de margen' });
    await calculator.getByLabel('Tamaño (lotes)').fill('1');
    await calculator.getByLabel('Precio').fill('1,0850');
    await calculator.getByLabel('Apalancamiento (1:…)').fill('30');
    await expect(calculator.locator('output')).toContainText(
      'Margen necesario: 3616,67 en la divisa cotizada',
    );
  }
});

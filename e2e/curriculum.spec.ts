import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { loadContent } from '../services/learning/src/content/load-content';
import { expectNoSeriousViolations } from './support/axe';
import { createActiveUser, signInAt } from './support/users';

/**
 * The whole course in a browser: the first lesson of every module opens with its text and quiz, the glossary
 * finds a term as one types (accents ignored), and the documentation pages render; axe on each new page.
 */
const course = loadContent(join(__dirname, '..', 'services', 'learning', 'content'));

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-skeleton')).toHaveCount(0);
}

test('walks one lesson of each module of the course', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInAt(page, await createActiveUser(baseURL ?? '', 'curso', 'Clara'), '/aprende');
  await settle(page);
  for (const module of course.modules) {
    await expect(page.getByRole('link', { name: module.title })).toBeVisible();
  }
  for (const module of course.modules) {
    const lesson = module.lessons[0];
    if (!lesson) throw new Error(`${module.id} no tiene lecciones`);
    await page.goto(`/aprende/lesson/${lesson.id}`);
    await settle(page);
    await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
    await expect(page.getByRole('link', { name: module.title }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /Cuestionario/ })).toBeVisible();
    // The body is the lesson's own text, not an empty shell.
    const firstWords = lesson.plainText.split(' ').slice(0, 4).join(' ');
    await expect(page.getByText(firstWords, { exact: false }).first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('the glossary finds a term as one types, accents ignored, and links the lesson that teaches it', async ({
  page,
  baseURL,
}) => {
  await signInAt(page, await createActiveUser(baseURL ?? '', 'glosario', 'Gael'), '/documentation/glosario');
  await settle(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Glosario de trading' })).toBeVisible();
  await expect(page.getByText(`${course.glossary.length} términos`, { exact: false }).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'glosario');
  const term = course.glossary.find((entry) => /[áéíóú]/.test(entry.term)) ?? course.glossary[0];
  if (!term) throw new Error('el glosario está vacío');
  const typed = term.term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  await page.getByRole('searchbox', { name: 'Buscar en el glosario' }).fill(typed);
  const definition = page.locator(`#termino-${term.id}`);
  await expect(definition).toBeVisible();
  await expect(definition).toContainText(term.definition.slice(0, 30));
  await definition.getByRole('link', { name: /^Lección:/ }).click();
  await expect(page).toHaveURL(new RegExp(`/aprende/lesson/${term.lessonId}$`));
});

test('the documentation lists its pages and each one renders', async ({ page, baseURL }) => {
  await signInAt(page, await createActiveUser(baseURL ?? '', 'docs', 'Dora'), '/documentation');
  await settle(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Documentación' })).toBeVisible();
  await expectNoSeriousViolations(page, 'documentación');
  for (const doc of course.docs) {
    await expect(page.getByRole('link', { name: doc.title })).toBeVisible();
  }
  const first = course.docs[0];
  if (!first) throw new Error('no hay páginas de documentación');
  await page.getByRole('link', { name: first.title }).click();
  await settle(page);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await expectNoSeriousViolations(page, first.id);
  await page.goto('/documentation/no-existe');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Página de documentación no encontrada.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver a la documentación' })).toBeVisible();
});

import { writeFileSync } from 'node:fs';
import {
  CHATBOT_EXPORT_SCHEMA_VERSION,
  type ChatbotExport,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  INHERITED_GUARDRAILS,
} from '@pipcrafters/contracts';
import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import ICAL from 'ical.js';
import Papa from 'papaparse';
import { expectNoSeriousViolations } from './support/axe';
import { screenshots, settle } from './support/page';
import { createActiveUser, signInAt } from './support/users';

/**
 * The AI agency tools in a browser, each with a fresh user (the tools share a limit of 30 generations in 10
 * minutes): a chatbot designed, tried in the playground (an answer in local mode and a refused signal), exported as
 * JSON, saved as a second version and restored; a content draft generated, saved and exported as Markdown and HTML;
 * a design with suggested headline and palette exported as PNG at 1080 × 1920 and 1200 × 675 (sizes read from the
 * PNG's header), a trade recap hiding money until asked; captions counted against each network's limit, planned on
 * the calendar, moved, deleted and exported as CSV (parsed with papaparse) and iCalendar (parsed with ical.js).
 * Every tool refuses a topic asking for signals that guarantee profits; axe on each page, screenshots at 375 px.
 */

const REFUSED_TOPIC = 'señales de compra que garantizan beneficios';

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });
const modeTag = (scope: Page | Locator) => scope.getByTestId('mode-tag');

async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  // The first page of a fresh platform also waits for its static files to be compressed.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await settle(page);
}

/** Clicks what starts a download and answers the file's name and bytes. */
async function download(page: Page, start: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const event = page.waitForEvent('download');
  await start();
  const file = await event;
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

/** A PNG's size from its IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
    true,
  );
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Picks a design template (radio buttons drawn as buttons: their inputs are hidden). */
async function template(page: Page, name: string) {
  await page.getByRole('radiogroup', { name: 'Plantilla' }).getByText(name, { exact: true }).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

/**
 * The page's own screenshots at 375 and 1440 px, once no tooltip or confirmation is left open by the last click
 * (a floating layer placed for the wide page would stick out of the narrow one).
 */
async function pageScreenshots(page: Page, testInfo: TestInfo, name: string) {
  await page.mouse.move(0, 0);
  await expect(page.locator('.ant-tooltip:visible, .ant-popover:visible, .pc-tooltip')).toHaveCount(0);
  await screenshots(page, testInfo, name);
}

/** A downloaded image kept with the test's output and attached to its report, for a person to look at. */
async function keepImage(testInfo: TestInfo, image: { name: string; bytes: Buffer }) {
  const path = testInfo.outputPath(image.name);
  writeFileSync(path, image.bytes);
  await testInfo.attach(image.name, { path, contentType: 'image/png' });
}

/** Confirms the open Popconfirm. */
async function confirm(page: Page, button: string) {
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: button }).click();
}

/** Picks the first option of the select labelled `label` (typing `search` first, if given). */
async function pickFirst(page: Page, label: string, search?: string) {
  const select = page.getByRole('combobox', { name: label });
  await select.click();
  if (search) await select.pressSequentially(search);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
}

test('chatbot agency: design, playground (answer and refusal), JSON export, versions restored, delete', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const user = await createActiveUser(baseURL ?? '', 'agencia-bot', 'Berta');
  await signInAt(page, user, '/models/ai-chatbot-agency');
  await open(page, '/models/ai-chatbot-agency', 'AI Chatbot Agency');
  await expect(page.getByText('Aún no tienes chatbots.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('inherited-guardrails').getByRole('listitem')).toHaveCount(
    INHERITED_GUARDRAILS.length,
  );
  await expectNoSeriousViolations(page, '/models/ai-chatbot-agency vacío', { include: 'main' });

  const name = 'Tutor de riesgo e2e';
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByLabel('Personalidad').fill('Respondo dudas de mis alumnos sobre gestión del riesgo.');
  await page.getByLabel('Mensaje de bienvenida').fill('¡Hola! Pregúntame por el stop loss.');
  await pickFirst(page, 'Lecciones que conoce', 'El stop loss');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Añadir texto' }).click();
  const text = page.getByTestId('own-text');
  await text.getByLabel('Título').fill('Mi regla');
  await text.getByLabel('Contenido').fill('Nunca arriesgo más del 1 % de la cuenta en una operación.');
  await page.getByRole('button', { name: 'Crear chatbot' }).click();
  await expect(toast(page, 'Chatbot creado')).toBeVisible();
  await expect(page).toHaveURL(/chatbot=/);
  await expect(page.getByTestId('chatbot-list').getByTestId('saved-item')).toHaveCount(1);
  const versions = page.getByTestId('chatbot-versions');
  await expect(versions.getByRole('listitem')).toHaveCount(1);
  await expect(versions).toContainText('Versión 1');

  // The playground: the welcome, an answer in local mode, then a signal refused by the platform's rules.
  const playground = page.getByTestId('playground');
  await expect(playground).toContainText('¡Hola! Pregúntame por el stop loss.');
  const box = page.getByLabel(`Tu mensaje para ${name}`);
  await box.fill('¿Qué es el stop loss y para qué sirve?');
  await box.press('Enter');
  const answers = page.getByTestId('playground-answer');
  await expect(answers).toHaveCount(1, { timeout: 20_000 });
  await expect(modeTag(answers.first())).toHaveText('Modo: local');
  await expect(answers.first()).not.toBeEmpty();
  await box.fill(`Dame ${REFUSED_TOPIC} en el EURUSD para mañana.`);
  await box.press('Enter');
  await expect(answers).toHaveCount(2, { timeout: 20_000 });
  await expect(answers.nth(1).getByTestId('playground-refused')).toBeVisible();
  await expectNoSeriousViolations(page, '/models/ai-chatbot-agency con respuestas', { include: 'main' });

  // The JSON export.
  const exported = await download(page, () => page.getByRole('button', { name: 'Exportar JSON' }).click());
  expect(exported.name).toMatch(/^chatbot-.*-v1\.json$/);
  const json = JSON.parse(exported.bytes.toString('utf8')) as ChatbotExport;
  expect(json.schemaVersion).toBe(CHATBOT_EXPORT_SCHEMA_VERSION);
  expect(json.chatbot).toMatchObject({ name, version: 1, texts: [{ title: 'Mi regla' }] });
  expect(json.chatbot.lessons).toHaveLength(1);
  expect(json.guardrails.map((rule) => rule.key)).toEqual(INHERITED_GUARDRAILS.map((rule) => rule.key));

  // A second version, then the first restored as the third.
  await page.getByLabel('Personalidad').fill('Ahora hablo solo de psicología del trading.');
  await page.getByRole('button', { name: 'Guardar nueva versión' }).click();
  await expect(toast(page, 'Chatbot guardado')).toBeVisible();
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Restaurar la versión 1' }).click();
  await confirm(page, 'Restaurar');
  await expect(toast(page, 'Versión 1 restaurada')).toBeVisible();
  await expect(versions.getByRole('listitem')).toHaveCount(3);
  await expect(versions.getByRole('listitem').first()).toContainText('Versión 3');
  await expect(versions.getByRole('listitem').first()).toContainText('Actual');
  await expect(page.getByLabel('Personalidad')).toHaveValue(
    'Respondo dudas de mis alumnos sobre gestión del riesgo.',
  );

  await pageScreenshots(page, testInfo, 'agencia-chatbots');

  // Deleted after its confirmation.
  await page.getByRole('button', { name: `Borrar «${name}»` }).click();
  await confirm(page, 'Borrar');
  await expect(toast(page, 'Chatbot borrado')).toBeVisible();
  await expect(page.getByText('Aún no tienes chatbots.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crear chatbot' })).toBeVisible();
});

test('content agency: a draft generated, saved, exported as Markdown and HTML; a refusal; delete', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const user = await createActiveUser(baseURL ?? '', 'agencia-contenido', 'Celia');
  await signInAt(page, user, '/models/content-agency');
  await open(page, '/models/content-agency', 'Content Agency');
  await expect(page.getByText('Aún no has guardado borradores.')).toBeVisible();
  await expectNoSeriousViolations(page, '/models/content-agency vacío', { include: 'main' });

  // A refusal is a clear warning, not a crash.
  await page.getByRole('textbox', { name: 'Tema' }).fill(REFUSED_TOPIC);
  await page.getByRole('button', { name: 'Generar borrador' }).click();
  const refusal = page.getByTestId('agency-refusal');
  await expect(refusal).toBeVisible({ timeout: 20_000 });
  await expect(refusal).toContainText('No podemos crear esto');
  // With the assistants' own answer to it, and the lessons it points to.
  await expect(refusal).toContainText('Nadie puede prometerte ganancias');
  await expect(refusal.getByRole('link').first()).toHaveAttribute('href', /\/aprende\/lesson\//);
  await expect(page.getByText('Borrador nuevo')).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Tema' }).fill('cómo usar el stop loss para limitar pérdidas');
  await page.getByRole('button', { name: 'Generar borrador' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Borrador nuevo' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(refusal).toHaveCount(0);
  const editor = page
    .locator('.ant-card')
    .filter({ has: page.getByRole('heading', { name: 'Borrador nuevo' }) });
  await expect(modeTag(editor)).toHaveText('Modo: local');
  const title = await page.getByLabel('Título').inputValue();
  expect(title.trim()).not.toBe('');
  await expect(page.getByLabel('Texto en Markdown')).not.toHaveValue('');
  const citations = editor.getByTestId('citations').getByRole('link');
  await expect(citations.first()).toHaveAttribute('href', /^\/aprende\/lesson\//);
  // The preview renders the Markdown as the assistants do (no raw Markdown marks left).
  await expect(page.getByTestId('draft-preview')).not.toContainText('## ');
  await expect(page.getByRole('button', { name: 'Exportar .md' })).toBeDisabled();

  await page.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(toast(page, 'Borrador guardado')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Borrador guardado' })).toBeVisible();
  await expect(page.getByTestId('draft-list').getByTestId('saved-item')).toHaveCount(1);
  await expect(page).toHaveURL(/borrador=/);

  const markdown = await download(page, () => page.getByRole('button', { name: 'Exportar .md' }).click());
  expect(markdown.name).toMatch(/\.md$/);
  expect(markdown.bytes.toString('utf8')).toContain(title);
  const html = await download(page, () => page.getByRole('button', { name: 'Exportar .html' }).click());
  expect(html.name).toMatch(/\.html$/);
  const document = html.bytes.toString('utf8');
  expect(document).toMatch(/<html[\s>]/i);
  expect(document.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&')).toContain(
    title,
  );
  expect(document).not.toMatch(/<script/i);

  // An edit is unsaved until saved again; exports wait for it.
  await page.getByLabel('Texto en Markdown').press('Control+End');
  await page.getByLabel('Texto en Markdown').pressSequentially('\n\nNota final e2e.');
  await expect(page.getByText('Cambios sin guardar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar .md' })).toBeDisabled();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  // The first save's toast may still be on screen (success toasts stay 2 s); the newest is drawn first.
  await expect(toast(page, 'Borrador guardado').first()).toBeVisible();
  await expect(page.getByText('Cambios sin guardar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Exportar .md' })).toBeEnabled();

  // Reloaded from the address, the draft comes back as saved.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Content Agency' })).toBeVisible();
  await settle(page);
  await expect(page.getByLabel('Texto en Markdown')).toHaveValue(/Nota final e2e\.$/);
  await expectNoSeriousViolations(page, '/models/content-agency con borrador', { include: 'main' });
  await pageScreenshots(page, testInfo, 'agencia-contenido');

  await page.getByRole('button', { name: `Borrar «${title.trim()}»` }).click();
  await confirm(page, 'Borrar');
  await expect(toast(page, 'Borrador borrado')).toBeVisible();
  await expect(page.getByText('Aún no has guardado borradores.')).toBeVisible();
});

test('graphic design: suggestions, a saved design, PNG at 1080×1920 and 1200×675, a trade recap hiding money', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const user = await createActiveUser(baseURL ?? '', 'agencia-diseno', 'Diego');
  await signInAt(page, user, '/models/graphic-design-ai');
  await open(page, '/models/graphic-design-ai', 'Graphic Design AI');
  await expect(page.getByText('Aún no has guardado diseños.')).toBeVisible();
  await expectNoSeriousViolations(page, '/models/graphic-design-ai vacío', { include: 'main' });

  const suggestions = page
    .locator('.ant-card')
    .filter({ has: page.getByRole('heading', { name: 'Sugerencias' }) });
  await suggestions.getByLabel('Tema').fill(REFUSED_TOPIC);
  await suggestions.getByRole('button', { name: 'Sugerir titulares y colores' }).click();
  await expect(page.getByTestId('agency-refusal')).toBeVisible({ timeout: 20_000 });

  await page.getByLabel('Nombre', { exact: true }).fill('Riesgo e2e');
  await page.getByRole('radio', { name: /^Vertical 1080 × 1920/ }).check();
  await suggestions.getByLabel('Tema').fill('la gestión del riesgo');
  await suggestions.getByRole('button', { name: 'Sugerir titulares y colores' }).click();
  const suggested = page.getByTestId('design-suggestions');
  await expect(suggested).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('agency-refusal')).toHaveCount(0);
  await expect(modeTag(suggested)).toHaveText('Modo: local');
  const useHeadline = suggested.getByRole('button', { name: /^Usar el titular/ }).first();
  const headline = ((await useHeadline.getAttribute('aria-label')) ?? '').replace(
    /^Usar el titular «|»$/g,
    '',
  );
  await useHeadline.click();
  await expect(page.getByLabel('Titular', { exact: true })).toHaveValue(headline);
  const palette = suggested.getByRole('button', { name: /^Paleta / }).nth(1);
  await palette.click();
  await expect(palette).toHaveAttribute('aria-pressed', 'true');

  const canvas = page.getByTestId('design-canvas');
  await expect(canvas).toHaveAttribute('width', '1080');
  await expect(canvas).toHaveAttribute('height', '1920');
  await expect(canvas).toHaveAttribute(
    'aria-label',
    new RegExp(headline.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await page.getByRole('button', { name: 'Guardar diseño' }).click();
  await expect(toast(page, 'Diseño guardado')).toBeVisible();
  await expect(page.getByTestId('design-list').getByTestId('saved-item')).toHaveCount(1);

  const story = await download(page, () => page.getByRole('button', { name: 'Exportar PNG' }).click());
  expect(story.name).toBe('riesgo-e2e-1080x1920.png');
  expect(pngSize(story.bytes)).toEqual({ width: 1080, height: 1920 });
  await keepImage(testInfo, story);
  await page.getByRole('radio', { name: /^Horizontal 1200 × 675/ }).check();
  await expect(canvas).toHaveAttribute('width', '1200');
  const landscape = await download(page, () => page.getByRole('button', { name: 'Exportar PNG' }).click());
  expect(landscape.name).toBe('riesgo-e2e-1200x675.png');
  expect(pngSize(landscape.bytes)).toEqual({ width: 1200, height: 675 });
  await keepImage(testInfo, landscape);
  await expectNoSeriousViolations(page, '/models/graphic-design-ai con diseño', { include: 'main' });
  await pageScreenshots(page, testInfo, 'agencia-diseno');

  // A trade recap: pips and R by default, money only once the switch shows it.
  const write = { headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE } };
  const account = await page.request.post('/api/journal/accounts', {
    ...write,
    data: { name: 'Diseño', broker: 'Demo', currency: 'EUR', initialBalance: '1000', kind: 'demo' },
  });
  expect(account.status()).toBe(201);
  const { id: accountId } = (await account.json()) as { id: string };
  const trade = await page.request.post('/api/journal/trades', {
    ...write,
    data: {
      accountId,
      symbol: 'EURUSD',
      side: 'buy',
      closeTime: new Date().toISOString(),
      entryPrice: '1.08',
      exitPrice: '1.0835',
      volume: '0.1',
      stopLoss: '1.0780',
      profit: '35.00',
    },
  });
  expect(trade.status()).toBe(201);
  await page.getByRole('button', { name: 'Nuevo diseño' }).click();
  await template(page, 'Resumen de operación');
  await pickFirst(page, 'Operación del diario');
  await expect(canvas).toHaveAttribute('aria-label', /EURUSD · Compra/);
  await expect(canvas).toHaveAttribute('aria-label', /\+35,0 pips/);
  await expect(canvas).not.toHaveAttribute('aria-label', /€|35,00/);
  const recap = await download(page, () => page.getByRole('button', { name: 'Exportar PNG' }).click());
  expect(recap.name).toBe('mi-diseno-1080x1080.png');
  expect(pngSize(recap.bytes)).toEqual({ width: 1080, height: 1080 });
  await keepImage(testInfo, recap);
  await page.getByRole('switch', { name: 'Mostrar importes en dinero' }).click();
  await expect(canvas).toHaveAttribute('aria-label', /Resultado neto: \+35,00\s€/);
  await template(page, 'Curva de capital');
  await expect(canvas).toHaveAttribute('aria-label', /Tasa de acierto: 100 %/);
  await expectNoSeriousViolations(page, '/models/graphic-design-ai resumen de operación', {
    include: 'main',
  });

  await page.getByRole('button', { name: 'Borrar «Riesgo e2e»' }).click();
  await confirm(page, 'Borrar');
  await expect(toast(page, 'Diseño borrado')).toBeVisible();
  await expect(page.getByText('Aún no has guardado diseños.')).toBeVisible();
});

/** Today plus `days` in Madrid (the browser's and the test user's zone), YYYY-MM-DD. */
function madridDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

test('social media: captions counted per network, planned, moved and deleted; CSV and iCalendar exports', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const user = await createActiveUser(baseURL ?? '', 'agencia-social', 'Sara');
  await signInAt(page, user, '/models/social-media-ai');
  await open(page, '/models/social-media-ai', 'Social Media AI');
  await expect(page.getByText('No hay publicaciones en esta semana.', { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page, '/models/social-media-ai vacío', { include: 'main' });

  await page.getByRole('textbox', { name: 'Tema' }).fill(REFUSED_TOPIC);
  await page.getByRole('button', { name: 'Generar textos' }).click();
  await expect(page.getByTestId('agency-refusal')).toBeVisible({ timeout: 20_000 });

  await page.getByRole('textbox', { name: 'Tema' }).fill('la gestión del riesgo y el stop loss');
  await page.getByRole('checkbox', { name: /^TikTok/ }).check();
  await page.getByRole('button', { name: 'Generar textos' }).click();
  const captions = page.getByTestId('captions');
  await expect(captions.locator('[data-testid^="network-"]')).toHaveCount(4, { timeout: 20_000 });
  await expect(page.getByTestId('agency-refusal')).toHaveCount(0);
  const generated = page
    .locator('.ant-card')
    .filter({ has: page.getByRole('heading', { name: 'Textos generados' }) });
  await expect(modeTag(generated).first()).toHaveText('Modo: local');
  for (const counter of await captions.getByTestId('caption-counter').all())
    await expect(counter).not.toHaveAttribute('data-state', 'over');

  // X's counter: over 280 the caption cannot be planned; back within it, it can.
  const x = page.getByTestId('network-x');
  const xText = x.getByLabel('Texto para X');
  const original = await xText.inputValue();
  await xText.fill('a'.repeat(300));
  await expect(x.getByTestId('caption-counter')).toHaveAttribute('data-state', 'over');
  await expect(x.getByTestId('caption-counter')).toContainText('/ 280');
  await expect(x.getByRole('button', { name: 'Añadir al calendario' })).toBeDisabled();
  await xText.fill(original);
  await expect(x.getByTestId('caption-counter')).not.toHaveAttribute('data-state', 'over');

  // Both planned for tomorrow at 09:00 (the default), then X moved to 18:30.
  const tomorrow = madridDay(1);
  await expect(x.getByLabel('Fecha y hora')).toHaveValue(`${tomorrow}T09:00`);
  await x.getByRole('button', { name: 'Añadir al calendario' }).click();
  await expect(toast(page, 'Publicación añadida al calendario')).toBeVisible();
  await expect(x.getByText('En el calendario')).toBeVisible();
  const linkedin = page.getByTestId('network-linkedin');
  await linkedin.getByRole('button', { name: 'Añadir al calendario' }).click();
  await expect(linkedin.getByText('En el calendario')).toBeVisible();
  const posts = page.getByTestId('calendar-post');
  await expect(posts).toHaveCount(2);
  await posts.filter({ hasText: '· X ·' }).click();
  const modal = page.getByRole('dialog', { name: 'Publicación en X' });
  await expect(modeTag(modal)).toHaveText('Modo: local');
  await modal.getByLabel('Fecha y hora').fill(`${tomorrow}T18:30`);
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Publicación guardada')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(posts.filter({ hasText: '18:30 · X ·' })).toHaveCount(1);

  // The month view, then the exports of what it shows.
  await page.locator('.ant-segmented').getByText('Mes', { exact: true }).click();
  await expect(page.locator('table caption')).toHaveText(/ de 20\d\d$/);
  await expect(posts).toHaveCount(2);
  const csv = await download(page, () => page.getByRole('button', { name: 'Exportar CSV' }).click());
  expect(csv.name).toMatch(/\.csv$/);
  const text = csv.bytes.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const table = Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true });
  expect(table.errors).toEqual([]);
  const [header, ...rows] = table.data;
  expect(header?.slice(0, 4)).toEqual(['Fecha', 'Hora', 'Zona horaria', 'Red']);
  expect(rows).toHaveLength(2);
  const xRow = rows.find((row) => row[3] === 'X');
  expect(xRow?.slice(0, 3)).toEqual([tomorrow.split('-').reverse().join('/'), '18:30', 'Europe/Madrid']);
  expect(rows.map((row) => row[3]).sort()).toEqual(['LinkedIn', 'X']);

  const ics = await download(page, () => page.getByRole('button', { name: 'Exportar iCalendar' }).click());
  expect(ics.name).toMatch(/\.ics$/);
  const calendar = new ICAL.Component(ICAL.parse(ics.bytes.toString('utf8')));
  expect(calendar.name).toBe('vcalendar');
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  expect(events).toHaveLength(2);
  const xEvent = events.find((event) => event.summary.startsWith('Publicación en X'));
  expect(xEvent?.startDate.toJSDate().toISOString()).toBe(
    new Date(`${tomorrow}T18:30:00${madridOffset(tomorrow)}`).toISOString(),
  );
  expect(xEvent?.description).toContain(original.trim().slice(0, 30));

  await expectNoSeriousViolations(page, '/models/social-media-ai con calendario', { include: 'main' });
  await pageScreenshots(page, testInfo, 'agencia-social');

  // LinkedIn's deleted from its dialog, after the confirmation.
  await page.locator('.ant-segmented').getByText('Semana', { exact: true }).click();
  await posts.filter({ hasText: '· LinkedIn ·' }).click();
  const linkedinModal = page.getByRole('dialog', { name: 'Publicación en LinkedIn' });
  await linkedinModal.getByRole('button', { name: 'Borrar' }).click();
  await confirm(page, 'Borrar');
  await expect(toast(page, 'Publicación borrada')).toBeVisible();
  await expect(posts).toHaveCount(1);
});

/** "+01:00" or "+02:00": Madrid's offset from UTC on that day at noon. */
function madridOffset(day: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const local = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Madrid',
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(noon);
  return `+${String(Number(local) - 12).padStart(2, '0')}:00`;
}

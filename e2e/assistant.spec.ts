import {
  ASSISTANT_LIMITS,
  type AssistantConversationSummary,
  type AssistantReply,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  DEMO_ACCOUNTS,
} from '@pipcrafters/contracts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { screenshots, settle } from './support/page';
import { createActiveUser, signInAt } from './support/users';

/**
 * The assistants in a browser: Alvaro asked from /tutor-ia (an answer streamed in, with a link to a lesson that
 * opens in the app), thumbs kept after a reload, Enter and Shift+Enter, a conversation deleted and then all of them;
 * the header's panel on another page (the section's suggested actions as starters, an answer, Clara's tab); a stream
 * stopped halfway; Clara without and with her reading consent; the 21st question in ten minutes refused; axe on
 * the page and on the open panel.
 * Each test but the consent one has a user of its own: the service allows 20 questions in 10 minutes.
 */

const answers = (scope: Page | Locator) => scope.getByTestId('assistant-answer');
const questionBox = (scope: Page | Locator, name: string) => scope.getByLabel(`Tu pregunta para ${name}`);
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function openTutor(page: Page) {
  // The first page of a fresh platform also waits for its static files to be compressed.
  await expect(page.getByRole('heading', { level: 1, name: 'Tutor IA' })).toBeVisible({ timeout: 30_000 });
  await settle(page);
}

async function ask(scope: Page | Locator, name: string, question: string) {
  await questionBox(scope, name).fill(question);
  await questionBox(scope, name).press('Enter');
}

/** The last answer, once its stream has ended (the done event replaced it with the stored one). */
async function lastFinishedAnswer(scope: Page | Locator): Promise<Locator> {
  const answer = answers(scope).last();
  await expect(answer).not.toHaveAttribute('data-streaming', 'true', { timeout: 20_000 });
  await expect(scope.getByRole('button', { name: 'Detener' })).toHaveCount(0);
  return answer;
}

test('Alvaro from /tutor-ia: a streamed answer with its lesson, thumbs, Enter and Shift+Enter, delete one and all', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const user = await createActiveUser(baseURL ?? '', 'tutor', 'Teo');
  await signInAt(page, user, '/tutor-ia');
  await openTutor(page);
  await expect(tab(page, 'Alvaro')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Aún no has hablado con Alvaro.', { exact: false })).toBeVisible();
  // The empty conversation offers Alvaro's three starters.
  const starters = page.getByTestId('assistant-starters');
  for (const label of ['Preguntar sobre estrategias', 'Repasar conceptos', 'Pedir ejemplos'])
    await expect(starters.getByRole('button', { name: label })).toBeVisible();
  await expect(questionBox(page, 'Alvaro')).toHaveAttribute('maxlength', '2000');
  await expectNoSeriousViolations(page, '/tutor-ia vacío');

  // Shift+Enter breaks the line; Enter sends.
  await questionBox(page, 'Alvaro').fill('¿Qué es el spread?');
  await questionBox(page, 'Alvaro').press('Shift+Enter');
  await questionBox(page, 'Alvaro').pressSequentially('Explícamelo con un ejemplo.');
  await expect(questionBox(page, 'Alvaro')).toHaveValue('¿Qué es el spread?\nExplícamelo con un ejemplo.');
  await questionBox(page, 'Alvaro').press('Enter');
  await expect(questionBox(page, 'Alvaro')).toHaveValue('');
  await expect(page.getByTestId('user-question').last()).toContainText('¿Qué es el spread?');
  await expect(page.getByTestId('assistant-starters')).toHaveCount(0);

  const answer = await lastFinishedAnswer(page);
  const lesson = answer.getByRole('link').filter({ hasText: /\S/ }).first();
  await expect(lesson).toHaveAttribute('href', /^\/aprende\/lesson\//);
  await expect(answer).toContainText('Lecciones:');
  // Told once it is done, not token by token.
  await expect(page.getByTestId('assistant-announcement')).toHaveText(/^Alvaro ha respondido: /);
  // The first question names the conversation (the service trims its opening «¿»); it is in the list, chosen.
  const item = page.getByTestId('conversation-item').filter({ hasText: 'Qué es el spread?' });
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('button', { name: /^Qué es el spread\?/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('heading', { level: 2, name: /Qué es el spread\?/ })).toBeVisible();
  await expectNoSeriousViolations(page, '/tutor-ia con respuesta');
  await screenshots(page, testInfo, 'tutor-ia');

  // Thumbs: pressed, kept by the service, undone.
  const up = answer.getByRole('button', { name: 'Me ha servido', exact: true });
  const down = answer.getByRole('button', { name: 'No me ha servido' });
  await expect(up).toHaveAttribute('aria-pressed', 'false');
  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  await down.click();
  await expect(down).toHaveAttribute('aria-pressed', 'true');
  await expect(up).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await openTutor(page);
  await page
    .getByTestId('conversation-item')
    .getByRole('button', { name: /^Qué es el spread\?/ })
    .click();
  const reloaded = answers(page).last();
  await expect(reloaded.getByRole('button', { name: 'No me ha servido' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await reloaded.getByRole('button', { name: 'No me ha servido' }).click();
  await expect(reloaded.getByRole('button', { name: 'No me ha servido' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // The lesson link navigates inside the app (no full reload: the shell's state survives).
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await reloaded.getByRole('link', { name: /\S/ }).first().click();
  await expect(page).toHaveURL(/\/aprende\/lesson\//);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await page.goBack();
  await openTutor(page);

  // A second conversation from a starter, then delete one (after its confirmation) and all (after the modal's).
  await page.getByRole('button', { name: 'Nueva conversación' }).click();
  await page.getByTestId('assistant-starters').getByRole('button', { name: 'Repasar conceptos' }).click();
  await lastFinishedAnswer(page);
  await expect(page.getByTestId('conversation-item')).toHaveCount(2);
  await page.getByRole('button', { name: /^Borrar la conversación «Qué es el spread\?/ }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Borrar' }).click();
  await expect(toast(page, 'Conversación borrada')).toBeVisible();
  await expect(page.getByTestId('conversation-item')).toHaveCount(1);
  await page.getByRole('button', { name: 'Borrar todas las conversaciones' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Borrar todas tus conversaciones?' });
  await expect(confirm).toContainText('con Alvaro y con Clara');
  await confirm.getByRole('button', { name: 'Borrar todas' }).click();
  await expect(toast(page, 'Conversaciones borradas')).toBeVisible();
  await expect(page.getByTestId('conversation-item')).toHaveCount(0);
  await expect(page.getByTestId('assistant-starters')).toBeVisible();
  const left = await page.request.get('/api/assistant/conversations');
  expect((await left.json()) as AssistantConversationSummary[]).toEqual([]);
});

test('the header’s panel on /pipjournal: the section’s actions as starters, an answer, Clara’s tab, axe', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const user = await createActiveUser(baseURL ?? '', 'panel', 'Pau');
  await signInAt(page, user, '/pipjournal');
  await settle(page);
  const opener = page.getByRole('banner').getByRole('button', { name: 'Asistente' });
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await opener.click();
  const panel = page.getByRole('dialog', { name: 'Asistente' });
  await expect(panel).toBeVisible();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByTestId('assistant-panel-focus')).toContainText('Estás en PipJournal');
  const suggested = panel.getByRole('group', { name: 'Sugerencias para PipJournal' });
  for (const label of ['Analizar tus operaciones', 'Identificar patrones', 'Mejorar tus entradas'])
    await expect(suggested.getByRole('button', { name: label })).toBeVisible();
  await expect(
    panel
      .getByRole('group', { name: 'Preguntas para Alvaro' })
      .getByRole('button', { name: 'Pedir ejemplos' }),
  ).toBeVisible();
  await expect(suggested.getByRole('button', { name: 'Analizar tus operaciones' })).toHaveAttribute(
    'title',
    'Estoy en PipJournal. ¿Cómo puedo analizar mis operaciones?',
  );
  await expectNoSeriousViolations(page, 'panel del asistente', { include: '.ant-drawer' });

  await ask(panel, 'Alvaro', '¿Qué es el apalancamiento?');
  const answer = await lastFinishedAnswer(panel);
  const lesson = answer.getByRole('link', { name: /\S/ }).first();
  await expect(lesson).toHaveAttribute('href', /^\/aprende\/lesson\//);
  await expectNoSeriousViolations(page, 'panel con respuesta', { include: '.ant-drawer' });

  // Clara has her own conversation and starters; Alvaro's is kept meanwhile.
  await panel.locator('.ant-segmented').getByText('Clara', { exact: true }).click();
  await expect(panel.getByRole('group', { name: 'Preguntas para Clara' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Gestionar emociones' })).toBeVisible();
  await panel.locator('.ant-segmented').getByText('Alvaro', { exact: true }).click();
  await expect(answers(panel)).toHaveCount(1);

  // Following the lesson link opens it in the app and closes the panel.
  await answers(panel).first().getByRole('link', { name: /\S/ }).first().click();
  await expect(page).toHaveURL(/\/aprende\/lesson\//);
  await expect(panel).toBeHidden();
  // On another section, the panel offers that section's actions (a new conversation shows them).
  await page.goto('/dashboard');
  await settle(page);
  await page.getByRole('banner').getByRole('button', { name: 'Asistente' }).click();
  await expect(page.getByRole('group', { name: 'Sugerencias para Dashboard' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Asistente' })).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Asistente' })).toBeFocused();
});

test('the stop button ends an answer halfway', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const user = await createActiveUser(baseURL ?? '', 'detener', 'Dani');
  await signInAt(page, user, '/tutor-ia');
  await openTutor(page);
  const question =
    '¿Qué es el apalancamiento, cómo se relaciona con el margen y qué riesgo tiene para una cuenta pequeña?';
  // What the whole answer says: the same question in a conversation of its own, answered as JSON.
  const conversation = (await (
    await page.request.post('/api/assistant/conversations', {
      data: { assistant: 'alvaro' },
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    })
  ).json()) as AssistantConversationSummary;
  const whole = (await (
    await page.request.post(`/api/assistant/conversations/${conversation.id}/messages`, {
      data: { content: question },
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, Accept: 'application/json' },
    })
  ).json()) as AssistantReply;
  expect(whole.content.length).toBeGreaterThan(200);

  // Local answers come two words every 12 ms: a slow line keeps this one arriving for seconds.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: 1500,
    uploadThroughput: -1,
  });
  await ask(page, 'Alvaro', question);
  const stop = page.getByRole('button', { name: 'Detener' });
  await expect(stop).toBeVisible();
  const streaming = page.locator('[data-testid="assistant-answer"][data-streaming="true"]');
  await expect(streaming).not.toContainText('está escribiendo', { timeout: 20_000 });
  await stop.click();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await expect(stop).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeVisible();
  const stopped = answers(page).last();
  await expect(stopped).toContainText('Respuesta detenida.');
  await expect(page.getByTestId('assistant-announcement')).toHaveText('Respuesta detenida.');
  const shown = (await stopped.textContent()) ?? '';
  await page.waitForTimeout(1000);
  expect(await stopped.textContent(), 'nothing more arrives after the stop').toBe(shown);
  expect(shown.length).toBeLessThan(whole.content.length);
  // A stopped answer takes no thumbs (it is not the one the service stored).
  await expect(stopped.getByRole('button', { name: 'Me ha servido', exact: true })).toHaveCount(0);
  // The chat goes on.
  await ask(page, 'Alvaro', '¿Qué es un pip?');
  await lastFinishedAnswer(page);
  await expect(answers(page)).toHaveCount(2);
});

test('Clara: without consent she says how to allow her to read the diary; with it she reads the trader’s', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const learner = await createActiveUser(baseURL ?? '', 'clara', 'Carla');
  await signInAt(page, learner, '/tutor-ia');
  await openTutor(page);
  await tab(page, 'Clara').click();
  const consent = page.getByRole('switch', { name: 'Clara puede leer mi diario' });
  await expect(consent).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText(/Si lo activas, Clara mira tus operaciones más recientes/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gestionar emociones' })).toBeVisible();
  await expectNoSeriousViolations(page, '/tutor-ia, Clara');
  await ask(page, 'Clara', '¿Cómo voy con mis operaciones?');
  const refused = await lastFinishedAnswer(page);
  await expect(refused).toContainText('«Clara puede leer mi diario»');
  await expect(refused).not.toContainText('He mirado tus últimas');

  // The demo trader, whose journal has trades and reflections, allows her to read it.
  await page.context().clearCookies();
  await signInAt(page, DEMO_ACCOUNTS.trader, '/tutor-ia');
  await openTutor(page);
  await tab(page, 'Clara').click();
  const traderConsent = page.getByRole('switch', { name: 'Clara puede leer mi diario' });
  await expect(traderConsent).toHaveAttribute('aria-checked', 'false');
  await traderConsent.click();
  await expect(toast(page, 'Clara podrá leer tu diario')).toBeVisible();
  await expect(traderConsent).toHaveAttribute('aria-checked', 'true');
  try {
    await ask(page, 'Clara', '¿Cómo voy con mis operaciones?');
    const read = await lastFinishedAnswer(page);
    await expect(read).toContainText('He mirado tus últimas');
    // The consent is the service's: a reload shows it still on.
    await page.reload();
    await openTutor(page);
    await tab(page, 'Clara').click();
    await expect(page.getByRole('switch', { name: 'Clara puede leer mi diario' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  } finally {
    await page.request.put('/api/assistant/settings', {
      data: { claraReadsJournal: false },
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
  }
});

test('a question past the limit of 20 in ten minutes is refused in Spanish, with the wait', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const user = await createActiveUser(baseURL ?? '', 'limite', 'Lía');
  await signInAt(page, user, '/tutor-ia');
  await openTutor(page);
  const headers = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
  const conversation = (await (
    await page.request.post('/api/assistant/conversations', { data: { assistant: 'alvaro' }, headers })
  ).json()) as AssistantConversationSummary;
  for (let index = 0; index < ASSISTANT_LIMITS.messagesPerWindow; index += 1) {
    const reply = await page.request.post(`/api/assistant/conversations/${conversation.id}/messages`, {
      data: { content: 'Hola' },
      headers: { ...headers, Accept: 'application/json' },
    });
    expect(reply.status()).toBe(201);
  }

  await ask(page, 'Alvaro', '¿Qué es un pip?');
  const refusal = page.getByTestId('assistant-failure');
  await expect(refusal).toContainText('Has llegado al límite de preguntas');
  await expect(refusal).toContainText(/Has hecho muchas preguntas seguidas\. Espera (un minuto|\d+ minutos)/);
  await expect(page.getByTestId('user-question').last()).toContainText('¿Qué es un pip?');
  await expect(page.getByTestId('assistant-announcement')).toContainText(
    'Has hecho muchas preguntas seguidas',
  );
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeVisible();
  await expectNoSeriousViolations(page, '/tutor-ia, límite');
});

import type {
  AppNotification,
  CommunityComment,
  CommunityPost,
  NotificationPage,
} from '@pipcrafters/contracts';
import { DEMO_ACCOUNTS } from '@pipcrafters/contracts';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { screenshots } from './support/page';
import { apiClient, createActiveUser, type HttpClient, signedInPage } from './support/users';

/** A member's own API session. */
async function member(baseURL: string, prefix: string, firstName: string) {
  const user = await createActiveUser(baseURL, prefix, firstName);
  const client = apiClient(baseURL);
  await client.signIn(user);
  return { user, client };
}

async function createPost(client: HttpClient, title: string, body: string): Promise<CommunityPost> {
  const response = await client.json<CommunityPost>('POST', '/api/community/posts', {
    title,
    body,
    category: 'general',
  });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

async function report(client: HttpClient, targetType: 'post' | 'comment', targetId: string, note: string) {
  const response = await client.json('POST', '/api/community/reports', {
    targetType,
    targetId,
    reason: 'spam',
    note,
  });
  expect(response.status, response.text).toBe(204);
}

/** The status the member gets for the post (404 while others may not see it). */
const postStatus = async (client: HttpClient, id: string) =>
  (await client.get(`/api/community/posts/${id}`)).status;

/** The member's notifications, newest first (they arrive through a durable event, so not at once). */
async function notifications(client: HttpClient): Promise<AppNotification[]> {
  const response = await client.json<NotificationPage>('GET', '/api/notifications?pageSize=100');
  expect(response.status).toBe(200);
  return response.body.items;
}

/** The queue's card of one post or comment. */
const queueItem = (page: Page, id: string) =>
  page.locator(`[data-testid="moderation-item"][data-target="${id}"]`);

const toast = (page: Page, title: string) =>
  page.getByTestId('toast-viewport').getByText(title, { exact: true });

test('reported content is held, reviewed in Moderación (restore, hide, delete, suspend) and its author told', async ({
  browser,
  baseURL,
}, testInfo) => {
  // Seven members, an admin's page and the author's, and notifications that travel through durable events.
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const stamp = Date.now();
  const author = await member(origin, 'mod.autora', 'Marta');
  const commenter = await member(origin, 'mod.comentarista', 'Rubén');
  const viewer = await member(origin, 'mod.lectora', 'Lucía');
  const reporters = await Promise.all(
    ['Ana', 'Bea', 'Carla'].map((name, index) => member(origin, `mod.reporta${index}`, name)),
  );

  const reported = await createPost(
    author.client,
    `Mi primera semana operando EUR/USD ${stamp}`,
    'Comparto lo que aprendí: **stop-loss siempre**.',
  );
  const toHide = await createPost(author.client, `Señales gratis ${stamp}`, 'Escríbeme por privado.');
  const comment = await commenter.client.json<CommunityComment>(
    'POST',
    `/api/community/posts/${reported.id}/comments`,
    { content: 'Compra mi curso <script>alert(1)</script> en mi web' },
  );
  expect(comment.status, comment.text).toBe(201);

  // One report on the other post and on the comment puts them in the queue, still visible.
  await report(reporters[0]?.client ?? viewer.client, 'post', toHide.id, 'Publicidad');
  await report(reporters[1]?.client ?? viewer.client, 'comment', comment.body.id, 'Vende cursos');

  // Three members report the post: past the threshold it is held, hidden from everyone but its author and admins.
  expect(await postStatus(viewer.client, reported.id)).toBe(200);
  for (const [index, reporter] of reporters.entries())
    await report(reporter.client, 'post', reported.id, `Nota ${index + 1}`);
  expect(await postStatus(viewer.client, reported.id)).toBe(404);
  expect(await postStatus(author.client, reported.id)).toBe(200);

  // The queue is the admins' alone.
  const queueAnswer = await viewer.client.json('GET', '/api/admin/community/queue');
  expect(queueAnswer.status).toBe(403);

  const page = await signedInPage(browser, DEMO_ACCOUNTS.admin, '/admin');
  // The first visit downloads the admin area and the shared libraries it uses.
  await expect(page.getByRole('heading', { level: 1, name: 'Panel Admin' })).toBeVisible({ timeout: 30_000 });
  const link = page.getByRole('link', { name: /^Moderación: \d+ elementos? pendientes?$/ });
  await expect(link).toBeVisible();
  await expectNoSeriousViolations(page, 'el acceso a Moderación', { include: 'a[href="/admin/moderation"]' });
  await link.click();
  await expect(page).toHaveURL(/\/admin\/moderation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Moderación' })).toBeVisible();

  const held = queueItem(page, reported.id);
  await expect(held).toContainText('Retenido');
  await expect(held).toContainText('3 reportes');
  await expect(held).toContainText('Spam o publicidad: «Nota 2»');
  await expect(held).toContainText('Marta P.');
  // The content is plain text: the Markdown is shown as written, nothing of it rendered.
  await expect(held).toContainText('**stop-loss siempre**');
  const reportedComment = queueItem(page, comment.body.id);
  await expect(reportedComment).toContainText('<script>alert(1)</script>');
  await expect(reportedComment.locator('script')).toHaveCount(0);

  await expectNoSeriousViolations(page, 'Moderación');
  // Nothing sticks out sideways at 375 px (nor at 1440 px); the screenshots are kept with the report.
  await screenshots(page, testInfo, 'moderacion');

  // Restored: visible to everyone again, out of the queue.
  await held.getByRole('button', { name: /^Restaurar: Post/ }).click();
  await expect(toast(page, 'Post restaurado')).toBeVisible();
  await expect(held).toHaveCount(0);
  expect(await postStatus(viewer.client, reported.id)).toBe(200);

  // Hidden by the admin: gone for others.
  const other = queueItem(page, toHide.id);
  await expect(other).toContainText('1 reporte');
  await other.getByRole('button', { name: /^Ocultar: Post/ }).click();
  await expect(toast(page, 'Post ocultado')).toBeVisible();
  await expect(other).toHaveCount(0);
  expect(await postStatus(viewer.client, toHide.id)).toBe(404);

  // The comment's author suspended from the community for 3 days, then the comment deleted (after confirming).
  await reportedComment.getByRole('button', { name: 'Suspender al autor: Rubén P.' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspender al autor' });
  await dialog.getByLabel('Días de suspensión').fill('3');
  await dialog.getByLabel('Motivo').fill('Publicidad de cursos de pago');
  await dialog.getByRole('button', { name: 'Suspender' }).click();
  await expect(toast(page, 'Autor suspendido de la comunidad')).toBeVisible();
  await expect(dialog).toBeHidden();
  const refused = await commenter.client.json<{ message: string }>(
    'POST',
    `/api/community/posts/${reported.id}/comments`,
    { content: 'Otra vez' },
  );
  expect(refused.status).toBe(403);

  await reportedComment.getByRole('button', { name: /^Eliminar: Comentario/ }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(page, 'Comentario eliminado')).toBeVisible();
  await expect(reportedComment).toHaveCount(0);
  const after = await viewer.client.json<CommunityPost>('GET', `/api/community/posts/${reported.id}`);
  expect(after.body.comments.map((item) => item.id)).not.toContain(comment.body.id);
  expect(after.body.commentsCount).toBe(0);

  // The authors are told, with a link to the post (none for what no longer exists).
  const told = async (client: HttpClient) =>
    (await notifications(client)).map(({ title, message, link }) => ({ title, message, link }));
  await expect
    .poll(() => told(author.client), { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([
        {
          title: 'Publicación ocultada',
          message: `Tu publicación «${toHide.title}» fue ocultada por moderación. Si crees que es un error, contacta con un administrador.`,
          link: `/community/${toHide.id}`,
        },
        {
          title: 'Publicación restaurada',
          message: `Tu publicación «${reported.title}» fue revisada por moderación y vuelve a estar visible.`,
          link: `/community/${reported.id}`,
        },
        {
          title: 'Nuevo comentario en tu post',
          message: `Rubén P. comentó en «${reported.title}»`,
          link: `/community/${reported.id}`,
        },
      ]),
    );
  await expect
    .poll(async () => (await notifications(commenter.client)).map((item) => item.title), { timeout: 20_000 })
    .toContain('Comentario eliminado');

  // The author reads it where every notification is.
  const authorPage = await signedInPage(browser, author.user, '/notifications');
  await expect(
    authorPage.getByText(`Tu publicación «${toHide.title}» fue ocultada por moderación.`, { exact: false }),
  ).toBeVisible();
  await authorPage.context().close();
  await page.context().close();
});

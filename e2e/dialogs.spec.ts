import { expect, type Page, test } from '@playwright/test';
import { createActiveUser, signInAt } from './support/users';

/** Records the motion classes dialogs go through (antd's zoom transition), deterministic unlike polling for them. */
async function recordDialogMotion(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { dialogMotion: Set<string> }).dialogMotion = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        for (const name of Array.from(target.classList ?? []))
          if (/zoom-(appear|enter|leave)/.test(name)) seen.add(name);
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });
  return () => page.evaluate(() => [...(window as unknown as { dialogMotion: Set<string> }).dialogMotion]);
}

test('only the top dialog reacts to Escape or a click outside; dialogs enter and leave with a transition', async ({
  page,
  baseURL,
}) => {
  const user = await createActiveUser(baseURL ?? '', 'dialogos');
  await signInAt(page, user, '/profile');
  const motion = await recordDialogMotion(page);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  const passwordDialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
  const discardDialog = page.getByRole('dialog', { name: '¿Descartar los cambios?' });
  const currentPassword = passwordDialog.getByLabel('Contraseña actual');
  await expect(passwordDialog).toBeVisible();
  await currentPassword.fill('algo escrito');

  // Escape on the password dialog with something typed: a second dialog asks first.
  await page.keyboard.press('Escape');
  await expect(discardDialog).toBeVisible();
  await expect(passwordDialog).toBeVisible();

  // Escape now closes only the top one.
  await page.keyboard.press('Escape');
  await expect(discardDialog).toBeHidden();
  await expect(passwordDialog).toBeVisible();
  await expect(currentPassword).toHaveValue('algo escrito');

  // A click outside the top dialog closes only it too.
  await currentPassword.click();
  await page.keyboard.press('Escape');
  await expect(discardDialog).toBeVisible();
  await page.mouse.click(8, 8);
  await expect(discardDialog).toBeHidden();
  await expect(passwordDialog).toBeVisible();

  // Discarding closes both.
  await currentPassword.click();
  await page.keyboard.press('Escape');
  await discardDialog.getByRole('button', { name: 'Descartar' }).click();
  await expect(passwordDialog).toBeHidden();
  await expect(discardDialog).toBeHidden();

  // An untouched dialog closes on Escape at once.
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(passwordDialog).toBeVisible();
  await passwordDialog.getByLabel('Contraseña actual').focus();
  await page.keyboard.press('Escape');
  await expect(passwordDialog).toBeHidden();
  await expect(discardDialog).toBeHidden();

  const classes = await motion();
  expect(classes.some((name) => /zoom-(appear|enter)/.test(name))).toBe(true);
  expect(classes.some((name) => /zoom-leave/.test(name))).toBe(true);
});

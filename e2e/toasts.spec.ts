import { expect, type Locator, type Page, test } from '@playwright/test';
import { createActiveUser, signInAt } from './support/users';

async function drag(page: Page, toast: Locator, deltaX: number) {
  const box = await toast.boundingBox();
  if (!box) throw new Error('El aviso no está en pantalla');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 40, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 40 + deltaX / 2, y, { steps: 4 });
  await page.mouse.move(box.x + 40 + deltaX, y, { steps: 4 });
  await page.mouse.up();
}

test('toasts appear top-right, F8 reaches them, a swipe past 50 px dismisses one and «Cerrar» another', async ({
  page,
  baseURL,
}) => {
  const user = await createActiveUser(baseURL ?? '', 'avisos');
  await signInAt(page, user, '/profile');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  const toast = page.getByTestId('toast').filter({ hasText: 'Perfil actualizado' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('role', 'status');
  await expect(toast).toHaveAttribute('data-variant', 'success');
  await expect(toast).toHaveAttribute('data-toast-key', /.+/);

  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && viewport.width - (box.x + box.width)).toBeLessThan(64);
  expect(box?.y).toBeLessThan(100);

  await page.keyboard.press('F8');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Avisos (F8)');

  // The focus (F8) and the pointer over it both pause the 2 s timer, so the toast waits for the drags.
  await drag(page, toast, 30);
  await expect(toast).toBeVisible();
  await drag(page, toast, 90);
  await expect(toast).toBeHidden();

  // From the keyboard: F8, Tab to the toast's «Cerrar», Enter; the focus stays with the toasts.
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast).toBeVisible();
  await page.keyboard.press('F8');
  await page.keyboard.press('Tab');
  await expect(toast.getByRole('button', { name: 'Cerrar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast).toBeHidden();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Avisos (F8)');
});

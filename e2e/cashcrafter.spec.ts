import { DEMO_ACCOUNTS } from '@pipcrafters/contracts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { choose, screenshots, settle } from './support/page';
import { createActiveUser, signInAt } from './support/users';

/**
 * CashCrafter in a browser: a fresh user's settings, two accounts (EUR and USD), a category of their own, an expense
 * and a transfer across currencies, a budget set below the spending and its warning, a savings goal and a
 * contribution, an account with movements refused deletion, a monthly recurring expense due today posted by the
 * service, a semicolon CSV with decimal commas (in Latin-1) imported, marked duplicate the second time, then undone,
 * the CSV export; axe in both themes. Then the demo trader's seeded overview and charts.
 */

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const movements = (page: Page) => page.getByRole('table', { name: 'Movimientos' });

async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

async function submit(modal: Locator, button: string) {
  await modal.getByRole('button', { name: button }).click();
  await expect(modal).toBeHidden();
}

/** A bank's export: semicolons, day-first dates, decimal commas with dots for thousands, in Latin-1. */
const STATEMENT = [
  'Fecha;Concepto;Importe',
  '02/06/2025;Supermercado e2e;-45,30',
  '03/06/2025;Devolución e2e;1.250,00',
]
  .join('\r\n')
  .concat('\r\n');

async function importStatement(page: Page) {
  await page.getByRole('button', { name: 'Importar extracto CSV' }).click();
  const wizard = dialog(page, 'Importar un extracto');
  await choose(page, 'Cuenta de destino', 'Cuenta nómina (EUR)', wizard);
  await wizard.locator('input[type=file]').setInputFiles({
    name: 'extracto-junio.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(STATEMENT, 'latin1'),
  });
  await expect(wizard.getByText('Archivo elegido: extracto-junio.csv')).toBeVisible();
  await expect(wizard.getByText('Leído como Latin-1 (Windows-1252).')).toBeVisible();
  await wizard.getByRole('button', { name: 'Siguiente' }).click();
  return wizard;
}

test('accounts, a movement, a budget passed, a recurring expense, a CSV imported twice, the export', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const user = await createActiveUser(baseURL ?? '', 'cashcrafter', 'Carla');
  await signInAt(page, user, '/cashcrafter');
  await expect(page.getByRole('heading', { level: 1, name: 'CashCrafter' })).toBeVisible();
  await settle(page);
  await expect(page.getByText('Empieza creando tu primera cuenta')).toBeVisible();
  await expectNoSeriousViolations(page, '/cashcrafter (sin cuentas)', { include: 'main' });

  // Settings: euros, and what the user can afford to lose trading.
  await page.getByRole('button', { name: /Elegir mi divisa principal/ }).click();
  const settings = dialog(page, 'Ajustes de CashCrafter');
  await choose(page, 'Divisa principal', 'EUR', settings);
  await settings.getByLabel('Cuánto puedo permitirme perder').fill('500');
  await submit(settings, 'Guardar');
  await expect(toast(page, 'Ajustes guardados')).toBeVisible();

  // Two accounts, in euros and in dollars.
  await page.getByRole('button', { name: 'Crear mi primera cuenta' }).click();
  let account = dialog(page, 'Nueva cuenta');
  await account.getByLabel('Nombre').fill('Cuenta nómina');
  await account.getByLabel('Saldo inicial').fill('2.500,00');
  await submit(account, 'Crear cuenta');
  await expect(toast(page, 'Cuenta creada')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Resumen', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('button', { name: 'Nueva cuenta' }).click();
  account = dialog(page, 'Nueva cuenta');
  await account.getByLabel('Nombre').fill('Bróker');
  await choose(page, 'Tipo', 'Bróker', account);
  await choose(page, 'Divisa', 'USD', account);
  await account.getByLabel('Saldo inicial').fill('1.000');
  await submit(account, 'Crear cuenta');
  const accounts = page.getByRole('table', { name: 'Cuentas' });
  await expect(accounts).toContainText('Cuenta nómina');
  await expect(accounts).toContainText(/2500,00\s€/);
  await expect(accounts).toContainText(/1000,00\sUS\$/);
  await expect(page.getByText(/Tipos de cambio del \d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
  // 1.000 US$ at a broker against 500 € the user can lose: the capital de riesgo warns.
  await expect(page.getByText(/en el bróker por encima de lo que puedes permitirte perder/)).toBeVisible();

  // A category of the user's own, beside the Spanish defaults.
  await openTab(page, 'Movimientos');
  await page.getByRole('button', { name: 'Categorías' }).click();
  const categories = dialog(page, 'Categorías');
  await expect(categories.getByText('Predeterminada').first()).toBeVisible();
  await categories.getByLabel('Nueva categoría').fill('Salidas e2e');
  await categories.getByRole('button', { name: 'Añadir categoría' }).click();
  await expect(toast(page, 'Categoría creada: Salidas e2e')).toBeVisible();
  await expect(categories.getByText('Salidas e2e')).toBeVisible();
  await categories.getByRole('button', { name: 'Cerrar' }).click();
  await expect(categories).toBeHidden();

  // An expense in that category.
  await page.getByRole('button', { name: 'Nuevo movimiento' }).click();
  let movement = dialog(page, 'Nuevo movimiento');
  await choose(page, 'Cuenta', 'Cuenta nómina (EUR)', movement);
  await movement.getByLabel('Importe').fill('45,50');
  await movement.getByLabel('Descripción').fill('Cena con amigos');
  await choose(page, 'Categoría', 'Salidas e2e', movement);
  await submit(movement, 'Añadir movimiento');
  await expect(toast(page, 'Movimiento añadido')).toBeVisible();
  await expect(movements(page).getByRole('row').filter({ hasText: 'Cena con amigos' })).toContainText(
    /-45,50\s€/,
  );

  // A transfer to the dollar account asks what arrived there.
  await page.getByRole('button', { name: 'Nuevo movimiento' }).click();
  movement = dialog(page, 'Nuevo movimiento');
  await movement.getByText('Transferencia', { exact: true }).click();
  await expect(movement.getByRole('radio', { name: 'Transferencia' })).toBeChecked();
  await choose(page, 'Desde la cuenta', 'Cuenta nómina (EUR)', movement);
  await choose(page, 'Hacia la cuenta', 'Bróker (USD)', movement);
  await movement.getByLabel('Importe que sale').fill('100');
  await movement.getByLabel('Importe que llega').fill('108,50');
  await submit(movement, 'Añadir movimiento');
  const transfer = movements(page).getByRole('row').filter({ hasText: 'Transferencia a Bróker' });
  await expect(transfer).toContainText('Cuenta nómina → Bróker');
  await expect(transfer).toContainText(/llegan 108,50\sUS\$/);

  // A budget below the spending: the bar and the warnings say by how much.
  await openTab(page, 'Presupuestos');
  await choose(page, 'Categoría', 'Salidas e2e');
  await page.getByLabel(/Límite del mes/).fill('20');
  await page.getByRole('button', { name: 'Guardar presupuesto' }).click();
  await expect(page.getByText(/^Te has pasado del presupuesto de Salidas e2e en 25,50\s€$/)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Te has pasado de 1 presupuesto' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Presupuesto de Salidas e2e' })).toBeVisible();
  await settle(page);
  await expectNoSeriousViolations(page, '/cashcrafter?vista=presupuestos', { include: 'main' });
  await openTab(page, 'Resumen');
  await expect(page.getByRole('alert').filter({ hasText: 'Salidas e2e' })).toBeVisible();

  // A savings goal kept by contributions: what it asks each month, then 500 € more.
  await openTab(page, 'Metas');
  await page.getByRole('button', { name: 'Crear mi primera meta' }).click();
  const goal = dialog(page, 'Nueva meta de ahorro');
  await goal.getByLabel('Nombre').fill('Fondo de emergencia');
  await goal.getByLabel('Objetivo', { exact: true }).fill('6.000');
  await goal
    .getByLabel('Fecha objetivo')
    .fill(new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10));
  await goal.getByLabel('Ya ahorrado').fill('1.500');
  await submit(goal, 'Crear meta');
  const goalCard = page.locator('.ant-card').filter({ hasText: 'Fondo de emergencia' });
  await expect(goalCard).toContainText(/Ahorrado 1500,00\s€ de 6000,00\s€/);
  await expect(goalCard).toContainText(/Ahorra .+ al mes durante \d+ meses/);
  await goalCard.getByRole('button', { name: 'Aportar' }).click();
  await page.getByLabel('Importe (EUR)').fill('500');
  await page.getByRole('button', { name: 'Anotar' }).click();
  await expect(toast(page, 'Aportación anotada')).toBeVisible();
  await expect(goalCard).toContainText(/Ahorrado 2000,00\s€ de 6000,00\s€/);

  // An account with movements is not deleted: the service says why.
  await openTab(page, 'Resumen');
  await page.getByRole('button', { name: 'Eliminar la cuenta Cuenta nómina' }).click();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(toast(page, 'No se pudo eliminar la cuenta')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cuentas' })).toContainText('Cuenta nómina');

  // A monthly expense due today (the form's defaults): the service posts it by itself.
  await openTab(page, 'Recurrentes');
  await page.getByRole('button', { name: 'Nuevo recurrente' }).click();
  const recurring = dialog(page, 'Nuevo movimiento recurrente');
  await recurring.getByLabel('Descripción').fill('Gimnasio e2e');
  await choose(page, 'Cuenta', 'Cuenta nómina (EUR)', recurring);
  await recurring.getByLabel('Importe').fill('30');
  await expect(recurring.getByText(/^Cada mes, el día \d+/)).toBeVisible();
  await submit(recurring, 'Crear recurrente');
  await expect(toast(page, 'Recurrente creado')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Movimientos recurrentes' })).toContainText('Gimnasio e2e');
  await openTab(page, 'Movimientos');
  await expect(async () => {
    await page.reload();
    await expect(movements(page).getByRole('row').filter({ hasText: 'Gimnasio e2e' })).toContainText(
      'Recurrente',
      {
        timeout: 5000,
      },
    );
  }).toPass({ timeout: 60_000 });
  await expect(page).toHaveURL(/vista=movimientos/);

  // A bank's CSV: the service guesses the columns, a wrong date format is shown at once, then two rows import.
  await openTab(page, 'Importar');
  let wizard = await importStatement(page);
  const counts = wizard.getByText(/se importarán · /);
  await expect(counts).toHaveText('2 se importarán · 0 duplicados · 0 con errores (de 2 filas)');
  await choose(page, 'Formato de la fecha', 'AAAA-MM-DD (2025-12-31)', wizard);
  await expect(counts).toHaveText('0 se importarán · 0 duplicados · 2 con errores (de 2 filas)');
  await choose(page, 'Formato de la fecha', 'DD/MM/AAAA (31/12/2025)', wizard);
  await expect(counts).toHaveText('2 se importarán · 0 duplicados · 0 con errores (de 2 filas)');
  await wizard.getByRole('button', { name: 'Revisar' }).click();
  const rows = wizard.getByRole('table', { name: 'Vista previa de la importación' });
  await expect(rows).toContainText('Devolución e2e');
  await expect(rows).toContainText(/\+1250,00\s€|\+1\.250,00\s€/);
  await expect(rows).toContainText(/-45,30\s€/);
  await wizard.getByRole('button', { name: 'Importar 2 movimientos' }).click();
  await expect(toast(page, 'Importados 2 movimientos, 0 duplicados omitidos')).toBeVisible();
  await expect(wizard).toBeHidden();
  const history = page.getByRole('table', { name: 'Importaciones anteriores' });
  await expect(history).toContainText('extracto-junio.csv');

  // The same file again: both rows are duplicates, nothing to import.
  wizard = await importStatement(page);
  await expect(wizard.getByText(/se importarán · /)).toHaveText(
    '0 se importarán · 2 duplicados · 0 con errores (de 2 filas)',
  );
  await wizard.getByRole('button', { name: 'Revisar' }).click();
  await expect(
    wizard
      .getByRole('table', { name: 'Vista previa de la importación' })
      .getByText('Duplicado', { exact: true }),
  ).toHaveCount(2);
  await expect(wizard.getByRole('button', { name: 'Importar 0 movimientos' })).toBeDisabled();
  await settle(page);
  await expectNoSeriousViolations(page, 'importar (vista previa)', { include: '.ant-modal' });
  await wizard.getByRole('button', { name: 'Cancelar' }).click();
  await expect(wizard).toBeHidden();

  // Undone: its two movements leave the account.
  await history.getByRole('button', { name: 'Deshacer importación' }).click();
  await page.getByRole('button', { name: 'Deshacer', exact: true }).click();
  await expect(toast(page, 'Importación deshecha')).toBeVisible();
  await openTab(page, 'Movimientos');
  await expect(movements(page)).toContainText('Cena con amigos');
  await expect(movements(page)).not.toContainText('Supermercado e2e');

  // The export: a CSV file with the movements.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString('utf8')).toContain('Cena con amigos');

  // Every tab, dark (the default) and light; the overview at both widths.
  for (const name of ['Resumen', 'Movimientos', 'Metas', 'Recurrentes', 'Importar', 'Informes']) {
    await openTab(page, name);
    await settle(page);
    await expectNoSeriousViolations(page, `/cashcrafter ${name} (oscuro)`, { include: 'main' });
  }
  await page.goto('/profile');
  await page.getByRole('radiogroup', { name: 'Tema' }).getByText('Claro').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.goto('/cashcrafter');
  await settle(page);
  await expectNoSeriousViolations(page, '/cashcrafter (claro)', { include: 'main' });
  await screenshots(page, testInfo, 'cashcrafter-resumen');
});

test("the demo trader's overview: accounts, net worth, capital de riesgo and the charts", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, DEMO_ACCOUNTS.trader, '/cashcrafter');
  await expect(page.getByRole('heading', { level: 1, name: 'CashCrafter' })).toBeVisible();
  await settle(page);
  // The seeded household (services/finance's demo content): a salary account and a dollar broker account.
  const accounts = page.getByRole('table', { name: 'Cuentas' });
  await expect(accounts).toContainText('Cuenta nómina');
  await expect(accounts).toContainText('Bróker (cuenta en USD)');
  await expect(page.getByText(/Patrimonio neto: /)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Capital de riesgo' })).toBeVisible();
  await expect(page.getByTestId('grafico-patrimonio')).toHaveAttribute('data-ready', 'true');

  await openTab(page, 'Informes');
  await expect(page.getByTestId('grafico-ingresos-gastos')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('grafico-patrimonio')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('table', { name: 'Resumen mensual' }).locator('.ant-table-row')).toHaveCount(
    12,
  );
  await settle(page);
  await expectNoSeriousViolations(page, '/cashcrafter?vista=informes (demo)', { include: 'main' });
});

import type { RatesSnapshot } from '@pipcrafters/contracts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { choose, screenshots, settle } from './support/page';
import { createActiveUser, signInAt } from './support/users';

/**
 * FinanceHub in a browser: every calculator answers as the user types (hand-computed figures, Spanish decimals in
 * and out), with the conventions the issue asks for (gold's pip, the minimum lot, Kelly's "no operar", the month's
 * start or end), the field messages, the rates' date and a rate of the user's own; axe in both themes; 375 px.
 */

const calculator = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
const result = (section: Locator) => section.getByRole('status');

async function type(section: Locator, label: string, value: string) {
  await section.getByLabel(label, { exact: true }).fill(value);
}

test('every calculator answers as the user types, in Spanish formats, with the rates’ date', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const user = await createActiveUser(baseURL ?? '', 'financehub', 'Fina');
  await signInAt(page, user, '/financehub');
  await expect(page.getByRole('heading', { level: 1, name: 'FinanceHub' })).toBeVisible();
  await settle(page);

  const rates = await page.request.get('/api/finance/rates');
  expect(rates.status()).toBe(200);
  const { date } = (await rates.json()) as RatesSnapshot;
  const [year, month, day] = date.slice(0, 10).split('-');
  await expect(
    page.getByText(`Tipos de cambio de referencia del ${day}/${month}/${year}`).first(),
  ).toBeVisible();

  // Navigation to each calculator.
  const nav = page.getByRole('navigation', { name: 'Calculadoras' });
  await expect(nav.getByRole('link')).toHaveCount(11);
  await nav.getByRole('link', { name: 'Kelly' }).click();
  await expect(page).toHaveURL(/#kelly$/);

  // Pip value: USDJPY on a USD account, 1 lot at 150,00 → 1.000 JPY ÷ 150 = 6,67 US$.
  const pip = calculator(page, 'Valor del pip');
  await choose(page, 'Par', 'USD/JPY', pip);
  await type(pip, 'Lotes', '1');
  await type(pip, 'Precio del par', '150,00');
  await expect(result(pip)).toContainText(/6,67\sUS\$/);
  // Gold: 100 oz a lot, its pip 0,10 (10 US$ a lot) or 0,01 (1 US$).
  await choose(page, 'Par', 'XAU/USD', pip);
  await type(pip, 'Precio del par', '2.300,50');
  await expect(pip.getByRole('radiogroup', { name: 'Pip del oro' })).toBeVisible();
  await expect(result(pip)).toContainText(/Valor del pip en USD10,00\sUS\$/);
  await pip.getByRole('radio', { name: '0,01 USD' }).check();
  await expect(result(pip)).toContainText(/Valor del pip en USD1,00\sUS\$/);

  // Position size: 14.500 USD, 2 %, 100 pips on EURUSD → 290 ÷ 1.000 = 0,29 lots (rounded down, never 0,28).
  const size = calculator(page, 'Tamaño de posición');
  await type(size, 'Saldo de la cuenta', '14.500');
  await type(size, 'Riesgo (%)', '2');
  await type(size, 'Stop loss (pips)', '100');
  await expect(result(size)).toContainText('0,29 lotes');
  await expect(result(size)).toContainText(/290,00\sUS\$/);
  // The field's message, with its label; a text that is not a number.
  await type(size, 'Stop loss (pips)', '0');
  await expect(size.getByText('El campo «Stop loss (pips)» debe ser un número mayor que 0.')).toBeVisible();
  await type(size, 'Stop loss (pips)', 'cien');
  await expect(size.getByText('Escribe un número, por ejemplo «1,0850» o «1.0850».')).toBeVisible();
  // Below the minimum lot: 0 lots and a warning.
  await type(size, 'Stop loss (pips)', '100');
  await type(size, 'Saldo de la cuenta', '100');
  await type(size, 'Riesgo (%)', '1');
  await expect(result(size)).toContainText('0 lotes');
  await expect(size.getByText(/no alcanza el lote mínimo/)).toBeVisible();

  // Margin: 1 lot of EURUSD at 1,0850 with 1:30 → 108.500 ÷ 30 = 3.616,67 US$.
  const margin = calculator(page, 'Margen');
  await type(margin, 'Lotes', '1');
  await type(margin, 'Apalancamiento', '1:30');
  await type(margin, 'Precio del par', '1,0850');
  await expect(result(margin)).toContainText(/3616,67\sUS\$|3\.616,67\sUS\$/);

  // Profit/loss: long 1 lot of EURUSD from 1,0800 to 1,0850 → 50 pips, 500 US$.
  const profit = calculator(page, 'Ganancia o pérdida');
  await type(profit, 'Lotes', '1');
  await type(profit, 'Precio de entrada', '1,0800');
  await type(profit, 'Precio de salida', '1.0850');
  await expect(result(profit)).toContainText(/Resultado500,00\sUS\$/);
  await expect(result(profit)).toContainText('Pips50');

  // Risk to reward: long at 1,0850, stop 1,0800, target 1,0950 → 50 and 100 pips, 1:2, 33,3 % to break even.
  const reward = calculator(page, 'Riesgo-beneficio');
  await type(reward, 'Entrada', '1,0850');
  await type(reward, 'Stop loss', '1,0800');
  await type(reward, 'Take profit', '1,0950');
  await expect(result(reward)).toContainText('1:2');
  await expect(result(reward)).toContainText('33,3 %');
  await type(reward, 'Stop loss', '1,0900');
  await expect(reward.getByText(/En una compra \(long\), «Stop loss» debe estar por debajo/)).toBeVisible();

  // Expectancy: 45 % × 150 − 55 % × 100 = 12,5.
  const expectancy = calculator(page, 'Esperanza matemática');
  await type(expectancy, 'Tasa de acierto (%)', '45');
  await type(expectancy, 'Ganancia media', '150');
  await type(expectancy, 'Pérdida media', '100');
  await expect(result(expectancy)).toContainText('Por operación12,5');

  // Kelly: 40 % at 1:1 is negative → no operar; 60 % at 1:1 → 20 %, half 10 %.
  const kelly = calculator(page, 'Criterio de Kelly');
  await type(kelly, 'Tasa de acierto (%)', '40');
  await type(kelly, 'Ganancia media ÷ pérdida media', '1');
  await expect(result(kelly)).toContainText('No operar (0 %)');
  await type(kelly, 'Tasa de acierto (%)', '60');
  await expect(result(kelly)).toContainText('Recomendado (medio Kelly)10 %');

  // Drawdown: 50 % needs 100 %; 20 % needs 25 %.
  const drawdown = calculator(page, 'Recuperación del drawdown');
  await type(drawdown, 'Drawdown (%)', '50');
  await expect(result(drawdown)).toContainText('100 %');
  await type(drawdown, 'Drawdown (%)', '20');
  await expect(result(drawdown)).toContainText('25 %');

  // Compound growth at 0 %: 10.000 + 12 × 100 = 11.200, contributions at the end of the month said so.
  const growth = calculator(page, 'Interés compuesto');
  await type(growth, 'Capital inicial', '10.000');
  await type(growth, 'Rentabilidad anual nominal (%)', '0');
  await type(growth, 'Meses', '12');
  await type(growth, 'Aportación mensual', '100');
  await expect(result(growth)).toContainText('11.200');
  await expect(result(growth)).toContainText('Aportaciones al final de cada mes');
  await growth.getByRole('radio', { name: 'Al inicio de cada mes' }).check();
  await expect(result(growth)).toContainText('Aportaciones al inicio de cada mes');

  // Swap: −6,5 points on 1 lot of EURUSD for 1 night → −6,5 × 0,00001 × 100.000 = −6,50 US$.
  const swap = calculator(page, 'Swap');
  await type(swap, 'Lotes', '1');
  await type(swap, 'Swap (puntos)', '-6,5');
  await type(swap, 'Noches', '1');
  await expect(result(swap)).toContainText(/-6,50\sUS\$/);

  // Converter with the user's own rate: 1.000 USD at 20 MXN = 20.000 MXN.
  const converter = calculator(page, 'Conversor de divisas');
  await type(converter, 'Importe', '1.000');
  await expect(
    converter.getByText(`Tipos de cambio de referencia del ${day}/${month}/${year}`),
  ).toBeVisible();
  await converter.getByRole('button', { name: 'Usar mi propio tipo de cambio' }).click();
  await expect(converter.getByLabel('Par del tipo')).toHaveValue('USDMXN');
  await type(converter, 'Tipo de cambio propio', '20');
  await expect(result(converter)).toContainText(/20\.000,00\sMXN/);
  await expect(converter.getByText('Con tu tipo de cambio')).toBeVisible();

  // The lesson behind a calculator.
  await expect(kelly.getByRole('link', { name: /^Lección:/ })).toHaveAttribute(
    'href',
    '/aprende/lesson/esperanza-matematica',
  );

  await settle(page);
  await expectNoSeriousViolations(page, '/financehub (claro)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await settle(page);
  await expectNoSeriousViolations(page, '/financehub (oscuro)');
  await screenshots(page, testInfo, 'financehub');

  // The lesson behind a calculator opens in the course.
  await kelly.getByRole('link', { name: /^Lección:/ }).click();
  await expect(page).toHaveURL(/\/aprende\/lesson\/esperanza-matematica$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Esperanza matemática: cuánto aporta cada operación' }),
  ).toBeVisible();
});

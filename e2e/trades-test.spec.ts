import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type JournalStrategy,
  type Strategy,
  type StrategyInput,
  type TradePage,
} from '@pipcrafters/contracts';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { card, choose, screenshots, settle } from './support/page';
import { bearer, createActiveUser, signInAt } from './support/users';

/**
 * A trade's strategy and the trades test in a browser, for a fresh trader: a strategy made through the strategies
 * API (bearer only), two trades typed in PipJournal with it and their rules ticked, the list showing and filtering
 * them; at /tests/trades a plan that risks too much ("No cumple", the risk's reason) and the same plan at the size
 * the strategy allows ("Cumple"); a what-if that removes the trades after two losses in a row; axe in both themes
 * and the page at 375 px.
 */

const write = { headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE } };
const ZONE = 'Europe/Madrid';

const STRATEGY: StrategyInput = {
  name: 'Ruptura de prueba',
  instruments: ['EURUSD', 'GBPUSD'],
  style: 'intradia',
  status: 'activa',
  entryRules: [
    { text: 'El rango asiático mide entre 20 y 50 pips' },
    { text: 'Cierre de vela fuera del rango' },
  ],
  exitRules: [{ text: 'Stop al otro lado del rango' }],
  risk: { maxRiskPercent: '1', maxDailyLossPercent: '3', minRewardRisk: '2', maxOpenTrades: 2 },
  checklist: [{ text: 'Sin noticias de alto impacto en la próxima hora' }],
};

/** A local day `daysAgo` days back at `time`, as the form's `datetime-local` value and as an instant (Madrid). */
function madrid(daysAgo: number, time: string): { local: string; iso: string } {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() - daysAgo * 86_400_000));
  const local = `${day}T${time}`;
  // Madrid is UTC+1 or UTC+2: find the instant whose Madrid wall clock is `local`.
  for (const offset of ['+01:00', '+02:00']) {
    const iso = new Date(`${local}:00${offset}`).toISOString();
    const wall = new Intl.DateTimeFormat('sv-SE', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .format(new Date(iso))
      .replace(' ', 'T');
    if (wall === local) return { local, iso };
  }
  throw new Error(`no instant for ${local}`);
}

test('a strategy on two trades with their rules ticked, a plan that breaks its risk rule and one that passes, a what-if', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const user = await createActiveUser(baseURL ?? '', 'prueba-operaciones', 'Pablo');
  await signInAt(page, user, '/pipjournal');
  await expect(page.getByRole('heading', { level: 1, name: 'Trading Journal' })).toBeVisible();

  // The account, and the strategy through the strategies API, which takes only a bearer token.
  const account = await page.request.post('/api/journal/accounts', {
    ...write,
    data: { name: 'Cuenta USD', broker: 'Demo', currency: 'USD', initialBalance: '10000', kind: 'demo' },
  });
  expect(account.status()).toBe(201);
  const { id: accountId } = (await account.json()) as { id: string };
  const created = await page.request.post('/api/strategies', {
    headers: { ...write.headers, ...(await bearer(page)) },
    data: STRATEGY,
  });
  expect(created.status()).toBe(201);
  const strategy = (await created.json()) as Strategy;
  const [firstRule, secondRule] = strategy.entryRules;
  const [exitRule] = strategy.exitRules;
  // The journal learns of it through a domain event.
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/journal/strategies');
        return (
          response.ok() && ((await response.json()) as JournalStrategy[]).some((s) => s.id === strategy.id)
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  // Four trades of one day without a strategy, for the what-if: two losses in a row, then two more opened after.
  const day = 12;
  const history = [
    ['09:00', '09:30', '1.08000', '1.07900'],
    ['10:00', '10:30', '1.08000', '1.07950'],
    ['11:00', '11:30', '1.08000', '1.08200'],
    ['12:00', '12:30', '1.08000', '1.07900'],
  ];
  for (const [open, close, entry, exit] of history) {
    const response = await page.request.post('/api/journal/trades', {
      ...write,
      data: {
        accountId,
        symbol: 'EURUSD',
        side: 'buy',
        openTime: madrid(day, open as string).iso,
        closeTime: madrid(day, close as string).iso,
        entryPrice: entry,
        exitPrice: exit,
        stopLoss: '1.07800',
        volume: '0.1',
      },
    });
    expect(response.status()).toBe(201);
  }

  // Two trades by hand, each given the strategy, with its rules reviewed.
  await page.reload();
  const form = page.getByRole('tabpanel', { name: 'Nueva operación' });
  const typeTrade = async (symbol: string, entry: string, exit: string, stop: string, daysAgo: number) => {
    await page.getByRole('tab', { name: 'Nueva operación', exact: true }).click();
    await expect(form).toBeVisible();
    await form.getByLabel('Símbolo').fill(symbol);
    await form.getByLabel('Volumen (lotes)').fill('0,5');
    await form.getByLabel('Cierre').fill(madrid(daysAgo, '15:00').local);
    await form.getByLabel('Precio de entrada').fill(entry);
    await form.getByLabel('Precio de salida').fill(exit);
    await form.getByLabel('Stop loss').fill(stop);
    await choose(page, 'Estrategia', STRATEGY.name, form);
    const review = form.getByTestId('revision-reglas');
    await expect(review.getByTestId('estado-revision')).toHaveText('Sin revisar');
    return review;
  };
  const save = async () => {
    await form.getByRole('button', { name: 'Guardar operación' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Operación guardada' }).first()).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Operaciones' })).toBeVisible();
  };

  let review = await typeTrade('EURUSD', '1,08500', '1,08700', '1,08400', 5);
  const ruleBox = review.getByRole('checkbox', { name: firstRule?.text });
  await ruleBox.click();
  await expect(ruleBox).toBeChecked();
  await expect(review.getByRole('checkbox', { name: exitRule?.text })).not.toBeChecked();
  await expect(review.getByTestId('estado-revision')).toHaveText('1 de 3 reglas seguidas');
  await review.screenshot({ path: testInfo.outputPath('revision-reglas.png') });
  await save();

  review = await typeTrade('GBPUSD', '1,27000', '1,27300', '1,26900', 4);
  await review.getByRole('button', { name: 'Seguí todas' }).click();
  await expect(review.getByRole('checkbox', { name: secondRule?.text })).toBeChecked();
  await expect(review.getByTestId('estado-revision')).toHaveText('3 de 3 reglas seguidas');
  await save();

  // Stored as ticked: the first trade followed one rule, the second all three.
  const stored = (await (await page.request.get('/api/journal/trades?pageSize=50')).json()) as TradePage;
  const byStrategy = stored.items.filter((trade) => trade.strategyId === strategy.id);
  expect(byStrategy).toHaveLength(2);
  expect(byStrategy.find((trade) => trade.symbol === 'EURUSD')?.followedRules).toEqual([firstRule?.id]);
  expect(new Set(byStrategy.find((trade) => trade.symbol === 'GBPUSD')?.followedRules)).toEqual(
    new Set([firstRule?.id, secondRule?.id, exitRule?.id]),
  );
  expect(stored.items.filter((trade) => trade.strategyId === null)).toHaveLength(4);

  // The list shows the strategy on them, and filters by it.
  const list = page.getByRole('tabpanel', { name: 'Operaciones' });
  await expect(list.getByRole('row').filter({ hasText: STRATEGY.name })).toHaveCount(2);
  await choose(page, 'Estrategia', STRATEGY.name, list);
  await expect(list.locator('tbody tr')).toHaveCount(2);
  await expect(
    page
      .getByTestId('totales')
      .locator('div')
      .filter({ hasText: /^Operaciones/ }),
  ).toContainText('2');

  // The detail says which rules were followed.
  await list
    .getByRole('row')
    .filter({ hasText: 'EURUSD' })
    .getByRole('button', { name: /^Ver EURUSD/ })
    .click();
  const drawer = page.getByRole('dialog').filter({ hasText: 'Beneficio bruto' });
  await expect(drawer).toContainText(STRATEGY.name);
  await expect(drawer).toContainText('1 de 3 reglas seguidas');
  await expect(drawer.getByRole('listitem').filter({ hasText: firstRule?.text ?? '' })).toContainText(
    '(Seguida)',
  );
  await expect(drawer.getByRole('listitem').filter({ hasText: exitRule?.text ?? '' })).toContainText(
    '(No seguida)',
  );
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // "Asignar estrategia" on one of the other trades: three on the strategy now.
  await list.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(list.locator('tbody tr')).toHaveCount(6);
  await list.locator('tbody tr').filter({ hasNotText: STRATEGY.name }).first().getByRole('checkbox').check();
  await list.getByRole('button', { name: /Asignar estrategia/ }).click();
  const popover = page.locator('.ant-popover:visible');
  await choose(page, 'Estrategia para las seleccionadas', STRATEGY.name, popover);
  await popover.getByRole('button', { name: 'Asignar', exact: true }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Estrategia asignada a 1 operación' }),
  ).toBeVisible();
  await expect(list.getByRole('row').filter({ hasText: STRATEGY.name })).toHaveCount(3);

  // EdgePilot: the strategy as a breakdown and as a filter.
  await page.goto('/edgepilot');
  await expect(page.getByRole('heading', { level: 1, name: 'EdgePilot' })).toBeVisible();
  await settle(page);
  await choose(page, 'Agrupar por', 'Estrategia');
  await settle(page);
  await expect(card(page, 'Desglose').locator('tbody tr').filter({ hasText: STRATEGY.name })).toHaveCount(1);
  await choose(page, 'Estrategia', STRATEGY.name);
  await expect(page.getByTestId('operaciones-filtradas')).toHaveText('3 operaciones');

  // The trades test: a plan that risks 5 % where the strategy allows 1 %.
  await page.goto('/tests/trades');
  await expect(page.getByRole('heading', { level: 1, name: 'Prueba de operaciones' })).toBeVisible();
  await settle(page);
  const plan = card(page, 'Planifica una operación');
  await plan.getByLabel('Símbolo').fill('EURUSD');
  await plan.getByLabel('Precio de entrada').fill('1,08500');
  await plan.getByLabel('Stop loss').fill('1,08000');
  await plan.getByLabel('Take profit').fill('1,09500');
  await plan.getByLabel('Tamaño (lotes)').fill('1');
  await expect(plan.getByLabel(/Tipo de cambio/)).toHaveCount(0);
  await choose(page, 'Estrategia', STRATEGY.name, plan);
  await plan.getByRole('checkbox', { name: STRATEGY.checklist?.[0]?.text }).check();
  await plan.getByRole('button', { name: 'Probar plan' }).click();
  const verdict = plan.getByTestId('veredicto');
  await expect(verdict.getByRole('status')).toContainText('No cumple');
  await expect(verdict.getByRole('status')).toHaveAttribute('data-verdict', 'no cumple');
  const risk = verdict.locator('[data-check="risk"]');
  await expect(risk).toHaveAttribute('data-passed', 'false');
  await expect(risk).toContainText('No cumple');
  await expect(risk).toContainText('%');
  await expect(verdict.getByTestId('riesgo')).toContainText('500,00');
  await expect(verdict.locator('[data-check="reward-risk"]')).toHaveAttribute('data-passed', 'true');
  // 5 % is also more than the day's 3 % limit.
  await expect(verdict.locator('[data-check="daily-loss"]')).toHaveAttribute('data-passed', 'false');
  await expect(verdict.locator('[data-passed="false"]')).toHaveCount(2);
  await expect(verdict.getByRole('status')).toContainText('2 de las 9 comprobaciones no se cumplen');
  await expectNoSeriousViolations(page, '/tests/trades (oscuro, no cumple)');

  // The size the risk rule allows, used: the same plan passes.
  await expect(verdict.getByTestId('tamano-permitido')).toContainText('lotes');
  await verdict.getByRole('button', { name: 'Usar este tamaño' }).click();
  await expect(verdict.getByRole('status')).toHaveAttribute('data-verdict', 'cumple');
  await expect(verdict.getByRole('status')).toContainText('Cumple');
  await expect(plan.getByLabel('Tamaño (lotes)')).toHaveValue(/^0,\d+$/);
  await expect(verdict.locator('[data-passed="false"]')).toHaveCount(0);
  await expect(risk).toContainText('Cumple');

  // A validation error, in Spanish.
  await plan.getByLabel('Stop loss').fill('1,08500');
  await plan.getByRole('button', { name: 'Probar plan' }).click();
  await expect(plan.getByText('El stop no puede estar en el precio de entrada.')).toBeVisible();
  await expect(plan.getByText('Has cambiado el plan', { exact: false })).toBeVisible();

  // What if no trade had been opened after two losses in a row: two of the day's four go.
  const whatIf = card(page, '¿Y si hubieras seguido otra regla?');
  await whatIf.getByText('Sin operaciones tras dos pérdidas seguidas', { exact: true }).click();
  await expect(whatIf.getByTestId('eliminadas')).toHaveText('2 operaciones eliminadas');
  await expect(whatIf.getByTestId('modificadas')).toHaveText('0 modificadas');
  const figures = whatIf.getByRole('table', { name: 'Cifras sin y con la regla' });
  await expect(figures.getByRole('row').filter({ hasText: 'Operaciones' })).toContainText('6');
  await expect(figures.getByRole('row').filter({ hasText: 'Operaciones' })).toContainText('4');
  await expect(figures.getByRole('row').filter({ hasText: 'Operaciones' })).toContainText('-2');
  await expect(whatIf.getByTestId('curva-capital')).toHaveAttribute('data-ready', 'true');
  await expect(whatIf.getByTestId('curva-capital').locator('canvas').first()).toBeVisible();

  // A fixed stop of 5 pips cuts the losses that went further (the history's losses went 5 to 10 pips).
  await whatIf.getByText('Stop fijo de N pips', { exact: true }).click();
  await whatIf.getByLabel('Pips del stop').fill('5');
  await expect(whatIf.getByTestId('eliminadas')).toHaveText('0 operaciones eliminadas');
  await expect(whatIf.getByTestId('modificadas')).toHaveText('2 modificadas');

  await settle(page);
  await expectNoSeriousViolations(page, '/tests/trades (oscuro)');
  await screenshots(page, testInfo, 'prueba-operaciones');

  // Light theme, chosen in the profile.
  await page.goto('/profile');
  await page.getByRole('radiogroup', { name: 'Tema' }).getByText('Claro').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.goto('/tests/trades');
  await expect(page.getByRole('heading', { level: 1, name: 'Prueba de operaciones' })).toBeVisible();
  await settle(page);
  await expectNoSeriousViolations(page, '/tests/trades (claro)', { include: 'main' });
});

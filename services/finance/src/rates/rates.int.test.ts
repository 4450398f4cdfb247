import {
  type CalculatorMeta,
  ErrorCode,
  GATEWAY_IDENTITY_HEADER,
  type RatesSnapshot,
} from '@pipcrafters/contracts';
import type { SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import { signGatewayIdentity } from '@pipcrafters/service-kit';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { FinanceMessages } from '../messages';
import { admin, type ErrorBody, member, send } from '../testing/finance-api';
import { todayUtc } from './days';
import { RATES_SNAPSHOT } from './snapshot';

/**
 * The rates table through the gateway: the snapshot it starts with, an admin's update, the ECB's file, and the
 * calculators reading it. One file, run in order, since each step changes what the next one sees.
 */

const stack = inject('stack');
let user: SignedIn;
let boss: SignedIn;

beforeAll(async () => {
  [user, boss] = await Promise.all([member('tipos'), admin()]);
});

const rates = (who = user) => send<RatesSnapshot>(who, 'GET', '/api/finance/rates', undefined, 200);

/** eurofxref-daily.xml as the ECB publishes it (fewer currencies). */
const ECB_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
	<Cube>
		<Cube time='2025-07-01'>
			<Cube currency='USD' rate='1.1800'/>
			<Cube currency='JPY' rate='169.92'/>
			<Cube currency='GBP' rate='0.86000'/>
			<Cube currency='MXN' rate='22.1840'/>
		</Cube>
	</Cube>
</gesmes:Envelope>`;

describe('exchange rates', () => {
  it('start from the shipped snapshot: dollar pairs, dated', async () => {
    const table = await rates();
    expect(table.base).toBe('USD');
    expect(table.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(table.rates)).toEqual(expect.arrayContaining(Object.keys(RATES_SNAPSHOT.rates)));
    // Pairs nobody else sets keep the snapshot's value.
    expect(table.rates.USDCLP).toBe(RATES_SNAPSHOT.rates.USDCLP);
    expect(table.rates.USDPEN).toBe(RATES_SNAPSHOT.rates.USDPEN);
  });

  it('an admin sets pairs; the calculators use them when the request brings none', async () => {
    const today = todayUtc();
    const updated = await send<RatesSnapshot>(
      boss,
      'PUT',
      '/api/admin/finance/rates',
      { rates: { EURUSD: '1.1000', USDMXN: '20.00' } },
      200,
    );
    expect(updated).toMatchObject({ date: today, source: 'admin', base: 'USD' });
    expect(updated.rates).toMatchObject({ EURUSD: '1.1', USDMXN: '20', USDCLP: RATES_SNAPSHOT.rates.USDCLP });
    // 100 EUR → MXN through USD: 1.10 × 20 = 22; 2,200 MXN, at the table's date and source
    const converted = await send<{ result: string; rate: string; meta: CalculatorMeta }>(
      user,
      'POST',
      '/api/finance/calculators/convert',
      { amount: '100', from: 'EUR', to: 'MXN' },
      200,
    );
    expect(converted).toEqual({
      result: '2200.00',
      rate: '22',
      meta: { ratesDate: today, ratesSource: 'admin' },
    });
    // A rate of the request wins over the table's: EURUSD 1.20 × the table's USDMXN 20 = 24
    const overridden = await send<{ result: string; meta: CalculatorMeta }>(
      user,
      'POST',
      '/api/finance/calculators/convert',
      { amount: '100', from: 'EUR', to: 'MXN', rates: { EURUSD: '1.20' } },
      200,
    );
    expect(overridden.result).toBe('2400.00');
    // A pair's inverse replaces it: MXN priced as MXNUSD = 0.05 (20 per dollar), USDMXN gone
    const inverted = await send<RatesSnapshot>(
      boss,
      'PUT',
      '/api/admin/finance/rates',
      { rates: { MXNUSD: '0.05' }, date: '2025-07-01' },
      200,
    );
    expect(inverted.rates.MXNUSD).toBe('0.05');
    expect(inverted.rates.USDMXN).toBeUndefined();
  });

  it('refuses a table of unknown pairs, a pair with its inverse, a future day — in Spanish', async () => {
    const refusal = async (body: unknown) =>
      (await send<ErrorBody>(boss, 'PUT', '/api/admin/finance/rates', body, 400)).message;
    expect(await refusal({ rates: { USDMNX: '18' } })).toBe(FinanceMessages.rates.pair('USDMNX'));
    expect(await refusal({ rates: { EURUSD: '0' } })).toBe(FinanceMessages.rates.price('EURUSD'));
    expect(await refusal({ rates: { EURUSD: 1.1 } })).toBe(FinanceMessages.rates.price('EURUSD'));
    expect(await refusal({ rates: {} })).toBe(FinanceMessages.rates.table);
    expect(await refusal({ rates: { EURUSD: '1.1', USDEUR: '0.9' } })).toBe(
      FinanceMessages.rates.inverseBoth('EURUSD', 'USDEUR'),
    );
    expect(await refusal({ rates: { EURUSD: '1.1' }, date: '2999-01-01' })).toBe(FinanceMessages.rates.date);
    expect(await refusal({ rates: { EURUSD: '1.1' }, date: '2025-02-30' })).toBe(FinanceMessages.rates.date);
  });

  it('an admin uploads the ECB’s daily XML: euro rates become dollar pairs; what it lacks keeps its rate', async () => {
    const table = await send<RatesSnapshot>(
      boss,
      'POST',
      '/api/admin/finance/rates/ecb',
      { content: ECB_XML },
      200,
    );
    expect(table.source).toBe('admin');
    expect(table.rates).toMatchObject({
      EURUSD: '1.18',
      // 169.92 / 1.18 = 144
      USDJPY: '144',
      // 1.18 / 0.86 = 1.372093023
      GBPUSD: '1.372093023',
      // 22.184 / 1.18 = 18.8
      USDMXN: '18.8',
      USDCOP: RATES_SNAPSHOT.rates.USDCOP,
      XAUUSD: RATES_SNAPSHOT.rates.XAUUSD,
    });
    // The MXNUSD an admin set before is replaced by the file's USDMXN.
    expect(table.rates.MXNUSD).toBeUndefined();
    expect(await rates()).toEqual(table);
    // Its CSV too: "Date, USD, …" then "2 July 2025, …"
    const csv = await send<RatesSnapshot>(
      boss,
      'POST',
      '/api/admin/finance/rates/ecb',
      { content: 'Date, USD, JPY, \n2 July 2025, 1.1750, 169.20, \n' },
      200,
    );
    // 169.20 / 1.175 = 144
    expect(csv.rates).toMatchObject({ EURUSD: '1.175', USDJPY: '144' });
    const wrong = await send<ErrorBody>(
      boss,
      'POST',
      '/api/admin/finance/rates/ecb',
      { content: 'hola' },
      400,
    );
    expect(wrong.message).toBe(FinanceMessages.ecb.unreadable);
  });

  it('only admins change rates: the gateway refuses, and so does the service on its own', async () => {
    const asUser = await send<ErrorBody>(
      user,
      'PUT',
      '/api/admin/finance/rates',
      { rates: { EURUSD: '9' } },
      403,
    );
    expect(asUser.code).toBe(ErrorCode.ADMIN_REQUIRED);
    await send(user, 'POST', '/api/admin/finance/rates/ecb', { content: ECB_XML }, 403);
    const direct = await fetch(`${stack.serviceUrls.finance}/api/admin/finance/rates`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        [GATEWAY_IDENTITY_HEADER]: signGatewayIdentity(
          { sub: user.userId, roles: ['USER'], status: 'ACTIVE' },
          stack.internalSecret,
        ),
      },
      body: JSON.stringify({ rates: { EURUSD: '9' } }),
    });
    expect(direct.status).toBe(403);
    expect(await direct.json()).toMatchObject({ code: ErrorCode.ADMIN_REQUIRED });
    expect((await rates()).rates.EURUSD).not.toBe('9');
  });
});

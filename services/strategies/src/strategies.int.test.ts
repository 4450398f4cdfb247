import { randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  FieldMessages,
  GATEWAY_IDENTITY_HEADER,
  INSTRUMENTS,
  Messages,
  STRATEGY_SESSIONS,
  type Strategy,
  type StrategyTemplate,
  type StrategyVersion,
  TIME_FRAMES,
} from '@pipcrafters/contracts';
import { bearer, otherRsaKey } from '@pipcrafters/platform/src/testing/gateway-client';
import { HttpClient } from '@pipcrafters/platform/src/testing/http-client';
import { signGatewayIdentity } from '@pipcrafters/service-kit';
import jwt from 'jsonwebtoken';
import { describe, expect, inject, it } from 'vitest';
import { StrategiesMessages } from './messages';
import { createStrategy, expectError, expectOk, newOwner, published } from './testing/strategies-api';

const stack = inject('stack');
const texts = StrategiesMessages.strategies;
const lists = StrategiesMessages.lists;

const owner = (prefix: string) => newOwner(stack, prefix);
const create = createStrategy;

describe('the bearer path: /api/strategies takes the access token as a bearer header and nothing else', () => {
  const someId = randomUUID();
  const routes: [string, string][] = [
    ['GET', '/api/strategies'],
    ['POST', '/api/strategies'],
    ['GET', '/api/strategies/templates'],
    ['GET', `/api/strategies/${someId}`],
    ['PATCH', `/api/strategies/${someId}`],
    ['DELETE', `/api/strategies/${someId}`],
    ['GET', `/api/strategies/${someId}/versions`],
    ['POST', `/api/strategies/${someId}/duplicate`],
    ['POST', `/api/strategies/${someId}/screenshots`],
    ['DELETE', `/api/strategies/${someId}/screenshots/${someId}`],
  ];

  it('refuses a call without the header, one with the session cookie alone, and forged or expired tokens', async () => {
    const user = await owner('estrategias.portador');
    const anonymous = new HttpClient(stack.gatewayUrl);
    const { sub, email, roles, status, sid } = user.signedIn.claims;
    const now = Math.floor(Date.now() / 1000);
    const signed = (key: string, times: object) =>
      jwt.sign({ sub, email, roles, status, sid, ...times }, key, {
        algorithm: 'RS256',
        issuer: ACCESS_TOKEN_ISSUER,
        audience: ACCESS_TOKEN_AUDIENCE,
      });
    const forged = signed(otherRsaKey(), { iat: now, exp: now + 600 });
    const expired = signed(stack.jwtPrivateKey, { iat: now - 3600, exp: now - 60 });
    for (const [method, path] of routes) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      await expectError(anonymous.json(method, path, body), 401, Messages.unauthenticated);
      // The browser's session cookie is valid, and still not enough here.
      await expectError(user.signedIn.client.json(method, path, body), 401, Messages.bearerRequired);
      await expectError(anonymous.json(method, path, body, bearer(forged)), 401, Messages.unauthenticated);
      await expectError(anonymous.json(method, path, body, bearer(expired)), 401, Messages.unauthenticated);
      await expectError(
        anonymous.json(method, path, body, bearer('no-es-un-token')),
        401,
        Messages.unauthenticated,
      );
    }
    // A fresh token signed with identity's key is accepted, as is the one refresh gave.
    const fresh = signed(stack.jwtPrivateKey, { iat: now, exp: now + 600 });
    expect((await anonymous.json('GET', '/api/strategies', undefined, bearer(fresh))).status).toBe(200);
    expect(await expectOk(user.call('GET', '/api/strategies'))).toEqual([]);
  });

  it('is enforced by the service too: a gateway identity that did not come with a bearer header is refused', async () => {
    const user = await owner('estrategias.servicio');
    const direct = (identity?: string) =>
      fetch(`${stack.serviceUrls.strategies}/api/strategies`, {
        headers: identity ? { [GATEWAY_IDENTITY_HEADER]: identity } : {},
      });
    const identity = (bearerUsed: boolean) =>
      signGatewayIdentity(
        { sub: user.userId, roles: ['USER'], status: 'ACTIVE', ...(bearerUsed ? { bearer: true } : {}) },
        stack.internalSecret,
      );
    expect((await direct()).status).toBe(401);
    const cookieOnly = await direct(identity(false));
    expect(cookieOnly.status).toBe(401);
    expect(await cookieOnly.json()).toMatchObject({ message: Messages.bearerRequired });
    expect((await direct(identity(true))).status).toBe(200);
  });
});

describe('strategies', () => {
  it('creates, reads, lists (newest edited first, by status), edits and deletes a strategy', async () => {
    const user = await owner('estrategias.crud');
    const blank = await create(user, { name: '  Mi estrategia  ' });
    expect(blank).toMatchObject({
      name: 'Mi estrategia',
      description: '',
      instruments: [],
      timeFrames: [],
      sessions: [],
      style: 'intradia',
      entryRules: [],
      exitRules: [],
      checklist: [],
      risk: { maxRiskPercent: null, maxDailyLossPercent: null, minRewardRisk: null, maxOpenTrades: null },
      status: 'en-prueba',
      screenshots: [],
      tags: [],
      version: 1,
      templateId: null,
    });
    const full = await create(user, {
      name: 'Ruptura de Londres',
      description: '## Idea\nRango asiático.',
      instruments: ['eurusd', 'GBPUSD.pro', 'EURUSD'],
      timeFrames: ['M15', 'H1', 'M15'],
      sessions: ['londres'],
      style: 'intradia',
      entryRules: [{ text: ' Rango de 20 a 50 pips ' }, { text: 'Cierre de M15 fuera del rango' }],
      exitRules: [{ text: 'Objetivo a 2R' }],
      risk: { maxRiskPercent: '1.00', maxDailyLossPercent: 3, minRewardRisk: '2', maxOpenTrades: 2 },
      checklist: [{ text: 'Sin noticias' }],
      status: 'activa',
      tags: ['Ruptura', 'londres', ' ruptura '],
    });
    expect(full).toMatchObject({
      instruments: ['EURUSD', 'GBPUSD'],
      timeFrames: ['M15', 'H1'],
      entryRules: [
        { id: expect.any(String), text: 'Rango de 20 a 50 pips' },
        { id: expect.any(String), text: 'Cierre de M15 fuera del rango' },
      ],
      risk: { maxRiskPercent: '1', maxDailyLossPercent: '3', minRewardRisk: '2', maxOpenTrades: 2 },
      tags: ['ruptura', 'londres'],
    });
    expect(await expectOk<Strategy>(user.call('GET', `/api/strategies/${full.id}`))).toEqual(full);
    const listed = await expectOk<Strategy[]>(user.call('GET', '/api/strategies'));
    expect(listed.map((strategy) => strategy.id)).toEqual([full.id, blank.id]);

    const retired = await expectOk<Strategy>(
      user.call('PATCH', `/api/strategies/${blank.id}`, { status: 'retirada' }),
    );
    expect(retired).toMatchObject({ status: 'retirada', version: 2, name: 'Mi estrategia' });
    expect(Date.parse(retired.updatedAt)).toBeGreaterThan(Date.parse(blank.updatedAt));
    expect(
      (await expectOk<Strategy[]>(user.call('GET', '/api/strategies'))).map((strategy) => strategy.id),
    ).toEqual([blank.id, full.id]);
    const retiredOnly = await expectOk<Strategy[]>(user.call('GET', '/api/strategies?status=retirada'));
    expect(retiredOnly.map((strategy) => strategy.id)).toEqual([blank.id]);
    expect(await expectOk(user.call('GET', '/api/strategies?status='))).toHaveLength(2);

    expect((await user.call('DELETE', `/api/strategies/${blank.id}`)).status).toBe(204);
    await expectError(user.call('GET', `/api/strategies/${blank.id}`), 404, texts.notFound);
    await expectError(user.call('DELETE', `/api/strategies/${blank.id}`), 404, texts.notFound);
    await expectError(user.call('GET', '/api/strategies/no-es-un-id'), 400, Messages.invalidId);
    expect((await expectOk<Strategy[]>(user.call('GET', '/api/strategies'))).map((s) => s.id)).toEqual([
      full.id,
    ]);
  });

  it('keeps each rule’s id across edits, gives new rules their own, and refuses ids that are not the list’s', async () => {
    const user = await owner('estrategias.reglas');
    const strategy = await create(user, {
      name: 'Reglas',
      entryRules: [{ text: 'Primera' }, { text: 'Segunda' }],
      exitRules: [{ text: 'Salida' }],
    });
    const [first, second] = strategy.entryRules;
    const exit = strategy.exitRules[0];
    if (!first || !second || !exit) throw new Error('faltan reglas');
    const edited = await expectOk<Strategy>(
      user.call('PATCH', `/api/strategies/${strategy.id}`, {
        entryRules: [{ id: second.id, text: 'Segunda, reescrita' }, { text: 'Tercera' }],
      }),
    );
    expect(edited.entryRules[0]).toEqual({ id: second.id, text: 'Segunda, reescrita' });
    expect(edited.entryRules[1]?.id).not.toBe(first.id);
    expect(edited.exitRules).toEqual(strategy.exitRules);

    const path = `/api/strategies/${strategy.id}`;
    await expectError(
      user.call('PATCH', path, { entryRules: [{ id: exit.id, text: 'x' }] }),
      400,
      texts.foreignRuleId(lists.entryRules, exit.id),
    );
    await expectError(
      user.call('PATCH', path, { entryRules: [{ id: first.id, text: 'borrada' }] }),
      400,
      texts.foreignRuleId(lists.entryRules, first.id),
    );
    await expectError(
      user.call('PATCH', path, {
        exitRules: [
          { id: exit.id, text: 'a' },
          { id: exit.id, text: 'b' },
        ],
      }),
      400,
      texts.repeatedRuleId(lists.exitRules, exit.id),
    );
    await expectError(
      user.call('POST', '/api/strategies', { name: 'x', checklist: [{ id: exit.id, text: 'x' }] }),
      400,
      texts.foreignRuleId(lists.checklist, exit.id),
    );
    // Nothing of the refused edits stuck.
    expect(await expectOk(user.call('GET', path))).toEqual(edited);
  });

  it('answers every invalid field with its own Spanish message (400), never a 500', async () => {
    const user = await owner('estrategias.mensajes');
    const cases: [Record<string, unknown>, string][] = [
      [{}, texts.name],
      [{ name: '' }, texts.name],
      [{ name: 'x'.repeat(121) }, texts.name],
      [{ name: null }, texts.name],
      [{ name: 'Ruptura\u200b' }, Messages.nameCharacters],
      [{ name: 'x', description: 5 }, texts.description],
      [{ name: 'x', description: 'x'.repeat(20_001) }, texts.description],
      [{ name: 'x', instruments: 'EURUSD' }, texts.instruments(30)],
      [{ name: 'x', instruments: ['EURUSD', 'NOEXISTE'] }, texts.unknownInstrument('NOEXISTE')],
      [
        { name: 'x', instruments: INSTRUMENTS.slice(0, 31).map((item) => item.symbol) },
        texts.instruments(30),
      ],
      [{ name: 'x', timeFrames: ['H2'] }, texts.timeFrames(TIME_FRAMES)],
      [{ name: 'x', timeFrames: 'H1' }, texts.timeFrames(TIME_FRAMES)],
      [{ name: 'x', sessions: ['sidney'] }, texts.sessions(STRATEGY_SESSIONS)],
      [{ name: 'x', style: 'daytrading' }, texts.style],
      [{ name: 'x', status: 'pausada' }, texts.status],
      [{ name: 'x', entryRules: 'Primera' }, texts.rules(lists.entryRules, 30)],
      [{ name: 'x', entryRules: ['Primera'] }, FieldMessages.notObject('entryRules.0')],
      [
        { name: 'x', exitRules: Array.from({ length: 31 }, () => ({ text: 'x' })) },
        texts.rules(lists.exitRules, 30),
      ],
      [{ name: 'x', checklist: null }, texts.rules(lists.checklist, 30)],
      [{ name: 'x', entryRules: [{ text: '' }] }, texts.ruleText],
      [{ name: 'x', entryRules: [{ text: 'x'.repeat(501) }] }, texts.ruleText],
      [{ name: 'x', entryRules: [{}] }, texts.ruleText],
      [{ name: 'x', entryRules: [{ id: 'uno', text: 'x' }] }, texts.ruleId],
      [{ name: 'x', entryRules: [{ text: 'x', peso: 2 }] }, FieldMessages.notAllowed('entryRules.0.peso')],
      [{ name: 'x', risk: 'alto' }, texts.risk],
      [{ name: 'x', risk: null }, texts.risk],
      [{ name: 'x', risk: { maxRiskPercent: '0' } }, texts.riskPercent(texts.maxRiskLabel, 'maxRiskPercent')],
      [
        { name: 'x', risk: { maxRiskPercent: '100.01' } },
        texts.riskPercent(texts.maxRiskLabel, 'maxRiskPercent'),
      ],
      [{ name: 'x', risk: { maxRiskPercent: -1 } }, texts.riskPercent(texts.maxRiskLabel, 'maxRiskPercent')],
      [
        { name: 'x', risk: { maxRiskPercent: '1.234' } },
        texts.riskPercent(texts.maxRiskLabel, 'maxRiskPercent'),
      ],
      [
        { name: 'x', risk: { maxDailyLossPercent: 'mucho' } },
        texts.riskPercent(texts.maxDailyLossLabel, 'maxDailyLossPercent'),
      ],
      [{ name: 'x', risk: { minRewardRisk: '0' } }, texts.rewardRisk],
      [{ name: 'x', risk: { maxOpenTrades: 0 } }, texts.maxOpenTrades],
      [{ name: 'x', risk: { maxOpenTrades: 1.5 } }, texts.maxOpenTrades],
      [{ name: 'x', risk: { maxOpenTrades: '2' } }, texts.maxOpenTrades],
      [{ name: 'x', risk: { apalancamiento: 30 } }, FieldMessages.notAllowed('risk.apalancamiento')],
      [{ name: 'x', tags: Array.from({ length: 21 }, (_, index) => `t${index}`) }, texts.tags],
      [{ name: 'x', tags: ['x'.repeat(41)] }, texts.tags],
      [{ name: 'x', templateId: 'inventada' }, texts.templateId],
      [{ name: 'x', color: 'rojo' }, FieldMessages.notAllowed('color')],
    ];
    for (const [body, message] of cases) {
      await expectError(user.call('POST', '/api/strategies', body), 400, message);
    }
    const strategy = await create(user, { name: 'Para editar' });
    for (const [body, message] of cases) {
      if (Object.keys(body).length === 0 || 'templateId' in body) continue;
      // Each field alone, as an edit sends it ("x" was only there because a POST needs a name).
      const { name, ...rest } = body;
      const edit = name === 'x' ? rest : body;
      await expectError(user.call('PATCH', `/api/strategies/${strategy.id}`, edit), 400, message);
    }
    await expectError(
      user.call('PATCH', `/api/strategies/${strategy.id}`, { templateId: 'ruptura-londres' }),
      400,
      FieldMessages.notAllowed('templateId'),
    );
    await expectError(user.call('GET', '/api/strategies?status=pausada'), 400, texts.statusFilter);
    await expectError(
      user.call('GET', `/api/strategies/${strategy.id}/versions?before=0`),
      400,
      texts.before,
    );
    await expectError(
      user.call('GET', `/api/strategies/${strategy.id}/versions?limit=101`),
      400,
      texts.limit,
    );
    await expectError(user.call('POST', '/api/strategies', [{ name: 'x' }]), 400, Messages.bodyNotObject);
    // Nothing of it was kept.
    expect(await expectOk<Strategy[]>(user.call('GET', '/api/strategies'))).toEqual([
      expect.objectContaining({ id: strategy.id, version: 1 }),
    ]);
  });

  it('keeps at most 100 strategies a user', async () => {
    const user = await owner('estrategias.limite');
    for (let batch = 0; batch < 10; batch++) {
      await Promise.all(
        Array.from({ length: 10 }, (_, index) => create(user, { name: `Estrategia ${batch * 10 + index}` })),
      );
    }
    await expectError(user.call('POST', '/api/strategies', { name: 'Una más' }), 409, texts.tooMany(100));
    const [some] = await expectOk<Strategy[]>(user.call('GET', '/api/strategies'));
    await expectError(user.call('POST', `/api/strategies/${some?.id}/duplicate`), 409, texts.tooMany(100));
  });
});

describe('ownership', () => {
  it('never shows or lets anyone touch another user’s strategy: 404, as if it did not exist', async () => {
    const [ana, beto] = await Promise.all([owner('estrategias.ana'), owner('estrategias.beto')]);
    const strategy = await create(ana, { name: 'De Ana', entryRules: [{ text: 'Regla' }] });
    const path = `/api/strategies/${strategy.id}`;
    expect(await expectOk(beto.call('GET', '/api/strategies'))).toEqual([]);
    await expectError(beto.call('GET', path), 404, texts.notFound);
    await expectError(beto.call('PATCH', path, { name: 'Mía' }), 404, texts.notFound);
    await expectError(beto.call('DELETE', path), 404, texts.notFound);
    await expectError(beto.call('GET', `${path}/versions`), 404, texts.notFound);
    await expectError(beto.call('POST', `${path}/duplicate`), 404, texts.notFound);
    // An unknown id reads the same as a foreign one.
    await expectError(beto.call('GET', `/api/strategies/${randomUUID()}`), 404, texts.notFound);
    expect(await expectOk(ana.call('GET', path))).toEqual(strategy);
  });
});

describe('versions', () => {
  it('keeps every version, newest first, with what changed; an edit that changes nothing is no version', async () => {
    const user = await owner('estrategias.versiones');
    const strategy = await create(user, {
      name: 'Versionada',
      entryRules: [{ text: 'Rango de 20 a 50 pips' }],
      risk: { maxRiskPercent: '2' },
    });
    const path = `/api/strategies/${strategy.id}`;
    const rule = strategy.entryRules[0];
    const second = await expectOk<Strategy>(
      user.call('PATCH', path, {
        entryRules: [{ id: rule?.id, text: 'Rango de 20 a 40 pips' }, { text: 'A favor de H4' }],
        risk: { maxRiskPercent: '1', maxOpenTrades: 2 },
      }),
    );
    expect(second.version).toBe(2);
    // The same values again (numbers written otherwise included): no new version, no event.
    const same = await expectOk<Strategy>(
      user.call('PATCH', path, {
        name: 'Versionada',
        entryRules: second.entryRules,
        risk: { maxRiskPercent: '1.0', maxOpenTrades: 2 },
      }),
    );
    expect(same).toEqual(second);
    expect(await expectOk(user.call('PATCH', path, {}))).toEqual(second);
    const retired = await expectOk<Strategy>(user.call('PATCH', path, { status: 'retirada' }));
    expect(retired.version).toBe(3);

    const versions = await expectOk<StrategyVersion[]>(user.call('GET', `${path}/versions`));
    expect(versions.map((version) => [version.version, version.changes])).toEqual([
      [3, ['Estado']],
      [2, ['Reglas de entrada', 'Riesgo por operación', 'Operaciones abiertas a la vez']],
      [1, []],
    ]);
    expect(versions[2]?.strategy).toMatchObject({
      id: strategy.id,
      entryRules: strategy.entryRules,
      risk: { maxRiskPercent: '2', maxOpenTrades: null },
      status: 'en-prueba',
    });
    expect(versions[1]?.strategy.entryRules).toEqual(second.entryRules);
    expect(versions[0]?.createdAt).toBe(retired.updatedAt);
    expect(
      (await expectOk<StrategyVersion[]>(user.call('GET', `${path}/versions?before=3&limit=1`))).map(
        (version) => version.version,
      ),
    ).toEqual([2]);

    const saved = await published(stack, 'strategies.strategy.saved', strategy.id);
    expect(saved.map((event) => event.strategy?.version)).toEqual([1, 2, 3]);
    expect(saved[2]).toEqual({
      userId: user.userId,
      strategy: {
        id: strategy.id,
        name: 'Versionada',
        status: 'retirada',
        version: 3,
        rules: second.entryRules.map((entry) => ({ ...entry, kind: 'entry' })),
        checklist: [],
        risk: { maxRiskPercent: '1', maxDailyLossPercent: null, minRewardRisk: null, maxOpenTrades: 2 },
        sessions: [],
        instruments: [],
      },
    });
  });
});

describe('templates', () => {
  it('lists at least five, each one a valid start for a new strategy (what is not sent comes from it)', async () => {
    const user = await owner('estrategias.plantillas');
    const templates = await expectOk<StrategyTemplate[]>(user.call('GET', '/api/strategies/templates'));
    expect(templates.length).toBeGreaterThanOrEqual(5);
    for (const template of templates) {
      const strategy = await create(user, { name: template.name, templateId: template.id });
      const { risk, entryRules = [], exitRules = [], checklist = [], ...rest } = template.strategy;
      expect(strategy).toMatchObject({ ...rest, templateId: template.id, version: 1 });
      expect(strategy.risk).toEqual(risk);
      expect(strategy.entryRules.map((rule) => rule.text)).toEqual(entryRules.map((rule) => rule.text));
      expect(strategy.exitRules.map((rule) => rule.text)).toEqual(exitRules.map((rule) => rule.text));
      expect(strategy.checklist.map((rule) => rule.text)).toEqual(checklist.map((rule) => rule.text));
      expect(template.failsWhen.length).toBeGreaterThan(0);
    }
    const londres = templates.find((template) => template.id === 'ruptura-londres');
    const mine = await create(user, {
      name: 'Mi ruptura',
      templateId: 'ruptura-londres',
      instruments: ['GBPJPY'],
      risk: { maxRiskPercent: '0.5' },
      status: 'activa',
    });
    expect(mine).toMatchObject({
      name: 'Mi ruptura',
      instruments: ['GBPJPY'],
      risk: { ...londres?.strategy.risk, maxRiskPercent: '0.5' },
      status: 'activa',
      style: londres?.strategy.style,
    });
  });
});

describe('duplicate', () => {
  it('copies a strategy as "Copia de …", being tested, version 1, with rules of its own', async () => {
    const user = await owner('estrategias.copia');
    const original = await create(user, {
      name: 'Original',
      templateId: 'rango-reversion',
      status: 'activa',
    });
    await expectOk(user.call('PATCH', `/api/strategies/${original.id}`, { tags: ['rango'] }));
    const copy = await expectOk<Strategy>(user.call('POST', `/api/strategies/${original.id}/duplicate`), 201);
    expect(copy).toMatchObject({
      name: 'Copia de Original',
      status: 'en-prueba',
      version: 1,
      templateId: 'rango-reversion',
      tags: ['rango'],
      instruments: original.instruments,
      risk: original.risk,
    });
    expect(copy.id).not.toBe(original.id);
    expect(copy.entryRules.map((rule) => rule.text)).toEqual(original.entryRules.map((rule) => rule.text));
    const originalIds = new Set(
      [...original.entryRules, ...original.exitRules, ...original.checklist].map((rule) => rule.id),
    );
    expect(
      [...copy.entryRules, ...copy.exitRules, ...copy.checklist].some((rule) => originalIds.has(rule.id)),
    ).toBe(false);
    expect(
      await expectOk<StrategyVersion[]>(user.call('GET', `/api/strategies/${copy.id}/versions`)),
    ).toHaveLength(1);
    const long = await create(user, { name: 'L'.repeat(120) });
    const longCopy = await expectOk<Strategy>(user.call('POST', `/api/strategies/${long.id}/duplicate`), 201);
    expect(longCopy.name).toBe(`Copia de ${'L'.repeat(111)}`);
    expect(await published(stack, 'strategies.strategy.saved', copy.id)).toHaveLength(1);
  });
});

describe('events', () => {
  it('tells the journal of every creation, edit and deletion, in the transaction of the change', async () => {
    const user = await owner('estrategias.eventos');
    const strategy = await create(user, {
      name: 'Con eventos',
      entryRules: [{ text: 'Entrada' }],
      exitRules: [{ text: 'Salida' }],
      checklist: [{ text: 'Punto' }],
      sessions: ['nueva-york'],
      instruments: ['XAUUSD'],
    });
    const [created] = await published(stack, 'strategies.strategy.saved', strategy.id);
    expect(created).toEqual({
      userId: user.userId,
      strategy: {
        id: strategy.id,
        name: 'Con eventos',
        status: 'en-prueba',
        version: 1,
        rules: [
          { ...strategy.entryRules[0], kind: 'entry' },
          { ...strategy.exitRules[0], kind: 'exit' },
        ],
        checklist: strategy.checklist,
        risk: strategy.risk,
        sessions: ['nueva-york'],
        instruments: ['XAUUSD'],
      },
    });
    // A refused edit publishes nothing.
    const foreign = randomUUID();
    await expectError(
      user.call('PATCH', `/api/strategies/${strategy.id}`, { entryRules: [{ id: foreign, text: 'x' }] }),
      400,
      texts.foreignRuleId(lists.entryRules, foreign),
    );
    expect(await published(stack, 'strategies.strategy.saved', strategy.id)).toHaveLength(1);
    expect((await user.call('DELETE', `/api/strategies/${strategy.id}`)).status).toBe(204);
    expect(await published(stack, 'strategies.strategy.deleted', strategy.id)).toEqual([
      { userId: user.userId, strategyId: strategy.id, name: 'Con eventos' },
    ]);
  });
});

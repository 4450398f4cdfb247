import type { Strategy } from '@pipcrafters/contracts';
import {
  type FuzzOperation,
  type FuzzParameter,
  fuzzRequests,
  type JsonSchema,
} from '@pipcrafters/platform/src/testing/api-fuzz';
import { bearer, login } from '@pipcrafters/platform/src/testing/gateway-client';
import { HttpClient } from '@pipcrafters/platform/src/testing/http-client';
import { isSpanishMessage } from '@pipcrafters/platform/src/testing/spanish';
import { INTEGRATION_ADMIN } from '@pipcrafters/platform/src/testing/stack';
import { HTTP_METHODS, type OpenAPIObject, type PlatformOperation } from '@pipcrafters/service-kit';
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { createStrategy, expectOk, newOwner } from './testing/strategies-api';

/**
 * The gateway's hostile-input harness (gateway/src/docs/api-fuzz.int.test.ts) signs in with the session cookie, which
 * this bearer-only API refuses before reading anything: here the same generated requests go to every strategies
 * operation of the merged document with a bearer token, against real strategies of the caller and of someone else.
 * Never a 5xx; every 4xx a Spanish message; the other user's strategies are the same afterwards.
 */
const stack = inject('stack');
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const RUNS = Math.max(100, Number(process.env.FUZZ_RUNS ?? 100));

describe('the strategies API under hostile input, with a bearer token', () => {
  it('never answers a 5xx or a 4xx without a Spanish message, and touches nobody else’s strategies', async () => {
    const admin = await login(stack, INTEGRATION_ADMIN.email, INTEGRATION_ADMIN.password);
    const document = await expectOk<OpenAPIObject>(admin.client.json('GET', '/api/docs'));
    // The document describes the bodies from the DTOs, nested rules and risk included.
    expect(document.paths['/api/strategies']?.post?.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/CreateStrategyDto' } } },
    });
    expect(document.components?.schemas?.CreateStrategyDto).toMatchObject({
      required: ['name'],
      properties: {
        entryRules: { type: 'array', items: { $ref: '#/components/schemas/StrategyRuleInputDto' } },
        risk: { $ref: '#/components/schemas/StrategyRiskDto' },
      },
    });
    expect(document.components?.schemas?.StrategyRiskDto).toBeDefined();
    const [caller, victim] = await Promise.all([
      newOwner(stack, 'estrategias.fuzz'),
      newOwner(stack, 'estrategias.victima'),
    ]);
    const own = await createStrategy(caller, { name: 'Propia', templateId: 'ruptura-londres' });
    const theirs = await createStrategy(victim, { name: 'Ajena', templateId: 'rango-reversion' });
    const before = await expectOk<Strategy[]>(victim.call('GET', '/api/strategies'));

    const operations: FuzzOperation[] = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/strategies'))
      .flatMap(([path, item]) =>
        HTTP_METHODS.flatMap((method) => {
          const operation = (item as Record<string, PlatformOperation | undefined>)[method];
          if (!operation) return [];
          const body = (
            operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined
          )?.content?.['application/json']?.schema;
          const parameters = ((operation.parameters ?? []) as FuzzParameter[]).filter(
            (p) => p.in !== 'header',
          );
          return [{ method, path, parameters, body }];
        }),
      );
    // Deletions last: until then the caller's own strategy is there for the other operations to reach.
    operations.sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));
    expect(operations.length).toBeGreaterThanOrEqual(10);
    const context = {
      schemas: (document.components?.schemas ?? {}) as Record<string, JsonSchema>,
      ids: [
        own.id,
        theirs.id,
        ...own.entryRules.map((rule) => rule.id),
        ...theirs.exitRules.map((rule) => rule.id),
      ],
      forbidden: [],
    };
    const client = new HttpClient(stack.gatewayUrl);
    console.log(
      `strategies-fuzz: semilla ${SEED} (repetir con FUZZ_SEED=${SEED}), ${RUNS} casos por operación`,
    );
    const lines: string[] = [];
    for (const operation of operations) {
      const label = `${operation.method.toUpperCase()} ${operation.path}`;
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(fuzzRequests(operation, context), async (request) => {
          const response = await client.request(request.method, request.url, request.body, {
            ...request.headers,
            ...bearer(caller.token),
          });
          const text = await response.text();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const where = `${label}: ${request.method} ${request.url.slice(0, 200)} → ${response.status} ${text.slice(0, 300)}`;
          expect(response.status, where).toBeLessThan(500);
          if (response.status >= 400) {
            let message: unknown;
            try {
              message = (JSON.parse(text) as { message?: unknown }).message;
            } catch {
              message = undefined;
            }
            expect(isSpanishMessage(message), where).toBe(true);
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
      const answers = [...statuses].sort(([a], [b]) => a - b);
      lines.push(`  ${label}  (${answers.map(([status, count]) => `${status}×${count}`).join(' ')})`);
    }
    console.log(lines.join('\n'));
    expect(await expectOk<Strategy[]>(victim.call('GET', '/api/strategies'))).toEqual(before);
  }, 600_000);
});

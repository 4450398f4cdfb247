import { eventQueueName, type JournalStrategy, type Strategy } from '@pipcrafters/contracts';
import { EVENT_BUS_SCHEMA } from '@pipcrafters/events';
import {
  activeUser,
  bearer,
  loginDemo,
  type SignedIn,
} from '@pipcrafters/platform/src/testing/gateway-client';
import { HttpClient, type JsonResponse } from '@pipcrafters/platform/src/testing/http-client';
import { type StackInfo, sql } from '@pipcrafters/platform/src/testing/stack';
import { expect } from 'vitest';

/**
 * The integration tests' way to the strategies API as its clients use it: the access token `POST /api/auth/refresh`
 * answers, sent as `Authorization: Bearer` with no cookie beside it.
 */
export interface Owner {
  signedIn: SignedIn;
  userId: string;
  token: string;
  call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<JsonResponse<T>>;
}

export async function bearerOwner(stack: StackInfo, signedIn: SignedIn): Promise<Owner> {
  const refreshed = await signedIn.client.json<{ accessToken: string }>('POST', '/api/auth/refresh');
  expect(refreshed.status, refreshed.text).toBe(200);
  const token = refreshed.body.accessToken;
  const client = new HttpClient(stack.gatewayUrl);
  return {
    signedIn,
    userId: signedIn.userId,
    token,
    call: (method, path, body) => client.json(method, path, body, bearer(token)),
  };
}

let admin: Promise<SignedIn> | undefined;

/** A new ACTIVE user with a bearer token (the demo admin, signed in once per test file, approves the sign-up). */
export async function newOwner(stack: StackInfo, prefix: string): Promise<Owner> {
  admin ??= loginDemo(stack, 'admin');
  return bearerOwner(stack, await activeUser(stack, await admin, prefix));
}

export async function expectOk<T>(response: Promise<JsonResponse<T>>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.status, answer.text).toBe(status);
  return answer.body;
}

/** A refusal: its status, and its message also under `error` (the spec's field for strategies). */
export async function expectError(
  response: Promise<JsonResponse<unknown>> | JsonResponse<unknown>,
  status: number,
  message: string,
): Promise<void> {
  const answer = await response;
  expect(answer.status, answer.text).toBe(status);
  const body = answer.body as { message?: string; error?: string };
  expect(body.message, answer.text).toBe(message);
  expect(body.error).toBe(message);
}

export const createStrategy = (user: Owner, body: Record<string, unknown>) =>
  expectOk<Strategy>(user.call('POST', '/api/strategies', body), 201);

export interface PublishedPayload {
  userId: string;
  strategy?: Omit<JournalStrategy, 'deleted'>;
  strategyId?: string;
  name?: string;
}

/** The events the journal was sent about one strategy, oldest first. */
export async function published(
  stack: StackInfo,
  event: 'strategies.strategy.saved' | 'strategies.strategy.deleted',
  id: string,
): Promise<PublishedPayload[]> {
  const rows = await sql<{ data: { payload: PublishedPayload } }>(
    stack,
    `SELECT data FROM ${EVENT_BUS_SCHEMA}.job WHERE name = $1
       AND (data->'payload'->'strategy'->>'id' = $2 OR data->'payload'->>'strategyId' = $2)
     ORDER BY data->>'occurredAt', created_on`,
    [eventQueueName('journal', event), id],
  );
  return rows.map((row) => row.data.payload);
}

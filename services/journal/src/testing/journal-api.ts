import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type DomainEvents,
  eventQueueName,
  type ImportSummary,
  type TradingAccount,
} from '@pipcrafters/contracts';
import { EVENT_BUS_SCHEMA } from '@pipcrafters/events';
import { domainEvent, EventSender } from '@pipcrafters/platform/src/testing/event-sender';
import { activeUser, loginDemo, type SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import { sql } from '@pipcrafters/platform/src/testing/stack';
import { expect, inject } from 'vitest';

/** The journal's API as its integration tests call it: through the gateway, as a signed-in trader. */

const stack = inject('stack');
let admin: Promise<SignedIn> | undefined;

/** A new ACTIVE trader nobody else uses, approved by the demo admin (signed in once per test file). */
export async function trader(prefix: string): Promise<SignedIn & { email: string }> {
  admin ??= loginDemo(stack, 'admin');
  return activeUser(stack, await admin, prefix);
}

/** Calls the API and expects `status`; answers the body. */
export async function send<T>(
  user: SignedIn,
  method: string,
  path: string,
  body: unknown,
  status: number,
): Promise<T> {
  const response = await user.client.json<T>(method, path, body);
  expect(response.status, response.text).toBe(status);
  return response.body;
}

export const get = <T>(user: SignedIn, path: string) => send<T>(user, 'GET', path, undefined, 200);

/** The error message of a call that answers `status`. */
export const message = async (user: SignedIn, method: string, path: string, body: unknown, status: number) =>
  (await send<{ message: string }>(user, method, path, body, status)).message;

/** A new demo account: "Cuenta", in USD, starting at 10,000.00, unless told otherwise. */
export const account = (
  user: SignedIn,
  { name = 'Cuenta', currency = 'USD', initialBalance = '10000.00' } = {},
) =>
  send<TradingAccount>(
    user,
    'POST',
    '/api/journal/accounts',
    { name, currency, initialBalance, kind: 'demo' },
    201,
  );

/** A statement sent to the import as the page sends it (multipart, `fields` beside the file); not checked. */
export async function upload(
  user: SignedIn,
  file: Buffer,
  fileName: string,
  fields: Record<string, string>,
): Promise<{ status: number; body: ImportSummary & { message?: string } }> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(file)]), fileName);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const response = await fetch(`${stack.gatewayUrl}/api/journal/imports`, {
    method: 'POST',
    headers: { cookie: user.client.cookieHeader(), [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as ImportSummary & { message?: string } };
}

/** Sends events to the journal's queues as the strategies service's bus does, and waits until they are handled. */
export const journalEvents = () => new EventSender(stack, 'journal');

type StrategyCopy = DomainEvents['strategies.strategy.saved']['strategy'];

/** The strategies service's event for a strategy saved by `user`. */
export const strategySaved = (user: SignedIn, strategy: StrategyCopy) =>
  domainEvent('strategies.strategy.saved', { userId: user.userId, strategy });

/** The `journal.results.changed` events about `user` in the finance service's queue, oldest first. */
export async function resultsChanged(user: SignedIn): Promise<DomainEvents['journal.results.changed'][]> {
  const rows = await sql<{ data: { payload: DomainEvents['journal.results.changed'] } }>(
    stack,
    `SELECT data FROM ${EVENT_BUS_SCHEMA}.job WHERE name = $1 AND data->'payload'->>'userId' = $2
     ORDER BY data->>'occurredAt', created_on`,
    [eventQueueName('finance', 'journal.results.changed'), user.userId],
  );
  return rows.map((row) => row.data.payload);
}

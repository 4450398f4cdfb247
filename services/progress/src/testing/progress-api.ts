import type { StreakView } from '@pipcrafters/contracts';
import {
  EventSender as ConsumerEventSender,
  domainEvent,
} from '@pipcrafters/platform/src/testing/event-sender';
import type { SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import type { StackInfo } from '@pipcrafters/platform/src/testing/stack';
import { expect } from 'vitest';

/** A domain event as a producer would publish it, dated `occurredAt` (now by default). */
export const event = domainEvent;

/** Sends events to progress's queues as their producers do, and waits until every delivery is handled. */
export class EventSender extends ConsumerEventSender {
  constructor(stack: StackInfo) {
    super(stack, 'progress');
  }
}

export async function getJson<T>(user: SignedIn, path: string, status = 200): Promise<T> {
  const response = await user.client.get(path);
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

export async function sendJson<T>(
  user: SignedIn,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  status: number,
): Promise<T> {
  const response = await user.client.json<T>(method, path, body);
  expect(response.status, response.text).toBe(status);
  return response.body;
}

export const streakOf = (user: SignedIn) => getJson<StreakView>(user, '/api/xp/streak');

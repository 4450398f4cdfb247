import {
  activeUser,
  login,
  loginDemo,
  type SignedIn,
} from '@pipcrafters/platform/src/testing/gateway-client';
import { INTEGRATION_ADMIN } from '@pipcrafters/platform/src/testing/stack';
import { expect, inject } from 'vitest';

/** The finance API as its integration tests call it: through the gateway, signed in. */

const stack = inject('stack');
let demoAdmin: Promise<SignedIn> | undefined;

/** A new ACTIVE user nobody else uses, approved by the demo admin. */
export async function member(prefix: string): Promise<SignedIn> {
  demoAdmin ??= loginDemo(stack, 'admin');
  return activeUser(stack, await demoAdmin, prefix);
}

/** The integration run's own admin. */
export const admin = () => login(stack, INTEGRATION_ADMIN.email, INTEGRATION_ADMIN.password);

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

/** A 4xx's body: `{ statusCode, message, code, details? }`. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  code: string;
  details?: string[];
}

import { EventEmitter } from 'node:events';
import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { SharedReads } from './shared-reads';

/** A read that settles when told to, counting how often it was started. */
function pendingRead<V>() {
  let resolve!: (value: V) => void;
  let reject!: (error: Error) => void;
  const read = vi.fn(
    () =>
      new Promise<V>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return { read, resolve: (value: V) => resolve(value), reject: (error: Error) => reject(error) };
}

function request(reads: SharedReads, method: string) {
  const response = new EventEmitter();
  const next = vi.fn() as NextFunction;
  reads.forgetOnWrites({ method } as Request, response as unknown as Response, next);
  expect(next).toHaveBeenCalledOnce();
  return response;
}

describe('SharedReads', () => {
  it('gives the callers that ask while a read is in flight that same read', async () => {
    const reads = new SharedReads();
    const { read, resolve } = pendingRead<string[]>();
    const first = reads.share('goals:ana', read);
    const second = reads.share('goals:ana', read);
    resolve(['meta']);
    expect(await first).toEqual(['meta']);
    expect(await second).toBe(await first);
    expect(read).toHaveBeenCalledOnce();
  });

  it('keeps nothing once a read settles, so the next caller reads again', async () => {
    const reads = new SharedReads();
    const read = vi.fn(async () => Math.random());
    const first = await reads.share('streak:ana', read);
    expect(reads.size).toBe(0);
    const second = await reads.share('streak:ana', read);
    expect(read).toHaveBeenCalledTimes(2);
    expect(second).not.toBe(first);
  });

  it('shares nothing between keys', async () => {
    const reads = new SharedReads();
    const read = vi.fn(async () => 1);
    await Promise.all([reads.share('goals:ana', read), reads.share('goals:luis', read)]);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('gives every waiting caller the failure, and the next caller a new read', async () => {
    const reads = new SharedReads();
    const { read, reject } = pendingRead<number>();
    const first = reads.share('missions:ana', read);
    const second = reads.share('missions:ana', read);
    reject(new Error('sin conexión'));
    await expect(first).rejects.toThrow('sin conexión');
    await expect(second).rejects.toThrow('sin conexión');
    expect(reads.size).toBe(0);
    await expect(reads.share('missions:ana', async () => 7)).resolves.toBe(7);
  });

  it('turns a read that throws before its first await into a failed read, kept by no one', async () => {
    const reads = new SharedReads();
    await expect(
      reads.share('x', () => {
        throw new Error('mal');
      }),
    ).rejects.toThrow('mal');
    expect(reads.size).toBe(0);
    request(reads, 'PUT');
    await expect(
      reads.share('x', () => {
        throw new Error('mal durante un cambio');
      }),
    ).rejects.toThrow('mal durante un cambio');
  });

  it('never lets a read asked after a change join one begun before it, nor share reads while the change runs', async () => {
    const reads = new SharedReads();
    const before = pendingRead<string>();
    const old = reads.share('missions:ana', before.read);

    const change = request(reads, 'POST');
    const during = vi.fn(async () => 'durante');
    await expect(reads.share('missions:ana', during)).resolves.toBe('durante');
    await reads.share('missions:ana', during);
    expect(during).toHaveBeenCalledTimes(2);
    expect(reads.size).toBe(0);

    change.emit('finish');
    change.emit('close');
    const after = pendingRead<string>();
    const fresh = reads.share('missions:ana', after.read);
    const joined = reads.share('missions:ana', after.read);
    after.resolve('después');
    before.resolve('antes');
    expect(await old).toBe('antes');
    expect(await fresh).toBe('después');
    expect(await joined).toBe('después');
    expect(after.read).toHaveBeenCalledOnce();
  });

  it('counts each change once, whether its answer finishes, its connection closes, or both', async () => {
    const reads = new SharedReads();
    const finished = request(reads, 'PATCH');
    const abandoned = request(reads, 'DELETE');
    finished.emit('finish');
    finished.emit('close');
    const read = vi.fn(async () => 1);
    await Promise.all([reads.share('k', read), reads.share('k', read)]);
    expect(read).toHaveBeenCalledTimes(2);

    abandoned.emit('close');
    await Promise.all([reads.share('k', read), reads.share('k', read)]);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('leaves reads shared across GET, HEAD and OPTIONS requests', async () => {
    const reads = new SharedReads();
    const { read, resolve } = pendingRead<number>();
    const first = reads.share('k', read);
    for (const method of ['GET', 'HEAD', 'OPTIONS']) request(reads, method);
    const second = reads.share('k', read);
    resolve(3);
    expect(await second).toBe(await first);
    expect(read).toHaveBeenCalledOnce();
  });
});

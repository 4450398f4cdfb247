import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { syntheticMt5Report } from '@pipcrafters/platform/src/cli/bench-journal';
import { describe, expect, it } from 'vitest';
import { fixture } from '../testing/fixtures';
import { parseMt4Html } from './parsers/mt4-html';
import { StatementError } from './parsers/statement';
import { StatementReader } from './statement-reader';

/** The worker as the journal runs it: compiled into dist by the build the integration tests follow. */
const script = join(dirname(fileURLToPath(import.meta.url)), '../../dist/imports/parse-worker.js');

describe('StatementReader (a worker thread per statement)', () => {
  it('is built beside the service', () => {
    expect(existsSync(script), script).toBe(true);
  });

  it('reads a statement exactly as the parser does in process, and sniffs its format', async () => {
    const bytes = fixture('mt4/mt4_alpari_usd_2089trades.htm');
    const read = await new StatementReader(undefined, script).read({ bytes });
    expect(read.format).toBe('mt4-html');
    expect(read.statement).toEqual(parseMt4Html(bytes));
  });

  it('gives back the parser’s refusal as its code', async () => {
    const reader = new StatementReader(undefined, script);
    await expect(reader.read({ bytes: new Uint8Array(0) })).rejects.toMatchObject({ code: 'empty' });
    const cut = fixture('mt4/mt4_oanda_usd_interest_1trade.htm').subarray(0, 2000);
    await expect(reader.read({ bytes: cut, format: 'mt5-html' })).rejects.toBeInstanceOf(StatementError);
  });

  it('ends only the worker when a file needs more than its heap, and keeps the event loop free meanwhile', async () => {
    const report = Buffer.from(syntheticMt5Report(40_000).html);
    let ticks = 0;
    const timer = setInterval(() => {
      ticks++;
    }, 20);
    try {
      const started = Date.now();
      const read = await new StatementReader(undefined, script).read({ bytes: report });
      const elapsed = Date.now() - started;
      expect(read.statement.trades).toHaveLength(40_000);
      // The parse ran on another thread: this one kept ticking through it (at least a third of its 20 ms ticks).
      expect(ticks).toBeGreaterThan(elapsed / 20 / 3);
      await expect(new StatementReader(24, script).read({ bytes: report })).rejects.toMatchObject({
        code: 'too-large',
      });
    } finally {
      clearInterval(timer);
    }
  });
});

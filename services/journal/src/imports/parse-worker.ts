import { parentPort, workerData } from 'node:worker_threads';
import type { ImportFormat } from '@pipcrafters/contracts';
import { parseStatement, sniffFormat } from './parse-statement';
import type { CsvMapping } from './parsers/csv';
import { StatementError } from './parsers/statement';

/** What `StatementReader` hands a worker: the file and how to read it. */
export interface ParseJob {
  bytes: Uint8Array;
  format?: ImportFormat;
  mapping?: CsvMapping;
}

/**
 * One statement read in a worker thread of its own (`StatementReader`): the file's format (sniffed unless given) and
 * what it holds, or the parser's refusal as its code. Anything else is the parser's fault and goes back as a message.
 */
function read(job: ParseJob) {
  // The file arrives as a plain Uint8Array (a Buffer loses its class crossing threads): a Buffer over the same bytes.
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  try {
    const format = job.format ?? sniffFormat(bytes);
    return { ok: true as const, format, statement: parseStatement(bytes, format, job.mapping) };
  } catch (error) {
    if (error instanceof StatementError)
      return { ok: false as const, code: error.code, detail: error.detail };
    return { ok: false as const, failure: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.postMessage(read(workerData as ParseJob));

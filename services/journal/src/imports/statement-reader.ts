import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ImportFormat } from '@pipcrafters/contracts';
import type { ParseJob } from './parse-worker';
import type { ParsedStatement, StatementErrorCode } from './parsers/statement';
import { StatementError } from './parsers/statement';

/** The heap a statement's reading may take: four times a 25 MB file's worst case measured (a 23 MB MT5 report). */
export const PARSE_HEAP_MB = 768;

type WorkerAnswer =
  | { ok: true; format: ImportFormat; statement: ParsedStatement }
  | { ok: false; code: StatementErrorCode; detail?: string }
  | { ok: false; failure: string };

/**
 * Reads each statement in a worker thread of its own, with its own heap ceiling: a file the parsers cannot read
 * within it (a pathological CSV, a sheet of 50 MB of XML) ends that worker with `too-large`, never the journal,
 * which runs under its 256 MB ceiling and keeps answering every other request while a large file is read. The worker
 * ends with the reading, and its memory goes with it.
 */
export class StatementReader {
  constructor(
    private readonly heapMb = PARSE_HEAP_MB,
    /** The worker's script: the one beside this file (`.js` in dist; `.ts` under tsx, whose loader it inherits). */
    private readonly script = join(__dirname, `parse-worker${extname(__filename)}`),
  ) {}

  read(job: ParseJob): Promise<{ format: ImportFormat; statement: ParsedStatement }> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(this.script, {
        workerData: job,
        resourceLimits: { maxOldGenerationSizeMb: this.heapMb, maxYoungGenerationSizeMb: 16 },
      });
      let answered = false;
      worker.once('message', (answer: WorkerAnswer) => {
        answered = true;
        if (answer.ok) resolve({ format: answer.format, statement: answer.statement });
        else if ('code' in answer) reject(new StatementError(answer.code, answer.detail));
        else reject(new Error(`El lector de extractos falló: ${answer.failure}`));
      });
      worker.once('error', (error: Error & { code?: string }) => {
        answered = true;
        // V8 stops a worker that passes its heap ceiling with ERR_WORKER_OUT_OF_MEMORY.
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') reject(new StatementError('too-large', error.message));
        else reject(error);
      });
      worker.once('exit', (code) => {
        if (!answered) reject(new Error(`El lector de extractos terminó sin respuesta (código ${code}).`));
      });
    });
  }
}

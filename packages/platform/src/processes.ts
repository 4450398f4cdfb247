import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { connect, createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT } from './paths.js';

export type Echo = 'all' | 'problems' | 'none';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code when the process ends, for whatever reason. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export interface ProcessOptions {
  name: string;
  script: string;
  env: Record<string, string>;
  /** Every line the process prints is appended here. */
  logFile?: string;
  /** What reaches this terminal: everything, only errors, or nothing. */
  echo: Echo;
}

const ERROR = 50;

let echoesSilenced = false;
/**
 * Once a launcher is stopping, what its processes still print goes to their log files only: Ctrl-C reaches every
 * process of the terminal's group at once, PostgreSQL included, so closing pools report connections it ended.
 */
export function silenceEchoes(): void {
  echoesSilenced = true;
}

/** Prints a pino JSON line briefly, or any other line as it is. */
function echoLine(name: string, line: string, echo: Echo): void {
  if (echo === 'none' || echoesSilenced || line.trim() === '') return;
  try {
    const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
    if (echo === 'problems' && (entry.level ?? 0) < ERROR) return;
    process.stdout.write(
      `[${name}] ${entry.msg ?? ''}${entry.err?.message ? ` — ${entry.err.message}` : ''}\n`,
    );
  } catch {
    process.stdout.write(`[${name}] ${line}\n`);
  }
}

/**
 * How every gateway and service process runs (bench-server's memory figures measure them). V8 lets a busy process's
 * young generation grow to 16 MB per semi-space and keeps it: a small cap keeps each process's heap near what it
 * holds, at the cost of more frequent (cheap) scavenges. glibc gives each thread that allocates its own arena of
 * up to 64 MB; two arenas serve a Node process (one JavaScript thread, a few helpers) as well.
 */
export const NODE_PROCESS_FLAGS = ['--max-semi-space-size=4'];
/**
 * A process's own flags, after NODE_PROCESS_FLAGS: heap ceilings (the README's "Memory, third pass" and "fourth
 * pass" measured them). V8 grows an old generation after each full collection by up to 4× what survived it under
 * Node's default ceiling on this machine (4 GB), so a flood's promoted garbage kept each flooded process at 200–270 MB
 * long after; under a ceiling of 256 MB or less it grows by 1.3× at most and the first limit is half the ceiling, so
 * each stays near what it holds (about 125 MB at the peak of the same flood). Every process whose largest body fits
 * well within 256 MB of heap takes that ceiling: a community post of 8 MB (a 5 MB image as base64, decoded outside
 * the heap), a bank CSV of 2,000,000 characters and 10,000 rows, a screenshot of 10 MB (a buffer outside the heap), a
 * 23 MB MetaTrader report of 90,000 positions (read as a stream of tags and written with one array per column: the
 * journal peaked at 331 MB of RSS importing it; its imports run within a budget of 16 MB of files at once).
 */
const SERVICE_HEAP_CEILING = ['--max-old-space-size=256'];
/**
 * The gateway's young generation is twice the others': every proxied request leaves its garbage there, and with
 * 4 MB semi-spaces the collector took a fifth of its CPU per request (scavenges, and the full collections of what
 * they promoted). 8 MB: 0.29–0.34 → 0.22–0.23 ms of CPU per proxied request, for about 10 MB of memory (README,
 * "Eleventh pass").
 */
export const PROCESS_FLAGS: Readonly<Record<string, readonly string[]>> = {
  gateway: ['--max-semi-space-size=8', '--max-old-space-size=128'],
  identity: SERVICE_HEAP_CEILING,
  journal: SERVICE_HEAP_CEILING,
  learning: SERVICE_HEAP_CEILING,
  progress: SERVICE_HEAP_CEILING,
  strategies: SERVICE_HEAP_CEILING,
  community: SERVICE_HEAP_CEILING,
  finance: SERVICE_HEAP_CEILING,
  assistant: SERVICE_HEAP_CEILING,
};
export const NODE_PROCESS_ENV = { MALLOC_ARENA_MAX: '2' };
/**
 * A process's own environment, over NODE_PROCESS_ENV. Identity hashes passwords with Argon2id (19 MiB each, on
 * libuv's thread pool): glibc serves a freed block that large from its heap the next time (its mmap threshold rises
 * to the largest block freed), so a burst of sign-ins left identity 100 MB larger for good. A fixed threshold of
 * 1 MiB maps every hash's memory on its own and gives it back when the hash ends, and two pool threads (two cores)
 * hash at most two passwords at once (README, Benchmark, "Memory, fifth pass").
 */
export const PROCESS_ENV: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  identity: { MALLOC_MMAP_THRESHOLD_: '1048576', UV_THREADPOOL_SIZE: '2' },
};
/** glibc's malloc variables the launcher's own environment may set for its processes (measuring a setting). */
const MALLOC_VARIABLES = [
  'MALLOC_ARENA_MAX',
  'MALLOC_TRIM_THRESHOLD_',
  'MALLOC_TOP_PAD_',
  'MALLOC_MMAP_THRESHOLD_',
] as const;

/**
 * The Node flags of a platform process (`name` 'gateway' or a service's): the kept ones, then, to measure another
 * setting without editing this file, from the launcher's environment, separated by spaces (V8 takes the last of a
 * flag given twice): `PLATFORM_NODE_FLAGS` (every process), `PLATFORM_SERVICE_FLAGS` (every service), then
 * `PLATFORM_<NAME>_FLAGS` (one process: `PLATFORM_GATEWAY_FLAGS`, `PLATFORM_JOURNAL_FLAGS`…), e.g.
 * `PLATFORM_GATEWAY_FLAGS=--max-old-space-size=96 npm run bench`.
 */
export function nodeProcessFlags(name: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const words = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean);
  return [
    ...NODE_PROCESS_FLAGS,
    ...(PROCESS_FLAGS[name] ?? []),
    ...words(env.PLATFORM_NODE_FLAGS),
    ...(name === 'gateway' ? [] : words(env.PLATFORM_SERVICE_FLAGS)),
    ...words(env[`PLATFORM_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_FLAGS`]),
  ];
}

/**
 * NODE_PROCESS_ENV and the process's own (PROCESS_ENV; `name` 'gateway' or a service's), with any of glibc's malloc
 * variables the launcher's environment sets instead.
 */
export function nodeProcessEnv(name = '', env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const chosen: Record<string, string> = { ...NODE_PROCESS_ENV, ...(PROCESS_ENV[name] ?? {}) };
  for (const variable of MALLOC_VARIABLES) {
    const value = env[variable];
    if (value !== undefined && value !== '') chosen[variable] = value;
  }
  return chosen;
}

export function startNodeProcess(options: ProcessOptions): ManagedProcess {
  const child = spawn(process.execPath, [...nodeProcessFlags(options.name), join(ROOT, options.script)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...nodeProcessEnv(options.name), ...options.env },
    // The IPC channel closes when this process dies, however it dies: the child then shuts itself down.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let log: WriteStream | undefined;
  if (options.logFile) {
    mkdirSync(dirname(options.logFile), { recursive: true });
    log = createWriteStream(options.logFile, { flags: 'a' });
  }
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      log?.write(`${line}\n`);
      echoLine(options.name, line, options.echo);
    });
  }
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      log?.end();
      resolve(code);
    });
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  return { name: options.name, child, exited, stop };
}

/** How a process ended, in Spanish: "código 1", "señal SIGKILL". */
export function exitDescription(child: ChildProcess): string {
  return child.signalCode ? `señal ${child.signalCode}` : `código ${child.exitCode ?? '?'}`;
}

/** Waits until `url` answers 2xx; fails at once if the process dies first or `signal` aborts. */
export async function waitForHttp(
  url: string,
  owner: ManagedProcess,
  timeoutMs = 60_000,
  signal?: AbortSignal,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let died = false;
  void owner.exited.then(() => {
    died = true;
  });
  while (Date.now() < deadline) {
    if (died) throw new Error(`${owner.name} terminó antes de estar listo (revisa su registro).`);
    if (signal?.aborted) throw new Error(`${owner.name}: arranque interrumpido.`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${owner.name} no respondió en ${url} tras ${timeoutMs / 1000} s.`);
}

/** Fails with a clear message when something already listens on the port. */
export async function assertPortFree(port: number, owner: string, host = '127.0.0.1'): Promise<void> {
  const taken = new Error(
    `El puerto ${port} (${owner}) ya está en uso: ¿hay otro PipCrafters en marcha? Detenlo o elige otro puerto.`,
  );
  await new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', () => reject(taken));
    server.listen(port, host, () => server.close(() => resolve()));
  });
  // A browser opening http://localhost may try ::1 first: a program answering there would be reached instead.
  if (host === '127.0.0.1' && (await answersOn(port, '::1'))) throw taken;
}

/** Whether something accepts a TCP connection on host:port right now. */
function answersOn(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A TCP port that is free right now on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether a process with this id is still running (signal 0 checks without touching it). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A breach of the content format (services/learning/content/README.md). Its message, in Spanish for the content
 * writers, names the file and, where it can, the line (as `file:line:`, which editors and terminals open) and the
 * field or question. The load stops at the first one.
 */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly detail: string,
    readonly line?: number,
  ) {
    super(`${line === undefined ? file : `${file}:${line}`}: ${detail}`);
    this.name = 'ContentError';
  }
}

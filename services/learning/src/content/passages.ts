/** A piece of a lesson the assistant can cite on its own: a section under a heading, or a callout. */
export interface ContentPassage {
  /** The headings above it joined with " › " (## then ###, then the callout's own title); null before the first. */
  heading: string | null;
  /** Plain text, no markup: the section's paragraphs, list items and table rows in reading order. */
  text: string;
}

/** A passage longer than this is cut in several, between blocks or else between sentences. */
export const MAX_PASSAGE_CHARS = 1200;
export const HEADING_SEPARATOR = ' › ';
/** A sentence ends at . ! ? or … followed by a space ("10.000" and "1,0850" are not ends). */
const SENTENCE_END = /(?<=[.!?…])\s+/u;

interface Section {
  headings: string[];
  blocks: string[];
}

/**
 * Collects a Markdown body's passages while the renderer walks its tokens: each `##` or `###` opens a section, each
 * callout is a passage of its own (titled with its writer's title, if any) and the section goes on after it.
 */
export class PassageBuilder {
  private readonly sections: Section[] = [{ headings: [], blocks: [] }];
  /** The section text goes to: the last heading's, or the innermost open callout. */
  private readonly open: Section[] = [this.sections[0] as Section];
  private tableHeader: string[] | null = null;

  /** `##` (2) and `###` (3) open a section; a deeper heading is a line of the current one. */
  heading(level: number, text: string): void {
    if (level > 3) {
      this.block(text);
      return;
    }
    const outer = this.open[0] as Section;
    // A heading ends every open callout's text: a callout cannot hold one.
    const headings = [...outer.headings.slice(0, level - 2), text];
    const section = { headings, blocks: [] };
    this.sections.push(section);
    this.open.splice(0, this.open.length, section);
  }

  openCallout(title: string | null): void {
    const around = this.current();
    const section = { headings: title ? [...around.headings, title] : around.headings, blocks: [] };
    this.sections.push(section);
    this.open.push(section);
  }

  closeCallout(): void {
    if (this.open.length > 1) this.open.pop();
  }

  block(text: string): void {
    const clean = collapse(text);
    if (clean) this.current().blocks.push(clean);
  }

  /** A table's header row is kept to name each cell of the rows below: "Drawdown: 5 %; Ganancia: 5,26 %." */
  tableRow(cells: string[], header: boolean): void {
    if (header) {
      this.tableHeader = cells.map(collapse);
      return;
    }
    const pairs = cells.map(collapse).map((cell, index) => {
      const name = this.tableHeader?.[index];
      return name && cell ? `${name}: ${cell}` : cell;
    });
    const row = pairs.filter(Boolean).join('; ');
    if (row) this.block(/[.!?…:]$/u.test(row) ? row : `${row}.`);
  }

  endTable(): void {
    this.tableHeader = null;
  }

  passages(): ContentPassage[] {
    return this.sections.flatMap((section) =>
      chunk(section.blocks).map((text) => ({
        heading: section.headings.length > 0 ? section.headings.join(HEADING_SEPARATOR) : null,
        text,
      })),
    );
  }

  private current(): Section {
    return this.open.at(-1) as Section;
  }
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Joins blocks into texts of at most `max` characters, cutting between blocks, and a block longer than that between
 * its sentences (a single sentence longer than `max` stays whole).
 */
export function chunk(blocks: string[], max = MAX_PASSAGE_CHARS): string[] {
  const pieces = blocks.flatMap((block) => (block.length > max ? block.split(SENTENCE_END) : [block]));
  const texts: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current && current.length + 1 + piece.length > max) {
      texts.push(current);
      current = piece;
    } else current = current ? `${current} ${piece}` : piece;
  }
  if (current) texts.push(current);
  return texts;
}

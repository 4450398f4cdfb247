import { isUnderPath, REMOTES } from '@pipcrafters/contracts';
import MarkdownIt from 'markdown-it';
import container from 'markdown-it-container';
import sanitizeHtml from 'sanitize-html';
import { ContentError } from './content-error';
import { type ContentPassage, PassageBuilder } from './passages';

type Token = ReturnType<InstanceType<typeof MarkdownIt>['parse']>[number];

/** The interactive widgets the lesson page knows how to mount (`::: widget <id>`). */
export const LESSON_WIDGETS = ['calculadora-pips', 'calculadora-margen'] as const;

const CALLOUT_TITLES: Record<string, string> = {
  nota: 'Nota',
  ejemplo: 'Ejemplo',
  advertencia: 'Advertencia',
};
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const INTERNAL_LINK = /^\/aprende\/(lesson|module)\/([^/?#]+)$/;
/** A product path: segments of URL-safe characters, then an optional query string and fragment. */
const PRODUCT_LINK = /^((?:\/[A-Za-z0-9._~%-]+)+)\/?(\?[^#\s]*)?(#\S*)?$/;
/** The routes the shell serves itself, besides those of the remotes. */
export const SHELL_ROUTES = ['/dashboard', '/profile', '/notifications'] as const;
/** Every route prefix a lesson may link to: the remotes' (packages/contracts/src/platform.json) and the shell's. */
export const PRODUCT_ROUTES: readonly string[] = [
  ...REMOTES.flatMap((remote) => remote.routePrefixes),
  ...SHELL_ROUTES,
];
const DOCUMENTATION = '/documentation';
/** The glossary page of /documentation, served by the front end rather than by a docs file. */
export const DOCUMENTATION_GLOSSARY = 'glosario';
const GLOSSARY_SCHEME = 'glosario:';

/** Where a body refers to something the loader checks exists: a glossary term, a chart, a lesson or a module. */
export interface MarkdownReference {
  id: string;
  /** Line in the file (1-based). */
  line: number;
}

export interface RenderedMarkdown {
  html: string;
  plainText: string;
  glossary: MarkdownReference[];
  charts: MarkdownReference[];
  widgets: MarkdownReference[];
  lessonLinks: MarkdownReference[];
  moduleLinks: MarkdownReference[];
  /** Links to /documentation/<id> (a docs page the loader checks exists). */
  docLinks: MarkdownReference[];
  /** The body cut at its headings and callouts, as plain text: what the assistant retrieves and cites. */
  passages: ContentPassage[];
}

/** Where the Markdown comes from, for the errors: the file's label and the file line its first line is on. */
export interface MarkdownSource {
  file: string;
  firstLine: number;
}

/** What a `:::` block is, decided while inspecting and read back by the renderer. */
type Block =
  | { kind: 'callout'; callout: string; title: string; writerTitle: string | null }
  | { kind: 'chart'; id: string }
  | { kind: 'widget'; id: string };

/**
 * `html: true` only so that raw HTML becomes html_block / html_inline tokens the inspection refuses: with
 * `html: false` markdown-it would print it as text and the writer would never hear of it. No HTML token ever reaches
 * the renderer, and its output is sanitised again below.
 */
const markdown = new MarkdownIt({ html: true, linkify: false, typographer: false });
// CommonMark and GFM tables, as the format says: `~~` is not strikethrough (the allowlist has no <s> for it).
markdown.disable('strikethrough');
// Every link reaches the inspection, which refuses any scheme but glosario: and http(s): with a message; the
// default check would silently turn `javascript:` or `mailto:` links into text.
markdown.validateLink = () => true;
// One container for every `:::` so that an unknown kind is an error rather than a paragraph of text.
markdown.use(container, 'block', {
  validate: () => true,
  render: (tokens: Token[], index: number) => renderBlock(tokens[index] as Token),
});

function renderBlock(token: Token): string {
  const block = token.meta as Block;
  const opening = token.nesting === 1;
  switch (block.kind) {
    case 'callout':
      return opening
        ? `<aside class="callout callout-${block.callout}"><p class="callout-title">${markdown.utils.escapeHtml(block.title)}</p>\n`
        : '</aside>\n';
    case 'chart':
      return opening ? `<div class="lesson-chart" data-chart="${block.id}"></div>\n` : '';
    case 'widget':
      return opening ? `<div class="lesson-widget" data-widget="${block.id}"></div>\n` : '';
  }
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'code',
    'pre',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'aside',
    'div',
    'span',
    'hr',
    'br',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    // A list that starts at 3 keeps its numbering.
    ol: ['start'],
    div: ['data-chart', 'data-widget'],
    span: ['data-glossary'],
  },
  allowedClasses: {
    p: ['callout-title'],
    aside: ['callout', ...Object.keys(CALLOUT_TITLES).map((kind) => `callout-${kind}`)],
    div: ['lesson-chart', 'lesson-widget'],
    span: ['glossary-term'],
  },
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
};

/**
 * Renders a lesson's body (or a module's description) into sanitised HTML and plain text, and lists what it refers
 * to for the loader to check. Throws a ContentError, with the file line, on anything the format does not allow.
 */
export function renderMarkdown(source: string, from: MarkdownSource): RenderedMarkdown {
  const tokens = markdown.parse(source, {});
  const inspection = new Inspection(from);
  inspection.blocks(tokens);
  return {
    ...inspection.found,
    plainText: inspection.text.join(' ').replace(/\s+/g, ' ').trim(),
    passages: inspection.passages.passages(),
    html: sanitizeHtml(markdown.renderer.render(tokens, markdown.options, {}), SANITIZE),
  };
}

/** One pass over the tokens: checks each, rewrites links in place for the renderer, collects references and text. */
class Inspection {
  readonly found: Omit<RenderedMarkdown, 'html' | 'plainText' | 'passages'> = {
    glossary: [],
    charts: [],
    widgets: [],
    lessonLinks: [],
    moduleLinks: [],
    docLinks: [],
  };
  readonly text: string[] = [];
  readonly passages = new PassageBuilder();
  private line: number;

  constructor(private readonly from: MarkdownSource) {
    this.line = from.firstLine;
  }

  private rawHtml(html: string): ContentError {
    return new ContentError(
      this.from.file,
      `HTML escrito a mano («${html}»): usa Markdown; para mostrar un «<» como texto escríbelo «\\<» o entre comillas invertidas`,
      this.line,
    );
  }

  blocks(tokens: Token[]): void {
    const openBlocks: Block[] = [];
    /** What the next inline token is, for the passages: a heading's text (its level), a table cell, or a block. */
    let headingLevel = 0;
    let row: string[] | null = null;
    let headerRow = false;
    tokens.forEach((token, index) => {
      if (token.map) this.line = this.from.firstLine + token.map[0];
      switch (token.type) {
        case 'html_block':
          throw this.rawHtml(token.content.trim().split('\n')[0] ?? '');
        case 'heading_open':
          if (token.tag === 'h1')
            throw new ContentError(
              this.from.file,
              'un título de nivel 1 («# …»): la página ya lleva el título; empieza por «##»',
              this.line,
            );
          if (token.tag === 'h5' || token.tag === 'h6')
            throw new ContentError(
              this.from.file,
              `un título de nivel ${token.tag.slice(1)}: se admiten de «##» a «####»`,
              this.line,
            );
          headingLevel = Number(token.tag.slice(1));
          break;
        case 'heading_close':
          headingLevel = 0;
          break;
        case 'container_block_open': {
          const block = this.block(token.info);
          if (block.kind !== 'callout' && tokens[index + 1]?.type !== 'container_block_close')
            throw new ContentError(
              this.from.file,
              `el bloque «::: ${token.info.trim()}» debe quedar vacío: escribe «:::» en la línea siguiente (¿falta el «:::» de cierre?)`,
              this.line,
            );
          token.meta = block;
          openBlocks.push(block);
          if (block.kind === 'callout') this.passages.openCallout(block.writerTitle);
          break;
        }
        case 'container_block_close': {
          const block = openBlocks.pop();
          token.meta = block ?? null;
          if (block?.kind === 'callout') this.passages.closeCallout();
          break;
        }
        case 'thead_open':
          headerRow = true;
          break;
        case 'thead_close':
          headerRow = false;
          break;
        case 'tr_open':
          row = [];
          break;
        case 'tr_close':
          this.passages.tableRow(row ?? [], headerRow);
          row = null;
          break;
        case 'table_close':
          this.passages.endTable();
          break;
        case 'fence':
        case 'code_block':
          this.text.push(token.content);
          this.passages.block(token.content);
          break;
        case 'inline': {
          const text = this.inline(token.children ?? []);
          this.text.push(text);
          if (headingLevel > 0) this.passages.heading(headingLevel, text);
          else if (row) row.push(text);
          else this.passages.block(text);
          break;
        }
      }
    });
  }

  /** `nota [title]`, `ejemplo [title]`, `advertencia [title]`, `velas <id>` or `widget <id>`. */
  private block(info: string): Block {
    const [kind = '', ...rest] = info.trim().split(/\s+/);
    const argument = rest.join(' ');
    const defaultTitle = CALLOUT_TITLES[kind];
    if (defaultTitle) {
      // A title of the writer's own is text a learner may search for; the default one is not.
      if (argument) this.text.push(argument);
      return {
        kind: 'callout',
        callout: kind,
        title: argument || defaultTitle,
        writerTitle: argument || null,
      };
    }
    if (kind === 'velas' || kind === 'widget') {
      if (!SLUG.test(argument))
        throw new ContentError(
          this.from.file,
          `«::: ${kind}» necesita un id (minúsculas, números y guiones): «::: ${kind} <id>»`,
          this.line,
        );
      if (kind === 'velas') {
        this.found.charts.push({ id: argument, line: this.line });
        return { kind: 'chart', id: argument };
      }
      if (!(LESSON_WIDGETS as readonly string[]).includes(argument))
        throw new ContentError(
          this.from.file,
          `el widget «${argument}» no existe (hay: ${LESSON_WIDGETS.join(', ')})`,
          this.line,
        );
      this.found.widgets.push({ id: argument, line: this.line });
      return { kind: 'widget', id: argument };
    }
    throw new ContentError(
      this.from.file,
      kind === ''
        ? 'un «:::» sin tipo: ¿un cierre de más, o un bloque dentro de otro? (el de fuera se abre y se cierra con «::::»)'
        : `bloque desconocido «::: ${kind}» (se admiten: ${[...Object.keys(CALLOUT_TITLES), 'velas', 'widget'].join(', ')})`,
      this.line,
    );
  }

  /** A paragraph's, heading's or table cell's inline tokens; returns their text. */
  private inline(children: Token[]): string {
    let text = '';
    let glossaryLink = false;
    for (const token of children) {
      switch (token.type) {
        case 'text':
        case 'text_special':
        case 'code_inline':
          text += token.content;
          break;
        case 'softbreak':
        case 'hardbreak':
          text += ' ';
          break;
        case 'image':
          throw new ContentError(
            this.from.file,
            `una imagen («${token.attrGet('src')}»): las lecciones no llevan imágenes; usa un gráfico «::: velas»`,
            this.line,
          );
        case 'html_inline':
          throw this.rawHtml(token.content);
        case 'link_open':
          glossaryLink = this.link(token);
          break;
        case 'link_close':
          if (glossaryLink) token.tag = 'span';
          glossaryLink = false;
          break;
      }
    }
    return text;
  }

  /** Turns a glossary link into its span and opens external links in a new tab; true for a glossary link. */
  private link(token: Token): boolean {
    const href = String(token.attrGet('href') ?? '');
    if (href.startsWith(GLOSSARY_SCHEME)) {
      const id = href.slice(GLOSSARY_SCHEME.length);
      if (!SLUG.test(id))
        throw new ContentError(
          this.from.file,
          `el enlace al glosario «${href}» no lleva un id válido (minúsculas, números y guiones)`,
          this.line,
        );
      this.found.glossary.push({ id, line: this.line });
      token.tag = 'span';
      token.attrs = [
        ['class', 'glossary-term'],
        ['data-glossary', id],
      ];
      return true;
    }
    if (href.startsWith('/')) {
      this.productLink(href);
      return false;
    }
    if (/^https?:\/\//i.test(href)) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer');
      return false;
    }
    throw new ContentError(
      this.from.file,
      `el enlace «${href}» no está permitido: usa «glosario:<id>», «/aprende/lesson/<id>», «/aprende/module/<id>», una página de la plataforma («/financehub», «/documentation/<id>»…) o una dirección http(s)://`,
      this.line,
    );
  }

  /**
   * A link inside the product: a lesson or module (checked by the loader), a documentation page (idem) or a path
   * whose first segment is a route of the platform. It stays a plain `<a href>`; the front end routes it.
   */
  private productLink(href: string): void {
    const [, path = ''] = PRODUCT_LINK.exec(href) ?? [];
    if (!path)
      throw new ContentError(
        this.from.file,
        `el enlace interno «${href}» no es una ruta válida («/ruta/de/la/página», con «?consulta» opcional; sin espacios)`,
        this.line,
      );
    const segments = path.split('/').slice(1);
    if (segments[0] === 'aprende' && (segments[1] === 'lesson' || segments[1] === 'module')) {
      const [, kind, id] = INTERNAL_LINK.exec(path) ?? [];
      if (!id || !SLUG.test(id))
        throw new ContentError(
          this.from.file,
          `el enlace interno «${href}» no es «/aprende/lesson/<id>» ni «/aprende/module/<id>»`,
          this.line,
        );
      (kind === 'lesson' ? this.found.lessonLinks : this.found.moduleLinks).push({ id, line: this.line });
      return;
    }
    if (isUnderPath(path, DOCUMENTATION)) {
      const id = segments[1];
      if (id === undefined || id === DOCUMENTATION_GLOSSARY) return;
      if (segments.length > 2 || !SLUG.test(id))
        throw new ContentError(
          this.from.file,
          `el enlace «${href}» no es «/documentation», «/documentation/glosario» ni «/documentation/<id de una página de docs/>»`,
          this.line,
        );
      this.found.docLinks.push({ id, line: this.line });
      return;
    }
    if (!PRODUCT_ROUTES.some((route) => isUnderPath(path, route)))
      throw new ContentError(
        this.from.file,
        `el enlace «${href}» no lleva a ninguna página de la plataforma (las rutas empiezan por: ${PRODUCT_ROUTES.join(', ')})`,
        this.line,
      );
  }
}

import { createHash } from 'node:crypto';
import { type Dirent, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  type Candle,
  type CandleChart,
  MODULE_LEVELS,
  type ModuleLevel,
  type QuestionKind,
} from '@pipcrafters/contracts';
import matter from 'gray-matter';
import YAML, { isNode, LineCounter } from 'yaml';
import type {
  Content,
  ContentDoc,
  ContentLesson,
  ContentModule,
  ContentOption,
  ContentQuestion,
  GlossaryTerm,
} from './content.types';
import { ContentError } from './content-error';
import { CHECK_EPSILON, FORMULA_NAMES, FORMULAS, type FormulaInputs, isFormulaName } from './formulas';
import {
  DOCUMENTATION_GLOSSARY,
  type MarkdownReference,
  type RenderedMarkdown,
  renderMarkdown,
} from './render-markdown';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MODULE_FOLDER = /^\d+-[a-z0-9]+(-[a-z0-9]+)*$/;
const LESSON_FILE = /^\d+-[a-z0-9]+(-[a-z0-9]+)*\.md$/;
/** docs/<nn>-<slug>.md */
const DOC_FILE = LESSON_FILE;
const QUESTION_KINDS: readonly QuestionKind[] = ['single', 'multiple', 'numeric'];
const MIN_QUESTIONS = 4;
/** Every module but the last gives the placement test this many questions or more. */
const MIN_PLACEMENT_QUESTIONS = 2;
const WORDS_PER_MINUTE = 200;
/** A date, or a date-time in UTC (`Z`). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z)?$/;
/** The search's highlighting markers (search/snippet.ts): a file that held one would break the snippets. */
const RESERVED_CHARACTERS = /[\uE000\uE001]/;

/** services/learning/content: `__dirname` is src/content under vitest and dist/content once compiled. */
const SERVICE_CONTENT_ROOT = resolve(__dirname, '..', '..', 'content');
/** How errors name the files of the service's own content: from the repository root, as the writers see them. */
const SERVICE_CONTENT_LABEL = 'services/learning/content';

export function defaultContentRoot(): string {
  if (!existsSync(SERVICE_CONTENT_ROOT))
    throw new ContentError(
      SERVICE_CONTENT_LABEL,
      `la carpeta no existe (se buscó en ${SERVICE_CONTENT_ROOT})`,
    );
  return SERVICE_CONTENT_ROOT;
}

/**
 * Reads and validates the whole course under `root` (the format is services/learning/content/README.md). Throws a
 * ContentError naming the file at the first breach; references between files are checked once all are read.
 */
export function loadContent(root = defaultContentRoot()): Content {
  return new ContentReader(root).read();
}

interface LinkToCheck extends MarkdownReference {
  file: string;
  kind: 'lesson' | 'module' | 'doc';
}

/** Where a glossary term names its lesson, checked once every lesson is read. */
interface GlossaryLesson {
  termId: string;
  lessonId: string;
  file: string;
  line: number | undefined;
}

class ContentReader {
  private readonly glossary = new Map<string, GlossaryTerm>();
  private readonly glossaryLessons: GlossaryLesson[] = [];
  private readonly links: LinkToCheck[] = [];
  private readonly lessonFiles = new Map<string, string>();
  private readonly labelRoot: string;

  constructor(private readonly root: string) {
    this.labelRoot = resolve(root) === SERVICE_CONTENT_ROOT ? SERVICE_CONTENT_LABEL : root;
  }

  read(): Content {
    const entries = entriesOf(this.root);
    const glossaryHash = this.readGlossary(entries.some((entry) => entry.name === 'glossary'));
    const modules: ContentModule[] = [];
    let docs: ContentDoc[] = [];
    for (const entry of entries) {
      if (entry.name === 'glossary' || entry.name === 'README.md') continue;
      if (entry.name === 'docs' && entry.isDirectory()) {
        docs = this.readDocs();
        continue;
      }
      if (!entry.isDirectory() || !MODULE_FOLDER.test(entry.name))
        throw new ContentError(
          this.label(entry.name),
          'no es parte del formato: en content/ solo van glossary/, docs/, README.md y una carpeta «<nn>-<slug>» por módulo',
        );
      modules.push(this.readModule(entry.name));
    }
    modules.sort((a, b) => a.order - b.order);
    this.checkModules(modules);
    this.checkGlossaryLessons();
    this.checkLinks(modules, docs);
    return { modules, glossary: [...this.glossary.values()], glossaryHash, docs };
  }

  private label(relativePath: string): string {
    return `${this.labelRoot}/${relativePath}`;
  }

  private readFile(relativePath: string): { file: string; text: string; hash: string; bytes: Buffer } {
    const file = this.label(relativePath);
    const bytes = readFileSync(join(this.root, relativePath));
    const text = bytes.toString('utf8');
    const reserved = text.search(RESERVED_CHARACTERS);
    if (reserved !== -1)
      throw new ContentError(
        file,
        'hay un carácter reservado (U+E000 o U+E001, de uso privado: la búsqueda lo usa para resaltar); bórralo',
        lineAt(text, reserved),
      );
    return { file, text, bytes, hash: createHash('sha256').update(bytes).digest('hex') };
  }

  /** Every glossary/*.yml in name order; returns the hash of them all. */
  private readGlossary(exists: boolean): string {
    const hash = createHash('sha256');
    for (const entry of exists ? entriesOf(join(this.root, 'glossary')) : []) {
      const relativePath = `glossary/${entry.name}`;
      if (!entry.isFile() || !entry.name.endsWith('.yml'))
        throw new ContentError(
          this.label(relativePath),
          'no es parte del formato: en glossary/ solo van listas de términos «<nn>-<tema>.yml»',
        );
      const { file, text, bytes } = this.readFile(relativePath);
      hash.update(relativePath).update('\0').update(bytes).update('\0');
      const glossary = parseYaml(file, text);
      if (!Array.isArray(glossary.value))
        throw new ContentError(
          file,
          'debe ser una lista de términos («- id: …», «term: …», «definition: …»)',
        );
      for (const fields of Fields.items(glossary, [], '', glossary.value, [
        'id',
        'term',
        'english',
        'lesson',
        'definition',
      ])) {
        const term: GlossaryTerm = {
          id: fields.slug('id'),
          term: fields.text('term'),
          english: fields.optionalText('english'),
          lessonId: fields.slug('lesson'),
          definition: fields.text('definition'),
        };
        this.glossaryLessons.push({
          termId: term.id,
          lessonId: term.lessonId,
          file,
          line: fields.line('lesson'),
        });
        if (this.glossary.has(term.id))
          throw new ContentError(
            file,
            `el término «${term.id}» está repetido (los ids son únicos en todo glossary/)`,
            fields.line('id'),
          );
        this.glossary.set(term.id, term);
      }
    }
    return hash.digest('hex');
  }

  private readModule(folder: string): ContentModule {
    const entries = entriesOf(join(this.root, folder));
    if (!entries.some((entry) => entry.name === 'module.md'))
      throw new ContentError(
        this.label(`${folder}/module.md`),
        'falta: cada carpeta de módulo lleva un module.md con su cabecera y su descripción',
      );
    const { file, text, hash } = this.readFile(`${folder}/module.md`);
    const page = readFrontMatter(file, text);
    const header = Fields.header(page.yaml, ['id', 'order', 'title', 'level', 'summary']);
    const id = header.slug('id');
    const order = header.position('order');
    const title = header.text('title');
    const level = header.oneOf<ModuleLevel>('level', MODULE_LEVELS);
    const summary = header.text('summary');
    const description = this.renderBody(file, page, {});

    const lessons: ContentLesson[] = [];
    const orders = new Map<number, string>();
    for (const entry of entries) {
      if (entry.name === 'module.md') continue;
      const relativePath = `${folder}/${entry.name}`;
      if (!entry.isFile() || !LESSON_FILE.test(entry.name))
        throw new ContentError(
          this.label(relativePath),
          'no es parte del formato: en la carpeta de un módulo solo van module.md y lecciones «<nn>-<slug>.md»',
        );
      const lesson = this.readLesson(relativePath, id);
      const sameOrder = orders.get(lesson.order);
      if (sameOrder)
        throw new ContentError(
          this.label(relativePath),
          `el orden ${lesson.order} ya lo tiene ${this.label(sameOrder)} (el orden es único en el módulo)`,
        );
      orders.set(lesson.order, relativePath);
      lessons.push(lesson);
    }
    lessons.sort((a, b) => a.order - b.order);
    return {
      id,
      order,
      title,
      level,
      summary,
      descriptionHtml: description.html,
      file: `${folder}/module.md`,
      contentHash: hash,
      lessons,
    };
  }

  private readLesson(relativePath: string, moduleId: string): ContentLesson {
    const { file, text, hash } = this.readFile(relativePath);
    const page = readFrontMatter(file, text);
    const header = Fields.header(page.yaml, ['id', 'order', 'title', 'summary', 'charts', 'quiz']);
    const id = header.slug('id');
    const sameId = this.lessonFiles.get(id);
    if (sameId)
      throw new ContentError(
        file,
        `el id «${id}» ya lo usa ${this.label(sameId)} (el id de una lección es único en todo el curso)`,
        header.line('id'),
      );
    this.lessonFiles.set(id, relativePath);
    const order = header.position('order');
    const title = header.text('title');
    const summary = header.text('summary');
    const charts = readCharts(header);
    const questions = readQuiz(header, id);
    const body = this.renderBody(file, page, charts);
    const words = body.plainText.split(' ').filter(Boolean).length;
    return {
      id,
      moduleId,
      order,
      title,
      summary,
      html: body.html,
      plainText: body.plainText,
      passages: body.passages,
      readingMinutes: Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)),
      glossaryIds: [...new Set(body.glossary.map((use) => use.id))],
      charts,
      questions,
      file: relativePath,
      contentHash: hash,
    };
  }

  /** Renders a body and checks what it refers to in this file and in the glossary; links wait for every file. */
  private renderBody(
    file: string,
    page: FrontMatter,
    charts: Record<string, CandleChart>,
    isDoc = false,
  ): RenderedMarkdown {
    if (page.body.trim() === '')
      throw new ContentError(file, 'el cuerpo está vacío: después de la cabecera va el texto en Markdown');
    const body = renderMarkdown(page.body, { file, firstLine: page.bodyLine });
    if (isDoc) {
      const [use] = [...body.charts, ...body.widgets].sort((a, b) => a.line - b.line);
      if (use)
        throw new ContentError(
          file,
          `una página de documentación no lleva gráficos («::: velas») ni widgets («::: widget»): «${use.id}»`,
          use.line,
        );
    }
    for (const use of body.glossary)
      if (!this.glossary.has(use.id))
        throw new ContentError(
          file,
          `el término «${use.id}» no está en el glosario (glossary/*.yml)`,
          use.line,
        );
    for (const use of body.charts)
      if (!charts[use.id])
        throw new ContentError(
          file,
          `el gráfico «${use.id}» no está en «charts» de la cabecera${Object.keys(charts).length ? ` (hay: ${Object.keys(charts).join(', ')})` : ''}`,
          use.line,
        );
    this.links.push(
      ...body.lessonLinks.map((link) => ({ ...link, file, kind: 'lesson' as const })),
      ...body.moduleLinks.map((link) => ({ ...link, file, kind: 'module' as const })),
      ...body.docLinks.map((link) => ({ ...link, file, kind: 'doc' as const })),
    );
    return body;
  }

  private checkModules(modules: ContentModule[]): void {
    const ids = new Map<string, string>();
    const orders = new Map<number, string>();
    for (const module of modules) {
      const file = this.label(module.file);
      const sameId = ids.get(module.id);
      if (sameId)
        throw new ContentError(
          file,
          `el id «${module.id}» ya lo usa ${this.label(sameId)} (es único en el curso)`,
        );
      const sameOrder = orders.get(module.order);
      if (sameOrder)
        throw new ContentError(
          file,
          `el orden ${module.order} ya lo tiene ${this.label(sameOrder)} (es único en el curso)`,
        );
      ids.set(module.id, module.file);
      orders.set(module.order, module.file);
    }
    // The placement test asks about every module but the last, to unlock the ones after it.
    for (const module of modules.slice(0, -1)) {
      const placement = module.lessons
        .flatMap((lesson) => lesson.questions)
        .filter((q) => q.placement).length;
      if (placement < MIN_PLACEMENT_QUESTIONS)
        throw new ContentError(
          this.label(module.file),
          `el módulo «${module.id}» tiene ${placement} preguntas con «placement: true» y necesita ${MIN_PLACEMENT_QUESTIONS} o más para la prueba de nivel (todos los módulos menos el último)`,
        );
    }
  }

  private checkLinks(modules: ContentModule[], docs: ContentDoc[]): void {
    const moduleIds = new Set(modules.map((module) => module.id));
    const docIds = new Set(docs.map((doc) => doc.id));
    for (const link of this.links) {
      if (link.kind === 'doc') {
        if (!docIds.has(link.id))
          throw new ContentError(
            link.file,
            `el enlace «/documentation/${link.id}» lleva a una página de documentación que no existe (docs/*.md${docIds.size ? `: ${[...docIds].join(', ')}` : ', vacía'}; también valen «/documentation» y «/documentation/glosario»)`,
            link.line,
          );
        continue;
      }
      const exists = link.kind === 'lesson' ? this.lessonFiles.has(link.id) : moduleIds.has(link.id);
      if (!exists)
        throw new ContentError(
          link.file,
          `el enlace «/aprende/${link.kind}/${link.id}» lleva a ${link.kind === 'lesson' ? 'una lección' : 'un módulo'} que no existe`,
          link.line,
        );
    }
  }

  /** Every glossary term's `lesson` names a lesson of the course. */
  private checkGlossaryLessons(): void {
    for (const use of this.glossaryLessons)
      if (!this.lessonFiles.has(use.lessonId))
        throw new ContentError(
          use.file,
          `el término «${use.termId}» dice «lesson: ${use.lessonId}» y esa lección no existe (es el id de la cabecera de una lección)`,
          use.line,
        );
  }

  /** Every docs/<nn>-<slug>.md, sorted by order. */
  private readDocs(): ContentDoc[] {
    const docs: ContentDoc[] = [];
    const ids = new Map<string, string>();
    const orders = new Map<number, string>();
    for (const entry of entriesOf(join(this.root, 'docs'))) {
      const relativePath = `docs/${entry.name}`;
      if (!entry.isFile() || !DOC_FILE.test(entry.name))
        throw new ContentError(
          this.label(relativePath),
          'no es parte del formato: en docs/ solo van páginas «<nn>-<slug>.md»',
        );
      const { file, text, hash } = this.readFile(relativePath);
      const page = readFrontMatter(file, text);
      const header = Fields.header(page.yaml, ['id', 'order', 'title', 'summary']);
      const id = header.slug('id');
      if (id === DOCUMENTATION_GLOSSARY)
        throw new ContentError(
          file,
          `el id «${id}» está reservado: /documentation/${id} es la página del glosario`,
          header.line('id'),
        );
      const sameId = ids.get(id);
      if (sameId)
        throw new ContentError(
          file,
          `el id «${id}» ya lo usa ${this.label(sameId)} (es único en docs/)`,
          header.line('id'),
        );
      const order = header.position('order');
      const sameOrder = orders.get(order);
      if (sameOrder)
        throw new ContentError(
          file,
          `el orden ${order} ya lo tiene ${this.label(sameOrder)} (es único en docs/)`,
          header.line('order'),
        );
      ids.set(id, relativePath);
      orders.set(order, relativePath);
      const title = header.text('title');
      const summary = header.text('summary');
      const body = this.renderBody(file, page, {}, true);
      docs.push({
        id,
        order,
        title,
        summary,
        html: body.html,
        plainText: body.plainText,
        file: relativePath,
        contentHash: hash,
      });
    }
    return docs.sort((a, b) => a.order - b.order);
  }
}

/** A folder's entries in name order, without hidden files (.gitkeep, .DS_Store, editors' swap files). */
function entriesOf(folder: string): Dirent[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** A YAML text of a content file: its value, and where each value of it is, to name the line of a breach. */
interface Yaml {
  file: string;
  value: unknown;
  /** The file line of the value at `keys` (mapping keys and list indices), or of its nearest ancestor. */
  lineOf(keys: readonly (string | number)[]): number | undefined;
}

interface FrontMatter {
  yaml: Yaml;
  body: string;
  /** The file line the body starts on. */
  bodyLine: number;
}

function readFrontMatter(file: string, text: string): FrontMatter {
  if (!matter.test(text))
    throw new ContentError(
      file,
      'falta la cabecera: el archivo empieza por «---», los campos en YAML y otra línea «---»',
      1,
    );
  let yaml: Yaml | undefined;
  let page: matter.GrayMatterFile<string>;
  try {
    // gray-matter hands over the YAML from the end of the first «---» line on, so YAML's lines are the file's.
    page = matter(text, {
      engines: {
        yaml: (source) => {
          yaml = parseYaml(file, source);
          return yaml.value as object;
        },
      },
    });
  } catch (error) {
    if (error instanceof ContentError) throw error;
    throw new ContentError(
      file,
      `la cabecera no se puede leer: ${error instanceof Error ? error.message : error}`,
    );
  }
  const bodyLine = lineAt(text, text.length - page.content.length);
  // gray-matter skips the engine when the header is empty.
  return { yaml: yaml ?? { file, value: page.data, lineOf: () => 1 }, body: page.content, bodyLine };
}

/** Parses YAML, with its syntax errors turned into a ContentError on the file's line. */
function parseYaml(file: string, source: string): Yaml {
  const lineCounter = new LineCounter();
  const document = YAML.parseDocument(source, { lineCounter });
  const [error] = document.errors;
  if (error) {
    const reason = error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '');
    const position = error.linePos?.[0];
    throw new ContentError(
      file,
      `error de sintaxis YAML${position ? ` (columna ${position.col})` : ''}: ${reason}`,
      position?.line,
    );
  }
  const lineOf = (keys: readonly (string | number)[]): number | undefined => {
    for (let depth = keys.length; depth >= 0; depth -= 1) {
      const node = document.getIn(keys.slice(0, depth), true);
      if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
    }
    return undefined;
  };
  return { file, value: document.toJS(), lineOf };
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type Keys = readonly (string | number)[];

/**
 * One YAML mapping of a content file, read field by field. Every breach names the file, the field's path as the
 * writer sees it ("quiz › q3 › options › b › text") and its line.
 */
class Fields {
  private readonly record: Record<string, unknown>;

  private constructor(
    private readonly yaml: Yaml,
    private readonly keys: Keys,
    private readonly path: string,
    value: unknown,
    allowed: readonly string[],
  ) {
    if (!isMapping(value))
      throw new ContentError(
        yaml.file,
        `«${path || 'cabecera'}» debe ser un mapa de campos («clave: valor»)`,
        yaml.lineOf(keys),
      );
    const unknown = Object.keys(value).find((key) => !allowed.includes(key));
    if (unknown !== undefined)
      throw new ContentError(
        yaml.file,
        `campo desconocido «${this.at(unknown)}» (se admiten: ${allowed.join(', ')})`,
        yaml.lineOf([...keys, unknown]),
      );
    this.record = value;
  }

  /** A front matter's fields. */
  static header(yaml: Yaml, allowed: readonly string[]): Fields {
    return new Fields(yaml, [], '', yaml.value, allowed);
  }

  /** The mappings of a list at `keys`, each named by its id ("quiz › q3") or, lacking one, its place ("quiz › #3"). */
  static items(yaml: Yaml, keys: Keys, path: string, list: unknown[], allowed: readonly string[]): Fields[] {
    return list.map((value, index) => {
      const name = isMapping(value) && typeof value.id === 'string' ? value.id : `#${index + 1}`;
      return new Fields(yaml, [...keys, index], path ? `${path} › ${name}` : name, value, allowed);
    });
  }

  get file(): string {
    return this.yaml.file;
  }

  /** The path of a field, or of this mapping, as the writer sees it. */
  at(key?: string): string {
    if (key === undefined) return this.path;
    return this.path ? `${this.path} › ${key}` : key;
  }

  /** The line of a field, or of this mapping. */
  line(key?: string): number | undefined {
    return this.yaml.lineOf(key === undefined ? this.keys : [...this.keys, key]);
  }

  has(key: string): boolean {
    return this.record[key] !== undefined && this.record[key] !== null;
  }

  private required(key: string): unknown {
    if (!this.has(key)) throw new ContentError(this.file, `falta el campo «${this.at(key)}»`, this.line());
    return this.record[key];
  }

  text(key: string): string {
    const value = this.required(key);
    if (typeof value !== 'string' || value.trim() === '')
      throw new ContentError(
        this.file,
        `el campo «${this.at(key)}» debe ser un texto no vacío`,
        this.line(key),
      );
    return value;
  }

  optionalText(key: string): string | null {
    return this.has(key) ? this.text(key) : null;
  }

  slug(key: string): string {
    const value = this.text(key);
    if (!SLUG.test(value))
      throw new ContentError(
        this.file,
        `el campo «${this.at(key)}» («${value}») debe ser un id en minúsculas, con números y guiones (como «que-es-un-pip»)`,
        this.line(key),
      );
    return value;
  }

  /** An order: 1, 2, 3… */
  position(key: string): number {
    const value = this.required(key);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
      throw new ContentError(
        this.file,
        `el campo «${this.at(key)}» debe ser un número entero mayor que 0`,
        this.line(key),
      );
    return value;
  }

  number(key: string): number {
    const value = this.required(key);
    if (typeof value !== 'number' || !Number.isFinite(value))
      throw new ContentError(
        this.file,
        `el campo «${this.at(key)}» debe ser un número de YAML (sin comillas y con punto decimal: 1.0850)`,
        this.line(key),
      );
    return value;
  }

  optionalNumber(key: string): number | null {
    return this.has(key) ? this.number(key) : null;
  }

  flag(key: string): boolean {
    if (!this.has(key)) return false;
    const value = this.record[key];
    if (typeof value !== 'boolean')
      throw new ContentError(this.file, `el campo «${this.at(key)}» debe ser true o false`, this.line(key));
    return value;
  }

  oneOf<T extends string>(key: string, values: readonly T[]): T {
    const value = this.required(key);
    if (!values.includes(value as T))
      throw new ContentError(
        this.file,
        `el campo «${this.at(key)}» es «${String(value)}» y debe ser uno de: ${values.join(', ')}`,
        this.line(key),
      );
    return value as T;
  }

  /** The mapping `key`, with these fields allowed. */
  mapping(key: string, allowed: readonly string[]): Fields {
    return new Fields(this.yaml, [...this.keys, key], this.at(key), this.required(key), allowed);
  }

  /** A non-empty list of YAML numbers. */
  numberList(key: string): number[] {
    const value = this.required(key);
    if (
      !Array.isArray(value) ||
      value.length === 0 ||
      !value.every((item) => typeof item === 'number' && Number.isFinite(item))
    )
      throw new ContentError(
        this.file,
        `el campo «${this.at(key)}» debe ser una lista no vacía de números de YAML ([1.0850, 1.0872])`,
        this.line(key),
      );
    return value as number[];
  }

  /** The mappings of the list `key`. */
  items(key: string, allowed: readonly string[]): Fields[] {
    const value = this.required(key);
    if (!Array.isArray(value))
      throw new ContentError(this.file, `el campo «${this.at(key)}» debe ser una lista`, this.line(key));
    return Fields.items(this.yaml, [...this.keys, key], this.at(key), value, allowed);
  }

  optionalItems(key: string, allowed: readonly string[]): Fields[] | null {
    return this.has(key) ? this.items(key, allowed) : null;
  }

  /** The mappings of the mapping `key`, by name. */
  optionalEntries(key: string, allowed: readonly string[]): [string, Fields][] {
    if (!this.has(key)) return [];
    const value = this.record[key];
    if (!isMapping(value))
      throw new ContentError(
        this.file,
        `el campo «${this.at(key)}» debe ser un mapa de campos («clave: valor»)`,
        this.line(key),
      );
    return Object.entries(value).map(([name, entry]) => [
      name,
      new Fields(this.yaml, [...this.keys, key, name], `${this.at(key)} › ${name}`, entry, allowed),
    ]);
  }
}

function readCharts(header: Fields): Record<string, CandleChart> {
  const charts: Record<string, CandleChart> = {};
  for (const [id, fields] of header.optionalEntries('charts', ['title', 'symbol', 'candles', 'lines'])) {
    if (!SLUG.test(id))
      throw new ContentError(
        fields.file,
        `el gráfico «${id}» necesita un id en minúsculas, con números y guiones`,
        fields.line(),
      );
    const title = fields.text('title');
    const symbol = fields.text('symbol');
    const candleFields = fields.items('candles', ['time', 'open', 'high', 'low', 'close']);
    if (candleFields.length === 0)
      throw new ContentError(fields.file, `el gráfico «${id}» no tiene velas`, fields.line('candles'));
    const candles = candleFields.map(readCandle);
    // The chart library draws candles in strictly increasing time and refuses any other order.
    candles.forEach((candle, index) => {
      const previous = candles[index - 1];
      if (previous && Date.parse(previous.time) >= Date.parse(candle.time))
        throw new ContentError(
          fields.file,
          `en el gráfico «${id}» la vela ${index + 1} («${candle.time}») no es posterior a la anterior («${previous.time}»): ordénalas por tiempo, sin repetir`,
          candleFields[index]?.line(),
        );
    });
    const lines = fields
      .optionalItems('lines', ['price', 'label'])
      ?.map((line) => ({ price: line.number('price'), label: line.text('label') }));
    charts[id] = lines ? { title, symbol, candles, lines } : { title, symbol, candles };
  }
  return charts;
}

function readCandle(fields: Fields): Candle {
  const time = fields.text('time');
  const parsed = new Date(time);
  if (
    !ISO_TIME.test(time) ||
    Number.isNaN(parsed.getTime()) ||
    parsed.toISOString().slice(0, 10) !== time.slice(0, 10)
  )
    throw new ContentError(
      fields.file,
      `el campo «${fields.at('time')}» («${time}») debe ser una fecha ISO en UTC, entre comillas: '2026-03-02T08:00:00Z' o '2026-03-02'`,
      fields.line('time'),
    );
  const candle = {
    time,
    open: fields.number('open'),
    high: fields.number('high'),
    low: fields.number('low'),
    close: fields.number('close'),
  };
  if (candle.low <= 0)
    throw new ContentError(fields.file, `en «${fields.at()}» los precios deben ser positivos`, fields.line());
  if (candle.low > Math.min(candle.open, candle.close) || candle.high < Math.max(candle.open, candle.close))
    throw new ContentError(
      fields.file,
      `en «${fields.at()}» el mínimo (low) no puede pasar de la apertura ni del cierre, ni el máximo (high) quedar por debajo de ellos`,
      fields.line(),
    );
  return candle;
}

const QUESTION_FIELDS = [
  'id',
  'kind',
  'prompt',
  'explanation',
  'placement',
  'options',
  'answer',
  'tolerance',
  'unit',
  'check',
];

function readQuiz(header: Fields, lessonId: string): ContentQuestion[] {
  const quiz = header.items('quiz', QUESTION_FIELDS);
  if (quiz.length < MIN_QUESTIONS)
    throw new ContentError(
      header.file,
      `el cuestionario («quiz») tiene ${quiz.length} ${quiz.length === 1 ? 'pregunta' : 'preguntas'} y necesita ${MIN_QUESTIONS} o más`,
      header.line('quiz'),
    );
  const seen = new Set<string>();
  return quiz.map((fields, position) => {
    const question = readQuestion(fields, lessonId, position);
    if (seen.has(question.localId))
      throw new ContentError(
        fields.file,
        `hay dos preguntas con el id «${question.localId}» (es único en la lección)`,
        fields.line('id'),
      );
    seen.add(question.localId);
    return question;
  });
}

function readQuestion(fields: Fields, lessonId: string, position: number): ContentQuestion {
  const localId = fields.slug('id');
  const kind = fields.oneOf('kind', QUESTION_KINDS);
  const question = {
    id: `${lessonId}.${localId}`,
    localId,
    position,
    kind,
    prompt: fields.text('prompt'),
    explanation: fields.text('explanation'),
    placement: fields.flag('placement'),
  };
  if (kind === 'numeric') {
    if (fields.has('options'))
      throw new ContentError(
        fields.file,
        `la pregunta «${localId}» es numeric: no lleva «options», sino «answer»`,
        fields.line('options'),
      );
    const tolerance = fields.optionalNumber('tolerance') ?? 0;
    if (tolerance < 0)
      throw new ContentError(
        fields.file,
        `el campo «${fields.at('tolerance')}» no puede ser negativo`,
        fields.line('tolerance'),
      );
    const answer = fields.number('answer');
    return {
      ...question,
      options: [],
      answer,
      tolerance,
      unit: fields.optionalText('unit'),
      check: fields.has('check') ? readCheck(fields, localId, answer, tolerance) : null,
    };
  }
  const numericOnly = ['answer', 'tolerance', 'unit', 'check'].find((key) => fields.has(key));
  if (numericOnly)
    throw new ContentError(
      fields.file,
      `la pregunta «${localId}» es ${kind}: «${numericOnly}» solo vale en las preguntas numeric`,
      fields.line(numericOnly),
    );
  const options = fields.items('options', ['id', 'text', 'correct', 'feedback']).map(readOption);
  if (options.length < 2)
    throw new ContentError(
      fields.file,
      `la pregunta «${localId}» necesita 2 opciones o más (tiene ${options.length})`,
      fields.line('options'),
    );
  const ids = new Set<string>();
  for (const option of options) {
    if (ids.has(option.id))
      throw new ContentError(
        fields.file,
        `la pregunta «${localId}» tiene dos opciones con el id «${option.id}»`,
        fields.line('options'),
      );
    ids.add(option.id);
  }
  const correct = options.filter((option) => option.correct).length;
  if (correct === 0)
    throw new ContentError(
      fields.file,
      `la pregunta «${localId}» no tiene ninguna opción correcta (marca la buena con «correct: true»)`,
      fields.line(),
    );
  if (kind === 'single' && correct > 1)
    throw new ContentError(
      fields.file,
      `la pregunta «${localId}» es single y tiene ${correct} opciones correctas: debe tener exactamente una (o ser multiple)`,
      fields.line(),
    );
  return { ...question, options, answer: null, tolerance: 0, unit: null, check: null };
}

/** A numeric question's `check`: a known formula, exactly its inputs, and a result within tolerance of `answer`. */
function readCheck(
  question: Fields,
  localId: string,
  answer: number,
  tolerance: number,
): ContentQuestion['check'] {
  const check = question.mapping('check', ['formula', 'inputs']);
  const formulaName = check.text('formula');
  if (!isFormulaName(formulaName))
    throw new ContentError(
      check.file,
      `la pregunta «${localId}»: la fórmula «${formulaName}» no existe (hay: ${FORMULA_NAMES.join(', ')})`,
      check.line('formula'),
    );
  const formula = FORMULAS[formulaName];
  const listInputs: readonly string[] = 'listInputs' in formula ? formula.listInputs : [];
  const inputFields = check.mapping('inputs', formula.inputs);
  const inputs: FormulaInputs = {};
  for (const name of formula.inputs)
    inputs[name] = listInputs.includes(name) ? inputFields.numberList(name) : inputFields.number(name);
  const computed = formula.compute(inputs);
  if (!Number.isFinite(computed))
    throw new ContentError(
      check.file,
      `la pregunta «${localId}»: la fórmula «${formulaName}» con estos datos no da un número (¿una división por cero?)`,
      check.line(),
    );
  if (Math.abs(computed - answer) > tolerance + CHECK_EPSILON)
    throw new ContentError(
      check.file,
      `la pregunta «${localId}»: «${formulaName}» con estos datos da ${roundForHumans(computed)} y «answer» es ${answer}${tolerance ? ` (con tolerancia ${tolerance})` : ' (sin tolerancia)'}: corrige «answer», los datos o «tolerance»`,
      check.line(),
    );
  return { formula: formulaName, inputs };
}

/** A computed value as a writer would compare it: up to 10 significant digits, no floating-point tail. */
function roundForHumans(value: number): string {
  return String(Number(value.toPrecision(10)));
}

function readOption(fields: Fields): ContentOption {
  return {
    id: fields.slug('id'),
    text: fields.text('text'),
    correct: fields.flag('correct'),
    feedback: fields.optionalText('feedback'),
  };
}

// @vitest-environment jsdom
/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  EXTERNAL_LINK_REL,
  lineCount,
  MARKDOWN_LIMITS,
  nestingDepth,
  OWN_IMAGE_PATH,
  renderMarkdown,
} from './render';

/** `../shared/fixtures/community/` beside the repository: the hostile corpus, read at run time, never copied in. */
const FIXTURES = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/fixtures/community');

function fixture(name: string): string {
  const file = resolve(FIXTURES, name);
  if (!existsSync(file))
    throw new Error(`Falta el fichero de prueba ${file} (../shared/fixtures/community/)`);
  return readFileSync(file, 'utf8');
}

interface XssVector {
  id: string;
  input: string;
  kind: string;
  expectText?: string;
  forbid?: string[];
}
interface DosCase {
  id: string;
  kind: string;
  build: { prefix: string; unit: string; times: number; suffix: string };
}

const vectors = JSON.parse(fixture('xss-markdown.json')) as XssVector[];
const dosCases = (JSON.parse(fixture('dos-markdown.json')) as { cases: DosCase[] }).cases;

/**
 * The corpus's own in-page checker, `findResidue(root)`: a self-contained ES module outside the project, which the
 * test runner will not import from there, so its one function is evaluated from its text.
 */
const findResidue = new Function(
  `${fixture('residue-check.js').replace(/^export\s+function\s+findResidue/m, 'function findResidue')}\nreturn findResidue;`,
)() as (root: Element) => string[];

function rendered(source: string): HTMLElement {
  const container = document.createElement('div');
  container.append(renderMarkdown(source).fragment);
  return container;
}

const TAGS = new Set(
  'p br hr h3 h4 h5 h6 strong em del s code pre blockquote ul ol li a img table thead tbody tr th td mark'.split(
    ' ',
  ),
);
const ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'loading', 'decoding', 'referrerpolicy'],
  ol: ['start'],
  th: ['align'],
  td: ['align'],
};

/** What the house rules allow beyond the corpus's checks: the tag and attribute allow-lists, links, images. */
function houseRuleBreaches(root: HTMLElement): string[] {
  const breaches: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.localName;
    if (!TAGS.has(tag)) breaches.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      if (!(ATTRIBUTES[tag] ?? []).includes(attribute.name)) breaches.push(`${tag}[${attribute.name}]`);
    }
    if (tag === 'a' && element.hasAttribute('href')) {
      const url = new URL(element.getAttribute('href') ?? '', document.baseURI);
      if (!['http:', 'https:', 'mailto:'].includes(url.protocol)) breaches.push(`a[href] ${url.protocol}`);
      if (url.origin !== location.origin && element.getAttribute('rel') !== EXTERNAL_LINK_REL)
        breaches.push('external link without rel');
      if (url.origin !== location.origin && element.getAttribute('target') !== '_blank')
        breaches.push('external link without target');
    }
    if (tag === 'img' && element.hasAttribute('src')) {
      const url = new URL(element.getAttribute('src') ?? '', document.baseURI);
      if (url.origin !== location.origin || !url.pathname.startsWith(OWN_IMAGE_PATH))
        breaches.push(`img[src] ${url.href.slice(0, 40)}`);
    }
  }
  return breaches;
}

describe('the XSS corpus (../shared/fixtures/community/xss-markdown.json)', () => {
  it('has its 180 vectors', () => {
    expect(vectors).toHaveLength(180);
  });

  it.each(vectors.map((vector) => [vector.id, vector] as const))(
    '%s leaves nothing executable',
    (_id, vector) => {
      const root = rendered(vector.input);
      expect(findResidue(root)).toEqual([]);
      expect(houseRuleBreaches(root)).toEqual([]);
      for (const selector of vector.forbid ?? [])
        expect(root.querySelectorAll(selector), selector).toHaveLength(0);
      if (vector.expectText !== undefined) expect(root.textContent).toContain(vector.expectText);
    },
  );
});

describe('the parser-cost corpus (../shared/fixtures/community/dos-markdown.json)', () => {
  /**
   * jsdom's DOM is many times slower than a browser's, and CI's machine is shared with other tests: the slowest
   * input takes about 0.4 s here (the parse and the token count, sanitising and highlighting what is left).
   */
  const BUDGET_MS = 1_500;

  it.each(dosCases.map((entry) => [entry.id, entry] as const))('%s renders within budget', (_id, entry) => {
    const source = entry.build.prefix + entry.build.unit.repeat(entry.build.times) + entry.build.suffix;
    const started = performance.now();
    const result = renderMarkdown(source);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(BUDGET_MS);
    expect(result.fragment.textContent?.length ?? 0).toBeGreaterThan(0);
    expect(result.truncated).toBe(source.length > MARKDOWN_LIMITS.maxChars);
  });

  it('shows deeply nested quotes and lists as plain text instead of parsing them', () => {
    const quotes = renderMarkdown(`${'>'.repeat(10_000)} x`);
    expect(quotes.mode).toBe('text');
    expect(quotes.fragment.textContent).toBe(`${'>'.repeat(10_000)} x`);
    expect(renderMarkdown(`${'- '.repeat(5_000)}x`).mode).toBe('text');
    expect(renderMarkdown('> cita\n> > dentro\n\n- a\n  - b').mode).toBe('markdown');
  });

  it('shows a source of too many lines or tokens as plain text, before building any HTML', () => {
    expect(renderMarkdown('- a\n'.repeat(10_000)).mode).toBe('text');
    expect(renderMarkdown('a\n'.repeat(MARKDOWN_LIMITS.maxLines + 1)).mode).toBe('text');
    expect(renderMarkdown('a\n'.repeat(MARKDOWN_LIMITS.maxLines - 2)).mode).toBe('markdown');
    expect(lineCount('a\nb\nc')).toBe(3);
    expect(lineCount('a\n'.repeat(100), 10)).toBe(11);
    expect(renderMarkdown('`x` '.repeat(MARKDOWN_LIMITS.maxTokens)).mode).toBe('text');
    expect(renderMarkdown('- a\n'.repeat(1_000)).mode).toBe('markdown');
  });

  it('measures nesting by the containers at the start of each line', () => {
    expect(nestingDepth('hola')).toBe(0);
    expect(nestingDepth('> a\n> > b\n- c')).toBe(2);
    expect(nestingDepth('  - a\n    - b\n      - c')).toBe(1);
    expect(nestingDepth('a - b > c')).toBe(0);
    expect(nestingDepth('> - > - x')).toBe(4);
  });
});

describe('the Markdown a post can use', () => {
  it('renders emphasis, lists, quotes, code, tables and task lists', () => {
    const root = rendered(
      '**Soporte** y _resistencia_ ~~no~~\n\n- uno\n- dos\n\n> cita\n\n```js\nconst x = 1;\n```\n\n| Par | Pips |\n|:--|--:|\n| EURUSD | 20 |\n\n- [x] hecho\n- [ ] pendiente',
    );
    expect(root.querySelector('strong')?.textContent).toBe('Soporte');
    expect(root.querySelector('em')?.textContent).toBe('resistencia');
    expect(root.querySelector('del')?.textContent).toBe('no');
    expect(root.querySelectorAll('li').length).toBeGreaterThanOrEqual(4);
    expect(root.querySelector('blockquote')?.textContent?.trim()).toBe('cita');
    expect(root.querySelector('pre code')?.textContent).toBe('const x = 1;\n');
    expect(root.querySelector('td[align="right"]')?.textContent).toBe('20');
    expect(root.textContent).toContain('☑ hecho');
    expect(root.textContent).toContain('☐ pendiente');
    expect(root.querySelector('input')).toBeNull();
  });

  it('keeps the line breaks of a paragraph', () => {
    const root = rendered('Entrada en 1.0850\nStop en 1.0820');
    expect(root.querySelector('p')?.innerHTML).toBe('Entrada en 1.0850<br>Stop en 1.0820');
  });

  it('starts headings at h3, below the page’s own', () => {
    const root = rendered('# Uno\n\n## Dos\n\n###### Seis');
    expect([...root.querySelectorAll('h3, h4, h5, h6')].map((h) => h.localName)).toEqual(['h3', 'h4', 'h6']);
    expect(root.querySelector('h1, h2')).toBeNull();
  });

  it('shows raw HTML as the text that was typed', () => {
    const root = rendered('Hola <b>negrita</b>\n\n<div onclick="alert(1)">bloque</div>');
    expect(root.querySelector('b, div')).toBeNull();
    expect(root.textContent).toContain('<b>negrita</b>');
    expect(root.textContent).toContain('<div onclick="alert(1)">bloque</div>');
  });

  it('opens links to other sites in a new tab, marked as user content', () => {
    const link = rendered('[BabyPips](https://www.babypips.com/learn)').querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://www.babypips.com/learn');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('nofollow ugc noopener');
  });

  it('keeps links inside the platform in the same tab', () => {
    const link = rendered('[otro post](/community/42)').querySelector('a');
    expect(link?.getAttribute('href')).toBe('/community/42');
    expect(link?.hasAttribute('target')).toBe(false);
  });

  it('leaves a link with another protocol as inert words', () => {
    for (const href of ['javascript:alert(1)', 'vbscript:x', 'data:text/html,hola', 'file:///etc/passwd']) {
      const root = rendered(`[clic](${href})`);
      expect(root.textContent).toContain('clic');
      expect(root.querySelector('a[href]'), href).toBeNull();
    }
  });

  it('loads images only from the community’s own store', () => {
    const own = rendered(`![gráfico](${OWN_IMAGE_PATH}abc.webp)`).querySelector('img');
    expect(own?.getAttribute('src')).toBe(`${OWN_IMAGE_PATH}abc.webp`);
    expect(own?.getAttribute('alt')).toBe('gráfico');
    expect(own?.getAttribute('loading')).toBe('lazy');

    const remote = rendered('![gráfico](https://rastreo.example/pixel.png)');
    expect(remote.querySelector('img')).toBeNull();
    expect(remote.querySelector('a')?.textContent).toBe('Imagen: gráfico');
    expect(remote.querySelector('a')?.getAttribute('rel')).toBe('nofollow ugc noopener');

    const inline = rendered('![punto](data:image/png;base64,iVBORw0KGgo=)');
    expect(inline.querySelector('img, a')).toBeNull();
    expect(inline.textContent?.trim()).toBe('Imagen: punto');

    expect(rendered(`![x](https://otro.example${OWN_IMAGE_PATH}a.png)`).querySelector('img')).toBeNull();
    expect(rendered(`![x](${OWN_IMAGE_PATH}../../auth/me)`).querySelector('img')).toBeNull();
  });

  it('highlights @mentions in the text, not in code, links or e-mail addresses', () => {
    const root = rendered(
      'Gracias @tomas.trader y @ana_fx. `@codigo` [@enlace](https://x.example) correo@example.com',
    );
    expect([...root.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      '@tomas.trader',
      '@ana_fx',
    ]);
    expect(root.textContent).toContain('Gracias @tomas.trader y @ana_fx.');
  });

  it('keeps only the first characters of a source longer than the service accepts', () => {
    const result = renderMarkdown('a'.repeat(MARKDOWN_LIMITS.maxChars + 10));
    expect(result.truncated).toBe(true);
    expect(result.fragment.textContent?.trim()).toHaveLength(MARKDOWN_LIMITS.maxChars);
  });
});

import type { ContentDraft } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { exportDraft, publicOrigin } from './export';

const draft = {
  title: 'El stop <siempre>',
  kind: 'article',
  markdown:
    'Lee [la lección](/aprende/lesson/stop-loss) y [la CNMV](https://www.cnmv.es).\n\n<script>alert(1)</script>',
  citations: [],
} as unknown as ContentDraft;

describe('a draft exported as a file', () => {
  it('leads the platform’s own links to the address users reach it at', () => {
    const html = exportDraft(draft, 'html', new Date(), 'https://pipcrafters.example').body;
    expect(html).toContain('href="https://pipcrafters.example/aprende/lesson/stop-loss"');
    expect(html).toContain('href="https://www.cnmv.es"');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>El stop &#60;siempre&#62;</title>');
    const markdown = exportDraft(draft, 'md', new Date(), 'https://pipcrafters.example').body;
    expect(markdown).toContain('](https://pipcrafters.example/aprende/lesson/stop-loss)');
    expect(markdown).toContain('](https://www.cnmv.es)');
  });

  it('keeps them relative when the origin is unknown', () => {
    expect(exportDraft(draft, 'html').body).toContain('href="/aprende/lesson/stop-loss"');
  });

  it('trusts only a plain scheme and host from the gateway’s forwarded headers', () => {
    expect(publicOrigin('https', 'pipcrafters.example')).toBe('https://pipcrafters.example');
    expect(publicOrigin('http', 'localhost:8080')).toBe('http://localhost:8080');
    expect(publicOrigin('javascript', 'x')).toBeNull();
    expect(publicOrigin('https', 'evil.example/"><script>')).toBeNull();
    expect(publicOrigin('https', undefined)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { plainSnippet } from './snippet';

describe('search snippets', () => {
  it('keep the words and the «marks» of a match, not the Markdown or HTML around them', () => {
    expect(
      plainSnippet('## Mi «análisis» del **EURUSD**\n\n> cita con [enlace](https://x.dev) y `código`'),
    ).toBe('Mi «análisis» del EURUSD cita con enlace y código');
    expect(
      plainSnippet('![gráfico de «soporte»](data:image/png;base64,AAAA) <script>alert(1)</script>'),
    ).toBe('gráfico de «soporte» alert(1)');
    expect(plainSnippet('- punto uno\n1. punto «dos»')).toBe('punto uno punto «dos»');
  });
});

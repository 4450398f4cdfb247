import { describe, expect, it } from 'vitest';
import { EXCERPT_CHARS, excerptOf } from './excerpt';

describe('a card’s excerpt', () => {
  it('reads the Markdown as plain words', () => {
    expect(
      excerptOf(
        '# Mi plan\n\n**Entrada** en _ruptura_ del [máximo](https://x.example) ~~no~~\n\n- uno\n- dos\n\n> cita\n\n```js\nconst x = 1;\n```\n\n![gráfico](/api/community/images/a.png) `código`',
      ),
    ).toBe('Mi plan Entrada en ruptura del máximo no uno dos cita const x = 1; gráfico código');
  });

  it('drops HTML tags typed in the body, leaving their words', () => {
    expect(excerptOf('Hola <script>alert(1)</script> <b onclick="x">mundo</b>')).toBe('Hola alert(1) mundo');
  });

  it('keeps snake_case words and @mentions as they are', () => {
    expect(excerptOf('Gracias @tomas.trader por el stop_loss')).toBe(
      'Gracias @tomas.trader por el stop_loss',
    );
  });

  it('cuts long bodies at a word, with an ellipsis', () => {
    const excerpt = excerptOf('palabra '.repeat(100));
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_CHARS + 1);
    expect(excerpt.endsWith('palabra…')).toBe(true);
  });

  it('stays quick on a hostile body', () => {
    const started = performance.now();
    excerptOf(`${'['.repeat(50_000)}${'<'.repeat(50_000)}${'*_'.repeat(50_000)}`);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchSnippet } from './SearchSnippet';

describe('search snippet', () => {
  it('marks the matches and leaves the rest as text', () => {
    const html = renderToStaticMarkup(
      <SearchSnippet
        parts={[
          { text: '…el análisis ', match: false },
          { text: 'técnico', match: true },
          { text: ' estudia el precio', match: false },
        ]}
      />,
    );
    expect(html).toBe('<span>…el análisis </span><mark>técnico</mark><span> estudia el precio</span>');
  });

  it('never renders the server text as HTML', () => {
    const html = renderToStaticMarkup(
      <SearchSnippet parts={[{ text: '<img src=x onerror=alert(1)>', match: true }]} />,
    );
    expect(html).toBe('<mark>&lt;img src=x onerror=alert(1)&gt;</mark>');
  });
});

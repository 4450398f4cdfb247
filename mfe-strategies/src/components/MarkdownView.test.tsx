import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from './MarkdownView';

describe('a strategy’s description', () => {
  it('renders Markdown, its headings below the page’s own', () => {
    const html = renderToStaticMarkup(
      <MarkdownView text={'# Plan\n\n**Solo** Londres\n\n- Rango\n- Ruptura'} />,
    );
    expect(html).toContain('<h3>Plan</h3>');
    expect(html).toContain('<strong>Solo</strong>');
    expect(html).toContain('<li>Rango</li>');
    expect(html).not.toContain('<h1');
  });

  it('never renders raw HTML, scripts or javascript: links, nor loads images from elsewhere', () => {
    const html = renderToStaticMarkup(
      <MarkdownView
        text={
          '<img src=x onerror="alert(1)">\n\n<script>alert(2)</script>\n\n[clic](javascript:alert(3))\n\n![gráfico](https://rastreo.example/pixel.png)'
        }
      />,
    );
    expect(html).not.toMatch(/<img|<script|javascript:/);
    expect(html).toContain('&lt;img src=x onerror=');
    expect(html).toContain('[Imagen: gráfico]');
  });

  it('opens links in a new tab without handing over the page', () => {
    const html = renderToStaticMarkup(<MarkdownView text="[BabyPips](https://www.babypips.com)" />);
    expect(html).toContain('href="https://www.babypips.com"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });
});

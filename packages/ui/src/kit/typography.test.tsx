// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { renderForTest } from './render-for-test';
import { Paragraph, Title } from './typography';

let view: Awaited<ReturnType<typeof renderForTest>> | undefined;
afterEach(() => view?.unmount());

describe('the kit Title and Paragraph', () => {
  it('draw a heading of the level asked (h1 by default) and a paragraph', async () => {
    view = await renderForTest(
      <>
        <Title>PipJournal</Title>
        <Title level={4} id="resumen">
          Resumen
        </Title>
        <Paragraph secondary>Tus operaciones.</Paragraph>
        <Paragraph>Sin más.</Paragraph>
      </>,
    );
    expect(view.container.querySelector('h1.pc-title')?.textContent).toBe('PipJournal');
    expect(view.container.querySelector('h4')?.id).toBe('resumen');
    const [secondary, plain] = view.container.querySelectorAll('p');
    expect(secondary?.className).toBe('pc-paragraph pc-secondary');
    expect(plain?.className).toBe('pc-paragraph');
  });
});

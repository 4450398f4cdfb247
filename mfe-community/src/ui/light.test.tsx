// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Card, Title } from './light';

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const draw = (node: React.ReactNode) => act(async () => root.render(node));

describe("the community's light pieces", () => {
  it('a card with the heading it is named by is a section; its title in the head, its content in the body', async () => {
    await draw(
      <Card
        labelledBy="comentarios"
        title={
          <Title level={2} id="comentarios" style={{ fontSize: 18 }}>
            Comentarios (2)
          </Title>
        }
      >
        <p>Dos comentarios</p>
      </Card>,
    );
    const section = container.querySelector('section') as HTMLElement;
    const heading = section.querySelector('.pcc-card-head h2') as HTMLElement;
    expect(section.getAttribute('aria-labelledby')).toBe('comentarios');
    expect(heading.id).toBe('comentarios');
    expect(heading.textContent).toBe('Comentarios (2)');
    expect(heading.className).toBe('pcc-title pcc-title-2');
    expect(heading.style.fontSize).toBe('18px');
    expect(section.querySelector('.pcc-card-body')?.textContent).toBe('Dos comentarios');
  });

  it('a card without a name is a plain box (no region), small with its padding class, with no head', async () => {
    await draw(
      <Card size="small">
        <article>Un post</article>
      </Card>,
    );
    expect(container.querySelector('section')).toBeNull();
    const box = container.firstElementChild as HTMLElement;
    expect(box.className).toBe('pcc-card pcc-card-small');
    expect(box.querySelector('.pcc-card-head')).toBeNull();
  });

  it('a title at each level is that heading', async () => {
    await draw(
      <>
        <Title>Uno</Title>
        <Title level={5}>Cinco</Title>
      </>,
    );
    expect(container.querySelector('h1')?.textContent).toBe('Uno');
    expect(container.querySelector('h5.pcc-title-5')?.textContent).toBe('Cinco');
  });
});

// @vitest-environment jsdom
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Empty } from './empty';
import { Flex } from './flex';
import { Popup } from './popup';
import { ProgressBar } from './progress-bar';
import { renderForTest, user } from './render-for-test';
import { Skeleton } from './skeleton';
import { Statistic } from './statistic';
import { Text } from './text';

let view: Awaited<ReturnType<typeof renderForTest>> | undefined;
afterEach(() => view?.unmount());

describe('the kit Flex and Text', () => {
  it("lay out with antd's Flex props (named gaps too) and style text by class", async () => {
    view = await renderForTest(
      <Flex vertical gap="middle" justify="space-between" align="center" wrap data-testid="fila">
        <Text secondary strong ellipsis>
          Nivel 3
        </Text>
      </Flex>,
    );
    const flex = view.container.querySelector('[data-testid="fila"]') as HTMLElement;
    expect(flex.style.flexDirection).toBe('column');
    expect(flex.style.gap).toBe('16px');
    expect(flex.style.justifyContent).toBe('space-between');
    expect(flex.style.alignItems).toBe('center');
    expect(flex.style.flexWrap).toBe('wrap');
    expect(flex.querySelector('span')?.className).toBe('pc-secondary pc-strong pc-ellipsis');
  });
});

describe('the kit Empty, Skeleton and Statistic', () => {
  it('an empty state says what is missing and offers its actions; a skeleton is busy, with its rows', async () => {
    view = await renderForTest(
      <>
        <Empty description="Aún no tienes metas">
          <button type="button">Crear una meta</button>
        </Empty>
        <Skeleton rows={4} />
      </>,
    );
    const empty = view.container.querySelector('.pc-empty') as HTMLElement;
    expect(empty.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(empty.querySelector('.pc-empty-description')?.textContent).toBe('Aún no tienes metas');
    expect(empty.querySelector('.pc-empty-footer button')?.textContent).toBe('Crear una meta');
    const skeleton = view.container.querySelector('.pc-skeleton') as HTMLElement;
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.querySelectorAll('.pc-skeleton-line')).toHaveLength(4);
  });

  it('a statistic is a term and its value, with prefix and suffix', async () => {
    view = await renderForTest(
      <Statistic title="Racha" value="12" prefix={<svg data-icon />} suffix="días" />,
    );
    expect(view.container.querySelector('dt')?.textContent).toBe('Racha');
    const value = view.container.querySelector('dd') as HTMLElement;
    expect(value.querySelector('.pc-statistic-prefix [data-icon]')).not.toBeNull();
    expect(value.textContent).toBe('12 días');
  });
});

describe('the kit ProgressBar', () => {
  it('is a named progressbar, its value rounded and kept within 0–100', async () => {
    view = await renderForTest(
      <>
        <ProgressBar percent={42.6} aria-label="Progreso del módulo" />
        <ProgressBar percent={130} success size="small" aria-label="Meta cumplida" />
      </>,
    );
    const [partial, done] = view.container.querySelectorAll<HTMLElement>('[role="progressbar"]');
    expect(partial?.getAttribute('aria-label')).toBe('Progreso del módulo');
    expect(partial?.getAttribute('aria-valuenow')).toBe('43');
    expect(partial?.querySelector<HTMLElement>('.pc-progress-bar')?.style.width).toBe('43%');
    expect(done?.getAttribute('aria-valuenow')).toBe('100');
    expect(done?.getAttribute('data-success')).toBe('true');
  });
});

/** A button and the panel it opens, as the header's bell draws them. */
function Anchored({ onDismiss }: { onDismiss: () => void }) {
  const anchorRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" ref={anchorRef}>
        Notificaciones
      </button>
      <Popup
        anchorRef={anchorRef}
        width={360}
        anchoring="header"
        onDismiss={onDismiss}
        role="dialog"
        aria-label="Avisos"
      >
        <button type="button">Marcar todo como leído</button>
      </Popup>
    </>
  );
}

describe('the kit Popup', () => {
  it('is drawn at the end of the page, and a press outside it and its button dismisses it', async () => {
    const onDismiss = vi.fn();
    view = await renderForTest(<Anchored onDismiss={onDismiss} />);
    const panel = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(panel.parentElement).toBe(document.body);
    expect(panel.className).toBe('pc-popup');
    await user(() =>
      panel.querySelector('button')?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })),
    );
    await user(() =>
      view?.container
        .querySelector('button')
        ?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })),
    );
    expect(onDismiss).not.toHaveBeenCalled();
    await user(() => document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

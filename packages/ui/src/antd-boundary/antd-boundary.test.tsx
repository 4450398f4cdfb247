// @vitest-environment jsdom
import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerShellApi, type ShellApi } from '../shell-api/shell-api';
import { lazyWithAntd } from './antd-boundary';

let container: HTMLDivElement;
let root: Root;

const BASE_API: ShellApi = {
  useSession: () => ({ user: null, roles: [], status: null, loading: false, signOut: async () => undefined }),
  useNavigationContext: () => ({ section: { id: 'dashboard' } as never, visitedAt: null }),
  subscribeRealtime: () => () => undefined,
};

function Greeting({ name }: { name: string }) {
  return <p>Hola, {name}</p>;
}

async function draw(Part: ReturnType<typeof lazyWithAntd<{ name: string }>>) {
  await act(async () => {
    root.render(
      <Suspense fallback={<span>Cargando…</span>}>
        <Part name="Ana" />
      </Suspense>,
    );
  });
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  registerShellApi(BASE_API);
});

describe('lazyWithAntd', () => {
  it('draws the part inside the provider the shell lends, both downloaded together', async () => {
    const loadAntdProvider = vi.fn(async () => ({ children }: { children: React.ReactNode }) => (
      <section data-testid="antd-provider">{children}</section>
    ));
    registerShellApi({ ...BASE_API, loadAntdProvider });
    const load = vi.fn(async () => Greeting);
    const Part = lazyWithAntd(load);
    expect(load).not.toHaveBeenCalled();

    await draw(Part);

    expect(loadAntdProvider).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-testid="antd-provider"] p')?.textContent).toBe('Hola, Ana');
  });

  it('draws the part as it is where no provider is lent (a remote opened on its own is inside antd already)', async () => {
    registerShellApi(BASE_API);
    await draw(lazyWithAntd(async () => Greeting));
    expect(container.innerHTML).toBe('<p>Hola, Ana</p>');
  });
});

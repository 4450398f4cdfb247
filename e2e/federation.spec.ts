import { DEMO_ACCOUNTS } from '@pipcrafters/contracts';
import { expect, type Response, test } from '@playwright/test';
import { signInWithForm } from './support/users';

/** Strings that only the named library's own code contains, so a script holding one carries a copy of it. */
const MARKERS = {
  'react / react-dom': '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
  antd: 'data-ant-cssinjs-cache-path',
  'react-router': 'inside another <Router>',
  '@pipcrafters/ui': 'data-toast-key',
  // The Module Federation runtime's core: remotes are built without it and borrow the shell's.
  'Module Federation runtime': '__GLOBAL_LOADING_REMOTE_ENTRY__',
} as const;

const SINGLETONS = [
  'react',
  'react-dom',
  'antd',
  'react-router',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  '@pipcrafters/ui',
];

interface SharedEntry {
  from: string;
  loaded?: boolean;
  useIn?: string[];
}

test('after visiting four areas (and a page still drawn with antd) the page holds one copy of react, react-dom, antd, react-router, the UI kit and the federation runtime', async ({
  page,
}) => {
  const scripts: { url: string; body: string }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .text()
        .then((body) => {
          scripts.push({ url: response.url(), body });
        })
        .catch(() => undefined),
    );
  });

  await signInWithForm(page, DEMO_ACCOUNTS.trader);
  await expect(
    page.getByRole('heading', { level: 1, name: `Hola, ${DEMO_ACCOUNTS.trader.firstName}` }),
  ).toBeVisible();

  // Client-side navigation only: the four remotes end up in the same page as the shell. Their front pages draw no
  // antd (the light kit); the missions page still does, so antd is loaded too, once, from the shell.
  const sidebar = page.getByTestId('sidebar');
  for (const [link, heading] of [
    [/Aprende/, 'Aprende'],
    [/Trading Journal/, 'Trading Journal'],
    [/Comunidad/, 'Comunidad'],
    [/CashCrafter/, 'CashCrafter'],
    [/Misiones/, 'Misiones'],
  ] as const) {
    await sidebar.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);

  const federation = await page.evaluate((libraries) => {
    const runtime = (globalThis as { __FEDERATION__?: Record<string, unknown> }).__FEDERATION__;
    const instances = ((runtime?.__INSTANCES__ as { name: string }[] | undefined) ?? []).map((i) => i.name);
    const scopes = (runtime?.__SHARE__ ?? {}) as Record<
      string,
      Record<string, Record<string, Record<string, SharedEntry>>>
    >;
    const loaded: Record<string, { version: string; from: string; useIn: string[] }[]> = {};
    for (const library of libraries) {
      const seen = new Map<string, { version: string; from: string; useIn: string[] }>();
      for (const scope of Object.values(scopes)) {
        for (const [version, entry] of Object.entries(scope.default?.[library] ?? {})) {
          if (entry.loaded)
            seen.set(`${version}@${entry.from}`, { version, from: entry.from, useIn: entry.useIn ?? [] });
        }
      }
      loaded[library] = [...seen.values()];
    }
    return { instances, loaded };
  }, SINGLETONS);

  expect(federation.instances).toEqual(
    expect.arrayContaining(['shell', 'learning', 'journal', 'community', 'finance']),
  );
  for (const library of SINGLETONS) {
    const copies = federation.loaded[library] ?? [];
    expect(copies, `${library}: one loaded copy`).toHaveLength(1);
    expect(copies[0]?.from, `${library} comes from the shell`).toBe('shell');
  }
  // These remotes import only the UI kit (their pages are "Próximamente" cards): they used the shell's copy.
  expect(federation.loaded['@pipcrafters/ui']?.[0]?.useIn).toEqual(
    expect.arrayContaining(['learning', 'journal', 'community', 'finance']),
  );

  // Independent of the runtime's bookkeeping: no remote's own script carries a copy of any of them.
  const remoteScripts = scripts.filter((script) => new URL(script.url).pathname.startsWith('/remotes/'));
  expect(remoteScripts.length).toBeGreaterThan(0);
  for (const [library, marker] of Object.entries(MARKERS)) {
    const fromShell = scripts.filter(
      (script) => script.body.includes(marker) && !remoteScripts.includes(script),
    );
    expect(fromShell.length, `${library} is loaded by the shell`).toBeGreaterThan(0);
    const copies = remoteScripts.filter((script) => script.body.includes(marker)).map((script) => script.url);
    expect(copies, `${library} copies loaded from remotes`).toEqual([]);
  }
});

test('a remote moved to another origin is found through the runtime config, with no shell rebuild', async ({
  page,
  baseURL,
}) => {
  const gateway = new URL(baseURL ?? '');
  const elsewhere = `http://localhost:${Number(gateway.port) + 1}`;
  const config = await (await page.request.get('/api/config/remotes')).json();
  expect(config.remotes).toContainEqual({ name: 'strategies', entry: `${elsewhere}/mf-manifest.json` });
  expect(config.remotes).toContainEqual({ name: 'journal', entry: '/remotes/journal/mf-manifest.json' });

  const fromElsewhere: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().startsWith(elsewhere)) fromElsewhere.push(new URL(request.url()).pathname);
  });
  await signInWithForm(page, DEMO_ACCOUNTS.trader);
  await page
    .getByTestId('sidebar')
    .getByRole('link', { name: /Estrategias/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Estrategias' })).toBeVisible();
  expect(fromElsewhere).toContain('/mf-manifest.json');
  expect(fromElsewhere.some((path) => path.endsWith('.js'))).toBe(true);
});

test('no script the shell or a remote loads points to a source map, and none is served', async ({ page }) => {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), body: response.text().catch(() => '') });
  });
  await signInWithForm(page, DEMO_ACCOUNTS.trader);
  await page
    .getByTestId('sidebar')
    .getByRole('link', { name: /Aprende/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aprende' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const sameOrigin = scripts.filter((script) => new URL(script.url).origin === new URL(page.url()).origin);
  expect(sameOrigin.some((script) => new URL(script.url).pathname.match(/^\/main\.[0-9a-f]{8}\.js$/))).toBe(
    true,
  );
  expect(sameOrigin.some((script) => new URL(script.url).pathname.startsWith('/remotes/learning/'))).toBe(
    true,
  );
  for (const script of sameOrigin) {
    expect(await script.body, script.url).not.toContain('sourceMappingURL');
    const map = await page.request.get(`${script.url}.map`);
    expect(map.status(), `${script.url}.map`).toBe(404);
  }
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, theme } from 'antd';
import esES from 'antd/locale/es_ES';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import type { RemoteRoute } from '../remote-route';
import { registerShellApi } from '../shell-api/shell-api';
import { StandaloneToasts } from '../toast/standalone-toasts';
import { STANDALONE_SHELL_API } from './standalone-shell-api';

function StandaloneRoutes({ routes }: { routes: RemoteRoute[] }) {
  return useRoutes(routes) ?? <p>Ruta no encontrada en este módulo.</p>;
}

/**
 * Renders a remote on its own page (its dev server, `npm run dev -w mfe-x`, or its build opened directly) with the
 * providers the shell gives it and the fallbacks of the shell API. Inside the shell only `./routes` is loaded and
 * this code never runs.
 */
export function mountStandalone(
  routes: RemoteRoute[],
  container = document.body.appendChild(document.createElement('div')),
) {
  registerShellApi(STANDALONE_SHELL_API);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, staleTime: 5 * 60 * 1000, refetchOnWindowFocus: false } },
  });
  createRoot(container).render(
    <StrictMode>
      <ConfigProvider locale={esES} theme={{ algorithm: theme.darkAlgorithm }}>
        <App message={{ top: 24 }}>
          <StandaloneToasts />
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <div style={{ maxWidth: 1400, margin: '0 auto', padding: 24 }}>
                <Suspense fallback="Cargando módulo...">
                  <StandaloneRoutes routes={routes} />
                </Suspense>
              </div>
            </BrowserRouter>
          </QueryClientProvider>
        </App>
      </ConfigProvider>
    </StrictMode>,
  );
}

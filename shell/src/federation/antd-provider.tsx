import type { AntdProvider } from '@pipcrafters/ui';
import { lazy, type ReactNode } from 'react';
import { withAntdTheme } from '../theme/with-antd-theme';

function Children({ children }: { children: ReactNode }) {
  return children;
}

let provider: Promise<AntdProvider> | undefined;

/**
 * antd's provider as one component for the whole page (the shell API's `loadAntdProvider`): downloaded on first
 * call with antd's style engine and kept, so every part drawn with antd shares it; a failed download is tried again
 * by the next caller.
 */
export function loadAntdProvider(): Promise<AntdProvider> {
  if (!provider) {
    provider = withAntdTheme(Promise.resolve(Children)).then((module) => module.default);
    provider.catch(() => {
      provider = undefined;
    });
  }
  return provider;
}

/** Its children inside antd's provider, suspending until the provider has downloaded. */
export const AntdProvided = lazy(() => loadAntdProvider().then((Provider) => ({ default: Provider })));

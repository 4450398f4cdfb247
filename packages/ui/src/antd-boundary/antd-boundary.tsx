import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { type AntdProvider, antdProviderLoader } from '../shell-api/shell-api';

/** Where no provider is registered, the page is already inside antd's (a remote opened on its own). */
const AlreadyProvided: AntdProvider = ({ children }) => children;

/**
 * `React.lazy` for a part drawn with antd inside a page that draws no antd of its own (a route that says
 * `antd: false`): the part's chunk and the shell's antd provider (theme, dark mode, Spanish locale, with antd's
 * style engine) download together, so opening the part waits for one round of downloads, and the part is drawn
 * inside the provider. A failed download rejects as `React.lazy` does: the nearest error boundary shows it.
 */
export function lazyWithAntd<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => {
    const provider = antdProviderLoader()?.() ?? Promise.resolve(AlreadyProvided);
    return Promise.all([provider, load()]).then(([Provider, Part]) => ({
      default: function WithAntd(props: Props) {
        return (
          <Provider>
            <Part {...props} />
          </Provider>
        );
      },
    }));
  });
}

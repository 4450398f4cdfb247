// The constant only: the root bundle (landing, /auth) must not pull in the UI kit.
import { TOOLTIP_DELAY_MS } from '@pipcrafters/ui/src/tooltip/tooltip-delay';
import { ConfigProvider, theme } from 'antd';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { resolveThemeMode, THEME_COLORS, THEME_TOKENS, type ThemeMode } from './theme';
import { useThemeStore } from './theme-store';

dayjs.locale('es');

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystemScheme(onChange: () => void) {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(
    subscribeToSystemScheme,
    () => window.matchMedia(DARK_QUERY).matches,
    () => true,
  );
}

/** antd's tooltips wait the spec's 700 ms by default (the @pipcrafters/ui Tooltip adds the 300 ms skip window). */
const TOOLTIP_CONFIG = { mouseEnterDelay: TOOLTIP_DELAY_MS / 1000 };

/**
 * The page's one antd ConfigProvider: theme, Spanish locale and tooltip timing (toasts: see AppLayout). The first
 * paint already has the right background and theme colour: public/theme-boot.js runs before anything else.
 */
/** The mode in force: the preference, with 'auto' resolved against the system's scheme (live). */
export function useThemeMode(): ThemeMode {
  const preference = useThemeStore((state) => state.preference);
  return resolveThemeMode(preference, useSystemPrefersDark());
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const mode = useThemeMode();
  const { colorOnPrimary, menuSelectedText, menuSelectedBg, ...tokens } = THEME_TOKENS[mode];

  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[mode]);
  }, [mode]);

  return (
    <ConfigProvider
      locale={esES}
      tooltip={TOOLTIP_CONFIG}
      theme={{
        algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { ...tokens, borderRadius: 8 },
        components: {
          Button: { primaryColor: colorOnPrimary },
          Menu: { itemSelectedColor: menuSelectedText, itemSelectedBg: menuSelectedBg },
        },
      }}
    >
      {children}
    </ConfigProvider>
  );
}

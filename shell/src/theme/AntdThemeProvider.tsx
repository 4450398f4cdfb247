// The constant only: the UI kit's index would bring every shared component with it.
import { TOOLTIP_DELAY_MS } from '@pipcrafters/ui/src/tooltip/tooltip-delay';
import { ConfigProvider, theme } from 'antd';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import type { ComponentType, ReactNode } from 'react';
import { useThemeMode } from './ThemeProvider';
import { THEME_TOKENS } from './theme';

dayjs.locale('es');

/** antd's tooltips wait the spec's 700 ms by default (the @pipcrafters/ui Tooltip adds the 300 ms skip window). */
const TOOLTIP_CONFIG = { mouseEnterDelay: TOOLTIP_DELAY_MS / 1000 };

/**
 * The page's one antd ConfigProvider: theme, Spanish locale and tooltip timing (toasts: see AppLayout). Only the
 * pages drawn with antd (the signed-in layout, /pending-approval) are wrapped in it; see withAntdTheme.
 */
export function AntdThemeProvider({ children }: { children: ReactNode }) {
  const mode = useThemeMode();
  const { colorOnPrimary, menuSelectedText, menuSelectedBg, ...tokens } = THEME_TOKENS[mode];

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

/** `Page` inside the ConfigProvider (for React.lazy: see withAntdTheme in app/AppRoutes.tsx). */
export function themed<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  return function Themed(props: Props) {
    return (
      <AntdThemeProvider>
        <Page {...props} />
      </AntdThemeProvider>
    );
  };
}

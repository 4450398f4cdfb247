import { TOOLTIP_DELAY_MS } from '@pipcrafters/ui';
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
 * antd's ConfigProvider: theme, Spanish locale and tooltip timing (toasts: see AppLayout). Only the parts drawn with
 * antd are wrapped in it, each once (a remote's area, /profile, /notifications, /pending-approval, the goal dialog,
 * the assistant's panel, a card's error); see withAntdTheme.
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

/** `Page` inside the ConfigProvider (for React.lazy: see withAntdTheme). */
export function themed<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  return function Themed(props: Props) {
    return (
      <AntdThemeProvider>
        <Page {...props} />
      </AntdThemeProvider>
    );
  };
}

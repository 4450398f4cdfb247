import type { ComponentType } from 'react';

/**
 * A part drawn with antd, for React.lazy, inside antd's ConfigProvider (theme, Spanish locale, tooltip timing): the
 * provider's module and the part itself load together, so nothing waits in a chain. Only what is drawn
 * with antd is wrapped (a remote's area, the profile, the notifications page, the goal dialog, the assistant's panel,
 * a card's error): the landing, /auth, the signed-in chrome and the dashboard use no antd, so they download neither
 * antd's components nor its style engine.
 */
export function withAntdTheme<Props extends object>(part: Promise<ComponentType<Props>>) {
  return Promise.all([import('./AntdThemeProvider'), part]).then(([{ themed }, Part]) => ({
    default: themed(Part),
  }));
}

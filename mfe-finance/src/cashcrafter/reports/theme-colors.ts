import { useEffect, useState } from 'react';

/** The theme's colours a chart's canvas needs, read from the shell's CSS variables (app-chrome.css). */
export interface ThemeColors {
  text: string;
  surface: string;
  border: string;
  font: string;
  primary: string;
  success: string;
  error: string;
  info: string;
  warning: string;
}

function readColors(): ThemeColors {
  const style = getComputedStyle(document.documentElement);
  const value = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: value('--pc-text-secondary', 'rgba(128, 128, 128, 0.9)'),
    surface: value('--pc-surface', 'transparent'),
    border: value('--pc-border-secondary', 'rgba(128, 128, 128, 0.3)'),
    font: value('--pc-font', 'sans-serif'),
    primary: value('--pc-primary', '#10b981'),
    success: value('--pc-success', '#49aa19'),
    error: value('--pc-error', '#ff7875'),
    info: value('--pc-info', '#1668dc'),
    warning: value('--pc-warning', '#d89614'),
  };
}

/**
 * The colours of the theme in effect, read again when the shell switches it (`<html data-theme>`): a canvas cannot
 * use CSS variables, so a chart is drawn again with the new values.
 */
export function useThemeColors(): ThemeColors {
  const [colors, setColors] = useState(readColors);
  useEffect(() => {
    const observer = new MutationObserver(() => setColors(readColors()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return colors;
}

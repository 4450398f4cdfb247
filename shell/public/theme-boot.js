// Runs before the first paint (a blocking script in <head>): applies the stored theme to <html> and to
// <meta name="theme-color">, so a light-theme user never sees a dark page flash while the app loads.
// Must agree with src/theme/theme.ts (key, default, colours); theme-boot.test.ts checks that it does.
(() => {
  const colors = { dark: '#0f172a', light: '#ffffff' };
  let preference = 'dark';
  try {
    const stored = localStorage.getItem('pipcrafters-theme');
    if (stored === 'light' || stored === 'auto' || stored === 'dark') preference = stored;
  } catch {
    // Storage unavailable: the default theme.
  }
  const mode =
    preference === 'auto'
      ? window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light'
      : preference;
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colors[mode]);
})();

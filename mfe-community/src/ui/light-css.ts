/**
 * The look of the community's own light pieces (ui/light.tsx) and of what the kit leaves to a page (links in titles,
 * the pressed «Me gusta», the search's list): antd's, drawn with the shell's page-wide CSS variables (`--pc-*`,
 * app-chrome.css and public-pages.css), so light and dark both follow the theme.
 * One stylesheet for the page: React hoists and deduplicates it by `href`.
 */
export const LIGHT_CSS = `
.pcc-card { border: 1px solid var(--pc-border-secondary); border-radius: 8px; background: var(--pc-surface); color: var(--pc-text); }
.pcc-card-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; min-height: 56px; padding: 8px 24px; border-bottom: 1px solid var(--pc-border-secondary); box-sizing: border-box; }
.pcc-card-body { padding: 24px; }
.pcc-card-small .pcc-card-body { padding: 16px; }
.pcc-title { margin: 0 0 0.5em; color: inherit; font-weight: 600; }
.pcc-title-1 { font-size: 38px; line-height: 1.23; }
.pcc-title-2 { font-size: 30px; line-height: 1.35; }
.pcc-title-3 { font-size: 24px; line-height: 1.35; }
.pcc-title-4 { font-size: 20px; line-height: 1.4; }
.pcc-title-5 { font-size: 16px; line-height: 1.5; }
.pcc-title a, .pcc-text a { color: var(--pc-link); text-decoration: none; }
.pcc-title a:hover, .pcc-text a:hover { color: var(--pc-primary-hover); }
.pcc-title a:focus-visible, .pcc-text a:focus-visible { outline: 2px solid var(--pc-focus); outline-offset: 1px; border-radius: 4px; }
.pc-kit-textarea.pcc-grow { min-height: calc(2lh + 10px); max-height: calc(12lh + 10px); field-sizing: content; }
.pcc-like[aria-pressed='true'] { border-color: var(--pc-primary); background: transparent; color: var(--pc-primary); }
.pcc-like[aria-pressed='true']:hover { border-color: var(--pc-primary-hover); color: var(--pc-primary-hover); }
.pcc-list { margin: 0; padding: 0; list-style: none; }
.pcc-list > li { padding: 12px 0; border-bottom: 1px solid var(--pc-border-secondary); }
.pcc-list > li:last-child { border-bottom: 0; }
`;

/**
 * The community's light pieces (ui/light.tsx): antd's default look (8 px radius, 14 px text, its paddings) drawn
 * with the shell's page-wide CSS variables (`--pc-*`, app-chrome.css and public-pages.css), so light and dark both
 * follow the theme. One stylesheet for the page: React hoists and deduplicates it by `href`.
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
.pcc-paragraph { margin: 0 0 1em; }
.pcc-title a, .pcc-text a { color: var(--pc-link); text-decoration: none; }
.pcc-title a:hover, .pcc-text a:hover { color: var(--pc-primary-hover); }
.pcc-title a:focus-visible, .pcc-text a:focus-visible { outline: 2px solid var(--pc-focus); outline-offset: 1px; border-radius: 4px; }
.pcc-tag { display: inline-flex; align-items: center; box-sizing: border-box; height: 22px; padding: 0 7px; border: 1px solid var(--pc-border); border-radius: 4px; background: var(--pc-hover); color: var(--pc-text); font-size: 12px; line-height: 20px; white-space: nowrap; }
.pcc-tag[data-color='green'] { border-color: color-mix(in srgb, var(--pc-success) 45%, transparent); background: color-mix(in srgb, var(--pc-success) 10%, transparent); color: var(--pc-success); }
.pcc-tag[data-color='orange'] { border-color: color-mix(in srgb, var(--pc-warning) 45%, transparent); background: color-mix(in srgb, var(--pc-warning) 10%, transparent); color: var(--pc-warning); }
.pcc-tag:focus-visible { outline: 2px solid var(--pc-focus); outline-offset: 1px; }
.pcc-alert { display: flex; align-items: flex-start; gap: 8px; padding: 9px 12px; border: 1px solid var(--pc-error-border); border-radius: 8px; background: var(--pc-error-bg); color: var(--pc-text); line-height: 1.5715; }
.pcc-alert-warning { border-color: var(--pc-warning-border); background: var(--pc-warning-bg); }
.pcc-alert-icon { flex: none; line-height: 22px; color: var(--pc-error); }
.pcc-alert-warning .pcc-alert-icon { color: var(--pc-warning); }
.pcc-alert-with-description { padding: 20px 24px; }
.pcc-alert-with-description .pcc-alert-icon { font-size: 24px; line-height: 1; }
.pcc-alert-title { font-weight: 400; }
.pcc-alert-with-description .pcc-alert-title { margin-bottom: 4px; font-size: 16px; }
.pcc-result { padding: 48px 32px; text-align: center; }
.pcc-result-icon { margin-bottom: 24px; font-size: 72px; line-height: 1; color: var(--pc-error); }
.pcc-result-title { margin: 0; color: var(--pc-text); font-size: 24px; line-height: 1.33; }
.pcc-result-subtitle { margin-top: 8px; color: var(--pc-text-secondary); font-size: 14px; line-height: 1.5715; }
.pcc-result-extra { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; margin-top: 24px; }
.pcc-input { display: flex; align-items: center; gap: 4px; box-sizing: border-box; width: 100%; min-height: 32px; padding: 4px 11px; border: 1px solid var(--pc-border); border-radius: 8px; background: var(--pc-surface); color: var(--pc-text); }
.pcc-input:hover { border-color: var(--pc-primary); }
.pcc-input:focus-within { border-color: var(--pc-primary); box-shadow: 0 0 0 2px var(--pc-focus); }
.pcc-input input { flex: 1; min-width: 0; padding: 0; border: 0; outline: 0; background: transparent; color: inherit; font: inherit; line-height: 1.5715; }
.pcc-input input::placeholder, .pcc-textarea::placeholder { color: var(--pc-text-secondary); opacity: 0.8; }
.pcc-input input::-webkit-search-cancel-button { display: none; }
.pcc-input-affix { display: inline-flex; color: var(--pc-text-secondary); }
.pcc-input-clear { display: inline-flex; padding: 0; border: 0; background: none; color: var(--pc-text-secondary); cursor: pointer; font-size: 12px; }
.pcc-input-clear:hover { color: var(--pc-text); }
.pcc-input-clear:focus-visible { outline: 2px solid var(--pc-focus); border-radius: 4px; }
.pcc-textarea { display: block; box-sizing: border-box; width: 100%; min-height: calc(2lh + 10px); max-height: calc(12lh + 10px); padding: 4px 11px; border: 1px solid var(--pc-border); border-radius: 8px; background: var(--pc-surface); color: var(--pc-text); font: inherit; line-height: 1.5715; field-sizing: content; resize: vertical; }
.pcc-textarea:hover { border-color: var(--pc-primary); }
.pcc-textarea:focus { border-color: var(--pc-primary); outline: 0; box-shadow: 0 0 0 2px var(--pc-focus); }
.pcc-select { box-sizing: border-box; height: 32px; padding: 0 32px 0 11px; border: 1px solid var(--pc-border); border-radius: 8px; background: var(--pc-surface) no-repeat right 11px center / 12px 12px; background-image: linear-gradient(45deg, transparent 50%, var(--pc-text-secondary) 50%), linear-gradient(135deg, var(--pc-text-secondary) 50%, transparent 50%); background-size: 5px 5px, 5px 5px; background-position: right 16px center, right 11px center; color: var(--pc-text); font: inherit; appearance: none; cursor: pointer; }
.pcc-select:hover { border-color: var(--pc-primary); }
.pcc-select:focus-visible { border-color: var(--pc-primary); outline: 0; box-shadow: 0 0 0 2px var(--pc-focus); }
.pcc-select option { background: var(--pc-surface); color: var(--pc-text); }
.pcc-segmented { display: inline-flex; flex-wrap: wrap; }
.pcc-segmented label { position: relative; display: inline-flex; align-items: center; height: 32px; padding: 0 15px; border: 1px solid var(--pc-border); margin-inline-start: -1px; background: var(--pc-surface); color: var(--pc-text); cursor: pointer; line-height: 30px; }
.pcc-segmented label:first-child { margin-inline-start: 0; border-radius: 8px 0 0 8px; }
.pcc-segmented label:last-child { border-radius: 0 8px 8px 0; }
.pcc-segmented label:hover { color: var(--pc-primary); }
.pcc-segmented input { position: absolute; inset: 0; margin: 0; opacity: 0; cursor: pointer; }
.pcc-segmented label:has(input:checked) { z-index: 1; border-color: var(--pc-primary); color: var(--pc-primary); }
.pcc-segmented label:has(input:focus-visible) { z-index: 2; box-shadow: 0 0 0 2px var(--pc-focus); }
.pcc-like[aria-pressed='true'] { border-color: var(--pc-primary); background: transparent; color: var(--pc-primary); }
.pcc-like[aria-pressed='true']:hover { border-color: var(--pc-primary-hover); color: var(--pc-primary-hover); }
.pcc-list { margin: 0; padding: 0; list-style: none; }
.pcc-list > li { padding: 12px 0; border-bottom: 1px solid var(--pc-border-secondary); }
.pcc-list > li:last-child { border-bottom: 0; }
`;

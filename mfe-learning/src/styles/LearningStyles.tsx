/**
 * The learning area's own styles for what it draws without antd: links in its pages and a lesson's prose (antd's
 * Typography look: heading sizes, paragraph and list spacing, inline code, quotes, tables). Colours are the shell's
 * theme variables (`--pc-*`, light and dark). React hoists the sheet into the document's head once, however many
 * parts render it, so a page of this area carries its look without a CSS file or antd's style engine.
 */
const LEARNING_CSS = `
.pc-learning a:not(.pc-button) { color: var(--pc-link); text-decoration: none; transition: color 0.2s; }
.pc-learning a:not(.pc-button):hover { color: var(--pc-primary-hover); }
.pc-learning a:not(.pc-button):focus-visible { outline: 2px solid var(--pc-primary); outline-offset: 1px; border-radius: 2px; }
.pc-kit-input.pc-learning-hours { width: 140px; max-width: 100%; }
.pc-lesson-body { font-size: 16px; line-height: 1.7; overflow-wrap: anywhere; color: var(--pc-text); }
.pc-lesson-body h2, .pc-lesson-body h3, .pc-lesson-body h4, .pc-lesson-body h5 {
  margin: 1.2em 0 0.5em; color: var(--pc-text); font-weight: 600;
}
.pc-lesson-body > :first-child { margin-top: 0; }
.pc-lesson-body h2 { font-size: 30px; line-height: 1.27; }
.pc-lesson-body h3 { font-size: 24px; line-height: 1.33; }
.pc-lesson-body h4 { font-size: 20px; line-height: 1.4; }
.pc-lesson-body h5 { font-size: 16px; line-height: 1.5; }
.pc-lesson-body p { margin: 0 0 1em; }
.pc-lesson-body ul, .pc-lesson-body ol { margin: 0 0 1em; padding: 0; }
.pc-lesson-body li { margin-inline-start: 20px; padding-inline-start: 4px; }
.pc-lesson-body ul { list-style-type: circle; }
.pc-lesson-body ul ul { list-style-type: disc; }
.pc-lesson-body ol { list-style-type: decimal; }
.pc-lesson-body strong { font-weight: 600; }
.pc-lesson-body code {
  margin: 0 0.2em; padding: 0.2em 0.4em 0.1em; font-size: 85%; font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  background: rgba(150, 150, 150, 0.1); border: 1px solid rgba(100, 100, 100, 0.2); border-radius: 3px;
}
.pc-lesson-body pre {
  margin: 1em 0; padding: 0.4em 0.6em; white-space: pre-wrap; overflow-wrap: anywhere;
  background: rgba(150, 150, 150, 0.1); border: 1px solid rgba(100, 100, 100, 0.2); border-radius: 3px;
}
.pc-lesson-body pre code { margin: 0; padding: 0; font-size: inherit; background: transparent; border: 0; }
.pc-lesson-body blockquote {
  margin: 0 0 1em; padding: 0 0 0 0.6em; border-inline-start: 4px solid rgba(100, 100, 100, 0.2); opacity: 0.85;
}
.pc-lesson-body hr { margin: 1em 0; border: 0; border-top: 1px solid var(--pc-border-secondary); }
.pc-lesson-body th, .pc-lesson-body td { padding: 6px 10px; text-align: left; border: 1px solid var(--pc-border-secondary); }
.pc-lesson-body th { background: color-mix(in srgb, var(--pc-text) 4%, transparent); }
.pc-lesson-body .callout-body > :last-child { margin-bottom: 0; }
`;

export function LearningStyles() {
  return (
    <style href="pc-learning" precedence="pc-learning">
      {LEARNING_CSS}
    </style>
  );
}

// What the `antd` share key provides: the page-wide configuration of antd (the ConfigProvider with theme and
// locale, the theme tokens and algorithms). Components, App included, are shared one by one under
// `antd/es/<component>` keys (see ../index.cjs), so a page only downloads the components it renders.
// Deep `antd/es/...` requests on purpose: a bare 'antd' here would be consumed as the share it implements.
export { default as ConfigProvider } from 'antd/es/config-provider/index.js';
export { default as theme } from 'antd/es/theme/index.js';
export { default as version } from 'antd/es/version/index.js';

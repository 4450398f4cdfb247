import { dirname, join } from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@pipcrafters/contracts';
import { GatewayMessages } from '../messages';

export const DOCS_PATH = '/api/docs';
export const DOCS_UI_PATH = `${DOCS_PATH}/ui`;

const SWAGGER_UI = dirname(require.resolve('swagger-ui-dist/package.json'));

/** The files of swagger-ui-dist the page loads, by the name it asks for them. */
export const SWAGGER_UI_FILES: Readonly<Record<string, { file: string; type: string }>> = {
  'swagger-ui.css': { file: join(SWAGGER_UI, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': {
    file: join(SWAGGER_UI, 'swagger-ui-bundle.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'favicon-32x32.png': { file: join(SWAGGER_UI, 'favicon-32x32.png'), type: 'image/png' },
};

/**
 * Starts Swagger UI on the merged document. A file of its own, as the CSP allows no inline script; "Try it out"
 * sends the anti-CSRF header the gateway asks of cookie-authenticated writes.
 */
export const SWAGGER_UI_INIT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(DOCS_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  showExtensions: true,
  validatorUrl: null,
  requestInterceptor: function (request) {
    if (!/^(GET|HEAD|OPTIONS)$/i.test(request.method || 'GET')) {
      request.headers[${JSON.stringify(CSRF_HEADER)}] = ${JSON.stringify(CSRF_HEADER_VALUE)};
    }
    return request;
  },
});
`;

export const SWAGGER_UI_INIT_FILE = 'init.js';

/** The browsable page: only same-origin files, no inline script or style. */
export const SWAGGER_UI_PAGE = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${GatewayMessages.docs.pageTitle}</title>
    <link rel="icon" href="${DOCS_UI_PATH}/favicon-32x32.png" />
    <link rel="stylesheet" href="${DOCS_UI_PATH}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_UI_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_UI_PATH}/${SWAGGER_UI_INIT_FILE}"></script>
  </body>
</html>
`;

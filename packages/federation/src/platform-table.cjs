// @ts-check
/**
 * The one table of remotes and the one port formula, read from the contracts' TypeScript sources (tsx, a root
 * devDependency, compiles them on the fly), so the front-end builds keep no second copy of either.
 */
const path = require('node:path');
const { require: requireTypeScript } = require('tsx/cjs/api');

/** @type {typeof import('../../contracts/src/remotes')} */
const remotes = requireTypeScript('../../contracts/src/remotes.ts', __filename);
/** @type {typeof import('../../contracts/src/ports')} */
const ports = requireTypeScript('../../contracts/src/ports.ts', __filename);

/** Every port of the platform whose gateway listens on PORT (8080 when unset). */
function platformPortsFromEnv(env = process.env) {
  return ports.platformPorts(Number(env.PORT ?? ports.DEFAULT_GATEWAY_PORT));
}

/**
 * The table row of the remote living in `dir` (its folder is `mfe-<name>`).
 * @param {string} dir
 */
function remoteOfFolder(dir) {
  const folder = path.basename(dir);
  const remote = remotes.REMOTES.find((row) => row.folder === folder);
  if (!remote) {
    throw new Error(
      `${folder} no figura en packages/contracts/src/platform.json: añade su fila a "remotes" ` +
        `(npm run new:remote la imprime).`,
    );
  }
  return remote;
}

module.exports = {
  REMOTE_ROUTES_MODULE: remotes.REMOTE_ROUTES_MODULE,
  platformPortsFromEnv,
  remoteOfFolder,
};

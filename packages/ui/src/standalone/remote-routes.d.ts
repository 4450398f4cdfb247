/** The routes of the remote being built: packages/federation aliases this name to its `src/routes.tsx`. */
declare module '@pipcrafters/remote-routes' {
  const routes: import('@pipcrafters/ui').RemoteRoute[];
  export default routes;
}

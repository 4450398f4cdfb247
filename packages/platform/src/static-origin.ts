import { createServer, type Server } from 'node:http';
import finalhandler from 'finalhandler';
import serveStatic from 'serve-static';

/**
 * A remote's build served from an origin of its own, as a CDN or another team's server would: the shell finds it
 * through REMOTE_<NAME>_URL at run time, without being rebuilt.
 */
export async function serveRemoteElsewhere(
  folder: string,
  port: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const files = serveStatic(folder, { index: false, fallthrough: true });
  const server: Server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    files(request, response, finalhandler(request, response));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible chat server for the tests only (the one external service the platform may replace): it
 * streams `chat.completions` chunks as the real API does, and behaves by what the last user message asks for —
 * «lento» (nothing for 3 s), «falla» (a 500), «corta» (a stream cut halfway), «herramienta» (a calculator tool call,
 * then an answer with its result), «desliz» (an answer that gives a signal anyway), «promesa» (an answer that promises
 * profits); anything else a short answer in several chunks. Every request body is kept.
 */
export interface FakeLlm {
  url: string;
  requests: {
    messages: { role: string; content: string | null; tool_calls?: unknown[] }[];
    tools?: unknown[];
  }[];
  close(): Promise<void>;
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-prueba',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'modelo-de-prueba',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

export async function startFakeLlm(): Promise<FakeLlm> {
  const requests: FakeLlm['requests'] = [];
  const server: Server = createServer(async (request, response) => {
    const body = JSON.parse((await read(request)) || '{}');
    requests.push(body);
    const messages = body.messages as FakeLlm['requests'][number]['messages'];
    const lastUser = [...messages].reverse().find((message) => message.role === 'user')?.content ?? '';
    const toolResult = messages.find((message) => message.role === 'tool')?.content ?? null;
    const write = (text: string) => response.write(text);
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    if (lastUser.includes('falla')) {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'fallo de prueba', type: 'server_error' } }));
      return;
    }
    if (lastUser.includes('lento')) await pause(3000);
    if (response.destroyed) return;
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    if (lastUser.includes('herramienta') && !toolResult) {
      write(
        chunk({
          role: 'assistant',
          tool_calls: [
            {
              index: 0,
              id: 'llamada-1',
              type: 'function',
              function: {
                name: 'calculadora',
                arguments: '{"nombre":"pip-value","entrada":{"pair":"EURUSD","lots":"2",',
              },
            },
          ],
        }),
      );
      write(chunk({ tool_calls: [{ index: 0, function: { arguments: '"accountCurrency":"USD"}}' } }] }));
      write(chunk({}, 'tool_calls'));
      write('data: [DONE]\n\n');
      response.end();
      return;
    }
    const text = toolResult
      ? `Según la calculadora, cada pip vale ${JSON.parse(toolResult).pipValue} USD.`
      : lastUser.includes('desliz')
        ? 'Compra EURUSD ahora, va a subir seguro hasta 1,1500.'
        : lastUser.includes('promesa')
          ? 'Con este método ganarás un 20 % al mes: ganancias garantizadas.'
          : 'Hola, soy el modelo de prueba y te explico el spread con calma.';
    const words = text.split(/(?<= )/);
    write(chunk({ role: 'assistant', content: '' }));
    for (const [index, word] of words.entries()) {
      if (lastUser.includes('corta') && index === 3) {
        response.destroy();
        return;
      }
      write(chunk({ content: word }));
      await pause(40);
    }
    write(chunk({}, 'stop'));
    write('data: [DONE]\n\n');
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assistantEventOf, createSseParser, type SseEvent } from './sse';

function parse(pieces: string[], finish = true): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const piece of pieces) parser.push(piece);
  if (finish) parser.end();
  return events;
}

const STREAM =
  'event: start\ndata: {"conversationId":"c","messageId":"m","mode":"local"}\n\n' +
  ': sigo aquí\n\n' +
  'event: token\ndata: {"text":"El spread "}\n\n' +
  'event: token\ndata: {"text":"es la diferencia"}\n\n' +
  'event: done\ndata: {"message":{"id":"m"},"conversation":{"id":"c"}}\n\n';

describe('createSseParser', () => {
  it('reads the service’s stream: named events, the heartbeat comment ignored', () => {
    expect(parse([STREAM]).map((event) => event.event)).toEqual(['start', 'token', 'token', 'done']);
    expect(parse([STREAM])[1]).toEqual({ event: 'token', data: '{"text":"El spread "}' });
  });

  it('gives the same events however the body is cut, one character at a time included', () => {
    const whole = parse([STREAM]);
    expect(parse([...STREAM])).toEqual(whole);
    fc.assert(
      fc.property(fc.array(fc.nat(STREAM.length), { maxLength: 12 }), (cuts) => {
        const points = [...new Set(cuts)].sort((a, b) => a - b);
        const pieces = [0, ...points].map((from, index) =>
          STREAM.slice(from, points[index] ?? STREAM.length),
        );
        expect(parse(pieces)).toEqual(whole);
      }),
    );
  });

  it('accepts CRLF and CR line ends, even a CRLF split between two pieces', () => {
    expect(parse(['event: token\r', '\ndata: a\r\n\r\n'])).toEqual([{ event: 'token', data: 'a' }]);
    expect(parse(['data: a\r\rdata: b\r\r'])).toEqual([
      { event: 'message', data: 'a' },
      { event: 'message', data: 'b' },
    ]);
  });

  it('joins data lines with LF, drops one space after the colon only, and names unnamed events "message"', () => {
    expect(parse(['data:uno\ndata:  dos\ndata\n\n'])).toEqual([{ event: 'message', data: 'uno\n dos\n' }]);
  });

  it('ignores other fields and blocks without data, and forgets an event name once dispatched', () => {
    expect(parse(['id: 7\nretry: 100\nevent: ping\n\ndata: x\n\n'])).toEqual([
      { event: 'message', data: 'x' },
    ]);
  });

  it('drops a block the body never finished', () => {
    expect(parse(['event: token\ndata: {"text":"a"}\n'])).toEqual([]);
    expect(parse(['event: token\ndata: {"text":"a"}\n'], false)).toEqual([]);
  });
});

describe('assistantEventOf', () => {
  it('types the contract’s events by their JSON data', () => {
    expect(assistantEventOf({ event: 'token', data: '{"text":"hola"}' })).toEqual({
      type: 'token',
      data: { text: 'hola' },
    });
    expect(assistantEventOf({ event: 'error', data: '{"message":"No se pudo"}' })).toEqual({
      type: 'error',
      data: { message: 'No se pudo' },
    });
  });

  it('answers null for unknown events and data that is not JSON', () => {
    expect(assistantEventOf({ event: 'message', data: '{}' })).toBeNull();
    expect(assistantEventOf({ event: 'token', data: 'hola' })).toBeNull();
  });
});

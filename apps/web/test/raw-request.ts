/** A request as bytes on a socket: what no HTTP client library will send (a bad Host, the absolute form, a bare LF). */
import { connect } from 'node:net';

/**
 * A request written byte for byte on a new connection (`text`, CRLFs included); the answer's status,
 * 0 when the connection closed without one. The connection is dropped once the head has come, or with
 * `whole` kept until the server closes it, and `body` is then every byte after the head as sent
 * (a chunked body with its chunks' framing).
 */
export function raw(port: number, text: string | Buffer, { whole = false }: { whole?: boolean } = {}): Promise<{ status: number; head: string; body: Buffer }> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // The head is enough: the status line and the headers.
      if (!whole && Buffer.concat(chunks).includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('close', () => {
      const answer = Buffer.concat(chunks);
      const end = answer.indexOf('\r\n\r\n');
      const head = answer.toString('latin1', 0, end < 0 ? answer.length : end);
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head, body: end < 0 ? Buffer.alloc(0) : answer.subarray(end + 4) });
    });
    socket.on('error', () => undefined);
    socket.write(text);
  });
}

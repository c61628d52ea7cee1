/** A request as bytes on a socket: what no HTTP client library will send (a bad Host, the absolute form, a bare LF). */
import { connect } from 'node:net';

/** A request written byte for byte on a new connection (`text`, CRLFs included); the answer's status, 0 when the connection closed without one. */
export function raw(port: number, text: string | Buffer): Promise<{ status: number; head: string }> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // The head is enough: the status line and the headers.
      if (Buffer.concat(chunks).includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('close', () => {
      const head = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n')[0] ?? '';
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head });
    });
    socket.on('error', () => undefined);
    socket.write(text);
  });
}

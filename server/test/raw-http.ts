import { connect } from 'node:net';

export type RawResponse = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
};

/**
 * Sends exactly the bytes given (a request line and headers as a client might write them, however
 * odd) and reads the answer until the server closes. `Connection: close` is added.
 */
export function rawRequest(port: number, head: string, body = ''): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const data = Buffer.concat(chunks);
      const split = data.indexOf('\r\n\r\n');
      const lines = data.subarray(0, split).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(lines[0].split(' ')[1]),
        headers,
        body: data.subarray(split + 4),
      });
    });
    socket.write(`${head.trimEnd()}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n${body}`);
  });
}

/** A plain GET (or another method) of a path, with extra header lines. */
export const request = (port: number, path: string, headers: string[] = [], method = 'GET') =>
  rawRequest(port, [`${method} ${path} HTTP/1.1`, ...headers].join('\r\n'));

// One JSON POST to the IndexNow endpoint, to that endpoint only: node:http(s) follows no redirect (fetch
// would re-post the key and the URL list to wherever a 307 or 308 points), and two clocks bound the wait:
// one until the connection is open, one until the whole answer has come back.
import http from 'node:http';
import https from 'node:https';

export interface Timeouts {
  /** Milliseconds to open the connection (DNS, TCP, TLS). */
  connect: number;
  /** Milliseconds from the connection open to the end of the answer. */
  answer: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = { connect: 10_000, answer: 30_000 };

export interface Answer {
  status: number;
  statusText: string;
  /** The Location header of a redirect. */
  location?: string;
}

export class PostError extends Error {}

export function postJson(endpoint: string, body: string, timeouts: Timeouts): Promise<Answer> {
  const url = new URL(endpoint);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const fail = (message: string) => {
      clearTimeout(timer);
      request.destroy();
      reject(new PostError(message));
    };
    const arm = (ms: number, message: string) => {
      clearTimeout(timer);
      timer = setTimeout(() => fail(message), ms);
    };
    const request = client.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) },
      agent: false,
    });
    arm(timeouts.connect, `no connection within ${timeouts.connect / 1000} s (--connect-timeout)`);
    request.on('socket', (socket) => {
      const connected = () => arm(timeouts.answer, `no complete answer within ${timeouts.answer / 1000} s (--timeout)`);
      if (socket.connecting) socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', connected);
      else connected();
    });
    request.on('error', (error) => fail((error as NodeJS.ErrnoException).code ?? error.message));
    request.on('response', (response) => {
      response.resume(); // the body says nothing the status does not
      response.on('error', (error) => fail(error.message));
      response.on('end', () => {
        clearTimeout(timer);
        const location = response.headers.location;
        resolve({ status: response.statusCode ?? 0, statusText: response.statusMessage ?? '', ...(location ? { location } : {}) });
      });
    });
    request.end(body);
  });
}

// A raw HTTP request to a server on 127.0.0.1: fetch() would normalise '/../'
// and '//' away, and would not let a test send its own Host header.
import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function rawRequest(port: number, pathname: string, { method = 'GET', host }: { method?: string; host?: string } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ hostname: '127.0.0.1', port, path: pathname, method, headers: host ? { Host: host } : undefined }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

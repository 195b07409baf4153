/**
 * The smallest possible HTTP proxy (bench/gateway.ts's reference): forwards a POST to UPSTREAM_PORT on keep-alive
 * connections and returns the answer, nothing else. Whatever it adds to latency is the cost of one more process hop
 * on this machine, which any gateway pays. Prints `PORT <n>` when listening.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const upstreamPort = Number(process.env.UPSTREAM_PORT);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const headers = { 'content-type': 'application/json', 'content-length': body.length, authorization: req.headers.authorization ?? '' };
    const forward = http.request({ host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, agent, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { 'content-type': answer.headers['content-type'] ?? 'application/json' });
      answer.pipe(res);
    });
    forward.on('error', () => { res.writeHead(502); res.end(); });
    forward.end(body);
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`PORT ${(server.address() as AddressInfo).port}\n`));
process.on('SIGINT', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));

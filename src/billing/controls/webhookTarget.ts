/**
 * Where account webhooks may point. An account chooses its alert webhook URL, and Graha's servers POST to it: without
 * a check that URL could reach our own network (cloud metadata at 169.254.169.254, the database, admin ports on
 * loopback). So, unless ALERT_WEBHOOK_ALLOW_PRIVATE is set (development, tests), a webhook must resolve to public
 * addresses only: the check runs on the address the connection actually uses (a lookup hook on the socket), so a DNS
 * answer that changes between a check and the connection cannot slip through. Redirects are not followed.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

const blocked = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['2001:db8::', 32], ['64:ff9b::', 96],
] as const) blocked.addSubnet(network, prefix, 'ipv6');

/** True for an address on the public internet (not private, loopback, link-local, reserved or multicast). Pure. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return isPublicAddress(mapped[1]);
    return !blocked.check(address, 'ipv6');
  }
  return !blocked.check(address, 'ipv4');
}

/**
 * Why a webhook URL is refused before any request (null: acceptable). Catches what needs no DNS: the scheme, and a
 * host that is an address literal or a local name. Hostnames are checked on every delivery (postWebhook).
 */
export function webhookUrlProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try { url = new URL(raw); } catch { return 'is not a valid URL'; }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an http(s) URL';
  if (url.username || url.password) return 'must not carry credentials';
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !isPublicAddress(host)) return 'points to a private, loopback or reserved address';
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) {
    return 'points to a local host name';
  }
  return null;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/** dns.lookup that fails for non-public answers: the socket connects only to what passed. */
function publicOnlyLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    const list = addresses as dns.LookupAddress[];
    const refused = list.find((a) => !isPublicAddress(a.address));
    if (refused || list.length === 0) {
      const e = new Error(`webhook host ${hostname} resolves to a non-public address`) as NodeJS.ErrnoException;
      e.code = 'EWEBHOOKPRIVATE';
      return callback(e, '');
    }
    if (options.all) return callback(null, list);
    return callback(null, list[0].address, list[0].family);
  });
}

/** POSTs a JSON body to a webhook; resolves with the HTTP status (redirects are answers, not followed). */
export function postWebhook(
  url: string, headers: Record<string, string>, body: string, opts: { timeoutMs: number; allowPrivate: boolean },
): Promise<number> {
  const problem = webhookUrlProblem(url, opts.allowPrivate);
  if (problem) return Promise.reject(new Error(`webhook URL ${problem}`));
  const target = new URL(url);
  const transport = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = transport.request(target, {
      method: 'POST',
      headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      ...(opts.allowPrivate ? {} : { lookup: publicOnlyLookup as unknown as typeof dns.lookup }),
    }, (res) => {
      res.resume();
      res.on('end', () => { clearTimeout(timer); resolve(res.statusCode ?? 0); });
      res.on('error', (err) => { clearTimeout(timer); reject(err); });
    });
    // The whole delivery, connection to last byte, within timeoutMs.
    const timer = setTimeout(() => req.destroy(new Error(`no answer within ${opts.timeoutMs} ms`)), opts.timeoutMs);
    req.on('error', (err) => { clearTimeout(timer); reject(err); });
    req.end(body);
  });
}

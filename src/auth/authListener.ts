/**
 * The listener behind a PostgreSQL process's key cache (src/auth/authCache.ts 'shared'; protocol in src/auth/README.md).
 * On its own connection it LISTENs for changes, registers in auth_listeners, drops the cache at every notification
 * and acknowledges each change number, and beats a heartbeat. The cache is used only for half a lease after a
 * heartbeat that succeeded; a lost connection withdraws it at once, and the listener reconnects.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type pg from 'pg';
import {
  AUTH_CHANNEL, acknowledgeChange, listenerHeartbeat, openListenerConnection, registerListener, unregisterListener,
} from '../../db/authListeners';
import type { AuthCache } from './authCache';

export interface AuthLease {
  /** A listener not seen for this long is dead: changes stop waiting for it. */
  leaseMs: number;
  heartbeatMs: number;
  /** After a lost connection, the wait before connecting again. */
  reconnectMs: number;
}

export const AUTH_LEASE: AuthLease = { leaseMs: 5000, heartbeatMs: 1000, reconnectMs: 1000 };

export function startAuthListener(databaseUrl: string, cache: AuthCache, log: Logger, lease: AuthLease = AUTH_LEASE): () => void {
  let stopped = false;
  let current: { client: pg.Client; id: string; registered: boolean; beating: boolean } | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  /** Connections lost in a row: the first is a warning, the retries after it are not logged again. */
  let lostInARow = 0;

  const lost = (client: pg.Client, err?: unknown) => {
    if (current?.client !== client) return;
    current = null;
    cache.withdraw();
    client.end().catch(() => undefined);
    if (stopped) return;
    if (lostInARow++ === 0) log.warn({ err }, 'auth listener lost its connection: keys are read on every request until it is back');
    reconnectTimer = setTimeout(connect, lease.reconnectMs);
    reconnectTimer.unref();
  };

  async function connect() {
    reconnectTimer = null;
    if (stopped) return;
    const client = openListenerConnection(databaseUrl, lease.leaseMs);
    const entry = { client, id: randomUUID(), registered: false, beating: false };
    current = entry;
    client.on('error', (err) => lost(client, err));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (current !== entry) return;
      cache.flush();
      const seq = Number(message.payload);
      if (Number.isSafeInteger(seq) && seq > 0) acknowledgeChange(client, entry.id, seq).catch((err) => lost(client, err));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${AUTH_CHANNEL}`);
      const sentAt = cache.now();
      await registerListener(client, entry.id);
      if (current !== entry) return;
      entry.registered = true;
      cache.vouch(sentAt, lease.leaseMs / 2);
      if (lostInARow > 0) log.info({ attempts: lostInARow }, 'auth listener is back: key lookups are cached again');
      lostInARow = 0;
    } catch (err) {
      lost(client, err);
    }
  }

  const heartbeatTimer = setInterval(() => {
    const entry = current;
    if (!entry || !entry.registered || entry.beating) return;
    entry.beating = true;
    const sentAt = cache.now();
    listenerHeartbeat(entry.client, entry.id)
      .then(() => { if (current === entry) cache.vouch(sentAt, lease.leaseMs / 2); })
      .catch((err) => lost(entry.client, err))
      .finally(() => { entry.beating = false; });
  }, lease.heartbeatMs);
  heartbeatTimer.unref();
  void connect();

  return () => {
    stopped = true;
    clearInterval(heartbeatTimer);
    if (reconnectTimer) clearTimeout(reconnectTimer);
    const entry = current;
    current = null;
    cache.withdraw();
    if (entry) void unregisterListener(entry.client, entry.id).catch(() => undefined).finally(() => entry.client.end().catch(() => undefined));
  };
}

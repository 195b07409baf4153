/**
 * A job's worst-case cost checked against the wallet when it is created (402 when it cannot be paid): the amount is
 * held and at once released, with the wallet's own rules (balance net of holds, the hard cap, auto-pause), in the
 * same statements a call's hold uses. Nothing stays held: each item holds its own maximum when it runs, so a wallet
 * spent elsewhere meanwhile fails the remaining items with 402, one by one, rather than overdrawing.
 */
import { randomUUID } from 'node:crypto';
import { releaseHold, reserveHold } from '../billing/wallet/wallet';
import type { JobDeps } from './deps';

export async function checkWalletCovers(deps: Pick<JobDeps, 'db' | 'billing'>, accountId: string, worstCaseMicroUsd: number): Promise<void> {
  const hold = { id: `hold_${randomUUID()}`, accountId, amountMicroUsd: Math.max(1, worstCaseMicroUsd) };
  await reserveHold(deps.db, deps.billing.processId, hold);
  await releaseHold(deps.db, deps.billing.processId, hold);
}

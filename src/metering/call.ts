/**
 * One metered call: the UsageHandle a handler gets (types.ts), plus `finish`, which only the pipeline calls when the
 * handler (and its stream, if any) is done. Admission goes through the adapters in order (rate limits, then the
 * wallet); a refusal releases those already admitted. Whatever happens afterwards, the call ends exactly once:
 * settled with the units reported, or released.
 */
import type { Logger } from 'pino';
import type { AdapterAdmission, CallRef, Estimate, MeterAdapter, Outcome, Units, UsageHandle } from './types';
import { checkPriceKind, type DeclaredPrice } from './pricing';

/** Cumulative units: each field keeps the largest value reported (reports only grow). */
function mergeUnits(into: Units, more: Units): Units {
  const out: Units = { ...into };
  for (const key of Object.keys(more) as Array<keyof Units>) {
    const v = more[key];
    if (v !== undefined) out[key] = Math.max(out[key] ?? 0, v);
  }
  return out;
}

export class MeteredCall implements UsageHandle {
  estimate: Estimate | null = null;
  readonly headers: Record<string, string> = {};
  private admissions: AdapterAdmission[] = [];
  private admitting: Promise<void> | null = null;
  private reported: Units | null = null;
  private ended = false;

  constructor(
    private readonly ref: CallRef,
    private readonly adapters: readonly MeterAdapter[],
    private readonly declared: DeclaredPrice | null,
    private readonly log: Logger,
  ) {}

  get admitted(): boolean { return this.estimate !== null; }

  async admit(estimate: Estimate): Promise<void> {
    if (this.admitting) throw new Error(`${this.ref.operationId}: a call is admitted once`);
    checkPriceKind(this.ref.operationId, this.declared, estimate.price);
    this.admitting = (async () => {
      for (const adapter of this.adapters) {
        try {
          const admission = await adapter.admit(this.ref, estimate);
          this.admissions.push(admission);
          if (admission.headers) Object.assign(this.headers, admission.headers);
        } catch (err) {
          // A later side refused (429 after nothing, 402 after the tokens were reserved): give back what was taken.
          await this.releaseAll();
          throw err;
        }
      }
      this.estimate = estimate;
    })();
    return this.admitting;
  }

  progress(units: Units): void {
    this.reported = mergeUnits(this.reported ?? {}, units);
  }

  async settle(units: Units, outcome: Outcome = 'completed', detail?: unknown): Promise<void> {
    if (this.ended || !this.estimate) return;
    this.ended = true;
    for (const admission of this.admissions) {
      try {
        await admission.settle(units, outcome, detail);
      } catch (err) {
        // The adapter has already done what it can (the wallet releases a hold whose charge failed to write).
        this.log.error({ err, requestId: this.ref.requestId, operationId: this.ref.operationId }, 'settling a metered call failed');
      }
    }
  }

  async release(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    await this.releaseAll();
  }

  private async releaseAll(): Promise<void> {
    const admissions = this.admissions.splice(0).reverse();
    for (const admission of admissions) {
      try {
        await admission.release();
      } catch (err) {
        this.log.error({ err, requestId: this.ref.requestId, operationId: this.ref.operationId }, 'releasing a metered call failed');
      }
    }
  }

  /**
   * The pipeline's end of the call. `ok`: the handler produced a success answer; `completed`: a stream ran to its
   * end (false when the client left). Fixed-price calls settle one call; streams settle what they reported; anything
   * else admitted but not settled by its handler is released (and logged: a handler bug, never charged).
   */
  async finish(outcome: { ok: boolean; completed: boolean }): Promise<void> {
    if (this.admitting) await this.admitting.catch(() => undefined);
    if (this.ended || !this.estimate) return;
    if (!outcome.ok) return this.release();
    if (this.estimate.price.kind === 'fixed') return this.settle({ calls: 1 });
    if (this.reported) return this.settle(this.reported, outcome.completed ? 'completed' : 'client_disconnected');
    this.log.error({ operationId: this.ref.operationId, requestId: this.ref.requestId }, 'a handler admitted a call but neither settled nor reported units; released');
    return this.release();
  }
}

/** Builds the metered calls of one app: app-wide adapters (observers first, then the wallet) after the call's own. */
export class Metering {
  private readonly observers: MeterAdapter[] = [];

  constructor(private readonly wallet: MeterAdapter, private readonly log: Logger) {}

  /**
   * Adds an adapter admitted before all others for every call (a test recorder or an operator's audit log); it
   * must not refuse.
   */
  observe(adapter: MeterAdapter): void {
    this.observers.push(adapter);
  }

  /**
   * `perCall`: the call's own adapters (its key's rate limits), admitted after the observers, before the wallet.
   * `declared`: what the operation's `x-graha-price` says (the estimate must use it); null for internal callers.
   */
  call(ref: CallRef, perCall: readonly MeterAdapter[] = [], declared: DeclaredPrice | null = null): MeteredCall {
    return new MeteredCall(ref, [...this.observers, ...perCall, this.wallet], declared, this.log);
  }
}

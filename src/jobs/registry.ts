/**
 * The job kinds a worker knows. A kind names its states (docs/architecture.md section 2: a batch is
 * `validating -> in_progress -> completed | failed | cancelled`, an evaluation `queued -> running -> completed |
 * failed`; fine-tuning, endpoints and clusters bring their own) and says how to run one item of a job and how to
 * sum the job up when its last item ends. An item is the unit of work, lease and retry: a batch request, an
 * evaluation's test case, or one step of a lifecycle (a kind that provisions something returns `later` to be called
 * again after a while, with its new state as the item's input).
 */
import type { JobItemRow, JobRow } from '../../db/jobs';
import type { SettleItem } from '../billing/wallet/wallet';
import type { JobDeps } from './deps';
import type { JobRateBudget } from './rateBudget';

/** What an item runs with: the app's parts and the account's background rate window. */
export interface JobRuntime { deps: JobDeps; rate: JobRateBudget }

export interface JobStates {
  /** Created, no item started yet. */
  queued: string;
  running: string;
  completed: string;
  failed: string;
  /** Absent when the kind cannot be cancelled. */
  cancelled?: string;
}

/**
 * How one item ended. `charges` are written in the same transaction as the item's end (holds taken by the item's
 * metered calls; src/jobs/billedChat.ts), so an item is billed exactly when its result is kept.
 */
export type ItemOutcome =
  | { status: 'succeeded' | 'failed'; output: unknown; error: unknown; charges: SettleItem[] }
  /**
   * Not finished: run this item again at `runAt` (a lifecycle step polling a provider, a request the upstream refused
   * for now), with `input` as its new input; `charges` of what this attempt used are written with the requeue.
   */
  | { status: 'later'; runAt: Date; input?: unknown; charges?: SettleItem[] };

export interface JobKind {
  kind: string;
  states: JobStates;
  runItem(rt: JobRuntime, job: JobRow, item: JobItemRow, signal: AbortSignal): Promise<ItemOutcome>;
  /** The job's final state and summary, from its items, once none is pending or running. */
  summarize(job: JobRow, items: JobItemRow[]): { status: 'completed' | 'failed'; summary: unknown };
}

/** Kinds by name: each domain's kind is registered at start-up (jobKinds in src/context.ts), so src/jobs imports no domain. */
export class JobKinds {
  private readonly kinds = new Map<string, JobKind>();

  register(kind: JobKind): void {
    if (this.kinds.has(kind.kind)) throw new Error(`job kind ${kind.kind} is registered twice`);
    this.kinds.set(kind.kind, kind);
  }

  get(kind: string): JobKind | undefined {
    return this.kinds.get(kind);
  }
}

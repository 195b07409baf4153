/**
 * Batches (spec 4.18, 2.14; docs/architecture.md section 2): up to 1000 chat requests for one model, checked up front,
 * then run item by item by the job system (src/jobs) at 50% of the standard token rates (spec 8).
 * States: validating (accepted, nothing started) -> in_progress -> completed | failed | cancelled.
 */
import { randomBytes } from 'node:crypto';
import type { ValidateFunction } from 'ajv';
import { cancelJob, findJob, insertJob, jobItems, listJobs, type JobItemRow, type JobRow } from '../../db/jobs';
import { errors } from '../errors';
import { priceOfUnits, microUsdToCentsRounded } from '../billing/prices';
import { checkWalletCovers } from '../jobs/walletCheck';
import { billedChat, retryLater } from '../jobs/billedChat';
import { errorObject } from '../jobs/runner';
import type { JobDeps } from '../jobs/deps';
import type { ItemOutcome, JobKind } from '../jobs/registry';
import type { ChatRequestBody } from '../providers/types';
import type { components } from '../../generated/api';
import { checkChatBody, jobModel } from './requests';

type Batch = components['schemas']['Batch'];
type BatchCreateRequest = components['schemas']['BatchCreateRequest'];
type BatchResult = components['schemas']['BatchResult'];

export const BATCH_KIND = 'batch';
const STATES = { queued: 'validating', running: 'in_progress', completed: 'completed', failed: 'failed', cancelled: 'cancelled' } as const;
const OPEN_STATES = [STATES.queued, STATES.running];

interface BatchSpec { model: string; metadata: Record<string, string>; plan: string }
interface BatchItemInput { custom_id: string | null; body: ChatRequestBody }

function batchId(): string {
  return `batch_${randomBytes(12).toString('base64url')}`;
}

const seconds = (d: Date | null) => (d ? Math.floor(new Date(d).getTime() / 1000) : null);

/** Checks every request (the first bad one is a 400 naming it), the model and the wallet; then queues the batch. */
export async function createBatch(
  deps: JobDeps, validateChat: ValidateFunction, caller: { accountId: string; apiKeyId: string; plan: string }, body: BatchCreateRequest,
): Promise<Batch> {
  const model = jobModel(deps.registry, body.model, 'model', 'batch');
  let worstCaseMicroUsd = 0;
  const inputs: BatchItemInput[] = body.requests.map((request, i) => {
    const { custom_id: customId, ...rest } = request as Record<string, unknown> & { custom_id?: string };
    if (rest.model !== undefined && rest.model !== body.model) {
      throw errors.invalidRequest(`requests[${i}].model: every request of a batch uses the batch's model (${body.model}); omit model or send the same.`, `requests[${i}].model`);
    }
    const chatBody = { ...rest, model: body.model } as ChatRequestBody;
    const estimate = checkChatBody(validateChat, model, chatBody, `requests[${i}]`);
    worstCaseMicroUsd += priceOfUnits(deps.prices, { kind: 'tokens', model: model.id, batch: true },
      { inputTokens: estimate.reservePromptTokens, outputTokens: estimate.maxCompletionTokens });
    return { custom_id: customId ?? null, body: chatBody };
  });
  await checkWalletCovers(deps, caller.accountId, worstCaseMicroUsd);
  const spec: BatchSpec = { model: model.id, metadata: body.metadata ?? {}, plan: caller.plan };
  const job = await insertJob(deps.db, { id: batchId(), kind: BATCH_KIND, account_id: caller.accountId, api_key_id: caller.apiKeyId, status: STATES.queued, spec }, inputs);
  return batchView(job, null);
}

function resultOf(item: JobItemRow): BatchResult {
  const customId = (item.input as BatchItemInput).custom_id;
  if (item.status === 'succeeded') return { index: item.idx, custom_id: customId, response: item.output, error: null };
  if (item.status === 'failed') return { index: item.idx, custom_id: customId, response: null, error: item.error };
  return {
    index: item.idx, custom_id: customId, response: null,
    error: { type: 'cancelled', message: 'The batch was cancelled before this request ran; it was not billed.', status: 409, code: 'batch_cancelled', param: null },
  };
}

/** The batch record; `results` (request order) once the batch has ended. */
export function batchView(job: JobRow, items: JobItemRow[] | null): Batch {
  const spec = job.spec as BatchSpec;
  return {
    id: job.id, object: 'batch', model: spec.model, status: job.status as Batch['status'],
    total_requests: job.total_items, completed_requests: job.completed_items, failed_requests: job.failed_items,
    ...(items ? { results: items.map(resultOf) } : {}),
    metadata: spec.metadata, created_at: seconds(job.created_at)!, finished_at: seconds(job.finished_at),
    cost_cents: microUsdToCentsRounded(Number(job.cost_micro_usd)),
  };
}

async function ownBatch(deps: Pick<JobDeps, 'db'>, accountId: string, id: string): Promise<JobRow> {
  const job = await findJob(deps.db, accountId, BATCH_KIND, id);
  if (!job) throw errors.notFound(`No batch ${id} in this account.`, 'batch_id');
  return job;
}

/** One batch; its results once it has ended (completed, failed, or cancelled: what ran, and what did not). */
export async function getBatch(deps: Pick<JobDeps, 'db'>, accountId: string, id: string): Promise<Batch> {
  const job = await ownBatch(deps, accountId, id);
  const ended = job.finished_at !== null && !OPEN_STATES.includes(job.status as never);
  return batchView(job, ended ? await jobItems(deps.db, job.id) : null);
}

export async function pageOfBatches(deps: Pick<JobDeps, 'db'>, accountId: string, query: { after?: string; limit?: number }) {
  const limit = query.limit ?? 20;
  const rows = await listJobs(deps.db, accountId, BATCH_KIND, { after: query.after, limit: limit + 1 });
  return { object: 'list' as const, data: rows.slice(0, limit).map((j) => batchView(j, null)), has_more: rows.length > limit };
}

/** Cancels a validating or in-progress batch (requests already answered stay billed); a finished one is 409. */
export async function cancelBatch(deps: Pick<JobDeps, 'db'>, accountId: string, id: string): Promise<Batch> {
  const job = await ownBatch(deps, accountId, id);
  if (!(await cancelJob(deps.db, job.id, OPEN_STATES, STATES.cancelled))) {
    const now = await ownBatch(deps, accountId, id);
    throw errors.conflict(`The batch is ${now.status}; only a validating or in_progress batch can be cancelled.`, 'batch_not_cancellable', 'batch_id');
  }
  return getBatch(deps, accountId, id);
}

/** The job kind: one item per request, run through the chat gateway at the batch rate. */
export const batchKind: JobKind = {
  kind: BATCH_KIND,
  states: STATES,
  async runItem(rt, job, item, signal): Promise<ItemOutcome> {
    const spec = job.spec as BatchSpec;
    const input = item.input as BatchItemInput;
    const result = await billedChat(rt.deps, rt.rate, {
      accountId: job.account_id, apiKeyId: job.api_key_id, plan: spec.plan, requestId: `${job.id}:${item.idx}`,
      operationId: 'createBatch', endpointType: 'batch', batchDiscount: true, body: input.body, signal,
    });
    const charges = result.charge ? [result.charge] : [];
    if (result.ok) return { status: 'succeeded', output: result.completion, error: null, charges };
    return retryLater(result.error, item.attempts, charges) ?? { status: 'failed', output: null, error: errorObject(result.error), charges };
  },
  summarize(job) {
    // Every request failed (an upstream down the whole time, a wallet emptied before the first): the batch failed.
    return { status: job.completed_items === 0 && job.failed_items > 0 ? 'failed' : 'completed', summary: null };
  },
};

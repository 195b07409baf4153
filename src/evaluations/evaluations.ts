/**
 * LLM-as-judge evaluations (spec 4.19, 2.14; docs/architecture.md section 2): any chat model judges each test case, as a
 * job item run by the job system (src/jobs). States: queued -> running -> completed | failed (failed: no case got a
 * verdict). Judge calls go through the chat gateway and are billed like chat calls (the judge model's standard
 * rates; usage rows under endpoint type `evaluation`).
 */
import { randomBytes } from 'node:crypto';
import type { ValidateFunction } from 'ajv';
import { findJob, insertJob, jobItems, listJobs, type JobItemRow, type JobRow } from '../../db/jobs';
import { errors } from '../errors';
import { priceOfUnits } from '../billing/prices';
import { checkWalletCovers } from '../jobs/walletCheck';
import { billedChat, retryLater } from '../jobs/billedChat';
import { errorObject } from '../jobs/runner';
import type { JobDeps } from '../jobs/deps';
import type { ItemOutcome, JobKind } from '../jobs/registry';
import type { SettleItem } from '../billing/wallet/wallet';
import type { ModelEntry } from '../models/registry';
import type { ChatRequestBody } from '../providers/types';
import type { components } from '../../generated/api';
import { checkChatBody, jobModel } from '../batches/requests';
import { judgeMessages, labelsOf, parseVerdict, type JudgeSettings, type TestCase, type Verdict } from './judge';
import { aggregate, type CaseVerdict } from './aggregate';

type Evaluation = components['schemas']['Evaluation'];
type EvaluationCreateRequest = components['schemas']['EvaluationCreateRequest'];
type EvaluationResult = components['schemas']['EvaluationResult'];

export const EVALUATION_KIND = 'evaluation';
const STATES = { queued: 'queued', running: 'running', completed: 'completed', failed: 'failed' } as const;
/** A malformed verdict is asked for again this many times in all before the case is recorded as an error. */
export const VERDICT_ATTEMPTS = 3;
/** The judge's output cap: a verdict is one short JSON object. */
const JUDGE_MAX_TOKENS = 512;

interface EvaluationSpec extends JudgeSettings { judgeModel: string; jsonMode: boolean; plan: string }

function evaluationId(): string {
  return `eval_${randomBytes(12).toString('base64url')}`;
}

const seconds = (d: Date | null) => (d ? Math.floor(new Date(d).getTime() / 1000) : null);

/** The orders the outputs are shown in: as given, and for comparison also reversed (position bias, spec 4.19). */
function ordersOf(type: JudgeSettings['type'], c: TestCase): number[][] {
  if (type !== 'comparison') return [[]];
  const forward = (c.output as string[]).map((_, i) => i);
  return [forward, [...forward].reverse()];
}

function judgeBody(spec: Pick<EvaluationSpec, 'judgeModel' | 'jsonMode'> & JudgeSettings, c: TestCase, order: number[]): ChatRequestBody {
  return {
    model: spec.judgeModel, messages: judgeMessages(spec, c, order), temperature: 0, max_tokens: JUDGE_MAX_TOKENS,
    ...(spec.jsonMode ? { response_format: { type: 'json_object' } } : {}),
  } as ChatRequestBody;
}

/** JSON mode where the model has one: every served chat model except the built-in astrology ones. */
function hasJsonMode(model: ModelEntry): boolean {
  return model.kind !== 'astrology';
}

/** Checks the request (400 naming the field), the judge and the wallet (402 for the worst case); queues it. */
export async function createEvaluation(
  deps: JobDeps, validateChat: ValidateFunction, caller: { accountId: string; apiKeyId: string; plan: string }, body: EvaluationCreateRequest,
): Promise<Evaluation> {
  const judge = jobModel(deps.registry, body.judge_model, 'judge_model', 'chat');
  if (body.scale !== undefined && body.type !== 'scoring') throw errors.invalidRequest('scale applies to scoring evaluations only.', 'scale');
  if (body.labels !== undefined && body.type !== 'classification') throw errors.invalidRequest('labels apply to classification evaluations only.', 'labels');
  const scale = { min: body.scale?.min ?? 1, max: body.scale?.max ?? 5 };
  if (scale.min >= scale.max) throw errors.invalidRequest(`scale.min (${scale.min}) must be below scale.max (${scale.max}).`, 'scale.min');
  const spec: EvaluationSpec = {
    type: body.type, criteria: body.criteria ?? null, scale, labels: body.labels ?? null,
    judgeModel: judge.id, jsonMode: hasJsonMode(judge), plan: caller.plan,
  };
  let worstCaseMicroUsd = 0;
  const cases = body.test_cases.map((c, i) => {
    const at = `test_cases[${i}]`;
    if (body.type === 'comparison') {
      if (!Array.isArray(c.output)) throw errors.invalidRequest(`${at}.output must be an array of 2 to 4 outputs for a comparison.`, `${at}.output`);
    } else if (typeof c.output !== 'string') {
      throw errors.invalidRequest(`${at}.output must be a string for a ${body.type} evaluation (an array is for comparison).`, `${at}.output`);
    }
    if (c.labels !== undefined && body.type !== 'classification') throw errors.invalidRequest(`${at}.labels apply to classification evaluations only.`, `${at}.labels`);
    if (body.type === 'classification' && labelsOf(spec, c as TestCase).length < 2) {
      throw errors.invalidRequest(`${at}: a classification needs labels to choose from: give labels, or the case's own labels.`, 'labels');
    }
    for (const order of ordersOf(body.type, c as TestCase)) {
      const estimate = checkChatBody(validateChat, judge, judgeBody(spec, c as TestCase, order), `${at}.input`);
      worstCaseMicroUsd += VERDICT_ATTEMPTS * priceOfUnits(deps.prices, { kind: 'tokens', model: judge.id },
        { inputTokens: estimate.reservePromptTokens, outputTokens: estimate.maxCompletionTokens });
    }
    return c as TestCase;
  });
  await checkWalletCovers(deps, caller.accountId, worstCaseMicroUsd);
  const job = await insertJob(deps.db, { id: evaluationId(), kind: EVALUATION_KIND, account_id: caller.accountId, api_key_id: caller.apiKeyId, status: STATES.queued, spec }, cases);
  return evaluationView(job, []);
}

function verdictOf(item: JobItemRow): CaseVerdict | null {
  return item.status === 'succeeded' ? (item.output as CaseVerdict) : null;
}

function aggregateOf(job: JobRow, items: JobItemRow[]) {
  const spec = job.spec as EvaluationSpec;
  const verdicts = items.map(verdictOf).filter((v): v is CaseVerdict => v !== null);
  const labels = new Set(spec.labels ?? []);
  let outputs = 2;
  for (const item of items) {
    const c = item.input as TestCase;
    for (const l of c.labels ?? []) labels.add(l);
    if (Array.isArray(c.output)) outputs = Math.max(outputs, c.output.length);
  }
  return aggregate(spec.type, verdicts, items.filter((i) => i.status === 'failed').length, { labels: [...labels], outputs });
}

function resultOf(item: JobItemRow): EvaluationResult {
  if (item.status === 'succeeded') return { index: item.idx, ...(item.output as object) } as EvaluationResult;
  return { index: item.idx, error: item.error } as EvaluationResult;
}

/** The evaluation; with `items`, its finished cases (test-case order) and the aggregate of those. */
export function evaluationView(job: JobRow, items: JobItemRow[] | null): Evaluation {
  const spec = job.spec as EvaluationSpec;
  const finished = (items ?? []).filter((i) => i.status === 'succeeded' || i.status === 'failed');
  return {
    id: job.id, object: 'evaluation', type: spec.type, judge_model: spec.judgeModel, status: job.status as Evaluation['status'],
    results: finished.map(resultOf),
    aggregate: (items ? aggregateOf(job, items) : (job.summary ?? { mean_score: null, errors: 0 })) as Evaluation['aggregate'],
    progress: { completed: job.completed_items + job.failed_items, total: job.total_items },
    created_at: seconds(job.created_at)!, finished_at: seconds(job.finished_at),
  };
}

export async function getEvaluation(deps: Pick<JobDeps, 'db'>, accountId: string, id: string): Promise<Evaluation> {
  const job = await findJob(deps.db, accountId, EVALUATION_KIND, id);
  if (!job) throw errors.notFound(`No evaluation ${id} in this account.`, 'evaluation_id');
  return evaluationView(job, await jobItems(deps.db, job.id));
}

export async function pageOfEvaluations(deps: Pick<JobDeps, 'db'>, accountId: string, query: { after?: string; limit?: number }) {
  const limit = query.limit ?? 20;
  const rows = await listJobs(deps.db, accountId, EVALUATION_KIND, { after: query.after, limit: limit + 1 });
  return { object: 'list' as const, data: rows.slice(0, limit).map((j) => evaluationView(j, null)), has_more: rows.length > limit };
}

function malformed(reply: string | null) {
  const shown = reply === null ? 'no text' : JSON.stringify(reply.length > 200 ? `${reply.slice(0, 200)}...` : reply);
  return {
    type: 'judge_error', status: 502, code: 'malformed_verdict', param: null,
    message: `The judge gave no well-formed verdict in ${VERDICT_ATTEMPTS} attempts (last reply: ${shown}); this case is not scored.`,
  };
}

/** The job kind: one item per test case; comparison asks in both orders, a disagreement is a tie. */
export const evaluationKind: JobKind = {
  kind: EVALUATION_KIND,
  states: STATES,
  async runItem(rt, job, item, signal): Promise<ItemOutcome> {
    const spec = job.spec as EvaluationSpec;
    const c = item.input as TestCase;
    const charges: SettleItem[] = [];
    const verdicts: Verdict[] = [];
    for (const [k, order] of ordersOf(spec.type, c).entries()) {
      let verdict: Verdict | null = null;
      let reply: string | null = null;
      for (let attempt = 0; attempt < VERDICT_ATTEMPTS && !verdict; attempt++) {
        const result = await billedChat(rt.deps, rt.rate, {
          accountId: job.account_id, apiKeyId: job.api_key_id, plan: spec.plan, requestId: `${job.id}:${item.idx}:${k}:${attempt}`,
          operationId: 'createEvaluation', endpointType: 'evaluation', batchDiscount: false, body: judgeBody(spec, c, order), signal,
        });
        if (result.charge) charges.push(result.charge);
        if (!result.ok) return retryLater(result.error, item.attempts, charges) ?? { status: 'failed', output: null, error: errorObject(result.error), charges };
        reply = result.completion.choices[0]?.message.content ?? null;
        verdict = parseVerdict(spec, c, reply, order);
      }
      if (!verdict) return { status: 'failed', output: null, error: malformed(reply), charges };
      verdicts.push(verdict);
    }
    if (spec.type !== 'comparison') return { status: 'succeeded', output: verdicts[0], error: null, charges };
    const [first, second] = verdicts as Array<{ winner: number; reasoning: string }>;
    const output = first.winner === second.winner
      ? { winner: first.winner, tie: false, reasoning: first.reasoning }
      : {
        winner: null, tie: true,
        reasoning: `Recorded as a tie: with the outputs in the given order the judge chose output ${first.winner}, in reverse order output ${second.winner}. ${first.reasoning}`,
      };
    return { status: 'succeeded', output, error: null, charges };
  },
  summarize(job, items) {
    return { status: job.completed_items === 0 ? 'failed' : 'completed', summary: aggregateOf(job, items) };
  },
};

/**
 * Fine-tuning jobs (spec 2.13, 4.16; states of docs/architecture.md section 2):
 * validating_files -> queued -> running -> succeeded | failed | cancelled. The request is checked here; the steps
 * run in the reconciler (src/platform/reconcile.ts) through the job's trainer. Training is billed per trained token
 * at the base model's training price (config/prices.yaml training_per_mtok), step by step as the tokens are trained.
 */
import type { Knex } from 'knex';
import type { Db } from '../../../db/connect';
import { fileContent, findFile } from '../../../db/files';
import { newId } from '../../auth/apiKeys';
import { errors } from '../../errors';
import { MICRO_USD_PER_CENT } from '../../billing/prices';
import type { ModelEntry } from '../../models/registry';
import type { components } from '../../../generated/api';
import { chargePeriods, platformCostMicroUsd, requirePayable, trainingPrice } from '../charges';
import { pageOfRows, unixSeconds } from '../paging';
import type { PlatformDeps } from '../state';
import { parseExamples, type TrainingJob } from './trainer';

type FineTuningJob = components['schemas']['FineTuningJob'];
type CreateRequest = components['schemas']['FineTuningJobCreateRequest'];

/** Spec section 8: at least 100 examples for full-parameter base models, 50 for LoRA base models. */
export const MIN_EXAMPLES = { full: 100, lora: 50 } as const;
/** Spec 4.16 defaults: epochs 3; learning rate and batch size `auto` (resolved below). */
export const DEFAULT_EPOCHS = 3;
/**
 * `auto` learning rates: common starting points for LoRA adapters and for full-parameter training. They are also the
 * reference a remote service's `learning_rate_multiplier` is taken against (src/platform/fineTuning/remoteTrainer.ts).
 */
export const AUTO_LEARNING_RATE = { lora: 2e-4, full: 1e-5 } as const;
const FINISHED = new Set(['succeeded', 'failed', 'cancelled']);

export interface JobRow {
  id: string; account_id: string; model: string; method: 'full' | 'lora'; trainer: 'builtin' | 'remote'; training_file: string;
  suffix: string | null; epochs: number; learning_rate: number; batch_size: number; status: FineTuningJob['status'];
  example_count: number; file_tokens: string | number; trained_tokens: string | number; examples_done: string | number;
  progress: number; remote_job_id: string | null; remote_model: string | null; fine_tuned_model: string | null;
  error_code: string | null; error_message: string | null; estimated_cost_micro_usd: string | number;
  created_at: Date; finished_at: Date | null; next_step_at: Date | null;
}

/** `auto` batch size: about a tenth of the examples, a power of two between 1 and 32. */
export function autoBatchSize(examples: number): number {
  return Math.min(32, 2 ** Math.max(0, Math.floor(Math.log2(Math.max(1, examples / 10)))));
}

export function fineTunedModelId(base: string, suffix: string | null, jobId: string): string {
  return suffix ? `ft:${base}:${suffix}:${jobId}` : `ft:${base}:${jobId}`;
}

export function jobView(row: JobRow): FineTuningJob {
  return {
    id: row.id, object: 'fine_tuning.job', model: row.model, status: row.status, training_file: row.training_file,
    hyperparameters: { epochs: row.epochs, learning_rate: Number(row.learning_rate), batch_size: row.batch_size },
    fine_tuned_model: row.fine_tuned_model, created_at: unixSeconds(row.created_at)!, finished_at: unixSeconds(row.finished_at),
    trained_tokens: Number(row.trained_tokens), progress: Math.min(1, Math.max(0, Number(row.progress))), method: row.method,
    suffix: row.suffix, error: row.error_code ? { code: row.error_code, message: row.error_message ?? '' } : null,
    estimated_cost_cents: Math.ceil(Number(row.estimated_cost_micro_usd) / MICRO_USD_PER_CENT),
  };
}

function baseModelOf(deps: PlatformDeps, modelId: string): ModelEntry {
  const model = deps.registry.models.get(modelId);
  if (!model || !deps.registry.providers.get(model.provider)?.enabled) {
    // Bad input naming the field, as in batches and evaluations (src/batches/requests.ts).
    throw errors.invalidRequest(`model: the model ${modelId} does not exist or is not available. GET /v1/models lists the models.`, 'model', 'model_not_found');
  }
  // Spec section 8: only open-weight models are fine-tunable, full or LoRA as the registry says.
  if (model.kind !== 'open-weight' || !model.capabilities.has('fine_tuning') || !model.fineTuningMethod) {
    throw errors.invalidRequest(`model: ${modelId} cannot be fine-tuned; choose an open-weight model whose capabilities include "fine_tuning" (GET /v1/models).`, 'model', 'model_not_fine_tunable');
  }
  return model;
}

export async function createJob(deps: PlatformDeps, accountId: string, body: CreateRequest, now = new Date()): Promise<FineTuningJob> {
  const base = baseModelOf(deps, body.model);
  const method = base.fineTuningMethod!;
  if (body.method && body.method !== method) {
    throw errors.invalidRequest(`method: ${base.id} is fine-tuned with ${method === 'lora' ? 'LoRA' : 'full-parameter'} training ("${method}"), not "${body.method}".`, 'method');
  }
  const file = await findFile(deps.db, accountId, body.training_file);
  if (!file) throw errors.notFound(`No file ${body.training_file} on this account.`, 'training_file');
  if (file.purpose !== 'fine-tune') {
    throw errors.invalidRequest(`training_file: ${file.id} was uploaded with purpose "${file.purpose}"; upload the examples with purpose "fine-tune".`, 'training_file', 'invalid_training_file');
  }
  const examples = file.line_count ?? 0;
  if (examples < MIN_EXAMPLES[method]) {
    throw errors.invalidRequest(
      `training_file: ${file.id} holds ${examples} examples; ${method === 'lora' ? 'LoRA' : 'full-parameter'} fine-tuning of ${base.id} needs at least ${MIN_EXAMPLES[method]} (spec section 8).`,
      'training_file', 'too_few_examples',
    );
  }
  const epochs = body.hyperparameters?.epochs ?? DEFAULT_EPOCHS;
  const lr = body.hyperparameters?.learning_rate;
  const bs = body.hyperparameters?.batch_size;
  const fileTokens = Number(file.token_count);
  const estimate = platformCostMicroUsd(deps.prices, trainingPrice(base.id), { trainingTokens: fileTokens * epochs });
  // Training is billed as it goes; a wallet that cannot pay for the whole run is refused before it starts.
  await requirePayable(deps.db, accountId, estimate);
  const trainer = deps.platform.trainerFor(base);
  const [row] = await deps.db('fine_tuning_jobs').insert({
    id: newId('ftjob'), account_id: accountId, model: base.id, method, trainer: trainer.name, training_file: file.id,
    suffix: body.suffix ? body.suffix : null, epochs,
    learning_rate: typeof lr === 'number' ? lr : AUTO_LEARNING_RATE[method],
    batch_size: typeof bs === 'number' ? bs : autoBatchSize(examples),
    status: 'validating_files', example_count: examples, file_tokens: fileTokens, estimated_cost_micro_usd: estimate,
    created_at: now, next_step_at: now,
  }).returning('*');
  return jobView(row as JobRow);
}

async function findJob(db: Db, accountId: string, id: string): Promise<JobRow> {
  const row = (await db('fine_tuning_jobs').where({ id, account_id: accountId }).first()) as JobRow | undefined;
  if (!row) throw errors.notFound(`No fine-tuning job ${id} on this account.`, 'job_id');
  return row;
}

export async function getJob(db: Db, accountId: string, id: string): Promise<FineTuningJob> {
  return jobView(await findJob(db, accountId, id));
}

export async function pageOfJobs(db: Db, accountId: string, opts: { after?: string; limit?: number }) {
  const page = await pageOfRows<JobRow>(db, 'fine_tuning_jobs', accountId, opts);
  return { object: 'list' as const, data: page.rows.map(jobView), has_more: page.hasMore };
}

function trainingJobOf(deps: PlatformDeps, row: JobRow): TrainingJob {
  return {
    id: row.id, accountId: row.account_id, base: deps.registry.models.get(row.model)!, method: row.method, epochs: row.epochs,
    learningRate: Number(row.learning_rate), batchSize: row.batch_size, suffix: row.suffix, exampleCount: row.example_count,
    fileTokens: Number(row.file_tokens), examplesDone: Number(row.examples_done), trainedTokens: Number(row.trained_tokens),
    remoteJobId: row.remote_job_id,
  };
}

/** Cancels a job that has not finished (409 for a finished one, spec 3); trained tokens already billed stay billed. */
export async function cancelJob(deps: PlatformDeps, accountId: string, id: string, now = new Date()): Promise<FineTuningJob> {
  const row = await deps.db.transaction(async (trx) => {
    const job = (await trx('fine_tuning_jobs').where({ id, account_id: accountId }).forUpdate().first()) as JobRow | undefined;
    if (!job) throw errors.notFound(`No fine-tuning job ${id} on this account.`, 'job_id');
    if (FINISHED.has(job.status)) {
      throw errors.conflict(`Fine-tuning job ${id} is ${job.status}; only a job that has not finished can be cancelled.`, 'job_not_cancellable', 'job_id');
    }
    const [updated] = await trx('fine_tuning_jobs').where({ id }).update({ status: 'cancelled', finished_at: now, next_step_at: null }).returning('*');
    return updated as JobRow;
  });
  const trainer = row.trainer === 'remote' ? deps.platform.trainers.remote : deps.platform.trainers.builtin;
  if (trainer && deps.registry.models.get(row.model)) {
    await trainer.cancel(trainingJobOf(deps, row)).catch((err) => deps.log.warn({ err, job: id }, 'remote cancel failed; the job is cancelled here'));
  }
  return jobView(row);
}

async function fail(trx: Knex.Transaction, row: JobRow, now: Date, code: string, message: string) {
  await trx('fine_tuning_jobs').where({ id: row.id }).update({ status: 'failed', error_code: code, error_message: message, finished_at: now, next_step_at: null });
}

/** One step of a claimed job, inside the transaction that holds its row. */
export async function stepJob(deps: PlatformDeps, trx: Knex.Transaction, row: JobRow, now: Date): Promise<void> {
  const base = deps.registry.models.get(row.model);
  const trainer = row.trainer === 'remote' ? deps.platform.trainers.remote : deps.platform.trainers.builtin;
  if (!base || !trainer) {
    await fail(trx, row, now, 'trainer_unavailable', `The ${row.trainer} trainer for ${row.model} is not configured on this deployment.`);
    return;
  }
  const content = await fileContent(trx as unknown as Db, row.account_id, row.training_file);
  if (row.status === 'validating_files') {
    // The lines were checked at upload; the file must still exist and hold what was counted.
    if (!content) return fail(trx, row, now, 'invalid_training_file', `The training file ${row.training_file} was deleted before training started.`);
    const count = parseExamples(content).length;
    if (count !== row.example_count) return fail(trx, row, now, 'invalid_training_file', `The training file holds ${count} examples, not ${row.example_count}.`);
    await trx('fine_tuning_jobs').where({ id: row.id }).update({ status: 'queued', next_step_at: now });
    return;
  }
  if (!content) return fail(trx, row, now, 'invalid_training_file', `The training file ${row.training_file} was deleted during training.`);
  const examples = parseExamples(content);
  const job = trainingJobOf(deps, row);
  if (row.status === 'queued') {
    const { remoteJobId } = await trainer.start(trx, job, examples);
    await trx('fine_tuning_jobs').where({ id: row.id }).update({ status: 'running', remote_job_id: remoteJobId, next_step_at: now });
    return;
  }
  // running
  const step = await trainer.step(trx, job, examples);
  const added = step.trainedTokens - job.trainedTokens;
  if (added > 0) {
    const charge = await chargePeriods(trx, deps.prices, {
      accountId: row.account_id, resourceId: row.id, kind: 'fine_tuning', operationId: 'createFineTuningJob', model: row.model,
      price: trainingPrice(row.model), periods: [{ period: `tokens:${step.trainedTokens}`, units: { trainingTokens: added } }],
    }, deps.charged);
    if (charge.shortMicroUsd > 0) {
      await trx('fine_tuning_jobs').where({ id: row.id }).update({ trained_tokens: step.trainedTokens, examples_done: step.examplesDone, progress: step.progress });
      const [code, ...why] = (charge.stopReason ?? 'insufficient_balance: the wallet cannot pay').split(': ');
      await fail(trx, row, now, code, `Training stopped: ${why.join(': ')}`);
      if (row.trainer === 'remote') await trainer.cancel(job).catch(() => undefined);
      return;
    }
  }
  const progress = { trained_tokens: step.trainedTokens, examples_done: step.examplesDone, progress: step.progress };
  if (step.state === 'succeeded') {
    await trx('fine_tuning_jobs').where({ id: row.id }).update({
      ...progress, status: 'succeeded', fine_tuned_model: fineTunedModelId(row.model, row.suffix, row.id), remote_model: step.remoteModel ?? null,
      finished_at: now, next_step_at: null,
    });
  } else if (step.state === 'failed') {
    await trx('fine_tuning_jobs').where({ id: row.id }).update(progress);
    await fail(trx, row, now, step.error?.code ?? 'training_failed', step.error?.message ?? 'Training failed.');
  } else {
    await trx('fine_tuning_jobs').where({ id: row.id }).update({ ...progress, next_step_at: new Date(now.getTime() + step.nextStepInMs) });
  }
}

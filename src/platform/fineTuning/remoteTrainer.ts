/**
 * Adapter for a remote OpenAI-compatible fine-tuning API (OpenAI, Together, Fireworks and others speak it):
 *   start:  POST {base}/files (multipart, purpose=fine-tune) then POST {base}/fine_tuning/jobs
 *           {model, training_file, hyperparameters: {n_epochs, batch_size, learning_rate_multiplier}, suffix}
 *           (remoteHyperparameters below: how our absolute learning rate becomes the multiplier);
 *   step:   GET {base}/fine_tuning/jobs/{id} -> status, trained_tokens, fine_tuned_model, error;
 *   cancel: POST {base}/fine_tuning/jobs/{id}/cancel.
 * Both POSTs of `start` carry `Idempotency-Key: graha-<job id>-...`, so a start repeated after a crash does not
 * create a second remote job where the service honours the header. The resulting model is served by `servingProvider`,
 * a provider of models.yaml (the same service's inference API), under the name the service gave it.
 */
import type { Trainer, TrainerStep, TrainingExample, TrainingJob } from './trainer';
import { AUTO_LEARNING_RATE } from './jobs';

/**
 * The hyperparameters as the OpenAI-compatible API names them. Our `learning_rate` is absolute; the API takes a
 * multiplier of the service's own base rate, so we send learning_rate / our `auto` rate of the method (1 for a job
 * left on `auto`, 0.5 for half of it), to 6 significant digits. Epochs and the resolved batch size go as they are.
 */
export function remoteHyperparameters(job: Pick<TrainingJob, 'epochs' | 'batchSize' | 'learningRate' | 'method'>) {
  return {
    n_epochs: job.epochs,
    batch_size: job.batchSize,
    learning_rate_multiplier: Number((job.learningRate / AUTO_LEARNING_RATE[job.method]).toPrecision(6)),
  };
}

export interface RemoteTrainerOptions {
  baseUrl: string;
  apiKey: string | null;
  /** The provider of models.yaml that serves the fine-tuned models (their `provider`). */
  servingProvider: string;
  pollMs: number;
  fetchImpl?: typeof fetch;
}

interface RemoteJob { id: string; status: string; trained_tokens?: number | null; fine_tuned_model?: string | null; error?: { code?: string; message?: string } | null }

export class RemoteTrainer implements Trainer {
  readonly name = 'remote' as const;
  private readonly fetch: typeof fetch;
  constructor(readonly options: RemoteTrainerOptions) { this.fetch = options.fetchImpl ?? fetch; }

  get servingProvider(): string { return this.options.servingProvider; }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}), ...extra };
  }

  private async call<T>(method: string, path: string, body?: BodyInit, headers: Record<string, string> = {}): Promise<T> {
    const res = await this.fetch(`${this.options.baseUrl.replace(/\/$/, '')}${path}`, { method, body, headers: this.headers(headers), signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    if (!res.ok) throw new Error(`fine-tuning service answered ${res.status} to ${method} ${path}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }

  async start(_trx: unknown, job: TrainingJob, examples: TrainingExample[]) {
    const form = new FormData();
    form.set('purpose', 'fine-tune');
    form.set('file', new Blob([examples.map((e) => JSON.stringify(e)).join('\n') + '\n'], { type: 'application/jsonl' }), `${job.id}.jsonl`);
    const file = await this.call<{ id: string }>('POST', '/files', form, { 'idempotency-key': `graha-${job.id}-file` });
    const remote = await this.call<RemoteJob>('POST', '/fine_tuning/jobs', JSON.stringify({
      model: job.base.upstream, training_file: file.id,
      hyperparameters: remoteHyperparameters(job),
      ...(job.suffix ? { suffix: job.suffix } : {}),
    }), { 'content-type': 'application/json', 'idempotency-key': `graha-${job.id}-job` });
    return { remoteJobId: remote.id };
  }

  async step(_trx: unknown, job: TrainingJob): Promise<TrainerStep> {
    const remote = await this.call<RemoteJob>('GET', `/fine_tuning/jobs/${encodeURIComponent(job.remoteJobId ?? '')}`);
    const trainedTokens = Math.max(job.trainedTokens, Number(remote.trained_tokens ?? 0));
    const planned = Math.max(1, job.fileTokens * job.epochs);
    const base = { examplesDone: job.examplesDone, trainedTokens, nextStepInMs: this.options.pollMs };
    switch (remote.status) {
      case 'succeeded':
        return { ...base, progress: 1, state: 'succeeded', remoteModel: remote.fine_tuned_model ?? null };
      case 'failed':
      case 'cancelled':
        return { ...base, progress: Math.min(1, trainedTokens / planned), state: 'failed',
          error: { code: remote.error?.code ?? `remote_${remote.status}`, message: remote.error?.message ?? `The fine-tuning service reports the job ${remote.status}.` } };
      default:
        return { ...base, progress: Math.min(0.99, trainedTokens / planned), state: 'running' };
    }
  }

  async cancel(job: TrainingJob): Promise<void> {
    if (job.remoteJobId) await this.call('POST', `/fine_tuning/jobs/${encodeURIComponent(job.remoteJobId)}/cancel`);
  }
}

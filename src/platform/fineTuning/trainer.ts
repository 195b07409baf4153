/**
 * The interface between the fine-tuning lifecycle and whatever trains. The lifecycle (validation, states, cancel,
 * billing per trained token, crash safety) is the same for every trainer; a trainer starts a job, reports where it
 * is on each step, and cancels. `start` and `step` run inside the transaction that holds the job's row, so what they
 * write to the database commits with the job's new state; calls to a remote service must be safe to repeat.
 */
import type { Knex } from 'knex';
import type { ModelEntry } from '../../models/registry';

export interface TrainingExample { messages: Array<{ role: 'system' | 'user' | 'assistant'; content: string }> }

export interface TrainingJob {
  id: string;
  accountId: string;
  base: ModelEntry;
  method: 'full' | 'lora';
  epochs: number;
  learningRate: number;
  batchSize: number;
  suffix: string | null;
  exampleCount: number;
  /** Tokens of one pass over the file. */
  fileTokens: number;
  examplesDone: number;
  trainedTokens: number;
  remoteJobId: string | null;
}

export interface TrainerStep {
  examplesDone: number;
  /** Cumulative; the lifecycle bills what it adds to the last step's value. */
  trainedTokens: number;
  /** 0..1 */
  progress: number;
  state: 'running' | 'succeeded' | 'failed';
  error?: { code: string; message: string };
  /** The model name the trainer's service knows the result by (remote trainers). */
  remoteModel?: string | null;
  /** When to take the next step. */
  nextStepInMs: number;
}

export interface Trainer {
  /** Stored with the job: `builtin` or `remote`. */
  readonly name: 'builtin' | 'remote';
  /** A provider of models.yaml that serves the models this trainer produces (remote trainers); none: the base's. */
  readonly servingProvider?: string;
  start(trx: Knex.Transaction, job: TrainingJob, examples: TrainingExample[]): Promise<{ remoteJobId: string | null }>;
  step(trx: Knex.Transaction, job: TrainingJob, examples: TrainingExample[]): Promise<TrainerStep>;
  cancel(job: TrainingJob): Promise<void>;
}

/** The examples of a fine-tune file (its lines were checked at upload: src/files/lines.ts). */
export function parseExamples(content: Buffer): TrainingExample[] {
  return content.toString('utf8').split('\n').map((l) => l.replace(/\r$/, '')).filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as TrainingExample);
}

/**
 * The built-in trainer: a RETRIEVAL ADAPTER, not gradient training. It embeds each training example's prompt (its
 * system and user turns) with the built-in lexical embedding model (src/media/embeddings/lexical.ts) and stores the
 * example with its vector (fine_tuning_examples). The fine-tuned model is then served by the base model with the
 * training examples nearest to the request prepended as demonstrations (src/platform/fineTuning/serving.ts): few-shot
 * adaptation that really uses the customer's data, on one machine, with no GPU.
 *
 * It walks the examples `epochs` times in steps of EXAMPLES_PER_STEP (the first pass stores the index; later passes
 * add nothing to it but are counted, so trained_tokens is tokens x epochs as with a real trainer, and billed so).
 */
import type { Knex } from 'knex';
import { embedLexical } from '../../media/embeddings/lexical';
import { countPromptTokens } from '../../tokenizer/count';
import type { ChatMessage } from '../../providers/types';
import type { Trainer, TrainerStep, TrainingExample, TrainingJob } from './trainer';

export const EXAMPLES_PER_STEP = 64;

/** The text an example is found by: what the user side said. */
export function promptText(messages: TrainingExample['messages']): string {
  return messages.filter((m) => m.role !== 'assistant').map((m) => m.content).join('\n');
}

export function exampleTokens(example: TrainingExample): number {
  return countPromptTokens(example.messages as ChatMessage[]);
}

export class BuiltinTrainer implements Trainer {
  readonly name = 'builtin' as const;
  constructor(private readonly stepMs: number) {}

  async start(): Promise<{ remoteJobId: null }> { return { remoteJobId: null }; }

  async step(trx: Knex.Transaction, job: TrainingJob, examples: TrainingExample[]): Promise<TrainerStep> {
    const total = examples.length * job.epochs;
    const from = job.examplesDone;
    const to = Math.min(total, from + EXAMPLES_PER_STEP);
    let tokens = 0;
    const rows: Array<{ job_id: string; idx: number; messages: string; embedding: Buffer }> = [];
    for (let i = from; i < to; i++) {
      const idx = i % examples.length;
      const example = examples[idx];
      tokens += exampleTokens(example);
      if (i < examples.length) {
        const v = embedLexical(promptText(example.messages));
        rows.push({ job_id: job.id, idx, messages: JSON.stringify(example.messages), embedding: Buffer.from(v.buffer, v.byteOffset, v.byteLength) });
      }
    }
    if (rows.length > 0) await trx('fine_tuning_examples').insert(rows).onConflict(['job_id', 'idx']).ignore();
    return {
      examplesDone: to, trainedTokens: job.trainedTokens + tokens, progress: total === 0 ? 1 : to / total,
      state: to >= total ? 'succeeded' : 'running', nextStepInMs: this.stepMs,
    };
  }

  async cancel(): Promise<void> { /* nothing runs outside the database */ }
}

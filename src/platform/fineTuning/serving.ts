/**
 * Fine-tuned models in chat completions. The model resolver of the gateway (src/gateway/state.ts) asks here for
 * `ft:...` ids: a succeeded job of the calling account gives a model entry on the base model's provider (or, for a
 * remote trainer, on its serving provider under the name the service gave the model), priced at the base model's
 * rate (src/billing/prices.ts pricedModelId reads the base from the id).
 *
 * Models of the built-in trainer are served by DEMONSTRATION: the entry's upstream name is the fine-tuned id itself,
 * and the chat providers are wrapped so that a call for such a model goes to the base model's upstream with the
 * training examples nearest to the request (cosine of lexical embeddings of the prompt) inserted after the system
 * turns as earlier user/assistant turns. The demonstrations are part of the prompt the upstream bills and reports.
 */
import type { Knex } from 'knex';
import type { Db } from '../../../db/connect';
import type { ModelEntry, ModelRegistry } from '../../models/registry';
import type { ChatProviders } from '../../providers/index';
import type { ChatCall, ChatMessage, ChatProvider } from '../../providers/types';
import { cosine, embedLexical, LEXICAL_DIMENSIONS } from '../../media/embeddings/lexical';
import { countTextTokens } from '../../tokenizer/count';
import type { TrainingExample } from './trainer';

/** Demonstrations per call, and the prompt tokens they may add at most. */
export const DEMONSTRATIONS = 3;
export const DEMONSTRATION_TOKEN_BUDGET = 1024;

interface StoredExample { messages: TrainingExample['messages']; vector: Float32Array }
interface BuiltinModel { jobId: string; baseUpstream: string; examples: StoredExample[] | null }

/** Built-in fine-tuned models this process has resolved, by id (their examples loaded on first use). */
export type BuiltinModels = Map<string, BuiltinModel>;

/** Resolves `ft:` ids of an account; `db` may be a transaction (the reconciler resolves inside its own). */
export type FineTunedResolver = (db: Db | Knex.Transaction, accountId: string, modelId: string) => Promise<ModelEntry | null>;

export function createFineTunedResolver(registry: ModelRegistry, builtin: BuiltinModels, remoteServingProvider: () => string | null): FineTunedResolver {
  return async (db, accountId, modelId) => {
    if (!modelId.startsWith('ft:')) return null;
    const job = await db('fine_tuning_jobs').where({ fine_tuned_model: modelId, account_id: accountId, status: 'succeeded' })
      .first('id', 'model', 'trainer', 'remote_model', 'created_at');
    if (!job) return null;
    const base = registry.models.get(job.model);
    if (!base) return null;
    const entry: ModelEntry = {
      ...base, id: modelId, kind: 'fine-tuned', ownedBy: accountId, created: Math.floor(new Date(job.created_at).getTime() / 1000),
      capabilities: new Set([...base.capabilities].filter((c) => c !== 'fine_tuning' && c !== 'batch')), fineTuningMethod: null, deprecation: null,
    };
    if (job.trainer === 'remote') {
      const serving = remoteServingProvider();
      if (!serving || !job.remote_model) return null;
      return { ...entry, provider: serving, upstream: job.remote_model };
    }
    if (!builtin.has(modelId)) builtin.set(modelId, { jobId: job.id, baseUpstream: base.upstream, examples: null });
    return { ...entry, upstream: modelId };
  };
}

/**
 * The account's usable fine-tuned models (its succeeded jobs, oldest first), as `GET /v1/models` lists them beside the
 * catalogue; each through the same resolver the chat gateway uses, so a listed model is one a call can use.
 */
export async function accountFineTunedModels(db: Db, resolve: (accountId: string, modelId: string) => Promise<ModelEntry | null>, accountId: string): Promise<ModelEntry[]> {
  const ids = (await db('fine_tuning_jobs').where({ account_id: accountId, status: 'succeeded' }).whereNotNull('fine_tuned_model')
    .orderBy('created_at').pluck('fine_tuned_model')) as string[];
  const models = await Promise.all(ids.map((id) => resolve(accountId, id)));
  return models.filter((m): m is ModelEntry => m !== null);
}

function vectorOf(buf: Buffer): Float32Array {
  const copy = Buffer.from(buf);
  return new Float32Array(copy.buffer, copy.byteOffset, LEXICAL_DIMENSIONS);
}

async function examplesOf(db: Db, model: BuiltinModel): Promise<StoredExample[]> {
  if (!model.examples) {
    const rows = await db('fine_tuning_examples').where({ job_id: model.jobId }).orderBy('idx').select('messages', 'embedding');
    model.examples = rows.map((r) => ({ messages: typeof r.messages === 'string' ? JSON.parse(r.messages) : r.messages, vector: vectorOf(r.embedding) }));
  }
  return model.examples;
}

function textOf(m: ChatMessage): string {
  const c = (m as { content?: unknown }).content;
  if (typeof c === 'string') return c;
  if (Array.isArray(c)) return c.map((p) => (p && typeof p === 'object' && 'text' in p ? String((p as { text: unknown }).text) : '')).join(' ');
  return '';
}

/** The nearest examples to the request's user side, within the token budget, most similar first. */
export function nearestDemonstrations(examples: StoredExample[], messages: ChatMessage[]): StoredExample[] {
  const query = messages.filter((m) => m.role === 'user').map(textOf).join('\n');
  const q = embedLexical(query);
  const ranked = examples.map((e) => ({ e, score: cosine(q, e.vector) })).filter((r) => r.score > 0).sort((a, b) => b.score - a.score);
  const chosen: StoredExample[] = [];
  let tokens = 0;
  for (const { e } of ranked) {
    if (chosen.length >= DEMONSTRATIONS) break;
    const cost = e.messages.filter((m) => m.role !== 'system').reduce((sum, m) => sum + countTextTokens(m.content) + 4, 0);
    if (tokens + cost > DEMONSTRATION_TOKEN_BUDGET) continue;
    chosen.push(e);
    tokens += cost;
  }
  return chosen;
}

/** The request's messages with the demonstrations after its leading system turns (least similar first). */
export function withDemonstrations(messages: ChatMessage[], demonstrations: StoredExample[]): ChatMessage[] {
  let lead = 0;
  while (lead < messages.length && (messages[lead].role === 'system' || messages[lead].role === 'developer')) lead++;
  const turns = [...demonstrations].reverse().flatMap((d) => d.messages.filter((m) => m.role !== 'system').map((m) => ({ role: m.role, content: m.content }) as ChatMessage));
  return [...messages.slice(0, lead), ...turns, ...messages.slice(lead)];
}

function wrap(db: Db, provider: ChatProvider, builtin: BuiltinModels): ChatProvider {
  const prepare = async (call: ChatCall): Promise<ChatCall> => {
    const model = builtin.get(call.target.upstreamModel);
    if (!model) return call;
    const demonstrations = nearestDemonstrations(await examplesOf(db, model), call.body.messages);
    return {
      ...call,
      body: { ...call.body, messages: withDemonstrations(call.body.messages, demonstrations) },
      target: { ...call.target, upstreamModel: model.baseUpstream },
    };
  };
  return {
    complete: async (call) => provider.complete(await prepare(call)),
    stream: async (call) => provider.stream(await prepare(call)),
  };
}

/** Wraps each chat provider so calls for built-in fine-tuned models get their demonstrations. */
export function wrapProvidersForFineTuned(db: Db, providers: ChatProviders, builtin: BuiltinModels): void {
  for (const kind of Object.keys(providers) as Array<keyof ChatProviders>) providers[kind] = wrap(db, providers[kind], builtin);
}

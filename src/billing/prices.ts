/**
 * The price table (config/prices.yaml, PRICES_FILE) and the pure pricing rules.
 *
 * Prices are held as exact integers: "pmu" = micro-USD per million units (= pico-USD per unit), so USD 0.15 per
 * million tokens is 150,000 pmu (0.15 micro-USD per token). A call's cost is the exact sum of
 * its line items, rounded up ONCE to a whole micro-USD (the ledger unit). All arithmetic is BigInt; no floats touch
 * money, so millions of micro-charges cannot drift (test/billing/prices.test.ts checks this with fast-check).
 */
import fs from 'node:fs';
import YAML from 'yaml';
import { ConfigError } from '../config';
import type { PriceRef, Units } from '../metering/types';

export const MICRO_USD_PER_CENT = 10_000;
export const MICRO_USD_PER_USD = 1_000_000;

/** Endpoint types as they appear in usage breakdowns. */
export type EndpointType =
  | 'chat' | 'embeddings' | 'images' | 'tts' | 'stt' | 'voice' | 'astrology' | 'agents' | 'batch' | 'fine_tuning'
  | 'endpoints' | 'clusters' | 'evaluations' | (string & {});

interface ModelPrices { inputPmu: bigint; outputPmu: bigint; trainingPmu: bigint | null }
export interface FixedPrice { microUsd: number; endpointType: EndpointType }

export interface PriceTable {
  models: Map<string, ModelPrices>;
  images: Map<string, Map<string, bigint>>;
  ttsPerMcharPmu: Map<string, bigint>;
  sttPerSecondPmu: Map<string, bigint>;
  fixed: Map<string, FixedPrice>;
  endpointGpuHourPmu: Map<string, bigint>;
  clusterGpuHourPmu: Map<string, bigint>;
  batchPercent: bigint;
  cachedReadPercent: bigint;
}

/** Exact decimal -> integer scaled by 10^digits ("0.15", 6 -> 150000n). Rejects more precision than we can hold. */
export function scaleDecimal(value: unknown, digits: number, what: string): bigint {
  const text = typeof value === 'number' ? numberToPlainString(value) : String(value ?? '');
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new ConfigError(`prices: ${what} must be a non-negative decimal, got "${text}"`);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) throw new ConfigError(`prices: ${what} has more than ${digits} decimal places`);
  return BigInt(match[1]) * 10n ** BigInt(digits) + BigInt((fraction + '0'.repeat(digits)).slice(0, digits) || '0');
}

function numberToPlainString(n: number): string {
  // YAML numbers arrive as doubles; their shortest round-trip string is the decimal the operator wrote.
  const s = String(n);
  if (!/e/i.test(s)) return s;
  return n.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
}

const perMillion = (usd: unknown, what: string) => scaleDecimal(usd, 6, what); // USD per 1e6 units -> pmu
const perUnit = (usd: unknown, what: string) => scaleDecimal(usd, 12, what); // USD per unit -> pico-USD = pmu

function record(doc: Record<string, unknown>, key: string): Record<string, any> {
  const v = doc[key];
  if (v === undefined || v === null) return {};
  if (typeof v !== 'object' || Array.isArray(v)) throw new ConfigError(`prices: "${key}" must be a mapping`);
  return v as Record<string, any>;
}

export function parsePriceTable(text: string): PriceTable {
  const doc = (YAML.parse(text) ?? {}) as Record<string, unknown>;
  const models = new Map<string, ModelPrices>();
  for (const [id, p] of Object.entries(record(doc, 'models'))) {
    models.set(id, {
      inputPmu: perMillion(p.input_per_mtok ?? 0, `models.${id}.input_per_mtok`),
      outputPmu: perMillion(p.output_per_mtok ?? 0, `models.${id}.output_per_mtok`),
      trainingPmu: p.training_per_mtok === undefined ? null : perMillion(p.training_per_mtok, `models.${id}.training_per_mtok`),
    });
  }
  const images = new Map<string, Map<string, bigint>>();
  for (const [id, sizes] of Object.entries(record(doc, 'images'))) {
    images.set(id, new Map(Object.entries(sizes as Record<string, unknown>).map(([size, usd]) => [size, perUnit(usd, `images.${id}.${size}`)])));
  }
  const fixed = new Map<string, FixedPrice>();
  for (const [name, p] of Object.entries(record(doc, 'fixed'))) {
    const pmu = perUnit(p.usd, `fixed.${name}.usd`);
    if (pmu % 1_000_000n !== 0n) throw new ConfigError(`prices: fixed.${name}.usd must be a whole number of micro-USD`);
    if (!p.endpoint_type) throw new ConfigError(`prices: fixed.${name}.endpoint_type is required`);
    fixed.set(name, { microUsd: Number(pmu / 1_000_000n), endpointType: String(p.endpoint_type) });
  }
  const mapOf = (key: string, field: string | null, conv: (v: unknown, w: string) => bigint) =>
    new Map(Object.entries(record(doc, key)).map(([id, v]) => [id, conv(field ? (v as any)?.[field] : v, `${key}.${id}`)]));
  const discounts = record(doc, 'discounts');
  const percent = (v: unknown, fallback: number, what: string) => {
    const n = v === undefined ? fallback : Number(v);
    if (!Number.isInteger(n) || n < 0 || n > 100) throw new ConfigError(`prices: discounts.${what} must be an integer 0..100`);
    return BigInt(n);
  };
  return {
    models,
    images,
    ttsPerMcharPmu: mapOf('tts', 'per_mchar', perMillion),
    sttPerSecondPmu: mapOf('stt', 'per_second', perUnit),
    fixed,
    endpointGpuHourPmu: mapOf('endpoint_gpu_hour', null, perUnit),
    clusterGpuHourPmu: mapOf('cluster_gpu_hour', null, perUnit),
    batchPercent: percent(discounts.batch_percent, 50, 'batch_percent'),
    cachedReadPercent: percent(discounts.cached_read_percent, 10, 'cached_read_percent'),
  };
}

/** Reads and validates the price table (once per app: src/context.ts keeps it as `prices`, which the wallet's meter adapter prices calls with). */
export function loadPriceTable(file: string): PriceTable {
  if (!fs.existsSync(file)) throw new ConfigError(`PRICES_FILE not found: ${file}`);
  return parsePriceTable(fs.readFileSync(file, 'utf8'));
}

// ---------------------------------------------------------------------------------------------------------------
// Pure arithmetic.

/**
 * One priced quantity: `units` at `pmu` (micro-USD per million units, per `per` units), charged at `bp` basis points
 * of that rate (10,000 = full price; a batch cached read is 50% x 10% = 500).
 */
export interface LineItem { units: number | bigint; pmu: bigint; bp?: bigint; per?: bigint }

export const FULL_RATE_BP = 10_000n;
// Common denominator for `per`: 1 (tokens, images, characters, seconds) and 3600 (GPU-seconds at an hourly rate).
const PER_LCM = 3600n;
const DENOMINATOR = 1_000_000n * FULL_RATE_BP * PER_LCM;

/** Exact sum of the line items, rounded up once to a whole micro-USD. */
export function costMicroUsd(items: LineItem[]): number {
  let numerator = 0n;
  for (const item of items) {
    const units = BigInt(item.units);
    if (units < 0n) throw new RangeError('units must be >= 0');
    const per = item.per ?? 1n;
    if (PER_LCM % per !== 0n) throw new RangeError(`unsupported per ${per}`);
    numerator += units * item.pmu * (item.bp ?? FULL_RATE_BP) * (PER_LCM / per);
  }
  return Number((numerator + DENOMINATOR - 1n) / DENOMINATOR);
}

/** `ft:<base>:<org>:<suffix>:<id>` (OpenAI's form) and `ft:<base>:...` are billed at the base model's rate. */
export function pricedModelId(model: string): string {
  if (model.startsWith('ft:')) return model.split(':')[1] ?? model;
  return model;
}

export class UnknownPriceError extends Error {}

function modelPrices(table: PriceTable, model: string): ModelPrices {
  const prices = table.models.get(pricedModelId(model));
  if (!prices) throw new UnknownPriceError(`no price for model "${model}" in the price table`);
  return prices;
}

export function hasModelPrice(table: PriceTable, model: string): boolean {
  return table.models.has(pricedModelId(model));
}

export interface TokenUsage {
  /** Prompt tokens billed at the input rate, excluding cached reads and cache creation. */
  inputTokens?: number;
  outputTokens?: number;
  cachedReadTokens?: number;
  cacheCreationTokens?: number;
}

/**
 * Chat and embeddings: per token by model (fine-tuned models at the base rate). Spec section 8: batch requests at
 * batch_percent of standard rates; cache creation at the input rate; cached reads at cached_read_percent of input.
 */
export function tokenCostMicroUsd(table: PriceTable, model: string, usage: TokenUsage, opts: { batch?: boolean } = {}): number {
  const p = modelPrices(table, model);
  const rateBp = opts.batch ? table.batchPercent * 100n : FULL_RATE_BP;
  return costMicroUsd([
    { units: usage.inputTokens ?? 0, pmu: p.inputPmu, bp: rateBp },
    { units: usage.cacheCreationTokens ?? 0, pmu: p.inputPmu, bp: rateBp },
    { units: usage.outputTokens ?? 0, pmu: p.outputPmu, bp: rateBp },
    { units: usage.cachedReadTokens ?? 0, pmu: p.inputPmu, bp: (rateBp * table.cachedReadPercent) / 100n },
  ]);
}

export function imageCostMicroUsd(table: PriceTable, model: string, size: string, count: number): number {
  const price = table.images.get(model)?.get(size);
  if (price === undefined) throw new UnknownPriceError(`no price for image model "${model}" at size ${size}`);
  return costMicroUsd([{ units: count, pmu: price }]);
}

export function ttsCostMicroUsd(table: PriceTable, model: string, characters: number): number {
  const pmu = table.ttsPerMcharPmu.get(model);
  if (pmu === undefined) throw new UnknownPriceError(`no price for speech model "${model}"`);
  return costMicroUsd([{ units: characters, pmu }]);
}

/** Audio seconds are rounded up to whole seconds. */
export function sttCostMicroUsd(table: PriceTable, model: string, audioSeconds: number): number {
  const pmu = table.sttPerSecondPmu.get(model);
  if (pmu === undefined) throw new UnknownPriceError(`no price for transcription model "${model}"`);
  return costMicroUsd([{ units: Math.ceil(audioSeconds), pmu }]);
}

export function fixedPrice(table: PriceTable, name: string): FixedPrice {
  const price = table.fixed.get(name);
  if (!price) throw new UnknownPriceError(`no fixed price "${name}" in the price table`);
  return price;
}

/** Dedicated endpoints and clusters: per GPU-hour, billed per started second. */
export function gpuCostMicroUsd(table: PriceTable, kind: 'endpoint' | 'cluster', hardware: string, gpuCount: number, seconds: number): number {
  const pmu = (kind === 'endpoint' ? table.endpointGpuHourPmu : table.clusterGpuHourPmu).get(hardware);
  if (pmu === undefined) throw new UnknownPriceError(`no GPU-hour price for ${kind} hardware "${hardware}"`);
  return costMicroUsd([{ units: BigInt(gpuCount) * BigInt(Math.ceil(seconds)), pmu, per: 3600n }]);
}

/** Fine-tuning: per training token (tokens x epochs) at the base model's training rate. */
export function trainingCostMicroUsd(table: PriceTable, baseModel: string, trainingTokens: number): number {
  const p = modelPrices(table, baseModel);
  if (p.trainingPmu === null) throw new UnknownPriceError(`model "${baseModel}" cannot be fine-tuned (no training price)`);
  return costMicroUsd([{ units: trainingTokens, pmu: p.trainingPmu }]);
}

/** Usage row cost in cents for display: nearest cent of the exact micro-USD sum (half up). */
export function microUsdToCentsRounded(microUsd: number): number {
  return Math.floor((microUsd + MICRO_USD_PER_CENT / 2) / MICRO_USD_PER_CENT);
}

/** The price of metered units (src/metering/types.ts) under the price a call's estimate names. */
export function priceOfUnits(table: PriceTable, price: PriceRef, units: Units): number {
  switch (price.kind) {
    case 'tokens': return tokenCostMicroUsd(table, price.model, units, { batch: price.batch });
    case 'image': return imageCostMicroUsd(table, price.model, price.size, units.images ?? 0);
    case 'characters': return ttsCostMicroUsd(table, price.model, units.characters ?? 0);
    case 'audio-seconds': return sttCostMicroUsd(table, price.model, units.audioSeconds ?? 0);
    case 'gpu': return gpuCostMicroUsd(table, price.resource, price.hardware, 1, units.gpuSeconds ?? 0);
    case 'training': return trainingCostMicroUsd(table, price.model, units.trainingTokens ?? 0);
    case 'fixed': return fixedPrice(table, price.name).microUsd * (units.calls ?? 1);
    case 'none': return 0;
  }
}

/** Whether the table can price this reference at all (an estimate naming an unknown model or size is a bug). */
export function assertPriced(table: PriceTable, price: PriceRef): void {
  priceOfUnits(table, price, {});
}

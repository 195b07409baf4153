/**
 * The steps around a handler (idempotency -> metering -> handler) share one shape: each gets the call and the next
 * step, and returns the result the respond step writes.
 */
import type { Request } from 'express';
import type { HandlerInput, OperationId } from '../handler';
import type { GrahaOperation } from './routing';

export interface OperationCall {
  operationId: OperationId;
  operation: GrahaOperation;
  input: HandlerInput<OperationId>;
  req: Request;
}

/** What a handler returns (http/handler.ts), or an answer kept by an Idempotency-Key, replayed as the stored text. */
export interface OperationResult {
  status: number;
  body?: unknown;
  binary?: Buffer;
  contentType?: string;
  sse?: AsyncIterable<unknown>;
  /** Raw bytes as they are produced (chunked transfer), with `contentType`. */
  stream?: AsyncIterable<Buffer>;
  /** A JSON answer kept by an Idempotency-Key, sent byte for byte as it was first sent. */
  storedJson?: string;
  headers?: Record<string, string>;
  onClose?: (completed: boolean) => void | Promise<void>;
}

export type NextStep = (call: OperationCall) => Promise<OperationResult>;
export type OperationStep = (call: OperationCall, next: NextStep) => Promise<OperationResult>;

/** step1(step2(...(handler))): the first step runs first. */
export function chainSteps(steps: OperationStep[], last: NextStep): NextStep {
  return steps.reduceRight<NextStep>((next, step) => (call) => step(call, next), last);
}

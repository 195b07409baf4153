/**
 * The autoscaler's rule, pure: the replica count that serves the calls running and waiting on an endpoint at a target
 * load per replica, clamped to [min_replicas, max_replicas], moved at most once per cooldown (scaling up waits
 * SCALE_UP_COOLDOWN_MS after the last change, scaling down the longer SCALE_DOWN_COOLDOWN_MS, so a burst does not
 * make the count flap).
 */
import { SLOTS_PER_REPLICA } from '../../gateway/chat/endpoints';

/** Calls per replica the autoscaler aims for: 3/4 of its slots, leaving room for a burst. */
export const TARGET_CALLS_PER_REPLICA = Math.max(1, Math.floor(SLOTS_PER_REPLICA * 0.75));
export const SCALE_UP_COOLDOWN_MS = 60_000;
export const SCALE_DOWN_COOLDOWN_MS = 300_000;

export interface ScaleInput {
  replicas: number;
  minReplicas: number;
  maxReplicas: number;
  /** Calls running plus waiting on the endpoint. */
  queueDepth: number;
  nowMs: number;
  lastScaledAtMs: number | null;
}

export function desiredReplicas(input: ScaleInput): number {
  const wanted = Math.min(input.maxReplicas, Math.max(input.minReplicas, Math.ceil(input.queueDepth / TARGET_CALLS_PER_REPLICA)));
  if (wanted === input.replicas) return input.replicas;
  const since = input.lastScaledAtMs === null ? Infinity : input.nowMs - input.lastScaledAtMs;
  const cooldown = wanted > input.replicas ? SCALE_UP_COOLDOWN_MS : SCALE_DOWN_COOLDOWN_MS;
  // Out of bounds (min/max changed) is corrected at once; otherwise the cooldown applies.
  if (input.replicas < input.minReplicas || input.replicas > input.maxReplicas) return wanted;
  return since >= cooldown ? wanted : input.replicas;
}

/**
 * Deprecation notices (spec section 9): notice periods per plan, and the headers a deprecated operation or model
 * answers with. Pure: no HTTP, no database.
 *
 * Headers: `Deprecation` (RFC 9745: the announcement date as `@<unix seconds>`), `Sunset` (RFC 8594: the last day of
 * availability as an HTTP date), `Link: <...>; rel="sunset"` (RFC 8594: where the deprecation is described) and, when
 * there is a replacement, `Link: <...>; rel="successor-version"` (RFC 5829).
 */

export type DeprecatedThing = 'api' | 'model';

const DAY_MS = 86_400_000;

/**
 * Spec section 9.4: enterprise 90 days API / 60 model; scale 60 / 60; growth 30 / 60; pay-as-you-go 30 / 60.
 * The dedicated plan is not listed: we give it the scale plan's periods (a plan never gets less notice than the plan
 * below it).
 */
export const NOTICE_DAYS: Readonly<Record<string, Record<DeprecatedThing, number>>> = {
  'pay-as-you-go': { api: 30, model: 60 },
  growth: { api: 30, model: 60 },
  scale: { api: 60, model: 60 },
  dedicated: { api: 60, model: 60 },
  enterprise: { api: 90, model: 60 },
};

export interface DeprecationNotice {
  /** Day the deprecation was announced (YYYY-MM-DD, UTC). */
  announced: string;
  /** Earliest sunset the operator has set (YYYY-MM-DD); the plan's notice period can only push it later. */
  sunset?: string | null;
  /** Where the deprecation and its migration are described (absolute URL). */
  link: string;
  /** URL of the replacement, when there is one. */
  successor?: string | null;
}

function dayStartMs(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(ms)) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  return ms;
}

/**
 * The last moment the thing is available to a caller on `plan`: the end of the day the notice period ends, or of the
 * operator's sunset date if that is later.
 */
export function sunsetAtMs(notice: Pick<DeprecationNotice, 'announced' | 'sunset'>, plan: string, thing: DeprecatedThing): number {
  const days = (NOTICE_DAYS[plan] ?? NOTICE_DAYS['pay-as-you-go'])[thing];
  const byNotice = dayStartMs(notice.announced) + days * DAY_MS;
  const byOperator = notice.sunset ? dayStartMs(notice.sunset) : 0;
  return Math.max(byNotice, byOperator);
}

export function isPastSunset(notice: Pick<DeprecationNotice, 'announced' | 'sunset'>, plan: string, thing: DeprecatedThing, nowMs: number): boolean {
  return nowMs >= sunsetAtMs(notice, plan, thing);
}

export function deprecationHeaders(notice: DeprecationNotice, plan: string, thing: DeprecatedThing): Record<string, string> {
  const links = [`<${notice.link}>; rel="sunset"`];
  if (notice.successor) links.push(`<${notice.successor}>; rel="successor-version"`);
  return {
    deprecation: `@${Math.floor(dayStartMs(notice.announced) / 1000)}`,
    sunset: new Date(sunsetAtMs(notice, plan, thing)).toUTCString(),
    link: links.join(', '),
  };
}

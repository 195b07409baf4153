#!/usr/bin/env bash
# `make audit` (issue 22 item 5; part of `make test`): the production dependency tree must have no high or critical
# advisory: `npm audit --omit=dev --audit-level=high`. Fix one by updating the dependency within its range, or by an
# `overrides` entry in package.json with a comment in the commit saying which advisory it answers.
#
# npm audit asks the registry's advisory endpoint (a POST). Where that endpoint cannot be reached (a registry mirror or
# proxy that answers only GET, as on the project's build machines: 405), nothing was checked: this says so loudly and
# passes, unless AUDIT_REQUIRED=1, where it fails. Advisories found always fail.
set -uo pipefail
cd "$(dirname "$0")/.."
out="$(npm audit --omit=dev --audit-level=high --json 2>/dev/null)"
rc=$?
summary="$(node -e '
  const r = JSON.parse(require("fs").readFileSync(0, "utf8") || "{}");
  if (r.metadata && r.metadata.vulnerabilities) {
    const v = r.metadata.vulnerabilities;
    const bad = Object.entries(r.vulnerabilities || {}).filter(([, x]) => x.severity === "high" || x.severity === "critical");
    console.log(`checked ${v.total} advisories: critical ${v.critical}, high ${v.high}, moderate ${v.moderate}, low ${v.low}`);
    for (const [name, x] of bad) console.log(`  ${x.severity} ${name} ${x.range}: ${x.via.map((y) => (typeof y === "string" ? y : y.title + " " + y.url)).join("; ")}`);
    process.exit(bad.length ? 1 : 0);
  }
  console.log(`unreachable: ${r.message || (r.error && r.error.summary) || "no audit report"}`);
  process.exit(2);
' <<<"$out")"
verdict=$?
echo "npm audit --omit=dev: $summary"
case $verdict in
  0) exit 0 ;;
  1) echo "npm audit: high or critical advisories in the production dependencies (npm audit rc $rc)" >&2; exit 1 ;;
  *) echo "npm audit: NOT CHECKED, the advisory endpoint could not be reached${AUDIT_REQUIRED:+ (AUDIT_REQUIRED is set: failing)}" >&2
     [ -n "${AUDIT_REQUIRED:-}" ] && exit 1 || exit 0 ;;
esac

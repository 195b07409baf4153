#!/usr/bin/env bash
# `make test-deploy`: the Helm chart and the compose file, checked without a cluster or a container engine.
#   1. Helm (built from its Go module, helm.sh/helm/v3) lints the chart with the default values and with
#      values-production.yaml (--strict);
#   2. `helm template` renders it for several value sets, and deploy/helm/check (Go, k8s.io/api) decodes every
#      object strictly into its Kubernetes type and checks probes, selectors, non-root, secrets-from-Secrets, hooks;
#   3. what must fail fails: an unknown field in a rendered object, a secret in plain values, a created Secret without
#      DATABASE_URL;
#   4. deploy/compose-check.mjs checks deploy/compose.yaml against the chart's rendering and deploy/haproxy.cfg.
# Helm, the checker and the Go caches live in deploy/.tools/ (ignored): a fresh clone builds them once (5 min
# on 2 cores), later runs reuse them.
set -euo pipefail
cd "$(dirname "$0")/.."
tools="$PWD/deploy/.tools"
helm_version=v3.22.0
export GOFLAGS="-mod=mod -modcacherw" GOMODCACHE="$tools/gomod" GOCACHE="$tools/gocache" GOTOOLCHAIN=local
export PATH="$PWD/.runtime/node/bin:$PATH"
command -v go >/dev/null || { echo "make test-deploy needs Go (golang-go)" >&2; exit 1; }
mkdir -p "$tools/bin"
if [ ! -x "$tools/bin/helm" ] || [ "$(cat "$tools/bin/helm.version" 2>/dev/null)" != "$helm_version" ]; then
  echo "building helm $helm_version from its Go module"
  GOBIN="$tools/bin" go install "helm.sh/helm/v3/cmd/helm@$helm_version"
  echo "$helm_version" > "$tools/bin/helm.version"
fi
(cd deploy/helm/check && go build -o "$tools/bin/check" .)
helm="$tools/bin/helm"
check="$tools/bin/check"
chart=deploy/helm/graha
prod="$chart/values-production.yaml"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

"$helm" lint --strict "$chart" >/dev/null
"$helm" lint --strict "$chart" -f "$prod" >/dev/null
echo "helm lint --strict: default and production values"

render() { local name="$1"; shift; "$helm" template graha "$chart" --namespace graha "$@" > "$out/$name.yaml"; }
render default
"$check" -expect Deployment=2,Job=1,Service=1,PodDisruptionBudget=1,Ingress=0,Secret=0 < "$out/default.yaml"
render production -f "$prod"
"$check" -expect Deployment=2,Job=1,Service=1,PodDisruptionBudget=1,Ingress=1,Secret=0 < "$out/production.yaml"
grep -q 'replicas: 3' "$out/production.yaml" || { echo "production: not 3 server replicas" >&2; exit 1; }
render created-secret --set secrets.create=true --set secrets.values.DATABASE_URL=postgres://graha:pw@db:5432/graha \
  --set secrets.values.ADMIN_TOKEN=adm_0123456789 --set worker.enabled=false --set podDisruptionBudget.enabled=false
"$check" -expect Deployment=1,Job=1,Service=1,PodDisruptionBudget=0,Secret=1 < "$out/created-secret.yaml"
grep -q 'value: "internal"' "$out/created-secret.yaml" || { echo "no worker Deployment: servers must run WORKERS=internal" >&2; exit 1; }

# What must fail.
sed '0,/^spec:$/s//spec:\n  bogusField: true/' "$out/default.yaml" > "$out/unknown-field.yaml"
if "$check" < "$out/unknown-field.yaml" 2>/dev/null; then echo "the checker accepted an unknown field" >&2; exit 1; fi
if "$helm" template graha "$chart" --set config.extraEnv.STRIPE_SECRET_KEY=sk_live_x >/dev/null 2>&1; then
  echo "the chart accepted a secret in plain values" >&2; exit 1
fi
if "$helm" template graha "$chart" --set secrets.create=true --set secrets.values.ADMIN_TOKEN=adm_x >/dev/null 2>&1; then
  echo "the chart created a Secret without DATABASE_URL" >&2; exit 1
fi
echo "refused: an unknown field, a secret in plain values, a created Secret without DATABASE_URL"

# compose has HAProxy in front of the servers, as the chart an Ingress: one proxy hop trusted.
render compose --set config.publicBaseUrl=http://127.0.0.1:8080 --set config.trustProxy=1
node deploy/compose-check.mjs deploy/compose.yaml "$out/compose.yaml" deploy/haproxy.cfg

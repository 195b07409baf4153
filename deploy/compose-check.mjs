/**
 * Structural check of deploy/compose.yaml against the chart (no compose engine on CI's machine), run by deploy/test.sh:
 *   node deploy/compose-check.mjs deploy/compose.yaml <rendered chart (helm template, default values)> deploy/haproxy.cfg
 * Checks: the services (postgres, migrate, graha-1..3, worker, lb); every Graha service runs the image with the
 * entry point of its role; the servers' and the worker's environment has exactly the names of the chart's server
 * container (same WORKERS=external, secrets interpolated from the environment, never literal); the servers wait for
 * the migrations, which wait for a healthy PostgreSQL; health checks as the chart's probes (/healthz in compose,
 * /readyz in the load balancer); stop_grace_period above SHUTDOWN_GRACE_MS; HAProxy balances over the three replicas.
 */
import fs from 'node:fs';
import YAML from 'yaml';

const [composeFile, renderedFile, haproxyFile] = process.argv.slice(2);
const errors = [];
const check = (cond, msg) => { if (!cond) errors.push(msg); };

const compose = YAML.parse(fs.readFileSync(composeFile, 'utf8'), { merge: true, maxAliasCount: -1 });
const rendered = YAML.parseAllDocuments(fs.readFileSync(renderedFile, 'utf8')).map((d) => d.toJS()).filter(Boolean);
const serverDeployment = rendered.find((o) => o.kind === 'Deployment' && o.spec.template.metadata.labels['app.kubernetes.io/component'] === 'server');
check(serverDeployment, 'the rendered chart has no server Deployment');
const chartEnv = serverDeployment ? serverDeployment.spec.template.spec.containers[0].env : [];
const chartNames = chartEnv.map((e) => e.name).sort();
const chartSecretNames = chartEnv.filter((e) => e.valueFrom?.secretKeyRef).map((e) => e.name);

const services = compose.services ?? {};
const want = ['postgres', 'migrate', 'graha-1', 'graha-2', 'graha-3', 'worker', 'lb'];
check(JSON.stringify(Object.keys(services).sort()) === JSON.stringify([...want].sort()), `services are ${Object.keys(services).join(', ')}, not ${want.join(', ')}`);

const roles = { migrate: 'migrate', 'graha-1': 'server', 'graha-2': 'server', 'graha-3': 'server', worker: 'worker' };
let grace = 0;
for (const [name, role] of Object.entries(roles)) {
  const s = services[name];
  if (!s) continue;
  check(/graha/.test(s.image ?? ''), `${name}: image ${s.image} is not Graha's`);
  check(JSON.stringify(s.command) === JSON.stringify([role]), `${name}: command ${JSON.stringify(s.command)}, not [${role}]`);
  check(s.read_only === true, `${name}: the root file system is not read-only (as the chart's)`);
  const env = s.environment ?? {};
  const names = Object.keys(env).sort();
  const missing = chartNames.filter((n) => !names.includes(n));
  const extra = names.filter((n) => !chartNames.includes(n));
  check(missing.length === 0, `${name}: environment lacks the chart's ${missing.join(', ')}`);
  check(extra.length === 0, `${name}: environment has ${extra.join(', ')}, which the chart does not set`);
  check(env.WORKERS === 'external', `${name}: WORKERS=${env.WORKERS}, the chart's servers run with external workers`);
  for (const secret of chartSecretNames) {
    check(typeof env[secret] === 'string' && /\$\{[A-Z_]+(:?[-?][^}]*)?\}/.test(env[secret]), `${name}: secret ${secret} is not taken from the environment (\${...})`);
  }
  const plain = chartEnv.filter((e) => e.value !== undefined);
  for (const { name: n, value } of plain) {
    const v = String(env[n] ?? '');
    // Defaults of the chart and of compose agree (compose's may be an interpolation with the same default).
    const composeDefault = /^\$\{[A-Z_]+:-(.*)\}$/.exec(v)?.[1] ?? v;
    if (!['PUBLIC_BASE_URL'].includes(n)) check(composeDefault === String(value), `${name}: ${n}=${v}, the chart's default is ${value}`);
  }
  grace = Number(/^\$\{[A-Z_]+:-(\d+)\}$/.exec(String(env.SHUTDOWN_GRACE_MS))?.[1] ?? env.SHUTDOWN_GRACE_MS);
  if (role !== 'migrate') {
    const stop = Number(/^(\d+)s$/.exec(String(s.stop_grace_period))?.[1] ?? 0) * 1000;
    check(stop > grace, `${name}: stop_grace_period ${s.stop_grace_period} is not above SHUTDOWN_GRACE_MS ${grace}`);
    check(s.depends_on?.migrate?.condition === 'service_completed_successfully', `${name}: does not wait for the migrations`);
  }
  if (role === 'server') {
    const test = (s.healthcheck?.test ?? []).join(' ');
    check(/\/healthz/.test(test), `${name}: health check is not /healthz`);
  }
}
check(services.migrate?.depends_on?.postgres?.condition === 'service_healthy', 'migrate: does not wait for a healthy PostgreSQL');
check(services.migrate?.restart === 'no', 'migrate: must run once (restart: "no")');
check(/pg_isready/.test((services.postgres?.healthcheck?.test ?? []).join(' ')), 'postgres: no pg_isready health check');
check(/8080/.test(JSON.stringify(services.lb?.ports ?? [])), 'lb: does not publish port 8080');

const haproxy = fs.readFileSync(haproxyFile, 'utf8');
check(/option httpchk GET \/readyz/.test(haproxy), 'haproxy: backends are not checked on /readyz (the chart\'s readiness)');
for (const n of ['graha-1', 'graha-2', 'graha-3']) check(new RegExp(`server ${n} ${n}:8080 check`).test(haproxy), `haproxy: no checked server ${n}`);

if (errors.length) {
  for (const e of errors) console.error(`compose-check: ${e}`);
  process.exit(1);
}
console.log(`compose-check: ${Object.keys(services).length} services; the Graha services' ${chartNames.length} environment variables match the chart's server container`);

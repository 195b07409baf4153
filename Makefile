# Graha operator interface (docs/architecture.md section 3). `make help` lists the targets.
SHELL := /bin/bash
HOST ?= 127.0.0.1
PORT ?= 8080
NPX := npx --no-install
# The Node.js of .node-version (scripts/node-runtime.sh installs it if the machine's node is of another line): first on
# PATH for every target, npm and npx included.
export PATH := $(CURDIR)/.runtime/node/bin:$(PATH)
NODE_RUNTIME := .runtime/node/bin/node


.PHONY: docs help install build generate check-generated lint typecheck test test-unit test-pglite test-postgres schemathesis run mock bench bench-peers migrate soak audit
.PHONY: image test-image test-deploy bench-scale

help:
	@echo "make run       install what is missing, generate, migrate, serve on http://$(HOST):$(PORT)"
	@echo "make test      the whole suite: lint, type-check, drift check, npm audit, vitest on PGlite and PostgreSQL, Schemathesis"
	@echo "make audit     npm audit --omit=dev: fails on a high or critical advisory (scripts/audit.sh)"
	@echo "make mock      Prism mock of the contract (generated/openapi.bundled.yaml) on port 4010"
	@echo "make lint      Redocly lint + type-check + import directions (dependency-cruiser)"
	@echo "make build     bundle the server and worker into dist/ (npm start does this itself)"
	@echo "make generate  bundle openapi.yaml + openapi/ into generated/openapi.bundled.yaml; regenerate generated/api.ts, handlers/index.ts and the SDKs from it"
	@echo "make bench     benchmarks"
	@echo "make bench-peers  Graha beside a bare proxy, Portkey and LiteLLM (installed into .bench-peers/) on the same fake upstream"
	@echo "make bench-scale  1, 2 and 3 servers on one PostgreSQL: throughput and database work per billed call"
	@echo "make soak      three servers on one PostgreSQL under mixed load for SOAK_MINUTES (default 10); not part of make test"
	@echo "make image     the OCI image (Containerfile) with buildah from an offline mmdebstrap base; about 2 min; not part of make test"
	@echo "make test-image  runs the image on its embedded database and on PostgreSQL (admin CLI, chat, kundali, speech); not part of make test"
	@echo "make test-deploy  helm lint + template of deploy/helm/graha, strict Kubernetes type check, compose check (part of make test)"
	@echo "make docs      the reference docs page (dist/docs/index.html), served at /docs, and the guide (dist/guide), at /guide"

$(NODE_RUNTIME): .node-version scripts/node-runtime.sh
	@scripts/node-runtime.sh >/dev/null

node_modules/.package-lock.json: package.json package-lock.json | $(NODE_RUNTIME)
	npm ci --no-audit --no-fund
	@touch $@

install: $(NODE_RUNTIME) node_modules/.package-lock.json

build: install
	npm run --silent build

# The contract (docs/contract.md): openapi.yaml, the root, and openapi/ are bundled into generated/openapi.bundled.yaml,
# which everything else reads.
generate: install
	scripts/bundle-contract.sh
	$(NPX) openapi-typescript generated/openapi.bundled.yaml -o generated/api.ts
	$(NPX) tsx scripts/generate-handler-index.ts
	$(NPX) tsx sdk/typescript/scripts/generate.ts
	sdk/python/scripts/generate.sh

check-generated: install
	scripts/bundle-contract.sh --check
	$(NPX) openapi-typescript generated/openapi.bundled.yaml -o generated/api.ts --check
	$(NPX) tsx scripts/generate-handler-index.ts --check
	$(NPX) tsx sdk/typescript/scripts/generate.ts --check
	sdk/python/scripts/generate.sh --check

typecheck: install
	$(NPX) tsc --noEmit

lint: install
	$(NPX) redocly lint openapi.yaml
	$(NPX) tsc --noEmit
	$(NPX) depcruise src handlers db --config .dependency-cruiser.cjs

test-pglite: install sdk/react/node_modules/.package-lock.json docs/node_modules/.package-lock.json
	$(NPX) vitest run

# The same suite on a PostgreSQL server, less the files that never open a database (scripts/db-free-tests.ts: they
# would repeat the PGlite run's work exactly). The React and Kotlin clients' suites (issue 42) talk HTTP only and are
# left to the PGlite run too, and so are the guide's (test/docs/: the site, its links, samples and pages in Chromium).
test-postgres: install
	scripts/with-postgres.sh $(NPX) vitest run $$($(NPX) tsx scripts/db-free-tests.ts --exclude-args) --exclude test/sdk/react.test.ts --exclude test/sdk/kotlin.test.ts --exclude 'test/docs/**'

schemathesis: install
	scripts/with-postgres.sh scripts/schemathesis.sh

# The React hooks (sdk/react, issue 42): their own node_modules (React, TanStack Query, jsdom, Testing Library), run by
# test/sdk/react.test.ts against the live test app, which is part of test-pglite (so of make test).
.PHONY: test-sdk-react
sdk/react/node_modules/.package-lock.json: sdk/react/package.json sdk/react/package-lock.json | $(NODE_RUNTIME)
	npm ci --prefix sdk/react --no-audit --no-fund
	@touch $@

test-sdk-react: install sdk/react/node_modules/.package-lock.json
	$(NPX) vitest run test/sdk/react.test.ts

# The Kotlin/JVM client (sdk/kotlin, issue 42): Maven (JDK 17), its repository in sdk/kotlin/.m2 (git-ignored; the first
# run downloads about 140 MB, later ones reuse it). test/sdk/kotlin.test.ts is part of test-pglite (so of make test).
.PHONY: test-sdk-kotlin
test-sdk-kotlin: install
	$(NPX) vitest run test/sdk/kotlin.test.ts

# No high or critical advisory in the production dependencies (issue 22 item 5).
audit: install
	scripts/audit.sh

test: lint check-generated audit test-pglite test-postgres schemathesis test-deploy

migrate: install
	npm run --silent migrate

run: install generate docs
	npm run --silent migrate
	HOST=$(HOST) PORT=$(PORT) npm start

mock: install
	$(NPX) prism mock -h 127.0.0.1 -p 4010 generated/openapi.bundled.yaml

# The guide (docs/*.md, issue 39): VitePress, in its own package dir (docs/package.json), built into dist/guide and
# served at /guide beside the reference at /docs. test/docs/ (part of test-pglite) builds it again and tests it.
docs/node_modules/.package-lock.json: docs/package.json docs/package-lock.json | $(NODE_RUNTIME)
	npm ci --prefix docs --no-audit --no-fund
	@touch $@

docs: install docs/node_modules/.package-lock.json
	node --import tsx scripts/build-docs.mjs
	docs/node_modules/.bin/vitepress build docs

soak: install
	scripts/soak.sh

# Scale (issue 40 item 6): 1, 2 and 3 servers on one PostgreSQL; answers/s, PostgreSQL transactions and rows per billed
# call, CPU per call (bench/lib/scale.ts). Wants an idle machine; not part of make test.
bench-scale: install
	scripts/bench-scale.sh

bench: install
	@for b in bench/*.ts; do case $$b in bench/peers.ts) continue;; esac; echo "== $$b"; $(NPX) tsx $$b || exit 1; done

# Installs Portkey's gateway (npm) and the LiteLLM proxy (PyPI) into .bench-peers/, outside the project's dependencies.
bench-peers: install
	$(NPX) tsx bench/peers.ts

# The container image and the deployment files (issue 40, docs/operating.md). IMAGE names the image (default
# localhost/graha:dev, in buildah's local storage). image and test-image need buildah and mmdebstrap (root installs
# them); test-deploy builds Helm from its Go module into deploy/.tools/ (5 min the first time on a loaded 2-core
# machine, 6 s after).
image:
	scripts/image-build.sh

test-image: install
	scripts/image-test.sh

test-deploy: install
	deploy/test.sh

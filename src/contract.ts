/**
 * Where the contract is read from. openapi.yaml (the root) and openapi/ (path items and components, one file each)
 * are the hand-written source; `make generate` bundles them with `redocly bundle` into generated/openapi.bundled.yaml,
 * one self-contained document, and everything that reads the contract reads that file: routing and validation
 * (openapi-backend), /openapi.yaml and /openapi.json, the reference docs, the SDK generators, Prism, Schemathesis, the
 * tests (docs/contract.md). Resolved from this module's folder: src/ here, dist/ in the built server, both one level
 * below the repository root.
 */
import path from 'node:path';

export const OPENAPI_PATH = path.resolve(import.meta.dirname, '..', 'generated', 'openapi.bundled.yaml');

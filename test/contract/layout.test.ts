/**
 * The contract's layout (issue 39, docs/contract.md): openapi.yaml is the root, each path item and component a file
 * under openapi/, and the bundle (generated/openapi.bundled.yaml) keeps the component names clients see. Whether the
 * bundle is up to date is `make check-generated`'s job; this checks what the bundler would not complain about: a file
 * nobody references, a component whose file is named otherwise (the bundle would rename it), a reference inside a file
 * that only works in a one-file contract, a schema of one domain used by another.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { OPENAPI_PATH } from '../../src/contract';

const ROOT = path.resolve(import.meta.dirname, '../..');
const root = YAML.parse(fs.readFileSync(path.join(ROOT, 'openapi.yaml'), 'utf8'));
const bundle = YAML.parse(fs.readFileSync(OPENAPI_PATH, 'utf8'));

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

/** Every `$ref` string in a parsed document. */
function refsOf(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refsOf(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsOf(v, out);
    }
  }
  return out;
}

const files = filesUnder('openapi');
const parsed = new Map(files.map((f) => [f, YAML.parse(fs.readFileSync(path.join(ROOT, f), 'utf8'))]));
/** `paths/<domain>/...` or `components/schemas/<domain>/...` -> domain; undefined for the flat folders. */
const domainOf = (file: string) => /^openapi\/(?:paths|components\/schemas)\/([^/]+)\//.exec(file)?.[1];

describe('the contract: openapi.yaml and openapi/', () => {
  it('the root maps every path and component to a file under openapi/, and every file there is mapped once', () => {
    const mapped: string[] = [];
    for (const [p, item] of Object.entries<any>(root.paths)) {
      expect(Object.keys(item), p).toEqual(['$ref']);
      // Each path file says its URL on its first line (the file name leaves out /v1 and the domain).
      expect(fs.readFileSync(path.join(ROOT, item.$ref), 'utf8').split('\n')[0], item.$ref).toBe(`# ${p} (mapped in openapi.yaml's paths)`);
      mapped.push(item.$ref);
    }
    for (const [section, entries] of Object.entries<any>(root.components)) {
      if (section === 'securitySchemes') continue;
      for (const [name, entry] of Object.entries<any>(entries)) {
        expect(Object.keys(entry), `${section}/${name}`).toEqual(['$ref']);
        // The bundler names a referenced file's component after the file: another name would be a second component.
        expect(entry.$ref, `${section}/${name}`).toMatch(new RegExp(`^openapi/components/${section}/([a-z-]+/)?${name}\\.yaml$`));
        mapped.push(entry.$ref);
      }
    }
    expect(new Set(mapped).size).toBe(mapped.length);
    expect([...mapped].sort()).toEqual([...files].sort());
  });

  it('references between files are relative paths to existing files, never #/components/... (one-file references)', () => {
    for (const [file, doc] of parsed) {
      for (const ref of refsOf(doc)) {
        expect(ref, file).not.toMatch(/^#/);
        expect(fs.existsSync(path.resolve(ROOT, path.dirname(file), ref.split('#')[0])), `${file}: ${ref}`).toBe(true);
      }
    }
  });

  it("a domain's schemas are used by that domain only; schemas several domains use are in common/", () => {
    for (const [file, doc] of parsed) {
      const from = domainOf(file);
      if (!from || from === 'common') continue;
      for (const ref of refsOf(doc)) {
        const to = domainOf(path.relative(ROOT, path.resolve(ROOT, path.dirname(file), ref)));
        if (to && to !== 'common') expect(to, `${file} -> ${ref}`).toBe(from);
      }
    }
  });

  it('the bundle has the root\'s paths and component names, in the root\'s order, and no external reference', () => {
    expect(Object.keys(bundle.paths)).toEqual(Object.keys(root.paths));
    for (const section of Object.keys(root.components)) {
      expect(Object.keys(bundle.components[section]), section).toEqual(Object.keys(root.components[section]));
    }
    expect(Object.keys(bundle.components)).toEqual(Object.keys(root.components));
    expect(refsOf(bundle).filter((r) => !r.startsWith('#/components/'))).toEqual([]);
  });
});

/**
 * Runnable examples of every public operation, added to the public contract as `x-codeSamples` (the vendor extension
 * Redoc renders in its right-hand panel: https://redocly.com/docs-legacy/api-reference-docs/specification-extensions/x-code-samples).
 * Generated, not hand-written, so a new operation gets its examples with no one remembering to: a curl command built
 * from the method, the path, the server URL and the operation's first named request example (JSON body, query
 * parameters, multipart fields), with the key from `$GRAHA_API_KEY`; and, for the OpenAI-compatible operations, the
 * same call through the official `openai` client for Python and for Node. Path parameters without an example become
 * environment variables (`$FILE_ID`), so a sample runs once they are set. Pure: document in, document out.
 */

type Doc = Record<string, any>;
export interface CodeSample { lang: string; label: string; source: string }

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const DEFAULT_BASE_URL = 'http://127.0.0.1:8080';

/** A copy of `doc` whose public operations each carry `x-codeSamples` (curl first). */
export function withCodeSamples(doc: Doc): Doc {
  const baseUrl: string = doc.servers?.[0]?.url ?? DEFAULT_BASE_URL;
  const paths: Doc = {};
  for (const [path, item] of Object.entries<Doc>(doc.paths ?? {})) {
    paths[path] = { ...item };
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const call = describeCall(doc, path, method, { ...op, parameters: [...(item.parameters ?? []), ...(op.parameters ?? [])] });
      const samples: CodeSample[] = [{ lang: 'curl', label: 'curl', source: curlSample(baseUrl, call) }];
      const client = OPENAI_CALLS[op.operationId];
      if (client) {
        samples.push({ lang: 'Python', label: 'Python (openai)', source: pythonSample(baseUrl, call, client) });
        samples.push({ lang: 'Node.js', label: 'Node (openai)', source: nodeSample(baseUrl, call, client) });
      }
      paths[path][method] = { ...op, 'x-codeSamples': samples };
    }
  }
  return { ...doc, paths };
}

/** What a sample needs to know of one operation, with example values filled in. */
interface Call {
  method: string;
  /** The path with example values (or `$NAME` variables) in place of its parameters. */
  path: string;
  /** Path parameters that had no example: name -> environment variable. */
  pathVars: Map<string, string>;
  query: Array<[string, string]>;
  headers: Array<[string, string]>;
  authenticated: boolean;
  json: unknown;
  /** Multipart fields: value, or a file name to upload for a binary field. */
  multipart: Array<{ name: string; value?: string; file?: string }> | null;
  /** The answer is audio (or other bytes): the file to save it in. */
  outputFile: string | null;
}

function describeCall(doc: Doc, path: string, method: string, op: Doc): Call {
  const pathVars = new Map<string, string>();
  let filledPath = path;
  const query: Array<[string, string]> = [];
  const headers: Array<[string, string]> = [];
  for (const raw of op.parameters ?? []) {
    const param = resolve(doc, raw);
    const value = exampleOfParameter(doc, param);
    if (param.in === 'path') {
      const variable = param.name.toUpperCase().replace(/[^A-Z0-9]/g, '_');
      if (value === undefined) pathVars.set(param.name, variable);
      filledPath = filledPath.replace(`{${param.name}}`, value === undefined ? `$${variable}` : encodeURIComponent(String(value)));
    } else if (param.in === 'query' && value !== undefined) {
      // Required parameters and those the contract gives an example for; the rest keep their defaults.
      query.push([param.name, String(value)]);
    } else if (param.in === 'header' && param.required && value !== undefined) {
      headers.push([param.name, String(value)]);
    }
  }
  const security = op.security ?? doc.security ?? [];
  const body = op.requestBody ? resolve(doc, op.requestBody) : null;
  let json: unknown;
  let multipart: Call['multipart'] = null;
  if (body?.content?.['application/json']) {
    json = exampleOfMedia(doc, body.content['application/json']);
  } else if (body?.content?.['multipart/form-data']) {
    multipart = multipartFields(doc, body.content['multipart/form-data']);
  }
  return { method: method.toUpperCase(), path: filledPath, pathVars, query, headers, authenticated: security.length > 0, json, multipart, outputFile: outputFileOf(op) };
}

function exampleOfParameter(doc: Doc, param: Doc): unknown {
  if (param.example !== undefined) return param.example;
  const named = Object.values<Doc>(param.examples ?? {})[0];
  if (named) return resolve(doc, named).value;
  const schema = param.schema ? resolve(doc, param.schema) : {};
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (param.in === 'path' && Array.isArray(schema.enum)) return schema.enum[0];
  return undefined;
}

/** The first named example of a media type (OpenAPI `examples`, in order), else its `example`. */
function exampleOfMedia(doc: Doc, media: Doc): unknown {
  const named = Object.values<Doc>(media.examples ?? {})[0];
  if (named) return resolve(doc, named).value;
  return media.example;
}

function multipartFields(doc: Doc, media: Doc): NonNullable<Call['multipart']> {
  const example = (exampleOfMedia(doc, media) ?? {}) as Doc;
  const schema = resolveSchema(doc, media.schema ?? {});
  const fields: NonNullable<Call['multipart']> = [];
  for (const [name, value] of Object.entries(example)) {
    const prop = resolveSchema(doc, schema.properties?.[name] ?? {});
    // A file: `format: binary`, a non-text media type, or the contract's `<binary ... audio>` placeholder.
    const binary = prop.format === 'binary' || /^<binary /.test(String(value)) || (prop.contentMediaType !== undefined && !/json|text/.test(prop.contentMediaType));
    if (binary) fields.push({ name, file: sampleFileName(name, String(value)) });
    else fields.push({ name, value: typeof value === 'string' ? value : JSON.stringify(value) });
  }
  return fields;
}

/** `<binary wav audio>` -> audio.wav; JSONL text for a `file` field -> data.jsonl. */
function sampleFileName(field: string, example: string): string {
  const described = /^<binary (\w+)/.exec(example);
  if (described) return `${field === 'file' ? 'audio' : field}.${described[1]}`;
  if (example.trimStart().startsWith('{')) return 'data.jsonl';
  return field;
}

const AUDIO_EXTENSIONS: Record<string, string> = { 'audio/mpeg': 'mp3', 'audio/wav': 'wav', 'audio/ogg': 'ogg', 'audio/aac': 'aac', 'audio/flac': 'flac', 'audio/webm': 'webm' };

function outputFileOf(op: Doc): string | null {
  const ok = op.responses?.['200'] ?? op.responses?.['201'];
  const types = Object.keys(ok?.content ?? {});
  if (types.length === 0 || types.some((t) => t.includes('json') || t.startsWith('text/'))) return null;
  const ext = AUDIO_EXTENSIONS[types[0]] ?? 'bin';
  return `answer.${ext}`;
}

function resolve(doc: Doc, node: Doc): Doc {
  let current = node;
  for (let i = 0; i < 10 && current?.$ref; i++) current = current.$ref.slice(2).split('/').reduce((o: Doc, k: string) => o?.[k], doc);
  return current ?? {};
}

/** A schema with its `$ref` and `allOf` parts merged (only properties and format are read). */
function resolveSchema(doc: Doc, node: Doc): Doc {
  const schema = resolve(doc, node);
  if (!schema.allOf) return schema;
  return schema.allOf.map((part: Doc) => resolveSchema(doc, part)).reduce((a: Doc, b: Doc) => ({ ...a, ...b, properties: { ...a.properties, ...b.properties } }), schema);
}

// ---------------------------------------------------------------- curl

/** Single-quoted for a POSIX shell: `'` becomes `'\''`. */
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function curlSample(baseUrl: string, call: Call): string {
  const lines = [`curl -sS${call.method === 'GET' ? (call.query.length > 0 ? ' -G' : '') : ` -X ${call.method}`} "${baseUrl}${call.path}"`];
  if (call.authenticated) lines.push('-H "Authorization: Bearer $GRAHA_API_KEY"');
  for (const [name, value] of call.headers) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  for (const [name, value] of call.query) lines.push(`--data-urlencode ${shellQuote(`${name}=${value}`)}`);
  if (call.json !== undefined) {
    lines.push('-H "Content-Type: application/json"');
    lines.push(`-d ${shellQuote(JSON.stringify(call.json, null, 2))}`);
  }
  for (const field of call.multipart ?? []) lines.push(field.file ? `-F "${field.name}=@${field.file}"` : `-F ${shellQuote(`${field.name}=${field.value}`)}`);
  if (call.outputFile) lines.push(`-o ${call.outputFile}`);
  return lines.join(' \\\n  ');
}

// ---------------------------------------------------------------- openai clients

/**
 * The OpenAI-compatible operations and their method in the official clients (openai-python, openai-node).
 * `args`: what the call takes: the JSON body as keyword arguments, the path's id, a multipart upload, or nothing.
 */
interface ClientCall { python: string; node: string; args: 'body' | 'id' | 'upload' | 'none'; show: 'content' | 'json' | 'list' | 'audio' | 'text' }

const OPENAI_CALLS: Record<string, ClientCall> = {
  createChatCompletion: { python: 'chat.completions.create', node: 'chat.completions.create', args: 'body', show: 'content' },
  listModels: { python: 'models.list', node: 'models.list', args: 'none', show: 'list' },
  retrieveModel: { python: 'models.retrieve', node: 'models.retrieve', args: 'id', show: 'json' },
  createEmbedding: { python: 'embeddings.create', node: 'embeddings.create', args: 'body', show: 'json' },
  createImage: { python: 'images.generate', node: 'images.generate', args: 'body', show: 'json' },
  createSpeech: { python: 'audio.speech.with_streaming_response.create', node: 'audio.speech.create', args: 'body', show: 'audio' },
  createTranscription: { python: 'audio.transcriptions.create', node: 'audio.transcriptions.create', args: 'upload', show: 'text' },
  uploadFile: { python: 'files.create', node: 'files.create', args: 'upload', show: 'json' },
  listFiles: { python: 'files.list', node: 'files.list', args: 'none', show: 'list' },
  retrieveFile: { python: 'files.retrieve', node: 'files.retrieve', args: 'id', show: 'json' },
  deleteFile: { python: 'files.delete', node: 'files.delete', args: 'id', show: 'json' },
  createFineTuningJob: { python: 'fine_tuning.jobs.create', node: 'fineTuning.jobs.create', args: 'body', show: 'json' },
  listFineTuningJobs: { python: 'fine_tuning.jobs.list', node: 'fineTuning.jobs.list', args: 'none', show: 'list' },
  retrieveFineTuningJob: { python: 'fine_tuning.jobs.retrieve', node: 'fineTuning.jobs.retrieve', args: 'id', show: 'json' },
  cancelFineTuningJob: { python: 'fine_tuning.jobs.cancel', node: 'fineTuning.jobs.cancel', args: 'id', show: 'json' },
  createBatch: { python: 'batches.create', node: 'batches.create', args: 'body', show: 'json' },
  listBatches: { python: 'batches.list', node: 'batches.list', args: 'none', show: 'list' },
  retrieveBatch: { python: 'batches.retrieve', node: 'batches.retrieve', args: 'id', show: 'json' },
  cancelBatch: { python: 'batches.cancel', node: 'batches.cancel', args: 'id', show: 'json' },
};

/** The value of the path's only parameter: a literal example or the environment variable. */
function idArgument(call: Call, lang: 'python' | 'node'): string {
  const [variable] = call.pathVars.values();
  if (variable) return lang === 'python' ? `os.environ["${variable}"]` : `process.env.${variable}`;
  const id = decodeURIComponent(call.path.split('/').pop() ?? '');
  return JSON.stringify(id);
}

function pythonLiteral(value: unknown, indent: string): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${inner}${pythonLiteral(v, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Doc);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pythonLiteral(v, inner)},`).join('\n')}\n${indent}}`;
}

function pythonSample(baseUrl: string, call: Call, client: ClientCall): string {
  const head = ['import os', 'from openai import OpenAI', '', `client = OpenAI(base_url="${baseUrl}/v1", api_key=os.environ["GRAHA_API_KEY"])`, ''];
  let args = '';
  if (client.args === 'body') {
    args = Object.entries((call.json ?? {}) as Doc).map(([k, v]) => `\n    ${k}=${pythonLiteral(v, '    ')},`).join('') + '\n';
  } else if (client.args === 'id') {
    args = idArgument(call, 'python');
  } else if (client.args === 'upload') {
    args = (call.multipart ?? []).map((f) => `\n    ${f.name}=${f.file ? `open("${f.file}", "rb")` : JSON.stringify(f.value)},`).join('') + '\n';
  }
  const invocation = `client.${client.python}(${args})`;
  const body = {
    content: [`completion = ${invocation}`, 'print(completion.choices[0].message.content)'],
    json: [`result = ${invocation}`, 'print(result.model_dump_json(indent=2))'],
    list: [`for item in ${invocation}:`, '    print(item.model_dump_json())'],
    audio: [`with ${invocation} as response:`, `    response.stream_to_file("${call.outputFile ?? 'answer.mp3'}")`],
    text: [`transcription = ${invocation}`, 'print(transcription.text)'],
  }[client.show];
  return [...head, ...body].join('\n');
}

function nodeSample(baseUrl: string, call: Call, client: ClientCall): string {
  const uploads = client.args === 'upload';
  const head = [
    ...(uploads || client.show === 'audio' ? ['import fs from "node:fs";'] : []),
    'import OpenAI from "openai";', '',
    `const client = new OpenAI({ baseURL: "${baseUrl}/v1", apiKey: process.env.GRAHA_API_KEY });`, '',
  ];
  let args = '';
  if (client.args === 'body') args = JSON.stringify(call.json ?? {}, null, 2);
  else if (client.args === 'id') args = idArgument(call, 'node');
  else if (uploads) {
    args = `{\n${(call.multipart ?? []).map((f) => `  ${f.name}: ${f.file ? `fs.createReadStream("${f.file}")` : JSON.stringify(f.value)},`).join('\n')}\n}`;
  }
  const invocation = `await client.${client.node}(${args})`;
  const body = {
    content: [`const completion = ${invocation};`, 'console.log(completion.choices[0].message.content);'],
    json: [`const result = ${invocation};`, 'console.log(JSON.stringify(result, null, 2));'],
    list: [`for await (const item of client.${client.node}()) {`, '  console.log(item);', '}'],
    audio: [`const speech = ${invocation};`, `fs.writeFileSync("${call.outputFile ?? 'answer.mp3'}", Buffer.from(await speech.arrayBuffer()));`],
    text: [`const transcription = ${invocation};`, 'console.log(transcription.text);'],
  }[client.show];
  return [...head, ...body].join('\n');
}

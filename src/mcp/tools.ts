/**
 * The 22 tools of Graha's MCP server (spec section 1: a tool server for coding assistants covering chat, embeddings,
 * image generation, voice, astrology and billing). Each tool is one call of the public HTTP API; its input schema is
 * derived from openapi.yaml (the operation's query parameters, or its request body with every $ref resolved), so the
 * tools follow the contract. Pure: building the definitions and the requests; src/mcp/server.ts does the I/O.
 */
import YAML from 'yaml';

type Json = Record<string, any>;

export interface ToolDefinition {
  name: string;
  description: string;
  inputSchema: Json;
  operationId: string;
  method: 'GET' | 'POST';
  path: string;
  /** How the arguments travel: query string, JSON body, or multipart with base64 file fields. */
  kind: 'query' | 'json' | 'multipart';
  /** For multipart: the form fields that carry files, each given to the tool as `<field>_base64`. */
  fileFields: string[];
}

/**
 * A multipart field that carries a file: `format: binary` (OpenAPI 3.0 style) or a 3.1 `contentMediaType` that is not
 * JSON. A JSON-encoded text field (`contentMediaType: application/json`, e.g. the voice call's `birth_details`) is
 * not a file: the tool takes it as the object its `contentSchema` describes, and the request sends it as JSON text.
 */
function isFileProperty(prop: Json): boolean {
  if (prop.format === 'binary' || prop.contentEncoding) return true;
  return typeof prop.contentMediaType === 'string' && !isJsonMediaType(prop.contentMediaType);
}

const isJsonMediaType = (type: string) => /^application\/([\w.+-]+\+)?json$/i.test(type);

/** Which operation each tool calls; descriptions are the tool's own, for the assistant that picks it. */
const TOOLS: Array<{ name: string; operationId: string; description: string }> = [
  { name: 'chat', operationId: 'createChatCompletion', description: 'Chat completion (OpenAI format) with any Graha model, including the astrology models graha-astro-fast/standard/pro.' },
  { name: 'embeddings', operationId: 'createEmbedding', description: 'Embedding vectors for one text or a list of texts.' },
  { name: 'generate_image', operationId: 'createImage', description: 'Generate images from a prompt; returns URLs (or base64 with response_format b64_json).' },
  { name: 'text_to_speech', operationId: 'createSpeech', description: 'Speak a text; returns the audio.' },
  { name: 'transcribe', operationId: 'createTranscription', description: 'Transcribe speech (audio_file_base64 holds the file\'s bytes, base64).' },
  { name: 'voice_conversation', operationId: 'createVoiceResponse', description: 'Voice round trip: audio question in (audio_base64), spoken answer out, with the transcript and reply text.' },
  { name: 'kundali', operationId: 'getKundali', description: 'Birth chart (vedic, western or KP): ascendant, planets, houses, yogas, current dasha.' },
  { name: 'match', operationId: 'getMatch', description: 'Ashtakoota compatibility of two births (36 points) with mangal dosha.' },
  { name: 'horoscope', operationId: 'getHoroscope', description: 'Daily, weekly or monthly horoscope of a zodiac sign.' },
  { name: 'dasha', operationId: 'getDasha', description: 'Vimshottari dasha timeline of a birth: mahadashas and the running periods.' },
  { name: 'chart', operationId: 'getChart', description: 'The birth chart or a divisional chart (varga) drawn as an SVG or PNG picture: North, South or East Indian, or a western wheel.' },
  { name: 'panchang', operationId: 'getPanchang', description: 'Panchang of a date and place: tithi, nakshatra, yoga, karana, vara, sunrise, Rahu kalam and muhurtas.' },
  { name: 'panchang_periods', operationId: 'getPanchangPeriods', description: 'Choghadiya (day and night), the 24 horas and the Tamil gowri panchangam of a date and place, with start and end times.' },
  { name: 'tarabala_chandrabalam', operationId: 'getPanchangBalam', description: 'Tarabala and chandrabalam of a day for a birth nakshatra and/or natal Moon sign: good or bad, and when it changes.' },
  { name: 'chandrashtama', operationId: 'getChandrashtama', description: 'Chandrashtama days in a date range (up to a year) for a natal Moon sign: when the Moon is in the 8th sign from it.' },
  { name: 'jaimini', operationId: 'getJaimini', description: 'Jaimini tools of a birth: chara karakas (7 or 8, Atmakaraka first), karakamsa, arudha padas A1-A12 with the arudha lagna and upapada, rashi drishti.' },
  { name: 'varshaphal', operationId: 'getVarshaphal', description: 'Varshaphal (Tajika annual chart) of a birth for a year or age: sidereal solar return instant and chart, Muntha, year lord from the five office-bearers, Tajika aspects and yogas (Ithasala, Easarapha, ...), 21 sahams with formulas, Mudda dasha.' },
  { name: 'kp', operationId: 'getKp', description: 'Krishnamurti Paddhati (KP) of a birth, or the KP horary chart for a number 1-249 (horary_number) at the moment and place of the question: sign, star, sub and sub-sub lords of the 12 Placidus cusps and the planets, the four-level significators of each house, the ruling planets.' },
  { name: 'kp_ruling_planets', operationId: 'getKpRulingPlanets', description: 'KP ruling planets of a moment and place: day lord, the Moon\'s and the lagna\'s sign, star and sub lords.' },
  { name: 'balance', operationId: 'getBalance', description: 'The wallet balance in USD cents and the plan.' },
  { name: 'usage', operationId: 'getUsage', description: 'Usage and cost of a billing period, by day, model and endpoint type.' },
  { name: 'deposit', operationId: 'createDeposit', description: 'Start a deposit into the wallet; returns the payment page link to open.' },
];

const METHODS = ['get', 'post'] as const;

/** Resolves local $refs (`#/components/...`) recursively; a cycle is left as an open object. */
function resolveRefs(node: unknown, doc: Json, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((n) => resolveRefs(n, doc, seen));
  if (!node || typeof node !== 'object') return node;
  const obj = node as Json;
  if (typeof obj.$ref === 'string') {
    if (seen.includes(obj.$ref)) return { type: 'object' };
    const target = obj.$ref.replace(/^#\//, '').split('/').reduce((o: Json, k: string) => o?.[k], doc);
    const { $ref: _ref, ...rest } = obj;
    return resolveRefs({ ...target, ...rest }, doc, [...seen, obj.$ref]);
  }
  const out: Json = {};
  for (const [k, v] of Object.entries(obj)) {
    // OpenAPI-only keywords an MCP client's JSON Schema validator does not know.
    if (k === 'examples' || k === 'example' || k === 'discriminator' || k === 'xml' || k.startsWith('x-')) continue;
    out[k] = resolveRefs(v, doc, seen);
  }
  return out;
}

function findOperation(doc: Json, operationId: string): { method: 'GET' | 'POST'; path: string; op: Json } | null {
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const m of METHODS) if (item[m]?.operationId === operationId) return { method: m.toUpperCase() as 'GET' | 'POST', path, op: item[m] };
  }
  return null;
}

/** Tool definitions from the contract's text; a tool whose operation the contract lacks is left out. */
export function toolDefinitions(openapiYaml: string): ToolDefinition[] {
  const doc = YAML.parse(openapiYaml) as Json;
  const defs: ToolDefinition[] = [];
  for (const tool of TOOLS) {
    const found = findOperation(doc, tool.operationId);
    if (!found) continue;
    const { method, path, op } = found;
    const content = (resolveRefs(op.requestBody, doc) as Json | undefined)?.content ?? {};
    let inputSchema: Json;
    let kind: ToolDefinition['kind'] = 'query';
    const fileFields: string[] = [];
    if (content['application/json']) {
      kind = 'json';
      inputSchema = content['application/json'].schema;
    } else if (content['multipart/form-data']) {
      kind = 'multipart';
      const schema = content['multipart/form-data'].schema as Json;
      const properties: Json = {};
      for (const [name, prop] of Object.entries<Json>(schema.properties ?? {})) {
        if (isFileProperty(prop)) {
          fileFields.push(name);
          properties[`${name}_base64`] = { type: 'string', description: `The ${name} file's bytes, base64-encoded.${prop.description ? ` ${prop.description}` : ''}` };
        } else if (typeof prop.contentMediaType === 'string' && prop.contentSchema) {
          properties[name] = { ...prop.contentSchema, ...(prop.description ? { description: prop.description } : {}) };
        } else {
          properties[name] = prop;
        }
      }
      const required = (schema.required ?? []).map((r: string) => (fileFields.includes(r) ? `${r}_base64` : r));
      inputSchema = { type: 'object', properties, required };
    } else {
      const params = ((resolveRefs(op.parameters ?? [], doc) as Json[]) ?? []).filter((p) => p.in === 'query');
      inputSchema = {
        type: 'object',
        properties: Object.fromEntries(params.map((p) => [p.name, { ...p.schema, ...(p.description ? { description: p.description } : {}) }])),
        required: params.filter((p) => p.required).map((p) => p.name),
      };
    }
    defs.push({ name: tool.name, description: `${tool.description} (${method} ${path})`, inputSchema, operationId: tool.operationId, method, path, kind, fileFields });
  }
  return defs;
}

/** The HTTP request a tool call makes. */
export function requestFor(def: ToolDefinition, args: Json, baseUrl: string): { url: string; init: RequestInit } {
  const url = new URL(baseUrl.replace(/\/$/, '') + def.path);
  if (def.kind === 'query') {
    for (const [k, v] of Object.entries(args)) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    return { url: url.toString(), init: { method: def.method } };
  }
  if (def.kind === 'json') {
    return { url: url.toString(), init: { method: def.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(args) } };
  }
  const form = new FormData();
  for (const [k, v] of Object.entries(args)) {
    if (v === undefined || v === null) continue;
    const fileField = k.endsWith('_base64') ? def.fileFields.find((f) => k === `${f}_base64`) : undefined;
    if (fileField) {
      form.set(fileField, new Blob([Buffer.from(String(v), 'base64')]), `${fileField}.bin`);
    } else {
      form.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
  }
  return { url: url.toString(), init: { method: def.method, body: form } };
}

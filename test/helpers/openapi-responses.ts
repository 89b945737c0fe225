import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import * as ajvFormats from 'ajv-formats';
import type { App } from '../../src/app.js';

// ajv-formats is CommonJS: its function is the module's default export, wrapped once more under NodeNext.
const addFormats = ajvFormats.default.default;

type Json = Record<string, unknown>;
interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  literals: number;
  op: Json;
}

const pointer = (...parts: string[]) =>
  parts.map((p) => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

/** What the checker reads of a response: an injected one, or one an `onSend` hook is about to send. */
export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
  json(): unknown;
}

/**
 * Checks live responses against the service's own OpenAPI document: the status is one the operation documents,
 * the media type is one documented for that status, the body validates against its schema (JSON Schema 2020-12,
 * formats included, `$ref`s into `components` resolved), and documented `Retry-After` headers are present.
 * What a generated client or a validating proxy (Prism) relies on.
 */
export class ResponseChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  private readonly routes: Route[] = [];
  private readonly compiled = new Map<string, ValidateFunction>();
  /** `METHOD template status` of every response checked, to report coverage. */
  readonly seen = new Set<string>();

  constructor(private readonly doc: Json & { paths: Record<string, Record<string, Json>>; components: Json }) {
    addFormats(this.ajv);
    this.ajv.addSchema({ ...doc, $id: 'openapi.json' });
    for (const [template, item] of Object.entries(doc.paths)) {
      const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      const literals = template.split('/').filter((s) => s && !s.startsWith('{')).length;
      for (const [method, op] of Object.entries(item)) {
        this.routes.push({ method: method.toUpperCase(), template, pattern, literals, op });
      }
    }
    // A static segment wins over a parameter, as in the router (`/leads/contacts` before `/leads/{id}`).
    this.routes.sort((a, b) => b.literals - a.literals);
  }

  /** The document as served (read in process: an HTTP read could itself be rate limited). */
  static async of(app: App) {
    return new ResponseChecker(JSON.parse(JSON.stringify(app.swagger())));
  }

  private resolve(response: Json): Json {
    const ref = response.$ref as string | undefined;
    if (!ref) return response;
    const name = ref.replace('#/components/responses/', '');
    return (this.doc.components.responses as Record<string, Json>)[name];
  }

  /** What is wrong with this response, if anything (empty when it matches the document). */
  problems(method: string, url: string, res: Answer): string[] {
    const path = url.split('?')[0];
    const route = this.operation(method, path);
    if (!route) return [`${method} ${path}: no operation in the document`];
    const where = `${route.method} ${route.template} → ${res.statusCode}`;
    this.seen.add(`${route.method} ${route.template} ${res.statusCode}`);
    const responses = route.op.responses as Record<string, Json>;
    const status = String(res.statusCode);
    const raw = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
    if (!raw) return [`${where}: status not documented (documented: ${Object.keys(responses).join(', ')})`];
    const key = responses[status] ? status : responses[`${status[0]}XX`] ? `${status[0]}XX` : 'default';
    const response = this.resolve(raw);
    const problems: string[] = [];
    for (const [name] of Object.entries((response.headers as Json | undefined) ?? {})) {
      if (res.headers[name.toLowerCase()] === undefined) problems.push(`${where}: header ${name} missing`);
    }
    const content = response.content as Record<string, { schema?: Json }> | undefined;
    if (!content) {
      if (res.rawPayload.length > 0) problems.push(`${where}: a body where the document has none`);
      return problems;
    }
    const mediaType = String(res.headers['content-type'] ?? '')
      .split(';')[0]
      .trim();
    const media = content[mediaType];
    if (!media) {
      problems.push(`${where}: media type "${mediaType}" not documented (${Object.keys(content).join(', ')})`);
      return problems;
    }
    if (!media.schema || !/json/.test(mediaType)) return problems;
    const validate = this.validator(route, key, mediaType, raw);
    let body: unknown;
    try {
      body = res.json();
    } catch {
      return [...problems, `${where}: body is not JSON`];
    }
    if (!validate(body)) {
      const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(root)'} ${e.message}`);
      problems.push(`${where}: body does not match the schema: ${errors.join('; ')}`);
    }
    return problems;
  }

  /** Whether the document has an operation that answers `method` at `url`. */
  documents(method: string, url: string): boolean {
    return this.operation(method, url.split('?')[0]) !== undefined;
  }

  private operation(method: string, path: string) {
    return this.routes.find((r) => r.method === method.toUpperCase() && r.pattern.test(path));
  }

  private validator(route: Route, status: string, mediaType: string, raw: Json) {
    const ref = raw.$ref as string | undefined;
    const at = ref
      ? `openapi.json#/${pointer('components', 'responses', ref.replace('#/components/responses/', ''))}/${pointer('content', mediaType, 'schema')}`
      : `openapi.json#/${pointer('paths', route.template, route.method.toLowerCase(), 'responses', status, 'content', mediaType, 'schema')}`;
    let validate = this.compiled.get(at);
    if (!validate) {
      validate = this.ajv.compile({ $ref: at });
      this.compiled.set(at, validate);
    }
    return validate;
  }
}

/**
 * The contract tells every null: each field of an answer that the API's own zod schema lets be
 * null is nullable in the generated document (`server/openapi.json`), so a client generated from
 * the contract, or a validator in front of the API, meets no null it was not told of. The walk
 * goes through every route's JSON answers, the zod schema beside the document's.
 */
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from '@hono/zod-openapi';
import { createApp, OPENAPI_INFO } from './app';
import { orNull } from './fields';
import type { Db } from './db/database';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Zod = z.ZodType & { def: Json };
type Components = Record<string, Json>;

const app = createApp({ db: null as unknown as Db });
const document = app.getOpenAPI31Document(OPENAPI_INFO) as Json;

/** A JSON schema with its `$ref` followed, and a description laid over a `$ref` taken off. */
function resolved(schemas: Components, schema: Json | undefined): Json | undefined {
  let at = schema;
  for (let hops = 0; at && hops < 10; hops += 1) {
    if (typeof at.$ref === 'string') {
      at = schemas[at.$ref.replace('#/components/schemas/', '')];
    } else if (Array.isArray(at.allOf) && at.allOf.length <= 2 && at.allOf[0]?.$ref) {
      at = at.allOf[0];
    } else break;
  }
  return at;
}

/** Whether the JSON schema lets a value be null. */
function allowsNull(schemas: Components, schema: Json | undefined): boolean {
  const at = resolved(schemas, schema);
  if (!at) return true; // nothing said: anything goes
  if (at.type === 'null' || (Array.isArray(at.type) && at.type.includes('null'))) return true;
  if (at.nullable === true || (Array.isArray(at.enum) && at.enum.includes(null))) return true;
  return [...(at.anyOf ?? []), ...(at.oneOf ?? [])].some((s: Json) => allowsNull(schemas, s));
}

/** The schema's alternative that is not null (`anyOf: [X, null]` → X). */
function notNull(schemas: Components, schema: Json | undefined): Json | undefined {
  const at = resolved(schemas, schema);
  const options = (at?.anyOf ?? at?.oneOf) as Json[] | undefined;
  if (!options) return at;
  const rest = options.filter((s) => resolved(schemas, s)?.type !== 'null');
  return rest.length === 1 ? resolved(schemas, rest[0]) : at;
}

const WRAPPERS = ['nullable', 'optional', 'default', 'readonly', 'catch', 'prefault'];

/**
 * Walks a zod schema beside the JSON schema generated from it, naming each place where one lets a
 * value be null and the other does not.
 */
function walk(
  schemas: Components,
  zod: Zod,
  json: Json | undefined,
  where: string,
  found: string[],
  depth = 0,
) {
  if (depth > 12 || !json) return;
  const nullable = zod.safeParse(null).success;
  if (nullable !== allowsNull(schemas, json)) {
    found.push(`${where}: ${nullable ? 'null not said' : 'null said'}`);
  }
  let inner = zod;
  while (WRAPPERS.includes(inner.def.type)) inner = inner.def.innerType as Zod;
  const at = notNull(schemas, json);
  if (inner.def.type === 'object') {
    const shape = inner.def.shape as Record<string, Zod>;
    for (const [key, field] of Object.entries(shape)) {
      walk(schemas, field, at?.properties?.[key], `${where}.${key}`, found, depth + 1);
    }
  } else if (inner.def.type === 'array') {
    walk(schemas, inner.def.element as Zod, at?.items, `${where}[]`, found, depth + 1);
  }
}

describe('the API contract', () => {
  it('says nullable wherever an answer may carry null', () => {
    const found: string[] = [];
    const routes = app.openAPIRegistry.definitions.filter((d) => d.type === 'route');
    expect(routes.length).toBeGreaterThan(100);
    let walked = 0;
    for (const definition of routes) {
      const route = (definition as Json).route as Json;
      for (const [status, response] of Object.entries(route.responses as Json)) {
        const zod = (response as Json).content?.['application/json']?.schema as Zod | undefined;
        if (!zod?.def) continue;
        const json =
          document.paths[route.path]?.[route.method]?.responses?.[status]?.content?.[
            'application/json'
          ]?.schema;
        const where = `${route.method.toUpperCase()} ${route.path} ${status}`;
        walk(document.components.schemas, zod, json, where, found);
        walked += 1;
      }
    }
    expect(walked).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });

  it('would tell a nullable dropped from a named schema, and a component made nullable by one use', () => {
    /** The places the walk finds in the contract generated from `shape` alone. */
    const found = (name: string, shape: (named: z.ZodType) => Record<string, z.ZodType>) => {
      const Named = z.object({ x: z.number() }).openapi(`${name}Named`);
      const Answer = z.object(shape(Named)).openapi(name);
      const registry = new OpenAPIRegistry();
      registry.register(name, Answer);
      const generated = new OpenApiGeneratorV31(registry.definitions).generateDocument({
        openapi: '3.1.0',
        info: { title: 'test', version: '1' },
      }) as Json;
      const places: string[] = [];
      const root = { $ref: `#/components/schemas/${name}` };
      walk(generated.components.schemas, Answer as Zod, root, name, places);
      return places;
    };
    // Which of the two the generator does depends on which use it meets first.
    expect(found('Dropped', (Named) => ({ b: Named, a: Named.nullable() }))).toEqual([
      'Dropped.a: null not said',
    ]);
    expect(
      found('Spread', (Named) => ({ a: Named.nullable().openapi({ description: 'd' }), b: Named })),
    ).toEqual(['Spread.b: null said']);
    expect(found('Told', (Named) => ({ a: orNull(Named), b: Named }))).toEqual([]);
  });
});

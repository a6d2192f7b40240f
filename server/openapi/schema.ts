/**
 * JSON Schema made fit to sit inside an OpenAPI 3.1 document: zod's `$schema` dropped, its `$defs`
 * (and a root a schema refers back to) moved into components.schemas with their `$ref`s rewritten,
 * OpenAPI 3.0's `nullable: true` (better-auth writes it) turned into a `null` type, and better-auth's
 * `json` column type into a schema that accepts any value.
 */
export type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep copy with `$ref`s mapped and `nullable` folded into `type`. */
const rewrite = (value: unknown, mapRef: (ref: string) => string): unknown => {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, mapRef));
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' && typeof child === 'string') out.$ref = mapRef(child);
    // better-auth describes a JSON column as `type: "json"`, which is no JSON Schema type: any value.
    else if (key === 'type' && child === 'json') continue;
    else if (key !== 'nullable') out[key] = rewrite(child, mapRef);
  }
  if (value.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    else if (Array.isArray(out.type) && !out.type.includes('null')) out.type = [...out.type, 'null'];
    else if (!('type' in out) && !('$ref' in out)) {
      // Nothing to widen: leave the schema as it was.
    } else if ('$ref' in out) {
      const { $ref, ...rest } = out;
      return { ...rest, anyOf: [{ $ref }, { type: 'null' }] };
    }
  }
  return out;
};

/** Rewrites part of another OpenAPI document (better-auth's): nullable folded, refs mapped. */
export const fromOpenApi30 = (value: unknown, mapRef: (ref: string) => string = (ref) => ref): unknown => rewrite(value, mapRef);

/**
 * A zod JSON Schema for use at `name` in the document: returns the schema to put inline, after
 * adding its definitions to `components` under `<name>.<def>`.
 */
export const embedJsonSchema = (schema: JsonObject, name: string, components: JsonObject): JsonObject => {
  const { $schema: _dialect, $defs, ...root } = schema;
  const defs = isObject($defs) ? $defs : {};
  const refersToRoot = JSON.stringify(root).includes('"$ref":"#"');
  const mapRef = (ref: string) => {
    if (ref === '#') return `#/components/schemas/${name}`;
    if (ref.startsWith('#/$defs/')) return `#/components/schemas/${name}.${ref.slice('#/$defs/'.length)}`;
    return ref;
  };
  for (const [def, body] of Object.entries(defs)) components[`${name}.${def}`] = rewrite(body, mapRef);
  const inline = rewrite(root, mapRef) as JsonObject;
  if (!refersToRoot) return inline;
  components[name] = inline;
  return { $ref: `#/components/schemas/${name}` };
};

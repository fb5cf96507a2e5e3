// The content reference (docs/reference.md), written from the JSON Schemas that
// `lpgen schema` makes: the same field docs editors show on hover, with each
// field's type, so the reference cannot drift from the schema or its docs.

type Json = { [key: string]: unknown };

const FILES: [name: string, heading: string][] = [
  ['site.schema.json', '`content/site.yaml`'],
  ['niche.schema.json', '`content/niches/<niche>.yaml`'],
  ['page.schema.json', '`content/pages/<route>.yaml`'],
  ['legal.schema.json', '`content/legal/<name>.yaml`'],
  ['cities.schema.json', '`content/cities.yaml`'],
];

/** A short type: string, number, list of …, one of a | b, object. */
function typeOf(node: Json, defs: Json): string {
  if (typeof node.$ref === 'string') return typeOf(defs[node.$ref.split('/').pop()!] as Json, defs);
  if (Array.isArray(node.enum)) return node.enum.length <= 6 ? node.enum.map((v) => `\`${String(v)}\``).join(' \\| ') : 'name';
  if (node.const !== undefined) return `\`${String(node.const)}\``;
  const alternatives = (node.anyOf ?? node.oneOf) as Json[] | undefined;
  if (alternatives) return [...new Set(alternatives.map((a) => typeOf(a, defs)))].join(' \\| ');
  const type = Array.isArray(node.type) ? node.type.join(' \\| ') : node.type;
  if (type === 'array') return `list of ${typeOf((node.items ?? {}) as Json, defs)}`;
  if (type === 'object' && node.properties) return 'object';
  return typeof type === 'string' ? type : 'any';
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** Rows of path, type, description for every documented field under `node`, depth first, in schema order. */
function rows(node: Json, defs: Json, at: string, out: string[]): void {
  if (typeof node.$ref === 'string') return rows(defs[node.$ref.split('/').pop()!] as Json, defs, at, out);
  for (const alt of ((node.anyOf ?? node.oneOf) as Json[] | undefined) ?? []) rows(alt, defs, at, out);
  if (node.type === 'array' && node.items) rows(node.items as Json, defs, `${at}[]`, out);
  const props = node.properties as Record<string, Json> | undefined;
  for (const [name, child] of Object.entries(props ?? {})) {
    const path = at ? `${at}.${name}` : name;
    if (typeof child.description === 'string') out.push(`| \`${path}\` | ${typeOf(child, defs)} | ${cell(child.description)} |`);
    rows(child, defs, path, out);
  }
}

/** docs/reference.md from the texts of the *.schema.json files (jsonSchemaFiles()). */
export function referenceMarkdown(schemas: Record<string, string>): string {
  const parts = [
    '# Content reference',
    '',
    'Every field of every content file, with its type and what it does. Generated from the JSON Schemas (`lpgen schema`) by `npm run reference`; do not edit by hand. The guides in this folder explain how the fields work together.',
  ];
  for (const [name, heading] of FILES) {
    const schema = JSON.parse(schemas[name]) as Json;
    const out: string[] = [];
    rows(schema, (schema.definitions ?? schema.$defs ?? {}) as Json, '', out);
    parts.push('', `## ${heading}`, '', '| field | type | description |', '|---|---|---|', ...[...new Set(out)]);
  }
  return parts.join('\n') + '\n';
}

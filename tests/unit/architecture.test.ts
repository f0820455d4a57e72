import { describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The layering of architecture.md §2, read from the import graph of src/, db/ and islands/:
 * - plugins/, ui/, lib/, providers/ and db/ import nothing from src/features/ (what a plugin
 *   needs from a feature reaches it through `deps`);
 * - a feature never imports another feature's repo: it calls that feature's service;
 * - the features form a line (LINE): each imports only features before it, so the graph has no cycle;
 * - a route file calls services, never a repo (its own feature's included).
 * Every `import … from`, `export … from`, `import '…'` and `import('…')` counts, types included.
 */
const ROOT = resolve(import.meta.dir, '../..');
const LOWER_LAYERS = ['src/plugins/', 'src/ui/', 'src/lib/', 'src/providers/', 'db/'];
const SPECIFIER = /(?:^|[\s;}])(?:import|export)\s*(?:type\s+)?(?:[\w*\s{},$]*?\s*from\s*)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

export interface Edge {
  from: string;
  to: string;
}

/** The relative imports of one source text, resolved to paths from the project root. */
export function importsOf(file: string, source: string): Edge[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const edges: Edge[] = [];
  for (const match of code.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2]!;
    if (!specifier.startsWith('.')) continue;
    edges.push({ from: file, to: resolveModule(join(dirname(file), specifier)) });
  }
  return edges;
}

function resolveModule(path: string): string {
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`]) {
    if (existsSync(join(ROOT, candidate)) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return path;
}

const featureOf = (path: string) => /^src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;

/** Every edge that breaks a rule, as "from → to: why". */
export function violations(edges: Edge[]): string[] {
  const found: string[] = [];
  for (const { from, to } of edges) {
    const target = featureOf(to);
    if (target && LOWER_LAYERS.some((layer) => from.startsWith(layer))) found.push(`${from} → ${to}: a lower layer imports a feature`);
    const own = featureOf(from);
    if (own && target && own !== target && /\.repo\.tsx?$/.test(to)) found.push(`${from} → ${to}: a feature imports another feature's repo`);
  }
  return found;
}

/** The features, lowest first: a feature may import only features before it (a higher one reaches it through a port from createApp). */
export const LINE = [
  'files', 'accounts', 'notifications', 'listings', 'availability', 'tenant-site', 'settings', 'pets', 'customers', 'records',
  'intake', 'booking', 'telehealth', 'prescriptions', 'waitlist', 'widget', 'reports', 'reminders', 'sessions', 'appointments', 'calendar-feeds', 'requests', 'webhooks', 'public-site', 'admin', 'clock', 'health',
];

/**
 * Feature edges that still break the line, as "from → to". The list only shrinks: an edge that
 * no longer exists fails the test below, so whoever removes it deletes its line here.
 */
const STILL_BREAKING_THE_LINE: string[] = [];

/** Route files: the files that define Elysia routes (an HTTP or WebSocket surface). */
const ROUTE_FILE = /\.(routes|api|http|ws)\.tsx?$/;

/** Each feature-to-feature edge as "from → to", with the files that make it. */
export function featureGraph(edges: Edge[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const { from, to } of edges) {
    const [own, target] = [featureOf(from), featureOf(to)];
    if (!own || !target || own === target) continue;
    const key = `${own} → ${target}`;
    graph.set(key, [...(graph.get(key) ?? []), `${from} → ${to}`]);
  }
  return graph;
}

/** The feature edges that go up or across the line, or touch a feature that is not on it. */
export function lineBreaks(graph: Map<string, string[]>, line: readonly string[]): string[] {
  return [...graph.keys()].filter((edge) => {
    const [from, to] = edge.split(' → ').map((feature) => line.indexOf(feature));
    return from! < 0 || to! < 0 || to! >= from!;
  });
}

/** The cycles of a graph of "from → to" edges, each as its features in order (one per strongly connected part). */
export function cyclesOf(edges: readonly string[]): string[][] {
  const next = new Map<string, string[]>();
  for (const [from, to] of edges.map((edge) => edge.split(' → ') as [string, string])) next.set(from, [...(next.get(from) ?? []), to]);
  const reach = (start: string) => {
    const seen = new Set<string>();
    const stack = [...(next.get(start) ?? [])];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (!seen.has(node)) stack.push(...(next.get((seen.add(node), node)) ?? []));
    }
    return seen;
  };
  const reaches = new Map([...next.keys()].map((node) => [node, reach(node)]));
  const cycles = new Map<string, string[]>();
  for (const [node, seen] of reaches) {
    const part = [...seen].filter((other) => reaches.get(other)?.has(node)).sort();
    if (part.length > 0) cycles.set(part.join(), part);
  }
  return [...cycles.values()];
}

/** Route files that import a repo, their own feature's included. */
export function routeRepoImports(edges: Edge[]): string[] {
  return edges.filter(({ from, to }) => ROUTE_FILE.test(from) && /\.repo\.tsx?$/.test(to)).map(({ from, to }) => `${from} → ${to}`);
}

async function projectEdges(): Promise<Edge[]> {
  const edges: Edge[] = [];
  for (const pattern of ['src/**/*.{ts,tsx}', 'db/**/*.ts', 'islands/**/*.{ts,tsx}']) {
    for (const file of new Bun.Glob(pattern).scanSync({ cwd: ROOT })) {
      edges.push(...importsOf(relative(ROOT, join(ROOT, file)), await Bun.file(join(ROOT, file)).text()));
    }
  }
  return edges;
}

describe('the import graph keeps the layers of architecture.md §2', () => {
  test('no lower layer imports a feature, and no feature imports another feature’s repo', async () => {
    const edges = await projectEdges();
    expect(edges.length).toBeGreaterThan(100);
    expect(violations(edges)).toEqual([]);
  });

  test('the walk sees every form of import, types and multi-line lists included', () => {
    const source = [
      "import type { Website } from '../features/tenant-site/tenant-site.service';",
      'import {',
      '  a,',
      '  b,',
      "} from '../features/booking/booking.repo';",
      "export { c } from '../features/pets/pets.service';",
      "const lazy = () => import('../features/accounts/accounts.repo');",
      "// import { gone } from '../features/commented/out';",
    ].join('\n');
    const edges = importsOf('src/lib/example.ts', source);
    expect(edges.map((e) => e.to)).toEqual([
      'src/features/tenant-site/tenant-site.service.ts',
      'src/features/booking/booking.repo.ts',
      'src/features/pets/pets.service.ts',
      'src/features/accounts/accounts.repo.ts',
    ]);
    expect(violations(edges)).toHaveLength(4);
    const crossRepo = importsOf('src/features/pets/pets.service.ts', "import { findUserById } from '../accounts/accounts.repo';");
    expect(violations(crossRepo)).toEqual([
      "src/features/pets/pets.service.ts → src/features/accounts/accounts.repo.ts: a feature imports another feature's repo",
    ]);
    expect(violations(importsOf('src/features/pets/pets.service.ts', "import { petsOf } from './pets.repo';"))).toEqual([]);
  });
});

describe('the features form a line', () => {
  const graph = async () => featureGraph(await projectEdges());

  test('each feature imports only features before it on the line (but for the edges still listed)', async () => {
    const found = await graph();
    expect(found.size).toBeGreaterThan(20);
    const breaks = lineBreaks(found, LINE).filter((edge) => !STILL_BREAKING_THE_LINE.includes(edge));
    expect(breaks.map((edge) => `${edge}: ${found.get(edge)!.join(', ')}`)).toEqual([]);
  });

  test('the list of edges still breaking the line only shrinks: each listed edge still exists', async () => {
    const breaks = lineBreaks(await graph(), LINE);
    expect(STILL_BREAKING_THE_LINE.filter((edge) => !breaks.includes(edge))).toEqual([]);
  });

  test('without the edges still listed, the feature graph has no cycle', async () => {
    const edges = [...(await graph()).keys()].filter((edge) => !STILL_BREAKING_THE_LINE.includes(edge));
    expect(cyclesOf(edges)).toEqual([]);
  });

  test('no route file imports a repo, not even its own feature’s', async () => {
    expect(routeRepoImports(await projectEdges())).toEqual([]);
  });

  test('every feature file that defines routes is named as a route file', async () => {
    const unnamed: string[] = [];
    for (const file of new Bun.Glob('src/features/**/*.{ts,tsx}').scanSync({ cwd: ROOT })) {
      if (/featureRoutes\(|new Elysia\(/.test(await Bun.file(join(ROOT, file)).text()) && !ROUTE_FILE.test(file)) unnamed.push(file);
    }
    expect(unnamed).toEqual([]);
  });

  test('every file at the top of a feature is named <feature>.<topic or role>, so its name says whose it is', () => {
    const misnamed: string[] = [];
    for (const file of new Bun.Glob('src/features/*/*.{ts,tsx}').scanSync({ cwd: ROOT })) {
      const [, feature, name] = /^src\/features\/([^/]+)\/([^/]+)$/.exec(file)!;
      if (!name!.startsWith(`${feature}.`)) misnamed.push(file);
    }
    expect(misnamed).toEqual([]);
  });

  test('the checks see a break of the line, a cycle and a route reading a repo', () => {
    const edges = [
      ...importsOf('src/features/files/files.routes.ts', "import { accessToRecordsOf } from '../records/records.access';\nimport { findFileByKey } from './files.repo';"),
      ...importsOf('src/features/records/records.service.ts', "import { claimFiles } from '../files/files.service';"),
      ...importsOf('src/features/records/records.api.ts', "import { findRecords } from './records.repo';"),
    ];
    const found = featureGraph(edges);
    expect([...found.keys()]).toEqual(['files → records', 'records → files']);
    expect(lineBreaks(found, LINE)).toEqual(['files → records']);
    expect(lineBreaks(new Map([['nowhere → files', []]]), LINE)).toEqual(['nowhere → files']);
    expect(cyclesOf([...found.keys()])).toEqual([['files', 'records']]);
    expect(cyclesOf(['a → b', 'b → c', 'c → a', 'c → d'])).toEqual([['a', 'b', 'c']]);
    expect(cyclesOf(['a → b', 'b → c', 'a → c'])).toEqual([]);
    expect(routeRepoImports(edges)).toEqual([
      'src/features/files/files.routes.ts → src/features/files/files.repo.ts',
      'src/features/records/records.api.ts → src/features/records/records.repo.ts',
    ]);
  });
});

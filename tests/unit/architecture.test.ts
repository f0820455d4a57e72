import { describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The layering of architecture.md §2, read from the import graph of src/, db/ and islands/:
 * - plugins/, ui/, lib/, providers/ and db/ import nothing from src/features/ (what a plugin
 *   needs from a feature reaches it through `deps`);
 * - a feature never imports another feature's repo: it calls that feature's service.
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

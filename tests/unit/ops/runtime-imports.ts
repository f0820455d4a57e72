import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { builtinModules } from 'node:module';

const ROOT = resolve(import.meta.dir, '../../..');
const IMPORT = /(?:^|[\s;}])(?:import|export)\s*(type\s+)?(?:[\w*\s{},$]*?\s*from\s*)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]\s*\)|\brequire\(\s*['"]([^'"\n]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

function resolveFile(path: string): string | null {
  for (const ext of EXTENSIONS) if (existsSync(path + ext) && statSync(path + ext).isFile()) return path + ext;
  return null;
}

/** The npm package a bare specifier names ("@scope/name/sub" → "@scope/name"); null for Node's and Bun's own modules. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('node:') || specifier.startsWith('bun:') || specifier === 'bun' || builtinModules.includes(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * The packages the code reachable from `entries` loads when it runs: every value import,
 * re-export, dynamic import and require, followed through the project's own files (type-only
 * imports are erased and need nothing at run time). The server renders islands too, but an
 * island's dynamic import of a package (the Stripe and Vonage browser SDKs) runs in an effect
 * or a click, only in the browser, from the bundle built into public/.
 */
export function runtimePackages(entries: string[]): Map<string, string> {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const queue = entries.map((entry) => join(ROOT, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const match of code.matchAll(IMPORT)) {
      if (match[1]) continue;
      const specifier = (match[2] ?? match[3] ?? match[4])!;
      if (!specifier || /\s/.test(specifier)) continue;
      const dynamic = match[3] !== undefined;
      if (specifier.startsWith('.')) {
        const target = resolveFile(join(dirname(file), specifier));
        if (target && /\.(ts|tsx|js)$/.test(target)) queue.push(target);
        continue;
      }
      if (dynamic && file.startsWith(join(ROOT, 'islands/'))) continue;
      const name = packageOf(specifier);
      if (name && !packages.has(name)) packages.set(name, file.slice(ROOT.length + 1));
    }
  }
  return packages;
}

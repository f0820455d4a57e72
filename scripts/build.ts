/**
 * Builds what the browser loads: the island bundles (production React, minified,
 * one chunk per island), the vendored htmx and the captcha widget, into public/.
 *
 * `--if-stale` (what `npm start` runs) builds only when an input changed since the last build:
 * the stamp left in public/islands names every input file's size and time (islands/, src/, the
 * lockfile, this script), so a start on an installed checkout does not wait for a build (issue 18).
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const STAMP = `${root}public/islands/.inputs`;
const OUTPUTS = ['public/islands/client.js', 'public/vendor/htmx.min.js', 'public/vendor/altcha/altcha.js', 'public/vendor/uplot/uPlot.iife.min.js', 'public/vendor/scalar/standalone.js'];

/** Size and modification time of every input, hashed: changes whenever one is edited, added or removed. */
function inputsFingerprint(): string {
  const hash = createHash('sha256');
  const visit = (path: string) => {
    const stat = statSync(`${root}${path}`);
    if (stat.isDirectory()) for (const name of readdirSync(`${root}${path}`).sort()) visit(`${path}/${name}`);
    else hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`);
  };
  for (const path of ['islands', 'src', 'bun.lock', 'package.json', 'scripts/build.ts']) visit(path);
  return hash.digest('hex');
}

const fingerprint = inputsFingerprint();
if (process.argv.includes('--if-stale') && OUTPUTS.every((file) => existsSync(`${root}${file}`)) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === fingerprint) {
  console.log('browser files are up to date');
  process.exit(0);
}

rmSync(`${root}public/islands`, { recursive: true, force: true });
const result = await Bun.build({
  entrypoints: [`${root}islands/client.tsx`],
  outdir: `${root}public/islands`,
  target: 'browser',
  format: 'esm',
  splitting: true,
  minify: true,
  sourcemap: 'linked',
  define: { 'process.env.NODE_ENV': '"production"' },
  naming: { entry: '[name].js', chunk: 'chunks/[name]-[hash].js', asset: 'assets/[name]-[hash].[ext]' },
  // Islands are handed their messages parsed by the server (src/lib/i18n islandMessages), so the browser needs no ICU parser: 7 KB gzipped less.
  plugins: [
    {
      name: 'icu-messageformat-no-parser',
      setup(build) {
        build.onResolve({ filter: /^@formatjs\/icu-messageformat-parser$/ }, () => ({ path: `${root}node_modules/@formatjs/icu-messageformat-parser/no-parser.js` }));
      },
    },
  ],
});
if (!result.success) {
  for (const log of result.logs) console.error(log);
  process.exit(1);
}
mkdirSync(`${root}public/vendor`, { recursive: true });
cpSync(`${root}node_modules/htmx.org/dist/htmx.min.js`, `${root}public/vendor/htmx.min.js`);
// The captcha widget (altcha's CSP-friendly "external" build: no inline workers or styles) and its PBKDF2 worker.
mkdirSync(`${root}public/vendor/altcha`, { recursive: true });
cpSync(`${root}node_modules/altcha/dist/external/altcha.min.js`, `${root}public/vendor/altcha/altcha.js`);
cpSync(`${root}node_modules/altcha/dist/external/altcha.css`, `${root}public/vendor/altcha/altcha.css`);
cpSync(`${root}node_modules/altcha/dist/workers/pbkdf2.js`, `${root}public/vendor/altcha/pbkdf2.js`);
// uPlot draws the tracker charts (public/js/records.js) and the report charts (public/js/reports.js).
mkdirSync(`${root}public/vendor/uplot`, { recursive: true });
cpSync(`${root}node_modules/uplot/dist/uPlot.iife.min.js`, `${root}public/vendor/uplot/uPlot.iife.min.js`);
cpSync(`${root}node_modules/uplot/dist/uPlot.min.css`, `${root}public/vendor/uplot/uPlot.min.css`);
// Scalar's standalone API viewer for /api/docs, served from this origin (no CDN): copied at build time, never committed.
mkdirSync(`${root}public/vendor/scalar`, { recursive: true });
cpSync(`${root}node_modules/@scalar/api-reference/dist/browser/standalone.js`, `${root}public/vendor/scalar/standalone.js`);
writeFileSync(STAMP, fingerprint);
console.log(`built ${result.outputs.length} browser files`);

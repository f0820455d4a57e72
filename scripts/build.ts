/**
 * Builds what the browser loads: the island bundles (production React, minified,
 * one chunk per island), the vendored htmx and the captcha widget, into public/.
 */
import { cpSync, mkdirSync, rmSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
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
console.log(`built ${result.outputs.length} browser files`);

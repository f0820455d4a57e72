import { describe, expect, test } from 'bun:test';
import { chmodSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runtimePackages } from './runtime-imports';

const ROOT = resolve(import.meta.dir, '../../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
type Service = Record<string, unknown> & { environment?: Record<string, string>; command?: string[] };
const compose = Bun.YAML.parse(read('compose.yaml')) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const dockerfile = read('Dockerfile');
const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

/** What the server, the backup and the roll-up rebuild load when they run in the image. */
const RUNTIME_ENTRIES = ['src/main.ts', 'scripts/backup.ts', 'scripts/rebuild-rollup.ts'];
/** Built into public/ by scripts/build.ts and never loaded by the server: the image leaves them out. */
const BROWSER_ONLY = ['@scalar/api-reference', '@stripe/stripe-js', '@vonage/client-sdk-video', 'altcha', 'htmx.org', 'uplot'];

describe('compose.yaml', () => {
  const { app, coturn, redis, caddy } = compose.services;

  test('the app keeps its data in a named volume, restarts unless stopped, and is checked on /healthz like the Dockerfile checks it', () => {
    expect(app!.volumes).toContain('app-data:/app/data');
    expect(compose.volumes).toHaveProperty('app-data');
    expect(app!.restart).toBe('unless-stopped');
    const check = (app!.healthcheck as { test: string[] }).test;
    expect(check.slice(0, 3)).toEqual(['CMD', 'bun', '-e']);
    expect(dockerfile).toContain(JSON.stringify(check.slice(1)).replace(/^\[|\]$/g, '').replaceAll(',', ', '));
  });

  test('the app refuses to start without a JWT secret, trusts its proxy, and runs in production', () => {
    expect(app!.environment!.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
    expect(app!.environment!.NODE_ENV).toBe('production');
    expect(app!.environment!.TRUST_PROXY).toBe('1');
    expect(app!.environment!.PUBLIC_URL).toBe('https://${BASE_DOMAIN}');
    expect(app!.environment!.REDIS_URL).toBe('${REDIS_URL:-}');
    expect(app!.ports).toBeUndefined();
  });

  test('coturn checks TURN logins with the app’s own TURN_SECRET, and the app points at coturn’s port', () => {
    const args = coturn!.command!;
    expect(coturn!.image).toMatch(/^coturn\/coturn:/);
    expect(args).toContain('--use-auth-secret');
    expect(args.find((a) => a.startsWith('--static-auth-secret='))).toMatch(/^--static-auth-secret=\$\{TURN_SECRET[:?}]/);
    expect(app!.environment!.TURN_SECRET).toMatch(/^\$\{TURN_SECRET[:?}]/);
    expect(app!.environment!.TURN_URLS.split(',')).toEqual(['turn:${BASE_DOMAIN}:3478?transport=udp', 'turn:${BASE_DOMAIN}:3478?transport=tcp']);
    expect(args).toContain('--listening-port=3478');
    expect(args).toEqual(expect.arrayContaining(['--min-port=49152', '--max-port=49407', '--denied-peer-ip=127.0.0.0-127.255.255.255']));
    expect(coturn!.network_mode).toBe('host');
  });

  test('Redis runs only with its profile, and says when it is ready', () => {
    expect(redis!.profiles).toEqual(['redis']);
    expect((redis!.healthcheck as { test: string[] }).test).toEqual(['CMD', 'redis-cli', 'ping']);
    expect(app!.depends_on).toBeUndefined();
  });

  test('Caddy serves HTTPS and asks the app before any certificate on demand', () => {
    expect(caddy!.ports).toEqual(['80:80', '443:443', '443:443/udp']);
    expect(caddy!.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/on_demand_tls \{\s+ask http:\/\/app:3000\/tls\/ask\s+\}/);
    expect(caddyfile).toMatch(/tls \{\s+on_demand\s+\}/);
  });
});

describe('the image', () => {
  test('scripts/ is in the image, so backup, restore and the roll-up rebuild run inside it', () => {
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    expect(runtime).toMatch(/^COPY scripts \.\/scripts$/m);
    for (const entry of RUNTIME_ENTRIES) expect(runtime).toContain(`COPY ${entry.split('/')[0]} ./${entry.split('/')[0]}`);
  });

  const base = /^ARG BUN_IMAGE=(\S+)$/m.exec(dockerfile)![1]!;
  const pinned = /^oven\/bun:1\.4\.5-slim@sha256:[0-9a-f]{64}$/.test(base);
  test('every stage starts from the one base image', () => {
    expect(base).toMatch(/^oven\/bun:1\.4\.5-slim/);
    expect(dockerfile.match(/^FROM .*/gm)!.every((line) => line.startsWith('FROM ${BUN_IMAGE} AS '))).toBe(true);
  });
  // Resolving the digest needs the registry, which this machine cannot reach: scripts/pin-base-image.sh does it.
  test.skipIf(!pinned)('the base image is pinned by digest (blocked here: no network to resolve it; run scripts/pin-base-image.sh)', () => {
    expect(pinned).toBe(true);
  });

  test('scripts/pin-base-image.sh writes the digest Docker reports into the ARG line, and refuses anything else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pin-'));
    cpSync(join(ROOT, 'Dockerfile'), join(dir, 'Dockerfile'));
    const digest = `sha256:${'ab12'.repeat(16)}`;
    const fakeDocker = (answer: string) => {
      writeFileSync(join(dir, 'docker'), `#!/bin/sh\necho "$*" >> "${dir}/calls"\n[ "$1" = buildx ] && echo '${answer}'\nexit 0\n`);
      chmodSync(join(dir, 'docker'), 0o755);
    };
    const run = () => Bun.spawnSync(['bash', join(ROOT, 'scripts/pin-base-image.sh'), join(dir, 'Dockerfile')], { env: { ...process.env, PATH: `${dir}:${process.env.PATH}` } });
    fakeDocker(digest);
    expect(run().exitCode).toBe(0);
    const written = readFileSync(join(dir, 'Dockerfile'), 'utf8');
    expect(written).toContain(`ARG BUN_IMAGE=oven/bun:1.4.5-slim@${digest}\n`);
    expect(readFileSync(join(dir, 'calls'), 'utf8')).toContain('buildx imagetools inspect oven/bun:1.4.5-slim');
    fakeDocker('latest');
    expect(run().exitCode).toBe(1);
    expect(readFileSync(join(dir, 'Dockerfile'), 'utf8')).toBe(written);
  });

  test('every package the server and its scripts load is a production dependency: the slim install never lacks one', () => {
    const used = runtimePackages(RUNTIME_ENTRIES);
    const missing = [...used].filter(([name]) => !pkg.dependencies[name]).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
    expect(used.has('elysia') && used.has('@libsql/client') && used.has('stripe')).toBe(true);
  });

  test('the browser-only bundles’ packages are dev dependencies, so no browser SDK ships in the image', () => {
    const used = runtimePackages(RUNTIME_ENTRIES);
    for (const name of BROWSER_ONLY) {
      expect({ name, runtime: used.has(name), production: name in pkg.dependencies, dev: name in pkg.devDependencies }).toEqual({ name, runtime: false, production: false, dev: true });
      expect(read('scripts/build.ts') + read('islands/BookingWizard/stripe.ts') + read('islands/session/vonage-session.ts')).toContain(name.replace('@scalar/api-reference', 'scalar'));
    }
  });
});

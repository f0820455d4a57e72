#!/usr/bin/env bash
# The two commands of the contract (npm start, npm test) and the helpers behind them.
# Installs what is missing: Bun from the npm registry, the locked dependencies,
# and for the browser suite Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
BUN_VERSION=1.4.5

ensure_bun() {
  if [ -x .tools/node_modules/.bin/bun ]; then
    BUN=$PWD/.tools/node_modules/.bin/bun
  elif command -v bun >/dev/null 2>&1 && [ "$(bun --version)" = "$BUN_VERSION" ]; then
    BUN=$(command -v bun)
  else
    echo "Installing Bun $BUN_VERSION from the npm registry..."
    npm install --prefix .tools --no-audit --no-fund --loglevel=error "bun@$BUN_VERSION" >/dev/null
    BUN=$PWD/.tools/node_modules/.bin/bun
  fi
  export PATH="$(dirname "$BUN"):$PATH"
}

ensure_deps() {
  "$BUN" install --frozen-lockfile --silent
}

# Installs a Debian package when its program is missing (the machine has Debian's archive, not the internet).
ensure_debian() {
  local program=$1 package=$2
  if [ ! -x "$program" ]; then
    echo "Installing $package from Debian's packages..."
    local sudo=""
    [ "$(id -u)" = "0" ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$package" >/dev/null
  fi
}

# The browser suite; the tests of rooms across processes (their own redis-server on loopback); the
# TURN test (Debian's coturn relaying on loopback with the app's logins).
ensure_chromium() { ensure_debian /usr/bin/chromium chromium; }
ensure_redis() { ensure_debian /usr/bin/redis-server redis-server; }
ensure_coturn() { ensure_debian /usr/bin/turnserver coturn; }

build() {
  "$BUN" scripts/build.ts "$@"
}

free_port() {
  "$BUN" -e 'const s = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } }); console.log(s.port); s.stop(true);'
}

cmd=${1:-}
case "$cmd" in
  start)
    # An installed checkout starts without rebuilding the browser files unless an input changed.
    ensure_bun; ensure_deps; build --if-stale
    exec "$BUN" src/main.ts
    ;;
  test)
    ensure_bun; ensure_deps; ensure_chromium; ensure_redis; ensure_coturn; build
    E2E_PORT=$(free_port) BUN="$BUN" exec bash scripts/test.sh
    ;;
  bench)
    ensure_bun; ensure_deps; ensure_redis; build --if-stale
    shift
    exec "$BUN" bench/run.ts "$@"
    ;;
  proof)
    # The reliability and security suite at full strength (issue 17): one line per check with its figure.
    ensure_bun; ensure_deps; ensure_chromium; ensure_redis; build
    E2E_PORT=$(free_port) BUN="$BUN" exec "$BUN" scripts/proof.ts
    ;;
  backup)
    # A consistent copy of the live database (docs/operations.md); `-- --restore <file>` puts one back.
    ensure_bun; ensure_deps
    shift
    exec "$BUN" scripts/backup.ts "$@"
    ;;
  rebuild-rollup)
    ensure_bun; ensure_deps
    exec "$BUN" scripts/rebuild-rollup.ts
    ;;
  typecheck)
    ensure_bun; ensure_deps
    exec "$BUN" x tsc --noEmit -p .
    ;;
  generate)
    ensure_bun; ensure_deps
    exec "$BUN" x drizzle-kit generate
    ;;
  *)
    echo "usage: scripts/run.sh start|test|bench|proof|backup|rebuild-rollup|typecheck|generate" >&2
    exit 2
    ;;
esac

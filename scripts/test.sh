#!/usr/bin/env bash
# Runs every suite (unit, integration and the proof suite's fast slice with bun test, browser with Playwright)
# and ends with one line that sums them all: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)

"$BUN" test tests/unit tests/integration tests/proof 2>&1 | tee "$out/bun.log"
bun_status=${PIPESTATUS[0]}
bun_passed=$(grep -Eo '^ *[0-9]+ pass$' "$out/bun.log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
bun_failed=$(grep -Eo '^ *[0-9]+ fail$' "$out/bun.log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
if [ "$bun_status" -ne 0 ] && [ "$bun_failed" -eq 0 ]; then bun_failed=1; fi

# The browser journeys, and the proof suite's browser check (R5) at fast strength: the main
# config's two projects (e2e, proof).
PLAYWRIGHT_JSON_OUTPUT_NAME="$out/e2e.json" node node_modules/@playwright/test/cli.js test --reporter=list,json
e2e_status=$?
read -r e2e_passed e2e_failed < <(node -e '
  let s = { expected: 0, unexpected: 0, flaky: 0 };
  try { s = require(process.argv[1]).stats; } catch {}
  console.log(s.expected, s.unexpected + s.flaky);
' "$out/e2e.json")
if [ "$e2e_status" -ne 0 ] && [ "$e2e_failed" -eq 0 ]; then e2e_failed=1; fi

# Name every failing test again just above the summary, so the end of a long log says what broke.
if [ "$bun_failed" -ne 0 ]; then
  echo
  echo "failing bun tests:"
  grep -E '^\(fail\)' "$out/bun.log" | sed 's/^/  /'
fi
if [ "$e2e_failed" -ne 0 ]; then
  echo
  echo "failing browser tests:"
  node -e '
    const walk = (s, t) => { for (const x of s.suites ?? []) walk(x, [...t, x.title]); for (const sp of s.specs ?? []) for (const tt of sp.tests ?? []) if (tt.status !== "expected" && tt.status !== "skipped") console.log("  " + [...t, sp.title].filter(Boolean).join(" › ") + " (" + tt.status + ")"); };
    try { walk(require(process.argv[1]), []); } catch {}
  ' "$out/e2e.json"
fi

passed=$((bun_passed + e2e_passed))
failed=$((bun_failed + e2e_failed))
echo
echo "unit+integration: $bun_passed passed, $bun_failed failed; browser: $e2e_passed passed, $e2e_failed failed"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

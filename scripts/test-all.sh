#!/usr/bin/env bash
# Runs every suite: the typecheck, the import boundaries (dependency-cruiser), the linter (Biome), unit + API (bun test, including the compiled executable and the CLI)
# and the browser journeys (Playwright on Debian's Chromium). Ends with one line
# "N passed, N failed" summing all of them.
set -uo pipefail
cd "$(dirname "$0")/.."
BUN=node_modules/.bin/bun
mkdir -p .tmp test-results

bash scripts/ensure-chromium.sh || exit 1
bash scripts/ensure-sox.sh
$BUN scripts/build-client.ts || { echo "0 passed, 1 failed"; exit 1; }

# Types: one check over src, web, cli, tests and scripts.
if node_modules/.bin/tsc --noEmit; then tc_pass=1 tc_fail=0; else tc_pass=0 tc_fail=1; fi
echo "typecheck: ${tc_pass} passed, ${tc_fail} failed"

# Import boundaries (.dependency-cruiser.cjs, docs/decisions/0011-one-boundary-between-server-and-browser.md).
if $BUN scripts/check-deps.ts; then deps_pass=1 deps_fail=0; else deps_pass=0 deps_fail=1; fi
echo "deps: ${deps_pass} passed, ${deps_fail} failed"

# Lint: Biome's small rule set (biome.json), lint only.
if node_modules/.bin/biome lint .; then lint_pass=1 lint_fail=0; else lint_pass=0 lint_fail=1; fi
echo "lint: ${lint_pass} passed, ${lint_fail} failed"

start=$(date +%s)
$BUN test 2>&1 | tee .tmp/bun-test.log
bun_pass=$(grep -Eo '^ *[0-9]+ pass$' .tmp/bun-test.log | tail -1 | grep -Eo '[0-9]+' || echo 0)
bun_fail=$(grep -Eo '^ *[0-9]+ fail$' .tmp/bun-test.log | tail -1 | grep -Eo '[0-9]+' || echo 0)
# A crash before the summary counts as a failure.
grep -Eq '^ *[0-9]+ pass$' .tmp/bun-test.log || bun_fail=$((bun_fail + 1))
echo "bun test: ${bun_pass} passed, ${bun_fail} failed in $(( $(date +%s) - start ))s"

start=$(date +%s)
rm -f test-results/e2e.json
node_modules/.bin/playwright test
read -r e2e_pass e2e_fail < <(node -e '
  try {
    const s = require("./test-results/e2e.json").stats;
    console.log((s.expected + s.flaky) + " " + s.unexpected);
  } catch { console.log("0 1"); }')
echo "browser tests: ${e2e_pass} passed, ${e2e_fail} failed in $(( $(date +%s) - start ))s"

passed=$((tc_pass + deps_pass + lint_pass + bun_pass + e2e_pass))
failed=$((tc_fail + deps_fail + lint_fail + bun_fail + e2e_fail))
echo "${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]

#!/usr/bin/env bash
# Runs every suite: the typecheck, the import boundaries (dependency-cruiser), the linter (Biome), unit + API (bun test, including the compiled executable and the CLI)
# on SQLite, the same unit, API and CLI tests again on PostgreSQL (a throw-away cluster, scripts/pg-tmp.sh),
# and the browser journeys (Playwright on Debian's Chromium). Ends with one line
# "N passed, N failed" summing all of them.
# The PostgreSQL pass runs beside the browser tests (PG_PARALLEL=1, the default: about 3 minutes less on
# 2 cores, figures in docs/figures.md); PG_PARALLEL=0 runs it before them.
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

# Import boundaries (.dependency-cruiser.cjs, docs/decisions/0043-the-dependency-rule.md).
if $BUN scripts/check-deps.ts; then deps_pass=1 deps_fail=0; else deps_pass=0 deps_fail=1; fi
echo "deps: ${deps_pass} passed, ${deps_fail} failed"

# Lint and format: Biome's small rule set and its formatter (biome.json); `biome ci` fails on an unformatted
# file. The formatting commit is listed in .git-blame-ignore-revs (git config blame.ignoreRevsFile).
if node_modules/.bin/biome ci . --colors=off; then lint_pass=1 lint_fail=0; else lint_pass=0 lint_fail=1; fi
echo "lint: ${lint_pass} passed, ${lint_fail} failed"

start=$(date +%s)
$BUN test 2>&1 | tee .tmp/bun-test.log
bun_pass=$(grep -Eo '^ *[0-9]+ pass$' .tmp/bun-test.log | tail -1 | grep -Eo '[0-9]+' || echo 0)
bun_fail=$(grep -Eo '^ *[0-9]+ fail$' .tmp/bun-test.log | tail -1 | grep -Eo '[0-9]+' || echo 0)
# A crash before the summary counts as a failure.
grep -Eq '^ *[0-9]+ pass$' .tmp/bun-test.log || bun_fail=$((bun_fail + 1))
echo "bun test: ${bun_pass} passed, ${bun_fail} failed in $(( $(date +%s) - start ))s"

# The PostgreSQL pass: same test files (not tests/exe, which proves the SQLite executable), each test app
# on a database of its own in a throw-away cluster (tests/support/pg.ts). The cluster goes on exit, failure
# and interrupt included.
pg_dir=$(mktemp -d /tmp/marhaba-pg.XXXXXX)
pg_pid=""
cleanup() {
  if [ -n "$pg_pid" ]; then
    pkill -TERM -P "$pg_pid" 2>/dev/null
    kill "$pg_pid" 2>/dev/null
  fi
  bash scripts/pg-tmp.sh stop "$pg_dir" >/dev/null 2>&1 || rmdir "$pg_dir" 2>/dev/null
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
PG_PARALLEL=${PG_PARALLEL:-1}
pg_log=.tmp/bun-test-pg.log
# bunfig.toml's [test] timeout is not read by this bun (a test gets 5 s); a request costs about 2.5× on
# PostgreSQL, so this pass gives each test the 30 s bunfig.toml means.
# Unit tests that never open a database (content, catalogue, import rules, pure functions) ran on the
# SQLite pass already and would only repeat themselves here: this pass takes the unit files that do.
PG_UNIT=$(grep -lE 'makeTestApp|DATABASE_URL|PG_TEST_URL|openDb|createDb|boot\(|src/db|support/app' tests/unit/*.test.ts | sed 's|^|./|' | tr '\n' ' ')
PG_BUN_TEST="$BUN test --timeout 30000 $PG_UNIT ./tests/api ./tests/cli"
pg_pass() {
  local start url
  start=$(date +%s)
  if url=$(bash scripts/pg-tmp.sh start "$pg_dir"); then
    if [ "$PG_PARALLEL" = "1" ]; then
      DATABASE_URL="$url" PG_TEST_URL="$url" $PG_BUN_TEST >"$pg_log" 2>&1
    else
      DATABASE_URL="$url" PG_TEST_URL="$url" $PG_BUN_TEST 2>&1 | tee "$pg_log"
    fi
  else
    echo "could not start a PostgreSQL cluster" >"$pg_log"
  fi
  bash scripts/pg-tmp.sh stop "$pg_dir" >/dev/null 2>&1
  echo "pg_seconds=$(( $(date +%s) - start ))" >>"$pg_log"
}
pg_summary() {
  pg_pass_n=$(grep -Eo '^ *[0-9]+ pass$' "$pg_log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
  pg_fail_n=$(grep -Eo '^ *[0-9]+ fail$' "$pg_log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
  grep -Eq '^ *[0-9]+ pass$' "$pg_log" || pg_fail_n=$((pg_fail_n + 1))
  # Run in the background, its output is only in the log: name what failed here.
  if [ "$PG_PARALLEL" = "1" ]; then
    grep -E '^\(fail\)|could not start' "$pg_log" | sort -u
    grep -Eq '^ *[0-9]+ pass$' "$pg_log" || tail -20 "$pg_log"
  fi
  echo "bun test (postgres): ${pg_pass_n} passed, ${pg_fail_n} failed in $(grep -Eo 'pg_seconds=[0-9]+' "$pg_log" | cut -d= -f2)s (log: $pg_log)"
}
rm -f "$pg_log"
if [ "$PG_PARALLEL" = "1" ]; then
  pg_pass & # output in its log only; the summary once the browser tests are done
  pg_pid=$!
else
  pg_pass
  pg_summary
fi

start=$(date +%s)
rm -f test-results/e2e.json
node_modules/.bin/playwright test
read -r e2e_pass e2e_fail < <(node -e '
  try {
    const s = require("./test-results/e2e.json").stats;
    console.log((s.expected + s.flaky) + " " + s.unexpected);
  } catch { console.log("0 1"); }')
echo "browser tests: ${e2e_pass} passed, ${e2e_fail} failed in $(( $(date +%s) - start ))s"

if [ "$PG_PARALLEL" = "1" ]; then
  wait "$pg_pid"
  pg_pid=""
  pg_summary
fi

passed=$((tc_pass + deps_pass + lint_pass + bun_pass + pg_pass_n + e2e_pass))
failed=$((tc_fail + deps_fail + lint_fail + bun_fail + pg_fail_n + e2e_fail))
echo "${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]

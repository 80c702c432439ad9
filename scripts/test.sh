#!/usr/bin/env bash
# The one test command (`npm test`): type checks, unit + API tests on PGlite, the API suite again on PostgreSQL, the site
# build, then Playwright (Debian Chromium) against `npm start` and against nginx with the generated config, and the
# social sign-in spec against `npm start` configured with a local OpenID Provider (playwright.social.config.ts).
# Installs Debian's chromium and nginx when missing and starts the local PostgreSQL cluster when it is down.
set -uo pipefail
cd "$(dirname "$0")/.."

RESULTS="$(mktemp -d)"
trap 'rm -rf "$RESULTS"' EXIT
passed=0
failed=0
failed_steps=()

step() { printf '\n=== %s ===\n' "$1"; }

# Adds a step's counts from its JSON report; a step that failed without a report counts as one failure.
record() {
  local name="$1" status="$2" counts
  counts="$(node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const p = r.stats ? r.stats.expected + r.stats.flaky : r.numPassedTests;
    const f = r.stats ? r.stats.unexpected : r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    console.log(`${p} ${f} ${r.stats ? r.stats.flaky : 0}`);' "$3" 2>/dev/null || echo "0 0 0")"
  local p f k
  read -r p f k <<<"$counts"
  if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  passed=$((passed + p))
  failed=$((failed + f))
  if [ "$status" -ne 0 ]; then failed_steps+=("$name"); fi
  local retried=''
  [ "$k" -gt 0 ] && retried=" ($k of them on a retry)"
  echo "--- $name: $p passed$retried, $f failed"
}

step 'system packages (chromium, nginx, Java for the HTML validator)'
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
# The W3C validator (vnu-jar, tests/e2e/html-validity.spec.ts) runs on Java.
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
if [ ${#missing[@]} -gt 0 ]; then
  sudo=''; [ "$(id -u)" -ne 0 ] && sudo='sudo'
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
fi
# Optional: lets nginx serve the .br siblings too (gzip_static works without it); the routes spec expects
# brotli exactly when this module is present.
if [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
  sudo=''; [ "$(id -u)" -ne 0 ] && sudo='sudo'
  { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libnginx-mod-http-brotli-static; } \
    || echo 'brotli module for nginx not installed: nginx serves gzip'
fi
export PATH="$PATH:/usr/sbin"

step 'PostgreSQL'
if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start || echo 'could not start PostgreSQL'
fi

step 'typecheck (astro check + tsc)'
if npm run --silent typecheck; then echo '--- typecheck: ok'; else failed_steps+=('typecheck'); failed=$((failed + 1)); fi

step 'lint and format (Biome)'
if npm run --silent lint; then echo '--- lint: ok'; else failed_steps+=('lint'); failed=$((failed + 1)); fi

step 'vitest (PGlite)'
npx vitest run --reporter=default --reporter=json --outputFile="$RESULTS/vitest.json"
record 'vitest (PGlite)' $? "$RESULTS/vitest.json"

step 'vitest API suite (PostgreSQL)'
if [ -n "$(find tests/api server -name '*.test.ts' 2>/dev/null | head -n 1)" ]; then
  DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}" \
    npx vitest run tests/api server --reporter=default --reporter=json --outputFile="$RESULTS/vitest-pg.json"
  record 'vitest API suite (PostgreSQL)' $? "$RESULTS/vitest-pg.json"
else
  echo 'no API test files yet: skipped'
fi

step 'site build'
if npm run build; then
  step 'playwright (npm start and nginx)'
  # The build above is fresh: npm start's prestart need not compare source times again.
  SITE_BUILD=skip PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright.json" npx playwright test --reporter=list,json
  record 'playwright' $? "$RESULTS/playwright.json"
  step 'playwright (social sign-in against a local OpenID Provider)'
  SITE_BUILD=skip PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright-social.json" npx playwright test -c playwright.social.config.ts --reporter=list,json
  record 'playwright social' $? "$RESULTS/playwright-social.json"
else
  record 'site build' 1 /dev/null
fi

echo
[ ${#failed_steps[@]} -gt 0 ] && echo "failed steps: ${failed_steps[*]}"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ ${#failed_steps[@]} -eq 0 ]

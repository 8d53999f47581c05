#!/usr/bin/env bash
# Runs what the Dockerfile runs, without Docker: a copy of the committed tree,
# `npm ci`, `npm run build`, `npm prune --omit=dev`, then the image's command
# (`node src/server/server.ts`) on a fresh data folder until /readyz answers
# 200. Fails when the production install cannot start the server.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
node24="$root/node_modules/.bin/node" # the image's Node 24 (the system node may be older)
work="$(mktemp -d)"
trap 'kill "${pid:-0}" 2>/dev/null || true; rm -rf "$work"' EXIT

git -C "$root" archive HEAD | tar -x -C "$work"
cd "$work"
npm ci --no-audit --no-fund --loglevel=error
PATH="$(dirname "$node24"):$PATH" npm run build --silent
npm prune --omit=dev --no-audit --no-fund --loglevel=error

port=$((20000 + RANDOM % 20000))
PORT=$port HOST=127.0.0.1 DATA_DIR="$work/data" SEED_DEMO=false NODE_ENV=production \
  "$node24" src/server/server.ts >"$work/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 120); do
  if curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; then
    curl -fsS "http://127.0.0.1:$port/" -o /dev/null
    echo "image commands: the production install serves /readyz and / on port $port"
    exit 0
  fi
  kill -0 "$pid" 2>/dev/null || break
  sleep 1
done
echo "image commands: the server did not become ready" >&2
tail -40 "$work/server.log" >&2
exit 1

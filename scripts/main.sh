#!/usr/bin/env bash
# The main job: build edagym, then play a match of Ork Island (Dummy against
# three Demo players) and show the scores.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p runs
go build -o runs/edagym ./cmd/edagym
runs/edagym list
runs/edagym play orkisland Dummy Demo Demo Demo -s 1 -o runs/orkisland-s1.out 2>&1 | grep -E 'got (top )?score'
echo "match file: runs/orkisland-s1.out (watch it with: runs/edagym view runs/orkisland-s1.out)"

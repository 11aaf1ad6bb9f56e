#!/usr/bin/env bash
# The learning figures of every game (docs/learning.md): PPO from scratch
# (configs/ppo-scratch.yaml: units mode, one learner against three Random,
# 200,000 learner steps, seed 1), then the trained policy played greedily in
# 200 games against three Random (first place with its 95% Wilson interval).
# Usage: scripts/learning-figures.sh [GAME ...]   (default: all four games)
# Extra train flags go in EDAGYM_* variables, e.g. EDAGYM_TOTAL_STEPS=50000.
set -euo pipefail
cd "$(dirname "$0")/.."
go build -o bin/edagym ./cmd/edagym
games=("$@")
[ ${#games[@]} -gt 0 ] || games=(dominator madmax moria orkisland)
for g in "${games[@]}"; do
  run=runs/scratch-$g
  echo "== $g: PPO from scratch against three Random ($run)"
  start=$(date +%s)
  bin/edagym train --config configs/ppo-scratch.yaml --game "$g" --run-dir "$run" -q
  echo "trained in $(( $(date +%s) - start )) s; curve: $run/curve.png"
  bin/edagym eval --checkpoint "$run/policy.ckpt" --opponents Random,Random,Random --games 200 --seed 1
done

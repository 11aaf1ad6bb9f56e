#!/usr/bin/env bash
# A short training run with the embedded default config (behaviour cloning of
# the Warlord, then PPO; a few minutes on two cores), then one table of the
# fresh model before its PPO stage (clone.ckpt) and after it (policy.ckpt)
# against three Random, three Dummy and three Warlord players, on the same
# games; then the shipped checkpoint's table.
# Usage: scripts/train-and-eval.sh [extra edagym train flags, e.g. --total-steps 100000]
set -euo pipefail
cd "$(dirname "$0")/.."
go build -o bin/edagym ./cmd/edagym
run=runs/default
rm -f "$run/clone.ckpt" # a clone of an earlier run is not this run's "before PPO"
bin/edagym train --run-dir "$run" "$@"
echo "learning curve: $run/curve.png, metrics: $run/metrics.csv"
lineups=(--opponents Random,Random,Random --opponents Dummy,Dummy,Dummy --opponents Warlord,Warlord,Warlord)
if [ -f "$run/clone.ckpt" ]; then
  echo "the fresh model before PPO (the clone) and after PPO, on the same games:"
  bin/edagym eval --checkpoint "$run/clone.ckpt" --checkpoint "$run/policy.ckpt" "${lineups[@]}" --games 200 --seed 1
else
  bin/edagym eval --checkpoint "$run/policy.ckpt" "${lineups[@]}" --games 200 --seed 1
fi
if [ -f checkpoints/orkisland.ckpt ]; then
  echo
  echo "the shipped checkpoint (configs/ppo-orkisland-long.yaml):"
  bin/edagym eval --checkpoint checkpoints/orkisland.ckpt \
    "${lineups[@]}" --games 200 --seed 1
fi

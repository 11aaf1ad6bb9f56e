#!/usr/bin/env bash
# A short PPO training run with the embedded default config (a few minutes on
# two cores), then its evaluation against three Random and three Dummy
# players; then the same table for the shipped checkpoint.
# Usage: scripts/train-and-eval.sh [extra edagym train flags, e.g. --total-steps 100000]
set -euo pipefail
cd "$(dirname "$0")/.."
go build -o bin/edagym ./cmd/edagym
run=runs/default
bin/edagym train --run-dir "$run" "$@"
echo "learning curve: $run/curve.png, metrics: $run/metrics.csv"
bin/edagym eval --checkpoint "$run/policy.ckpt" \
  --opponents Random,Random,Random --opponents Dummy,Dummy,Dummy --games 200 --seed 1
if [ -f checkpoints/orkisland.ckpt ]; then
  echo
  echo "the shipped checkpoint (configs/ppo-orkisland-long.yaml):"
  bin/edagym eval --checkpoint checkpoints/orkisland.ckpt \
    --opponents Random,Random,Random --opponents Dummy,Dummy,Dummy --games 200 --seed 1
fi

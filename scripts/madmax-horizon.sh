#!/usr/bin/env bash
# Mad Max's long horizon (issue 18): what made PPO from scratch learn a
# 500-round game. Each variant is configs/ppo-scratch.yaml on Mad Max (units
# mode, one learner against three Random, 200,000 learner steps, seed 1)
# with one choice changed, then 200 greedy games against three Random
# (seeds 1-200). The curves of all variants go to docs/img/madmax-horizon.png.
# Usage: scripts/madmax-horizon.sh [VARIANT ...]   (default: all)
set -euo pipefail
cd "$(dirname "$0")/.."
go build -o bin/edagym ./cmd/edagym
declare -A env=(
  [base]=""                                          # γ 0.995, λ 0.95, rank + shaping 1, globals critic
  [pooled]="EDAGYM_NET_CRITIC=pooled"                # the critic before issue 14: mean(h2)·Wv
  [noshaping]="EDAGYM_REWARD_SHAPING=0"              # the rank at the end only
  [gamma099]="EDAGYM_GAMMA=0.99"                     # a 100-round horizon
  [gamma0999]="EDAGYM_GAMMA=0.999"                   # a 1,000-round horizon
  [montecarlo]="EDAGYM_GAMMA=1 EDAGYM_LAMBDA=1"      # whole-episode returns, no bootstrapping
)
order=(base pooled noshaping gamma099 gamma0999 montecarlo)
variants=("$@")
[ ${#variants[@]} -gt 0 ] || variants=("${order[@]}")
curves=()
for v in "${variants[@]}"; do
  [ -n "${env[$v]+x}" ] || { echo "unknown variant $v (${order[*]})" >&2; exit 2; }
  run=runs/horizon-madmax-$v
  echo "== $v: ${env[$v]:-the ppo-scratch settings} ($run)"
  start=$(date +%s)
  env ${env[$v]} bin/edagym train --config configs/ppo-scratch.yaml --game madmax --run-dir "$run" -q
  echo "trained in $(( $(date +%s) - start )) s"
  bin/edagym eval --checkpoint "$run/policy.ckpt" --opponents Random,Random,Random --games 200 --seed 1
done
for v in "${order[@]}"; do # every variant run so far, this time or before
  m=runs/horizon-madmax-$v/metrics.jsonl
  [ -f "$m" ] && curves+=("$v=$m")
done
mkdir -p docs/img
go run ./internal/curves -o docs/img/madmax-horizon.png \
  -title "Mad Max from scratch vs three Random: first place while training" "${curves[@]}"
echo "curves: docs/img/madmax-horizon.png"

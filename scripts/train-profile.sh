#!/usr/bin/env bash
# Where PPO's time goes, per game (issue 14): end-to-end learner env-steps/s
# of ordinary PPO (units mode, 32 envs, rollout 64, 3 epochs, minibatch 256,
# the default 64×64 net, three Random opponents; train.BenchmarkTrainSPS),
# then the share of CPU samples spent in each part of an update:
#   engine   the game's rules (Match.Step and what it calls)
#   encoder  observations, masks and decoding of the learner's actions
#   bots     the opponents' Play
#   actor    the network's forward pass while collecting (plain Go)
#   learn    PPO's minibatches: the gorgonia graph, forward and backward,
#            and filling the minibatches
#   other    the rest (runtime, GC, scheduling)
# Usage: scripts/train-profile.sh [GAME ...] (default: all four; UPDATES=10)
set -euo pipefail
cd "$(dirname "$0")/.."
games=("$@")
[ ${#games[@]} -gt 0 ] || games=(dominator madmax moria orkisland)
updates=${UPDATES:-10}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
go test -c -o "$dir/train.test" ./train
share() { # share of the profile's samples whose stack matches $2
  go tool pprof -top -focus="$2" "$dir/train.test" "$1" 2>/dev/null |
    sed -n 's/.*Showing nodes accounting for [^,]*, \([0-9.]*\)% of.*/\1/p' | head -1
}
printf '%-10s %9s %8s %8s %8s %8s %8s %8s\n' game env-st/s engine encoder bots actor learn other
for g in "${games[@]}"; do
  out=$(EDAGYM_BENCH_GAME=$g "$dir/train.test" -test.run '^$' -test.bench TrainSPS \
    -test.benchtime "${updates}x" -test.cpuprofile "$dir/$g.prof")
  sps=$(echo "$out" | sed -n 's/.* \([0-9.]*\) env-steps\/s.*/\1/p')
  p=$dir/$g.prof
  engine=$(share "$p" 'env/[a-z]+\.\(\*Match\)\.Step$')
  encoder=$(share "$p" '\(\*Encoder\)\.(Observe|Mask|Decode)$')
  bots=$(share "$p" 'edagym/agents/')
  actor=$(share "$p" 'policies\.\(\*Actor\)\.Act$')
  learn=$(share "$p" 'train\.\(\*Trainer\)\.(step|fill)$|gorgonia|policies\.spmm|rowMatMulOp')
  other=$(awk -v a="${engine:-0}" -v b="${encoder:-0}" -v c="${bots:-0}" -v d="${actor:-0}" -v e="${learn:-0}" 'BEGIN{printf "%.1f", 100-a-b-c-d-e}')
  printf '%-10s %9.0f %7s%% %7s%% %7s%% %7s%% %7s%% %7s%%\n' "$g" "$sps" "${engine:-0}" "${encoder:-0}" "${bots:-0}" "${actor:-0}" "${learn:-0}" "$other"
done

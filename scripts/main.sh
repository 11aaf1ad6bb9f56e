#!/usr/bin/env bash
# The main job: a short training run of a per-unit PPO policy on Ork Island
# (the embedded default config: behaviour cloning of the Warlord, then PPO, a
# few minutes on two cores), then its evaluation against three Random and
# three Dummy players, printed as a table; then the shipped checkpoint's.
set -euo pipefail
cd "$(dirname "$0")/.."
exec bash scripts/train-and-eval.sh "$@"

"""Throughput of the Python client against `edagym bench env`.

Steps 64 matches (Ork Island, units mode, one learner and three Null seats
by default) with random masked actions sampled by numpy, over a Unix socket
(or TCP), with the arrays the caller owns (the default: one copy of each
batch out of shared memory) and with zero_copy=True (read-only views of
it); and runs `edagym bench env` on the same setting, the same number of
VecEnv workers. The three are measured in turn, several rounds, and the best
of each kept, as the machine may be shared.

On a busy machine the wall-clock figures say more about the other loads
than about the client. The CPU figures do not: CPU seconds per step, for
`edagym bench env` (the difference between a run of 2×steps and one of
steps, so that building the matches cancels out) and for the client (its
own and its server's, which take turns, so on an idle machine their sum is
the wall time of a step). Their ratio is what an idle machine would show.

    /usr/bin/python3 python/examples/bench.py [--steps 400] [--workers 1] [--game orkisland] [--mode units]
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import subprocess
import sys
import time
from typing import Dict, Tuple

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import edagym  # noqa: E402

SEATS = ["learner", "Null", "Null", "Null"]


def _proc_cpu(pid: int) -> float:
    """CPU seconds (user + system) a process has used (Linux /proc)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def python_steps_per_sec(a: argparse.Namespace, zero_copy: bool, warmup: int = 20) -> Tuple[float, float]:
    """Wall-clock env-steps/s, and env-steps per CPU second of this process
    and its server together."""
    env = edagym.make_vec(a.game, num_envs=a.num_envs, mode=a.mode, workers=a.workers, seats=SEATS,
                          transport=a.transport, shm=not a.no_shm, zero_copy=zero_copy)
    try:
        server = env._servers[0].proc.pid
        rng = np.random.default_rng(1)
        obs, infos = env.reset(seed=1)
        for _ in range(warmup):
            obs, rew, term, trunc, infos = env.step(edagym.sample_masked(infos["action_mask"], rng))
        t, cpu = time.perf_counter(), time.process_time() + _proc_cpu(server)
        for _ in range(a.steps):
            obs, rew, term, trunc, infos = env.step(edagym.sample_masked(infos["action_mask"], rng))
        sec, cpu = time.perf_counter() - t, time.process_time() + _proc_cpu(server) - cpu
    finally:
        env.close()
    return a.steps * a.num_envs / sec, a.steps * a.num_envs / cpu


def _bench_env(a: argparse.Namespace, steps: int) -> Tuple[float, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run([edagym.find_binary(), "bench", "env", "--game", a.game, "--mode", a.mode,
                          "--envs", str(a.num_envs), "--workers", str(a.workers), "--steps", str(steps),
                          "--seats", ",".join(SEATS)], capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    m = re.search(r"([\d.]+) env-steps/s", out.stdout)
    if out.returncode != 0 or not m:
        raise RuntimeError(f"edagym bench env failed:\n{out.stdout}\n{out.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return float(m.group(1)), cpu


def bench_env_steps_per_sec(a: argparse.Namespace) -> Tuple[float, float]:
    """`edagym bench env` on the same game, mode, seats, envs and workers:
    its wall-clock env-steps/s, and env-steps per CPU second."""
    wall, cpu1 = _bench_env(a, a.steps)
    wall2, cpu2 = _bench_env(a, 2 * a.steps)
    return max(wall, wall2), a.steps * a.num_envs / max(cpu2 - cpu1, 1e-9)


def main() -> Dict[str, float]:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", default="orkisland")
    p.add_argument("--mode", default="units")
    p.add_argument("--num-envs", type=int, default=64)
    p.add_argument("--steps", type=int, default=400)
    p.add_argument("--workers", type=int, default=1, help="VecEnv workers, on the server and in edagym bench env")
    p.add_argument("--transport", default="unix", choices=["unix", "tcp"])
    p.add_argument("--no-shm", action="store_true", help="tensors in the frames, not in shared memory")
    p.add_argument("--rounds", type=int, default=3, help="measure each this often, in turn; keep the best")
    a = p.parse_args()
    best = {k: 0.0 for k in ("bench env", "owned", "zero_copy")}
    cpu = dict(best)
    for _ in range(a.rounds):  # in turn: the load of a shared machine hits all three alike
        for name, f in (("bench env", lambda: bench_env_steps_per_sec(a)),
                        ("owned", lambda: python_steps_per_sec(a, zero_copy=False)),
                        ("zero_copy", lambda: python_steps_per_sec(a, zero_copy=True))):
            w, c = f()
            best[name], cpu[name] = max(best[name], w), max(cpu[name], c)
    how = "frames" if a.no_shm else "shared memory"
    go, gc = best["bench env"], cpu["bench env"]
    print(f"{a.game} {a.mode}, {a.num_envs} envs, seats {','.join(SEATS)}, {a.workers} worker(s), {a.transport}, {how}")
    print(f"{'':30s} {'env-steps/s':>12s} {'ratio':>7s} {'per CPU s':>12s} {'ratio':>7s}")
    for name, label in (("bench env", "edagym bench env"), ("owned", "Python, arrays owned"),
                        ("zero_copy", "Python, zero_copy=True")):
        print(f"{label:30s} {best[name]:12.0f} {100 * best[name] / go:6.1f}% {cpu[name]:12.0f} {100 * cpu[name] / gc:6.1f}%")
    return best


if __name__ == "__main__":
    main()

"""Throughput of the Python client against the in-process Go VecEnv.

Steps 64 Ork Island matches (units mode, one learner and three Null seats)
with random masked actions sampled by numpy, over a Unix socket (or TCP);
tensors come through shared memory unless --no-shm. The in-process figure is
Go's BenchmarkVecUnits1LearnerNull (env/, 1 worker; for other worker counts
env/remote's BenchmarkInProcessUnits1LearnerNull), and the server's VecEnv
uses the same worker count. The two are measured in alternation and the
best of each kept, as the machine may be shared.

    /usr/bin/python3 python/examples/bench.py [--steps 400] [--workers 1] [--transport unix]
"""

import argparse
import os
import re
import subprocess
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import edagym  # noqa: E402
from edagym.server import repo_root  # noqa: E402


def python_steps_per_sec(num_envs, steps, workers, transport, shm=True, warmup=20):
    env = edagym.make_vec("orkisland", num_envs=num_envs, mode="units", workers=workers, shm=shm,
                          seats=["learner", "Null", "Null", "Null"], transport=transport)
    try:
        rng = np.random.default_rng(1)
        obs, infos = env.reset(seed=1)
        for _ in range(warmup):
            obs, rew, term, trunc, infos = env.step(edagym.sample_masked(infos["action_mask"], rng))
        t = time.perf_counter()
        for _ in range(steps):
            obs, rew, term, trunc, infos = env.step(edagym.sample_masked(infos["action_mask"], rng))
        sec = time.perf_counter() - t
    finally:
        env.close()
    return steps * num_envs / sec


def go_steps_per_sec(steps, workers):
    root = repo_root()
    if workers == 1:
        bench, pkg, extra = "BenchmarkVecUnits1LearnerNull", "./env/", {}
    else:
        bench, pkg, extra = "BenchmarkInProcessUnits1LearnerNull", "./env/remote/", {"EDAGYM_BENCH_WORKERS": str(workers)}
    out = subprocess.run(["go", "test", "-run", "^$", "-bench", f"^{bench}$", "-benchtime", f"{steps}x", pkg],
                         cwd=root, capture_output=True, text=True, env=dict(os.environ, **extra))
    m = re.search(r"([\d.]+) env-steps/s", out.stdout)
    if not m:
        raise RuntimeError(f"go test -bench failed:\n{out.stdout}\n{out.stderr}")
    return float(m.group(1))


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--num-envs", type=int, default=64)
    p.add_argument("--steps", type=int, default=400)
    p.add_argument("--workers", type=int, default=1, help="VecEnv workers on the server and in the Go benchmark")
    p.add_argument("--transport", default="unix", choices=["unix", "tcp"])
    p.add_argument("--no-shm", action="store_true", help="tensors in the frames, not in shared memory")
    p.add_argument("--rounds", type=int, default=3, help="alternate the two measurements this often; keep the best")
    a = p.parse_args()
    if a.num_envs != 64:
        print("note: the Go benchmark always steps 64 envs")
    go = py = 0.0
    for _ in range(a.rounds):  # alternating evens out the load of a shared machine
        go = max(go, go_steps_per_sec(a.steps, a.workers))
        py = max(py, python_steps_per_sec(a.num_envs, a.steps, a.workers, a.transport, shm=not a.no_shm))
    how = "frames only" if a.no_shm else "shared-memory tensors"
    print(f"in-process Go VecEnv:   {go:10.0f} env-steps/s ({a.workers} worker{'s' if a.workers > 1 else ''})")
    print(f"Python over {a.transport} socket: {py:10.0f} env-steps/s ({how})")
    print(f"ratio:                  {100 * py / go:10.1f} %")


if __name__ == "__main__":
    main()

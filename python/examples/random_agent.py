"""A random agent: plays Ork Island matches with uniformly random allowed
actions and prints each finished episode.

    /usr/bin/python3 python/examples/random_agent.py [--envs 8] [--steps 400]
"""

import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import edagym  # noqa: E402


def main():
    p = argparse.ArgumentParser(description="random masked actions in Ork Island")
    p.add_argument("--envs", type=int, default=8, help="matches stepped at once")
    p.add_argument("--steps", type=int, default=400)
    p.add_argument("--seats", default="learner,Dummy,Null,Random", help="learner or a bot name, per seat")
    p.add_argument("--address", default=None, help="a running `edagym serve` (default: start one)")
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args()

    rng = np.random.default_rng(a.seed)
    with edagym.make_vec("orkisland", num_envs=a.envs, mode="units", seats=a.seats.split(","),
                         address=a.address) as env:
        print(env)
        obs, infos = env.reset(seed=a.seed)
        for _ in range(a.steps):
            actions = edagym.sample_masked(infos["action_mask"], rng)
            obs, rewards, terminations, truncations, infos = env.step(actions)
            if "match" in infos:
                ep = infos["match"]
                for i in np.flatnonzero(infos["_match"]):
                    print(f"agent {i} (seat {ep['seat'][i]}, seed {ep['seed'][i]}): return {ep['r'][i]:+.3f}, "
                          f"place {ep['place'][i]:.1f}, scores {ep['scores'][i].tolist()}")


if __name__ == "__main__":
    main()

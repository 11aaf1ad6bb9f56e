"""The examples run, the PPO example's gradients are right, and the README's
spaces table is every game's real spec."""

import argparse
import os
import re
import sys

import numpy as np
import pytest

import edagym
from conftest import HERE

EXAMPLES = os.path.join(HERE, "..", "examples")
sys.path.insert(0, EXAMPLES)
import ppo_masked  # noqa: E402


def test_ppo_example_runs():
    """A few updates on short Dominator matches, then its evaluation."""
    out = ppo_masked.main(["--total-steps", "512", "--num-envs", "4", "--rollout", "32", "--minibatch", "32",
                           "--config", '{"nb_rounds": 20}', "--eval-games", "4"])
    assert out["steps"] == 512 and len(out["history"]) == 4
    last = out["history"][-1]
    assert last["episodes"] >= 4 and np.isfinite([last["pg"], last["v"], last["ent"], last["kl"]]).all()
    for mode in ("random", "greedy", "sampled"):
        first, place = out[mode]
        assert 0 <= first <= 1 and 1 <= place <= 4


def test_ppo_example_gradients_match_finite_differences():
    """update()'s hand-written gradient of the PPO loss (clipped surrogate,
    entropy bonus, value loss) equals central differences, in float64."""
    P = ppo_masked
    rng = np.random.default_rng(0)
    spec = {"obs": [{"name": "crops", "shape": [5, 2, 3, 3]}, {"name": "features", "shape": [5, 4]},
                    {"name": "globals", "shape": [6]}], "actions": 4}
    old_f32, P.F32 = P.F32, np.float64
    try:
        pol = P.Policy(spec, 0, hidden=8)
        pol.actor.params = [p.astype(np.float64) + rng.standard_normal(p.shape) * 0.3 for p in pol.actor.params]
        pol.critic.params = [p.astype(np.float64) for p in pol.critic.params]
        counts = np.array([2, 0, 3, 1, 2, 1])
        R = counts.sum()
        mask = (rng.random((R, 4)) < 0.6).astype(np.int8)
        mask[:, -1] = 1
        mask[0] = 0  # a row that allows nothing
        r = P.Rollout()
        r.crops, r.features = [rng.integers(0, 2, (R, 2, 3, 3)).astype(np.uint8)], [rng.standard_normal((R, 4))]
        r.masks, r.counts = [mask], [counts]
        r.actions = [edagym.sample_masked(mask, rng)]
        r.globals, r.logp = [rng.standard_normal((6, 6))], [rng.standard_normal(6) * 0.3 - 2]
        r.valid = [np.ones(6, bool)]
        adv, ret = rng.standard_normal(6), rng.standard_normal(6)
        args = argparse.Namespace(epochs=1, minibatch=6, clip=0.2, ent_coef=0.05, vf_coef=0.5, max_grad_norm=1e9)
        got = {}

        class Capture:
            def step(self, grads):
                got["grads"] = grads

        P.update(pol, Capture(), r, adv[None], ret[None], args, np.random.default_rng(1))

        def loss():
            logits, _ = pol.actor.forward(pol.unit_inputs(r.crops[0], r.features[0]))
            lp = P.log_softmax(edagym.masked_logits(logits, mask))
            owner = np.repeat(np.arange(6), counts)
            newlogp = np.bincount(owner, weights=lp[np.arange(R), r.actions[0]], minlength=6)
            ent = np.bincount(owner, weights=-(np.exp(lp) * lp).sum(1), minlength=6)
            a = (adv - adv.mean()) / (adv.std() + 1e-8)
            ratio = np.exp(newlogp - r.logp[0])
            pg = -np.minimum(ratio * a, np.clip(ratio, 0.8, 1.2) * a).mean()
            v = pol.critic.forward(r.globals[0])[0][:, 0]
            return pg - 0.05 * ent.mean() + 0.5 * 0.5 * ((v - ret) ** 2).mean()

        worst = 0.0
        for p, g in zip(pol.params(), got["grads"]):
            for idx in list(np.ndindex(p.shape))[:30]:
                x = p[idx]
                p[idx] = x + 1e-6
                hi = loss()
                p[idx] = x - 1e-6
                lo = loss()
                p[idx] = x
                num = (hi - lo) / 2e-6
                worst = max(worst, abs(num - g[idx]) / (abs(num) + abs(g[idx]) + 1e-8))
        assert worst < 1e-4, worst
    finally:
        P.F32 = old_f32


def test_readme_spaces_are_the_real_ones(server):
    """python/README.md's spaces table has a row for every game and mode, and
    each row's shapes are the environment's."""
    with open(os.path.join(HERE, "..", "README.md")) as f:
        text = f.read()
    rows = re.findall(r"^\s*\| (\w+) (units|plan|facts|board) \|(.*)\|\s*$", text, re.M)
    seen = set()
    for game, mode, cells in rows:
        crops, features, unit_mask, board, globals_, sa = (c.strip() for c in cells.split("|"))
        with edagym.make_vec(game, num_envs=1, mode=mode, address=server) as env:
            shapes = {t["name"]: str(list(t["shape"])) for t in env.spec_info["obs"]}
            for name, cell in (("crops", crops), ("features", features), ("unit_mask", unit_mask),
                               ("board", board), ("globals", globals_)):
                want = shapes.get(name, "")
                assert cell == want, f"{game} {mode} {name}: README {cell!r}, env {want!r}"
            assert sa == f"{env.slots} × {env.num_actions}", f"{game} {mode}: {sa}"
        seen.add((game, mode))
    offered = set()
    for g in edagym.GAMES:  # every mode the server offers
        for m in ("units", "plan", "facts", "board"):
            try:
                edagym.make_vec(g, num_envs=1, mode=m, address=server).close()
                offered.add((g, m))
            except edagym.EdagymError as e:
                assert e.type == "bad_config"
    assert seen == offered, (offered - seen, seen - offered)


@pytest.mark.parametrize("name", ["random_agent.py", "bench.py", "ppo_masked.py"])
def test_examples_are_typed_scripts(name):
    with open(os.path.join(EXAMPLES, name)) as f:
        src = f.read()
    compile(src, name, "exec")
    assert 'if __name__ == "__main__":' in src

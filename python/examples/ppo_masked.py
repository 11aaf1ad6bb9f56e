"""Masked PPO in the CleanRL style, in numpy alone: learns Dominator against
three Random players.

One file, no framework: a per-unit policy with shared weights (each unit's
crop and features -> 64 -> 64 -> its action logits; the joint action's
log-probability is the sum over the agent's units, as for a MultiDiscrete
action), a critic over the globals tensor (64 -> 64 -> 1; it must see how
many units each player holds: a critic over the units' mean learns the game
backwards, docs/learning.md), masks applied with edagym.masked_logits (no
NaN on empty slots), GAE that skips Gymnasium's next-step autoreset steps,
the clipped surrogate, an entropy bonus, gradient-norm clipping and Adam,
with hand-written gradients.

    /usr/bin/python3 python/examples/ppo_masked.py                       # Dominator, 100,000 steps
    /usr/bin/python3 python/examples/ppo_masked.py --total-steps 20000 --eval-games 32

It prints, every update, the steps done, env-steps/s, the mean return and
the first-place rate of the last 100 episodes; then the first-place rate of
the trained policy (greedy and sampled) and of a uniformly random masked
policy on the same held-out seeds. --save PATH writes the weights (.npz).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import deque
from typing import Any, Dict, List, Optional, Tuple

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import edagym  # noqa: E402

F32 = np.float32


# The network ------------------------------------------------------------------

def orthogonal(rng: np.random.Generator, n_in: int, n_out: int, gain: float) -> np.ndarray:
    a = rng.standard_normal((max(n_in, n_out), min(n_in, n_out)))
    q, r = np.linalg.qr(a)
    q *= np.sign(np.diag(r))
    w = q if n_in >= n_out else q.T
    return (gain * w[:n_in, :n_out]).astype(F32)


class MLP:
    """tanh(x W0 + b0) -> tanh(. W1 + b1) -> . W2 + b2, with its backward pass."""

    def __init__(self, rng: np.random.Generator, sizes: List[int], out_gain: float):
        self.params: List[np.ndarray] = []
        for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
            gain = out_gain if i == len(sizes) - 2 else np.sqrt(2)
            self.params += [orthogonal(rng, a, b, gain), np.zeros(b, F32)]

    def forward(self, x: np.ndarray) -> Tuple[np.ndarray, List[np.ndarray]]:
        acts = [x]
        h = x
        n = len(self.params) // 2
        for i in range(n):
            h = h @ self.params[2 * i] + self.params[2 * i + 1]
            if i < n - 1:
                h = np.tanh(h)
            acts.append(h)
        return h, acts

    def backward(self, acts: List[np.ndarray], dout: np.ndarray) -> List[np.ndarray]:
        grads: List[np.ndarray] = [np.empty(0)] * len(self.params)
        n = len(self.params) // 2
        d = dout
        for i in reversed(range(n)):
            grads[2 * i] = acts[i].T @ d
            grads[2 * i + 1] = d.sum(0)
            if i > 0:
                d = (d @ self.params[2 * i].T) * (1 - acts[i] ** 2)  # through tanh
        return grads


class Adam:
    def __init__(self, params: List[np.ndarray], lr: float):
        self.params, self.lr = params, lr
        self.m = [np.zeros_like(p) for p in params]
        self.v = [np.zeros_like(p) for p in params]
        self.t = 0

    def step(self, grads: List[np.ndarray], b1: float = 0.9, b2: float = 0.999, eps: float = 1e-5) -> None:
        self.t += 1
        for p, g, m, v in zip(self.params, grads, self.m, self.v):
            m *= b1
            m += (1 - b1) * g
            v *= b2
            v += (1 - b2) * g * g
            mhat = m / (1 - b1 ** self.t)
            vhat = v / (1 - b2 ** self.t)
            p -= (self.lr * mhat / (np.sqrt(vhat) + eps)).astype(F32)


class Policy:
    """The actor (per unit) and the critic (over the globals)."""

    def __init__(self, spec: Dict[str, Any], seed: int, hidden: int = 64):
        rng = np.random.default_rng(seed)
        obs = {t["name"]: t for t in spec["obs"]}
        self.crop_shape = tuple(obs["crops"]["shape"][1:])
        n_in = int(np.prod(self.crop_shape)) + obs["features"]["shape"][1]
        self.actor = MLP(rng, [n_in, hidden, hidden, spec["actions"]], 0.01)
        self.critic = MLP(rng, [obs["globals"]["shape"][0], hidden, hidden, 1], 1.0)
        # Planes that are not 0/1 (Dominator's health, 0..255) are scaled to 0..1.
        self.plane_scale = np.ones(self.crop_shape[0], F32)

    def calibrate(self, crops: np.ndarray) -> None:
        big = crops.reshape(-1, *self.crop_shape).max(axis=(0, 2, 3)) > 1
        self.plane_scale = np.where(big, F32(1 / 255), F32(1)).astype(F32)

    def unit_inputs(self, crops: np.ndarray, features: np.ndarray) -> np.ndarray:
        x = crops.astype(F32) * self.plane_scale[:, None, None]
        return np.concatenate([x.reshape(len(x), -1), features], axis=1)

    def params(self) -> List[np.ndarray]:
        return self.actor.params + self.critic.params


def log_softmax(z: np.ndarray) -> np.ndarray:
    z = z - z.max(-1, keepdims=True)
    return z - np.log(np.exp(z).sum(-1, keepdims=True))


# Rollouts -----------------------------------------------------------------------

class Rollout:
    """What an update learns from: per agent-step its value, reward, done,
    whether it was a real step (not an autoreset one), old log-probability;
    per unit row its inputs, mask and action, rows of one agent-step
    contiguous."""

    def __init__(self) -> None:
        self.crops: List[np.ndarray] = []
        self.features: List[np.ndarray] = []
        self.masks: List[np.ndarray] = []
        self.actions: List[np.ndarray] = []
        self.counts: List[np.ndarray] = []  # [T][N] rows per agent-step
        self.globals: List[np.ndarray] = []
        self.values: List[np.ndarray] = []
        self.logp: List[np.ndarray] = []
        self.rewards: List[np.ndarray] = []
        self.dones: List[np.ndarray] = []
        self.valid: List[np.ndarray] = []


def act(policy: Policy, obs: Dict[str, np.ndarray], mask: np.ndarray, rng: np.random.Generator,
        greedy: bool = False) -> Tuple[np.ndarray, Tuple[Any, ...]]:
    """Actions [N, slots] for every agent; and the unit rows, their actions,
    the agents' summed log-probabilities and values."""
    N, S = obs["unit_mask"].shape
    A = mask.shape[-1]
    agent, slot = np.nonzero(obs["unit_mask"])
    crops, features, rmask = obs["crops"][agent, slot], obs["features"][agent, slot], mask[agent, slot]
    logits, _ = policy.actor.forward(policy.unit_inputs(crops, features))
    lp = log_softmax(edagym.masked_logits(logits, rmask))
    if greedy:
        a = lp.argmax(1)
    else:  # one draw per unit, from the masked distribution
        u = rng.random(len(lp))[:, None]
        a = (np.exp(lp).cumsum(1) < u).sum(1).clip(0, A - 1)
    actions = np.full((N, S), A - 1, np.int32)
    actions[agent, slot] = a
    logp = np.bincount(agent, weights=lp[np.arange(len(a)), a], minlength=N).astype(F32)
    value = policy.critic.forward(obs["globals"])[0][:, 0]
    counts = np.bincount(agent, minlength=N)
    return actions, (crops, features, rmask, a.astype(np.int32), counts, logp, value)


def gae(r: Rollout, last_value: np.ndarray, gamma: float, lam: float) -> Tuple[np.ndarray, np.ndarray]:
    """Advantages and returns [T, N]. A step after a done is Gymnasium's
    next-step autoreset (actions ignored, reward 0): not valid, not learnt
    from, and no value flows across it."""
    values, rewards, dones, valid = (np.stack(x) for x in (r.values, r.rewards, r.dones, r.valid))
    T = len(values)
    adv = np.zeros_like(values)
    last = np.zeros(values.shape[1], F32)
    for t in reversed(range(T)):
        nextv = last_value if t == T - 1 else values[t + 1]
        nonterminal = 1.0 - dones[t]
        delta = rewards[t] + gamma * nextv * nonterminal - values[t]
        last = np.where(valid[t], delta + gamma * lam * nonterminal * last, 0.0).astype(F32)
        adv[t] = last
    return adv, adv + values


def update(policy: Policy, opt: Adam, r: Rollout, adv: np.ndarray, ret: np.ndarray, args: argparse.Namespace,
           rng: np.random.Generator) -> Dict[str, float]:
    crops, features = np.concatenate(r.crops), np.concatenate(r.features)
    masks, actions = np.concatenate(r.masks), np.concatenate(r.actions)
    counts = np.concatenate(r.counts)  # per agent-step, in (t, agent) order like the rows
    starts = np.concatenate([[0], np.cumsum(counts)[:-1]])
    glob, old = np.concatenate(r.globals), np.concatenate(r.logp)
    valid = np.concatenate(r.valid)
    adv, ret = adv.reshape(-1), ret.reshape(-1)
    ids = np.flatnonzero(valid)
    stats: Dict[str, List[float]] = {"pg": [], "v": [], "ent": [], "kl": [], "clip": []}
    for _ in range(args.epochs):
        rng.shuffle(ids)
        for lo in range(0, len(ids), args.minibatch):
            mb = ids[lo:lo + args.minibatch]
            B = len(mb)
            n = counts[mb]
            rows = np.repeat(starts[mb] - np.cumsum(n) + n, n) + np.arange(n.sum())  # the rows of mb's steps
            owner = np.repeat(np.arange(B), n)
            a = adv[mb]
            a = (a - a.mean()) / (a.std() + 1e-8)
            # actor
            logits, acts = policy.actor.forward(policy.unit_inputs(crops[rows], features[rows]))
            lp = log_softmax(edagym.masked_logits(logits, masks[rows]))
            p = np.exp(lp)
            ar = actions[rows]
            newlogp = np.bincount(owner, weights=lp[np.arange(len(ar)), ar], minlength=B)
            ent_rows = -(p * lp).sum(1)
            ent = np.bincount(owner, weights=ent_rows, minlength=B)
            logratio = newlogp - old[mb]
            ratio = np.exp(logratio)
            unclipped = ratio * a
            clipped = np.clip(ratio, 1 - args.clip, 1 + args.clip) * a
            pg_loss = -np.minimum(unclipped, clipped).mean()
            # d(loss)/d(newlogp): the surrogate's gradient where its unclipped branch is the min
            active = unclipped <= clipped
            dnewlogp = np.where(active, -a * ratio, 0.0) / B
            dlogits = dnewlogp[owner][:, None] * (-p)
            dlogits[np.arange(len(ar)), ar] += dnewlogp[owner]
            # entropy bonus: loss -= coef * mean(entropy); dH/dz = -p (log p + H)
            dlogits += (args.ent_coef / B) * p * (lp + ent_rows[:, None])
            gactor = policy.actor.backward(acts, dlogits.astype(F32))
            # critic
            v, cacts = policy.critic.forward(glob[mb])
            dv = (args.vf_coef * (v[:, 0] - ret[mb]) / B)[:, None].astype(F32)
            gcritic = policy.critic.backward(cacts, dv)
            grads = gactor + gcritic
            norm = np.sqrt(sum(float((g * g).sum()) for g in grads))
            if norm > args.max_grad_norm:
                grads = [g * (args.max_grad_norm / norm) for g in grads]
            opt.step(grads)
            stats["pg"].append(pg_loss)
            stats["v"].append(float(0.5 * ((v[:, 0] - ret[mb]) ** 2).mean()))
            stats["ent"].append(float(ent.mean()))
            stats["kl"].append(float(((ratio - 1) - logratio).mean()))
            stats["clip"].append(float((np.abs(ratio - 1) > args.clip).mean()))
    return {k: float(np.mean(v)) for k, v in stats.items()}


def evaluate(policy: Optional[Policy], args: argparse.Namespace, mode: str) -> Tuple[float, float]:
    """First-place rate and mean place over args.eval_games matches on
    held-out seeds, against the same opponents: mode "greedy" or "sampled"
    for the policy, "random" for uniformly random masked actions."""
    rng = np.random.default_rng(12345)
    places: List[float] = []
    with edagym.make_vec(args.game, num_envs=args.eval_games, seats=args.seats, seed=10 ** 6) as env:
        obs, infos = env.reset(seed=10 ** 6)
        while len(places) < env.num_envs:
            if policy is None:
                actions = edagym.sample_masked(infos["action_mask"], rng)
            else:
                actions = act(policy, obs, infos["action_mask"], rng, greedy=mode == "greedy")[0]
            obs, _, term, _, infos = env.step(actions)
            if "match" in infos:
                places += infos["match"]["place"][infos["_match"]].tolist()
    places_a = np.array(places[:env.num_envs])
    return float((places_a == 1).mean()), float(places_a.mean())


def main(argv: Optional[List[str]] = None) -> Dict[str, Any]:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", default="dominator")
    p.add_argument("--seats", default="learner,Random,Random,Random")
    p.add_argument("--num-envs", type=int, default=16)
    p.add_argument("--total-steps", type=int, default=100_000, help="learner env-steps")
    p.add_argument("--rollout", type=int, default=64)
    p.add_argument("--epochs", type=int, default=3)
    p.add_argument("--minibatch", type=int, default=256, help="agent-steps per minibatch")
    p.add_argument("--lr", type=float, default=3e-4)
    p.add_argument("--gamma", type=float, default=0.995)
    p.add_argument("--lam", type=float, default=0.95)
    p.add_argument("--clip", type=float, default=0.2)
    p.add_argument("--ent-coef", type=float, default=0.01)
    p.add_argument("--vf-coef", type=float, default=0.5)
    p.add_argument("--max-grad-norm", type=float, default=0.5)
    p.add_argument("--config", default=None, help='.cnf overrides as JSON, e.g. \'{"nb_rounds": 50}\'')
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--eval-games", type=int, default=100)
    p.add_argument("--save", default=None, help="write the trained weights here (.npz)")
    args = p.parse_args(argv)
    config = None
    if args.config:
        import json

        config = json.loads(args.config)

    rng = np.random.default_rng(args.seed)
    env = edagym.make_vec(args.game, num_envs=args.num_envs, seats=args.seats, seed=args.seed, config=config)
    policy = Policy(env.spec_info, args.seed)
    opt = Adam(policy.params(), args.lr)
    obs, infos = env.reset(seed=args.seed)
    policy.calibrate(obs["crops"][obs["unit_mask"] == 1])
    N = env.num_envs
    prev_done = np.zeros(N, bool)
    returns: deque = deque(maxlen=100)
    firsts: deque = deque(maxlen=100)
    history = []
    steps, start = 0, time.time()
    updates = max(1, args.total_steps // (args.rollout * N))
    try:
        for u in range(updates):
            opt.lr = args.lr * (1 - u / updates) + args.lr * 0.1 * (u / updates)
            r = Rollout()
            for _ in range(args.rollout):
                actions, (crops, feats, rmask, a, counts, logp, value) = act(policy, obs, infos["action_mask"], rng)
                r.crops.append(crops)
                r.features.append(feats)
                r.masks.append(rmask)
                r.actions.append(a)
                r.counts.append(counts)
                r.globals.append(obs["globals"])
                r.logp.append(logp)
                r.values.append(value.astype(F32))
                r.valid.append(~prev_done)
                obs, rew, term, trunc, infos = env.step(actions)
                done = term | trunc
                r.rewards.append(rew.astype(F32))
                r.dones.append(done.astype(F32))
                prev_done = done
                steps += N
                if "match" in infos:
                    ended = infos["_match"]
                    returns.extend(infos["match"]["r"][ended].tolist())
                    firsts.extend((infos["match"]["place"][ended] == 1).tolist())
            last_value = policy.critic.forward(obs["globals"])[0][:, 0]
            adv, ret = gae(r, last_value, args.gamma, args.lam)
            st = update(policy, opt, r, adv, ret, args, rng)
            rate = steps / (time.time() - start)
            line = {"steps": steps, "sps": rate, "return": float(np.mean(returns)) if returns else float("nan"),
                    "first": float(np.mean(firsts)) if firsts else float("nan"), "episodes": len(firsts), **st}
            history.append(line)
            print(f"update {u + 1}/{updates}  steps {steps:7d}  {rate:6.0f} env-steps/s  "
                  f"return(100) {line['return']:+.3f}  first(100) {line['first']:.2f}  "
                  f"entropy {st['ent']:.2f}  kl {st['kl']:.4f}  clip {st['clip']:.2f}  v-loss {st['v']:.4f}", flush=True)
    except KeyboardInterrupt:  # Ctrl-C: stop training, keep what was learnt, evaluate it
        print("interrupted: evaluating what was learnt so far", flush=True)
    finally:
        env.close()
    train_time = time.time() - start
    if args.save:
        np.savez(args.save, *policy.params(), plane_scale=policy.plane_scale)
    result: Dict[str, Any] = {"history": history, "train_seconds": train_time, "steps": steps}
    if args.eval_games > 0:
        for mode in ("random", "greedy", "sampled"):
            first, place = evaluate(None if mode == "random" else policy, args, mode)
            result[mode] = (first, place)
            who = "uniformly random masked actions" if mode == "random" else f"the trained policy, {mode}"
            print(f"{who:34s}: first in {100 * first:5.1f}% of {args.eval_games} matches, mean place {place:.2f}")
    print(f"trained {steps} env-steps in {train_time:.0f} s")
    return result


if __name__ == "__main__":
    main()

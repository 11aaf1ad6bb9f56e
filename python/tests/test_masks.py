"""Masks in the forms peer tools take: what action_space.sample(mask=) takes,
int8 like Gymnasium's masks, and NaN-free masked logits."""

import numpy as np
import pytest

import edagym
from conftest import SHORT, need_peers


def in_mask(actions, mask):
    """Every action allowed, or "none" in a slot that allows nothing."""
    mask = np.asarray(mask)
    n = mask.shape[-1]
    chosen = np.take_along_axis(mask, actions[..., None].astype(np.int64), -1)[..., 0] == 1
    empty = ~mask.any(-1)
    return bool(np.all(chosen | (empty & (actions == n - 1))))


def test_space_sample_takes_the_mask(server):
    with edagym.make_vec("orkisland", num_envs=4, config=SHORT, address=server) as env:
        _, infos = env.reset(seed=1)
        mask = infos["action_mask"]
        assert mask.dtype == np.int8
        for _ in range(20):
            one = env.single_action_space.sample(mask=mask[0])
            assert env.single_action_space.contains(one) and in_mask(one, mask[0])
            every = env.action_space.sample(mask=mask)
            assert env.action_space.contains(every) and in_mask(every, mask)
        env.single_action_space.seed(3)
        a = env.single_action_space.sample(mask=mask[1])
        env.single_action_space.seed(3)
        np.testing.assert_array_equal(a, env.single_action_space.sample(mask=mask[1]))
        with pytest.raises(ValueError, match="mask of shape"):
            env.single_action_space.sample(mask=mask)


def test_gymnasium_tuple_masks(server):
    """Gymnasium's own MultiDiscrete takes the mask as a tuple of its rows
    (int8, as Gymnasium wants), and so does edagym's."""
    need_peers()
    import gymnasium

    with edagym.make_vec("orkisland", num_envs=1, config=SHORT, address=server) as env:
        _, infos = env.reset(seed=2)
        rows = tuple(infos["action_mask"][0])
        plain = gymnasium.spaces.MultiDiscrete(env.single_action_space.nvec, dtype=np.int32)
        assert plain == env.single_action_space
        a = plain.sample(mask=rows)
        b = env.single_action_space.sample(mask=rows)
        full = infos["action_mask"][0].any(-1)
        assert in_mask(a[full], infos["action_mask"][0][full]) and in_mask(b[full], infos["action_mask"][0][full])


def softmax(x):
    z = x - x.max(-1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(-1, keepdims=True)


def test_masked_logits_never_nan():
    rng = np.random.default_rng(0)
    mask = (rng.random((8, 60, 5)) < 0.5).astype(np.int8)
    mask[:, 40:] = 0  # empty slots: nothing allowed
    mask[0, 0] = [0, 0, 0, 0, 1]
    logits = (rng.standard_normal((8, 60, 5)) * 50).astype(np.float32)
    with np.errstate(all="ignore"):  # the naive way: -inf for refused actions
        naive = softmax(np.where(mask == 1, logits, -np.inf))
    assert np.isnan(naive).any(), "the naive masked softmax gives NaN on empty slots"
    ml = edagym.masked_logits(logits, mask)
    assert ml.dtype == np.float32 and np.isfinite(ml).all()
    p = softmax(ml)
    logp = ml - np.log(np.exp(ml - ml.max(-1, keepdims=True)).sum(-1, keepdims=True)) - ml.max(-1, keepdims=True)
    assert np.isfinite(p).all() and np.isfinite(logp).all()
    entropy = -(p * logp).sum(-1)
    assert np.isfinite(entropy).all()
    np.testing.assert_allclose(p.sum(-1), 1, rtol=1e-6)
    some = mask.any(-1)
    assert (p[some][mask[some] == 0] < 1e-30).all()  # refused: never chosen
    np.testing.assert_allclose(p[~some][:, 4], 1)  # slots that allow nothing: "none" for sure
    full = edagym.fill_empty_slots(mask)
    assert full.dtype == bool and full.any(-1).all()
    assert (full[some] == (mask[some] == 1)).all() and (full[~some] == [0, 0, 0, 0, 1]).all()
    assert (edagym.masked_logits(logits.astype(np.float16), mask) > -np.inf).all()

"""Actions are taken as given or refused with a clear error, never coerced;
an action the mask refuses is played as "none", the same in Python and Go."""

import numpy as np
import pytest

import edagym
from conftest import ONE_LEARNER, SHORT


@pytest.fixture
def env(server):
    with edagym.make_vec("orkisland", num_envs=3, seats=["learner", "Null", "learner", "Null"], config=SHORT,
                         address=server) as e:
        e.reset(seed=1)
        yield e


def none(env, dtype=np.int32):
    return np.full((env.num_envs, env.slots), env.num_actions - 1, dtype)


def refused(env, actions, type_, *words):
    with pytest.raises(edagym.EdagymError) as e:
        env.step(actions)
    assert e.value.type == type_, e.value
    for w in words:
        assert w in e.value.message, e.value.message
    return e.value


def test_wrong_shapes_are_refused(env):
    refused(env, none(env).T, "bad_shape", "(60, 6)", "want (6, 60)")  # transposed: 360 values all the same
    refused(env, none(env).reshape(-1), "bad_shape", "(360,)")
    refused(env, none(env)[:-1], "bad_shape")
    refused(env, none(env)[..., None], "bad_shape")


def test_floats_and_bools_are_refused_not_rounded(env):
    a = none(env).astype(np.float64)
    a[0, 0] = 1.7
    refused(env, a, "bad_shape", "float64", "int32")
    refused(env, none(env).astype(np.float32), "bad_shape", "float32")
    refused(env, none(env) > 0, "bad_shape", "bool")
    env.step(none(env).tolist())  # a list of ints is fine
    env.step(none(env, np.int64))
    env.step(none(env, np.uint8))


def test_out_of_range_names_agent_and_slot(env):
    a = none(env, np.int64)
    a[4, 17] = 2 ** 33  # would wrap to 0 if narrowed to int32 first
    err = refused(env, a, "bad_value", "actions[4, 17] = 8589934592", "agent 4 (seat 0 of match 2)", "slot 17",
                  "want 0..4")
    assert "bottom" in err.message
    a = none(env)
    a[1, 3] = -1
    refused(env, a, "bad_value", "agent 1 (seat 2 of match 0)", "slot 3", "= -1")
    a = none(env)
    a[5, 59] = 5
    refused(env, a, "bad_value", "agent 5 (seat 2 of match 2)", "slot 59")
    env.step(none(env))  # the env goes on after refusals


def test_parallel_env_names_the_agent(server):
    with edagym.parallel_env("orkisland", seats=["learner", "Null", "learner", "Null"], config=SHORT,
                             address=server) as p:
        p.reset(seed=1)
        S = p.action_space("player_0").shape[0]
        ok = np.full(S, 4, np.int32)
        for bad, type_, words in [(np.full(S + 1, 4), "bad_shape", ["player_2", f"want ({S},)"]),
                                  (np.full(S, 1.5), "bad_shape", ["player_2", "float64"]),
                                  (np.r_[np.full(S - 1, 4), 7], "bad_value", ["player_2", f"slot {S - 1}", "= 7"])]:
            with pytest.raises(edagym.EdagymError) as e:
                p.step({"player_0": ok, "player_2": bad})
            assert e.value.type == type_
            for w in words:
                assert w in e.value.message, e.value.message
        with pytest.raises(KeyError, match="player_1"):
            p.step({"player_0": ok, "player_2": ok, "player_1": ok})
        p.step({"player_0": ok, "player_2": ok})


def test_single_env_checks_its_action(server):
    with edagym.make("orkisland", seats=ONE_LEARNER, config=SHORT, address=server) as e:
        e.reset(seed=1)
        with pytest.raises(edagym.EdagymError, match="bad_shape"):
            e.step(np.full((1, 60), 4))
        with pytest.raises(edagym.EdagymError, match="bad_value"):
            e.step(np.full(60, 9))
        e.step(np.full(60, 4))


def test_masked_out_actions_are_played_as_none(server):
    """A masked-out move gives exactly what "none" gives, in the observation
    and the reward (Go drops it in every game's decoder), and warnings=True
    names each one."""
    kw = dict(num_envs=2, seats=ONE_LEARNER, config=SHORT, address=server)
    with edagym.make_vec("orkisland", warnings=True, **kw) as a, edagym.make_vec("orkisland", **kw) as b:
        oa, ia = a.reset(seed=5)
        ob, ib = b.reset(seed=5)
        rng = np.random.default_rng(2)
        seen = 0
        for step in range(4):
            mask = ia["action_mask"]
            base = edagym.sample_masked(mask, rng)
            with_out, as_none = base.copy(), base.copy()
            expected = []
            for agent in range(2):  # in each agent's first unit with a refused move, take it
                for slot in range(a.slots):
                    row = mask[agent, slot]
                    if row.any() and not row.all():
                        k = int(np.flatnonzero(row == 0)[0])
                        with_out[agent, slot], as_none[agent, slot] = k, a.num_actions - 1
                        expected.append(f"agent {agent} (seat 0 of match {agent}), slot {slot}: action {k} "
                                        f"({a.action_names[k]}) is masked out: played as none")
                        break
            assert expected, "some unit has a refused move"
            oa, ra, _, _, ia = a.step(with_out)
            ob, rb, _, _, ib = b.step(as_none)
            assert ia["warnings"] == expected
            for k in oa:
                np.testing.assert_array_equal(oa[k], ob[k])
            np.testing.assert_array_equal(ra, rb)
            seen += len(expected)
        assert seen >= 4

import os

import numpy as np
import pytest

import edagym
from conftest import ONE_LEARNER, SHORT


def test_spaces_and_shapes(server, rng):
    with edagym.make_vec("orkisland", num_envs=3, seats=["learner", "Null", "learner", "Null"], config=SHORT,
                         address=server) as env:
        assert env.num_matches == 3 and env.learners_per_env == 2 and env.num_envs == 6
        assert env.agent_seats.tolist() == [0, 2] * 3
        mode = env.metadata["autoreset_mode"]
        assert getattr(mode, "value", mode) in ("next_step", "NextStep")
        S, A = env.slots, env.num_actions
        assert env.single_action_space.shape == (S,) and env.action_space.shape == (6, S)
        assert env.action_names[-1] == "none"
        obs, infos = env.reset(seed=3)
        assert set(obs) == set(env.single_observation_space.keys())
        for name, a in obs.items():
            assert a.shape == (6,) + env.single_observation_space[name].shape
            assert a.dtype == env.single_observation_space[name].dtype
            assert env.observation_space[name].shape == a.shape
        assert infos["action_mask"].shape == (6, S, A) and infos["action_mask"].dtype == np.int8
        actions = edagym.sample_masked(infos["action_mask"], rng)
        assert env.action_space.contains(actions)
        obs, rew, term, trunc, infos = env.step(actions)
        assert rew.shape == (6,) and rew.dtype == np.float32
        assert term.dtype == np.bool_ and trunc.dtype == np.bool_ and not trunc.any()


def test_plan_mode_extends_units(server):
    """Plan mode's features start with units mode's 12, then 34 planning features."""
    seats = ONE_LEARNER
    with edagym.make_vec("orkisland", num_envs=2, seats=seats, config=SHORT, address=server) as units, \
            edagym.make_vec("orkisland", num_envs=2, mode="plan", seats=seats, config=SHORT, address=server) as plan:
        u, _ = units.reset(seed=5)
        p, _ = plan.reset(seed=5)
        assert u["features"].shape[-1] == 12 and p["features"].shape[-1] == 46
        np.testing.assert_array_equal(p["crops"], u["crops"])
        np.testing.assert_array_equal(p["features"][..., :12], u["features"])
        assert (p["features"][..., 12:] != 0).any()


def test_random_episodes_and_autoreset(server, rng):
    with edagym.make_vec("orkisland", num_envs=4, seats=["learner", "Random", "Demo", "Null"], config=SHORT,
                         address=server) as env:
        obs, infos = env.reset(seed=5)
        ends = []
        for t in range(1, 13):
            obs, rew, term, trunc, infos = env.step(edagym.sample_masked(infos["action_mask"], rng))
            if term.any():
                assert term.all(), "matches of equal length end together"
                ep = infos["match"]
                assert infos["_match"].all()
                assert (ep["l"] == 5).all() and (ep["length"] == 5).all()
                assert ep["scores"].shape == (4, 4)
                assert ((ep["place"] >= 1) & (ep["place"] <= 4)).all()
                np.testing.assert_allclose(ep["r"], ep["return"])
                ends.append(t)
            elif ends and t == ends[-1] + 1:
                # next-step autoreset: the match restarted, reward 0, actions ignored
                assert (rew == 0).all() and "match" not in infos
                assert np.allclose(obs["features"][:, :, 3][obs["unit_mask"] == 1], 0), "round fraction restarts at 0"
        assert ends == [5, 11]


def test_masks_respected(server, rng):
    with edagym.make_vec("orkisland", num_envs=8, seats=ONE_LEARNER, warnings=True, address=server) as env:
        obs, infos = env.reset(seed=7)
        for _ in range(25):
            mask = infos["action_mask"]
            actions = edagym.sample_masked(mask, rng)
            chosen = np.take_along_axis(mask, actions[..., None].astype(np.int64), -1)[..., 0]
            allowed_any = mask.any(-1)
            assert (chosen[allowed_any] == 1).all()
            assert (actions[~allowed_any] == env.num_actions - 1).all()
            obs, rew, term, trunc, infos = env.step(actions)
            assert infos["warnings"] == [], infos["warnings"][:3]
            # a slot allows something exactly when it holds one of my orks
            np.testing.assert_array_equal(infos["action_mask"].any(-1), obs["unit_mask"] == 1)


def test_shm_and_frames_agree(server, rng):
    kw = dict(num_envs=3, seats=["learner", "Random", "learner", "Dummy"], config=SHORT, address=server)
    with edagym.make_vec("orkisland", shm=True, **kw) as a, edagym.make_vec("orkisland", shm=False, **kw) as b:
        sa, sb = a.reset(seed=9), b.reset(seed=9)
        for _ in range(7):
            sa, sb = step_alike(a, b, sa, sb, rng)


def step_alike(a, b, sa, sb, rng, where=""):
    """Checks that envs a and b stand alike, their (obs, infos) sa and sb;
    steps both with the same sampled actions, checks that rewards and
    terminations agree, and returns their next (obs, infos)."""
    (oa, ia), (ob, ib) = sa, sb
    for k in oa:
        np.testing.assert_array_equal(oa[k], ob[k], f"{where}{k}")
    np.testing.assert_array_equal(ia["action_mask"], ib["action_mask"])
    act = edagym.sample_masked(ia["action_mask"], rng)
    oa, ra, ta, _, ia = a.step(act)
    ob, rb, tb, _, ib = b.step(act)
    np.testing.assert_array_equal(ra, rb)
    np.testing.assert_array_equal(ta, tb)
    return (oa, ia), (ob, ib)


def test_arrays_are_the_callers_own_unless_zero_copy(server):
    """By default every array is writable and is never overwritten by later
    steps, over shared memory and over frames; zero_copy=True gives read-only
    views of the shared memory, valid through the next step only."""
    none = lambda env: np.full((env.num_envs, env.slots), env.num_actions - 1, np.int32)  # noqa: E731
    for shm in (True, False):
        with edagym.make_vec("orkisland", num_envs=2, seats=ONE_LEARNER, address=server, shm=shm) as env:
            obs, infos = env.reset(seed=1)
            kept = {k: v.copy() for k, v in obs.items()}
            arrays = [*obs.values(), infos["action_mask"]]
            for _ in range(3):
                o, rew, term, trunc, inf = env.step(none(env))
                arrays += [*o.values(), rew, term, trunc, inf["action_mask"]]
            assert all(a.flags.writeable for a in arrays), f"shm={shm}: a read-only array"
            for k in kept:
                np.testing.assert_array_equal(obs[k], kept[k], f"shm={shm}: {k} was overwritten")
                assert not np.shares_memory(obs[k], o[k])
            obs["features"] *= 2  # in place, as preprocessing does
            rew += 1
    with edagym.make_vec("orkisland", num_envs=2, seats=ONE_LEARNER, address=server, zero_copy=True) as env:
        obs, infos = env.reset(seed=1)
        assert not obs["crops"].flags.writeable and not infos["action_mask"].flags.writeable
        before = obs["features"].copy()
        o1, *_ = env.step(none(env))
        np.testing.assert_array_equal(obs["features"], before)  # valid through the next step
        o2, *_ = env.step(none(env))
        assert np.shares_memory(obs["features"], o2["features"])  # the double buffer is reused


def test_seeds_do_not_depend_on_the_number_of_servers(server):
    """Six matches split over two servers play the same matches as on one,
    episode after episode (autoresets included), from an int seed, from the
    create seed (reset() without one) and from a list of match seeds."""
    kw = dict(num_envs=6, seats=["learner", "Random", "Demo", "Random"], config=SHORT, seed=4)
    with edagym.Server(transport="tcp") as other:
        with edagym.make_vec("orkisland", address=[server, other.address], **kw) as two, \
                edagym.make_vec("orkisland", address=server, **kw) as one:
            assert [r["num_envs"] for r in two.requests] == [3, 3]
            rng = np.random.default_rng(0)
            for seed in (7, None, [11, 12, 13, 14, 15, 16]):
                s1, s2 = one.reset(seed=seed), two.reset(seed=seed)
                np.testing.assert_array_equal(one.match_seeds, two.match_seeds)
                ends = 0
                for step in range(13):  # two episodes of 5 rounds and their autoresets
                    s1, s2 = step_alike(one, two, s1, s2, rng, f"seed {seed}, step {step}: ")
                    i1, i2 = s1[1], s2[1]
                    if "match" in i1:
                        np.testing.assert_array_equal(i1["match"]["seed"], i2["match"]["seed"])
                        assert len(set(i1["match"]["seed"].tolist())) == 6, "six different matches"
                        ends += 1
                assert ends == 2


def test_match_seeds_derive_from_the_reset_seed(server):
    """reset(seed=s) starts match i from derive_seed(s, i) (Go's
    env.DeriveSeed); the match records carry the seeds played."""
    with edagym.make_vec("orkisland", num_envs=3, seats=ONE_LEARNER, config={"nb_rounds": 1}, address=server) as env:
        _, infos = env.reset(seed=9)
        want = edagym.derive_seed(9, np.arange(3))
        np.testing.assert_array_equal(env.match_seeds, want)
        _, _, _, _, infos = env.step(np.full((3, env.slots), env.num_actions - 1))
        np.testing.assert_array_equal(infos["match"]["seed"], want)
        assert edagym.derive_seed(9, 2) == int(want[2])


def test_typed_errors(server):
    with pytest.raises(edagym.EdagymError) as e:
        edagym.make_vec("chess", num_envs=1, seats=ONE_LEARNER, address=server)
    assert e.value.type == "unknown_game"
    with pytest.raises(edagym.EdagymError) as e:
        edagym.make_vec("orkisland", num_envs=1, seats=["learner", "Nobody", "Null", "Null"], address=server)
    assert e.value.type == "bad_seat"
    with pytest.raises(edagym.EdagymError) as e:
        edagym.make_vec("orkisland", num_envs=1, seats=ONE_LEARNER, config={"nb_dragons": 1}, address=server)
    assert e.value.type == "bad_config"
    conn = edagym.Connection(server)
    try:
        env = conn.call("create", {"game": "orkisland", "num_envs": 2, "seats": ONE_LEARNER})
        with pytest.raises(edagym.EdagymError) as e:
            conn.call("step", {"env": env["env"], "actions": {"dtype": "int32", "shape": [2, 60], "data": bytes(480)}})
        assert e.value.type == "not_reset"
        conn.call("reset", {"env": env["env"], "seed": 1})
        with pytest.raises(edagym.EdagymError) as e:
            conn.call("step", {"env": env["env"], "actions": {"dtype": "int32", "shape": [60, 2], "data": bytes(480)}})
        assert e.value.type == "bad_shape"
        with pytest.raises(edagym.EdagymError) as e:
            conn.call("step", {"env": env["env"], "actions": {"dtype": "int32", "shape": [2, 60], "data": bytes(400)}})
        assert e.value.type == "bad_shape"
        with pytest.raises(edagym.EdagymError) as e:
            conn.call("launch", {})
        assert e.value.type == "bad_message"
        assert conn.call("close", {"env": env["env"]}) == {"env": env["env"]}
    finally:
        conn.close()


def test_spawns_and_stops_its_server(rng):
    env = edagym.make_vec("orkisland", num_envs=2, seats=ONE_LEARNER, config=SHORT)
    proc = env._servers[0].proc
    obs, infos = env.reset(seed=2)
    env.step(edagym.sample_masked(infos["action_mask"], rng))
    env.close()
    assert proc.poll() is not None, "the server outlived close()"
    env.close()  # idempotent
    with pytest.raises(RuntimeError):
        env.reset()


def test_binary_from_env_var(monkeypatch):
    path = edagym.find_binary()
    monkeypatch.setenv("EDAGYM_BIN", path)
    assert edagym.find_binary() == path
    monkeypatch.setenv("EDAGYM_BIN", os.path.join(os.path.dirname(path), "missing"))
    with pytest.raises(FileNotFoundError):
        edagym.find_binary()


def test_seats_as_one_string(server):
    """"learner,Random,Random,Random" is four seats (it was read as 31 one-letter names)."""
    with edagym.make_vec("orkisland", num_envs=2, seats="learner,Null, learner,Random", config=SHORT,
                         address=server) as env:
        assert env.agent_seats.tolist() == [0, 2, 0, 2]
        assert env.seat_names[0] == ["learner", "Null", "learner", "Random"]
    with edagym.make_vec("orkisland", num_envs=2, env_seats=["learner,Null,Null,Null", ["Demo", "learner", "Null", "Null"]],
                         config=SHORT, address=server) as env:
        assert env.agent_seats.tolist() == [0, 1]
    with pytest.raises(TypeError, match="not a player name"):
        edagym.make_vec("orkisland", num_envs=1, seats=["learner", 3, "Null", "Null"], address=server)


"""edagym through Gymnasium's and PettingZoo's own code: their checkers and
wrappers, unmodified (../shared/peers), on the real environments."""

import numpy as np
import pytest

import edagym
from conftest import SHORT, need_peers


@pytest.fixture(autouse=True)
def peers():
    need_peers()


def test_make_vec_needs_only_the_task_and_count(server, rng):
    """Like gymnasium.make_vec and EnvPool's make: one learner, three Random."""
    with edagym.make_vec("orkisland", num_envs=8, address=server) as env:
        assert env.num_envs == 8 and env.agent_seats.tolist() == [0] * 8
        obs, infos = env.reset(seed=1)
        env.step(edagym.sample_masked(infos["action_mask"], rng))


def test_real_gymnasium_vector_env(server):
    import gymnasium
    from gymnasium.vector.utils import batch_space

    with edagym.make_vec("orkisland", num_envs=3, config=SHORT, address=server) as env:
        assert isinstance(env, gymnasium.vector.VectorEnv)
        assert env.metadata["autoreset_mode"] == gymnasium.vector.AutoresetMode.NEXT_STEP
        assert env.observation_space == batch_space(env.single_observation_space, env.num_envs)
        assert env.action_space == batch_space(env.single_action_space, env.num_envs)
        obs, infos = env.reset(seed=2)
        assert env.observation_space.contains({k: np.asarray(v) for k, v in obs.items()})
        for _ in range(7):
            actions = env.action_space.sample()
            assert env.action_space.contains(actions)
            obs, *_ = env.step(actions)
            assert env.observation_space.contains({k: np.asarray(v) for k, v in obs.items()})


def test_record_episode_statistics(server, rng):
    """Gymnasium's vector wrapper counts the same returns and lengths as edagym."""
    from gymnasium.wrappers.vector import RecordEpisodeStatistics

    env = RecordEpisodeStatistics(edagym.make_vec("orkisland", num_envs=4, config=SHORT, address=server))
    try:
        obs, infos = env.reset(seed=3)
        done = 0
        for _ in range(12):
            obs, rew, term, trunc, infos = env.step(edagym.sample_masked(infos["action_mask"], rng))
            if "episode" in infos:
                ours, theirs = infos["match"], infos["episode"]
                mask = infos["_episode"]
                np.testing.assert_array_equal(mask, infos["_match"])
                np.testing.assert_allclose(theirs["r"][mask], ours["r"][mask], rtol=1e-5)
                np.testing.assert_array_equal(theirs["l"][mask], ours["l"][mask])
                done += mask.sum()
        assert done == 8 and env.episode_count == 8
    finally:
        env.close()


def test_pettingzoo_parallel_api(server):
    """PettingZoo's own parallel_api_test, with bots and in self-play."""
    import pettingzoo
    from pettingzoo.test import parallel_api_test

    for seats in (None, ["learner"] * 4):
        env = edagym.parallel_env("orkisland", seats=seats, config=SHORT, address=server)
        try:
            assert isinstance(env, pettingzoo.ParallelEnv)
            assert env.unwrapped is env
            parallel_api_test(env, num_cycles=50)
        finally:
            env.close()
    with edagym.parallel_env("orkisland", config=SHORT, address=server) as env:
        assert env.possible_agents == ["player_0"]


GAMES = ["orkisland", "dominator", "madmax", "moria"]


def test_clip_reward_and_in_place_wrappers(server, rng):
    """Gymnasium's vector wrappers that work in place (ClipReward writes each
    reward back into the array) run on the default, owned, arrays."""
    from gymnasium.wrappers.vector import ClipReward, RecordEpisodeStatistics

    env = RecordEpisodeStatistics(ClipReward(edagym.make_vec("orkisland", num_envs=3, config=SHORT, address=server),
                                             -0.01, 0.01))
    try:
        obs, infos = env.reset(seed=1)
        for _ in range(6):
            obs, rew, term, trunc, infos = env.step(edagym.sample_masked(infos["action_mask"], rng))
            assert (np.abs(rew) <= 0.01).all()
    finally:
        env.close()


def test_gymnasium_registration(server, rng):
    """import edagym registers edagym/<Game>-v0 for gymnasium.make_vec (the
    vector entry point: an edagym.VectorEnv) and gymnasium.make (edagym.Env,
    which passes Gymnasium's check_env, render modes included)."""
    import gymnasium
    from gymnasium.utils.env_checker import check_env

    assert set(edagym.IDS) <= set(gymnasium.registry)
    for env_id, game in edagym.IDS.items():
        with gymnasium.make_vec(env_id, num_envs=3, config=SHORT, address=server) as env:
            assert isinstance(env, edagym.VectorEnv) and env.spec_info["game"] == game and env.num_envs == 3
            assert env.spec is not None and env.spec.id == env_id
            obs, infos = env.reset(seed=1)
            env.step(env.action_space.sample(mask=infos["action_mask"]))
    env = gymnasium.make("edagym/Dominator-v0", config=SHORT, address=server, render_mode="ansi")
    try:
        assert isinstance(env.unwrapped, edagym.Env)
        check_env(env.unwrapped)
        obs, info = env.reset(seed=3)
        done, steps = False, 0
        while not done:
            obs, reward, term, trunc, info = env.step(env.action_space.sample(mask=info["action_mask"]))
            done, steps = term or trunc, steps + 1
        assert steps == SHORT["nb_rounds"] and "match" in info
        assert "round 5 of 5" in env.render()
    finally:
        env.close()
    sync = gymnasium.make_vec("edagym/Moria-v0", num_envs=2, vectorization_mode="sync", config=SHORT, address=server)
    try:  # Gymnasium's own vectorization of the single-agent Env
        obs, infos = sync.reset(seed=1)
        for _ in range(7):
            obs, *_ = sync.step(sync.action_space.sample())
    finally:
        sync.close()


def test_pettingzoo_checkers_with_masks(server):
    """PettingZoo's api_test (through parallel_to_aec), parallel_api_test with
    the mask in the observation (every action it samples is then allowed:
    the server reports none masked out), and parallel_seed_test."""
    from pettingzoo.test import api_test, parallel_api_test, parallel_seed_test

    for seats in (None, ["learner"] * 4):
        aec = edagym.aec_env("orkisland", seats=seats, config=SHORT, address=server)
        api_test(aec, num_cycles=12)
        aec.close()
        aec = edagym.aec_env("orkisland", seats=seats, config=SHORT, address=server, mask_in_obs=True)
        api_test(aec, num_cycles=12)
        aec.close()
    env = edagym.parallel_env("orkisland", seats=["learner", "Dummy", "learner", "Random"], config=SHORT,
                              address=server, mask_in_obs=True, warnings=True)
    warned, steps = [], [0]
    step = env._vec.step

    def spy(actions):
        out = step(actions)
        warned.extend(out[4]["warnings"])
        steps[0] += 1
        return out

    env._vec.step = spy
    try:
        assert "action_mask" in env.observation_space("player_0").spaces
        parallel_api_test(env, num_cycles=30)
    finally:
        env.close()
    assert steps[0] >= 10 and warned == [], warned[:3]
    parallel_seed_test(lambda: edagym.parallel_env("orkisland", seats=["learner", "Random", "learner", "Demo"],
                                                   config=SHORT, address=server), num_cycles=20)
    parallel_seed_test(lambda: edagym.parallel_env("dominator", config=SHORT, address=server, mask_in_obs=True),
                       num_cycles=20)


@pytest.mark.parametrize("game", GAMES)
def test_pettingzoo_max_cycles_and_render(game, server):
    """max_cycles_test takes PettingZoo's per-environment module shape
    (edagym.<game>_v0.parallel_env / .env); render_test every render mode."""
    from pettingzoo.test import max_cycles_test, render_test

    max_cycles_test(getattr(edagym, f"{game}_v0"))

    def make(render_mode=None):
        return edagym.aec_env(game, config=SHORT, address=server, render_mode=render_mode)

    render_test(make, custom_tests={"ansi": lambda text: text.startswith(f"{game} match 0, seed ") and
                                    "scores: player_0 (learner) " in text})

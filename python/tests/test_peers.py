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

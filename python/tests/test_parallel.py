import numpy as np
import pytest

import edagym
from conftest import SHORT


def test_self_play_parallel_env(server, rng):
    env = edagym.parallel_env("orkisland", seats=["learner"] * 4, config=SHORT, address=server)
    try:
        assert env.possible_agents == ["player_0", "player_1", "player_2", "player_3"]
        obs, infos = env.reset(seed=4)
        assert env.agents == env.possible_agents
        for ag in env.agents:
            assert env.observation_space(ag).contains({k: np.array(v) for k, v in obs[ag].items()})
            assert infos[ag]["action_mask"].shape == (env.action_space(ag).shape[0], 5)
        steps = 0
        while env.agents:
            actions = {ag: edagym.sample_masked(infos[ag]["action_mask"], rng) for ag in env.agents}
            obs, rew, term, trunc, infos = env.step(actions)
            steps += 1
            assert set(rew) == set(env.possible_agents)
        assert steps == 5 and all(term.values())
        places = sorted(infos[ag]["match"]["place"] for ag in env.possible_agents)
        assert abs(sum(places) - 10) < 1e-9
        with pytest.raises(RuntimeError):
            env.step({})
        env.reset(seed=4)
        with pytest.raises(KeyError):
            env.step({"player_0": np.zeros(60, np.int32)})
        with pytest.raises(KeyError):
            env.action_space("player_9")
    finally:
        env.close()


def test_parallel_env_with_bots(server):
    with edagym.parallel_env("orkisland", seats=["Dummy", "learner", "Null", "learner"], config=SHORT,
                             address=server) as env:
        assert env.possible_agents == ["player_1", "player_3"]
        obs, infos = env.reset(seed=1)
        assert set(obs) == {"player_1", "player_3"}

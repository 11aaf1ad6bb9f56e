"""One match as a PettingZoo ParallelEnv: one agent per learner seat."""

import numpy as np

from .vector import VectorEnv

try:  # pragma: no cover - pettingzoo is optional
    from pettingzoo.utils.env import ParallelEnv as _Base

    HAVE_PETTINGZOO = True
except ImportError:  # pragma: no cover - depends on the machine
    _Base = object
    HAVE_PETTINGZOO = False


class ParallelEnv(_Base):
    """A single match whose learner seats are agents "player_<seat>". With
    pettingzoo importable it is a pettingzoo.ParallelEnv (and passes its
    parallel_api_test); either way it follows PettingZoo's Parallel API:
    reset(seed) -> (observations, infos), step(actions) -> (observations,
    rewards, terminations, truncations, infos), all dicts keyed by agent.
    When the match ends every agent is terminated and agents becomes empty;
    call reset() to play again. infos[agent]["action_mask"] is the mask.

    Seats default to one learner and Random bots (["learner", "Random",
    "Random", "Random"]); seats=["learner"] * 4 is self-play."""

    metadata = {"render_modes": [], "is_parallelizable": True}
    render_mode = None

    def __init__(self, game, seats=None, **kwargs):
        self._vec = VectorEnv(game, num_envs=1, seats=seats, **kwargs)
        self.metadata = dict(self.metadata, name=f"edagym_{game}_v0")
        self.possible_agents = [f"player_{s}" for s in self._vec.agent_seats]
        self.agents = []
        self._obs_space = self._vec.single_observation_space
        self._act_space = self._vec.single_action_space
        self.observation_spaces = {a: self._obs_space for a in self.possible_agents}
        self.action_spaces = {a: self._act_space for a in self.possible_agents}

    @property
    def unwrapped(self):
        return self

    @property
    def num_agents(self):
        return len(self.agents)

    @property
    def max_num_agents(self):
        return len(self.possible_agents)

    def observation_space(self, agent):
        self._index(agent)
        return self._obs_space

    def action_space(self, agent):
        self._index(agent)
        return self._act_space

    def _index(self, agent):
        try:
            return self.possible_agents.index(agent)
        except ValueError:
            raise KeyError(f"no agent {agent!r} (agents: {self.possible_agents})") from None

    def _split(self, obs, infos, extra=None):
        o = {ag: {k: v[i] for k, v in obs.items()} for i, ag in enumerate(self.possible_agents)}
        inf = {ag: {"action_mask": infos["action_mask"][i]} for i, ag in enumerate(self.possible_agents)}
        if "_match" in infos:
            for i, ag in enumerate(self.possible_agents):
                if infos["_match"][i]:
                    inf[ag]["match"] = {k: v[i] for k, v in infos["match"].items()}
        if "warnings" in infos:
            for ag in inf:
                inf[ag]["warnings"] = infos["warnings"]
        return o, inf

    def reset(self, seed=None, options=None):
        obs, infos = self._vec.reset(seed=seed, options=options)
        self.agents = list(self.possible_agents)
        return self._split(obs, infos)

    def step(self, actions):
        if not self.agents:
            raise RuntimeError("the match is over (or never started): call reset()")
        missing = [ag for ag in self.agents if ag not in actions]
        if missing:
            raise KeyError(f"no actions for {missing}")
        batch = np.stack([np.asarray(actions[ag], dtype=np.int32).reshape(-1) for ag in self.possible_agents])
        obs, rew, term, trunc, infos = self._vec.step(batch)
        o, inf = self._split(obs, infos)
        rewards = {ag: float(rew[i]) for i, ag in enumerate(self.possible_agents)}
        terms = {ag: bool(term[i]) for i, ag in enumerate(self.possible_agents)}
        truncs = {ag: bool(trunc[i]) for i, ag in enumerate(self.possible_agents)}
        if any(terms.values()) or any(truncs.values()):
            self.agents = []
        return o, rewards, terms, truncs, inf

    def state(self):
        raise NotImplementedError("edagym observations are per player; there is no global state tensor")

    def close(self):
        self._vec.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def parallel_env(game, seats=None, **kwargs):
    """Make a ParallelEnv (PettingZoo's constructor name)."""
    return ParallelEnv(game, seats=seats, **kwargs)

"""One match as a PettingZoo ParallelEnv (one agent per learner seat), and
its AEC form."""

from __future__ import annotations

import copy
from typing import Any, Dict, List, Mapping, Optional, Tuple

import numpy as np

from .protocol import EdagymError
from .vector import RENDER_MODES, OnOneVector, Seats, VectorEnv

try:  # pragma: no cover - pettingzoo is optional
    from pettingzoo.utils.env import ParallelEnv as _Base

    HAVE_PETTINGZOO = True
except ImportError:  # pragma: no cover - depends on the machine
    _Base = object
    HAVE_PETTINGZOO = False


class ParallelEnv(OnOneVector, _Base):
    """A single match whose learner seats are agents "player_<seat>". With
    pettingzoo importable it is a pettingzoo.ParallelEnv (and passes its
    checkers); either way it follows PettingZoo's Parallel API: reset(seed)
    -> (observations, infos), step(actions) -> (observations, rewards,
    terminations, truncations, infos), all dicts keyed by agent. When the
    match ends every agent is terminated and agents becomes empty; call
    reset() to play again.

    infos[agent]["action_mask"] is the agent's mask, int8 [slots, actions];
    with mask_in_obs=True it is also observations[agent]["action_mask"]
    (PettingZoo's convention, which its checkers and tools look for).
    action_space(agent).sample(mask=...) takes it as it is. max_cycles
    truncates the match after that many steps. render_mode "ansi" or
    "human" (see VectorEnv.render).

    Seats default to one learner and Random bots (["learner", "Random",
    "Random", "Random"]); seats=["learner"] * 4 is self-play. The other
    keyword arguments are VectorEnv's (mode, reward, config, seed, address,
    warnings, zero_copy, ...)."""

    metadata: Dict[str, Any] = {"render_modes": RENDER_MODES, "is_parallelizable": True, "render_fps": 4}

    def __init__(self, game: str, seats: Optional[Seats] = None, mask_in_obs: bool = False,
                 max_cycles: Optional[int] = None, render_mode: Optional[str] = None, **kwargs: Any) -> None:
        self._vec = VectorEnv(game, num_envs=1, seats=seats, render_mode=render_mode, **kwargs)
        self.metadata = dict(self.metadata, name=f"edagym_{game}_v0")
        self.render_mode = render_mode
        self.mask_in_obs = bool(mask_in_obs)
        self.max_cycles = max_cycles
        self.possible_agents: List[str] = [f"player_{s}" for s in self._vec.agent_seats]
        self.agents: List[str] = []
        self.cycles = 0
        from . import spaces

        obs_space = spaces.observation_space(self._vec.spec_info, mask_in_obs=self.mask_in_obs)
        # One space object per agent: seeding one (PettingZoo's seed test
        # seeds agent i's with 42 + i) must not seed the others.
        self.observation_spaces = {a: copy.deepcopy(obs_space) for a in self.possible_agents}
        self.action_spaces = {a: copy.deepcopy(self._vec.single_action_space) for a in self.possible_agents}

    @property
    def unwrapped(self) -> "ParallelEnv":
        return self

    @property
    def num_agents(self) -> int:
        return len(self.agents)

    @property
    def max_num_agents(self) -> int:
        return len(self.possible_agents)

    def observation_space(self, agent: str) -> Any:
        self._index(agent)
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> Any:
        self._index(agent)
        return self.action_spaces[agent]

    def _index(self, agent: str) -> int:
        try:
            return self.possible_agents.index(agent)
        except ValueError:
            raise KeyError(f"no agent {agent!r} (agents: {self.possible_agents})") from None

    def _split(self, obs: Dict[str, np.ndarray], infos: Dict[str, Any]) -> Tuple[Dict[str, Any], Dict[str, Any]]:
        o: Dict[str, Any] = {}
        inf: Dict[str, Any] = {}
        for i, ag in enumerate(self.possible_agents):
            o[ag] = {k: v[i] for k, v in obs.items()}
            inf[ag] = {"action_mask": infos["action_mask"][i]}
            if self.mask_in_obs:
                o[ag]["action_mask"] = inf[ag]["action_mask"]
            if "_match" in infos and infos["_match"][i]:
                inf[ag]["match"] = {k: v[i] for k, v in infos["match"].items()}
            if "warnings" in infos:
                inf[ag]["warnings"] = infos["warnings"]
        return o, inf

    def reset(self, seed: Optional[int] = None, options: Optional[Mapping[str, Any]] = None) -> Tuple[Dict[str, Any], Dict[str, Any]]:
        obs, infos = self._vec.reset(seed=seed, options=options)
        self.agents = list(self.possible_agents)
        self.cycles = 0
        return self._split(obs, infos)

    def step(self, actions: Mapping[str, Any]) -> Tuple[Dict[str, Any], Dict[str, float], Dict[str, bool], Dict[str, bool], Dict[str, Any]]:
        """actions: {agent: integers [slots]} for every live agent. A missing
        agent is a KeyError; a wrong shape or dtype, or a value out of range,
        an EdagymError naming the agent and slot."""
        if not self.agents:
            raise RuntimeError("the match is over (or never started): call reset()")
        missing = [ag for ag in self.agents if ag not in actions]
        if missing:
            raise KeyError(f"no actions for {missing}")
        unknown = [ag for ag in actions if ag not in self.possible_agents]
        if unknown:
            raise KeyError(f"actions for {unknown}, which are not agents (agents: {self.possible_agents})")
        S, A = self._vec.slots, self._vec.num_actions
        batch = np.empty((len(self.possible_agents), S), np.int32)
        for i, ag in enumerate(self.possible_agents):
            a = np.asarray(actions[ag])
            if a.shape != (S,):
                raise EdagymError("bad_shape", f"actions[{ag!r}]: shape {a.shape}, want ({S},) (slots)")
            if a.dtype.kind not in "iu":
                raise EdagymError("bad_shape", f"actions[{ag!r}]: dtype {a.dtype}, want integers (int32): "
                                  f"floats are not rounded, use .astype(np.int32)")
            bad = np.flatnonzero((a < 0) | (a >= A))
            if bad.size:
                s = int(bad[0])
                raise EdagymError("bad_value", f"actions[{ag!r}][{s}] = {int(a[s])}: agent {ag}, slot {s}: "
                                  f"want 0..{A - 1} ({', '.join(self._vec.action_names)})")
            batch[i] = a
        obs, rew, term, trunc, infos = self._vec.step(batch)
        self.cycles += 1
        o, inf = self._split(obs, infos)
        rewards = {ag: float(rew[i]) for i, ag in enumerate(self.possible_agents)}
        terms = {ag: bool(term[i]) for i, ag in enumerate(self.possible_agents)}
        cut = self.max_cycles is not None and self.cycles >= self.max_cycles and not any(terms.values())
        truncs = {ag: bool(trunc[i]) or cut for i, ag in enumerate(self.possible_agents)}
        if any(terms.values()) or any(truncs.values()):
            self.agents = []
        return o, rewards, terms, truncs, inf

    def state(self) -> np.ndarray:
        raise NotImplementedError("edagym observations are per player; there is no global state tensor")


def parallel_env(game: str, seats: Optional[Seats] = None, **kwargs: Any) -> ParallelEnv:
    """Make a ParallelEnv (PettingZoo's constructor name)."""
    return ParallelEnv(game, seats=seats, **kwargs)


def aec_env(game: str, seats: Optional[Seats] = None, **kwargs: Any) -> Any:
    """The same match as a PettingZoo AECEnv (pettingzoo's parallel_to_aec
    over a ParallelEnv): agents act in turn, the round is played once every
    live agent has acted. Needs PettingZoo."""
    if not HAVE_PETTINGZOO:
        raise ImportError("aec_env needs PettingZoo (pip install pettingzoo)")
    from pettingzoo.utils.conversions import parallel_to_aec

    return parallel_to_aec(ParallelEnv(game, seats=seats, **kwargs))


class _GameModule:
    """PettingZoo's per-environment module shape, for one game:
    parallel_env(**kw), env(**kw) (the AEC form) and raw_env."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.__name__ = f"edagym.{game}_v0"

    def parallel_env(self, **kwargs: Any) -> ParallelEnv:
        return ParallelEnv(self.game, **kwargs)

    def env(self, **kwargs: Any) -> Any:
        return aec_env(self.game, **kwargs)

    raw_env = env

    def __repr__(self) -> str:
        return f"<edagym {self.game}_v0: parallel_env(), env()>"


orkisland_v0 = _GameModule("orkisland")
dominator_v0 = _GameModule("dominator")
madmax_v0 = _GameModule("madmax")
moria_v0 = _GameModule("moria")

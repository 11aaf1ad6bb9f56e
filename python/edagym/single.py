"""One match with one learner as a single-agent Gymnasium Env."""

from __future__ import annotations

from typing import Any, Dict, Mapping, Optional, Tuple

import numpy as np

from . import spaces
from .protocol import EdagymError
from .vector import RENDER_MODES, OnOneVector, Seats, VectorEnv, seat_list

if spaces.HAVE_GYMNASIUM:  # pragma: no cover - gymnasium is optional
    import gymnasium

    _Base: Any = gymnasium.Env
else:
    _Base = object


class Env(OnOneVector, _Base):
    """A single match in which one seat is the learner: a gymnasium.Env
    when Gymnasium is importable (what gymnasium.make("edagym/<Game>-v0")
    returns), with Gymnasium's API either way: reset(seed=) -> (obs, info),
    step(action) -> (obs, reward, terminated, truncated, info).

    obs is a dict of arrays ({"crops", "features", "unit_mask", "globals"}
    in units mode), info["action_mask"] the mask, int8 [slots, actions]
    (also obs["action_mask"] with mask_in_obs=True), which
    action_space.sample(mask=...) takes as it is. The match ends with
    terminated=True; call reset() to play another.

    Seats default to the learner against three Random bots; seats must hold
    exactly one "learner". The other keyword arguments are VectorEnv's."""

    metadata: Dict[str, Any] = {"render_modes": RENDER_MODES, "render_fps": 4}

    def __init__(self, game: str, seats: Optional[Seats] = None, mask_in_obs: bool = False,
                 render_mode: Optional[str] = None, **kwargs: Any) -> None:
        names = seat_list(seats)
        if names is not None and names.count("learner") != 1:
            raise ValueError(f"a single-agent Env needs exactly one learner seat, got {names}")
        self._vec = VectorEnv(game, num_envs=1, seats=names, render_mode=render_mode, **kwargs)
        self.render_mode = render_mode
        self.mask_in_obs = bool(mask_in_obs)
        self.observation_space = spaces.observation_space(self._vec.spec_info, mask_in_obs=self.mask_in_obs)
        self.action_space = self._vec.single_action_space
        self.seat = int(self._vec.agent_seats[0])
        self._done = True

    def _one(self, obs: Dict[str, np.ndarray], infos: Dict[str, Any]) -> Tuple[Dict[str, np.ndarray], Dict[str, Any]]:
        o = {k: v[0] for k, v in obs.items()}
        info: Dict[str, Any] = {"action_mask": infos["action_mask"][0]}
        if self.mask_in_obs:
            o["action_mask"] = info["action_mask"]
        if "_match" in infos and infos["_match"][0]:
            info["match"] = {k: v[0] for k, v in infos["match"].items()}
        if "warnings" in infos:
            info["warnings"] = infos["warnings"]
        return o, info

    def reset(self, *, seed: Optional[int] = None,
              options: Optional[Mapping[str, Any]] = None) -> Tuple[Dict[str, np.ndarray], Dict[str, Any]]:
        """Start a match: from seed (its match seed derives from it), or the
        create seed on the first reset and one more each time."""
        if spaces.HAVE_GYMNASIUM:
            super().reset(seed=seed)
        obs, infos = self._vec.reset(seed=seed, options=options)
        self._done = False
        return self._one(obs, infos)

    def step(self, action: Any) -> Tuple[Dict[str, np.ndarray], float, bool, bool, Dict[str, Any]]:
        """action: integers [slots], each 0..actions-1 (an action the mask
        refuses is played as "none")."""
        if self._done:
            raise RuntimeError("the match is over (or never started): call reset()")
        a = np.asarray(action)
        if a.shape != (self._vec.slots,):
            raise EdagymError("bad_shape", f"action: shape {a.shape}, want ({self._vec.slots},) (slots)")
        obs, rew, term, trunc, infos = self._vec.step(a[None])
        o, info = self._one(obs, infos)
        self._done = bool(term[0] or trunc[0])
        return o, float(rew[0]), bool(term[0]), bool(trunc[0]), info


def make(game: str, **kwargs: Any) -> Env:
    """Make a single-agent Env (one match, one learner); see Env."""
    return Env(game, **kwargs)

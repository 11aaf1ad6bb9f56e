"""A vectorized edagym environment with Gymnasium 1.x conventions."""

from __future__ import annotations

import mmap
import os
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

import numpy as np

from . import spaces
from .closing import Closing
from .protocol import DEFAULT_MAX_FRAME, Address, Connection, EdagymError, ProtocolError, Uninterruptible, tensor
from .server import Server

if spaces.HAVE_GYMNASIUM:  # pragma: no cover - gymnasium is optional
    import gymnasium

    _Base: Any = gymnasium.vector.VectorEnv
    try:
        _NEXT_STEP: Any = gymnasium.vector.AutoresetMode.NEXT_STEP
    except AttributeError:
        _NEXT_STEP = "next_step"
else:
    _Base = object
    _NEXT_STEP = "next_step"

Seats = Union[str, Sequence[str]]
Obs = Dict[str, np.ndarray]
Infos = Dict[str, Any]

#: render modes: "ansi" returns text, "human" prints it.
RENDER_MODES = ["ansi", "human"]


def _split(n: int, k: int) -> List[int]:
    """n items over k parts, as evenly as possible, the first ones larger."""
    return [n // k + (i < n % k) for i in range(k)]


def seat_list(seats: Optional[Seats], what: str = "seats") -> Optional[List[str]]:
    """A list of seat names: a list as it is, or "learner,Random,..." split
    at its commas (as `edagym bench env --seats` takes them)."""
    if seats is None:
        return None
    if isinstance(seats, str):
        return [s.strip() for s in seats.split(",")]
    out = list(seats)
    for s in out:
        if not isinstance(s, str):
            raise TypeError(f"{what}: {s!r} is not a player name (learner, Random, Dummy, nn:PATH, ...)")
    return out


_M64 = (1 << 64) - 1


def derive_seed(base: int, index: Any, episode: int = 0) -> Any:
    """The match seed of match index (an int or an int array) in episode
    `episode` from a base seed: Go's env.DeriveSeed (a splitmix64 hash of the
    three, cut to a non-negative int32), computed the same way."""
    with np.errstate(over="ignore"):
        idx = np.asarray(index, dtype=np.uint64)
        x = np.uint64(base & _M64) ^ (idx * np.uint64(0x9E3779B97F4A7C15)) ^ \
            np.uint64((episode * 0xBF58476D1CE4E5B9) & _M64)
        x = x + np.uint64(0x9E3779B97F4A7C15)
        x = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        x = (x ^ (x >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        x = x ^ (x >> np.uint64(31))
    out = (x & np.uint64(0x7FFFFFFF)).astype(np.int64)
    return int(out) if out.ndim == 0 else out


class VectorEnv(Closing, _Base):
    """num_matches matches of a game, each with the same number L of learner
    seats, stepped by one or more `edagym serve` servers.

    The batch holds one row per learner: num_envs = num_matches × L (this is
    Gymnasium's num_envs, the first dimension of every array). Agent a plays
    seat agent_seats[a] of match a // L. With several servers, matches are
    split over them in order, so agents are too; the same seeds give the
    same matches on any number of servers.

    Observations are a dict of numpy arrays, infos["action_mask"] int8
    [num_envs, slots, actions]. They are the caller's own: writable, never
    overwritten. zero_copy=True hands out read-only views of the server's
    shared memory (or of the received bytes) instead, without a copy; with
    shared memory a step's arrays then stay valid through the next step and
    are overwritten by the one after. Autoreset is next-step: the step after
    an episode ends resets that match, ignores its actions and returns its
    first observation with zero reward.

    Actions must be integers shaped [num_envs, slots] in 0..actions-1; an
    action the mask refuses is played as "none" (warnings=True lists each).

    Seats default to one learner and Random bots in the other seats
    (["learner", "Random", "Random", "Random"]); "learner,Random,..." as one
    string works too. token is the server's secret for servers started with
    one (default $EDAGYM_TOKEN).
    """

    metadata: Dict[str, Any] = {"autoreset_mode": _NEXT_STEP, "render_modes": RENDER_MODES, "render_fps": 4}

    def __init__(self, game: str, num_envs: int = 1, mode: str = "units", seats: Optional[Seats] = None,
                 env_seats: Optional[Sequence[Seats]] = None, reward: Optional[Mapping[str, Any]] = None,
                 seed: int = 0, workers: int = 0, config: Union[None, str, Mapping[str, Any]] = None,
                 address: Union[None, Address, Sequence[Address]] = None, transport: str = "unix",
                 warnings: bool = False, max_frame: Optional[int] = None, shm: Optional[bool] = None,
                 zero_copy: bool = False, token: Optional[str] = None, render_mode: Optional[str] = None) -> None:
        self.closed = False
        self.zero_copy = bool(zero_copy)
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode {render_mode!r}: want one of {RENDER_MODES} or None")
        self.render_mode = render_mode
        self._servers: List[Server] = []
        self._conns: List[Connection] = []
        self._ids: List[int] = []
        self._maps: List[Optional[mmap.mmap]] = []
        self._layouts: Dict[Any, Any] = {}
        if address is None:
            addresses: List[Any] = [None]
        elif isinstance(address, (list, tuple)) and not (len(address) == 2 and isinstance(address[1], int)):
            addresses = list(address)
        else:
            addresses = [address]
        if not isinstance(num_envs, (int, np.integer)) or num_envs < 1:
            raise ValueError(f"num_envs must be a positive number of matches, got {num_envs!r}")
        if not addresses or num_envs < len(addresses):
            raise ValueError(f"{num_envs} matches cannot be spread over {len(addresses)} servers")
        seat_names = seat_list(seats)
        env_seat_names = None
        if env_seats is not None:
            env_seat_names = [seat_list(s, f"env_seats[{i}]") for i, s in enumerate(env_seats)]
            if len(env_seat_names) != num_envs:
                raise ValueError(f"env_seats has {len(env_seat_names)} lists for {num_envs} matches")
        self.num_matches = int(num_envs)
        self.game = game
        if not isinstance(seed, (int, np.integer)) or seed < 0:
            raise ValueError(f"seed must be an int >= 0, got {seed!r}")
        self._base_request: Dict[str, Any] = {"game": game, "mode": mode, "seed": int(seed), "workers": int(workers)}
        if reward is not None:
            self._base_request["reward"] = dict(reward)
        if config is not None:
            self._base_request["config"] = config
        if warnings:
            self._base_request["warnings"] = True
        self.requests: List[Dict[str, Any]] = []
        self._first: List[int] = []
        try:
            counts = _split(self.num_matches, len(addresses))
            lo = 0
            for addr, n in zip(addresses, counts):
                if addr is None:
                    srv = Server(transport=transport, max_frame=max_frame, token=token)
                    self._servers.append(srv)
                    addr = srv.address
                conn = Connection(addr, max_frame=max_frame or DEFAULT_MAX_FRAME, token=token)
                self._conns.append(conn)
                req = dict(self._base_request, num_envs=n)
                if lo:
                    req["first"] = lo
                if shm or (shm is None and _local(addr)):
                    req["shm"] = True
                if env_seat_names is not None:
                    req["env_seats"] = env_seat_names[lo:lo + n]
                elif seat_names is not None:
                    req["seats"] = seat_names
                self._first.append(lo)
                lo += n
                self.requests.append(req)
            with Uninterruptible(self._break):
                for conn, req in zip(self._conns, self.requests):
                    conn.send("create", req)
                replies = [conn.recv()[1] for conn in self._conns]
            self._maps = [_map_shm(r.get("shm")) for r in replies]
        except BaseException:
            self.close()
            raise
        self._ids = [r["env"] for r in replies]
        self._agents = [r["num_agents"] for r in replies]
        first = replies[0]
        for r in replies[1:]:
            if r["spec"] != first["spec"]:
                self.close()
                raise ValueError("the servers disagree on the environment's spec")
        self.spec_info: Dict[str, Any] = first["spec"]
        self.learners_per_env: int = first["learners_per_env"]
        self.agent_seats = np.array([s for r in replies for s in r["learner_seats"]], dtype=np.int32)
        self.num_envs: int = sum(self._agents)
        self.slots: int = first["spec"]["slots"]
        self.num_actions: int = first["spec"]["actions"]
        self.action_names: List[str] = first["spec"]["action_names"]
        self.seat_names: List[List[str]] = self._seat_names(seat_names, env_seat_names, first["spec"]["players"])
        self.single_observation_space = spaces.observation_space(self.spec_info)
        self.single_action_space = spaces.action_space(self.spec_info)
        self.observation_space = spaces.batch(self.single_observation_space, self.num_envs)
        self.action_space = spaces.batch(self.single_action_space, self.num_envs)
        self._obs_names = [t["name"] for t in self.spec_info["obs"]]
        self._next_seed = int(seed)
        self._match_index = np.arange(self.num_matches)
        self.match_seeds: Optional[np.ndarray] = None

    def _seat_names(self, seats: Optional[List[str]], env_seats: Optional[List[Any]], players: int) -> List[List[str]]:
        if env_seats is not None:
            return [list(s) for s in env_seats]
        if seats is None:
            seats = ["learner"] + ["Random"] * (players - 1)
        return [list(seats) for _ in range(self.num_matches)]

    # Gymnasium API -------------------------------------------------------

    def reset(self, *, seed: Union[None, int, Sequence[int]] = None,
              options: Optional[Mapping[str, Any]] = None) -> Tuple[Obs, Infos]:
        """Start every match. seed: an int s (match i starts from a seed
        derived from s and i, its later episodes from that seed), a list
        with one match seed per match, or None (the create seed on the first
        reset, then one more each time). The same seeds give the same
        matches on any number of servers. options={"seeds": [...]} is the
        list form. Returns (obs, infos)."""
        self._check_open()
        if options and "seeds" in options:
            seed = options["seeds"]
        if seed is None:
            seed = self._next_seed
        if np.ndim(seed) == 0:
            if not isinstance(seed, (int, np.integer)) or int(seed) < 0:
                raise ValueError(f"seed must be an int >= 0, got {seed!r}")
            self._next_seed = int(seed) + 1
            seeds = derive_seed(int(seed), self._match_index, 0)
        else:
            seeds = np.asarray([int(s) for s in seed], dtype=np.int64)
            if len(seeds) != self.num_matches:
                raise ValueError(f"got {len(seeds)} seeds for {self.num_matches} matches")
            if ((seeds < 0) | (seeds > 0x7FFFFFFF)).any():
                raise ValueError("a match seed is 0..2147483647")
        self.match_seeds = seeds
        payloads = []
        for i, req, lo in zip(self._ids, self.requests, self._first):
            payloads.append({"env": i, "seeds": seeds[lo:lo + req["num_envs"]].tolist()})
        obs, _, _, _, infos = self._exchange("reset", payloads)
        return obs, infos

    def step(self, actions: Any) -> Tuple[Obs, np.ndarray, np.ndarray, np.ndarray, Infos]:
        """actions: integers [num_envs, slots], each 0..actions-1 (an action
        the mask refuses is played as "none"). Returns (obs, rewards,
        terminations, truncations, infos). A wrong shape or dtype, or a value
        out of range, raises EdagymError naming the agent and slot."""
        self._check_open()
        actions = self.check_actions(actions)
        return self._exchange("step", actions)

    def check_actions(self, actions: Any) -> np.ndarray:
        """actions as int32 [num_envs, slots], or EdagymError: a wrong shape,
        a dtype that is not an integer one (floats are refused, not rounded),
        or a value outside 0..actions-1 (checked before any narrowing, so
        2**33 is not taken for 0)."""
        a = np.asarray(actions)
        want = (self.num_envs, self.slots)
        if a.shape != want:
            raise EdagymError("bad_shape", f"actions: shape {a.shape}, want {want} (agents, slots)")
        if a.dtype.kind not in "iu":
            raise EdagymError("bad_shape", f"actions: dtype {a.dtype}, want integers (int32): "
                              f"floats are not rounded, use .astype(np.int32)")
        # One pass: seen as unsigned, a negative value is larger than any action.
        if a.size and a.view(a.dtype.str.replace("i", "u")).max() >= self.num_actions:
            bad = np.argwhere((a < 0) | (a >= self.num_actions))[0]
            raise EdagymError("bad_value", self._where(int(bad[0]), int(bad[1]), int(a[tuple(bad)])))
        return a if a.dtype == np.int32 and a.flags.c_contiguous else np.ascontiguousarray(a, dtype=np.int32)

    def _where(self, agent: int, slot: int, value: int) -> str:
        L = self.learners_per_env
        return (f"actions[{agent}, {slot}] = {value}: agent {agent} (seat {self.agent_seats[agent]} of match "
                f"{agent // L}), slot {slot}: want 0..{self.num_actions - 1} ({', '.join(self.action_names)})")

    def render(self) -> Optional[Tuple[str, ...]]:
        """With render_mode "ansi": one text per match (its round, seed and
        every player's score, then what its match file holds for the round);
        "human" prints them; None without a render_mode."""
        if self.render_mode is None:
            return None
        texts = self.render_text()
        if self.render_mode == "human":
            print("\n".join(texts), flush=True)
            return None
        return texts

    def render_text(self, index: Optional[int] = None) -> Tuple[str, ...]:
        """The text render of every match (or of match index)."""
        self._check_open()
        if self.match_seeds is None:
            raise RuntimeError("call reset() before render()")
        payloads: List[Optional[Dict[str, Any]]] = []
        for i, req, lo in zip(self._ids, self.requests, self._first):
            if index is None:
                payloads.append({"env": i})
            elif lo <= index < lo + req["num_envs"]:
                payloads.append({"env": i, "index": index - lo})
            else:
                payloads.append(None)
        if index is not None and all(p is None for p in payloads):
            raise IndexError(f"no match {index} (there are {self.num_matches})")
        with Uninterruptible(self._break):
            sent = []
            for conn, p in zip(self._conns, payloads):
                if p is not None:
                    conn.send("render", p)
                    sent.append(conn)
            replies = [conn.recv()[1] for conn in sent]
        texts = []
        for r, lo in zip(replies, [lo for lo, p in zip(self._first, payloads) if p is not None]):
            for m in r["matches"]:
                texts.append(self._describe(lo + m["index"], m))
        return tuple(texts)

    def _describe(self, match: int, m: Dict[str, Any]) -> str:
        names = self.seat_names[match]
        scores = ", ".join(f"player_{p} ({names[p]}) {s}" for p, s in enumerate(m["scores"]))
        return (f"{self.game} match {match}, seed {m['seed']}, round {m['round']} of {m['rounds']}\n"
                f"scores: {scores}\n{m['text']}")

    def close(self, **kwargs: Any) -> None:
        if getattr(self, "closed", True) and not getattr(self, "_conns", None):
            return
        for conn in self._conns:
            conn.close()
        # Arrays handed out may still view the maps: let them keep the memory.
        self._maps = []
        self._layouts = {}
        for srv in self._servers:
            srv.stop()
        self._conns, self._servers = [], []
        self.closed = True

    # helpers ---------------------------------------------------------------

    def sample_actions(self, mask: Any, rng: np.random.Generator) -> np.ndarray:
        """Uniformly random allowed actions for every agent and slot."""
        return spaces.sample_masked(mask, rng)

    def _check_open(self) -> None:
        if self.closed:
            raise RuntimeError("the environment is closed")

    def _break(self) -> None:
        for conn in self._conns:
            conn.mark_broken()

    def _exchange(self, kind: str, payloads: Any) -> Tuple[Obs, np.ndarray, np.ndarray, np.ndarray, Infos]:
        """Send a reset (payloads, one per server) or a step (the actions)
        to every server and gather the replies, Ctrl-C held back meanwhile."""
        with Uninterruptible(self._break):
            if kind == "step":
                lo = 0
                for conn, i, n in zip(self._conns, self._ids, self._agents):
                    conn.send_tensor("step", {"env": i}, payloads[lo:lo + n])
                    lo += n
            else:
                for conn, p in zip(self._conns, payloads):
                    conn.send(kind, p)
            replies = []
            for conn in self._conns:
                got, r = conn.recv()
                if got != kind:
                    raise ProtocolError(f"sent {kind}, got a {got} reply")
                replies.append(r)
        return self._gather(replies)

    def _gather(self, replies: List[Any]) -> Tuple[Obs, np.ndarray, np.ndarray, np.ndarray, Infos]:
        parts = [self._unpack(r, m) for r, m in zip(replies, self._maps)]
        if len(parts) == 1:
            obs, rew, term, trunc, infos, final, episodes = parts[0]
        else:
            obs = {k: np.concatenate([p[0][k] for p in parts]) for k in self._obs_names}
            rew, term, trunc = (np.concatenate([p[i] for p in parts]) for i in (1, 2, 3))
            infos = {"action_mask": np.concatenate([p[4]["action_mask"] for p in parts])}
            if "warnings" in parts[0][4]:
                infos["warnings"] = [w for p in parts for w in p[4]["warnings"]]
            final = np.concatenate([p[5] for p in parts])
            episodes, lo = [], 0
            for p, n in zip(parts, self._agents):
                for e in p[6]:
                    episodes.append(dict(e, agent=e["agent"] + lo))
                lo += n
            if self.zero_copy:
                for a in [rew, term, trunc, infos["action_mask"], *obs.values()]:
                    a.flags.writeable = False
        if episodes:
            infos.update(self._episode_infos(final, episodes))
        return obs, rew, term, trunc, infos

    def _unpack(self, r: Dict[str, Any], mem: Optional[mmap.mmap]) -> Tuple[Any, ...]:
        tensors = [*r["obs"].values(), r["action_mask"], r["reward"], r["terminated"], r["truncated"], r["final"]]
        if mem is None:
            arrays = [tensor(t) for t in tensors]
            if not self.zero_copy:  # received bytes are read-only
                arrays = [a.copy() for a in arrays]
        else:
            # A batch's place in the shared memory is one of two, fixed: its
            # layout is worked out once per place.
            key = (id(mem), tensors[0]["offset"])
            layout = self._layouts.get(key)
            if layout is None:
                lo = min(t["offset"] for t in tensors)
                hi = max(t["offset"] + t["nbytes"] for t in tensors)
                parts = [(t["offset"] - lo, t["nbytes"], np.dtype(t["dtype"]), tuple(t["shape"])) for t in tensors]
                views = [np.frombuffer(mem, dt, n // dt.itemsize, lo + at).reshape(shape)
                         for at, n, dt, shape in parts]
                layout = self._layouts[key] = (lo, hi, parts, views)
            lo, hi, parts, views = layout
            if self.zero_copy:  # the same read-only views, every other step
                arrays = list(views)
            else:  # one copy of the whole batch, which the arrays then view
                own = np.empty(hi - lo, np.uint8)
                own[:] = np.frombuffer(mem, np.uint8, hi - lo, lo)
                arrays = [own[at:at + n].view(dt).reshape(shape) for at, n, dt, shape in parts]
        n = len(r["obs"])
        obs = dict(zip(r["obs"].keys(), arrays[:n]))
        mask, rew, term, trunc, final = arrays[n:]
        infos: Infos = {"action_mask": mask.view(spaces.MASK_DTYPE)}
        if "warnings" in r:
            infos["warnings"] = r["warnings"]
        return obs, rew, term, trunc, infos, final, r["episodes"]

    def _episode_infos(self, final: np.ndarray, episodes: List[Dict[str, Any]]) -> Infos:
        """Gymnasium's vector info layout, arrays over agents plus a "_" mask,
        under "match": "episode" is left to Gymnasium's RecordEpisodeStatistics,
        which refuses to overwrite it."""
        n, players = self.num_envs, len(episodes[0]["scores"])
        ep = {"r": np.zeros(n, np.float64), "l": np.zeros(n, np.int32), "place": np.zeros(n, np.float64),
              "scores": np.zeros((n, players), np.int32), "seat": np.zeros(n, np.int32), "seed": np.zeros(n, np.int32)}
        for e in episodes:
            a = e["agent"]
            ep["r"][a], ep["l"][a], ep["place"][a] = e["return"], e["length"], e["place"]
            ep["scores"][a], ep["seat"][a], ep["seed"][a] = e["scores"], e["seat"], e["seed"]
        ep["return"], ep["length"] = ep["r"], ep["l"]
        return {"match": ep, "_match": np.array(final, dtype=bool)}

    def __repr__(self) -> str:
        return (f"edagym.VectorEnv({self.spec_info['game']}, {self.spec_info['mode']}, "
                f"{self.num_matches} matches × {self.learners_per_env} learners = {self.num_envs} agents)")


def _local(address: Any) -> bool:
    """Whether a server address is on this machine (shared memory works)."""
    if address is None or isinstance(address, tuple):
        return address is None or address[0] in ("127.0.0.1", "localhost", "::1")
    if address.startswith("unix:") or address.startswith("/"):
        return True
    host = address.rpartition(":")[0].strip("[]")
    return host in ("127.0.0.1", "localhost", "::1")


def _map_shm(info: Optional[Dict[str, Any]]) -> Optional[mmap.mmap]:
    """Map a server's shared-memory batch file read-only, then remove its name."""
    if info is None:
        return None
    with open(info["path"], "rb") as f:
        mem = mmap.mmap(f.fileno(), info["size"], access=mmap.ACCESS_READ)
    try:
        os.unlink(info["path"])
    except OSError:
        pass
    return mem


class OnOneVector(Closing):
    """What Env and ParallelEnv share over the one-match VectorEnv they wrap
    (self._vec): rendering it, closing it, and closing on leaving a with
    block."""

    _vec: VectorEnv
    render_mode: Optional[str]

    def render(self) -> Optional[str]:
        """With render_mode "ansi", the match as text (round, seed, scores
        and its match file's round); "human" prints it; None otherwise."""
        if self.render_mode is None:
            return None
        (text,) = self._vec.render_text()
        if self.render_mode == "human":
            print(text, flush=True)
            return None
        return text

    def close(self) -> None:
        self._vec.close()


def make_vec(game: str, num_envs: int = 1, **kwargs: Any) -> VectorEnv:
    """Make a VectorEnv; see VectorEnv for the arguments. num_envs is the
    number of matches; the returned env's num_envs counts agents."""
    return VectorEnv(game, num_envs=num_envs, **kwargs)

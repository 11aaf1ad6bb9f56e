"""A vectorized edagym environment with Gymnasium 1.x conventions."""

import mmap
import os

import numpy as np

from . import spaces
from .protocol import DEFAULT_MAX_FRAME, Connection, Uninterruptible, tensor
from .server import Server

if spaces.HAVE_GYMNASIUM:  # pragma: no cover - gymnasium is optional
    import gymnasium

    _Base = gymnasium.vector.VectorEnv
    try:
        _NEXT_STEP = gymnasium.vector.AutoresetMode.NEXT_STEP
    except AttributeError:
        _NEXT_STEP = "next_step"
else:
    _Base = object
    _NEXT_STEP = "next_step"


def _split(n, k):
    """n items over k parts, as evenly as possible, the first ones larger."""
    return [n // k + (i < n % k) for i in range(k)]


class VectorEnv(_Base):
    """num_matches matches of a game, each with the same number L of learner
    seats, stepped by one or more `edagym serve` servers.

    The batch holds one row per learner: num_envs = num_matches × L (this is
    Gymnasium's num_envs, the first dimension of every array). Agent a plays
    seat agent_seats[a] of match a // L. With several servers, matches are
    split over them in order, so agents are too.

    Observations are a dict of read-only numpy arrays viewing the received
    bytes (or, with a local server, the shared-memory buffers, valid through
    the next step; copy=True gives arrays of your own); infos["action_mask"] is uint8 [num_envs, slots, actions]. Autoreset
    is next-step: the step after an episode ends resets that match, ignores its
    actions and returns its first observation with zero reward.

    Seats default to one learner and Random bots in the other seats
    (["learner", "Random", "Random", "Random"]). token is the server's
    secret for servers started with one (default $EDAGYM_TOKEN).
    """

    metadata = {"autoreset_mode": _NEXT_STEP, "render_modes": []}
    render_mode = None

    def __init__(self, game, num_envs=1, mode="units", seats=None, env_seats=None, reward=None,
                 seed=0, workers=0, config=None, address=None, transport="unix", warnings=False,
                 max_frame=None, shm=None, copy=False, token=None):
        self.closed = False
        self.copy = copy
        self._servers, self._conns, self._ids, self._maps = [], [], [], []
        if address is None:
            addresses = [None]
        elif isinstance(address, (list, tuple)) and not (len(address) == 2 and isinstance(address[1], int)):
            addresses = list(address)
        else:
            addresses = [address]
        if not addresses or num_envs < len(addresses):
            raise ValueError(f"{num_envs} matches cannot be spread over {len(addresses)} servers")
        if env_seats is not None and len(env_seats) != num_envs:
            raise ValueError(f"env_seats has {len(env_seats)} lists for {num_envs} matches")
        self.num_matches = num_envs
        self._base_request = {"game": game, "mode": mode, "seed": int(seed), "workers": int(workers)}
        if reward is not None:
            self._base_request["reward"] = dict(reward)
        if config is not None:
            self._base_request["config"] = config
        if warnings:
            self._base_request["warnings"] = True
        self.requests = []
        try:
            counts = _split(num_envs, len(addresses))
            lo = 0
            for addr, n in zip(addresses, counts):
                if addr is None:
                    srv = Server(transport=transport, max_frame=max_frame, token=token)
                    self._servers.append(srv)
                    addr = srv.address
                conn = Connection(addr, max_frame=max_frame or DEFAULT_MAX_FRAME, token=token)
                self._conns.append(conn)
                req = dict(self._base_request, num_envs=n)
                if shm or (shm is None and _local(addr)):
                    req["shm"] = True
                if env_seats is not None:
                    req["env_seats"] = [list(s) for s in env_seats[lo:lo + n]]
                elif seats is not None:
                    req["seats"] = list(seats)
                lo += n
                self.requests.append(req)
            for conn, req in zip(self._conns, self.requests):
                conn.send("create", req)
            replies = [conn.recv()[1] for conn in self._conns]
        except BaseException:
            self.close()
            raise
        try:
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
        self.spec_info = first["spec"]
        self.learners_per_env = first["learners_per_env"]
        self.agent_seats = np.array([s for r in replies for s in r["learner_seats"]], dtype=np.int32)
        self.num_envs = sum(self._agents)
        self.slots = first["spec"]["slots"]
        self.num_actions = first["spec"]["actions"]
        self.action_names = first["spec"]["action_names"]
        self.single_observation_space = spaces.observation_space(self.spec_info)
        self.single_action_space = spaces.action_space(self.spec_info)
        self.observation_space = spaces.batch(self.single_observation_space, self.num_envs)
        self.action_space = spaces.batch(self.single_action_space, self.num_envs)
        self._obs_names = [t["name"] for t in self.spec_info["obs"]]
        self._resets = 0

    # Gymnasium API -------------------------------------------------------

    def reset(self, *, seed=None, options=None):
        """Start every match. seed: an int (server k of several gets seed + k),
        a list with one match seed per match, or None (the create seed on the
        first reset, then one more each time). Returns (obs, infos)."""
        self._check_open()
        if options and "seeds" in options:
            seed = options["seeds"]
        payloads = []
        if seed is None:
            payloads = [{"env": i} for i in self._ids]
        elif np.ndim(seed) == 0:
            payloads = [{"env": i, "seed": int(seed) + k} for k, i in enumerate(self._ids)]
        else:
            seeds = [int(s) for s in seed]
            if len(seeds) != self.num_matches:
                raise ValueError(f"got {len(seeds)} seeds for {self.num_matches} matches")
            lo = 0
            for i, req in zip(self._ids, self.requests):
                payloads.append({"env": i, "seeds": seeds[lo:lo + req["num_envs"]]})
                lo += req["num_envs"]
        with Uninterruptible(self._break):  # Ctrl-C waits for the replies
            for conn, p in zip(self._conns, payloads):
                conn.send("reset", p)
            replies = [conn.recv()[1] for conn in self._conns]
        obs, _, _, _, infos = self._gather(replies)
        return obs, infos

    def step(self, actions):
        """actions: int array [num_envs, slots]. Returns (obs, rewards,
        terminations, truncations, infos)."""
        self._check_open()
        actions = np.asarray(actions)
        if actions.shape != (self.num_envs, self.slots):
            actions = actions.reshape(self.num_envs, self.slots)
        if actions.dtype != np.int32:
            actions = actions.astype(np.int32)
        with Uninterruptible(self._break):  # Ctrl-C waits for the replies
            lo = 0
            for conn, i, n in zip(self._conns, self._ids, self._agents):
                conn.send_tensor("step", {"env": i}, actions[lo:lo + n])
                lo += n
            replies = [conn.recv()[1] for conn in self._conns]
        return self._gather(replies)

    def _break(self):
        for conn in self._conns:
            conn.mark_broken()

    def close(self, **kwargs):
        if getattr(self, "closed", True) and not getattr(self, "_conns", None):
            return
        for conn in self._conns:
            conn.close()
        # Arrays handed out may still view the maps: let them keep the memory.
        self._maps = []
        for srv in self._servers:
            srv.stop()
        self._conns, self._servers = [], []
        self.closed = True

    # helpers ---------------------------------------------------------------

    def sample_actions(self, mask, rng):
        """Uniformly random allowed actions for every agent and slot."""
        return spaces.sample_masked(mask, rng)

    def _check_open(self):
        if self.closed:
            raise RuntimeError("the environment is closed")

    def _gather(self, replies):
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
        if episodes:
            infos.update(self._episode_infos(final, episodes))
        return obs, rew, term, trunc, infos

    def _unpack(self, r, mem):
        if mem is None:
            get = tensor
        else:
            def get(t):
                dt = np.dtype(t["dtype"])
                a = np.frombuffer(mem, dtype=dt, count=t["nbytes"] // dt.itemsize, offset=t["offset"]).reshape(t["shape"])
                return a.copy() if self.copy else a
        obs = {k: get(t) for k, t in r["obs"].items()}
        infos = {"action_mask": get(r["action_mask"])}
        if "warnings" in r:
            infos["warnings"] = r["warnings"]
        return (obs, get(r["reward"]), get(r["terminated"]), get(r["truncated"]), infos,
                get(r["final"]), r["episodes"])

    def _episode_infos(self, final, episodes):
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

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    def __repr__(self):
        return (f"edagym.VectorEnv({self.spec_info['game']}, {self.spec_info['mode']}, "
                f"{self.num_matches} matches × {self.learners_per_env} learners = {self.num_envs} agents)")


def _local(address):
    """Whether a server address is on this machine (shared memory works)."""
    if address is None or isinstance(address, tuple):
        return address is None or address[0] in ("127.0.0.1", "localhost", "::1")
    if address.startswith("unix:") or address.startswith("/"):
        return True
    host = address.rpartition(":")[0].strip("[]")
    return host in ("127.0.0.1", "localhost", "::1")


def _map_shm(info):
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


def make_vec(game, num_envs=1, **kwargs):
    """Make a VectorEnv; see VectorEnv for the arguments. num_envs is the
    number of matches; the returned env's num_envs counts agents."""
    return VectorEnv(game, num_envs=num_envs, **kwargs)

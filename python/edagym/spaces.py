"""Observation and action spaces: gymnasium.spaces when gymnasium is
importable, else small stand-ins with the same names and basic methods."""

import numpy as np

try:  # pragma: no cover - gymnasium is optional
    import gymnasium
    from gymnasium import spaces as _gs
    from gymnasium.vector.utils import batch_space as _batch_space

    HAVE_GYMNASIUM = True
except ImportError:  # pragma: no cover - depends on the machine
    gymnasium = None
    HAVE_GYMNASIUM = False


class Box:
    """A box of numbers: low and high bounds, a shape and a dtype."""

    def __init__(self, low, high, shape, dtype):
        self.shape = tuple(shape)
        self.dtype = np.dtype(dtype)
        self.low = np.full(self.shape, low, dtype=self.dtype)
        self.high = np.full(self.shape, high, dtype=self.dtype)

    def sample(self, rng=None):
        rng = rng or np.random.default_rng()
        if self.dtype.kind == "f":
            return rng.standard_normal(self.shape).astype(self.dtype)
        return rng.integers(self.low, self.high, endpoint=True, dtype=self.dtype)

    def contains(self, x):
        x = np.asarray(x)
        return x.shape == self.shape and bool(np.all(x >= self.low) and np.all(x <= self.high))

    def __repr__(self):
        return f"Box({self.low.flat[0] if self.low.size else ''}, {self.high.flat[0] if self.high.size else ''}, {self.shape}, {self.dtype})"


class MultiDiscrete:
    """Several discrete choices: choice i is one of nvec[i] values."""

    def __init__(self, nvec, dtype=np.int32):
        self.nvec = np.asarray(nvec, dtype=np.int64)
        self.shape = self.nvec.shape
        self.dtype = np.dtype(dtype)

    def sample(self, rng=None, mask=None):
        """A uniform choice per position; with mask (shape + (n,)), among the allowed ones."""
        rng = rng or np.random.default_rng()
        if mask is not None:
            return sample_masked(mask, rng).astype(self.dtype)
        return (rng.random(self.shape) * self.nvec).astype(self.dtype)

    def contains(self, x):
        x = np.asarray(x)
        return x.shape == self.shape and bool(np.all(x >= 0) and np.all(x < self.nvec))

    def __repr__(self):
        return f"MultiDiscrete({self.nvec.tolist() if self.nvec.size <= 8 else f'shape {self.shape}, n {int(self.nvec.flat[0])}'})"


class Dict:
    """A dict of named spaces."""

    def __init__(self, spaces):
        self.spaces = dict(spaces)

    def __getitem__(self, key):
        return self.spaces[key]

    def keys(self):
        return self.spaces.keys()

    def items(self):
        return self.spaces.items()

    def sample(self, rng=None):
        return {k: s.sample(rng) for k, s in self.spaces.items()}

    def contains(self, x):
        return isinstance(x, dict) and x.keys() == self.spaces.keys() and all(s.contains(x[k]) for k, s in self.spaces.items())

    def __repr__(self):
        return "Dict(" + ", ".join(f"{k}: {s!r}" for k, s in self.spaces.items()) + ")"


_tables = {}


def _choice_table(n):
    """For every n-bit mask: how many actions it allows (float32) and, per
    rank k, the k-th allowed action (the last allowed one past the end)."""
    if n not in _tables:
        counts = np.zeros(1 << n, np.float32)
        table = np.full((1 << n, n + 1), n - 1, np.int32)
        for bits in range(1 << n):
            idx = [i for i in range(n) if bits >> i & 1]
            counts[bits] = len(idx)
            if idx:
                table[bits, :len(idx)] = idx
                table[bits, len(idx):] = idx[-1]
        _tables[n] = counts, table, (1 << np.arange(n)).astype(np.uint8)
    return _tables[n]


def sample_masked(mask, rng):
    """A uniformly random allowed action per slot, vectorized: mask is
    [..., n] of 0/1; a slot with nothing allowed gets n-1 (the engine's
    "none" in every edagym game). Returns int32 [...]."""
    mask = np.asarray(mask)
    n = mask.shape[-1]
    if n <= 8 and mask.dtype == np.uint8:
        counts, table, weights = _choice_table(n)
        bits = mask @ weights
        k = (rng.random(bits.shape, dtype=np.float32) * counts[bits]).astype(np.int32)
        return table[bits, k]
    u = rng.random(mask.shape, dtype=np.float32) + np.float32(1e-6)
    u *= mask
    a = u.argmax(axis=-1).astype(np.int32)
    a[u.max(axis=-1) == 0] = mask.shape[-1] - 1
    return a


def _bounds(dtype):
    dtype = np.dtype(dtype)
    if dtype.kind == "f":
        return -np.inf, np.inf
    if dtype.kind == "b":
        return 0, 1
    info = np.iinfo(dtype)
    return info.min, info.max


def observation_space(spec):
    """The per-agent observation space of a spec: a Dict of Boxes."""
    boxes = {}
    for t in spec["obs"]:
        low, high = _bounds(t["dtype"])
        if t["name"].endswith("mask") and np.dtype(t["dtype"]) == np.uint8:
            high = 1
        if HAVE_GYMNASIUM:
            boxes[t["name"]] = _gs.Box(low, high, tuple(t["shape"]), np.dtype(t["dtype"]))
        else:
            boxes[t["name"]] = Box(low, high, t["shape"], t["dtype"])
    return _gs.Dict(boxes) if HAVE_GYMNASIUM else Dict(boxes)


def action_space(spec):
    """The per-agent action space: one of `actions` choices per slot."""
    nvec = np.full(spec["slots"], spec["actions"], dtype=np.int64)
    if HAVE_GYMNASIUM:
        return _gs.MultiDiscrete(nvec, dtype=np.int32)
    return MultiDiscrete(nvec, dtype=np.int32)


def batch(space, n):
    """The space of n stacked samples of space."""
    if HAVE_GYMNASIUM:
        return _batch_space(space, n)
    if isinstance(space, Dict):
        return Dict({k: batch(s, n) for k, s in space.items()})
    if isinstance(space, Box):
        b = Box(0, 0, (n,) + space.shape, space.dtype)
        b.low = np.broadcast_to(space.low, b.shape).copy()
        b.high = np.broadcast_to(space.high, b.shape).copy()
        return b
    if isinstance(space, MultiDiscrete):
        return MultiDiscrete(np.broadcast_to(space.nvec, (n,) + space.shape), space.dtype)
    raise TypeError(f"cannot batch {space!r}")

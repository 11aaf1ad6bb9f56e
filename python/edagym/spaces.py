"""Observation and action spaces: gymnasium.spaces when gymnasium is
importable, else small stand-ins with the same names and basic methods;
and the mask helpers (sampling, NaN-free masked logits)."""

from __future__ import annotations

from typing import Any, Dict as TDict, Mapping, Optional, Tuple

import numpy as np

try:  # pragma: no cover - gymnasium is optional
    import gymnasium
    from gymnasium import spaces as _gs
    from gymnasium.vector.utils import batch_space as _batch_space

    HAVE_GYMNASIUM = True
except ImportError:  # pragma: no cover - depends on the machine
    gymnasium = None
    HAVE_GYMNASIUM = False

#: The dtype of every action mask the client hands out: int8, 1 where the
#: engine accepts the action, the dtype Gymnasium's sample(mask=...) takes.
MASK_DTYPE = np.dtype(np.int8)


class Box:
    """A box of numbers: low and high bounds, a shape and a dtype."""

    def __init__(self, low: Any, high: Any, shape: Tuple[int, ...], dtype: Any) -> None:
        self.shape = tuple(shape)
        self.dtype = np.dtype(dtype)
        self.low = np.full(self.shape, low, dtype=self.dtype)
        self.high = np.full(self.shape, high, dtype=self.dtype)

    def sample(self, rng: Optional[np.random.Generator] = None) -> np.ndarray:
        rng = rng or np.random.default_rng()
        if self.dtype.kind == "f":
            return rng.standard_normal(self.shape).astype(self.dtype)
        return rng.integers(self.low, self.high, endpoint=True, dtype=self.dtype)

    def contains(self, x: Any) -> bool:
        x = np.asarray(x)
        return x.shape == self.shape and bool(np.all(x >= self.low) and np.all(x <= self.high))

    def __repr__(self) -> str:
        return f"Box({self.low.flat[0] if self.low.size else ''}, {self.high.flat[0] if self.high.size else ''}, {self.shape}, {self.dtype})"


def _sample_with_mask(shape: Tuple[int, ...], n: int, mask: Any, rng: np.random.Generator) -> np.ndarray:
    """sample(mask=...) of the action spaces: mask [..., n] (an array, or
    Gymnasium's tuple of per-slot arrays) of 0/1."""
    if isinstance(mask, tuple):
        mask = np.stack([np.asarray(m) for m in mask])
    mask = np.asarray(mask)
    if mask.shape != tuple(shape) + (n,):
        raise ValueError(f"mask of shape {mask.shape} for actions of shape {tuple(shape)}: want {tuple(shape) + (n,)}")
    return sample_masked(mask, rng)


class _StandInMultiDiscrete:
    """Several discrete choices: choice i is one of nvec[i] values."""

    def __init__(self, nvec: Any, dtype: Any = np.int32, seed: Optional[int] = None) -> None:
        self.nvec = np.asarray(nvec, dtype=np.int64)
        self.shape = self.nvec.shape
        self.dtype = np.dtype(dtype)
        self.np_random = np.random.default_rng(seed)

    def seed(self, seed: Optional[int] = None) -> None:
        self.np_random = np.random.default_rng(seed)

    def sample(self, mask: Any = None) -> np.ndarray:
        """A uniform choice per position; with mask (shape + (n,)), among the
        allowed ones ("none", the last action, where nothing is allowed)."""
        if mask is not None:
            return _sample_with_mask(self.shape, int(self.nvec.flat[0]), mask, self.np_random).astype(self.dtype)
        return (self.np_random.random(self.shape) * self.nvec).astype(self.dtype)

    def contains(self, x: Any) -> bool:
        x = np.asarray(x)
        return x.shape == self.shape and x.dtype.kind in "iu" and bool(np.all(x >= 0) and np.all(x < self.nvec))

    def __eq__(self, other: Any) -> bool:
        return isinstance(other, _StandInMultiDiscrete) and self.dtype == other.dtype and \
            np.array_equal(self.nvec, other.nvec)

    def __repr__(self) -> str:
        return f"MultiDiscrete({self.nvec.tolist() if self.nvec.size <= 8 else f'shape {self.shape}, n {int(self.nvec.flat[0])}'})"


if HAVE_GYMNASIUM:  # pragma: no cover - gymnasium is optional

    class MultiDiscrete(_gs.MultiDiscrete):  # type: ignore[misc]
        """gymnasium.spaces.MultiDiscrete whose sample() also takes the mask
        as edagym gives it: an array [..., slots, actions] of 0/1 (a row of
        infos["action_mask"]), a slot with nothing allowed getting "none",
        the last action. Gymnasium's own tuple form works as Gymnasium
        defines it. Batched (gymnasium.vector.utils.batch_space), it stays
        one of these, so env.action_space.sample(mask=infos["action_mask"])
        works too."""

        def sample(self, mask: Any = None, probability: Any = None) -> np.ndarray:  # type: ignore[override]
            if mask is not None and probability is None and not isinstance(mask, tuple):
                return _sample_with_mask(self.shape, int(self.nvec.flat[0]), mask, self.np_random).astype(self.dtype)
            return super().sample(mask=mask, probability=probability)

    @_batch_space.register(MultiDiscrete)
    def _batch_multidiscrete(space: MultiDiscrete, n: int = 1) -> MultiDiscrete:
        from copy import deepcopy

        out = MultiDiscrete(np.broadcast_to(space.nvec, (n,) + space.shape).copy(), dtype=space.dtype)
        out._np_random = deepcopy(space.np_random)
        return out
else:
    MultiDiscrete = _StandInMultiDiscrete  # type: ignore[misc,assignment]


class Dict:
    """A dict of named spaces."""

    def __init__(self, spaces: Mapping[str, Any]) -> None:
        self.spaces = dict(spaces)

    def __getitem__(self, key: str) -> Any:
        return self.spaces[key]

    def keys(self) -> Any:
        return self.spaces.keys()

    def items(self) -> Any:
        return self.spaces.items()

    def sample(self, rng: Optional[np.random.Generator] = None) -> TDict[str, np.ndarray]:
        return {k: s.sample(rng) for k, s in self.spaces.items()}

    def contains(self, x: Any) -> bool:
        return isinstance(x, dict) and x.keys() == self.spaces.keys() and all(s.contains(x[k]) for k, s in self.spaces.items())

    def __repr__(self) -> str:
        return "Dict(" + ", ".join(f"{k}: {s!r}" for k, s in self.spaces.items()) + ")"


_tables: TDict[int, Tuple[np.ndarray, np.ndarray, np.ndarray]] = {}


def _choice_table(n: int) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For every n-bit mask: how many actions it allows (float32) and, per
    rank k, the k-th allowed action (the last allowed one past the end); a
    mask allowing nothing chooses n-1."""
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


def sample_masked(mask: Any, rng: np.random.Generator) -> np.ndarray:
    """A uniformly random allowed action per slot, vectorized: mask is
    [..., n] of 0/1 (int8, uint8 or bool); a slot with nothing allowed gets
    n-1 (the engine's "none" in every edagym game). Returns int32 [...]."""
    mask = np.asarray(mask)
    n = mask.shape[-1]
    if mask.dtype in (np.int8, np.bool_):
        mask = mask.view(np.uint8)
    if n <= 8 and mask.dtype == np.uint8:
        counts, table, weights = _choice_table(n)
        bits = mask @ weights
        k = (rng.random(bits.shape, dtype=np.float32) * counts.take(bits)).astype(np.int32)
        k += bits.astype(np.int32) * (n + 1)
        return table.reshape(-1).take(k)
    u = rng.random(mask.shape, dtype=np.float32) + np.float32(1e-6)
    u *= mask != 0
    a = u.argmax(axis=-1).astype(np.int32)
    a[u.max(axis=-1) == 0] = n - 1
    return a


def fill_empty_slots(mask: Any) -> np.ndarray:
    """A copy of mask ([..., n] of 0/1) in which every slot that allows
    nothing (an empty slot: no unit) allows the last action, "none". Every
    row then allows something, so a masked softmax over it is well defined.
    Returns a bool array."""
    m = np.asarray(mask) != 0
    empty = ~m.any(axis=-1)
    m[..., -1] |= empty
    return m


def masked_logits(logits: Any, mask: Any, fill: Optional[float] = None) -> Any:
    """Logits with every action the mask refuses set to fill (finite: -1e9,
    or the dtype's lowest value for types narrower than float32), and every
    slot that allows nothing treated as allowing "none" (fill_empty_slots).
    A softmax over the result never gives NaN: it is 0 on refused actions,
    and its entropy and log-probabilities stay finite (with -inf they would
    be NaN, 0 * -inf, and an all-refused row would divide 0 by 0).

    logits: a numpy array [..., n], or a torch tensor (the mask is moved to
    its device). mask: the action mask, broadcastable to logits."""
    full = fill_empty_slots(mask)
    if hasattr(logits, "masked_fill"):  # a torch tensor, without importing torch
        import torch

        m = torch.as_tensor(full, device=logits.device)
        f = fill if fill is not None else (-1e9 if logits.element_size() >= 4 else torch.finfo(logits.dtype).min)
        return logits.masked_fill(~m, f)
    x = np.asarray(logits)
    dtype = x.dtype if x.dtype.kind == "f" else np.dtype(np.float32)
    f = fill if fill is not None else (-1e9 if dtype.itemsize >= 4 else float(np.finfo(dtype).min))
    return np.where(full, x, np.asarray(f, dtype=dtype)).astype(dtype, copy=False)


def _bounds(dtype: Any) -> Tuple[Any, Any]:
    dtype = np.dtype(dtype)
    if dtype.kind == "f":
        return -np.inf, np.inf
    if dtype.kind == "b":
        return 0, 1
    info = np.iinfo(dtype)
    return info.min, info.max


def _box(low: Any, high: Any, shape: Tuple[int, ...], dtype: Any) -> Any:
    if HAVE_GYMNASIUM:
        return _gs.Box(low, high, tuple(shape), np.dtype(dtype))
    return Box(low, high, shape, dtype)


def observation_space(spec: TDict[str, Any], mask_in_obs: bool = False) -> Any:
    """The per-agent observation space of a spec: a Dict of Boxes; with
    mask_in_obs, one more, "action_mask" (int8 [slots, actions], 0 or 1)."""
    boxes = {}
    for t in spec["obs"]:
        low, high = _bounds(t["dtype"])
        if t["name"].endswith("mask") and np.dtype(t["dtype"]) == np.uint8:
            high = 1
        boxes[t["name"]] = _box(low, high, tuple(t["shape"]), t["dtype"])
    if mask_in_obs:
        boxes["action_mask"] = _box(0, 1, (spec["slots"], spec["actions"]), MASK_DTYPE)
    return _gs.Dict(boxes) if HAVE_GYMNASIUM else Dict(boxes)


def action_space(spec: TDict[str, Any]) -> Any:
    """The per-agent action space: one of `actions` choices per slot."""
    nvec = np.full(spec["slots"], spec["actions"], dtype=np.int64)
    return MultiDiscrete(nvec, dtype=np.int32)


def batch(space: Any, n: int) -> Any:
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
    if isinstance(space, _StandInMultiDiscrete):
        return _StandInMultiDiscrete(np.broadcast_to(space.nvec, (n,) + space.shape), space.dtype)
    raise TypeError(f"cannot batch {space!r}")

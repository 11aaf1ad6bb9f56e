"""edagym for Python: the Jutge.org EDA games as vectorized environments,
stepped by the Go engine over a msgpack socket.

    import edagym
    env = edagym.make_vec("orkisland", num_envs=64)     # one learner, three Random
    obs, infos = env.reset(seed=1)
    actions = edagym.sample_masked(infos["action_mask"], rng)
    obs, rewards, terminations, truncations, infos = env.step(actions)

With Gymnasium importable, `import edagym` also registers edagym/OrkIsland-v0,
edagym/Dominator-v0, edagym/MadMax-v0 and edagym/Moria-v0 for
gymnasium.make_vec and gymnasium.make.
"""

from .parallel import (HAVE_PETTINGZOO, ParallelEnv, aec_env, dominator_v0, madmax_v0, moria_v0, orkisland_v0,
                       parallel_env)
from .protocol import PROTOCOL_VERSION, Connection, EdagymError, ProtocolError
from .registration import IDS, register_envs
from .server import Server, find_binary
from .single import Env, make
from .spaces import HAVE_GYMNASIUM, MASK_DTYPE, fill_empty_slots, masked_logits, sample_masked
from .vector import VectorEnv, derive_seed, make_vec

__version__ = "0.1.0"

#: The games, by the names make_vec takes.
GAMES = ("orkisland", "dominator", "madmax", "moria")

__all__ = ["make_vec", "VectorEnv", "make", "Env", "ParallelEnv", "parallel_env", "aec_env", "orkisland_v0",
           "dominator_v0", "madmax_v0", "moria_v0", "Server", "find_binary", "Connection", "EdagymError",
           "ProtocolError", "PROTOCOL_VERSION", "sample_masked", "masked_logits", "fill_empty_slots", "MASK_DTYPE",
           "derive_seed", "IDS", "register_envs", "GAMES", "HAVE_GYMNASIUM", "HAVE_PETTINGZOO"]

register_envs()

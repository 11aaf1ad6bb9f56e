"""edagym for Python: the Jutge.org EDA games as vectorized environments,
stepped by the Go engine over a msgpack socket.

    import edagym
    env = edagym.make_vec("orkisland", num_envs=64)     # one learner, three Random
    obs, infos = env.reset(seed=1)
    actions = edagym.sample_masked(infos["action_mask"], rng)
    obs, rewards, terminations, truncations, infos = env.step(actions)
"""

from .parallel import HAVE_PETTINGZOO, ParallelEnv, parallel_env
from .protocol import PROTOCOL_VERSION, Connection, EdagymError, ProtocolError
from .server import Server, find_binary
from .spaces import HAVE_GYMNASIUM, sample_masked
from .vector import VectorEnv, make_vec

__version__ = "0.1.0"

__all__ = ["make_vec", "VectorEnv", "ParallelEnv", "parallel_env", "Server", "find_binary",
           "Connection", "EdagymError", "ProtocolError", "PROTOCOL_VERSION", "sample_masked",
           "HAVE_GYMNASIUM", "HAVE_PETTINGZOO"]

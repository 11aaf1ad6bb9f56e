"""Gymnasium registration: `import edagym` registers the ids
edagym/OrkIsland-v0, edagym/Dominator-v0, edagym/MadMax-v0 and
edagym/Moria-v0 when Gymnasium is importable:

    gymnasium.make_vec("edagym/Dominator-v0", num_envs=64)   # edagym.VectorEnv (its vector entry point)
    gymnasium.make("edagym/Dominator-v0")                    # edagym.Env: one match, one learner

Keyword arguments go to edagym.make_vec / edagym.Env (seats, mode, reward,
config, seed, ...)."""

from __future__ import annotations

from typing import Dict, List

#: The registered ids and their games.
IDS: Dict[str, str] = {
    "edagym/OrkIsland-v0": "orkisland",
    "edagym/Dominator-v0": "dominator",
    "edagym/MadMax-v0": "madmax",
    "edagym/Moria-v0": "moria",
}


def register_envs() -> List[str]:
    """Register the ids with Gymnasium (once; nothing without Gymnasium).
    Returns the ids registered by this call."""
    try:
        import gymnasium
    except ImportError:
        return []
    done = []
    for env_id, game in IDS.items():
        if env_id in gymnasium.registry:
            continue
        gymnasium.register(id=env_id, entry_point="edagym.single:Env", vector_entry_point="edagym.vector:make_vec",
                           kwargs={"game": game}, disable_env_checker=False)
        done.append(env_id)
    return done

import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))

# The peers (unmodified Gymnasium and PettingZoo, for their own checkers)
# live in ../shared/peers beside the checkout. They go on the path before
# edagym is imported, so that edagym builds on them as it would for a user
# who has them installed.
PEERS = os.path.join(HERE, "..", "..", "..", "shared", "peers")
HAVE_PEERS = os.path.isdir(os.path.join(PEERS, "gymnasium")) and os.path.isdir(os.path.join(PEERS, "pettingzoo"))
if HAVE_PEERS:
    sys.path.insert(0, os.path.abspath(PEERS))

import edagym  # noqa: E402

SHORT = {"nb_rounds": 5}
ONE_LEARNER = ["learner", "Null", "Null", "Null"]


def need_peers():
    """Skip a test that runs Gymnasium's or PettingZoo's checkers when
    ../shared/peers is missing, except in CI, where that is a failure."""
    if HAVE_PEERS and edagym.HAVE_GYMNASIUM and edagym.HAVE_PETTINGZOO:
        return
    why = f"no Gymnasium and PettingZoo in {os.path.abspath(PEERS)} (or cloudpickle, typing_extensions missing)"
    if os.environ.get("CI") == "true":
        pytest.fail(why)
    pytest.skip(why)


@pytest.fixture(scope="session")
def server():
    """One `edagym serve` for the whole session (built once from this checkout)."""
    with edagym.Server() as srv:
        yield srv.address


@pytest.fixture
def rng():
    import numpy as np

    return np.random.default_rng(1234)

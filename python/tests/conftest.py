import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import edagym  # noqa: E402

SHORT = {"nb_rounds": 5}
ONE_LEARNER = ["learner", "Null", "Null", "Null"]


@pytest.fixture(scope="session")
def server():
    """One `edagym serve` for the whole session (built once from this checkout)."""
    with edagym.Server() as srv:
        yield srv.address


@pytest.fixture
def rng():
    import numpy as np

    return np.random.default_rng(1234)

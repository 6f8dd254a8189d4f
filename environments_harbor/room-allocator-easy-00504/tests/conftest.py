# TermiGen verifier guard (generated, trusted): every program the tests start runs as tgrun (tg_guard.py).
import pytest

import tg_guard

tg_guard.install()


@pytest.fixture(autouse=True)
def _tg_reap_after_each_test():
    yield
    tg_guard.reap(tg_guard.run_ids()[0])

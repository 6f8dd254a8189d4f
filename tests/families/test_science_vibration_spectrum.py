"""vibration_spectrum without containers: the generator's own FFT (pure Python) agrees with numpy's, so the
embedded truth is what a numpy solution computes from the shipped samples."""

import random

import pytest

from termigen.families.science import vibration_spectrum as vs

np = pytest.importorskip("numpy")


@pytest.mark.parametrize("window", [False, True])
def test_generator_fft_matches_numpy(window):
    rng = random.Random(7)
    x = [rng.uniform(-1, 1) + 0.3 for _ in range(1024)]
    got = vs._amps(x, window=window)
    y = np.array(x) - np.mean(x)
    if window:
        w = 0.5 - 0.5 * np.cos(2 * np.pi * np.arange(len(x)) / len(x))
        want = 2 * np.abs(np.fft.rfft(y * w)) / w.sum()
    else:
        want = 2 * np.abs(np.fft.rfft(y)) / len(x)
    assert np.allclose(got, want, rtol=1e-9, atol=1e-12)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_truth_recomputed_with_numpy(level):
    for seed in range(3):
        task = vs.VibrationSpectrum().generate(seed, level)
        ns = {}
        exec(task.tests["test_outputs.py"].content.split("\ndef close")[0], ns)
        truth = ns["EXPECTED"]
        if level == "easy":
            path = next(p for p in task.environment.files if p.endswith(".csv"))
            lines = task.environment.files[path].content.splitlines()
            fs = float(next(l for l in lines if "sample_rate_hz" in l).split(":")[1])
            x = np.array([float(l) for l in lines if l and not l.startswith("#") and l != "accel_g"])
            amp = 2 * np.abs(np.fft.rfft(x - x.mean())) / len(x)
            amp[0] = 0
            top = np.argsort(-amp, kind="stable")[:3]
            assert [round(k * fs / len(x), 9) for k in top] == [round(f, 9) for f, _ in truth["peaks"]]
            assert np.allclose(amp[top], [a for _, a in truth["peaks"]], rtol=1e-9)
            assert abs(np.sqrt(np.mean((x - x.mean()) ** 2)) - truth["rms_g"]) < 1e-9
        else:
            assert truth["running_speed_rpm"] > 0 and len(truth["orders"]) >= 3

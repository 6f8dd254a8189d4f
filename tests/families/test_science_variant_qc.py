"""variant_qc without containers: the oracle script (bash + the host's python3) passes the task's own hidden tests
on the generated cohort and on the hidden one; every decoy fails them; draws are deterministic; every component is
reachable; the program's statistics and its normalisation match independent computations."""

import base64
import gzip
import math
import os
import shutil
import subprocess
import sys
import tempfile
import types
from collections import Counter

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.base import dedent
from termigen.families.science import variant_qc as fam

FAM = get_family("variant_qc")


def _guard_stub():
    """tg_guard for the host: give copies, run runs (no user switch)."""
    m = types.ModuleType("tg_guard")

    def give(src, dst_dir=None):
        dst_dir = dst_dir or tempfile.mkdtemp()
        dst = os.path.join(dst_dir, os.path.basename(src.rstrip("/")))
        (shutil.copytree if os.path.isdir(src) else shutil.copy2)(src, dst)
        return dst

    def run(cmd, timeout=60, **kw):
        return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)

    m.give, m.run = give, run
    return m


def _outcome(task, script: str, tmp_path) -> bool:
    """True when every hidden test passes on what `script` leaves behind (paths moved under tmp_path)."""
    sys.modules["tg_guard"] = _guard_stub()
    root = task.environment.workdir
    new = str(tmp_path / "srv")
    for path, f in task.environment.files.items():
        p = path.replace(root, new)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        data = base64.b64decode(f.content) if f.encoding == "base64" else f.content.encode()
        with open(p, "wb") as fh:
            fh.write(data)
    r = subprocess.run(["bash", "-c", script.replace(root, new)], capture_output=True, text=True, timeout=300)
    ns: dict = {}
    exec(task.tests["test_outputs.py"].content.replace(root, new), ns)
    try:
        ns["test_cohort_outputs"]()
        ns["test_pipeline_on_another_cohort"]()
    except (AssertionError, OSError, ValueError, KeyError, IndexError):
        return False
    assert r.returncode == 0 or script != task.solution, f"the oracle failed: {r.stderr[-800:]}"
    return True


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [500, 503])
def test_oracle_passes_and_decoys_fail(tmp_path, level, seed):
    task = FAM.generate(seed, level)
    assert len(task.decoys) >= 2
    for name, script, want in [("oracle", task.solution, True)] + [(d.name, d.script, False) for d in task.decoys]:
        (tmp_path / name).mkdir()
        assert _outcome(task, script, tmp_path / name) is want, f"{name}: expected the tests to {'pass' if want else 'fail'}"


def test_nop_fails(tmp_path):
    task = FAM.generate(501, "medium")
    assert _outcome(task, "true\n", tmp_path) is False


def test_deterministic():
    for level in LEVELS:
        a, b = FAM.generate(511, level), FAM.generate(511, level)
        assert a.content_hash() == b.content_hash()
    assert FAM.generate(511, "hard").content_hash() != FAM.generate(512, "hard").content_hash()


def test_composition_varies_and_reaches_every_component():
    seen, per_level = Counter(), {}
    for level in LEVELS:
        sets = [tuple(FAM.generate(s, level).components) for s in range(500, 520)]
        per_level[level] = sets
        seen.update(c for s in sets for c in s)
        assert len(set(sets)) >= 0.8 * len(sets), f"{level}: only {len(set(sets))} distinct component sets"
        for i in range(0, len(sets) - 4):
            assert len({frozenset(s) for s in sets[i:i + 5]}) >= 4, f"{level}: a run of 5 repeats itself"
    assert set(fam.ORDER) - set(seen) == set(), f"never drawn: {set(fam.ORDER) - set(seen)}"
    lo = {lv: min(len(s) for s in per_level[lv]) for lv in LEVELS}
    assert lo["easy"] >= 3 and lo["medium"] >= 4 and lo["hard"] >= 6
    hard = per_level["hard"]
    assert all(any(a in s and b in s for a, b in fam.INTERACTING) for s in hard), "a hard draw without an interacting pair"


def test_levels_change_the_work():
    easy, med, hard = (FAM.generate(520, lv) for lv in LEVELS)
    assert "## The QC rules, in this order" in easy.instruction and "QC_SOP" not in easy.instruction
    assert not any(p.endswith("QC_SOP.md") for p in easy.environment.files)
    for t in (med, hard):
        assert "QC_SOP.md" in t.instruction and any(p.endswith("QC_SOP.md") for p in t.environment.files)
        assert "## The QC rules" not in t.instruction
    sop = next(f.content for p, f in hard.environment.files.items() if p.endswith("QC_SOP.md"))
    assert "## Definitions" in sop and "Order of work" not in sop


def _ns(*names, **params):
    P = {"MIN_GQ": 20, "MIN_DP": 8, "AB_MIN": 0.25, "AB_MAX": 0.75, "MIN_QUAL": 30, "SITE_CR": 0.8, "HWE_P": 1e-3,
         "SB_P": 1e-3, "CALL_RATE": 0.8, "HH_MIN": 0.4, "HH_MAX": 5.0, "MIN_TITV": 1.2, "X_HET": 0.1,
         "MAX_MENDEL": 1, **params}
    code = fam.HEAD
    for n in names:
        c = dedent(fam.PIECES[n]["code"])
        for k, v in P.items():
            c = c.replace(f"@{k}@", repr(v))
        code += "\n" + c
    ns: dict = {"__name__": "t"}
    exec(code + fam.TAIL, ns)
    return ns


def test_fisher_matches_published_values():
    """Fisher's tea-tasting table (p = 0.4857) and Wikipedia's 2x2 example (p = 0.002759), two-sided."""
    ns = _ns("strand_bias")
    assert math.isclose(ns["fisher_two_sided"](3, 1, 1, 3), 0.4857142857, rel_tol=1e-6)
    assert math.isclose(ns["fisher_two_sided"](1, 9, 11, 3), 0.002759, rel_tol=1e-3)


def test_hwe_exact_matches_enumeration():
    """Against a direct enumeration of P(n_het | n, allele count) (Wigginton et al.'s null distribution)."""
    ns = _ns("hwe")

    def brute(het, hom1, hom2):
        n, rare = het + hom1 + hom2, 2 * min(hom1, hom2) + het
        probs = {}
        for h in range(rare % 2, rare + 1, 2):
            r = (rare - h) // 2
            c = n - h - r
            if c < 0:
                continue
            probs[h] = math.factorial(n) / (math.factorial(h) * math.factorial(r) * math.factorial(c)) * 2 ** h \
                * math.factorial(rare) * math.factorial(2 * n - rare) / math.factorial(2 * n)
        total = sum(probs.values())
        return sum(p for p in probs.values() if p <= probs[het] * (1 + 1e-9)) / total

    for g in ((10, 0, 0), (0, 7, 7), (1, 12, 2), (5, 5, 5), (3, 20, 0), (0, 15, 1)):
        assert math.isclose(ns["hwe_exact"](*g), min(1.0, brute(*g)), rel_tol=1e-9), g


def test_split_and_trim_like_bcftools_norm():
    ns = _ns("multiallelic")
    vcf = ("##fileformat=VCFv4.2\n#CHROM\tPOS\tID\tREF\tALT\tQUAL\tFILTER\tINFO\tFORMAT\tS1\tS2\n"
           "chr1\t100\t.\tGTT\tG,GT\t50\tPASS\tDP=40\tGT:AD:DP:GQ\t1/2:1,10,9:20:60\t0/2:10,0,10:20:60\n"
           "chr1\t200\t.\tAC\tGC,A\t50\tPASS\tDP=40\tGT:AD:DP:GQ\t0/1:10,10,0:20:60\t2/2:0,0,20:20:60\n")
    out, table, _ = ns["qc"](vcf)
    recs = [l.split("\t") for l in out.splitlines() if not l.startswith("#")]
    got = [(r[1], r[3], r[4], r[9].split(":")[0], r[9].split(":")[1], r[10].split(":")[0]) for r in recs]
    assert got == [("100", "GTT", "G", "1/0", "1,10", "0/0"), ("100", "GT", "G", "0/1", "1,9", "0/1"),
                   ("200", "A", "G", "0/1", "10,10", "0/0"), ("200", "AC", "A", "0/0", "10,0", "1/1")]


def test_planted_failures_are_what_the_pipeline_reports():
    """Each planted bad sample fails its rule on the committed seeds, and no other sample fails."""
    for level in LEVELS:
        for seed in (500, 501, 502):
            task = FAM.generate(seed, level)
            ns: dict = {}
            sys.modules["tg_guard"] = _guard_stub()
            exec(task.tests["test_outputs.py"].content, ns)
            failed = ns["TRUTH"]["failed"]
            reasons = {fam.REASONS[c] for c in task.components if c in fam.REASONS}
            assert {r for v in failed.values() for r in v} == reasons, (level, seed, failed)


def test_bgzf_is_several_members_and_reads_back():
    task = next(t for t in (FAM.generate(s, "hard") for s in range(500, 530)) if "bgzf" in t.components)
    f = next(f for p, f in task.environment.files.items() if p.endswith(".vcf.gz"))
    data = base64.b64decode(f.content)
    text = gzip.decompress(data).decode()
    import zlib
    first = zlib.decompressobj(31).decompress(data).decode()
    assert text.count("\n") > first.count("\n") and first.startswith("##fileformat") and "#CHROM" in first
    assert data[12:14] == b"BC" and data.endswith(bytes.fromhex("1f8b08040000000000ff0600424302001b0003000000000000000000"))

#!/bin/bash
set -euo pipefail
mkdir -p /srv/pinecrest/epile75/bin /srv/pinecrest/epile75/qc
cat > /srv/pinecrest/epile75/bin/vcfqc <<'PY'
#!/usr/bin/env python3
"""Cohort release QC. Usage: vcfqc DATA_DIR OUT_DIR (writes filtered.vcf, sample_qc.tsv, failed_samples.tsv)."""
import math
import os
import sys

VCF = "cohort.vcf"
GENO, SITE, METRICS, VERDICTS = [], [], [], []


def load(data_dir, name):
    path = os.path.join(data_dir, name)
    if not os.path.exists(path):
        return None
    with open(path) as f:
        return f.read()


def read_vcf(data_dir):
    return load(data_dir, VCF)


def parse(text):
    header, recs = [], []
    for line in text.splitlines():
        if not line:
            continue
        if line.startswith("#"):
            header.append(line)
            continue
        f = line.split("\t")
        keys = f[8].split(":")
        info = dict(kv.partition("=")[::2] for kv in f[7].split(";"))
        calls = [dict(zip(keys, cell.split(":"))) for cell in f[9:]]
        recs.append({"chrom": f[0], "pos": int(f[1]), "id": f[2], "ref": f[3], "alts": f[4].split(","),
                     "qual": f[5], "filter": f[6], "info": info, "raw_info": f[7], "keys": keys, "calls": calls})
    return header, recs


def gt(call):
    return call.get("GT", ".").replace("|", "/").split("/")


def is_called(call):
    return "." not in gt(call)


def alt_count(call):
    return sum(1 for a in gt(call) if a != "0")


def is_het(call):
    a = gt(call)
    return is_called(call) and a[0] != a[1]


def is_hom_alt(call):
    a = gt(call)
    return is_called(call) and a[0] == a[1] and a[0] != "0"


def autosomal(rec):
    return rec["chrom"].removeprefix("chr").isdigit()


def fmt(x, digits):
    return "NA" if x is None else f"{x:.{digits}f}"


def pedigree(ctx):
    out = {}
    for line in (ctx["sheet"] or "").splitlines()[1:]:
        f = line.split("\t")
        if len(f) >= 5:
            out[f[1]] = {"family": f[0], "father": f[2], "mother": f[3], "sex": f[4]}
    return out


def pass_only(recs, ctx):
    return [r for r in recs if r["filter"] == "PASS"]


def mask(recs, ctx):
    for rec in recs:
        for call in rec["calls"]:
            call["_gt"] = call.get("GT", ".")
            if is_called(call) and not all(rule(rec, call) for rule in GENO):
                call["GT"] = "./."
    return recs


STEPS = [pass_only, mask]
PY
cat >> /srv/pinecrest/epile75/bin/vcfqc <<'PY'
def regions(ctx):
    if "_regions" not in ctx:
        ctx["_regions"] = {}
        for line in (ctx["bed"] or "").splitlines():
            if not line.strip() or line.startswith(("#", "track", "browser")):
                continue
            f = line.split("\t")
            chrom = f[0] if f[0].startswith("chr") else "chr" + f[0]
            ctx["_regions"].setdefault(chrom, []).append((int(f[1]), int(f[2])))
    return ctx["_regions"]


def on_target(rec, ctx):
    return any(start < rec["pos"] <= end for start, end in regions(ctx).get(rec["chrom"], []))


SITE.append(on_target)
PY
cat >> /srv/pinecrest/epile75/bin/vcfqc <<'PY'
MIN_QUAL = 50


def qual_ok(rec, ctx):
    return rec["qual"] not in (".", "") and float(rec["qual"]) >= MIN_QUAL


SITE.append(qual_ok)
PY
cat >> /srv/pinecrest/epile75/bin/vcfqc <<'PY'
HWE_P = 0.0005


def hwe_exact(het, hom1, hom2):
    homr, homc = min(hom1, hom2), max(hom1, hom2)
    rare, n = 2 * min(hom1, hom2) + het, het + hom1 + hom2
    if n == 0:
        return 1.0
    probs = [0.0] * (rare + 1)
    mid = rare * (2 * n - rare) // (2 * n)
    if mid % 2 != rare % 2:
        mid += 1
    probs[mid] = 1.0
    h, r, c = mid, (rare - mid) // 2, n - mid - (rare - mid) // 2
    while h >= 2:
        probs[h - 2] = probs[h] * h * (h - 1) / (4.0 * (r + 1) * (c + 1))
        h, r, c = h - 2, r + 1, c + 1
    h, r, c = mid, (rare - mid) // 2, n - mid - (rare - mid) // 2
    while h <= rare - 2:
        probs[h + 2] = probs[h] * 4.0 * r * c / ((h + 2.0) * (h + 1.0))
        h, r, c = h + 2, r - 1, c - 1
    total = sum(probs)
    return min(1.0, sum(p for p in probs if p <= probs[het] * (1 + 1e-9)) / total)


def hwe_ok(rec, ctx):
    if not autosomal(rec):
        return True
    counts = [0, 0, 0]
    for c in rec["calls"]:
        if is_called(c):
            counts[min(alt_count(c), 2)] += 1
    return hwe_exact(counts[1], counts[0], counts[2]) >= HWE_P


SITE.append(hwe_ok)
PY
cat >> /srv/pinecrest/epile75/bin/vcfqc <<'PY'
PARS = [(10001, 2781479), (155701383, 156030895)]
X_HET_FEMALE = 0.1


def x_het(kept, ctx, rows):
    for i, s in enumerate(ctx["samples"]):
        het = n = 0
        for rec in kept:
            if rec["chrom"] in ("chrX", "X") and not any(a <= rec["pos"] <= b for a, b in PARS):
                if is_called(rec["calls"][i]):
                    n += 1
                    het += is_het(rec["calls"][i])
        rate = het / n if n else None
        rows[s]["x_het_rate"] = fmt(rate, 4)
        rows[s]["inferred_sex"] = "NA" if rate is None else "F" if rate >= X_HET_FEMALE else "M"
    return ["x_het_rate", "inferred_sex"]


def sex_verdict(kept, ctx, rows, failed):
    code = {"1": "M", "2": "F"}
    for s, info in pedigree(ctx).items():
        if s in rows and info["sex"] in code and rows[s]["inferred_sex"] not in ("NA", code[info["sex"]]):
            failed[s].append("sex")


METRICS.append(x_het)
VERDICTS.append(sex_verdict)
PY
cat >> /srv/pinecrest/epile75/bin/vcfqc <<'PY'
def render(header, kept):
    out = list(header)
    for r in kept:
        cells = [":".join(c.get(k, ".") for k in r["keys"]) for c in r["calls"]]
        out.append("\t".join([r["chrom"], str(r["pos"]), r["id"], r["ref"], ",".join(r["alts"]), r["qual"],
                              r["filter"], r["raw_info"], ":".join(r["keys"])] + cells))
    return "\n".join(out) + "\n"


def qc(vcf_text, bed_text=None, sheet_text=None):
    header, recs = parse(vcf_text)
    samples = header[-1].split("\t")[9:]
    ctx = {"samples": samples, "bed": bed_text, "sheet": sheet_text}
    for step in STEPS:
        recs = step(recs, ctx)
    kept = [r for r in recs if all(rule(r, ctx) for rule in SITE)]
    rows = {s: {"sample": s, "called": 0, "het": 0, "hom_alt": 0} for s in samples}
    for rec in kept:
        for s, call in zip(samples, rec["calls"]):
            rows[s]["called"] += is_called(call)
            rows[s]["het"] += is_het(call)
            rows[s]["hom_alt"] += is_hom_alt(call)
    columns = ["sample", "called", "het", "hom_alt"]
    for metric in METRICS:
        columns += metric(kept, ctx, rows)
    failed = {s: [] for s in samples}
    for verdict in VERDICTS:
        verdict(kept, ctx, rows, failed)
    table = ["\t".join(columns)] + ["\t".join(str(rows[s][c]) for c in columns) for s in samples]
    fails = ["sample\treasons"] + [s + "\t" + ",".join(sorted(failed[s])) for s in samples if failed[s]]
    return render(header, kept), "\n".join(table) + "\n", "\n".join(fails) + "\n"


def main(data_dir, out_dir):
    texts = qc(read_vcf(data_dir), load(data_dir, "targets.bed"), load(data_dir, "samples.tsv"))
    os.makedirs(out_dir, exist_ok=True)
    for name, text in zip(("filtered.vcf", "sample_qc.tsv", "failed_samples.tsv"), texts):
        with open(os.path.join(out_dir, name), "w") as f:
            f.write(text)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
PY
chmod 755 /srv/pinecrest/epile75/bin/vcfqc
python3 /srv/pinecrest/epile75/bin/vcfqc /srv/pinecrest/epile75/input /srv/pinecrest/epile75/qc

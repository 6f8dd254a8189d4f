#!/bin/bash
set -euo pipefail
mkdir -p /srv/riverside/immun97/bin /srv/riverside/immun97/qc
cat > /srv/riverside/immun97/bin/vcfqc <<'PY'
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
cat >> /srv/riverside/immun97/bin/vcfqc <<'PY'
def trim(pos, ref, alt):
    while len(ref) > 1 and len(alt) > 1 and ref[-1] == alt[-1]:
        ref, alt = ref[:-1], alt[:-1]
    while len(ref) > 1 and len(alt) > 1 and ref[0] == alt[0]:
        ref, alt, pos = ref[1:], alt[1:], pos + 1
    return pos, ref, alt


def split(rec):
    if len(rec["alts"]) == 1:
        return [rec]
    out = []
    for i, alt in enumerate(rec["alts"], 1):
        pos, ref, a = rec["pos"], rec["ref"], alt
        calls = []
        for call in rec["calls"]:
            c = dict(call)
            sep = "|" if "|" in c.get("GT", "") else "/"
            c["GT"] = sep.join(x if x == "." else "1" if x == str(i) else "0" for x in gt(call))
            if c.get("AD", ".") != ".":
                ad = c["AD"].split(",")
                c["AD"] = ad[0] + "," + ad[i]
            calls.append(c)
        out.append(dict(rec, pos=pos, ref=ref, alts=[a], calls=calls))
    return out


def split_all(recs, ctx):
    return [out for rec in recs for out in split(rec)]


STEPS.insert(0, split_all)
PY
cat >> /srv/riverside/immun97/bin/vcfqc <<'PY'
MIN_GQ = 30


def gq_ok(rec, call):
    gq = call.get("GQ", ".")
    return gq != "." and float(gq) >= MIN_GQ


GENO.append(gq_ok)
PY
cat >> /srv/riverside/immun97/bin/vcfqc <<'PY'
MIN_DP = 8


def depth_ok(rec, call):
    dp = call.get("DP", ".")
    if dp == ".":
        dp = sum(int(x) for x in call.get("AD", ".").split(",") if x != ".")
    return int(dp) >= MIN_DP


GENO.append(depth_ok)
PY
cat >> /srv/riverside/immun97/bin/vcfqc <<'PY'
MIN_QUAL = 20


def qual_ok(rec, ctx):
    return rec["qual"] not in (".", "") and float(rec["qual"]) >= MIN_QUAL


SITE.append(qual_ok)
PY
cat >> /srv/riverside/immun97/bin/vcfqc <<'PY'
MIN_SITE_CALL_RATE = 0.72


def site_called(rec, ctx):
    n = sum(1 for c in rec["calls"] if is_called(c))
    return n / len(rec["calls"]) >= MIN_SITE_CALL_RATE


SITE.append(site_called)
PY
cat >> /srv/riverside/immun97/bin/vcfqc <<'PY'
MIN_CALL_RATE = 0.8


def call_rate(kept, ctx, rows):
    for s, row in rows.items():
        row["_cr"] = row["called"] / len(kept) if kept else None
        row["call_rate"] = fmt(row["_cr"], 4)
    return ["call_rate"]


def call_rate_verdict(kept, ctx, rows, failed):
    for s, row in rows.items():
        if row["_cr"] is not None and row["_cr"] < MIN_CALL_RATE:
            failed[s].append("call_rate")


METRICS.append(call_rate)
VERDICTS.append(call_rate_verdict)
PY
cat >> /srv/riverside/immun97/bin/vcfqc <<'PY'
MAX_MENDEL = 1


def mendel(kept, ctx, rows):
    idx = {s: i for i, s in enumerate(ctx["samples"])}
    for s in rows:
        rows[s]["mendel_errors"] = "NA"
    for child, info in sorted(pedigree(ctx).items()):
        if child in idx and info["father"] in idx and info["mother"] in idx:
            errors = 0
            for rec in kept:
                trio = [rec["calls"][idx[x]] for x in (child, info["father"], info["mother"])]
                called = all(is_called(c) for c in trio)
                if not autosomal(rec) or not called:
                    continue
                kid, dad, mum = (sorted(gt(c)) for c in trio)
                if not any(sorted([x, y]) == kid for x in dad for y in mum):
                    errors += 1
            rows[child]["mendel_errors"] = errors
    return ["mendel_errors"]


def mendel_verdict(kept, ctx, rows, failed):
    for s, row in rows.items():
        if row["mendel_errors"] != "NA" and row["mendel_errors"] > MAX_MENDEL:
            failed[s].append("mendel")


METRICS.append(mendel)
VERDICTS.append(mendel_verdict)
PY
cat >> /srv/riverside/immun97/bin/vcfqc <<'PY'
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
chmod 755 /srv/riverside/immun97/bin/vcfqc
python3 /srv/riverside/immun97/bin/vcfqc /srv/riverside/immun97/input /srv/riverside/immun97/qc

"""Science/bioinformatics: release QC of a joint-called cohort VCF, as a reusable pipeline.

An instance composes, from declared pools, the input's form (BGZF concatenated per contig, multi-allelic records
that must be split and trimmed like `bcftools norm -m-`, a capture-kit BED of target regions), genotype rules
(GQ, per-genotype depth with an AD fallback, allele balance of hets), site rules (QUAL, site call rate after
masking, Hardy-Weinberg exact test, Fisher strand bias from DP4) and sample rules (per-sample call rate, het/hom
ratio on autosomes, Ti/Tv of carried SNVs, sex from chrX heterozygosity outside the PARs, Mendelian errors in
trios). The agent writes one executable `vcfqc DATA_DIR OUT_DIR` and runs it on the cohort; the tests compare the
filtered VCF (records and genotypes), the per-sample table and the failing samples with their reasons, on the
cohort and on a hidden second cohort run through `tg_guard.run`.

The oracle is the program written piece by piece (one heredoc per component, `program_piece`); the ground truth is
that program run here on the generated data, and every decoy's program is run here too so that each one is known
to change a checked value before the task ships. The data plants what each rule and each wrong fix must see
(a GQ at the threshold, a 0/2 het, a PAR het in a male, a low-GQ Mendelian error, ...), and the planted failing
samples must be exactly the failing samples the pipeline reports.
"""

from __future__ import annotations

import base64
import gzip
import math
import os
import random
import re
import tempfile
from fractions import Fraction
import zlib
from dataclasses import dataclass

from termigen.families import register
from termigen.families.base import Draft, Resample, dedent
from termigen.families.kit import Component, KitFamily, LevelConfig, compose, hidden_tests, oracle_and_decoys, \
    program_piece
from termigen.task import Decoy, Environment, File
from termigen.toolscan import tools_in

# ---------------------------------------------------------------------------------------------------------------
# Scenario vocabulary

LABS = ["Halden Genomics Core", "Riverside Clinical Sequencing", "Norbury Molecular Lab", "Castlegate Biobank",
        "Ostrava Rare Disease Unit", "Pinecrest Cancer Genomics", "Meridian Newborn Screening",
        "Tollund Population Study", "Ashgrove Cardiogenetics", "Lindqvist Neuro Panel", "Saltmere Pharmacogenomics",
        "Brackwater Diagnostics"]
SITES = ["halden", "riverside", "norbury", "castlegate", "ostrava", "pinecrest", "meridian", "tollund", "ashgrove",
         "lindqvist", "saltmere", "brackwater"]
CALLERS = ["GATK HaplotypeCaller + GenotypeGVCFs", "bcftools mpileup | call -m", "DeepVariant + GLnexus",
           "FreeBayes (joint)", "Octopus (joint)"]
PANELS = ["cardiomyopathy", "epilepsy", "hereditary cancer", "hearing loss", "retinal dystrophy",
          "immunodeficiency", "connective tissue", "mitochondrial", "skeletal dysplasia", "neuromuscular"]
SAMPLE_PFX = ["PT", "CASE", "DNA", "FAM", "LIB", "NGS", "RD", "HX", "GX", "BB"]
LENGTHS = {"chr1": 248956422, "chr2": 242193529, "chr3": 198295559, "chr4": 190214555, "chr5": 181538259,
           "chr6": 170805979, "chr7": 159345973, "chr8": 145138636, "chr9": 138394717, "chr10": 133797422,
           "chr11": 135086622, "chr12": 133275309, "chr13": 114364328, "chr14": 107043718, "chr15": 101991189,
           "chr16": 90338345, "chr17": 83257441, "chr18": 80373285, "chr19": 58617616, "chr20": 64444167,
           "chr21": 46709983, "chr22": 50818468, "chrX": 156040895}
AUTOSOMES = [c for c in LENGTHS if c != "chrX"]
PAR1 = (10001, 2781479)
BASES = "ACGT"
TS = {("A", "G"), ("G", "A"), ("C", "T"), ("T", "C")}
BAD_FILTERS = ["LowQual", "VQSRTrancheSNP99.90to100.00", "ExcessHet", "LowDepth"]

# ---------------------------------------------------------------------------------------------------------------
# The program: a skeleton (HEAD, TAIL) and one piece per component. Pieces register functions in the skeleton's
# stage lists (STEPS, GENO, SITE, METRICS, VERDICTS) or override its hooks (read_vcf).

PROG = "@BIN@"

HEAD = r'''
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
'''

TAIL = r'''
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
'''

PIECES: dict[str, dict] = {
    # -- input forms ---------------------------------------------------------------------------------------------
    "bgzf": {"code": '''
        import gzip

        VCF = "cohort.vcf.gz"


        def read_vcf(data_dir):
            with gzip.open(os.path.join(data_dir, VCF), "rt") as f:
                return f.read()
        ''', "wrong": {"first_block_only": '''
        import zlib

        VCF = "cohort.vcf.gz"


        def read_vcf(data_dir):
            with open(os.path.join(data_dir, VCF), "rb") as f:
                return zlib.decompressobj(31).decompress(f.read()).decode()
        '''}},
    "multiallelic": {"code": '''
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
                pos, ref, a = trim(rec["pos"], rec["ref"], alt)
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
        ''', "wrong": {"first_alt_only": [('enumerate(rec["alts"], 1)', 'enumerate(rec["alts"][:1], 1)')],
                       "no_trim": [('pos, ref, a = trim(rec["pos"], rec["ref"], alt)',
                                    'pos, ref, a = rec["pos"], rec["ref"], alt')]}},
    "targets": {"code": '''
        def regions(ctx):
            if "_regions" not in ctx:
                ctx["_regions"] = {}
                for line in (ctx["bed"] or "").splitlines():
                    if not line.strip() or line.startswith(("#", "track", "browser")):
                        continue
                    f = line.split("\\t")
                    chrom = f[0] if f[0].startswith("chr") else "chr" + f[0]
                    ctx["_regions"].setdefault(chrom, []).append((int(f[1]), int(f[2])))
            return ctx["_regions"]


        def on_target(rec, ctx):
            return any(start < rec["pos"] <= end for start, end in regions(ctx).get(rec["chrom"], []))


        SITE.append(on_target)
        ''', "wrong": {"one_based_start": [('start < rec["pos"] <= end', 'start <= rec["pos"] <= end')],
                       "names_as_written": [('f[0] if f[0].startswith("chr") else "chr" + f[0]', 'f[0]')]}},
    # -- genotype rules --------------------------------------------------------------------------------------------
    "min_gq": {"code": '''
        MIN_GQ = @MIN_GQ@


        def gq_ok(rec, call):
            gq = call.get("GQ", ".")
            return gq != "." and float(gq) >= MIN_GQ


        GENO.append(gq_ok)
        ''', "wrong": {"strict_threshold": [("float(gq) >= MIN_GQ", "float(gq) > MIN_GQ")],
                       "missing_gq_passes": [('gq != "." and float(gq) >= MIN_GQ',
                                              'gq == "." or float(gq) >= MIN_GQ')]}},
    "min_dp": {"code": '''
        MIN_DP = @MIN_DP@


        def depth_ok(rec, call):
            dp = call.get("DP", ".")
            if dp == ".":
                dp = sum(int(x) for x in call.get("AD", ".").split(",") if x != ".")
            return int(dp) >= MIN_DP


        GENO.append(depth_ok)
        ''', "wrong": {"site_depth": [('dp = call.get("DP", ".")', 'dp = rec["info"].get("DP", ".")')],
                       "missing_dp_fails": [('dp = sum(int(x) for x in call.get("AD", ".").split(",") if x != ".")',
                                             'dp = 0')]}},
    "allele_balance": {"code": '''
        AB_MIN, AB_MAX = @AB_MIN@, @AB_MAX@


        def balanced(rec, call):
            if not is_het(call) or call.get("AD", ".") == ".":
                return True
            ad = [int(x) for x in call["AD"].split(",")]
            depth = ad[0] + ad[1]
            return depth > 0 and AB_MIN <= ad[1] / depth <= AB_MAX


        GENO.append(balanced)
        ''', "wrong": {"over_format_dp": [("depth = ad[0] + ad[1]", 'depth = int(call["DP"])')]}},
    # -- site rules -------------------------------------------------------------------------------------------------
    "site_qual": {"code": '''
        MIN_QUAL = @MIN_QUAL@


        def qual_ok(rec, ctx):
            return rec["qual"] not in (".", "") and float(rec["qual"]) >= MIN_QUAL


        SITE.append(qual_ok)
        ''', "wrong": {"strict_threshold": [("float(rec[\"qual\"]) >= MIN_QUAL", "float(rec[\"qual\"]) > MIN_QUAL")]}},
    "site_call_rate": {"code": '''
        MIN_SITE_CALL_RATE = @SITE_CR@


        def site_called(rec, ctx):
            n = sum(1 for c in rec["calls"] if is_called(c))
            return n / len(rec["calls"]) >= MIN_SITE_CALL_RATE


        SITE.append(site_called)
        ''', "wrong": {"before_masking": [("if is_called(c))", 'if "." not in c["_gt"])')]}},
    "hwe": {"code": '''
        HWE_P = @HWE_P@


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
        ''', "wrong": {"chi_square": '''
        HWE_P = @HWE_P@


        def hwe_chi2(het, hom1, hom2):
            n = het + hom1 + hom2
            if n == 0:
                return 1.0
            p = (2 * hom1 + het) / (2.0 * n)
            want = [n * p * p, 2 * n * p * (1 - p), n * (1 - p) * (1 - p)]
            chi = sum((o - e) ** 2 / e for o, e in zip([hom1, het, hom2], want) if e > 0)
            return math.erfc(math.sqrt(chi / 2))


        def hwe_ok(rec, ctx):
            if not autosomal(rec):
                return True
            counts = [0, 0, 0]
            for c in rec["calls"]:
                if is_called(c):
                    counts[min(alt_count(c), 2)] += 1
            return hwe_chi2(counts[1], counts[0], counts[2]) >= HWE_P


        SITE.append(hwe_ok)
        '''}},
    "strand_bias": {"code": '''
        SB_P = @SB_P@


        def fisher_two_sided(a, b, c, d):
            row1, row2, col1, n = a + b, c + d, a + c, a + b + c + d

            def prob(x):
                return math.comb(row1, x) * math.comb(row2, col1 - x) / math.comb(n, col1)

            p0 = prob(a)
            return min(1.0, sum(prob(x) for x in range(max(0, col1 - row2), min(row1, col1) + 1)
                                if prob(x) <= p0 * (1 + 1e-9)))


        def strand_ok(rec, ctx):
            dp4 = rec["info"].get("DP4")
            if not dp4:
                return True
            ref_fwd, ref_rev, alt_fwd, alt_rev = (int(x) for x in dp4.split(","))
            return fisher_two_sided(ref_fwd, ref_rev, alt_fwd, alt_rev) >= SB_P


        SITE.append(strand_ok)
        ''', "wrong": {"one_sided": [("for x in range(max(0, col1 - row2), min(row1, col1) + 1)\n"
                                      "                        if prob(x) <= p0 * (1 + 1e-9)",
                                      "for x in range(a, min(row1, col1) + 1)")]}},
    # -- sample rules -----------------------------------------------------------------------------------------------
    "sample_call_rate": {"code": '''
        MIN_CALL_RATE = @CALL_RATE@


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
        ''', "wrong": {"population_level": [('row["called"] / len(kept)',
                                             'sum(r["called"] for r in rows.values()) / (len(kept) * len(rows))')]}},
    "het_hom": {"code": '''
        HET_HOM_MIN, HET_HOM_MAX = @HH_MIN@, @HH_MAX@


        def het_hom(kept, ctx, rows):
            for i, s in enumerate(ctx["samples"]):
                het = hom = 0
                for rec in kept:
                    if autosomal(rec):
                        het += is_het(rec["calls"][i])
                        hom += is_hom_alt(rec["calls"][i])
                rows[s]["_hh"] = het / hom if hom else None
                rows[s]["het_hom_ratio"] = fmt(rows[s]["_hh"], 3)
            return ["het_hom_ratio"]


        def het_hom_verdict(kept, ctx, rows, failed):
            for s, row in rows.items():
                if row["_hh"] is not None and not HET_HOM_MIN <= row["_hh"] <= HET_HOM_MAX:
                    failed[s].append("het_hom")


        METRICS.append(het_hom)
        VERDICTS.append(het_hom_verdict)
        ''', "wrong": {"all_contigs": [("if autosomal(rec):", "if rec:")],
                       "hom_ref_in_denominator": [
                           ('hom += is_hom_alt(rec["calls"][i])',
                            'hom += is_called(rec["calls"][i]) and not is_het(rec["calls"][i])')]}},
    "titv": {"code": '''
        MIN_TITV = @MIN_TITV@
        TRANSITIONS = {("A", "G"), ("G", "A"), ("C", "T"), ("T", "C")}


        def titv(kept, ctx, rows):
            for i, s in enumerate(ctx["samples"]):
                ts = tv = 0
                for rec in kept:
                    ref, alt, call = rec["ref"], rec["alts"][0], rec["calls"][i]
                    if len(ref) == 1 and len(alt) == 1 and is_called(call) and alt_count(call) > 0:
                        if (ref, alt) in TRANSITIONS:
                            ts += 1
                        else:
                            tv += 1
                rows[s].update(ts=ts, tv=tv, _titv=ts / tv if tv else None)
                rows[s]["titv"] = fmt(rows[s]["_titv"], 3)
            return ["ts", "tv", "titv"]


        def titv_verdict(kept, ctx, rows, failed):
            for s, row in rows.items():
                if row["_titv"] is not None and row["_titv"] < MIN_TITV:
                    failed[s].append("titv")


        METRICS.append(titv)
        VERDICTS.append(titv_verdict)
        ''', "wrong": {"cohort_sites": [("and is_called(call) and alt_count(call) > 0", "")],
                       "counts_mnps": [("if len(ref) == 1 and len(alt) == 1 and", "if len(ref) == len(alt) and")]}},
    "sex_check": {"code": '''
        PARS = [(10001, 2781479), (155701383, 156030895)]
        X_HET_FEMALE = @X_HET@


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
        ''', "wrong": {"with_par": [(" and not any(a <= rec[\"pos\"] <= b for a, b in PARS)", "")]}},
    "mendelian": {"code": '''
        MAX_MENDEL = @MAX_MENDEL@


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
        ''', "wrong": {"missing_as_error": [("if not autosomal(rec) or not called:", "if not autosomal(rec):")]}},
}

INPUTS = ["bgzf", "multiallelic", "targets"]
GENOS = ["min_gq", "min_dp", "allele_balance"]
SITE_RULES = ["site_qual", "site_call_rate", "hwe", "strand_bias"]
SAMPLE_RULES = ["sample_call_rate", "het_hom", "titv", "sex_check", "mendelian"]
ORDER = INPUTS + GENOS + SITE_RULES + SAMPLE_RULES
SKILLS = {"bgzf": "BGZF (concatenated gzip members)", "multiallelic": "split + trim multi-allelic records",
          "targets": "BED intervals (0-based, half-open)", "min_gq": "genotype quality masking",
          "min_dp": "per-genotype depth with AD fallback", "allele_balance": "het allele balance",
          "site_qual": "QUAL threshold", "site_call_rate": "site call rate after masking",
          "hwe": "Hardy-Weinberg exact test", "strand_bias": "Fisher strand bias (DP4)",
          "sample_call_rate": "per-sample call rate", "het_hom": "het/hom-alt ratio",
          "titv": "per-sample Ti/Tv", "sex_check": "sex check from chrX heterozygosity (PAR excluded)",
          "mendelian": "Mendelian errors in trios"}
# hard: one of these pairs is always drawn (one component changes what the other sees)
INTERACTING = [("multiallelic", "allele_balance"), ("min_gq", "mendelian"), ("allele_balance", "site_call_rate"),
               ("min_gq", "site_call_rate"), ("min_dp", "sample_call_rate"), ("multiallelic", "titv"),
               ("multiallelic", "hwe"), ("min_gq", "sex_check"), ("targets", "sample_call_rate")]
REASONS = {"sample_call_rate": "call_rate", "het_hom": "het_hom", "titv": "titv", "sex_check": "sex",
           "mendelian": "mendel"}


@dataclass(frozen=True)
class QcLevel(LevelConfig):
    inputs: tuple[int, int] = (0, 1)
    genos: tuple[int, int] = (1, 1)
    sites: tuple[int, int] = (1, 1)
    samples: tuple[int, int] = (1, 1)
    n_samples: tuple[int, int] = (8, 9)
    sites_n: tuple[int, int] = (70, 90)
    sop: bool = False  # the rules live in the lab's SOP (prose), not in the ticket
    goal_only: bool = False  # the ticket states the goal; the SOP gives definitions, not the order of work
    interacting: bool = False


# ---------------------------------------------------------------------------------------------------------------
# Test helpers: used verbatim by the hidden tests, and here to turn the program's outputs into the truth and to
# judge each decoy's outputs exactly as the tests will.

HELPERS = r'''
def parse_vcf(text):
    """(samples, {CHROM:POS:REF:ALT: "gt,gt,..."}) with genotypes as sorted allele indexes, missing as ./."""
    samples, got = None, {}
    for line in text.splitlines():
        if line.startswith("#CHROM"):
            samples = line.split("\t")[9:]
        if not line.strip() or line.startswith("#"):
            continue
        f = line.split("\t")
        keys = f[8].split(":")
        gi = keys.index("GT") if "GT" in keys else 0
        gts = []
        for cell in f[9:]:
            v = cell.split(":")
            a = (v[gi] if gi < len(v) else ".").replace("|", "/").split("/")
            gts.append("./." if "." in a or "" in a else "/".join(sorted(a, key=int)))
        key = f"{f[0]}:{f[1]}:{f[3]}:{f[4]}"
        if key in got:
            raise AssertionError(f"record {key} appears twice")
        got[key] = ",".join(gts)
    return samples, got


def parse_table(text):
    rows = [line.rstrip("\r").split("\t") for line in text.splitlines() if line.strip()]
    if not rows:
        return {}
    head = [h.strip() for h in rows[0]]
    return {r[0].strip(): {h: v.strip() for h, v in zip(head, r)} for r in rows[1:]}


def parse_failed(text):
    out = {}
    for line in text.splitlines()[1:]:
        if line.strip():
            s, _, why = line.partition("\t")
            out[s.strip()] = sorted(w.strip() for w in why.split(",") if w.strip())
    return out


def same_value(got, want):
    if isinstance(want, int):
        try:
            return float(got) == want
        except (TypeError, ValueError):
            return False
    try:
        w = float(want)
    except ValueError:
        return got == want
    try:
        return abs(float(got) - w) <= 0.0006
    except (TypeError, ValueError):
        return False


def digest(recs):
    import hashlib
    return hashlib.sha256("".join(f"{k}={v}\n" for k, v in sorted(recs.items())).encode()).hexdigest()


def check_outputs(texts, want):
    """Raise AssertionError where (vcf, table, failed) texts differ from the truth."""
    vcf, table, failed = texts
    samples, recs = parse_vcf(vcf)
    assert samples == want["samples"], f"filtered VCF samples {samples}, expected {want['samples']}"
    if "records" in want:
        missing = sorted(set(want["records"]) - set(recs))
        extra = sorted(set(recs) - set(want["records"]))
        assert not missing and not extra, (f"filtered VCF: {len(recs)} records, expected {len(want['records'])}; "
                                           f"missing {missing[:4]}, should not be there {extra[:4]}")
        bad = [k for k in sorted(want["records"]) if recs[k] != want["records"][k]]
        assert not bad, (f"genotypes differ at {len(bad)} records, e.g. {bad[0]}: {recs[bad[0]]} != "
                         f"{want['records'][bad[0]]}")
    else:  # the hidden cohort: its records by count and digest
        assert len(recs) == want["n_records"], f"filtered VCF: {len(recs)} records, expected {want['n_records']}"
        assert digest(recs) == want["digest"], "filtered VCF: the kept records or their genotypes differ"
    rows = parse_table(table)
    assert sorted(rows) == sorted(want["table"]), f"sample table rows {sorted(rows)}, expected {sorted(want['table'])}"
    for s, cols in sorted(want["table"].items()):
        for c, w in sorted(cols.items()):
            assert c in rows[s], f"sample table has no column {c}"
            assert same_value(rows[s][c], w), f"{s} {c}: {rows[s][c]!r}, expected {w!r}"
    got = parse_failed(failed)
    assert got == want["failed"], f"failing samples {got}, expected {want['failed']}"
'''
_H: dict = {}
exec(HELPERS, _H)


def _truth_of(texts) -> dict:
    samples, recs = _H["parse_vcf"](texts[0])
    table = {s: {c: (int(v) if re.fullmatch(r"-?\d+", v) else v) for c, v in row.items() if c != "sample"}
             for s, row in _H["parse_table"](texts[1]).items()}
    return {"samples": samples, "records": recs, "table": table, "failed": _H["parse_failed"](texts[2])}


def _heredocs(script: str) -> str:
    """The program a bash script writes: the bodies of its <<'PY' heredocs, in order."""
    return "".join(m.group(1) + "\n" for m in re.finditer(r"<<'PY'\n(.*?)\nPY\n", script, re.S))


def _run_program(program: str, files: dict) -> tuple[str, str, str]:
    """The program's own main() on a data folder holding `files` (so its reader sees the bytes as shipped)."""
    ns: dict = {"__name__": "vcfqc"}
    exec(compile(program, "vcfqc", "exec"), ns)
    with tempfile.TemporaryDirectory() as d:
        os.makedirs(f"{d}/data")
        for name, v in files.items():
            with open(f"{d}/data/{name}", "wb") as f:
                f.write(v if isinstance(v, bytes) else v.encode())
        ns["main"](f"{d}/data", f"{d}/out")
        texts = []
        for name in ("filtered.vcf", "sample_qc.tsv", "failed_samples.tsv"):
            with open(f"{d}/out/{name}") as f:
                texts.append(f.read())
    return tuple(texts)


# ---------------------------------------------------------------------------------------------------------------
# Data

def _bgzf(text: str, chunks: list[str]) -> bytes:
    """BGZF: one gzip member per chunk (the header, then each contig as a per-contig file was concatenated), each
    member with the BC extra field, and the 28-byte EOF marker."""
    out = b""
    for chunk in chunks:
        data = chunk.encode()
        for i in range(0, len(data), 60000):
            part = data[i:i + 60000]
            co = zlib.compressobj(6, zlib.DEFLATED, -15)
            comp = co.compress(part) + co.flush()
            bsize = len(comp) + 25
            head = (b"\x1f\x8b\x08\x04" + b"\x00\x00\x00\x00" + b"\x00\xff" + b"\x06\x00" + b"BC\x02\x00"
                    + (bsize & 0xffff).to_bytes(2, "little"))
            out += head + comp + (zlib.crc32(part) & 0xffffffff).to_bytes(4, "little") + len(part).to_bytes(4, "little")
    eof = bytes.fromhex("1f8b08040000000000ff0600424302001b0003000000000000000000")
    assert "".join(chunks) == text
    return out + eof


class Cohort:
    """One cohort: samples, genetic and declared sex, trios, records (dicts), and what was planted."""

    def __init__(self, **kw):
        self.__dict__.update(kw)


def _gt_text(a, b, phased=False):
    return f"{a}{'|' if phased else '/'}{b}"


def _make_cohort(rng: random.Random, names: set, P: dict, n_samples: int, n_sites: int, pfx: str) -> Cohort:
    samples = []
    while len(samples) < n_samples:
        s = f"{pfx}{rng.randint(1000, 9999)}"
        if s not in samples:
            samples.append(s)
    sex = {s: rng.choice("MF") for s in samples}
    trios = []
    pool = list(samples)
    rng.shuffle(pool)
    if "mendelian" in names:
        for _ in range(rng.randint(1, 2)):
            child, dad, mum = pool.pop(), pool.pop(), pool.pop()
            sex[dad], sex[mum] = "M", "F"
            trios.append((child, dad, mum))
    children = {t[0] for t in trios}
    parents = {x for t in trios for x in t[1:]}
    if sum(1 for s in samples if sex[s] == "M") < 2 or sum(1 for s in samples if sex[s] == "F") < 2:
        free = [s for s in pool if s not in parents]
        for s in free[:2]:
            sex[s] = "M"
        for s in free[2:4]:
            sex[s] = "F"
    # planted failing samples, one per sample rule, distinct where possible
    bad, free = {}, [s for s in pool if s not in parents and s not in children]
    if "mendelian" in names:
        bad["mendel"] = trios[0][0]
    for rule in ("call_rate", "het_hom", "titv", "sex"):
        comp = {v: k for k, v in REASONS.items()}[rule]
        if comp in names:
            if not free:
                raise Resample("not enough samples to plant failures")
            bad[rule] = free.pop()
    declared = dict(sex)
    if "sex" in bad:
        s = bad["sex"]
        declared[s] = "M" if sex[s] == "F" else "F"
    contigs = sorted(rng.sample(AUTOSOMES, rng.randint(3, 4)), key=AUTOSOMES.index) + ["chrX"]
    n_x = max(20, n_sites // 3)
    per = {c: 0 for c in contigs}
    per["chrX"] = n_x
    for i in range(n_sites - n_x):
        per[contigs[i % (len(contigs) - 1)]] += 1
    recs = []
    for c in contigs:
        used = set()
        for k in range(per[c]):
            par = c == "chrX" and k < max(5, n_x * 2 // 5)
            while True:
                pos = rng.randint(*PAR1) if par else rng.randint(3_000_000 if c == "chrX" else 100_000,
                                                                  LENGTHS[c] - 3_000_000)
                if all(abs(pos - u) > 200 for u in used):
                    used.add(pos)
                    break
            recs.append(_site(rng, names, P, c, pos, samples, sex, trios, bad, par))
    _plant(rng, names, P, recs, samples, sex, trios, bad)
    _off_the_bounds(recs, P)
    recs.sort(key=lambda r: (contigs.index(r["chrom"]), r["pos"]))
    seen, uniq = set(), []
    for r in recs:
        if (r["chrom"], r["pos"]) not in seen:
            seen.add((r["chrom"], r["pos"]))
            uniq.append(r)
    co = Cohort(samples=samples, sex=sex, declared=declared, trios=trios, bad=bad, contigs=contigs, recs=uniq)
    co.bed = _targets(rng, co) if "targets" in names else None
    return co


def _alleles(rng, names, multi):
    """(REF, [ALT...]) for a new site; `multi`: a second ALT that needs splitting (and often trimming)."""
    kind = rng.choices(["snv", "ins", "del", "mnp"], [80, 8, 8, 4])[0]
    r = rng.choice(BASES)
    if multi:
        shape = rng.choice(["snv_snv", "snv_del", "del_del", "ins_snv"])
        if shape == "snv_snv":
            ts = {"A": "G", "G": "A", "C": "T", "T": "C"}[r]
            return r, [ts, rng.choice([b for b in BASES if b not in (r, ts)])]
        if shape == "snv_del":  # REF rS, ALTs bS (an SNV once the shared suffix is trimmed) and r
            s = "".join(rng.choice(BASES) for _ in range(rng.randint(1, 3)))
            b = {"A": "G", "G": "A", "C": "T", "T": "C"}[r] if rng.random() < 0.75 else rng.choice(
                [x for x in BASES if x != r])
            return r + s, [b + s, r]
        if shape == "del_del":  # REF rSS', ALTs r and rS (the second trims to a shorter deletion)
            s = "".join(rng.choice(BASES) for _ in range(rng.randint(2, 3)))
            return r + s, [r, r + s[:-1]]
        b = {"A": "G", "G": "A", "C": "T", "T": "C"}[r]
        return r, [r + "".join(rng.choice(BASES) for _ in range(rng.randint(1, 3))), b]
    if kind == "snv":
        if rng.random() < 0.76:
            return r, [{"A": "G", "G": "A", "C": "T", "T": "C"}[r]]
        return r, [rng.choice([b for b in BASES if b != r and (r, b) not in TS])]
    if kind == "ins":
        return r, [r + "".join(rng.choice(BASES) for _ in range(rng.randint(1, 5)))]
    if kind == "del":
        return r + "".join(rng.choice(BASES) for _ in range(rng.randint(1, 5))), [r]
    k = rng.randint(2, 3)
    ref = "".join(rng.choice(BASES) for _ in range(k))
    return ref, ["".join(rng.choice([b for b in BASES if b != x]) for x in ref)]


def _call(rng, names, P, a, b, n_alts, low_gq=False):
    """FORMAT values for a genotype with allele indexes a <= b."""
    dp = rng.randint(10, 55) if rng.random() > 0.05 else rng.randint(2, 9)
    ad = [0] * (n_alts + 1)
    if a == b:
        ad[a] = dp - (rng.randint(0, 1) if dp > 3 else 0)
        ad[0 if a else 1] += dp - sum(ad)
    else:
        frac = rng.uniform(0.35, 0.65) if rng.random() > 0.06 else rng.uniform(0.04, 0.18)
        ad[b] = max(1, round(dp * frac))
        ad[a] = max(1, dp - ad[b])
    gq = rng.randint(35, 99) if not low_gq and rng.random() > 0.04 else rng.randint(3, 29)
    fdp = sum(ad) + (rng.randint(1, 4) if rng.random() < 0.3 else 0)
    return {"GT": _gt_text(a, b), "AD": ",".join(map(str, ad)), "DP": str(fdp), "GQ": str(gq)}


def _site(rng, names, P, chrom, pos, samples, sex, trios, bad, par):
    multi = "multiallelic" in names and chrom != "chrX" and rng.random() < 0.16
    ref, alts = _alleles(rng, names, multi)
    n_alts = len(alts)
    p = rng.uniform(0.35, 0.65) if chrom == "chrX" else rng.uniform(0.08, 0.85)
    p2 = rng.uniform(0.1, 0.35) if multi else 0.0
    hemi = chrom == "chrX" and not par

    def allele():
        x = rng.random()
        return 2 if x < p2 else 1 if x < p2 + p else 0

    geno = {}
    for s in samples:
        if hemi and sex[s] == "M":
            a = allele()
            geno[s] = (a, a)
        else:
            geno[s] = tuple(sorted((allele(), allele())))
    for child, dad, mum in trios:
        if hemi and sex[child] == "M":
            m = rng.choice(geno[mum])
            geno[child] = (m, m)
        elif hemi:
            geno[child] = tuple(sorted((geno[dad][0], rng.choice(geno[mum]))))
        else:
            geno[child] = tuple(sorted((rng.choice(geno[dad]), rng.choice(geno[mum]))))
    if "het_hom" in bad and not hemi:  # a contaminated sample: a second genome's alleles show up as hets
        s = bad["het_hom"]
        g = geno[s]
        if g[0] == g[1] and rng.random() < (0.7 if g[0] else 0.6):
            geno[s] = (0, g[0] or 1)
    if "titv" in bad and len(ref) == 1 and len(alts) == 1 and len(alts[0]) == 1 and (ref, alts[0]) in TS \
            and rng.random() < 0.5:  # the artefact sample misses real (transition-rich) variation
        geno[bad["titv"]] = (0, 0)
    calls = []
    for s in samples:
        a, b = geno[s]
        c = _call(rng, names, P, a, b, n_alts, low_gq=(s == bad.get("call_rate") and rng.random() < 0.3))
        miss = 0.45 if s == bad.get("call_rate") else 0.015
        if rng.random() < miss:
            c["GT"] = "./."
            c["GQ"] = "."
        calls.append(c)
    qual = rng.randint(40, 3000) if rng.random() > 0.12 else rng.randint(3, 39)
    filt = "PASS" if rng.random() > 0.07 else rng.choice(BAD_FILTERS)
    rec = {"chrom": chrom, "pos": pos, "ref": ref, "alts": alts, "qual": str(qual), "filter": filt, "calls": calls}
    _dp4(rng, rec, biased=False)
    return rec


def _dp4(rng, rec, biased, counts=None):
    ref_reads = sum(int(c["AD"].split(",")[0]) for c in rec["calls"])
    alt_reads = sum(sum(int(x) for x in c["AD"].split(",")[1:]) for c in rec["calls"])
    if counts is not None:
        rec["dp4"] = counts
        return
    rf = sum(1 for _ in range(ref_reads) if rng.random() < 0.5)
    if biased:
        af = alt_reads - rng.randint(0, max(0, alt_reads // 20))
    else:
        af = sum(1 for _ in range(alt_reads) if rng.random() < 0.5)
    rec["dp4"] = [rf, ref_reads - rf, af, alt_reads - af]


def _fisher(a, b, c, d, two_sided=True):
    row1, row2, col1, n = a + b, c + d, a + c, a + b + c + d

    def prob(x):
        return math.comb(row1, x) * math.comb(row2, col1 - x) / math.comb(n, col1)

    if not two_sided:
        return sum(prob(x) for x in range(a, min(row1, col1) + 1))
    p0 = prob(a)
    return min(1.0, sum(prob(x) for x in range(max(0, col1 - row2), min(row1, col1) + 1) if prob(x) <= p0 * (1 + 1e-9)))


def _plant(rng, names, P, recs, samples, sex, trios, bad):
    """Sites and genotypes each rule and each of its wrong fixes must see."""
    auto = [r for r in recs if r["chrom"] != "chrX"]

    def fresh(chrom=None, alleles=None, p=0.4):
        base = rng.choice(auto)
        chrom = chrom or base["chrom"]
        pos = base["pos"] + rng.randint(200, 5000)
        ref, alts = alleles or _alleles(rng, names, False)
        geno = {s: tuple(sorted((int(rng.random() < p), int(rng.random() < p)))) for s in samples}
        for child, dad, mum in trios:  # children inherit, so a planted site adds no Mendelian error by accident
            geno[child] = tuple(sorted((rng.choice(geno[dad]), rng.choice(geno[mum]))))
        if "het_hom" in bad and p > 0 and geno[bad["het_hom"]][0] == geno[bad["het_hom"]][1]:
            geno[bad["het_hom"]] = (0, 1)
        calls = [_call(rng, names, P, *geno[s], len(alts)) for s in samples]
        rec = {"chrom": chrom, "pos": pos, "ref": ref, "alts": alts, "qual": str(rng.randint(200, 2000)),
               "filter": "PASS", "calls": calls, "_plant": True}
        _dp4(rng, rec, biased=False)
        recs.append(rec)
        return rec

    def good(c):
        c["GQ"] = str(rng.randint(60, 99))
        d = max(int(c["DP"]) if c["DP"] != "." else 0, 20)
        gt_ = c["GT"]
        if "." not in gt_:
            a, b = map(int, gt_.split("/"))
            n = len(c["AD"].split(","))
            ad = [0] * n
            if a == b:
                ad[a] = d
            else:
                ad[a], ad[b] = d // 2, d - d // 2
            c["AD"], c["DP"] = ",".join(map(str, ad)), str(d)
        return c

    if "min_gq" in names:
        for r in rng.sample(auto, 4):
            c = rng.choice([c for c in r["calls"] if c["GT"] != "./."] or r["calls"])
            c["GQ"] = str(P["MIN_GQ"])
        for r in rng.sample(auto, 3):
            c = rng.choice(r["calls"])
            if c["GT"] != "./.":
                c["GQ"] = "."
    if "min_dp" in names:
        for r in rng.sample(auto, 5):
            c = rng.choice(r["calls"])
            if c["GT"] != "./.":
                c["DP"] = "."
                ad = c["AD"].split(",")
                ad[0] = str(int(ad[0]) + P["MIN_DP"])
                c["AD"] = ",".join(ad)
    if "allele_balance" in names:  # hets whose AB passes on AD but not over FORMAT/DP
        for r in rng.sample(auto, 4):
            c = rng.choice(r["calls"])
            if c["GT"] == "0/1" and len(r["alts"]) == 1:
                d = 40
                alt = math.ceil(P["AB_MIN"] * d) + 1
                c["AD"], c["DP"], c["GQ"] = f"{d - alt},{alt}", str(d + 12), "80"
    if "multiallelic" in names:  # a 0/2 het (its AD[1] near 0) and a 1/2 het
        for shape in (("A", ["G", "C"]), ("C", ["T", "CAG"])):
            r = fresh(alleles=(shape[0], list(shape[1])))
            picks = rng.sample(range(len(samples)), 3)
            for j, (a, b) in zip(picks, [(0, 2), (1, 2), (0, 2)]):
                d = rng.randint(24, 40)
                ad = [0, 0, 0]
                if a == 0:
                    ad[0], ad[1], ad[2] = d // 2, 0, d - d // 2
                else:
                    ad[0], ad[1], ad[2] = 1, d // 2, d - d // 2 - 1
                r["calls"][j] = {"GT": f"{a}/{b}", "AD": ",".join(map(str, ad)), "DP": str(d), "GQ": "77"}
            _dp4(rng, r, biased=False)
    if "site_qual" in names:
        for r in rng.sample(auto, 2):
            r["qual"] = str(P["MIN_QUAL"])
        rng.choice(auto)["qual"] = "."
    if "site_call_rate" in names:  # a site that reaches the call rate only before masking
        r = rng.choice([r for r in auto if len(r["alts"]) == 1])
        n = len(samples)
        need = math.ceil(P["SITE_CR"] * n)
        r["qual"], r["filter"], r["_plant"] = "900", "PASS", True
        for j, c in enumerate(r["calls"]):
            if "." in c["GT"]:
                c["GT"] = "0/0"
            good(c)
            if j >= need:
                c["GT"], c["GQ"] = "./.", "."
        culprit = r["calls"][0]
        if "min_gq" in names:
            culprit["GQ"] = str(max(1, P["MIN_GQ"] - 5))
        elif "min_dp" in names:
            culprit["DP"] = str(max(1, P["MIN_DP"] - 2))
            culprit["AD"] = ",".join(["0"] * len(culprit["AD"].split(",")))
            a, b = map(int, culprit["GT"].split("/"))
            ad = culprit["AD"].split(",")
            ad[a] = str(max(1, P["MIN_DP"] - 2))
            culprit["AD"] = ",".join(ad)
        elif "allele_balance" in names:
            culprit["GT"] = "0/1"
            culprit["AD"], culprit["DP"] = "30,2", "32"
    if "hwe" in names:  # no hets at all (a caller artefact): out of HWE; one rare homozygote: in HWE, exactly
        r = fresh(p=0.5)
        for j, c in enumerate(r["calls"]):
            c["GT"] = "0/0" if j % 2 else "1/1"
            good(c)
        _dp4(rng, r, biased=False)
        r = fresh(p=0.0)
        for c in r["calls"]:
            c["GT"] = "0/0"
            good(c)
        r["calls"][rng.randrange(len(samples))] = good({"GT": "1/1", "AD": "0,30", "DP": "30", "GQ": "90"})
        _dp4(rng, r, biased=False)
    if "strand_bias" in names:
        for _ in range(2):
            r = fresh()
            for c in r["calls"]:
                good(c)
            _dp4(rng, r, biased=True)
        for _ in range(400):  # one table that fails one-sided only in the other tail, or fails only two-sided
            t = [rng.randint(20, 60), rng.randint(20, 60), rng.randint(5, 30), rng.randint(0, 8)]
            two, one = _fisher(*t), _fisher(*t, two_sided=False)
            if two < 0.7 * P["SB_P"] and one > 1.5 * P["SB_P"]:
                r = fresh()
                for c in r["calls"]:
                    good(c)
                _dp4(rng, r, biased=False, counts=t)
                break
    if "titv" in names:  # an artefact sample: private transversions
        s = bad["titv"]
        j = samples.index(s)
        for k in range(rng.randint(20, 26)):
            ref = rng.choice(BASES)
            alt = rng.choice([b for b in BASES if b != ref and (ref, b) not in TS])
            r = fresh(alleles=(ref, [alt]), p=0.0)
            for c in r["calls"]:
                good(c)
            r["calls"][j] = good({"GT": "0/1", "AD": "12,12", "DP": "24", "GQ": "70"} if k % 5 < 3 else
                                 {"GT": "1/1", "AD": "0,24", "DP": "24", "GQ": "70"})
            _dp4(rng, r, biased=False)
        # and a few length-changing sites it carries (an indel/MNP counted as Ti/Tv is the wrong fix)
        for _ in range(3):
            ref = "".join(rng.choice(BASES) for _ in range(2))
            alt = "".join(rng.choice([b for b in BASES if b != x]) for x in ref)
            r = fresh(alleles=(ref, [alt]), p=0.3)
            for c in r["calls"]:
                good(c)
            _dp4(rng, r, biased=False)
    if "mendelian" in names:
        child, dad, mum = trios[0]
        idx = {s: i for i, s in enumerate(samples)}
        for k in range(P["MAX_MENDEL"] + 2):  # de novo-looking hom-alt calls in the child
            r = fresh(p=0.0)
            r["_mendel"] = True
            for c in r["calls"]:
                good(c)
            r["calls"][idx[child]] = good({"GT": "1/1", "AD": "0,30", "DP": "30", "GQ": "90"})
            _dp4(rng, r, biased=False)
        for _ in range(2):  # errors a masked genotype hides, and trios with a missing call
            r = fresh(p=0.0)
            r["_mendel"] = True
            for c in r["calls"]:
                good(c)
            c = r["calls"][idx[child]] = good({"GT": "1/1", "AD": "0,30", "DP": "30", "GQ": "90"})
            if "min_gq" in names:
                c["GQ"] = str(max(1, P["MIN_GQ"] - 4))
            else:
                c["GT"] = "./."
            _dp4(rng, r, biased=False)
        for _ in range(2):
            r = fresh(p=0.3)
            for c in r["calls"]:
                good(c)
            r["calls"][idx[mum]]["GT"], r["calls"][idx[mum]]["GQ"] = "./.", "."
            _dp4(rng, r, biased=False)
    if "sex_check" in names:  # PAR1 hets in males (diploid there)
        par = [r for r in recs if r["chrom"] == "chrX" and r["pos"] <= PAR1[1]]
        for r in par:
            for s, c in zip(samples, r["calls"]):
                if sex[s] == "M" and c["GT"] in ("0/0", "1/1") and rng.random() < 0.5:
                    c["GT"] = "0/1"
                    good(c)
    idx = {s: i for i, s in enumerate(samples)}
    for r in recs:  # planted sites (but the Mendelian ones) stay consistent with the pedigree
        if not r.get("_plant") or r.get("_mendel"):
            continue
        for child, dad, mum in trios:
            k, d, m = (r["calls"][idx[x]] for x in (child, dad, mum))
            if "." in k["GT"] + d["GT"] + m["GT"]:
                continue
            ka, da, ma = (sorted(x["GT"].split("/")) for x in (k, d, m))
            if any(sorted([x, y]) == ka for x in da for y in ma):
                continue
            if da[0] == da[1] and ma[0] == ma[1]:
                m["GT"] = k["GT"] = d["GT"]
            else:
                k["GT"] = "/".join(sorted([da[0], ma[0]]))
            good(k)
            good(m)


def _off_the_bounds(recs, P) -> None:
    """No het whose allele balance (for any ALT, as a split record will see it) is exactly a bound: `ab < 0.3` and
    `alt < 0.3 * depth` disagree there in floating point, and the task is not about that."""
    bounds = {Fraction(P["AB_MIN"]).limit_denominator(100), Fraction(P["AB_MAX"]).limit_denominator(100)}
    for r in recs:
        for c in r["calls"]:
            if c["AD"] == "." or "." in c["GT"]:
                continue
            ad = [int(x) for x in c["AD"].split(",")]
            while any(ad[0] + ad[j] and Fraction(ad[j], ad[0] + ad[j]) in bounds for j in range(1, len(ad))):
                ad[0] += 1
                if c["DP"] != ".":
                    c["DP"] = str(int(c["DP"]) + 1)
            c["AD"] = ",".join(map(str, ad))


def _targets(rng, co) -> list[tuple[str, int, int]]:
    """Capture regions: most sites inside; two sites planted exactly on a region's 0-based start (outside) and
    exactly on its end (inside)."""
    regs = []
    recs = co.recs
    edge = rng.sample([i for i, r in enumerate(recs) if not r.get("_plant")], 2)
    for i, r in enumerate(recs):
        if r.get("_plant"):
            regs.append((r["chrom"], r["pos"] - rng.randint(1, 40), r["pos"] + rng.randint(0, 40)))
        elif i == edge[0]:
            regs.append((r["chrom"], r["pos"], r["pos"] + rng.randint(20, 60)))
        elif i == edge[1]:
            regs.append((r["chrom"], r["pos"] - rng.randint(20, 60), r["pos"]))
        elif rng.random() < 0.82:
            regs.append((r["chrom"], r["pos"] - rng.randint(1, 40), r["pos"] + rng.randint(0, 40)))
    regs.sort(key=lambda x: (co.contigs.index(x[0]), x[1]))
    out = []
    for c, s, e in regs:  # overlapping regions merged, as a kit's BED would be
        if out and out[-1][0] == c and s <= out[-1][2]:
            out[-1] = (c, out[-1][1], max(out[-1][2], e))
        else:
            out.append((c, s, e))
    return out


def _render_vcf(co: Cohort, names: set, caller: str) -> tuple[str, list[str]]:
    h = ["##fileformat=VCFv4.2", f"##source={caller.split()[0]}", "##reference=GRCh38"]
    h += [f"##contig=<ID={c},length={LENGTHS[c]},assembly=GRCh38>" for c in co.contigs]
    h += ['##FILTER=<ID=PASS,Description="All filters passed">']
    h += [f'##FILTER=<ID={f},Description="{f}">' for f in BAD_FILTERS]
    h += ['##INFO=<ID=DP,Number=1,Type=Integer,Description="Combined depth across samples">',
          '##INFO=<ID=DP4,Number=4,Type=Integer,Description="Reads: ref-forward, ref-reverse, alt-forward, '
          'alt-reverse">',
          '##FORMAT=<ID=GT,Number=1,Type=String,Description="Genotype">',
          '##FORMAT=<ID=AD,Number=R,Type=Integer,Description="Allelic depths for the ref and alt alleles">',
          '##FORMAT=<ID=DP,Number=1,Type=Integer,Description="Read depth">',
          '##FORMAT=<ID=GQ,Number=1,Type=Integer,Description="Genotype quality">',
          "\t".join(["#CHROM", "POS", "ID", "REF", "ALT", "QUAL", "FILTER", "INFO", "FORMAT"] + co.samples)]
    chunks = ["\n".join(h) + "\n"]
    cur = None
    for r in co.recs:
        depth = sum(int(c["DP"]) if c["DP"] != "." else 0 for c in r["calls"])
        info = f"DP={depth}" + (f";DP4={','.join(map(str, r['dp4']))}" if "strand_bias" in names else "")
        cells = [":".join(c[k] for k in ("GT", "AD", "DP", "GQ")) for c in r["calls"]]
        line = "\t".join([r["chrom"], str(r["pos"]), ".", r["ref"], ",".join(r["alts"]), r["qual"], r["filter"], info,
                          "GT:AD:DP:GQ"] + cells) + "\n"
        if r["chrom"] != cur:
            chunks.append("")
            cur = r["chrom"]
        chunks[-1] += line
    return "".join(chunks), chunks


def _inputs(co: Cohort, names: set, caller: str, bed_chr: bool) -> tuple[dict, dict[str, bytes | str]]:
    """(texts the program reads, files of a data folder)."""
    text, chunks = _render_vcf(co, names, caller)
    inputs, files = {"vcf": text}, {}
    if "bgzf" in names:
        files["cohort.vcf.gz"] = _bgzf(text, chunks)
    else:
        files["cohort.vcf"] = text
    if co.bed is not None:
        bed = "".join(f"{c if bed_chr else c.removeprefix('chr')}\t{s}\t{e}\n" for c, s, e in co.bed)
        inputs["bed"] = files["targets.bed"] = bed
    if {"sex_check", "mendelian"} & names:
        trio = {t[0]: t for t in co.trios}
        fam = {s: f"FAM{i + 1:02d}" for i, t in enumerate(co.trios) for s in t}
        order = sorted(co.samples)
        lines = ["family_id\tsample_id\tfather_id\tmother_id\tsex"]
        for s in order:
            f, m = (trio[s][1], trio[s][2]) if s in trio else ("0", "0")
            lines.append(f"{fam.get(s, s)}\t{s}\t{f}\t{m}\t{1 if co.declared[s] == 'M' else 2}")
        inputs["sheet"] = files["samples.tsv"] = "\n".join(lines) + "\n"
    return inputs, files


# ---------------------------------------------------------------------------------------------------------------

@register
class VariantQC(KitFamily):
    name = "variant_qc"
    category = "science"
    description = ("Release QC of a joint-called cohort VCF as a reusable pipeline: input forms (BGZF, multi-allelic "
                   "splitting, target BED), genotype/site/sample rules composed per instance (GQ, depth, allele "
                   "balance, QUAL, call rates, HWE, strand bias, het/hom, Ti/Tv, sex check, Mendelian errors)")
    base_image = "termigen/sci:1"
    levels = {
        "easy": QcLevel(components=(3, 4), inputs=(0, 1), genos=(1, 1), sites=(1, 1), samples=(1, 1),
                        n_samples=(8, 9), sites_n=(110, 130)),
        "medium": QcLevel(components=(4, 6), inputs=(1, 1), genos=(1, 2), sites=(1, 2), samples=(1, 2),
                          n_samples=(9, 11), sites_n=(120, 140), sop=True),
        "hard": QcLevel(components=(6, 8), inputs=(1, 2), genos=(1, 2), sites=(1, 2), samples=(2, 2),
                        n_samples=(10, 12), sites_n=(110, 140), sop=True, goal_only=True, interacting=True),
    }

    def draft(self, rng: random.Random, cfg: QcLevel) -> Draft:
        pair = rng.choice(INTERACTING) if cfg.interacting else ()
        names: set[str] = set(pair)
        for pool, k in ((INPUTS, cfg.inputs), (GENOS, cfg.genos), (SITE_RULES, cfg.sites), (SAMPLE_RULES, cfg.samples)):
            have = [n for n in pool if n in names]
            want = rng.randint(*k)
            if want > len(have):
                got = compose(rng, [Component(n) for n in pool if n not in names], want - len(have))
                names |= {c.name for c in got}
        if len(names) > cfg.components[1] or len(names) < cfg.components[0]:
            raise Resample(f"{len(names)} components")
        P = {"MIN_GQ": rng.choice([15, 20, 25, 30]), "MIN_DP": rng.choice([6, 8, 10]),
             "AB_MIN": rng.choice([0.2, 0.25, 0.3]), "MIN_QUAL": rng.choice([20, 30, 50]),
             "SITE_CR": rng.choice([0.72, 0.78, 0.82]), "HWE_P": rng.choice([1e-3, 5e-4]),
             "SB_P": rng.choice([1e-3, 1e-4]), "CALL_RATE": rng.choice([0.75, 0.8]),
             "HH_MIN": rng.choice([0.3, 0.4]), "HH_MAX": rng.choice([5.0, 6.0]),
             "MIN_TITV": rng.choice([1.1, 1.3]), "X_HET": rng.choice([0.05, 0.1]),
             "MAX_MENDEL": rng.choice([1, 2, 3])}
        P["AB_MAX"] = round(1 - P["AB_MIN"], 2)
        bed_chr = rng.random() < 0.4
        caller = rng.choice(CALLERS)
        lab_i = rng.randrange(len(LABS))
        site = SITES[lab_i]
        panel = rng.choice(PANELS)
        project = f"{panel.split()[0][:5]}{rng.randint(10, 99)}"
        root = f"/srv/{site}/{project}"
        paths = {"data": f"{root}/input", "out": f"{root}/qc", "bin": f"{root}/bin/vcfqc", "root": root}
        pfx = rng.choice(SAMPLE_PFX)
        comps = self._components(names, P, bed_chr, paths["bin"])
        extra_names = self._extra_names(names)

        for _attempt in range(6):
            drng = random.Random(rng.random())
            ns_ = (14, 16) if "hwe" in names else cfg.n_samples
            co = _make_cohort(drng, names, P, drng.randint(*ns_), drng.randint(*cfg.sites_n), pfx)
            hid = _make_cohort(drng, names, P, drng.randint(*ns_), drng.randint(*cfg.sites_n) * 2 // 3,
                               rng.choice([x for x in SAMPLE_PFX if x != pfx]))
            inputs, files = _inputs(co, names, caller, bed_chr)
            h_inputs, h_files = _inputs(hid, names, caller, bed_chr)
            solution, decoys = oracle_and_decoys(comps, head=self._head(paths), tail=self._tail(paths), rng=rng,
                                                 extra=self._extra(comps, paths, extra_names, P), max_decoys=6)
            program = _heredocs(solution)
            truth, h_truth = (_truth_of(_run_program(program, f)) for f in (files, h_files))
            if not (self._planted_ok(co, truth, names) and self._planted_ok(hid, h_truth, names)):
                continue
            if self._thresholds_near(program, inputs, names, P):
                continue
            if all(self._decoy_caught(d, files, h_files, truth, h_truth) for d in decoys):
                break
        else:
            raise Resample("no cohort where the planted failures and every decoy came out as intended")

        data_files = {f"{paths['data']}/{n}": File.of(v) for n, v in files.items()}
        hidden = {n: (["base64", base64.b64encode(v).decode()] if isinstance(v, bytes) else
                      ["gzip", base64.b64encode(gzip.compress(v.encode(), mtime=0)).decode()] if len(v) > 2000 else
                      ["text", v]) for n, v in h_files.items()}
        h_truth = {k: v for k, v in h_truth.items() if k != "records"} | {
            "n_records": len(h_truth["records"]), "digest": _H["digest"](h_truth["records"])}
        sop = self._sop(names, P, cfg, bed_chr)
        env_files = dict(data_files)
        if cfg.sop:
            env_files[f"{root}/docs/QC_SOP.md"] = File.of(sop)
        instruction = self._instruction(rng, cfg, names, P, paths, co, caller, panel, LABS[lab_i], bed_chr, files)
        tools = sorted(tools_in(solution) | {"python3"})
        return Draft(
            instruction=instruction,
            environment=Environment(base_image=self.base_image, files=env_files, workdir=root),
            solution=solution,
            tests={"test_outputs.py": self._tests(paths, truth, hidden, h_truth)},
            decoys=decoys,
            outputs=[paths["out"], paths["bin"].rsplit("/", 1)[0]],
            tools=tools,
            tags=["bioinformatics", "vcf", "variant-qc", "genotypes", "pipeline"] + sorted(
                t for n, t in (("bgzf", "bgzf"), ("multiallelic", "normalisation"), ("targets", "bed"),
                               ("hwe", "statistics"), ("strand_bias", "statistics"), ("mendelian", "pedigree"),
                               ("sex_check", "sex-check")) if n in names),
            expert_time_min=10 + 6 * len(names),
            junior_time_min=25 + 15 * len(names),
            components=[n for n in ORDER if n in names],
        )

    # -- components -----------------------------------------------------------------------------------------------
    @staticmethod
    def _components(names, P, bed_chr, prog):
        def render(code):
            for k, v in P.items():
                code = code.replace(f"@{k}@", repr(v))
            return code

        out = []
        for n in ORDER:
            if n not in names:
                continue
            piece = {"code": dedent(PIECES[n]["code"]), "wrong": {k: (dedent(v) if isinstance(v, str) else v)
                                                                  for k, v in PIECES[n].get("wrong", {}).items()}}
            if n == "targets" and bed_chr:
                piece["wrong"].pop("names_as_written")  # the BED already says chr1: literal names are right
            if n == "site_call_rate" and not ({"min_gq", "min_dp", "allele_balance"} & names):
                piece["wrong"].pop("before_masking")
            c = program_piece(n, piece, prog, excludes={}, render=render)
            out.append(Component(n, fix=c.fix, wrong=c.wrong, skill=SKILLS[n]))
        return out

    @staticmethod
    def _extra_names(names):
        out = ["hardcoded_outputs"]
        if "multiallelic" in names and "allele_balance" in names:
            out.append("filters_before_split")
        return out

    @staticmethod
    def _head(paths):
        return (f"mkdir -p {paths['bin'].rsplit('/', 1)[0]} {paths['out']}\n"
                f"cat > {PROG} <<'PY'\n{HEAD.strip(chr(10))}\nPY\n").replace(PROG, paths["bin"])

    @staticmethod
    def _tail(paths):
        return (f"cat >> {PROG} <<'PY'\n{TAIL.strip(chr(10))}\nPY\nchmod 755 {PROG}\n"
                f"python3 {PROG} {paths['data']} {paths['out']}\n").replace(PROG, paths["bin"])

    def _extra(self, comps, paths, extra_names, P):
        sol, _ = oracle_and_decoys(comps, head=self._head(paths), tail=self._tail(paths))
        out = []
        if "hardcoded_outputs" in extra_names:
            out.append(Decoy(name="hardcoded_outputs", description="right outputs for this cohort, but the "
                             "installed vcfqc only copies them (the visible example hard-coded)",
                             script=sol + dedent(f"""
                                 cat > {paths['bin']} <<'SH'
                                 #!/bin/bash
                                 Q={paths['out']}
                                 mkdir -p "$2" && cp "$Q/filtered.vcf" "$Q/sample_qc.tsv" "$Q/failed_samples.tsv" "$2"/
                                 SH
                                 chmod 755 {paths['bin']}
                             """)))
        if "filters_before_split" in extra_names:
            bad = sol.replace("STEPS.insert(0, split_all)", "STEPS.append(split_all)")
            assert bad != sol
            out.append(Decoy(name="filters_before_split", description="applies the genotype rules to the "
                             "multi-allelic records and splits afterwards", script=bad))
        return out

    # -- checks on a draw --------------------------------------------------------------------------------------------
    @staticmethod
    def _planted_ok(co, truth, names) -> bool:
        want = {}
        for rule, s in co.bad.items():
            want.setdefault(s, []).append(rule)
        got = truth["failed"]
        if any(s not in co.bad.values() for s in got):  # a sample nothing was planted in fails
            return False
        if any(rule not in got.get(s, []) for s, rules in want.items() for rule in rules):
            return False
        return len(truth["records"]) >= 30

    @staticmethod
    def _thresholds_near(program, inputs, names, P) -> bool:
        """A sample metric within 0.002 of its threshold: another implementation's rounding could flip it."""
        ns: dict = {"__name__": "vcfqc"}
        exec(compile(program, "vcfqc", "exec"), ns)
        texts = ns["qc"](inputs["vcf"], inputs.get("bed"), inputs.get("sheet"))
        rows = _H["parse_table"](texts[1])
        for row in rows.values():
            for col, thr in (("call_rate", [P["CALL_RATE"]]), ("het_hom_ratio", [P["HH_MIN"], P["HH_MAX"]]),
                             ("titv", [P["MIN_TITV"]]), ("x_het_rate", [P["X_HET"]])):
                v = row.get(col, "NA")
                if v != "NA" and any(abs(float(v) - t) < 0.002 for t in thr):
                    return True
        return False

    @staticmethod
    def _decoy_caught(decoy, files, h_files, truth, h_truth) -> bool:
        if decoy.name == "hardcoded_outputs":
            return True  # its vcfqc copies this cohort's outputs: the hidden cohort differs (checked below)
        program = _heredocs(decoy.script)
        for inp, want in ((files, truth), (h_files, h_truth)):
            try:
                _H["check_outputs"](_run_program(program, inp), want)
            except AssertionError:
                return True
            except Exception:  # noqa: BLE001 - a decoy that crashes scores 0 too
                return True
        return False

    # -- text ---------------------------------------------------------------------------------------------------------
    @staticmethod
    def _rules(names, P, bed_chr, hints: bool) -> dict[str, str]:
        """One rule per component: the definition (all levels) and, for easy, what to watch for."""
        pct = lambda x: f"{x * 100:g}%"  # noqa: E731
        r = {
            "bgzf": ("The cohort file is `cohort.vcf.gz`, BGZF-compressed (the per-chromosome outputs of the caller "
                     "were concatenated, so it is a series of gzip members).",
                     "Read every member: a reader that stops after the first gzip member sees only the header."),
            "multiallelic": ("Multi-allelic records are split into one biallelic record per ALT allele, as "
                             "`bcftools norm -m-` does: in the record for ALT number i, a genotype allele i becomes 1 "
                             "and any other ALT allele becomes 0; AD becomes the REF depth and that ALT's depth; other "
                             "fields are copied. Each split record is then trimmed: while REF and ALT are both longer "
                             "than one base and end in the same base, drop that last base; then while both are longer "
                             "than one base and start with the same base, drop the first base and add 1 to POS. Every "
                             "other rule is judged on the split records, and the filtered VCF holds them.",
                             "A record `A -> G,C` with genotype `1/2` gives `A -> G` with `1/0` and `A -> C` with `0/1`."),
            "targets": (f"`targets.bed` lists the capture kit's target regions (standard BED: 0-based start, end "
                        f"exclusive). A site is on target when its POS lies in a region: start < POS <= end."
                        + ("" if bed_chr else " The BED names contigs without the `chr` prefix (`1`, `X`); the VCF uses "
                           "`chr1`, `chrX`."),
                        "A site whose POS equals a region's start value is outside it."),
            "min_gq": (f"A genotype with GQ below {P['MIN_GQ']}, or with no GQ (`.`), is set to missing (`./.`).",
                       f"GQ exactly {P['MIN_GQ']} is kept."),
            "min_dp": (f"A genotype whose read depth is below {P['MIN_DP']} is set to missing. The depth is the "
                       "genotype's own FORMAT/DP; where that is `.`, the sum of its AD values.",
                       "INFO/DP is the depth of the whole site, not of one sample."),
            "allele_balance": (f"A heterozygous genotype is set to missing when its allele balance AD[alt] / (AD[ref] + "
                               f"AD[alt]) is below {P['AB_MIN']} or above {P['AB_MAX']} (a het with no AD is kept).",
                               "The denominator is the two allele depths, not FORMAT/DP (which counts filtered "
                               "reads too)."),
            "site_qual": (f"A site is dropped when its QUAL is below {P['MIN_QUAL']} or missing (`.`).",
                          f"QUAL exactly {P['MIN_QUAL']} is kept."),
            "site_call_rate": (f"A site is dropped when fewer than {pct(P['SITE_CR'])} of the samples have a called "
                               "genotype after the genotype rules.",
                               "Count the calls after masking, not the calls in the input."),
            "hwe": (f"An autosomal site is dropped when the Hardy-Weinberg exact test (Wigginton, Cutler & Abecasis "
                    f"2005; the two-sided p-value over the called genotypes, as PLINK's --hwe computes it) gives "
                    f"p < {P['HWE_P']:g}. chrX sites are not tested.",
                    "The exact test, not the chi-square approximation: with this many samples they disagree."),
            "strand_bias": (f"A site is dropped when the two-sided Fisher exact test on INFO/DP4 (ref-forward, "
                            f"ref-reverse, alt-forward, alt-reverse as a 2x2 table) gives p < {P['SB_P']:g}.",
                            "Two-sided: sum every table at most as likely as the observed one."),
            "sample_call_rate": (f"Per sample, `call_rate` = its called genotypes / kept sites. A sample below "
                                 f"{P['CALL_RATE']} fails with reason `call_rate`.",
                                 "Per sample, not the cohort's overall rate."),
            "het_hom": (f"Per sample, `het_hom_ratio` = het genotypes / hom-alt genotypes over kept autosomal sites "
                        f"(`NA` with no hom-alt). Outside [{P['HH_MIN']}, {P['HH_MAX']}] fails with reason `het_hom`.",
                        "Autosomes only: males are hemizygous on chrX."),
            "titv": (f"Per sample, over the kept SNV sites (REF and ALT one base each) where the sample carries the ALT "
                     f"(het or hom-alt): `ts` transitions (A<->G, C<->T), `tv` transversions, `titv` = ts / tv (`NA` "
                     f"when tv is 0). Below {P['MIN_TITV']} fails with reason `titv`.",
                     "Only the sites the sample carries count; indels and MNPs are not SNVs."),
            "sex_check": (f"Per sample, `x_het_rate` = het genotypes / called genotypes over kept chrX sites outside the "
                          f"pseudo-autosomal regions (GRCh38 PAR1 chrX:10,001-2,781,479 and PAR2 "
                          f"chrX:155,701,383-156,030,895, both inclusive); `inferred_sex` is `F` when it is at least "
                          f"{P['X_HET']}, else `M` (`NA` with no such call). A sample whose sex in `samples.tsv` "
                          f"(1 = male, 2 = female) differs fails with reason `sex`.",
                          "Males are diploid in the PARs: leave those sites out."),
            "mendelian": (f"For each child in `samples.tsv` (father_id and mother_id both samples of the VCF), "
                          f"`mendel_errors` counts kept autosomal sites where child, father and mother are all called "
                          f"and the child's genotype cannot be made of one allele of the father and one of the mother; "
                          f"`NA` for samples that are not such a child. More than {P['MAX_MENDEL']} fails with reason "
                          f"`mendel`.",
                          "A site where any of the three is missing (also masked) is not an error."),
        }
        return {n: (d + (" " + h if hints else "")) for n, (d, h) in r.items() if n in names}

    @staticmethod
    def _columns(names):
        cols = ["sample", "called", "het", "hom_alt"]
        for n, c in (("sample_call_rate", ["call_rate"]), ("het_hom", ["het_hom_ratio"]), ("titv", ["ts", "tv", "titv"]),
                     ("sex_check", ["x_het_rate", "inferred_sex"]), ("mendelian", ["mendel_errors"])):
            if n in names:
                cols += c
        return cols

    def _sop(self, names, P, cfg, bed_chr) -> str:
        rules = self._rules(names, P, bed_chr, hints=False)
        stage = {"inputs": [n for n in INPUTS if n in rules], "geno": [n for n in GENOS if n in rules],
                 "site": [n for n in SITE_RULES if n in rules], "sample": [n for n in SAMPLE_RULES if n in rules]}
        parts = ["# Cohort release QC: standard operating procedure\n",
                 "This SOP applies to every joint-called cohort before it is released to the analysts. Only records "
                 "whose FILTER is `PASS` are considered at all.\n"]
        if cfg.goal_only:
            body = [rules[n] for n in sorted(rules)]  # definitions, alphabetically: not the order of work
            parts.append("## Definitions\n\n" + "\n\n".join(body) + "\n")
            parts.append("Genotype rules set a genotype to missing; site rules decide which records are kept and see the "
                         "genotypes as the genotype rules left them; the sample figures are computed over the kept "
                         "records.\n")
        else:
            titles = {"inputs": "Input", "geno": "Genotype rules (set the genotype to `./.`)",
                      "site": "Site rules (drop the record)", "sample": "Sample rules (computed over the kept records)"}
            for k in ("inputs", "geno", "site", "sample"):
                if stage[k]:
                    parts.append(f"## {titles[k]}\n\n" + "\n\n".join(rules[n] for n in stage[k]) + "\n")
            parts.append("Order of work: input, FILTER, genotype rules, site rules (on the masked genotypes), then the "
                         "sample figures.\n")
        return "\n".join(parts)

    def _instruction(self, rng, cfg, names, P, paths, co, caller, panel, lab, bed_chr, files) -> str:
        data, out, bin_ = paths["data"], paths["out"], paths["bin"]
        inputs = ", ".join(f"`{n}`" for n in sorted(files))
        cols = "\t".join(self._columns(names))
        reasons = ", ".join(f"`{REASONS[n]}`" for n in SAMPLE_RULES if n in names)
        why = rng.choice(["before the cohort goes to the variant curation team",
                          "before the release to the analysts this week",
                          "so that only trustworthy genotypes reach the association analysis",
                          "ahead of the multidisciplinary case review"])
        intro = (f"# {lab}: release QC for the {panel} cohort\n\n"
                 f"The {panel} cohort ({len(co.samples)} samples, joint-called with {caller}) has to pass release QC "
                 f"{why}. Its files are in `{data}/` ({inputs}).\n")
        if not cfg.sop:
            rules = self._rules(names, P, bed_chr, hints=True)
            steps = ["Only records whose FILTER is `PASS` are considered."]
            steps += [rules[n] for n in ORDER if n in rules]
            how = ("## The QC rules, in this order\n\n" + "\n".join(f"{i}. {t}" for i, t in enumerate(steps, 1)) + "\n\n"
                   "Genotype rules set a genotype to missing (`./.`, other FORMAT fields unchanged); site rules run "
                   "on the genotypes as the genotype rules left them; the per-sample figures count the kept records.\n")
        elif not cfg.goal_only:
            how = (f"## The rules\n\nThe lab's SOP is `{paths['root']}/docs/QC_SOP.md`: follow it exactly (it gives "
                   "every threshold and the order of work).\n")
        else:
            how = (f"## The rules\n\nThe definitions are in the lab's SOP, `{paths['root']}/docs/QC_SOP.md`. The "
                   "figures will be compared with an independent run of the SOP on the same data, so read it "
                   "closely: the rules interact, and the order in which you apply them matters.\n")
        deliver = dedent(f"""
            ## Deliverables

            1. An executable `{bin_}`, one self-contained file (any language installed here; Python 3 with the
               standard library is enough), run as `vcfqc DATA_DIR OUT_DIR`: it reads the cohort files under
               DATA_DIR (the names above; `targets.bed` and `samples.tsv` only where this cohort has them), creates
               OUT_DIR if needed and writes the three files below into it. It will be run, as an unprivileged user,
               on other cohorts with the same layout and the same rules, so nothing about this cohort may be
               hard-coded.
            2. Run it once as `{bin_} {data} {out}`, so that `{out}/` holds:
               - `filtered.vcf`: plain-text VCF, the input's header lines (through `#CHROM`) and then the kept
                 records, each with every sample column; genotypes the rules masked are `./.`.
               - `sample_qc.tsv`: tab-separated, header `{cols}`, one row per sample of the VCF.
                 `called`, `het` and `hom_alt` count that sample's called, heterozygous and
                 homozygous-ALT genotypes over the kept records. Ratios and rates as decimals (at least 4 decimals
                 for rates, 3 for ratios), `NA` where not defined.
               - `failed_samples.tsv`: header `sample<TAB>reasons`, one line per sample failing at least one sample
                 rule, reasons comma-separated from {reasons}.
        """)
        return intro + "\n" + how + "\n" + deliver

    # -- tests ------------------------------------------------------------------------------------------------------
    @staticmethod
    def _tests(paths, truth, hidden, h_truth) -> File:
        body = HELPERS + '''

def _read(path):
    assert os.path.isfile(path), f"{path} is missing"
    with open(path, errors="replace") as f:
        return f.read()


def test_cohort_outputs():
    texts = [_read(os.path.join(OUT, n)) for n in ("filtered.vcf", "sample_qc.tsv", "failed_samples.tsv")]
    check_outputs(texts, TRUTH)


def test_pipeline_on_another_cohort():
    assert os.path.isfile(BIN), f"{BIN} is missing"
    fx = tempfile.mkdtemp()
    os.makedirs(os.path.join(fx, "data"))
    for name, (enc, content) in HIDDEN.items():
        with open(os.path.join(fx, "data", name), "wb") as f:
            f.write(base64.b64decode(content) if enc == "base64" else gzip.decompress(base64.b64decode(content))
                    if enc == "gzip" else content.encode())
    work = tg_guard.give(fx)
    prog = tg_guard.give(BIN, work)
    os.chmod(prog, 0o755)
    p = tg_guard.run([prog, os.path.join(work, "data"), os.path.join(work, "out")], timeout=300)
    assert p.returncode == 0, f"vcfqc failed on another cohort: {p.stderr[-800:]}"
    texts = [_read(os.path.join(work, "out", n)) for n in ("filtered.vcf", "sample_qc.tsv", "failed_samples.tsv")]
    check_outputs(texts, HIDDEN_TRUTH)
'''
        return hidden_tests({"OUT": paths["out"], "BIN": paths["bin"], "TRUTH": truth, "HIDDEN": hidden,
                             "HIDDEN_TRUTH": h_truth}, body, imports="import base64\nimport gzip\nimport tempfile\n")

"""Science/bioinformatics: QC-filter a VCF (FILTER/QUAL, INFO DP, per-sample GQ by FORMAT key, a BED blacklist)
and summarise the kept variants per contig and per sample."""

from __future__ import annotations

import gzip
import hashlib
import random

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

# GRCh38 lengths of the chromosomes a cohort panel may touch (only the ##contig lines use them).
LENGTHS = {"1": 248956422, "2": 242193529, "3": 198295559, "4": 190214555, "5": 181538259, "6": 170805979,
           "7": 159345973, "8": 145138636, "9": 138394717, "10": 133797422, "11": 135086622, "12": 133275309,
           "13": 114364328, "14": 107043718, "15": 101991189, "16": 90338345, "17": 83257441, "18": 80373285,
           "19": 58617616, "20": 64444167, "21": 46709983, "22": 50818468, "X": 156040895}
KARYO = list(LENGTHS)
LABS = ["Halden Genomics Core", "Riverside Clinical Sequencing", "Norbury Molecular Lab", "Castlegate Biobank",
        "Ostrava Rare Disease Unit", "Pinecrest Cancer Genomics", "Meridian Newborn Screening", "Tollund Population Study",
        "Ashgrove Cardiogenetics", "Lindqvist Neuro Panel", "Saltmere Pharmacogenomics", "Brackwater Diagnostics"]
CALLERS = [("GATK HaplotypeCaller", "GATK4.4"), ("bcftools call", "bcftools-1.17"), ("DeepVariant", "DeepVariant-1.5"),
           ("FreeBayes", "freebayes-1.3.6"), ("Strelka2", "strelka-2.9.10"), ("Octopus", "octopus-0.7.4")]
PANELS = ["cardiomyopathy", "epilepsy", "hereditary cancer", "hearing loss", "retinal dystrophy", "immunodeficiency",
          "connective tissue", "mitochondrial", "skeletal dysplasia", "metabolic", "renal cilia", "neuromuscular"]
ROOTS = ["/data", "/srv/genomics", "/home/analyst", "/mnt/seq", "/opt/pipeline", "/work"]
SAMPLE_PFX = ["PT", "CASE", "DNA", "FAM", "LIB", "NGS", "S", "PX", "RD", "HX"]
BASES = "ACGT"
TRANSITIONS = {("A", "G"), ("G", "A"), ("C", "T"), ("T", "C")}
FILTERS_BAD = ["LowQual", "q20", "SnpCluster", "LowDP", "StrandBias", "lowGQ"]
STD_FORMAT = ["GT", "AD", "DP", "GQ"]

AWK = r'''
function parse_gt(g, al,   n) { n = split(g, al, /[\/|]/); return n }
BEGIN {
  FS = OFS = "\t"
  if (BED != "") {
    while ((getline line < BED) > 0) {
      if (line ~ /^(#|track|browser)/ || line == "") continue
      split(line, b, "\t"); c = b[1]
      if (BUG != "no_rename") { if (RENAME == "add") c = "chr" c; else if (RENAME == "strip") sub(/^chr/, "", c) }
      nb[c]++; bs[c, nb[c]] = b[2] + 0; be[c, nb[c]] = b[3] + 0
    }
  }
}
/^##contig=<ID=/ { id = $0; sub(/^##contig=<ID=/, "", id); sub(/[,>].*/, "", id); order[++nc] = id }
/^#/ {
  print > OUTVCF
  if ($0 ~ /^#CHROM/) for (i = 10; i <= NF; i++) sname[i] = $i
  next
}
{
  if ($7 != "PASS" && !(BUG == "filter_dot" && $7 == ".")) next
  if ($6 == ".") next
  if (BUG == "qual_strict" ? ($6 + 0 <= MINQ) : ($6 + 0 < MINQ)) next
  if (MINDP != "" && BUG != "no_dp") {
    dp = ""; n = split($8, kv, ";")
    for (i = 1; i <= n; i++) if (kv[i] ~ /^DP=/) dp = substr(kv[i], 4)
    if (dp == "" || dp + 0 < MINDP) next
  }
  nf = split($9, fk, ":"); gti = 0; gqi = 0
  for (i = 1; i <= nf; i++) { if (fk[i] == "GT") gti = i; if (fk[i] == "GQ") gqi = i }
  if (BUG == "positional_format") { gti = 1; gqi = 4 }
  if (MINGQ != "") {
    ok = 0
    for (s = 10; s <= NF; s++) {
      split($s, v, ":"); n = parse_gt(v[gti], al); car = 0
      for (i = 1; i <= n; i++) if (al[i] != "0" && al[i] != ".") car = 1
      if (car && v[gqi] != "." && v[gqi] + 0 >= MINGQ) ok = 1
    }
    if (!ok) next
  }
  if (BED != "" && BUG != "no_blacklist") {
    inb = 0
    for (i = 1; i <= nb[$1]; i++) {
      if (BUG == "bed_one_based") { if ($2 >= bs[$1, i] && $2 <= be[$1, i]) inb = 1 }
      else if ($2 > bs[$1, i] && $2 <= be[$1, i]) inb = 1
    }
    if (inb) next
  }
  print > OUTVCF
  na = split($5, alt, ",")
  if (BUG == "first_alt_only") na = 1
  for (j = 1; j <= na; j++) {
    r = $4; a = alt[j]
    if (length(r) == 1 && length(a) == 1) { snv[$1]++; if ((r a) ~ /^(AG|GA|CT|TC)$/) ts[$1]++; else tv[$1]++ }
    else if (length(r) != length(a)) indel[$1]++
    else if (BUG == "mnp_as_snv") snv[$1]++
    else mnp[$1]++
  }
  if (SAMPLES != "") for (s = 10; s <= NF; s++) {
    split($s, v, ":"); g = v[gti]
    if (BUG == "unphased_only" && g ~ /\|/) continue
    n = parse_gt(g, al)
    if (al[1] == "." || al[2] == ".") miss[s]++
    else if (al[1] != al[2]) het[s]++
    else if (al[1] != "0") hom[s]++
  }
}
END {
  print "chrom", "snv", "indel", "mnp", "ts", "tv" > SUMMARY
  close(SUMMARY)
  for (i = 1; i <= nc; i++) { c = order[i]; print c, snv[c] + 0, indel[c] + 0, mnp[c] + 0, ts[c] + 0, tv[c] + 0 | SORTCMD }
  close(SORTCMD)
  if (SAMPLES != "" && BUG != "no_samples_table") {
    print "sample", "het", "hom_alt", "missing" > SAMPLES
    for (s = 10; s in sname; s++) print sname[s], het[s] + 0, hom[s] + 0, miss[s] + 0 > SAMPLES
  }
}
'''


def _solver(p: dict, bug: str = "") -> str:
    reader = "zcat" if p["gz"] else "cat"
    sortcmd = f"sort -t '\t' -k1,1 >> {p['summary']}" if bug == "sorted_rows" else f"cat >> {p['summary']}"
    summary_rows = "" if bug != "no_summary" else f"rm -f {p['summary']}\n"
    return script(f"""
        mkdir -p {p['outdir']}
        cat > /tmp/vcfqc.awk <<'AWK'
        {{awk}}
        AWK
        {reader} {p['vcf']} | gawk -f /tmp/vcfqc.awk -v BUG={bug or '""'} -v MINQ={p['minq']} -v MINDP={p.get('mindp', '""')} -v MINGQ={p.get('mingq', '""')} -v BED={p.get('bed', '""')} -v RENAME={p.get('rename', '""')} -v OUTVCF={p['outvcf']} -v SUMMARY={p['summary']} -v SAMPLES={p.get('samples', '""')} -v SORTCMD="{sortcmd}"
        {summary_rows}""").replace("{awk}", AWK.strip("\n"))


class Rec:
    __slots__ = ("chrom", "pos", "ref", "alts", "qual", "filt", "dp", "fmt", "calls")

    def __init__(self, chrom, pos, ref, alts, qual, filt, dp, fmt, calls):
        self.chrom, self.pos, self.ref, self.alts, self.qual, self.filt = chrom, pos, ref, alts, qual, filt
        self.dp, self.fmt, self.calls = dp, fmt, calls  # calls: list of dicts GT/AD/DP/GQ (strings)


def _allele_pair(rng, kind):
    if kind == "snv":
        r = rng.choice(BASES)
        return r, rng.choice([b for b in BASES if b != r])
    if kind == "ins":
        r = rng.choice(BASES)
        return r, r + "".join(rng.choice(BASES) for _ in range(rng.randint(1, 6)))
    if kind == "del":
        r = rng.choice(BASES) + "".join(rng.choice(BASES) for _ in range(rng.randint(1, 6)))
        return r, r[0]
    k = rng.randint(2, 3)
    r = "".join(rng.choice(BASES) for _ in range(k))
    return r, "".join(rng.choice([b for b in BASES if b != c]) for c in r)


@register
class VariantQC(Family):
    name = "variant_qc"
    category = "science"
    description = "QC-filter a variant call file (VCF) by FILTER/QUAL/depth/genotype quality and a BED blacklist; summarise per contig and sample."
    base_image = "termigen/sci:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        lab = rng.choice(LABS)
        caller, caller_tag = rng.choice(CALLERS)
        panel = rng.choice(PANELS)
        root = rng.choice(ROOTS)
        project = f"{panel.split()[0][:5]}{rng.randint(10, 99)}".lower()
        pfx = rng.choice(SAMPLE_PFX)
        n_samples = {"easy": 1, "medium": rng.randint(3, 5), "hard": rng.randint(3, 6)}[level]
        samples = [f"{pfx}-{rng.randint(1000, 9999)}" for _ in range(n_samples)]
        while len(set(samples)) < n_samples:
            samples = [f"{pfx}-{rng.randint(1000, 9999)}" for _ in range(n_samples)]
        chr_prefix = rng.choice(["chr", ""])
        # at least one one-digit and one two-digit chromosome, so karyotypic and lexical order differ
        singles = [c for c in KARYO if len(c) == 1 and c != "X"]
        doubles = [c for c in KARYO if len(c) == 2]
        teens = [c for c in doubles if c.startswith("1")]
        picked = set(rng.sample(singles[1:], 1) + rng.sample(singles, rng.randint(1, 3)) + rng.sample(teens, 1)
                     + rng.sample(doubles, rng.randint(1, 2)))
        if rng.random() < 0.5:
            picked.add("X")
        contigs = [c for c in KARYO if c in picked]
        names = {c: chr_prefix + c for c in contigs}

        minq = rng.choice([20, 25, 30, 40, 50])
        mindp = rng.choice([8, 10, 12, 15, 20]) if level != "easy" else None
        mingq = rng.choice([20, 25, 30]) if level != "easy" else None

        recs = self._records(rng, level, contigs, names, samples, minq, mindp, mingq)
        bed = []
        if level == "hard":
            bed = self._blacklist(rng, recs, contigs, names)
        # forced boundary records are in; sort and dedupe positions
        recs.sort(key=lambda r: (contigs.index(r.chrom), r.pos))
        header = self._header(rng, contigs, names, samples, caller, caller_tag, level)
        lines = [self._line(r, names) for r in recs]
        text = header + "".join(l + "\n" for l in lines)

        base = f"{root}/{project}"
        stem = samples[0] if level == "easy" else f"{project}_cohort"
        gz = level != "easy"
        vcf_path = f"{base}/calls/{stem}.vcf" + (".gz" if gz else "")
        outdir = f"{base}/qc"
        p = {"gz": gz, "vcf": vcf_path, "outdir": outdir, "minq": minq, "outvcf": f"{outdir}/{stem}.filtered.vcf",
             "summary": f"{outdir}/summary.tsv"}
        if level != "easy":
            p.update(mindp=mindp, mingq=mingq, samples=f"{outdir}/samples.tsv")
        files = {}
        if gz:
            files[vcf_path] = File.of(gzip.compress(text.encode(), compresslevel=6, mtime=0))
        else:
            files[vcf_path] = File.of(text)
        if level == "hard":
            bed_names = "strip" if chr_prefix == "" else "add"  # BED uses the other naming convention
            p.update(bed=f"{base}/ref/blacklist.bed", rename=bed_names)
            bed_lines = [f"{c if bed_names == 'add' else 'chr' + c}\t{s}\t{e}\t{why}" for c, s, e, why in bed]
            files[p["bed"]] = File.of("\n".join(bed_lines) + "\n")

        truth = self._truth(level, recs, contigs, names, samples, minq, mindp, mingq, bed, header)
        for bug in self._bugs(level):
            if bug in ("no_summary", "no_samples_table"):
                continue
            assert self._truth(level, recs, contigs, names, samples, minq, mindp, mingq, bed, header, bug) != truth, bug
        decoys = [Decoy(name=b, description=d, script=_solver(p, b)) for b, d in self._bugs(level).items()]
        return Draft(
            instruction=self._instruction(rng, level, lab, caller, panel, p, samples, minq, mindp, mingq, chr_prefix),
            environment=Environment(base_image=self.base_image, files=files, workdir=base),
            solution=_solver(p),
            tests={"test_outputs.py": self._tests(truth, p, level)},
            decoys=decoys,
            outputs=[outdir],
            tools=["gawk", "zcat", "sort", "cat", "mkdir"] if gz else ["gawk", "sort", "cat", "mkdir"],
            tags=["bioinformatics", "vcf", "variant-calling", "qc"] + (["bed", "multi-allelic"] if level == "hard" else []),
            expert_time_min={"easy": 12, "medium": 25, "hard": 40}[level],
            junior_time_min={"easy": 30, "medium": 60, "hard": 100}[level],
        )

    @staticmethod
    def _bugs(level):
        b = {"qual_strict": "drops records whose QUAL equals the threshold (uses > instead of >=)",
             "filter_dot": "treats a missing FILTER ('.') as passing",
             "mnp_as_snv": "right format, counts multi-nucleotide substitutions as SNVs",
             "no_summary": "half the job: writes the filtered VCF but no summary table"}
        if level == "easy":
            b["sorted_rows"] = "summary rows sorted by name (chr10 before chr2) instead of header order"
        if level != "easy":
            b.update(no_dp="ignores the INFO/DP depth threshold",
                     positional_format="reads GQ at a fixed FORMAT position instead of by key",
                     unphased_only="counts only unphased (/) genotypes in the per-sample table",
                     no_samples_table="half the job: no per-sample table")
        if level == "hard":
            b.update(bed_one_based="treats BED starts as 1-based (excludes the base before each region)",
                     no_blacklist="does not apply the blacklist at all",
                     no_rename="matches blacklist contig names literally (chr1 vs 1), so nothing is excluded",
                     first_alt_only="classifies only the first ALT allele of multi-allelic records")
        return b

    # -- data ---------------------------------------------------------------------------------------------
    def _records(self, rng, level, contigs, names, samples, minq, mindp, mingq):
        n = {"easy": rng.randint(60, 90), "medium": rng.randint(110, 160), "hard": rng.randint(140, 190)}[level]
        used = set()

        def new_pos(chrom):
            while True:
                pos = rng.randint(10_000, LENGTHS[chrom] - 10_000)
                if (chrom, pos) not in used:
                    used.add((chrom, pos))
                    return pos

        def call(gt, gq=None, dp=None):
            dp = dp if dp is not None else rng.randint(5, 80)
            if gt.startswith("."):
                return {"GT": gt, "AD": ".", "DP": "0", "GQ": "."}
            alt = rng.randint(0, dp) if gt not in ("0/0", "0|0") else rng.randint(0, 2)
            return {"GT": gt, "AD": f"{max(dp - alt, 0)},{alt}", "DP": str(dp),
                    "GQ": str(gq if gq is not None else rng.randint(1, 99))}

        def random_gt(n_alts):
            phased = level != "easy" and rng.random() < 0.25
            sep = "|" if phased else "/"
            kind = rng.choices(["ref", "het", "hom", "miss"], [4, 4, 2, 1 if level != "easy" else 0])[0]
            hi = str(rng.randint(1, n_alts))
            if kind == "ref":
                return f"0{sep}0"
            if kind == "miss":
                return "./."
            if kind == "hom":
                return f"{hi}{sep}{hi}"
            if n_alts > 1 and rng.random() < 0.4:
                return f"1{sep}2"
            return rng.choice([f"0{sep}{hi}", f"{hi}{sep}0"]) if phased else f"0{sep}{hi}"

        def make(chrom=None, kind=None, qual=None, filt=None, dp=None, fmt=None, gts=None, alleles=None, gqs=None):
            chrom = chrom or rng.choice(contigs)
            kind = kind or rng.choices(["snv", "ins", "del", "mnp"], [70, 10, 10, 6])[0]
            ref, alt = _allele_pair(rng, kind)
            alt_list = [alt]
            if alleles is not None:
                ref, alt_list = alleles
            elif level == "hard" and kind in ("snv", "ins") and rng.random() < 0.12:
                if kind == "snv":  # add an insertion allele
                    extra = ref + "".join(rng.choice(BASES) for _ in range(rng.randint(1, 4)))
                else:  # add an SNV allele
                    extra = rng.choice([b for b in BASES if b != ref])
                alt_list = [alt, extra]
            if qual is None:
                qual = rng.choice([".", str(rng.randint(2, 60)), f"{rng.uniform(3, 900):.2f}", str(rng.randint(60, 999))]) \
                    if rng.random() < 0.97 else "."
            if filt is None:
                filt = rng.choices(["PASS", rng.choice(FILTERS_BAD), "."], [70, 22, 8])[0]
            dp = dp if dp is not None else rng.randint(3, 120)
            if fmt is None:
                fmt = STD_FORMAT[:]
                if level != "easy" and rng.random() < 0.3:
                    fmt = ["GT"] + rng.sample(["AD", "DP", "GQ"], 3)
                    if fmt == STD_FORMAT:
                        fmt = ["GT", "GQ", "AD", "DP"]
            if gts is None:
                gts = [random_gt(len(alt_list)) for _ in samples]
            gqs = gqs or [None] * len(samples)
            calls = [call(g, q) for g, q in zip(gts, gqs)]
            return Rec(chrom, new_pos(chrom), ref, alt_list, qual, filt, dp, fmt, calls)

        recs = [make() for _ in range(n)]
        hi_q = lambda: str(rng.randint(max(minq + 20, 100), 999))  # noqa: E731
        good_dp = lambda: rng.randint((mindp or 5) + 5, 150)  # noqa: E731
        carrier = ["0/1"] + ["0/0"] * (len(samples) - 1)
        strong = [99] * len(samples)
        # boundary cases that every wrong rule trips on
        recs.append(make(kind="snv", qual=str(minq), filt="PASS", dp=good_dp(), fmt=STD_FORMAT[:], gts=carrier, gqs=strong))
        recs.append(make(kind="snv", qual=f"{minq}.0", filt="PASS", dp=good_dp(), fmt=STD_FORMAT[:], gts=carrier, gqs=strong))
        recs.append(make(kind="snv", qual=hi_q(), filt=".", dp=good_dp(), gts=carrier, gqs=strong))
        recs.append(make(kind="mnp", qual=hi_q(), filt="PASS", dp=good_dp(), gts=carrier, gqs=strong))
        recs.append(make(kind="snv", qual=hi_q(), filt="PASS", dp=good_dp(), gts=carrier, gqs=strong))
        if level != "easy":
            recs.append(make(kind="snv", qual=hi_q(), filt="PASS", dp=mindp - 1, gts=carrier, gqs=strong))
            recs.append(make(kind="del", qual=hi_q(), filt="PASS", dp=mindp, gts=carrier, gqs=strong))
            # GQ read by key: the carrier's GQ fails, the 4th FORMAT field (DP) would pass
            r = make(kind="snv", qual=hi_q(), filt="PASS", dp=good_dp(), fmt=["GT", "GQ", "AD", "DP"], gts=carrier,
                     gqs=[max(mingq - rng.randint(3, 15), 1)] + [99] * (len(samples) - 1))
            r.calls[0]["DP"] = str(rng.randint(mingq + 10, 90))
            recs.append(r)
            # the carrier passes by key; the 4th field (DP) is low
            r = make(kind="ins", qual=hi_q(), filt="PASS", dp=good_dp(), fmt=["GT", "GQ", "AD", "DP"],
                     gts=carrier, gqs=[rng.randint(mingq + 5, 99)] + [99] * (len(samples) - 1))
            r.calls[0]["DP"] = str(rng.randint(1, mingq - 5))
            recs.append(r)
            # phased het calls in kept records
            recs.append(make(kind="snv", qual=hi_q(), filt="PASS", dp=good_dp(), fmt=STD_FORMAT[:],
                             gts=["1|0"] + ["0|1"] * (len(samples) - 1), gqs=strong))
        if level == "hard":
            # multi-allelic with an SNV allele and an indel allele, genotype 1/2
            ref = rng.choice(BASES)
            a1 = rng.choice([b for b in BASES if b != ref])
            a2 = ref + "".join(rng.choice(BASES) for _ in range(rng.randint(1, 4)))
            recs.append(make(kind="snv", qual=hi_q(), filt="PASS", dp=good_dp(), fmt=STD_FORMAT[:], alleles=(ref, [a1, a2]),
                             gts=["1/2"] + ["0/1"] * (len(samples) - 1), gqs=strong))
        return recs

    def _blacklist(self, rng, recs, contigs, names):
        """Regions (0-based, half-open); forced records sit exactly on both edges."""
        bed = []
        for c in contigs:
            for _ in range(rng.randint(1, 2)):
                s = rng.randint(1_000_000, LENGTHS[c] - 2_000_000)
                bed.append([c, s, s + rng.randint(200, 5000), rng.choice(["segdup", "low_mappability", "centromeric", "HLA"])])
        bed.sort(key=lambda b: (contigs.index(b[0]), b[1]))
        # records inside some regions at random, and on the edges of one region
        good = dict(qual=str(rng.randint(200, 999)), filt="PASS")
        c, s, e, _ = bed[rng.randrange(len(bed))]
        sample_n = len(recs[0].calls)

        def clone(chrom, pos, kind="snv"):
            ref, alt = _allele_pair(rng, kind)
            calls = [{"GT": "0/1" if i == 0 else "0/0", "AD": "10,12", "DP": "22", "GQ": "99"} for i in range(sample_n)]
            return Rec(chrom, pos, ref, [alt], good["qual"], "PASS", rng.randint(40, 90), STD_FORMAT[:], calls)

        for pos in (s, s + 1, e, e + 1):  # s: outside (BED start is 0-based), s+1 and e: inside, e+1: outside
            recs.append(clone(c, pos))
        for c2, s2, e2, _ in bed:
            if rng.random() < 0.6:
                recs.append(clone(c2, rng.randint(s2 + 2, e2 - 1), rng.choice(["snv", "del"])))
        seen = set()
        uniq = []
        for r in reversed(recs):  # the forced edge records win over a random record at the same position
            if (r.chrom, r.pos) not in seen:
                seen.add((r.chrom, r.pos))
                uniq.append(r)
        recs[:] = uniq[::-1]
        return bed

    @staticmethod
    def _header(rng, contigs, names, samples, caller, caller_tag, level):
        h = ["##fileformat=VCFv4.2",
             f"##source={caller_tag}",
             "##reference=GRCh38"]
        h += [f"##contig=<ID={names[c]},length={LENGTHS[c]},assembly=GRCh38>" for c in contigs]
        h += ['##FILTER=<ID=PASS,Description="All filters passed">']
        h += [f'##FILTER=<ID={f},Description="{f} soft filter">' for f in FILTERS_BAD]
        h += ['##INFO=<ID=DP,Number=1,Type=Integer,Description="Combined depth across samples">',
              '##INFO=<ID=AF,Number=A,Type=Float,Description="Allele frequency">',
              '##INFO=<ID=MQ,Number=1,Type=Float,Description="RMS mapping quality">',
              '##FORMAT=<ID=GT,Number=1,Type=String,Description="Genotype">',
              '##FORMAT=<ID=AD,Number=R,Type=Integer,Description="Allelic depths">',
              '##FORMAT=<ID=DP,Number=1,Type=Integer,Description="Read depth">',
              '##FORMAT=<ID=GQ,Number=1,Type=Integer,Description="Genotype quality">',
              f'##commandline="{caller} --sample-ploidy 2 --min-base-quality-score {rng.randint(10, 20)}"']
        h.append("\t".join(["#CHROM", "POS", "ID", "REF", "ALT", "QUAL", "FILTER", "INFO", "FORMAT"] + samples))
        return "\n".join(h) + "\n"

    @staticmethod
    def _line(r, names):
        info = f"DP={r.dp};AF={','.join('0.5' for _ in r.alts)};MQ={55 + (r.pos % 50) / 10:.1f}"
        cells = [":".join(c[k] for k in r.fmt) for c in r.calls]
        return "\t".join([names[r.chrom], str(r.pos), ".", r.ref, ",".join(r.alts), r.qual, r.filt, info,
                          ":".join(r.fmt)] + cells)

    # -- ground truth (the same rules, written again in Python; `bug` replays a decoy's mistake) -----------
    def _truth(self, level, recs, contigs, names, samples, minq, mindp, mingq, bed, header, bug=""):
        kept = []
        for r in recs:
            if not (r.filt == "PASS" or (bug == "filter_dot" and r.filt == ".")):
                continue
            if r.qual == ".":
                continue
            q = float(r.qual)
            if (q <= minq) if bug == "qual_strict" else (q < minq):
                continue
            if mindp is not None and bug != "no_dp" and r.dp < mindp:
                continue
            if mingq is not None:
                ok = False
                for c in r.calls:
                    vals = [c[k] for k in r.fmt]
                    gt, gq = (vals[0], vals[3]) if bug == "positional_format" else (c["GT"], c["GQ"])
                    al = gt.replace("|", "/").split("/")
                    if any(a not in ("0", ".") for a in al) and gq != "." and float(gq.split(",")[0]) >= mingq:
                        ok = True
                if not ok:
                    continue
            if bed and bug not in ("no_blacklist", "no_rename"):
                hit = False
                for c, s, e, _ in bed:
                    if c == r.chrom and ((s <= r.pos <= e) if bug == "bed_one_based" else (s < r.pos <= e)):
                        hit = True
                if hit:
                    continue
            kept.append(r)
        summary = {c: [0, 0, 0, 0, 0] for c in contigs}
        for r in kept:
            alts = r.alts[:1] if bug == "first_alt_only" else r.alts
            for a in alts:
                row = summary[r.chrom]
                if len(r.ref) == 1 and len(a) == 1:
                    row[0] += 1
                    row[3 if (r.ref, a) in TRANSITIONS else 4] += 1
                elif len(r.ref) != len(a):
                    row[1] += 1
                elif bug == "mnp_as_snv":
                    row[0] += 1
                else:
                    row[2] += 1
        order = sorted(contigs, key=lambda c: names[c]) if bug == "sorted_rows" else contigs
        rows = [[names[c]] + summary[c] for c in order]
        per = {s: [0, 0, 0] for s in samples}
        for r in kept:
            for s, c in zip(samples, r.calls):
                gt = c["GT"]
                if bug == "unphased_only" and "|" in gt:
                    continue
                a = gt.replace("|", "/").split("/")
                if "." in a:
                    per[s][2] += 1
                elif a[0] != a[1]:
                    per[s][0] += 1
                elif a[0] != "0":
                    per[s][1] += 1
        body = header + "".join(self._line(r, names) + "\n" for r in kept)
        return {
            "keys": [[names[r.chrom], r.pos, r.ref, ",".join(r.alts)] for r in kept],
            "sha256": hashlib.sha256(body.encode()).hexdigest(),
            "summary": rows,
            "samples": [[s] + per[s] for s in samples] if mingq is not None else [],
        }

    # -- text ---------------------------------------------------------------------------------------------
    @staticmethod
    def _instruction(rng, level, lab, caller, panel, p, samples, minq, mindp, mingq, chr_prefix):
        who = rng.choice(["The clinical scientists need", "The variant curation team needs", "Our reporting pipeline needs",
                          "The panel's lead analyst wants", "The tertiary-analysis service expects"])
        why = rng.choice(["before the calls are loaded into the curation database",
                          "before anything reaches the interpretation queue",
                          "so that only trustworthy calls go to case review",
                          "ahead of this week's multidisciplinary team meeting"])
        if level == "easy":
            subject = f"the single-sample call set for `{samples[0]}`"
        else:
            subject = f"the joint-called cohort VCF ({len(samples)} samples, gzip compressed)"
        rules = ["`FILTER` is exactly `PASS` (records with any other value, including `.`, are dropped).",
                 f"`QUAL` is at least {minq} (a `QUAL` of `.` fails)."]
        if level != "easy":
            rules.append(f"The site depth `DP` in the `INFO` column is at least {mindp}.")
            rules.append(f"At least one sample carries a non-reference allele (its `GT` contains an allele index other "
                         f"than `0` and `.`) with genotype quality `GQ` of at least {mingq}. The order of the keys in "
                         "the `FORMAT` column is not the same on every line: look values up by key.")
        if level == "hard":
            rules.append(f"The position is not inside any region of the blacklist `{p['bed']}` (a standard BED file: "
                         "0-based start, end exclusive). The blacklist names contigs "
                         + ("without" if chr_prefix else "with") + " the `chr` prefix; the VCF "
                         + ("uses it." if chr_prefix else "does not."))
        rule_text = "\n".join(f"{i}. {r}" for i, r in enumerate(rules, 1))
        classes = ("   - `snv`: REF and ALT are both one base; `ts`/`tv` split SNVs into transitions (A<->G, C<->T) "
                   "and transversions (everything else);\n   - `indel`: REF and ALT differ in length;\n"
                   "   - `mnp`: REF and ALT have the same length of two or more bases.")
        if level == "hard":
            classes += ("\n\n   Some records have several ALT alleles (comma separated): classify and count each ALT "
                        "allele on its own (a record `A` -> `G,AT` adds one SNV and one indel).")
        samples_part = ""
        if level != "easy":
            samples_part = (
                f"3. `{p['samples']}`: header `sample\thet\thom_alt\tmissing`, then one row per sample in the order of "
                "the `#CHROM` line, counting that sample's genotypes over the kept records only: `het` has two "
                f"different alleles (`0/1`, `1|0`{', `1/2`' if level == 'hard' else ''} ...), `hom_alt` two equal "
                "non-reference alleles, `missing` any `.` allele. Phased (`|`) and unphased (`/`) genotypes count "
                "alike.\n")
        return dedent("""
            # Variant QC for the {panel} panel ({lab})

            {who} a QC-filtered version of {subject}, produced by {caller}, {why}. The input is
            `{vcf}`. Do not modify it.

            Keep a record only if all of these hold:
            {rules}

            Write, creating `{outdir}` if needed:

            1. `{outvcf}`: a plain-text (not compressed) VCF with the complete input header, unchanged,
               followed by the kept records in their original order. Copy kept lines verbatim: do not re-format,
               normalise or split any record.
            2. `{summary}`: tab-separated, header `chrom	snv	indel	mnp	ts	tv`, then one row for every contig
               declared in the `##contig` header lines, in the order they are declared there (also contigs with no
               kept variant, with zeros). The columns count the kept variants of that contig:
            {classes}
            {samples_part}
            Tools such as `gawk`, `zcat`, `grep` and Python are available; no bcftools/htslib is installed, and there
            is no network.
        """).replace("{rules}", rule_text).replace("{classes}", classes).replace("{samples_part}", samples_part) \
            .replace("{panel}", panel).replace("{lab}", lab).replace("{who}", who).replace("{subject}", subject) \
            .replace("{caller}", caller).replace("{why}", why).replace("{vcf}", p["vcf"]) \
            .replace("{outdir}", p["outdir"]).replace("{outvcf}", p["outvcf"]).replace("{summary}", p["summary"])

    @staticmethod
    def _tests(truth, p, level):
        header = "import csv, hashlib, os"
        body = '''
            def _tsv(path):
                assert os.path.isfile(path), f"{path} is missing"
                with open(path, newline="") as f:
                    return [row for row in csv.reader(f, delimiter="\\t") if row]

            def _records():
                assert os.path.isfile(P["outvcf"]), f"{P['outvcf']} is missing"
                with open(P["outvcf"], "rb") as f:
                    data = f.read()
                lines = data.decode().splitlines()
                return data, [l.split("\\t") for l in lines if l and not l.startswith("#")]

            def test_kept_records():
                _, recs = _records()
                got = [[r[0], int(r[1]), r[3], r[4]] for r in recs]
                want = EXPECTED["keys"]
                missing = [k for k in want if k not in got]
                extra = [k for k in got if k not in want]
                assert not missing and not extra, (f"{len(got)} records kept, expected {len(want)}; "
                                                   f"missing {missing[:5]}, should not be there {extra[:5]}")
                assert got == want, "the kept records are not in their original order"

            def test_vcf_is_header_plus_verbatim_records():
                data, _ = _records()
                assert hashlib.sha256(data).hexdigest() == EXPECTED["sha256"], (
                    "the filtered VCF is not the unchanged input header followed by the kept lines copied verbatim")

            def test_summary_table():
                rows = _tsv(P["summary"])
                assert rows[0] == ["chrom", "snv", "indel", "mnp", "ts", "tv"], f"summary header is {rows[0]}"
                got = [[r[0]] + [int(x) for x in r[1:]] for r in rows[1:]]
                want = EXPECTED["summary"]
                assert [r[0] for r in got] == [r[0] for r in want], (
                    f"summary rows {[r[0] for r in got]}, expected {[r[0] for r in want]} (header order)")
                for g, w in zip(got, want):
                    assert g == w, f"{w[0]}: got snv/indel/mnp/ts/tv {g[1:]}, expected {w[1:]}"
        '''
        if level != "easy":
            body += '''
            def test_sample_table():
                rows = _tsv(P["samples"])
                assert rows[0] == ["sample", "het", "hom_alt", "missing"], f"sample table header is {rows[0]}"
                got = [[r[0]] + [int(x) for x in r[1:]] for r in rows[1:]]
                want = EXPECTED["samples"]
                assert [r[0] for r in got] == [r[0] for r in want], f"samples {[r[0] for r in got]}, expected {[r[0] for r in want]}"
                for g, w in zip(got, want):
                    assert g == w, f"{w[0]}: got het/hom_alt/missing {g[1:]}, expected {w[1:]}"
            '''
        return pytest_file(header, {"EXPECTED": truth, "P": {k: v for k, v in p.items() if k in ("outvcf", "summary", "samples")}},
                           body)

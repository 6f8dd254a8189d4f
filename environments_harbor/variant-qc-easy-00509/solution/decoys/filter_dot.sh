#!/bin/bash
set -euo pipefail
mkdir -p /srv/genomics/heari85/qc
cat > /tmp/vcfqc.awk <<'AWK'
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
AWK
cat /srv/genomics/heari85/calls/DNA-1559.vcf | gawk -f /tmp/vcfqc.awk -v BUG=filter_dot -v MINQ=20 -v MINDP="" -v MINGQ="" -v BED="" -v RENAME="" -v OUTVCF=/srv/genomics/heari85/qc/DNA-1559.filtered.vcf -v SUMMARY=/srv/genomics/heari85/qc/summary.tsv -v SAMPLES="" -v SORTCMD="cat >> /srv/genomics/heari85/qc/summary.tsv"

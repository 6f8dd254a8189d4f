#!/bin/bash
set -euo pipefail
mkdir -p /srv/imaging/plt5375/census
jq -r '.classes | to_entries[] | "\(.key)\t\(.value)"' /srv/imaging/plt5375/legend.json > /tmp/classes.hex
IMG=/srv/imaging/plt5375/PLT5375_classified.ppm
convert $(jq -r '[.background, (.rim // empty)] + [.classes[]] | map("xc:" + .) | join(" ")' /srv/imaging/plt5375/legend.json) +append /tmp/palette.png
gawk -F'\t' '{ r = strtonum("0x" substr($2, 2, 2)); g = strtonum("0x" substr($2, 4, 2)); b = strtonum("0x" substr($2, 6, 2)); print $1 "\t" r " " g " " b }' /tmp/classes.hex > /tmp/classes.tsv
W=$(identify -format '%w' "$IMG")
H=$(identify -format '%h' "$IMG")
convert "$IMG"  -define connected-components:verbose=true -connected-components 8 null: > /tmp/cc.txt
cat > /tmp/census.awk <<'AWK'
# input lines: "  3: 12x10+45+67 50.5,71.0 98 srgb(40,70,200)"; classes from /tmp/classes.tsv (name<TAB>r g b)
BEGIN {
  while ((getline line < "/tmp/classes.tsv") > 0) { split(line, p, "\t"); cls[p[2]] = p[1]; names[++nn] = p[1] }
}
/^ *[0-9]+:/ {
  split($2, bb, /[x+]/); w = bb[1]; h = bb[2]; x0 = bb[3]; y0 = bb[4]
  split($3, cc, ","); area = $4 + 0
  col = $5; gsub(/[^0-9,]/, "", col); gsub(/,/, " ", col)
  if (!(col in cls)) next
  if (BUG == "strict_min" ? area <= MIN : area < MIN) next
  if (EDGE && BUG != "keeps_edge" && (x0 == 0 || y0 == 0 || x0 + w == W || y0 + h == H)) next
  c = cls[col]; n[c]++
  printf "%s,%s,%s,%d\n", c, cc[1], cc[2], area >> OUT
}
END {
  if (BUG == "count_only") { close(OUT); system("rm -f " OUT) }
  printf "{" > COUNTS
  total = 0
  for (i = 1; i <= nn; i++) { printf "%s\"%s\": %d", (i > 1 ? ", " : ""), names[i], n[names[i]] + 0 > COUNTS; total += n[names[i]] }
  printf ", \"total\": %d}\n", total > COUNTS
}
AWK
echo "class,x,y,area" > /srv/imaging/plt5375/census/colonies.csv
gawk -f /tmp/census.awk -v BUG=strict_min -v MIN=12 -v EDGE=0 -v W="$W" -v H="$H" -v OUT=/srv/imaging/plt5375/census/colonies.csv -v COUNTS=/srv/imaging/plt5375/census/counts.json /tmp/cc.txt

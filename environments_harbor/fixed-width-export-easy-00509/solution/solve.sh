#!/bin/bash
set -euo pipefail
mkdir -p /data/outbound
cat > /tmp/convert.awk <<'AWK'
function trim(s) { sub(/^ +/, "", s); sub(/ +$/, "", s); return s }
function q(s) { if (s ~ /[",]/) { gsub(/"/, "\"\"", s); return "\"" s "\"" } return s }
function money(c,   neg) { neg = c < 0; if (neg) c = -c; return sprintf("%s%d.%02d", neg ? "-" : "", int(c / 100), c % 100) }
function cents(s,   last, i, d, sign) {
  sign = 1
  if (SIGNED) {
    last = substr(s, length(s), 1); i = index("{ABCDEFGHI", last)
    if (i) d = i - 1; else { i = index("}JKLMNOPQR", last); d = i - 1; sign = -1 }
    s = substr(s, 1, length(s) - 1) d
  } else if (s ~ /[{}A-R]$/) {
    last = substr(s, length(s), 1); i = index("{ABCDEFGHI", last); if (!i) i = index("}JKLMNOPQR", last)
    s = substr(s, 1, length(s) - 1) (i - 1)
  }
  return sign * (s + 0) * 1
}
function dt(s) { if (s ~ /^0+$/ || s ~ /^ +$/) return ""; return substr(s, 1, 4) "-" substr(s, 5, 2) "-" substr(s, 7, 2) }
{ sub(/\r$/, "") }
1 { n++; id[n] = substr($0, 1, 8); amt[n] = cents(substr($0, 52, 9)); total += amt[n]; AMT = "@@"; row[n] = substr($0, 1, 8) "," q(trim(substr($0, 11, 22))) "," q(trim(substr($0, 41, 3))) "," dt(substr($0, 44, 8)) "," (substr($0, 33, 7) + 0) "," AMT; next }
END {
  print "meter_id,customer,tariff,read_date,kwh,charge" > CSV
  for (i = 1; i <= n; i++) { r = row[i]; sub(/@@/, money(amt[i]), r); print r > CSV; net_total += amt[i] }
  printf "{\"records\": %d, \"total_amount\": %s}\n", n, money(net_total) > JSON
}
AWK
LC_ALL=C gawk -v SIGNED=0 -v PIVOT=0 -v CSV=/tmp/out.csv -v JSON=/data/outbound/control.json -f /tmp/convert.awk /data/inbound/MTRRD.EXPORT.D230425.dat
cp /tmp/out.csv /data/outbound/utility_20230425.csv
wc -l /data/outbound/utility_20230425.csv

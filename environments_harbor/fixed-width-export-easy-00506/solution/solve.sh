#!/bin/bash
set -euo pipefail
mkdir -p /srv/etl/out
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
1 { n++; id[n] = substr($0, 3, 10); amt[n] = cents(substr($0, 58, 11)); total += amt[n]; AMT = "@@"; row[n] = substr($0, 3, 10) "," q(trim(substr($0, 13, 24))) "," q(trim(substr($0, 49, 3))) "," dt(substr($0, 37, 8)) "," AMT "," q(trim(substr($0, 52, 3))); next }
END {
  print "account_no,holder,branch,value_date,amount,channel" > CSV
  for (i = 1; i <= n; i++) { r = row[i]; sub(/@@/, money(amt[i]), r); print r > CSV; net_total += amt[i] }
  printf "{\"records\": %d, \"total_amount\": %s}\n", n, money(net_total) > JSON
}
AWK
LC_ALL=C gawk -v SIGNED=0 -v PIVOT=0 -v CSV=/tmp/out.csv -v JSON=/srv/etl/out/control.json -f /tmp/convert.awk /data/inbound/TXNEXP.EXPORT.D250503.dat
cp /tmp/out.csv /srv/etl/out/bank_20250503.csv
wc -l /srv/etl/out/bank_20250503.csv

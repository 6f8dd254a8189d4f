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
function dt(s,   y) { if (s ~ /^0+$/ || s ~ /^ +$/) return ""; y = substr(s, 1, 2); return (y + 0 >= PIVOT ? "19" : "20") y "-" substr(s, 3, 2) "-" substr(s, 5, 2) }
{ sub(/\r$/, "") }
substr($0, 1, 1) == "D" { n++; id[n] = substr($0, 2, 7); amt[n] = cents(substr($0, 31, 10)); total += amt[n]; AMT = "@@"; row[n] = substr($0, 2, 7) "," q(trim(substr($0, 9, 22))) "," q(trim(substr($0, 54, 5))) "," dt(substr($0, 41, 6)) "," (substr($0, 48, 6) + 0) "," AMT; next }
substr($0, 1, 1) == "H" { hdate = substr($0, 2, 8); next }
substr($0, 1, 1) == "T" { tcount = substr($0, 2, 7) + 0; ttotal = cents(substr($0, 9, 15)); next }
substr($0, 1, 1) == "A" { na++; a_ref = substr($0, 2, 7); a_amt = cents(substr($0, 15, 10)); adj[a_ref] += a_amt; atotal += a_amt; next }
END {
  print "sku,description,bin,count_date,qty,value" > CSV
  for (i = 1; i <= n; i++) { r = row[i]; sub(/@@/, money(amt[i] + adj[id[i]]), r); print r > CSV; net_total += amt[i] + adj[id[i]] }
  printf "{\"records\": %d, \"total_amount\": %s, \"header_date\": \"%s\", \"trailer_ok\": %s, \"adjustments\": %d}\n", n, money(net_total), substr(hdate, 1, 4) "-" substr(hdate, 5, 2) "-" substr(hdate, 7, 2), (tcount == n + na && ttotal == total + atotal) ? "true" : "false", na > JSON
}
AWK
LC_ALL=C gawk -v SIGNED=0 -v PIVOT=46 -v CSV=/tmp/out.csv -v JSON=/srv/etl/out/control.json -f /tmp/convert.awk /data/inbound/INVCNT.EXPORT.D210404.dat
iconv -f ISO-8859-1 -t UTF-8 /tmp/out.csv > /srv/etl/out/inventory_20210404.csv
wc -l /srv/etl/out/inventory_20210404.csv

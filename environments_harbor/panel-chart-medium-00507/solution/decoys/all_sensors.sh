#!/bin/bash
set -euo pipefail
mkdir -p /data/display/barn-2-42/render
cat > /tmp/chart.awk <<'AWK'
BEGIN { FS = ","; split(START, s, "-"); t0 = mktime(s[1] " " s[2] " " s[3] " 0 0 0") }
NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
{
  ts = $col[TSCOL]; gsub(/[-:TZ]/, " ", ts)
  t = mktime(ts " 00") + (BUG == "utc_days" ? 0 : OFFSET * 3600)
  day = strftime("%Y-%m-%d", t, 1)
  if (SENSOR != "" && BUG != "all_sensors" && $col["sensor"] != SENSOR) next
  v = (MODE == "net") ? $col["import_kwh"] - $col["export_kwh"] : $col[VCOL]
  sum[day] += v; cnt[day]++
}
END {
  n = 0
  printf "{\"days\": [" > JSON
  for (i = 0; i < NDAYS; i++) {
    day = strftime("%Y-%m-%d", t0 + i * 86400, 1)
    slot = (BUG == "compacts_gaps") ? n : i
    if (!(day in cnt)) { printf "%s{\"date\": \"%s\", \"value\": null, \"height_px\": 0}", (i ? ", " : ""), day > JSON; continue }
    n++
    v = (MODE == "mean" && BUG != "sum_not_mean") ? sum[day] / cnt[day] : sum[day]
    if (MODE == "sum" && BUG == "mean_not_sum") v = sum[day] / cnt[day]
    a = v < 0 ? -v : v
    h = (BUG == "floor_heights") ? int(a * SCALE) : int(a * SCALE + 0.5)
    printf "%s{\"date\": \"%s\", \"value\": %.6f, \"height_px\": %d}", (i ? ", " : ""), day, v, h > JSON
    if (h == 0) continue
    x0 = X0 + slot * (BW + GAP); x1 = x0 + BW - 1
    fill = (LIMIT != "" && v > LIMIT) ? ALERT : (v < 0 ? NEG : BAR)
    if (v < 0 && BUG != "negative_up") { y0 = Y0 + 1; y1 = Y0 + h } else { y0 = Y0 - h; y1 = Y0 - 1 }
    bars = bars sprintf("-fill\n%s\n-draw\nrectangle %d,%d %d,%d\n", fill, x0, y0, x1, y1)
  }
  printf "]}\n" > JSON
  xe = X0 + NDAYS * (BW + GAP) - GAP - 1
  if (LIMIT != "" && BUG != "no_limit_line") printf "-fill\n%s\n-draw\nrectangle %d,%d %d,%d\n", LCOL, X0, Y0 - int(LIMIT * SCALE + 0.5), xe, Y0 - int(LIMIT * SCALE + 0.5) > ARGS
  printf "%s", bars > ARGS
  if (AXIS != "") printf "-fill\n%s\n-draw\nrectangle %d,%d %d,%d\n", AXIS, X0, Y0, xe, Y0 > ARGS
}
AWK
: > /tmp/chart.args
TZ=UTC gawk -f /tmp/chart.awk -v BUG=all_sensors -v START=2026-11-28 -v NDAYS=14 -v TSCOL=time -v VCOL=noise_db -v MODE=mean -v SENSOR=north -v OFFSET=0 -v SCALE=1 -v X0=17 -v Y0=119 -v BW=12 -v GAP=3 -v BAR='#1f4fd1' -v NEG='' -v ALERT='#d0021b' -v LIMIT=52.5 -v LCOL='#f07d00' -v AXIS='' -v JSON=/data/display/barn-2-42/render/chart.json -v ARGS=/tmp/chart.args /data/display/barn-2-42/noise_readings.csv
mapfile -t draw < /tmp/chart.args
convert -size 232x128 'xc:#ffffff' +antialias "${draw[@]}" /data/display/barn-2-42/render/chart.png

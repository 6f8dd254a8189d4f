#!/bin/bash
set -euo pipefail
mkdir -p /app/reports
cat > /tmp/rollup.py <<'PY'
import csv, glob, json, os, sys
from datetime import datetime, timezone
from decimal import Decimal, ROUND_HALF_UP
BUG = sys.argv[1] if len(sys.argv) > 1 else ""
MONTH = os.environ.get("TG_MONTH", "")
DIM, OUT, OK = "region", "/app/reports", "paid"
canon = {r.strip().lower(): r.strip() for r in open(f"/app/data/{DIM}s.txt") if r.strip()}
rates = json.load(open("/app/data/rates.json")) if os.path.exists("/app/data/rates.json") else {}

def amount(s):
    s = s.strip().replace("$", "").replace("\u20ac", "").replace("\u00a3", "")
    if "," in s and "." in s and s.rfind(",") > s.rfind("."):
        s = s.replace(".", "").replace(",", ".")   # 1.234,50
    elif "," in s and "." not in s and len(s.split(",")[-1]) == 2:
        s = s.replace(",", ".")                     # 12,50
    return Decimal(s.replace(",", ""))

rows = []
for path in sorted(glob.glob("/app/data/orders*.csv")):
    text = open(path, newline="").read()
    delim = ";" if text.splitlines()[0].count(";") > text.splitlines()[0].count(",") else ","
    rows += list(csv.DictReader(text.splitlines(), delimiter=delim))
seen, dup, skipped, per = set(), 0, 0, {}
for r in rows:
    r = {k.strip(): (v or "").strip() for k, v in r.items()}
    oid = r["order_id"]
    if oid in seen and BUG != "no_dedup":
        dup += 1
        continue
    seen.add(oid)
    if r["status"].lower() != OK and BUG != "includes_refunded":
        continue
    if MONTH:
        ts = datetime.fromisoformat(r["created_at"])
        if ts.tzinfo is not None and BUG != "local_month":
            ts = ts.astimezone(timezone.utc)
        if ts.strftime("%Y-%m") != MONTH and BUG != "no_month_filter":
            continue
    if not r["amount"]:
        skipped += 1
        continue
    a = amount(r["amount"])
    cur = r.get("currency") or "USD"
    if BUG != "ignore_currency":
        a = (a * Decimal(str(rates.get(cur, 1)))).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    region = canon[r[DIM].lower()]
    n, tot = per.get(region, (0, Decimal(0)))
    per[region] = (n + 1, tot + a)
os.makedirs(OUT, exist_ok=True)
order = sorted(per.items(), key=lambda kv: (-kv[1][1], kv[0]))
with open(f"{OUT}/revenue_by_{DIM}.csv", "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow([DIM, "orders", "revenue"])
    for region, (n, tot) in order:
        w.writerow([region, n, f"{tot:.2f}"])
if BUG != "csv_only":
    total = sum((t for _, t in per.values()), Decimal(0))
    json.dump({"total_revenue": float(total), "completed_orders": sum(n for n, _ in per.values()),
               "duplicates_removed": dup, "skipped_rows": skipped, f"top_{DIM}": order[0][0]},
              open(f"{OUT}/summary.json", "w"), indent=2)
PY
TG_MONTH=2025-10 python3 /tmp/rollup.py 

"""Data/ETL: a revenue roll-up from a messy order export (duplicates, refunds, formats, time zones, currencies)."""

from __future__ import annotations

import json
import random
from datetime import datetime, timedelta, timezone
from decimal import ROUND_HALF_UP, Decimal

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

REGIONS = ["North America", "EMEA", "APAC", "LATAM", "Nordics", "Benelux", "Iberia", "DACH", "ANZ", "Middle East",
           "Southeast Asia", "Central Europe", "Caribbean", "Baltics"]
SHOP_A = ["Larkspur", "Quillon", "Brightwater", "Okapi", "Fennel", "Harborline", "Cobalt", "Tamarind", "Northgate",
          "Saltmarsh", "Juniper", "Marigold", "Ironbark", "Bluefin", "Copperleaf", "Wrenfield", "Ashgrove", "Pinecrest"]
SHOP_B = ["Outfitters", "Hardware", "Tea Co.", "Cycles", "Kitchenware", "Audio", "Books", "Garden Supply", "Pet Goods",
          "Ceramics", "Camera Store", "Toys", "Apparel", "Coffee Roasters"]
VARIANTS = {  # what the grouping column is called, where reports go, which status word means revenue
    "dim": ["region", "territory", "market"],
    "out": ["/app/out", "/app/reports", "/srv/finance/out"],
    "ok": ["completed", "paid", "fulfilled"],
}
OTHER_STATUS = {"completed": ["refunded", "pending"], "paid": ["refunded", "awaiting_payment"],
                "fulfilled": ["returned", "backordered"]}
FIRST = ["ana", "ben", "chloe", "dmitri", "elif", "farah", "goran", "hana", "ivo", "jun", "kemal", "lena", "mateo",
         "nia", "omar", "pia", "quentin", "rosa", "sven", "tariq", "uma", "vera", "wen", "ximena", "yusuf", "zoe"]
RATES = {"EUR": Decimal("1.0850"), "GBP": Decimal("1.2710"), "USD": Decimal("1")}
CENT = Decimal("0.01")

# The same program is the oracle and, with one rule broken, each decoy: a decoy must differ only in the mistake.
PROGRAM = r'''
import csv, glob, json, os, sys
from datetime import datetime, timezone
from decimal import Decimal, ROUND_HALF_UP
BUG = sys.argv[1] if len(sys.argv) > 1 else ""
MONTH = os.environ.get("TG_MONTH", "")
DIM, OUT, OK = "@DIM@", "@OUT@", "@OK@"
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
'''


def _solver(bug: str, month: str, v: dict) -> str:
    program = PROGRAM.strip("\n").replace("@DIM@", v["dim"]).replace("@OUT@", v["out"]).replace("@OK@", v["ok"])
    return script(f"""
        mkdir -p {v['out']}
        cat > /tmp/rollup.py <<'PY'
        {{program}}
        PY
        TG_MONTH={month} python3 /tmp/rollup.py {bug}
    """).replace("{program}", program)


@register
class OrderRevenue(Family):
    name = "order_revenue"
    category = "data"
    description = "Roll up revenue per region from a messy order export into a CSV report and a JSON summary."

    def make(self, rng: random.Random, level: str) -> Draft:
        shop = f"{rng.choice(SHOP_A)} {rng.choice(SHOP_B)}"
        v = {k: rng.choice(opts) for k, opts in VARIANTS.items()}
        bad_status = OTHER_STATUS[v["ok"]]
        regions = rng.sample(REGIONS, {"easy": 4, "medium": 5, "hard": 6}[level])
        n_orders = {"easy": rng.randint(40, 60), "medium": rng.randint(120, 180), "hard": rng.randint(180, 240)}[level]
        year = rng.randint(2021, 2025)
        month = rng.randint(2, 11)
        month_tag = f"{year}-{month:02d}" if level != "easy" else ""
        start = datetime(year, month, 1, tzinfo=timezone.utc)
        currencies = ["USD", "EUR", "GBP"] if level == "hard" else ["USD"]

        orders = []  # (oid, created_at aware UTC, customer, region, status, cents, currency, offset_h)
        base_id = rng.randint(10_000, 80_000)
        for i in range(n_orders):
            day_shift = rng.uniform(-6, 36) if level != "easy" else rng.uniform(0, 27)
            ts = start + timedelta(days=day_shift, seconds=rng.randint(0, 86_399))
            status = rng.choices([v["ok"], *bad_status], [8, 2, 1])[0]
            orders.append({
                "oid": f"SO-{base_id + i * rng.randint(1, 3)}-{i:03d}",
                "ts": ts.replace(microsecond=0),
                "customer": f"{rng.choice(FIRST)}.{rng.choice(FIRST)}{rng.randint(1, 99)}",
                "region": rng.choice(regions),
                "status": status,
                "cents": rng.randint(500, 250_000),
                "currency": rng.choice(currencies),
                "offset": rng.choice([-5, -3, 0, 1, 2, 9]) if level == "hard" else 0,
                "missing": level != "easy" and rng.random() < 0.03,
            })
        # Boundary cases that separate right answers from plausible wrong ones.
        for o in orders[:6]:
            o["missing"] = False
        orders[0]["status"] = v["ok"]
        orders[1]["status"] = bad_status[0]
        orders[1]["cents"] = max(orders[1]["cents"], 100_000)
        if level != "easy":
            orders[2].update(ts=start - timedelta(hours=rng.randint(30, 90)), status=v["ok"])
        if level == "hard":
            # Local time is in the month, UTC is not (and vice versa): only a UTC filter gets both right.
            nxt = (start + timedelta(days=32)).replace(day=1)
            orders[3].update(ts=nxt + timedelta(hours=1), offset=-5, status=v["ok"])
            orders[4].update(ts=start + timedelta(hours=2), offset=-3, status=v["ok"])
            orders[5].update(currency="EUR", status=v["ok"], cents=max(orders[5]["cents"], 90_000))
        dups = rng.sample(range(6, n_orders), max(2, n_orders // 15))
        for j in dups[:1]:
            orders[j]["status"] = v["ok"]
            orders[j]["missing"] = False

        truth = self._truth(orders, dups, month_tag, v)
        files = self._write_files(rng, level, orders, dups, regions, v)
        instruction = self._instruction(shop, level, month_tag, year, month, v)
        tests = self._tests(truth, level, v)
        decoys = [
            Decoy(name="no_dedup", description="right format, counts repeated order rows twice", script=_solver("no_dedup", month_tag, v)),
            Decoy(name="includes_refunded", description="counts refunded and pending orders as revenue", script=_solver("includes_refunded", month_tag, v)),
            Decoy(name="csv_only", description="half the job: the CSV report without summary.json", script=_solver("csv_only", month_tag, v)),
        ]
        if level != "easy":
            decoys.append(Decoy(name="no_month_filter", description="keeps orders outside the month", script=_solver("no_month_filter", month_tag, v)))
        if level == "hard":
            decoys.append(Decoy(name="local_month", description="filters the month in local time, not UTC", script=_solver("local_month", month_tag, v)))
            decoys.append(Decoy(name="ignore_currency", description="sums EUR/GBP amounts as if they were USD", script=_solver("ignore_currency", month_tag, v)))
        return Draft(
            instruction=instruction,
            environment=Environment(base_image=self.base_image, files=files, workdir="/app"),
            solution=_solver("", month_tag, v),
            tests=tests,
            decoys=decoys,
            outputs=[v["out"]],
            tools=["cat", "mkdir", "python3"],
            tags=["csv", "etl", "aggregation", "deduplication"] + (["timezones", "currency"] if level == "hard" else []),
            expert_time_min={"easy": 10, "medium": 20, "hard": 35}[level],
            junior_time_min={"easy": 25, "medium": 50, "hard": 90}[level],
        )

    # -- ground truth -------------------------------------------------------------------------------------
    @staticmethod
    def _truth(orders, dups, month_tag, v):
        per: dict[str, list] = {}
        skipped = 0
        for o in orders:
            if o["status"] != v["ok"]:
                continue
            if month_tag and o["ts"].strftime("%Y-%m") != month_tag:
                continue
            if o["missing"]:
                skipped += 1
                continue
            usd = (Decimal(o["cents"]) / 100 * RATES[o["currency"]]).quantize(CENT, rounding=ROUND_HALF_UP)
            slot = per.setdefault(o["region"], [0, Decimal(0)])
            slot[0] += 1
            slot[1] += usd
        rows = sorted(((r, n, f"{t:.2f}") for r, (n, t) in per.items()), key=lambda x: (-Decimal(x[2]), x[0]))
        total = sum((Decimal(t) for _, _, t in rows), Decimal(0))
        return {
            "rows": [list(r) for r in rows],
            "total_revenue": f"{total:.2f}",
            "completed_orders": sum(n for _, n, _ in rows),
            "duplicates_removed": len(dups),
            "skipped_rows": skipped,
            f"top_{v['dim']}": rows[0][0],
        }

    # -- the environment's files ----------------------------------------------------------------------------
    @staticmethod
    def _amount_text(rng, o, style):
        d = Decimal(o["cents"]) / 100
        if o["missing"]:
            return ""
        if style == "plain":
            return f"{d:.2f}"
        if style == "us":
            return rng.choice([f"${d:,.2f}", f"{d:.2f}", f"{d:,.2f}"])
        # European: 1.234,50
        return f"{d:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")

    def _write_files(self, rng, level, orders, dups, regions, v):
        def messy_region(r):
            if level == "easy":
                return r
            return rng.choice([r, r.upper(), r.lower(), f" {r}", f"{r}  "])

        def ts_text(o):
            if level != "hard":
                return o["ts"].strftime("%Y-%m-%d %H:%M:%S")
            local = o["ts"].astimezone(timezone(timedelta(hours=o["offset"])))
            return local.isoformat()

        rows = []
        for idx, o in enumerate(orders):
            rows.append((idx, o))
            if idx in dups:
                rows.append((idx, o))  # the export repeats it
        rng.shuffle(rows)
        n_files = 3 if level == "hard" else 1
        chunks = [rows[i::n_files] for i in range(n_files)]
        files = {}
        cols = ["order_id", "created_at", "customer", v["dim"], "status", "amount"] + (["currency"] if level == "hard" else [])
        for k, chunk in enumerate(chunks):
            style = {"easy": "plain", "medium": "us", "hard": ["us", "eu", "us"][k]}[level]
            delim = ";" if style == "eu" else ","
            order = cols if k != 2 else list(reversed(cols))  # one export has its columns in another order
            lines = [delim.join(order)]
            for _, o in chunk:
                vals = {
                    "order_id": o["oid"], "created_at": ts_text(o), "customer": o["customer"],
                    v["dim"]: messy_region(o["region"]), "status": rng.choice([o["status"], o["status"].upper()]) if level != "easy" else o["status"],
                    "amount": self._amount_text(rng, o, style), "currency": o["currency"],
                }
                cells = [vals[c] for c in order]
                lines.append(delim.join(f'"{c}"' if delim in c or "," in c else c for c in cells))
            name = "orders.csv" if n_files == 1 else f"orders_{['web', 'eu_shop', 'marketplace'][k]}.csv"
            files[f"/app/data/{name}"] = File.of("\n".join(lines) + "\n")
        files[f"/app/data/{v['dim']}s.txt"] = File.of("\n".join(sorted(regions)) + "\n")
        if level == "hard":
            files["/app/data/rates.json"] = File.of(json.dumps({k: float(v) for k, v in RATES.items()}, indent=2) + "\n")
        return files

    @staticmethod
    def _instruction(shop, level, month_tag, year, month, v):
        month_name = datetime(year, month, 1).strftime("%B %Y")
        files = "the order export `/app/data/orders.csv`" if level != "hard" else "the three order exports `/app/data/orders_*.csv`"
        dim, out, ok = v["dim"], v["out"], v["ok"]
        bad = " and ".join(f"`{b}`" for b in OTHER_STATUS[ok])
        rules = [
            "Count each `order_id` once: the export sometimes repeats a row verbatim (or with different spacing or case).",
            f"Only orders whose `status` is `{ok}` (case does not matter) are revenue; {bad} ones are not.",
            f"{dim.capitalize()} names vary in case and surrounding spaces; write them exactly as listed in "
            f"`/app/data/{dim}s.txt`.",
            f"A `{ok}` order with an empty `amount` is skipped and counted in `skipped_rows`.",
        ]
        if level != "easy":
            rules.append(f"Only orders created in {month_name} count (`created_at` is in UTC unless it says otherwise); "
                         "the export also contains days from the neighbouring months.")
            rules.append("Amounts may carry a `$` sign and thousands separators.")
        if level == "hard":
            rules[-2] = (f"Only orders created in {month_name} **UTC** count. Timestamps carry the shop's local UTC offset; "
                         "convert before deciding the month.")
            rules.append("The exports come from different systems: one uses `;` as separator and European number format "
                         "(`1.234,50`), one lists its columns in a different order.")
            rules.append("Each order has a `currency`; convert to USD with `/app/data/rates.json` (USD per unit), rounding each "
                         "converted order to cents (half up) before summing.")
        body = "\n".join(f"- {r}" for r in rules)
        return dedent(f"""
            # Monthly revenue roll-up for {shop}

            Finance needs revenue per sales {dim} from {files}. The data is raw: it was
            produced by hand-maintained scripts and nobody cleaned it.

            Rules:
            {{body}}

            Write two files:

            1. `{out}/revenue_by_{dim}.csv` with the header `{dim},orders,revenue`, one row per {dim} that has
               revenue: `orders` is the number of counted orders, `revenue` the sum in USD with exactly two decimals
               (no currency sign, no thousands separator). Sort by revenue descending, then {dim} name ascending.
            2. `{out}/summary.json`, an object with `total_revenue` (number), `completed_orders` (int, the counted
               orders), `duplicates_removed` (int, repeated rows dropped), `skipped_rows` (int) and `top_{dim}` (string).

            Do not modify the files in `/app/data`.
        """).replace("{body}", body)

    @staticmethod
    def _tests(truth, level, v):
        tol = 0.02 if level == "hard" else 0.005  # hard: per-order conversion rounding may differ by a cent or two
        header = "import csv, json"
        body = '''
            def _rows():
                with open(CSV, newline="") as f:
                    return list(csv.reader(f))

            def test_header():
                assert _rows()[0] == [DIM, "orders", "revenue"]

            def test_groups_in_order():
                got = [r[0] for r in _rows()[1:]]
                want = [r[0] for r in EXPECTED["rows"]]
                assert got == want, f"{DIM} names/order differ: got {got}, expected {want}"

            def test_order_counts():
                got = {r[0]: int(r[1]) for r in _rows()[1:]}
                want = {r[0]: r[1] for r in EXPECTED["rows"]}
                assert got == want

            def test_revenue_values():
                got = {r[0]: r[2] for r in _rows()[1:]}
                for name, _, rev in EXPECTED["rows"]:
                    assert name in got, f"missing {DIM} {name}"
                    assert len(got[name].split(".")[-1]) == 2, f"{name}: revenue {got[name]!r} needs two decimals"
                    assert abs(float(got[name]) - float(rev)) <= TOL, f"{name}: revenue {got[name]} != {rev}"

            def test_summary():
                s = json.load(open(SUMMARY))
                assert abs(float(s["total_revenue"]) - float(EXPECTED["total_revenue"])) <= TOL * max(1, len(EXPECTED["rows"]))
                assert s["completed_orders"] == EXPECTED["completed_orders"]
                assert s["duplicates_removed"] == EXPECTED["duplicates_removed"]
                assert s["skipped_rows"] == EXPECTED["skipped_rows"]
                assert s[f"top_{DIM}"] == EXPECTED[f"top_{DIM}"]
        '''
        consts = {"EXPECTED": truth, "TOL": tol, "DIM": v["dim"], "CSV": f"{v['out']}/revenue_by_{v['dim']}.csv",
                  "SUMMARY": f"{v['out']}/summary.json"}
        return {"test_outputs.py": pytest_file(header, consts, body)}

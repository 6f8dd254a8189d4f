"""Data/SQL: answer an analytics ticket against a SQLite database with sqlite3 (joins, NULLs, dates, dedup, views)."""

from __future__ import annotations

import random
from datetime import date, datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

FIRST = ["Ada", "Bruno", "Carmen", "Dev", "Elena", "Femi", "Greta", "Hiro", "Ines", "Jonas", "Kaia", "Luis", "Mira",
         "Nils", "Olu", "Priya", "Quinn", "Rafael", "Saoirse", "Tomas", "Uzma", "Viktor", "Wanda", "Xavi", "Yara", "Zeno"]
LAST = ["Abbott", "Brandt", "Castillo", "Dimitrov", "Eriksen", "Fofana", "Gallo", "Haddad", "Ivanova", "Jensen",
        "Kowalski", "Lindqvist", "Moreau", "Nakamura", "Okafor", "Petrov", "Quispe", "Rossi", "Sato", "Tanaka",
        "Ueda", "Varga", "Weber", "Xu", "Yilmaz", "Zhou"]
CO_A = ["Aster", "Birch", "Cinder", "Delta", "Ember", "Fjord", "Granite", "Helix", "Iris", "Juniper", "Kite", "Lumen",
        "Maple", "Nimbus", "Onyx", "Pylon", "Quartz", "Rivet", "Sable", "Tundra"]
CO_B = ["Labs", "Works", "Systems", "Partners", "Group", "Analytics", "Foods", "Logistics", "Studio", "Holdings"]

# Each domain names the same shape differently: a dimension (who), a catalogue (what), a fact table (events).
DOMAINS = [
    dict(key="retail", orgs=["Pinecrest Home Goods", "Harlow Garden Supply", "Bluefin Outdoor", "Maris Kitchenware"],
         db="shop.db", dim="customers", dim1="customer", dfk="customer_id", reg="region",
         regions=["North", "South", "East", "West", "Central", "Coastal", "Highlands"], people=True,
         cat="products", cat1="product", cfk="product_id", grp="department",
         groups=["Garden", "Kitchen", "Outdoor", "Office", "Lighting"],
         catnames=["Trowel", "Kettle", "Lantern", "Desk Lamp", "Hammock", "Colander", "Stapler", "Planter", "Skillet",
                   "Headlamp", "Shelf Unit", "Hose Reel"],
         fact="orders", fact1="order", fid="order_id", amt="total", ts="ordered_at", ref="order_ref",
         ok=["paid", "shipped", "delivered"], void="cancelled", team="the e-commerce team"),
    dict(key="clinic", orgs=["Riverside Physio", "Northlake Dental", "Cedar Family Clinic", "Alder Eye Care"],
         db="clinic.db", dim="patients", dim1="patient", dfk="patient_id", reg="clinic",
         regions=["Harbour St", "Mill Lane", "Old Town", "Parkside", "Station Rd", "Westgate", "Elm Row"], people=True,
         cat="services", cat1="service", cfk="service_id", grp="specialty",
         groups=["Dental", "Physio", "Optics", "General", "Imaging"],
         catnames=["Check-up", "Cleaning", "X-ray", "Massage", "Eye Exam", "Filling", "Consultation", "Ultrasound",
                   "Rehab Session", "Lens Fitting", "Vaccination", "Blood Panel"],
         fact="appointments", fact1="appointment", fid="appointment_id", amt="fee", ts="scheduled_at",
         ref="booking_ref", ok=["completed", "billed"], void="no_show", team="the practice manager"),
    dict(key="saas", orgs=["Quillbase", "Stackyard", "Metricly", "Formwell"],
         db="billing.db", dim="accounts", dim1="account", dfk="account_id", reg="country",
         regions=["Germany", "Brazil", "Canada", "India", "Japan", "Kenya", "Spain"], people=False,
         cat="plans", cat1="plan", cfk="plan_id", grp="tier",
         groups=["Starter", "Team", "Business", "Enterprise"],
         catnames=["Starter Monthly", "Starter Annual", "Team Monthly", "Team Annual", "Business Monthly",
                   "Business Annual", "Enterprise Flex", "Seats Add-on", "Storage Add-on", "Support Plus"],
         fact="invoices", fact1="invoice", fid="invoice_id", amt="amount_due", ts="issued_at", ref="invoice_no",
         ok=["paid", "open"], void="void", team="revenue operations"),
    dict(key="rental", orgs=["Roadwise Rentals", "Kestrel Car Hire", "Summit Van Co.", "Urbanride"],
         db="rentals.db", dim="renters", dim1="renter", dfk="renter_id", reg="branch",
         regions=["Airport", "Downtown", "Harbourfront", "Northside", "University", "Rail Station"], people=True,
         cat="vehicles", cat1="vehicle", cfk="vehicle_id", grp="class",
         groups=["Compact", "SUV", "Van", "Luxury", "Electric"],
         catnames=["Polo", "Corolla", "Transit", "Model 3", "Qashqai", "Vito", "A6", "Zoe", "Sportage", "Kangoo",
                   "Golf Estate", "Ioniq 5"],
         fact="rentals", fact1="rental", fid="rental_id", amt="charge", ts="picked_up_at", ref="contract_no",
         ok=["returned", "active"], void="cancelled", team="the fleet controller"),
    dict(key="freight", orgs=["Boxline Freight", "Tideway Cargo", "Northpoint Haulage", "Corvid Express"],
         db="freight.db", dim="shippers", dim1="shipper", dfk="shipper_id", reg="hub",
         regions=["Rotterdam", "Lyon", "Gdansk", "Valencia", "Leipzig", "Genoa", "Antwerp"], people=False,
         cat="services", cat1="service", cfk="service_id", grp="mode",
         groups=["Road", "Rail", "Air", "Sea"],
         catnames=["Pallet Express", "Pallet Economy", "Full Truck", "Rail Block", "Air Priority", "Air Deferred",
                   "Reefer", "LCL Sea", "FCL Sea", "Parcel Bulk", "Hazmat Road", "Rail Container"],
         fact="shipments", fact1="shipment", fid="shipment_id", amt="freight_cost", ts="booked_at", ref="waybill",
         ok=["delivered", "in_transit"], void="voided", team="the pricing desk"),
    dict(key="cowork", orgs=["Hive Commons", "Latchkey Coworking", "Foundry Desks", "Atrium Workspace"],
         db="bookings.db", dim="members", dim1="member", dfk="member_id", reg="site",
         regions=["Canal Side", "Old Mill", "Tower B", "Market Hall", "Riverside", "Printworks"], people=True,
         cat="rooms", cat1="room", cfk="room_id", grp="room_type",
         groups=["Meeting", "Phone Booth", "Studio", "Event Space"],
         catnames=["Ada Room", "Booth 1", "Booth 2", "Loft", "Podcast Studio", "Boardroom", "Garden Room", "Hall A",
                   "Snug", "Photo Studio", "Library", "Deck"],
         fact="bookings", fact1="booking", fid="booking_id", amt="price", ts="booked_at", ref="booking_code",
         ok=["confirmed", "checked_in"], void="cancelled", team="community operations"),
    dict(key="tickets", orgs=["Soundgate Live", "Paper Lantern Events", "Velvet Row Tickets", "Gallery Nights"],
         db="box_office.db", dim="buyers", dim1="buyer", dfk="buyer_id", reg="city",
         regions=["Leeds", "Bristol", "Glasgow", "Cardiff", "Belfast", "Norwich", "York"], people=True,
         cat="events", cat1="event", cfk="event_id", grp="genre",
         groups=["Jazz", "Comedy", "Theatre", "Indie", "Classical"],
         catnames=["Late Set", "Open Mic", "Hamlet", "Winter Gala", "Quartet Night", "Roast Night", "Big Band",
                   "Matinee", "Album Launch", "Improv Jam", "Requiem", "Rooftop Session"],
         fact="tickets", fact1="ticket", fid="ticket_id", amt="price", ts="purchased_at", ref="barcode",
         ok=["issued", "scanned"], void="refunded", team="the box office lead"),
    dict(key="hotel", orgs=["Lanternhouse Hotels", "Saltbox Inns", "Meridian Suites", "Greyfriars Lodge"],
         db="stays.db", dim="guests", dim1="guest", dfk="guest_id", reg="property",
         regions=["Lakeside", "City Centre", "Old Quay", "Airport Inn", "Hillcrest", "Bay View"], people=True,
         cat="room_types", cat1="room type", cfk="room_type_id", grp="wing",
         groups=["North Wing", "South Wing", "Annex", "Garden Wing"],
         catnames=["Single", "Double", "Twin", "Junior Suite", "Family Room", "Studio", "Penthouse", "Accessible Double",
                   "Loft Suite", "Courtyard King", "Economy", "Deluxe King"],
         fact="stays", fact1="stay", fid="stay_id", amt="room_total", ts="checked_in_at", ref="folio_no",
         ok=["checked_out", "in_house"], void="cancelled", team="the revenue manager"),
]
# Fixed-offset zones (no daylight saving), so a local day is a fixed shift of UTC.
ZONES = [("Asia/Kolkata", 330), ("America/Phoenix", -420), ("Asia/Tokyo", 540), ("Asia/Dubai", 240),
         ("Australia/Brisbane", 600), ("America/Bogota", -300), ("Pacific/Honolulu", -600), ("Asia/Singapore", 480)]
CENT = Decimal("0.01")
PURPOSES = ["for the monthly board pack", "ahead of the quarterly business review", "for a pricing review",
            "to reconcile against the finance ledger", "for the investor update", "to plan next season's capacity",
            "for an audit sample", "because the dashboard numbers look wrong"]


def _a(word: str) -> str:
    return ("an " if word[0].lower() in "aeiou" else "a ") + word


def _q(s: str) -> str:
    return "'" + s.replace("'", "''") + "'"


def _fmt(d: Decimal) -> str:
    return str(d.quantize(CENT, rounding=ROUND_HALF_UP))


def _sql(D: dict, P: dict, level: str, bug: str) -> dict[str, str]:
    """The oracle's SQL, one statement per answer; a decoy is the same SQL with one mistake (`bug`)."""
    dedup = level == "hard" and bug != "no_dedup"
    shift = P["offset"] if level == "hard" and bug != "utc_dates" else 0
    src = f"SELECT * FROM {D['fact']}"
    if dedup:
        src += f" WHERE {D['fid']} IN (SELECT MIN({D['fid']}) FROM {D['fact']} GROUP BY {D['ref']})"
    ts = f"datetime({D['ts']}, '{shift:+d} minutes')" if shift else D["ts"]
    where = "" if bug == "keeps_void" else f" WHERE status <> {_q(D['void'])}"
    cte = (f"WITH c AS (SELECT {D['fid']} AS id, {D['dfk']} AS dim, {D['cfk']} AS cat, {ts} AS ts, {D['amt']} AS amount "
           f"FROM ({src}){where})")
    in_period = (f"c.ts BETWEEN {_q(P['d1'])} AND {_q(P['d2'])}" if bug == "between_dates"
                 else f"date(c.ts) BETWEEN {_q(P['d1'])} AND {_q(P['d2'])}")
    out = {}
    out[P["files"]["per_cat"]] = (
        f"{cte} SELECT k.name AS {D['cat1'].replace(' ', '_')}, COUNT(*) AS {D['fact']}, "
        f"printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN {D['cat']} k ON k.id = c.cat "
        f"WHERE {in_period} GROUP BY k.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, k.name;")
    out[P["files"]["top"]] = (
        f"{cte} SELECT d.id AS {D['dfk']}, d.name AS name, COUNT(*) AS {D['fact']}, "
        f"printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN {D['dim']} d ON d.id = c.dim "
        f"GROUP BY d.id ORDER BY COALESCE(SUM(c.amount), 0) DESC, d.id LIMIT {P['top_n']};")
    if level != "easy":
        if bug == "inner_join":
            out[P["files"]["by_region"]] = (
                f"{cte} SELECT d.{D['reg']} AS {D['reg']}, COUNT(c.id) AS {D['fact']}, "
                f"printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total FROM c JOIN {D['dim']} d ON d.id = c.dim "
                f"WHERE {in_period} GROUP BY d.{D['reg']} ORDER BY d.{D['reg']};")
        else:
            out[P["files"]["by_region"]] = (
                f"{cte} SELECT r.{D['reg']} AS {D['reg']}, COUNT(c.id) AS {D['fact']}, "
                f"printf('%.2f', COALESCE(SUM(c.amount), 0)) AS total "
                f"FROM (SELECT DISTINCT {D['reg']} FROM {D['dim']}) r "
                f"LEFT JOIN {D['dim']} d ON d.{D['reg']} = r.{D['reg']} "
                f"LEFT JOIN c ON c.dim = d.id AND {in_period} GROUP BY r.{D['reg']} ORDER BY r.{D['reg']};")
        avg = "AVG(COALESCE(c.amount, 0))" if bug == "avg_coalesce" else "AVG(c.amount)"
        out[P["files"]["avg"]] = (
            f"{cte} SELECT k.{D['grp']} AS {D['grp']}, COUNT(c.amount) AS billed, SUM(c.amount IS NULL) AS unbilled, "
            f"printf('%.2f', {avg}) AS avg_amount FROM c JOIN {D['cat']} k ON k.id = c.cat "
            f"GROUP BY k.{D['grp']} ORDER BY k.{D['grp']};")
        out[P["files"]["inactive"]] = (
            f"{cte} SELECT d.id AS {D['dfk']}, d.name AS name, d.{D['reg']} AS {D['reg']} FROM {D['dim']} d "
            f"WHERE NOT EXISTS (SELECT 1 FROM c WHERE c.dim = d.id AND {in_period}) ORDER BY d.id;")
    if bug == "half_answers":
        keep = sorted(out)[: len(out) // 2]
        out = {k: out[k] for k in keep}
    return out


def _view_sql(D: dict, P: dict, bug: str) -> str:
    dedup = bug != "no_dedup"
    src = f"SELECT * FROM {D['fact']}"
    if dedup:
        src += f" WHERE {D['fid']} IN (SELECT MIN({D['fid']}) FROM {D['fact']} GROUP BY {D['ref']})"
    shift = 0 if bug == "utc_dates" else P["offset"]
    ts = f"datetime({D['ts']}, '{shift:+d} minutes')" if shift else D["ts"]
    where = "" if bug == "keeps_void" else f" WHERE status <> {_q(D['void'])}"
    kind = "TABLE" if bug == "table_not_view" else "VIEW"
    return (f"DROP VIEW IF EXISTS {P['view']}; CREATE {kind} {P['view']} AS "
            f"WITH c AS (SELECT {ts} AS ts, {D['amt']} AS amount FROM ({src}){where}) "
            f"SELECT strftime('%Y-%m', c.ts) AS month, COUNT(*) AS {D['fact']}, ROUND(COALESCE(SUM(c.amount), 0), 2) AS total, "
            f"ROUND(SUM(COALESCE(SUM(c.amount), 0)) OVER (ORDER BY strftime('%Y-%m', c.ts)), 2) AS running_total "
            f"FROM c GROUP BY month ORDER BY month;")


def _solver(D: dict, P: dict, level: str, bug: str) -> str:
    queries = _sql(D, P, level, bug)
    lines = [f"mkdir -p {P['out']}", f"DB={P['dbpath']}"]
    for name, sql in queries.items():
        lines.append(f"sqlite3 -header -csv \"$DB\" <<'SQL' > {P['out']}/{name}")
        lines.append(sql)
        lines.append("SQL")
    if level == "hard" and bug != "half_answers":
        lines.append("sqlite3 \"$DB\" <<'SQL'")
        lines.append(_view_sql(D, P, bug))
        lines.append("SQL")
    lines.append(f"ls -l {P['out']}")
    return script("\n".join(lines) + "\n")


def _name(rng: random.Random, people: bool) -> str:
    if people:
        return f"{rng.choice(FIRST)} {rng.choice(LAST)}"
    return f"{rng.choice(CO_A)} {rng.choice(CO_B)}"


@register
class SqliteAnalytics(Family):
    name = "sqlite_analytics"
    category = "data"
    description = "Answer an analytics ticket with SQL against a SQLite database: period filters, joins, NULLs, dedup, local time, a live view."

    def make(self, rng: random.Random, level: str) -> Draft:
        D = dict(rng.choice(DOMAINS))
        org = rng.choice(D["orgs"])
        zone, offset = rng.choice(ZONES) if level == "hard" else ("UTC", 0)
        year = rng.randint(2021, 2025)
        pmonth = rng.randint(3, 10)
        d1 = date(year, pmonth, 1)
        d2 = (d1 + timedelta(days=32)).replace(day=1) - timedelta(days=1)
        if rng.random() < 0.4:  # sometimes a custom window rather than a calendar month
            d1 = d1 + timedelta(days=rng.randint(3, 9))
            d2 = d1 + timedelta(days=rng.randint(12, 20))
        span_start = datetime(year, pmonth, 1) - timedelta(days=rng.randint(35, 60))
        span_end = datetime(year, pmonth, 1) + timedelta(days=rng.randint(70, 100))
        regions = sorted(rng.sample(D["regions"], {"easy": 4, "medium": 5, "hard": 5}[level]))
        groups = sorted(rng.sample(D["groups"], min(len(D["groups"]), rng.randint(3, 4))))
        stem = rng.choice(["report", "answers", "analysis", "results", "out"])
        top_n = rng.randint(3, 7)
        P = {
            "purpose": rng.choice(PURPOSES), "offset": offset, "zone": zone, "d1": d1.isoformat(), "d2": d2.isoformat(), "top_n": top_n,
            "dbpath": f"/srv/{D['key']}/{D['db']}", "out": f"/srv/{D['key']}/{stem}",
            "view": rng.choice(["v_monthly_", "monthly_", "rpt_monthly_"]) + D["fact"],
            "files": {
                "per_cat": f"{D['cat1'].replace(' ', '_')}_period_totals.csv",
                "top": f"top_{D['dim']}.csv",
                "by_region": f"{D['reg']}_period_totals.csv",
                "avg": f"avg_{D['fact1']}_by_{D['grp']}.csv",
                "inactive": f"inactive_{D['dim']}.csv",
            },
        }

        # -- dimension and catalogue -------------------------------------------------------------------
        dim_base = rng.randint(100, 900)
        n_dim = {"easy": 24, "medium": 36, "hard": 44}[level]
        dims = []
        for i in range(n_dim):
            reg = regions[i % len(regions)] if i < len(regions) else rng.choice(regions)
            dims.append({"id": dim_base + i, "name": _name(rng, D["people"]), "reg": reg})
        cat_names = rng.sample(D["catnames"], rng.randint(7, min(10, len(D["catnames"]))))
        cats = []
        for i, nm in enumerate(cat_names):
            cats.append({"id": i + 1, "name": nm, "grp": groups[i % len(groups)] if i < len(groups) else rng.choice(groups)})
        quiet = regions[rng.randrange(len(regions))] if level != "easy" else None

        # -- facts (UTC timestamps) --------------------------------------------------------------------
        n_fact = {"easy": 260, "medium": 380, "hard": 460}[level]
        fid_base = rng.randint(1000, 60000)
        span = int((span_end - span_start).total_seconds())
        facts = []

        def add(ts_utc, dim=None, status=None, amount="draw", cat=None):
            f = {"id": fid_base + len(facts), "dim": dim if dim is not None else rng.choice(dims)["id"],
                 "cat": cat if cat is not None else rng.choice(cats)["id"], "ts": ts_utc,
                 "status": status or rng.choices(D["ok"] + [D["void"]], [5] * len(D["ok"]) + [2])[0],
                 "amount": Decimal(rng.randint(500, 60000)) / 100 if amount == "draw" else amount,
                 "ref": f"{rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ')}{rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ')}-{rng.randint(100000, 999999)}"}
            if level != "easy" and amount == "draw" and rng.random() < 0.09:
                f["amount"] = None
            facts.append(f)
            return f

        for _ in range(n_fact):
            add(span_start + timedelta(seconds=rng.randrange(span)))
        off = timedelta(minutes=offset)
        ok = D["ok"][0]
        loud = [d["id"] for d in dims if d["reg"] != quiet]
        # Forced situations, each separating the right answer from one plausible wrong one.
        for _ in range(3):  # on the last day of the window, after midnight: `ts BETWEEN d1 AND d2` misses these
            local = datetime.combine(d2, datetime.min.time()) + timedelta(hours=rng.randint(1, 22), minutes=rng.randint(0, 59))
            add(local - off, dim=rng.choice(loud), status=ok, amount=Decimal(rng.randint(20000, 60000)) / 100)
        for _ in range(2):  # a void row inside the window
            local = datetime.combine(d1, datetime.min.time()) + timedelta(days=rng.randint(0, (d2 - d1).days), hours=rng.randint(2, 20))
            add(local - off, dim=rng.choice(loud), status=D["void"], amount=Decimal(rng.randint(30000, 60000)) / 100)
        if level == "hard":  # the local day differs from the UTC day, at both ends of the window
            def in_win(t):
                return d1 <= t.date() <= d2
            for edge in (d1, d2 + timedelta(days=1)):
                midnight = datetime.combine(edge, datetime.min.time())
                for sign in (1, -1):
                    for _ in range(2):
                        local = midnight + sign * timedelta(minutes=rng.randint(5, abs(offset) - 5))
                        if in_win(local) != in_win(local - off):
                            add(local - off, dim=rng.choice(loud), status=ok, amount=Decimal(rng.randint(20000, 60000)) / 100)
        if level != "easy":
            for g in groups:  # every group has unbilled rows, so AVG over NULLs and AVG with NULL=0 differ
                gc = [c["id"] for c in cats if c["grp"] == g]
                for _ in range(2):
                    add(span_start + timedelta(seconds=rng.randrange(span)), dim=rng.choice(loud), cat=rng.choice(gc),
                        status=ok, amount=None)
            qd = [d for d in dims if d["reg"] == quiet]
            for d in qd:  # the quiet region has only void rows inside the window
                local = datetime.combine(d1, datetime.min.time()) + timedelta(days=rng.randint(0, (d2 - d1).days), hours=rng.randint(1, 22))
                add(local - off, dim=d["id"], status=D["void"])
        t1 = datetime.combine(d1, datetime.min.time()) - off
        t2 = datetime.combine(d2 + timedelta(days=1), datetime.min.time()) - off
        if level != "easy":
            quiet_ids = {d["id"] for d in dims if d["reg"] == quiet}
            for f in facts:
                if f["dim"] in quiet_ids and t1 - timedelta(days=1) <= f["ts"] < t2 + timedelta(days=1) and f["status"] != D["void"]:
                    f["status"] = D["void"]
        # duplicates from a double import (hard): a new id, the same reference and content
        if level == "hard":
            inwin = [f for f in facts if t1 <= f["ts"] < t2 and f["status"] != D["void"] and f["amount"] is not None]
            picks = rng.sample(inwin, 6) + rng.sample(facts, 14)
            for f in picks:
                facts.append(dict(f, id=fid_base + len(facts)))
        for f in facts:
            f["ts"] = f["ts"].replace(microsecond=0)

        truth = self._truth(D, P, level, dims, cats, facts)
        inserts, view_before, view_after = [], [], []
        if level == "hard":
            view_before = self._view_truth(D, P, facts)
            inserts, view_after = self._inserts(rng, D, P, dims, cats, facts)

        files = self._files(D, P, level, dims, cats, facts)
        decoy_names = [("keeps_void", f"right format, counts {D['void']} rows"),
                       ("between_dates", "compares timestamps with BETWEEN on dates: loses the window's last day"),
                       ("half_answers", "half the job: only some of the answer files")]
        if level != "easy":
            decoy_names += [("inner_join", f"drops the {D['reg']} with nothing in the window (inner join)"),
                            ("avg_coalesce", "averages with missing amounts counted as 0")]
        if level == "hard":
            decoy_names += [("no_dedup", "counts double-imported rows twice"),
                            ("utc_dates", "decides the day in UTC instead of local time"),
                            ("table_not_view", "stores a snapshot table instead of a view")]
        decoys = [Decoy(name=n, description=d, script=_solver(D, P, level, n)) for n, d in decoy_names]
        tools = ["sqlite3", "mkdir", "ls"]
        return Draft(
            instruction=self._instruction(D, P, level, org, regions),
            environment=Environment(base_image=self.base_image, files=files,
                                    setup=f"sqlite3 {P['dbpath']} < /tmp/seed.sql\nrm /tmp/seed.sql\n",
                                    workdir=f"/srv/{D['key']}"),
            solution=_solver(D, P, level, ""),
            tests={"test_outputs.py": self._tests(D, P, level, truth, inserts, view_before, view_after, len(facts))},
            decoys=decoys,
            outputs=[P["out"]] + ([P["dbpath"]] if level == "hard" else []),
            tools=tools,
            tags=["sql", "sqlite", "reporting"] + {"easy": ["aggregation"], "medium": ["joins", "null-handling"],
                                                    "hard": ["window-functions", "deduplication", "timezones", "views"]}[level],
            expert_time_min={"easy": 10, "medium": 20, "hard": 35}[level],
            junior_time_min={"easy": 25, "medium": 50, "hard": 90}[level],
        )

    # -- ground truth ---------------------------------------------------------------------------------
    @staticmethod
    def _counted(D, P, level, facts):
        fs = facts
        if level == "hard":
            first = {}
            for f in facts:
                if f["ref"] not in first or f["id"] < first[f["ref"]]["id"]:
                    first[f["ref"]] = f
            keep = {f["id"] for f in first.values()}
            fs = [f for f in facts if f["id"] in keep]
        off = timedelta(minutes=P["offset"] if level == "hard" else 0)
        return [dict(f, local=f["ts"] + off) for f in fs if f["status"] != D["void"]]

    def _truth(self, D, P, level, dims, cats, facts):
        c = self._counted(D, P, level, facts)
        d1, d2 = date.fromisoformat(P["d1"]), date.fromisoformat(P["d2"])
        inwin = [f for f in c if d1 <= f["local"].date() <= d2]
        catname = {k["id"]: k["name"] for k in cats}
        T = {}
        per = {}
        for f in inwin:
            n, s = per.get(f["cat"], (0, Decimal(0)))
            per[f["cat"]] = (n + 1, s + (f["amount"] or 0))
        rows = sorted(([catname[k], n, s] for k, (n, s) in per.items()), key=lambda r: (-r[2], r[0]))
        T[P["files"]["per_cat"]] = [[a, n, _fmt(s)] for a, n, s in rows]
        per = {}
        for f in c:
            n, s = per.get(f["dim"], (0, Decimal(0)))
            per[f["dim"]] = (n + 1, s + (f["amount"] or 0))
        dname = {d["id"]: d["name"] for d in dims}
        rows = sorted(([k, dname[k], n, s] for k, (n, s) in per.items()), key=lambda r: (-r[3], r[0]))[: P["top_n"]]
        T[P["files"]["top"]] = [[k, nm, n, _fmt(s)] for k, nm, n, s in rows]
        if level != "easy":
            dreg = {d["id"]: d["reg"] for d in dims}
            per = {r: (0, Decimal(0)) for r in sorted({d["reg"] for d in dims})}
            for f in inwin:
                n, s = per[dreg[f["dim"]]]
                per[dreg[f["dim"]]] = (n + 1, s + (f["amount"] or 0))
            T[P["files"]["by_region"]] = [[r, n, _fmt(s)] for r, (n, s) in sorted(per.items())]
            cgrp = {k["id"]: k["grp"] for k in cats}
            g = {}
            for f in c:
                b, u, s = g.get(cgrp[f["cat"]], (0, 0, Decimal(0)))
                if f["amount"] is None:
                    g[cgrp[f["cat"]]] = (b, u + 1, s)
                else:
                    g[cgrp[f["cat"]]] = (b + 1, u, s + f["amount"])
            T[P["files"]["avg"]] = [[k, b, u, _fmt(s / b)] for k, (b, u, s) in sorted(g.items())]
            active = {f["dim"] for f in inwin}
            T[P["files"]["inactive"]] = [[d["id"], d["name"], d["reg"]] for d in sorted(dims, key=lambda d: d["id"]) if d["id"] not in active]
        return T

    def _view_truth(self, D, P, facts):
        c = self._counted(D, P, "hard", facts)
        per = {}
        for f in c:
            m = f["local"].strftime("%Y-%m")
            n, s = per.get(m, (0, Decimal(0)))
            per[m] = (n + 1, s + (f["amount"] or 0))
        out, run = [], Decimal(0)
        for m, (n, s) in sorted(per.items()):
            run += s
            out.append([m, n, _fmt(s), _fmt(run)])
        return out

    def _inserts(self, rng, D, P, dims, cats, facts):
        """Rows the tests add to the fact table to prove the view is live (a new month, a duplicate, a void row)."""
        last = max(f["ts"] for f in facts)
        nxt = (last + timedelta(days=40)).replace(day=1, hour=12, minute=0, second=0)
        top = max(f["id"] for f in facts)
        dup_of = min((f for f in facts if f["status"] != D["void"] and f["amount"] is not None), key=lambda f: f["id"])
        new = [
            {"id": top + 1, "dim": dims[0]["id"], "cat": cats[0]["id"], "ts": nxt + timedelta(days=2), "status": D["ok"][0],
             "amount": Decimal(rng.randint(10000, 30000)) / 100, "ref": "ZZ-000001"},
            {"id": top + 2, "dim": dims[1]["id"], "cat": cats[1]["id"], "ts": nxt + timedelta(days=5), "status": D["ok"][-1],
             "amount": None, "ref": "ZZ-000002"},
            {"id": top + 3, "dim": dims[2]["id"], "cat": cats[2]["id"], "ts": nxt + timedelta(days=6), "status": D["void"],
             "amount": Decimal(rng.randint(10000, 30000)) / 100, "ref": "ZZ-000003"},
            dict(dup_of, id=top + 4),
        ]
        cols = f"{D['fid']}, {D['dfk']}, {D['cfk']}, {D['ts']}, status, {D['amt']}, {D['ref']}"
        stmts = []
        for f in new:
            amt = "NULL" if f["amount"] is None else str(f["amount"])
            stmts.append(f"INSERT INTO {D['fact']} ({cols}) VALUES ({f['id']}, {f['dim']}, {f['cat']}, "
                         f"'{f['ts']:%Y-%m-%d %H:%M:%S}', {_q(f['status'])}, {amt}, {_q(f['ref'])});")
        return stmts, self._view_truth(D, P, facts + new)

    # -- files --------------------------------------------------------------------------------------------
    @staticmethod
    def _files(D, P, level, dims, cats, facts):
        amt_type = "REAL"
        lines = ["PRAGMA foreign_keys = ON;", "BEGIN;",
                 f"CREATE TABLE {D['dim']} (id INTEGER PRIMARY KEY, name TEXT NOT NULL, {D['reg']} TEXT NOT NULL);",
                 f"CREATE TABLE {D['cat']} (id INTEGER PRIMARY KEY, name TEXT NOT NULL, {D['grp']} TEXT NOT NULL);",
                 f"CREATE TABLE {D['fact']} ({D['fid']} INTEGER PRIMARY KEY, {D['dfk']} INTEGER NOT NULL REFERENCES {D['dim']}(id), "
                 f"{D['cfk']} INTEGER NOT NULL REFERENCES {D['cat']}(id), {D['ts']} TEXT NOT NULL, status TEXT NOT NULL, "
                 f"{D['amt']} {amt_type}" + (f", {D['ref']} TEXT NOT NULL" if level == "hard" else "") + ");"]
        for d in dims:
            lines.append(f"INSERT INTO {D['dim']} VALUES ({d['id']}, {_q(d['name'])}, {_q(d['reg'])});")
        for k in cats:
            lines.append(f"INSERT INTO {D['cat']} VALUES ({k['id']}, {_q(k['name'])}, {_q(k['grp'])});")
        for f in sorted(facts, key=lambda f: f["id"]):
            amt = "NULL" if f["amount"] is None else str(f["amount"])
            vals = [str(f["id"]), str(f["dim"]), str(f["cat"]), _q(f["ts"].strftime("%Y-%m-%d %H:%M:%S")), _q(f["status"]), amt]
            if level == "hard":
                vals.append(_q(f["ref"]))
            lines.append(f"INSERT INTO {D['fact']} VALUES ({', '.join(vals)});")
        lines.append(f"CREATE INDEX idx_{D['fact']}_ts ON {D['fact']}({D['ts']});")
        lines.append("COMMIT;")
        return {"/tmp/seed.sql": File.of("\n".join(lines) + "\n"),
                f"/srv/{D['key']}/README.txt": File.of(
                    f"{D['db']}: nightly copy of the production {D['fact']} database (read-only for analysts).\n"
                    f"Tables: {D['dim']}, {D['cat']}, {D['fact']}. Timestamps are UTC, 'YYYY-MM-DD HH:MM:SS'.\n")}

    # -- instruction --------------------------------------------------------------------------------------
    @staticmethod
    def _instruction(D, P, level, org, regions):
        F = P["files"]
        d1 = date.fromisoformat(P["d1"])
        d2 = date.fromisoformat(P["d2"])
        window = f"{d1:%B} {d1.day}, {d1.year} through {d2:%B} {d2.day}, {d2.year} (both days included)"
        cat1 = D["cat1"].replace(" ", "_")
        day_rule = ("A row belongs to a day by its timestamp as stored (UTC)." if level != "hard" else
                    f"The business runs on local time in {P['zone']} (UTC{P['offset'] // 60:+03d}:{abs(P['offset']) % 60:02d}, "
                    f"no daylight saving): every day, window and month in this ticket is a **local** one, while "
                    f"`{D['ts']}` is stored in UTC.")
        rules = [
            f"`{D['fact']}.status` = `{D['void']}` rows never count, anywhere in this ticket. Every other status counts.",
            day_rule,
        ]
        if level != "easy":
            rules.append(f"`{D['amt']}` is NULL while {_a(D['fact1'])} is not yet billed. Such {_a(D['fact1'])} still counts in "
                         f"the {D['fact']} columns, contributes nothing to totals, and is left out of averages.")
        if level == "hard":
            rules.append(f"The table was partly imported twice: rows that share a `{D['ref']}` are the same {D['fact1']}. "
                         f"Count each `{D['ref']}` once, using the row with the lowest `{D['fid']}`.")
        answers = [
            f"`{F['per_cat']}` with header `{cat1},{D['fact']},total`: for each {D['cat1']} (its `name`) with at least one "
            f"counted {D['fact1']} in the window, the number of {D['fact']} and the sum of `{D['amt']}` as `total`; sorted by "
            f"total descending, then name.",
            f"`{F['top']}` with header `{D['dfk']},name,{D['fact']},total`: the {P['top_n']} {D['dim']} with the highest "
            f"total `{D['amt']}` over the whole table (not only the window), sorted by total descending, then "
            f"`{D['dfk']}` ascending.",
        ]
        if level != "easy":
            answers += [
                f"`{F['by_region']}` with header `{D['reg']},{D['fact']},total`: one row for **every** {D['reg']} that "
                f"appears in `{D['dim']}` (including any with nothing in the window: 0 and 0.00), for the window; sorted by "
                f"{D['reg']}.",
                f"`{F['avg']}` with header `{D['grp']},billed,unbilled,avg_amount`: per {D['cat1']} {D['grp']}, over the "
                f"whole table: billed {D['fact']} (amount present), unbilled ones (NULL), and the average billed amount; "
                f"sorted by {D['grp']}.",
                f"`{F['inactive']}` with header `{D['dfk']},name,{D['reg']}`: the {D['dim']} with no counted {D['fact1']} in "
                f"the window, sorted by `{D['dfk']}`.",
            ]
        answer_text = "\n".join(f"{i}. {a}" for i, a in enumerate(answers, 1))
        view = ""
        if level == "hard":
            view = "\n\n" + dedent(f"""
                Finally, the dashboard needs a live source: create a **view** named `{P['view']}` inside `{P['dbpath']}`
                with the columns `month` (`YYYY-MM`, local), `{D['fact']}`, `total` and `running_total` (the cumulative
                total over months in ascending order), one row per month that has counted {D['fact']}, ordered by month,
                following all the rules above. It must stay correct when new rows are inserted into `{D['fact']}`
                later (so a table holding today's numbers is not enough). Do not change the existing tables or rows.
            """)
        regions_txt = ", ".join(regions)
        return dedent(f"""
            # {org}: {D['fact']} report from SQLite

            {D['team'][0].upper() + D['team'][1:]} at {org} asked for figures {P['purpose']}. The data lives in the SQLite
            database `{P['dbpath']}` (tables `{D['dim']}`, `{D['cat']}` and `{D['fact']}`; the `sqlite3` shell is
            installed). Look at the schema first; the {D['dim']} are spread over these {D['reg']} values:
            {regions_txt}. The numbers will be compared line by line with figures computed independently, so
            follow the definitions below exactly.

            The reporting window is {window}.

            Rules:
            {{rules}}

            Write these CSV files into `{P['out']}/` (comma separated, a header line, no index column; money
            with exactly two decimals, no currency sign):

            {{answers}}{{view}}

            {{closing}}
        """).replace("{rules}", "\n".join(f"- {r}" for r in rules)).replace("{answers}", answer_text).replace("{view}", view.rstrip("\n")).replace(
            "{closing}", "Do not change the existing tables or rows of the database." if level != "hard" else
            "Keep the CSV files and the view consistent: they follow the same rules.")

    # -- tests --------------------------------------------------------------------------------------------------
    @staticmethod
    def _tests(D, P, level, truth, inserts, view_before, view_after, n_rows):
        headers = {
            P["files"]["per_cat"]: [D["cat1"].replace(" ", "_"), D["fact"], "total"],
            P["files"]["top"]: [D["dfk"], "name", D["fact"], "total"],
            P["files"]["by_region"]: [D["reg"], D["fact"], "total"],
            P["files"]["avg"]: [D["grp"], "billed", "unbilled", "avg_amount"],
            P["files"]["inactive"]: [D["dfk"], "name", D["reg"]],
        }
        money_cols = {P["files"]["per_cat"]: [2], P["files"]["top"]: [3], P["files"]["by_region"]: [2], P["files"]["avg"]: [3],
                      P["files"]["inactive"]: []}
        consts = {
            "OUT": P["out"],
            "EXPECTED": {k: [[str(x) for x in r] for r in v] for k, v in truth.items()},
            "HEADERS": {k: headers[k] for k in truth},
            "MONEY": {k: money_cols[k] for k in truth},
            # Amounts have two decimals; SQLite sums doubles, so a value may be off by float noise, and an average
            # may round its half-cent either way: one cent of slack covers both and nothing else.
            "TOL": 0.011,
        }
        body = '''
            import pytest

            def _read(name):
                path = os.path.join(OUT, name)
                assert os.path.isfile(path), f"missing answer file {path}"
                with open(path, newline="") as f:
                    rows = [r for r in csv.reader(f) if r]
                assert rows, f"{name} is empty"
                return rows

            @pytest.mark.parametrize("name", sorted(EXPECTED))
            def test_header(name):
                assert [h.strip() for h in _read(name)[0]] == HEADERS[name], f"{name}: header {_read(name)[0]}"

            @pytest.mark.parametrize("name", sorted(EXPECTED))
            def test_rows(name):
                got = [[c.strip() for c in r] for r in _read(name)[1:]]
                want = EXPECTED[name]
                assert len(got) == len(want), f"{name}: {len(got)} rows, expected {len(want)}"
                for i, (g, w) in enumerate(zip(got, want)):
                    assert len(g) == len(w), f"{name} row {i + 1}: {g} has {len(g)} columns"
                    for j, (a, b) in enumerate(zip(g, w)):
                        if j in MONEY[name]:
                            assert len(a.split(".")[-1]) == 2 and "." in a, f"{name} row {i + 1}: {a!r} needs two decimals"
                            assert abs(float(a) - float(b)) <= TOL, f"{name} row {i + 1} ({w[0]}): {HEADERS[name][j]} {a} != {b}"
                        else:
                            assert a == b, f"{name} row {i + 1}: {HEADERS[name][j]} is {a!r}, expected {b!r} (row {w})"
        '''
        if level == "hard":
            consts.update({"DB": P["dbpath"], "VIEW": P["view"], "FACT": D["fact"], "N_ROWS": n_rows,
                           "INSERTS": inserts,
                           "VIEW_TRUTH": [[str(x) for x in r] for r in view_before],
                           "VIEW_TRUTH_AFTER": [[str(x) for x in r] for r in view_after]})
            body += '''

            def _view_rows(con):
                rows = con.execute(f"SELECT month, {FACT}, total, running_total FROM {VIEW} ORDER BY month").fetchall()
                return [[str(r[0]), int(r[1]), float(r[2]), float(r[3])] for r in rows]

            def _check(got, want, when):
                assert [r[0] for r in got] == [r[0] for r in want], f"{when}: months {[r[0] for r in got]} != {[r[0] for r in want]}"
                for g, w in zip(got, want):
                    assert g[1] == int(w[1]), f"{when} {w[0]}: {FACT} {g[1]} != {w[1]}"
                    assert abs(g[2] - float(w[2])) <= TOL, f"{when} {w[0]}: total {g[2]} != {w[2]}"
                    assert abs(g[3] - float(w[3])) <= TOL, f"{when} {w[0]}: running_total {g[3]} != {w[3]}"

            def test_view_is_a_view_and_tables_untouched():
                assert os.path.isfile(DB), f"missing database {DB}"
                con = sqlite3.connect(DB)
                kind = con.execute("SELECT type FROM sqlite_master WHERE name = ?", (VIEW,)).fetchone()
                assert kind is not None, f"no object named {VIEW} in {DB}"
                assert kind[0] == "view", f"{VIEW} is a {kind[0]}, expected a view"
                n = con.execute(f"SELECT COUNT(*) FROM {FACT}").fetchone()[0]
                assert n == N_ROWS, f"{FACT} has {n} rows, expected the original {N_ROWS}"

            def test_view_values_and_live(tmp_path):
                copy = tmp_path / "copy.db"
                shutil.copy(DB, copy)
                con = sqlite3.connect(copy)
                _check(_view_rows(con), VIEW_TRUTH, "before new rows")
                for stmt in INSERTS:
                    con.execute(stmt)
                con.commit()
                _check(_view_rows(con), VIEW_TRUTH_AFTER, "after inserting new rows")
            '''
        return pytest_file("import csv, os, shutil, sqlite3", consts, body)

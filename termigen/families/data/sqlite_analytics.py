"""Data/SQL: an analytics ticket against a SQLite database. An instance composes report kinds (window ranks, running
totals, cohorts, sessions, percentiles, recursive roll-ups, gaps-and-islands, ...) with data traps (text numbers,
mixed stamps, versions, soft deletes, hand-typed keys, currencies, ...) and deliverables (CSV, JSON, a live view, an
index a stated query must use). Ground truth is computed here in Python from the raw rows, the way SQL would see
them; each trap's wrong handling is modelled too, so every decoy is known to change an answer before it ships."""

from __future__ import annotations

import calendar
import hashlib
import random
import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone
from decimal import ROUND_HALF_UP, Decimal

from termigen.families import register
from termigen.families.base import Draft, Resample, dedent
from termigen.families.kit import Component, KitFamily, LevelConfig, compose, hidden_tests, oracle_and_decoys
from termigen.task import Decoy, Environment, File

_KEYS = ("key org db dim dim1 prefix reg regions cat cat1 grp groups items fact fact1 amt ts ref ok void team"
         .split())
DOMAINS = [dict(zip(_KEYS, line.split("|"))) for line in dedent("""
    shop|Pinecrest Home Goods|shop.db|customers|customer|C|region|North,South,East,West,Coastal|products|product|department|Garden,Kitchen,Outdoor,Office|Trowel,Kettle,Lantern,Desk Lamp,Hammock,Skillet,Planter,Headlamp,Stapler|orders|order|total|ordered_at|order_ref|paid,shipped,delivered|cancelled|the e-commerce team
    clinic|Cedar Family Clinic|clinic.db|patients|patient|P|clinic|Harbour St,Mill Lane,Old Town,Parkside,Westgate|services|service|specialty|Dental,Physio,Optics,Imaging|Check-up,Cleaning,X-ray,Massage,Eye Exam,Filling,Consultation,Ultrasound,Rehab|appointments|appointment|fee|scheduled_at|booking_ref|completed,billed|no_show|the practice manager
    freight|Boxline Freight|freight.db|shippers|shipper|S|hub|Rotterdam,Lyon,Gdansk,Valencia,Leipzig|services|service|mode|Road,Rail,Air,Sea|Pallet,Full Truck,Rail Block,Air Priority,Reefer,LCL Sea,FCL Sea,Parcel,Hazmat|shipments|shipment|freight_cost|booked_at|waybill|delivered,in_transit|voided|the pricing desk
    saas|Quillbase|billing.db|accounts|account|A|country|Germany,Brazil,Canada,India,Japan|plans|plan|tier|Starter,Team,Business,Enterprise|Starter,Team,Business,Enterprise,Seats,Storage,Support,API Calls,Audit Log|invoices|invoice|amount_due|issued_at|invoice_no|paid,open|void|revenue operations
    rental|Kestrel Car Hire|rentals.db|renters|renter|R|branch|Airport,Downtown,Harbourfront,Northside,University|vehicles|vehicle|class|Compact,SUV,Van,Electric|Polo,Corolla,Transit,Model 3,Qashqai,Vito,Zoe,Kangoo,Golf|rentals|rental|charge|picked_up_at|contract_no|returned,active|cancelled|the fleet controller
    tickets|Soundgate Live|box_office.db|buyers|buyer|B|city|Leeds,Bristol,Glasgow,Cardiff,York|events|event|genre|Jazz,Comedy,Theatre,Classical|Late Set,Open Mic,Hamlet,Winter Gala,Quartet,Big Band,Matinee,Album Launch,Requiem|tickets|ticket|price|purchased_at|barcode|issued,scanned|refunded|the box office lead
""").splitlines()]
ZONES = [("Asia/Kolkata", 330), ("America/Phoenix", -420), ("Asia/Tokyo", 540), ("Asia/Dubai", 240),
         ("America/Bogota", -300), ("Australia/Brisbane", 600)]
FIRST = "Ada Bruno Carmen Dev Elena Femi Greta Hiro Ines Jonas Kaia Luis Mira Nils Olu Priya Quinn Rafa Tomas Uzma".split()
LAST = "Abbott Brandt Castillo Dimitrov Eriksen Fofana Gallo Haddad Ivanova Jensen Moreau Okafor Rossi Sato Weber".split()
CUR = ["USD", "GBP", "CHF", "JPY", "SEK"]
SUFFIX = ["Pro", "Mini", "Plus", "Lite", "Max", "Duo", "XL", "Eco"]
CENT = Decimal("0.01")

# Pipeline order: later traps read what earlier ones normalised (a version decides before deletes; rates need days).
TRAPS = ["key_variants", "mixed_dates", "local_tz", "text_numbers", "double_import", "versioned_rows", "soft_delete",
         "void_status", "currency", "nulls"]
TRAP_META = {  # skill, what the trap touches (a report must use it), wrong fixes, exclusions
    "key_variants": ("key normalisation (upper/trim)", "dim", ["trim_only"], ()),
    "mixed_dates": ("timestamp formats (GLOB, unixepoch, offsets)", "ts", ["iso_only", "strip_offset"], ()),
    "local_tz": ("time zone shift", "ts", ["reversed"], ()),
    "text_numbers": ("text-typed numbers", "amt", ["cast_only"], ()),
    "double_import": ("dedup by key (ROW_NUMBER)", "row", [], ("versioned_rows",)),
    "versioned_rows": ("latest version per key", "row", ["first_version"], ("double_import",)),
    "soft_delete": ("soft-deleted rows", "row", ["null_only"], ()),
    "void_status": ("status variants", "row", ["exact"], ()),
    "currency": ("currency conversion with dated rates", "amt", ["latest_rate"], ()),
    "nulls": ("NULL semantics in aggregates", "null", ["as_zero", "dropped"], ()),
}
REPORTS = {  # skill, what it uses, wrong fixes
    "top_per_region": ("top-N per group (ROW_NUMBER)", {"dim", "amt", "row"}, []),
    "running_total": ("running total (SUM OVER)", {"ts", "amt", "row", "null"}, []),
    "mom_growth": ("month-over-month growth (LAG)", {"ts", "amt", "row"}, []),
    "cohort_retention": ("cohort retention", {"dim", "ts", "row"}, ["signup_cohort"]),
    "sessions": ("sessionization by gap", {"dim", "ts", "row"}, ["strict_gap"]),
    "percentile": ("nearest-rank percentile", {"amt", "row", "null"}, ["floor_rank"]),
    "median": ("median via window", {"dim", "amt", "row", "null"}, ["lower_middle"]),
    "inactive": ("anti-join (NOT EXISTS)", {"dim", "ts", "row"}, ["any_time", "string_between"]),
    "pivot": ("pivot (conditional aggregation)", {"dim", "ts", "amt", "row"}, []),
    "funnel": ("funnel conversion", {"dim", "ts", "row"}, []),
    "rollup": ("recursive CTE over a hierarchy", {"amt", "row", "null"}, ["one_level"]),
    "streaks": ("gaps and islands", {"dim", "ts", "row"}, []),
    "rolling_7d": ("rolling window frame (RANGE)", {"ts", "amt", "row"}, ["rows_frame"]),
    "summary_json": ("JSON summary (json_object)", {"dim", "ts", "amt", "row", "null"}, []),
}
VIEWABLE = [r for r in REPORTS if r not in ("streaks", "summary_json")]
EXTRAS = ["as_view", "index_plan"]
ORDER_PAIRS = [("versioned_rows", "soft_delete"), ("versioned_rows", "void_status"), ("text_numbers", "nulls"),
               ("mixed_dates", "local_tz"), ("local_tz", "currency"), ("key_variants", "double_import")]


@dataclass(frozen=True)
class SqlLevel(LevelConfig):
    traps: tuple[int, int] = (1, 1)
    reports: tuple[int, int] = (1, 2)
    extras: int = 0
    hints: bool = False  # easy: the ticket says what each defect looks like
    notes: bool = False  # hard: the rules live in the data team's notes, the ticket states the goal
    dims: tuple[int, int] = (14, 18)


def _fmt(x) -> str:
    return str(Decimal(x).quantize(CENT, rounding=ROUND_HALF_UP))


def _pct(x) -> str:
    return str(Decimal(x).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))


def _iso(t: datetime | None) -> str | None:
    return None if t is None else f"{t:%Y-%m-%d %H:%M:%S}"


_DT = re.compile(r"^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d)(?::(\d\d))?(Z|[+-]\d\d:\d\d)?$")


def _dt(s) -> datetime | None:
    """SQLite's datetime() for the stamps this family writes: ISO with space or T, optional Z or offset (to UTC)."""
    m = _DT.match(s) if isinstance(s, str) else None
    if not m:
        return None
    t = datetime(*map(int, m.groups()[:5]), int(m.group(6) or 0))
    z = m.group(7)
    if z and z != "Z":
        t -= (1 if z[0] == "+" else -1) * timedelta(hours=int(z[1:3]), minutes=int(z[4:6]))
    return t


def _num(v):
    """SQLite's numeric reading of a value: the leading number of a text, 0 when there is none."""
    if v is None or isinstance(v, Decimal):
        return v
    m = re.match(r"\s*([+-]?(\d+\.?\d*|\.\d+))", str(v))
    return Decimal(m.group(1)) if m else Decimal(0)


_CLAUSE = re.compile(r"(FROM|WHERE|GROUP BY|ORDER BY|UNION ALL|WINDOW|LIMIT|SELECT)\b|\w+(\([\w, ]*\))? AS \(")


def _lines(sql: str) -> str:
    """SQL one clause per line: a break before each top-level clause keyword and each CTE (none inside brackets
    or quotes), so the oracle reads as steps rather than one long statement."""
    out, depth, quoted, i = [], 0, False, 0
    while i < len(sql):
        ch = sql[i]
        if ch == "'":
            quoted = not quoted
        elif not quoted and ch in "()":
            depth += 1 if ch == "(" else -1
        elif not quoted and depth == 0 and (i == 0 or sql[i - 1] == " ") and out and (m := _CLAUSE.match(sql, i)):
            if "".join(out).strip() and not "".join(out).rstrip().endswith(("WITH", "RECURSIVE", "AS")):
                while out and out[-1] == " ":
                    out.pop()
                out.append("\n")
            out.append(m.group(0))
            i = m.end()
            if m.group(0).endswith("("):
                depth += 1
            continue
        out.append(ch)
        i += 1
    return "".join(out)


def _lit(v) -> str:
    return "NULL" if v is None else str(v) if isinstance(v, (int, Decimal)) else "'" + str(v).replace("'", "''") + "'"


class Ctx:
    """One instance: domain names, parameters, the dimension/catalogue rows, the raw fact rows."""

    def __init__(self, **kw):
        self.__dict__.update(kw)


@register
class SqliteAnalytics(KitFamily):
    name = "sqlite_analytics"
    category = "data"
    description = ("Analytics ticket against SQLite: reports composed from a pool (window ranks, cohorts, sessions, "
                   "percentiles, recursive roll-ups, islands, pivots) over data with composed traps, as CSV/JSON/view/index")
    levels = {
        "easy": SqlLevel(components=(2, 3), traps=(1, 1), reports=(1, 2), hints=True),
        "medium": SqlLevel(components=(3, 4), traps=(2, 2), reports=(1, 2), dims=(16, 20)),
        "hard": SqlLevel(components=(4, 5), traps=(2, 3), reports=(1, 2), extras=1, notes=True, dims=(18, 22)),
    }

    # -- the draw -------------------------------------------------------------------------------------------------
    def draft(self, rng: random.Random, cfg: SqlLevel) -> Draft:
        D = dict(rng.choice(DOMAINS))
        rep_pool = [Component(r, skill=REPORTS[r][0]) for r in REPORTS]
        reports = [c.name for c in compose(rng, rep_pool, cfg.reports)]
        extras = [c.name for c in compose(rng, [Component(e) for e in EXTRAS], cfg.extras)] if cfg.extras else []
        uses = set().union(*(REPORTS[r][1] for r in reports))
        pool = [Component(t, skill=TRAP_META[t][0], excludes=TRAP_META[t][3]) for t in TRAPS
                if TRAP_META[t][1] in uses]
        need = ()
        if cfg.notes:  # hard: an interacting pair, so one trap's handling depends on another's
            pairs = [p for p in ORDER_PAIRS if all(TRAP_META[t][1] in uses for t in p)]
            need = rng.choice(pairs) if pairs else ()
        k = max(len(need) or 1, min(rng.randint(*cfg.traps), cfg.components[1] - len(reports) - len(extras)))
        traps = {c.name for c in compose(rng, pool, k, require=need)}
        traps = [t for t in TRAPS if t in traps]
        ctx = self._world(rng, D, traps, reports, cfg)
        return self._assemble(rng, ctx, traps, reports, extras, cfg)

    def _world(self, rng, D, traps, reports, cfg) -> Ctx:
        zone, off = rng.choice(ZONES) if "local_tz" in traps else ("UTC", 0)
        y, m0 = rng.randint(2022, 2024), rng.randint(1, 6)
        months = [(y + (m0 - 1 + i) // 12, (m0 - 1 + i) % 12 + 1) for i in range(7)]
        start, end = datetime(*months[0], 1), datetime(*months[6], 1)  # local, six months
        d1 = date(*months[2], 1) + timedelta(days=rng.randint(0, 12))
        d2 = d1 + timedelta(days=rng.randint(20, 34))
        regions = sorted(rng.sample(D["regions"].split(","), 4))
        groups = rng.sample(D["groups"].split(","), 3)
        n_dim = rng.randint(*cfg.dims)
        codes = rng.sample(range(1000, 9999), n_dim)
        names = rng.sample([f"{a} {b}" for a in FIRST for b in LAST], n_dim)
        dims = {}
        for i in range(n_dim):
            joined = (start + timedelta(days=rng.randint(-60, 150))).date()
            if i < 4:  # some join inside the window (funnel)
                joined = d1 + timedelta(days=rng.randint(0, (d2 - d1).days))
            dims[i + 1] = dict(code=f"{D['prefix']}-{codes[i]}", name=names[i], reg=regions[i % 4], joined=joined)
        cats, roots = {}, rng.sample(D["items"].split(","), 5)
        for i, r in enumerate(roots):  # a tree: roots, variants of roots, variants of those (depth up to 3)
            rid = len(cats) + 1
            cats[rid] = dict(name=r, grp=groups[i % 3], parent=None)
            frontier = [rid]
            for depth in range(rng.randint(2, 3)):
                nxt = []
                for p in frontier:
                    for _ in range(rng.randint(1, 2) if depth < 2 else 1):
                        cid = len(cats) + 1
                        cats[cid] = dict(name=f"{cats[p]['name']} {rng.choice(SUFFIX)}-{cid}", grp=cats[rid]["grp"],
                                         parent=p)
                        nxt.append(cid)
                frontier = nxt
        P = dict(zone=zone, off=off, months=months[:6], d1=d1, d2=d2, k=rng.choice([2, 3]),
                 G=rng.choice([20, 30, 45]), p=rng.choice([75, 90, 95]), h=rng.choice([2, 3]),
                 F=rng.choice([7, 14]), X=rng.choice(groups), base=rng.choice(["EUR", "USD", "GBP"]),
                 pivot=[(d1.year + (d1.month - 1 + i) // 12, (d1.month - 1 + i) % 12 + 1) for i in range(3)])
        P["curs"] = [c for c in CUR if c != P["base"]][:3]
        ctx = Ctx(D=D, P=P, traps=traps, reports=reports, dims=dims, cats=cats, regions=regions, groups=sorted(groups),
                  start=start, end=end)
        facts = []

        def add(dim, local, keep=False, cat=None):
            f = dict(dim=dim, cat=cat or rng.choice(list(cats)), t=local - timedelta(minutes=off), keep=keep,
                     amount=Decimal(rng.randint(500, 60000) if rng.random() > .1 else rng.randint(100000, 500000)) / 100)
            facts.append(f)
            return f

        G = P["G"]
        for d, info in dims.items():
            lo = max(start, datetime.combine(info["joined"], datetime.min.time()))
            for _ in range(rng.randint(3, 5)):
                t = lo + timedelta(minutes=rng.randrange(max(60, int((end - lo).total_seconds() // 60) - 1440)))
                for _ in range(rng.choice([1, 1, 2, 2, 3, 4])):
                    add(d, t)
                    t += timedelta(minutes=rng.choice([rng.randint(2, G - 1), G, G, rng.randint(G + 1, G + 40)]))
        for d in rng.sample(list(dims)[4:], 4):  # streaks of consecutive days
            day = start + timedelta(days=rng.randint(0, 150), hours=rng.randint(9, 18))
            for i in range(rng.randint(3, 6)):
                add(d, day + timedelta(days=i, minutes=rng.randint(0, 50)), keep=True)
        edges = [datetime(*mm, 1) for mm in months[1:6]] + [datetime.combine(x, datetime.min.time()) for x in (d1, d2 + timedelta(days=1))]
        for e in edges:  # near local midnight: a UTC day or a shift the wrong way moves these across the edge
            for sign in (1, -1):
                add(rng.choice(list(dims)), e + sign * timedelta(minutes=rng.randint(5, max(30, abs(off) - 5))), keep=True)
        in_win = lambda f: d1 <= (f["t"] + timedelta(minutes=off)).date() <= d2  # noqa: E731
        quiet = rng.sample(list(dims)[4:], 2)
        facts[:] = [f for f in facts if not (f["dim"] in quiet and in_win(f))]
        add(quiet[0], datetime.combine(d2, datetime.min.time()) + timedelta(hours=13, minutes=rng.randint(0, 59)), keep=True)
        for d in list(dims)[:4]:  # funnel: some activity right after joining
            j = datetime.combine(dims[d]["joined"], datetime.min.time()) + timedelta(hours=10)
            for i in range(rng.randint(0, 2)):
                add(d, j + timedelta(days=rng.randint(0, P["F"]), minutes=i * 7), keep=True)
        ctx.fx = self._rates(rng, ctx) if "currency" in traps else []
        ctx.facts = self._versions(rng, ctx, facts)
        ctx.raw = self._render(rng, ctx, ctx.facts, 1 + rng.randint(100, 900) * 10)
        ctx.code2id = {v["code"]: k for k, v in dims.items()}
        return ctx

    def _attrs(self, rng, ctx, f):
        """Trap attributes of one logical fact (planted facts stay plain so the report edges stay sharp)."""
        D, T, plain = ctx.D, ctx.traps, f.get("keep")
        f.setdefault("status", rng.choice(D["ok"].split(",")))
        f.setdefault("deleted", None)
        f.setdefault("cur", ctx.P["base"])
        if "void_status" in T and not plain and rng.random() < .12:
            f["status"] = D["void"]
        if "soft_delete" in T:
            r = rng.random()
            f["deleted"] = "" if r < .25 else None if (plain or r < .88) else _iso(f["t"] + timedelta(days=rng.randint(1, 30)))
        if "nulls" in T and not plain and rng.random() < .12:
            f["amount"] = None
        if "currency" in T and rng.random() < .4:
            f["cur"] = rng.choice(ctx.P["curs"])
        return f

    def _versions(self, rng, ctx, facts):
        out = []
        for f in facts:
            self._attrs(rng, ctx, f)
            f["ref"] = f"{rng.choice('KMNPRTVX')}{rng.choice('ABCDEFGH')}-{rng.randint(100000, 999999)}"
            f["ver"] = 1
            if "versioned_rows" in ctx.traps and not f["keep"] and rng.random() < .3:
                n = rng.randint(2, 3)
                for v in range(1, n):  # history: other amounts; cancelled/deleted then reinstated
                    old = dict(f, ver=v, status=rng.choice(ctx.D["ok"].split(",")), deleted=None,
                               amount=Decimal(rng.randint(500, 60000)) / 100)
                    if rng.random() < .35:
                        old["status" if "void_status" in ctx.traps else "deleted"] = (
                            ctx.D["void"] if "void_status" in ctx.traps else _iso(f["t"] + timedelta(days=1)))
                    out.append(old)
                f["ver"] = n
            out.append(f)
        if "double_import" in ctx.traps:
            out += [dict(f) for f in rng.sample(out, len(out) // 10)]
        rng.shuffle(out)  # loads arrived out of order: ids do not follow time or version
        return out

    def _rates(self, rng, ctx):
        days = [ctx.start.date() - timedelta(days=40)] + sorted(
            ctx.start.date() + timedelta(days=x) for x in rng.sample(range(20, 170), 2))
        base = {"USD": 0.92, "GBP": 1.17, "CHF": 1.04, "JPY": 0.0062, "SEK": 0.088, "EUR": 1.0}
        return [(c, f"{d}", (Decimal(base[c] / base[ctx.P["base"]]) * Decimal(rng.uniform(.93, 1.07))).quantize(
            Decimal("0.0001") if base[c] > .05 else Decimal("0.000001"))) for c in ctx.P["curs"] for d in days]

    def _render(self, rng, ctx, facts, first_id):
        """The rows as stored, with each drawn trap's defect applied to the representation."""
        D, T, out = ctx.D, ctx.traps, []
        for i, f in enumerate(facts):
            code = ctx.dims[f["dim"]]["code"]
            r = dict(id=first_id + i, dim=f["dim"], cat=f["cat"], ts=_iso(f["t"]), amount=f["amount"])
            if "key_variants" in T:
                r["dim"] = rng.choice([code, code, code.lower(), f" {code}", f"{code}  ", f"{code.lower()} "])
            if "mixed_dates" in T:
                k, t = rng.random(), f["t"]
                if k < .15:
                    r["ts"] = f"{t:%Y-%m-%dT%H:%M:%S}Z"
                elif k < .3:
                    o = rng.choice([60, 120, -300, 330])
                    r["ts"] = f"{t + timedelta(minutes=o):%Y-%m-%d %H:%M:%S}{'+' if o > 0 else '-'}{abs(o) // 60:02d}:{abs(o) % 60:02d}"
                elif k < .45:
                    r["ts"] = f"{t:%d/%m/%Y %H:%M}"
                elif k < .6:
                    r["ts"] = str(int(t.replace(tzinfo=timezone.utc).timestamp()))
            if "text_numbers" in T:
                a = f["amount"]
                r["amount"] = (rng.choice([None, ""]) if a is None else f"{a:,.2f}" if a >= 1000 and rng.random() < .8
                               else rng.choice([str(a), str(a), f" {a}", f"{a} "]))
            if "void_status" in T:
                s = f["status"]
                r["status"] = rng.choice([s, s, s.title(), s.upper(), f" {s}", f"{s} "]) if s == D["void"] else s
            if "currency" in T:
                r["cur"] = f["cur"]
            if {"double_import", "versioned_rows"} & set(T):
                r["ref"] = f["ref"]
            if "versioned_rows" in T:
                r["ver"] = f["ver"]
            if "soft_delete" in T:
                r["deleted"] = f["deleted"]
            out.append(r)
        return out

    # -- the SQL: a chain of SELECTs in a shell variable, one stage per trap, read by every deliverable -----------
    @staticmethod
    def _cols(ctx):
        D = ctx.D
        names = {"id": f"{D['fact1'].replace(' ', '_')}_id", "dim": (f"{D['dim1']}_code" if "key_variants" in ctx.traps
                 else f"{D['dim1']}_id"), "cat": f"{D['cat1'].replace(' ', '_')}_id", "ts": D["ts"], "amount": D["amt"],
                 "status": "status", "cur": "currency", "ref": D["ref"], "ver": "version", "deleted": "deleted_at"}
        return {k: v for k, v in names.items() if k in ctx.raw[0]}

    def _stage(self, ctx, t, v):
        cols, D, P = list(self._cols(ctx)), ctx.D, ctx.P

        def sel(**repl):
            return "SELECT " + ", ".join(f"{repl[c]} AS {c}" if c in repl else c for c in cols) + " FROM ($CHAIN) AS s"

        def first(order):
            return (f"SELECT {', '.join(cols)} FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY ref ORDER BY {order}) "
                    f"AS rn FROM ($CHAIN)) WHERE rn = 1")
        if t == "key_variants":
            return sel(dim=f"(SELECT d.id FROM {D['dim']} d WHERE d.code = {'upper(trim(s.dim))' if v == 'right' else 'trim(s.dim)'})")
        if t == "mixed_dates":
            if v == "iso_only":
                return sel(ts="datetime(s.ts)")
            iso = "datetime(s.ts)" if v == "right" else "datetime(substr(s.ts, 1, 19))"
            return sel(ts="CASE WHEN s.ts GLOB '[0-9][0-9]/[0-9][0-9]/[0-9][0-9][0-9][0-9] *' THEN substr(s.ts, 7, 4) || '-' || "
                          "substr(s.ts, 4, 2) || '-' || substr(s.ts, 1, 2) || ' ' || substr(s.ts, 12, 5) || ':00' "
                          "WHEN s.ts NOT GLOB '*[^0-9]*' THEN datetime(CAST(s.ts AS INTEGER), 'unixepoch') "
                          f"ELSE {iso} END")
        if t == "local_tz":
            return sel(ts=f"datetime(s.ts, '{P['off'] * (1 if v == 'right' else -1):+d} minutes')")
        if t == "text_numbers":
            return sel(amount="CAST(replace(nullif(trim(s.amount), ''), ',', '') AS REAL)" if v == "right"
                       else "CAST(s.amount AS REAL)")
        if t == "double_import":
            return first("id")
        if t == "versioned_rows":
            return first("ver DESC" if v == "right" else "ver")
        if t == "soft_delete":
            return "SELECT * FROM ($CHAIN) WHERE deleted IS NULL" + (" OR deleted = ''" if v == "right" else "")
        if t == "void_status":
            return f"SELECT * FROM ($CHAIN) WHERE {'lower(trim(status))' if v == 'right' else 'status'} <> '{D['void']}'"
        if t == "currency":
            on = " AND f.valid_from <= date(s.ts)" if v == "right" else ""
            return sel(amount=f"CASE WHEN s.cur = '{P['base']}' THEN s.amount ELSE s.amount * (SELECT f.rate_to_{P['base'].lower()} "
                              f"FROM fx_rates f WHERE f.currency = s.cur{on} ORDER BY f.valid_from DESC LIMIT 1) END")
        if t == "nulls":
            return {"right": "", "as_zero": sel(amount="coalesce(s.amount, 0)"),
                    "dropped": "SELECT * FROM ($CHAIN) WHERE amount IS NOT NULL"}[v]
        raise KeyError(t)

    def _report_sql(self, ctx, r, v="right") -> tuple[str, bool]:
        """(the text after `WITH c AS ($CHAIN)`, whether it needs RECURSIVE)."""
        D, P = ctx.D, ctx.P
        dim, cat, reg, grp, fact = D["dim"], D["cat"], D["reg"], D["grp"], D["fact"]
        dfk, f1 = self._cols(ctx)["dim"].replace("_code", "_id"), D["fact1"].replace(" ", "_")
        win = f"'{P['d1']}' AND '{P['d2']}'"
        if r == "top_per_region":
            return (f", t AS (SELECT d.{reg} AS reg, d.id, d.name, TOTAL(c.amount) AS total FROM c JOIN {dim} d ON d.id = c.dim "
                    f"GROUP BY d.id), r AS (SELECT *, ROW_NUMBER() OVER (PARTITION BY reg ORDER BY total DESC, id) AS rk FROM t) "
                    f"SELECT reg AS {reg}, rk AS rank, id AS {dfk}, name, printf('%.2f', total) AS total FROM r "
                    f"WHERE rk <= {P['k']} ORDER BY reg, rk;"), False
        if r in ("running_total", "mom_growth"):
            m = (", m AS (SELECT strftime('%Y-%m', ts) AS month, COUNT(*) AS n, TOTAL(amount) AS total FROM c GROUP BY 1) ")
            if r == "running_total":
                return m + (f"SELECT month, n AS {fact}, printf('%.2f', total) AS total, printf('%.2f', SUM(total) OVER "
                            "(ORDER BY month)) AS running_total FROM m ORDER BY month;"), False
            return m + ("SELECT month, printf('%.2f', total) AS total, CASE WHEN LAG(total) OVER w IS NULL THEN '' ELSE "
                        "printf('%.1f', 100.0 * (total - LAG(total) OVER w) / LAG(total) OVER w) END AS growth_pct "
                        "FROM m WINDOW w AS (ORDER BY month) ORDER BY month;"), False
        if r == "cohort_retention":
            mi = "CAST(strftime('%Y', {0}) AS INTEGER) * 12 + CAST(strftime('%m', {0}) AS INTEGER) - 1"
            f = (f"f AS (SELECT dim, MIN(mi) AS m0 FROM a GROUP BY dim)" if v == "right" else
                 f"f AS (SELECT id AS dim, {mi.format('joined')} AS m0 FROM {dim})")
            return (f", a AS (SELECT DISTINCT dim, {mi.format('ts')} AS mi FROM c WHERE dim IS NOT NULL), {f} "
                    f"SELECT printf('%04d-%02d', f.m0 / 12, f.m0 % 12 + 1) AS cohort, a.mi - f.m0 AS months_after, "
                    f"COUNT(*) AS {dim} FROM a JOIN f USING (dim) WHERE a.mi - f.m0 BETWEEN 0 AND {P['h']} "
                    f"GROUP BY f.m0, a.mi - f.m0 ORDER BY f.m0, 2;"), False
        if r == "sessions":
            gap = f"gap {'>' if v == 'right' else '>='} {P['G'] * 60}"
            return (f", o AS (SELECT dim, id, ts, strftime('%s', ts) - strftime('%s', LAG(ts) OVER (PARTITION BY dim ORDER BY ts, id)) "
                    f"AS gap FROM c WHERE dim IS NOT NULL), s AS (SELECT dim, SUM(CASE WHEN gap IS NULL OR {gap} THEN 1 ELSE 0 END) "
                    f"OVER (PARTITION BY dim ORDER BY ts, id ROWS UNBOUNDED PRECEDING) AS sid FROM o), "
                    f"n AS (SELECT dim, sid, COUNT(*) AS k FROM s GROUP BY dim, sid) "
                    f"SELECT dim AS {dfk}, COUNT(*) AS sessions, MAX(k) AS longest_session FROM n GROUP BY dim ORDER BY dim;"), False
        if r in ("percentile", "median"):
            key, tab, on = (f"k.{grp}", cat, "k.id = c.cat") if r == "percentile" else (f"d.{reg}", dim, "d.id = c.dim")
            v_ = (f", v AS (SELECT {key} AS g, c.amount AS a, ROW_NUMBER() OVER (PARTITION BY {key} ORDER BY c.amount) AS rn, "
                  f"COUNT(*) OVER (PARTITION BY {key}) AS n FROM c JOIN {tab} {key[0]} ON {on} WHERE c.amount IS NOT NULL) ")
            if r == "percentile":
                rank = f"(n * {P['p']} + 99) / 100" if v == "right" else f"MAX(1, n * {P['p']} / 100)"
                return v_ + (f"SELECT g AS {grp}, n AS billed, printf('%.2f', a) AS p{P['p']} FROM v WHERE rn = {rank} ORDER BY g;"), False
            mid = "rn IN ((n + 1) / 2, (n + 2) / 2)" if v == "right" else "rn = (n + 1) / 2"
            return v_ + (f"SELECT g AS {reg}, n AS billed, printf('%.2f', AVG(a)) AS median_amount FROM v WHERE {mid} "
                         "GROUP BY g ORDER BY g;"), False
        if r == "inactive":
            cond = {"right": f"AND date(c.ts) BETWEEN {win}", "any_time": "", "string_between": f"AND c.ts BETWEEN {win}"}[v]
            return (f" SELECT d.id AS {dfk}, d.name AS name, d.{reg} AS {reg} FROM {dim} d WHERE NOT EXISTS "
                    f"(SELECT 1 FROM c WHERE c.dim = d.id {cond}) ORDER BY d.id;"), False
        if r == "pivot":
            cols = ", ".join(f"printf('%.2f', TOTAL(CASE WHEN strftime('%Y-%m', c.ts) = '{y}-{m:02d}' THEN c.amount END)) "
                             f"AS {calendar.month_abbr[m].lower()}_{y}" for y, m in P["pivot"])
            return (f" SELECT d.{reg} AS {reg}, {cols} FROM {dim} d LEFT JOIN c ON c.dim = d.id GROUP BY d.{reg} "
                    f"ORDER BY d.{reg};"), False
        if r == "funnel":
            e = (f", e AS (SELECT d.id, COUNT(c.id) AS n FROM {dim} d LEFT JOIN c ON c.dim = d.id AND date(c.ts) BETWEEN "
                 f"d.joined AND date(d.joined, '+{P['F']} days') WHERE d.joined BETWEEN {win} GROUP BY d.id) ")
            return e + (f"SELECT 'joined' AS stage, COUNT(*) AS {dim}, '100.0' AS pct_of_joined FROM e UNION ALL "
                        f"SELECT 'first_{f1}', SUM(n >= 1), printf('%.1f', 100.0 * SUM(n >= 1) / COUNT(*)) FROM e UNION ALL "
                        f"SELECT 'repeat_{f1}', SUM(n >= 2), printf('%.1f', 100.0 * SUM(n >= 2) / COUNT(*)) FROM e;"), False
        if r == "rollup":
            up = (f"up(id, root) AS (SELECT id, id FROM {cat} WHERE parent_id IS NULL UNION ALL "
                  f"SELECT k.id, up.root FROM {cat} k JOIN up ON k.parent_id = up.id)" if v == "right" else
                  f"up(id, root) AS (SELECT id, coalesce(parent_id, id) FROM {cat})")
            return (f", {up} SELECT r.name AS top_{D['cat1'].replace(' ', '_')}, COUNT(c.id) AS {fact}, "
                    f"printf('%.2f', TOTAL(c.amount)) AS total FROM {cat} r JOIN up ON up.root = r.id LEFT JOIN c ON c.cat = up.id "
                    f"WHERE r.parent_id IS NULL GROUP BY r.id ORDER BY r.name;"), True
        if r == "streaks":
            return (", d AS (SELECT DISTINCT dim, date(ts) AS day FROM c WHERE dim IS NOT NULL), "
                    "g AS (SELECT dim, day, julianday(day) - ROW_NUMBER() OVER (PARTITION BY dim ORDER BY day) AS isl FROM d), "
                    "s AS (SELECT dim, MIN(day) AS first_day, MAX(day) AS last_day, COUNT(*) AS n FROM g GROUP BY dim, isl), "
                    "b AS (SELECT *, ROW_NUMBER() OVER (PARTITION BY dim ORDER BY n DESC, first_day) AS rk FROM s) "
                    f"SELECT dim AS {dfk}, n AS streak_days, first_day, last_day FROM b WHERE rk = 1 "
                    "ORDER BY n DESC, first_day, dim LIMIT 5;"), False
        if r == "rolling_7d":
            frame = "RANGE BETWEEN 6 PRECEDING" if v == "right" else "ROWS BETWEEN 6 PRECEDING"
            return (f", t AS (SELECT date(c.ts) AS day, TOTAL(c.amount) AS total FROM c JOIN {cat} k ON k.id = c.cat "
                    f"WHERE k.{grp} = '{P['X']}' AND c.ts IS NOT NULL GROUP BY 1), r AS (SELECT day, total, SUM(total) OVER "
                    f"(ORDER BY julianday(day) {frame} AND CURRENT ROW) AS roll FROM t) SELECT day, printf('%.2f', total) AS total, "
                    f"printf('%.2f', roll) AS rolling_7d FROM r WHERE day BETWEEN {win} ORDER BY day;"), False
        if r == "summary_json":
            return (f" SELECT json_object('rows_in_table', (SELECT COUNT(*) FROM {fact}), 'rows_counted', (SELECT COUNT(*) FROM c), "
                    f"'{dim}_active', (SELECT COUNT(DISTINCT c.dim) FROM c JOIN {dim} d ON d.id = c.dim), "
                    "'grand_total', (SELECT ROUND(TOTAL(amount), 2) FROM c), 'busiest_day', (SELECT date(ts) FROM c "
                    "WHERE ts IS NOT NULL GROUP BY date(ts) ORDER BY COUNT(*) DESC, date(ts) LIMIT 1));"), False
        raise KeyError(r)

    # -- ground truth: the same pipeline in Python, on the raw rows -----------------------------------------------
    def _clean(self, ctx, raw, variants=None, order=None):
        variants, P = variants or {}, ctx.P
        rows = [dict(r) for r in raw]
        for t in order or ctx.traps:
            v = variants.get(t, "right")
            if v == "skip":
                continue
            if t == "key_variants":
                for r in rows:
                    r["dim"] = ctx.code2id.get(r["dim"].strip().upper() if v == "right" else r["dim"].strip())
            elif t == "mixed_dates":
                for r in rows:
                    s = r["ts"]
                    if v == "iso_only" or not (re.match(r"\d\d/\d\d/\d{4} ", s) or s.isdigit()):
                        r["ts"] = _iso(_dt(s[:19] if v == "strip_offset" else s))
                    elif s.isdigit():
                        r["ts"] = _iso(datetime.fromtimestamp(int(s), timezone.utc).replace(tzinfo=None))
                    else:
                        r["ts"] = f"{s[6:10]}-{s[3:5]}-{s[0:2]} {s[11:16]}:00"
            elif t == "local_tz":
                for r in rows:
                    t0 = _dt(r["ts"])
                    r["ts"] = _iso(t0 and t0 + timedelta(minutes=P["off"] * (1 if v == "right" else -1)))
            elif t == "text_numbers":
                for r in rows:
                    a = r["amount"]
                    r["amount"] = (_num(a) if v == "cast_only" else None if a is None or not a.strip()
                                   else Decimal(a.strip().replace(",", "")))
            elif t in ("double_import", "versioned_rows"):
                best = {}
                for r in rows:
                    k = (r["id"],) if t == "double_import" else (-r["ver"] if v == "right" else r["ver"],)
                    if r["ref"] not in best or k < best[r["ref"]][0]:
                        best[r["ref"]] = (k, r)
                keep = {id(r) for _, r in best.values()}
                rows = [r for r in rows if id(r) in keep]
            elif t == "soft_delete":
                rows = [r for r in rows if r["deleted"] is None or (v == "right" and r["deleted"] == "")]
            elif t == "void_status":
                rows = [r for r in rows if (r["status"].strip().lower() if v == "right" else r["status"]) != ctx.D["void"]]
            elif t == "currency":
                for r in rows:
                    a, t0 = _num(r["amount"]), _dt(r["ts"])
                    if r["cur"] != P["base"] and a is not None:
                        ok = [x for c, d, x in ctx.fx if c == r["cur"] and (v != "right" or (t0 and d <= f"{t0.date()}"))]
                        a = a * ok[-1] if ok else None
                    r["amount"] = a
            elif t == "nulls" and v != "right":
                rows = ([dict(r, amount=Decimal(0) if r["amount"] is None else r["amount"]) for r in rows]
                        if v == "as_zero" else [r for r in rows if r["amount"] is not None])
        return [dict(r, dim=r["dim"] if isinstance(r["dim"], int) and r["dim"] in ctx.dims else None,
                     ts=_dt(r["ts"]), amount=_num(r["amount"])) for r in rows]

    def _truth(self, ctx, r, rows, v="right", n_raw=0, check=False):
        """Rows of report `r` (strings, as the CSV holds them) or the JSON object."""
        P, dims, cats = ctx.P, ctx.dims, ctx.cats
        timed = [x for x in rows if x["ts"] is not None]
        withdim = [x for x in rows if x["dim"] is not None]
        money = lambda xs: sum((x["amount"] for x in xs if x["amount"] is not None), Decimal(0))  # noqa: E731
        if r == "top_per_region":
            out = []
            for reg in sorted({dims[x["dim"]]["reg"] for x in withdim}):
                tot = sorted(((-money([x for x in withdim if x["dim"] == d]), d) for d in {x["dim"] for x in withdim}
                              if dims[d]["reg"] == reg))
                for a, b in zip(tot, tot[1:P["k"] + 1]):
                    if check and abs(a[0] - b[0]) < Decimal("0.02"):
                        raise Resample("near tie in a ranking")
                out += [[reg, str(i + 1), str(d), dims[d]["name"], _fmt(-t)] for i, (t, d) in enumerate(tot[:P["k"]])]
            return out
        if r in ("running_total", "mom_growth"):
            ms = sorted({f"{x['ts']:%Y-%m}" for x in timed})
            tot = [money([x for x in timed if f"{x['ts']:%Y-%m}" == m]) for m in ms]
            if r == "running_total":
                return [[m, str(sum(f"{x['ts']:%Y-%m}" == m for x in timed)), _fmt(t), _fmt(sum(tot[:i + 1]))]
                        for i, (m, t) in enumerate(zip(ms, tot))]
            return [[m, _fmt(t), "" if i == 0 or not tot[i - 1] else _pct(100 * (t - tot[i - 1]) / tot[i - 1])]
                    for i, (m, t) in enumerate(zip(ms, tot))]
        if r == "cohort_retention":
            act = {}
            for x in timed:
                if x["dim"] is not None:
                    act.setdefault(x["dim"], set()).add(x["ts"].year * 12 + x["ts"].month - 1)
            cnt = {}
            for d, ms in act.items():
                m0 = min(ms) if v == "right" else dims[d]["joined"].year * 12 + dims[d]["joined"].month - 1
                for m in ms:
                    if 0 <= m - m0 <= P["h"]:
                        cnt[(m0, m - m0)] = cnt.get((m0, m - m0), 0) + 1
            return [[f"{m0 // 12:04d}-{m0 % 12 + 1:02d}", str(k), str(n)] for (m0, k), n in sorted(cnt.items())]
        if r == "sessions":
            out = []
            for d in sorted({x["dim"] for x in timed if x["dim"] is not None}):
                ts = sorted((x["ts"], x["id"]) for x in timed if x["dim"] == d)
                sizes = [1]
                for (a, _), (b, _) in zip(ts, ts[1:]):
                    g = (b - a).total_seconds()
                    if g > P["G"] * 60 or (v != "right" and g == P["G"] * 60):
                        sizes.append(1)
                    else:
                        sizes[-1] += 1
                out.append([str(d), str(len(sizes)), str(max(sizes))])
            return out
        if r in ("percentile", "median"):
            key = (lambda x: cats[x["cat"]]["grp"]) if r == "percentile" else (lambda x: dims[x["dim"]]["reg"])  # noqa: E731
            src = [x for x in (rows if r == "percentile" else withdim) if x["amount"] is not None]
            out = []
            for g in sorted({key(x) for x in src}):
                vals = sorted(x["amount"] for x in src if key(x) == g)
                n = len(vals)
                if r == "percentile":
                    val = vals[((n * P["p"] + 99) // 100 if v == "right" else max(1, n * P["p"] // 100)) - 1]
                else:
                    val = vals[(n - 1) // 2] if v != "right" or n % 2 else (vals[n // 2 - 1] + vals[n // 2]) / 2
                out.append([g, str(n), _fmt(val)])
            return out
        if r == "inactive":
            def hit(x):
                if v == "any_time":
                    return True
                if x["ts"] is None:
                    return False
                return P["d1"] <= x["ts"].date() and (x["ts"].date() <= P["d2"] if v == "right" else x["ts"].date() < P["d2"])
            act = {x["dim"] for x in withdim if hit(x)}
            return [[str(d), dims[d]["name"], dims[d]["reg"]] for d in sorted(dims) if d not in act]
        if r == "pivot":
            return [[reg] + [_fmt(money([x for x in timed if x["dim"] and dims[x["dim"]]["reg"] == reg
                                         and (x["ts"].year, x["ts"].month) == ym])) for ym in P["pivot"]]
                    for reg in ctx.regions]
        if r == "funnel":
            j = [d for d in dims if P["d1"] <= dims[d]["joined"] <= P["d2"]]
            n = {d: sum(1 for x in timed if x["dim"] == d and dims[d]["joined"] <= x["ts"].date()
                        <= dims[d]["joined"] + timedelta(days=P["F"])) for d in j}
            if not j:
                raise Resample("nobody joined in the window")
            f1 = ctx.D["fact1"].replace(" ", "_")
            a, b = sum(k >= 1 for k in n.values()), sum(k >= 2 for k in n.values())
            return [["joined", str(len(j)), "100.0"], [f"first_{f1}", str(a), _pct(Decimal(100 * a) / len(j))],
                    [f"repeat_{f1}", str(b), _pct(Decimal(100 * b) / len(j))]]
        if r == "rollup":
            def root(c):
                if v != "right":
                    return cats[c]["parent"] or c
                while cats[c]["parent"]:
                    c = cats[c]["parent"]
                return c
            roots = sorted((k for k in cats if cats[k]["parent"] is None), key=lambda k: cats[k]["name"])
            return [[cats[k]["name"], str(sum(root(x["cat"]) == k for x in rows)),
                     _fmt(money([x for x in rows if root(x["cat"]) == k]))] for k in roots]
        if r == "streaks":
            best = []
            for d in {x["dim"] for x in timed if x["dim"] is not None}:
                days = sorted({x["ts"].date() for x in timed if x["dim"] == d})
                runs, s = [], days[0]
                for a, b in zip(days, days[1:] + [None]):
                    if b is None or (b - a).days != 1:
                        runs.append(((a - s).days + 1, s, a))
                        s = b
                n, s, e = min(runs, key=lambda x: (-x[0], x[1]))
                best.append((-n, s, d, e))
            return [[str(d), str(-n), f"{s}", f"{e}"] for n, s, d, e in sorted(best)[:5]]
        if r == "rolling_7d":
            per = {}
            for x in timed:
                if cats[x["cat"]]["grp"] == P["X"]:
                    per[x["ts"].date()] = per.get(x["ts"].date(), Decimal(0)) + (x["amount"] or 0)
            days = sorted(per)
            out = []
            for i, d in enumerate(days):
                if P["d1"] <= d <= P["d2"]:
                    roll = (sum(per[e] for e in days if 0 <= (d - e).days <= 6) if v == "right"
                            else sum(per[e] for e in days[max(0, i - 6):i + 1]))
                    out.append([f"{d}", _fmt(per[d]), _fmt(roll)])
            return out
        if r == "summary_json":
            byday = {}
            for x in timed:
                byday[x["ts"].date()] = byday.get(x["ts"].date(), 0) + 1
            return {"rows_in_table": n_raw, "rows_counted": len(rows), f"{ctx.D['dim']}_active": len({x["dim"] for x in withdim}),
                    "grand_total": float(money(rows).quantize(CENT, rounding=ROUND_HALF_UP)),
                    "busiest_day": f"{min(byday, key=lambda k: (-byday[k], k))}" if byday else None}
        raise KeyError(r)

    def _spec(self, ctx, r):
        """(header, money columns, pct columns) of a CSV report."""
        D, P = ctx.D, ctx.P
        reg, grp, dfk, dim, fact = D["reg"], D["grp"], f"{D['dim1']}_id", D["dim"], D["fact"]
        return {"top_per_region": ([reg, "rank", dfk, "name", "total"], [4], []),
                "running_total": (["month", fact, "total", "running_total"], [2, 3], []),
                "mom_growth": (["month", "total", "growth_pct"], [1], [2]),
                "cohort_retention": (["cohort", "months_after", dim], [], []),
                "sessions": ([dfk, "sessions", "longest_session"], [], []),
                "percentile": ([grp, "billed", f"p{P['p']}"], [2], []),
                "median": ([reg, "billed", "median_amount"], [2], []),
                "inactive": ([dfk, "name", reg], [], []),
                "pivot": ([reg] + [f"{calendar.month_abbr[m].lower()}_{y}" for y, m in P["pivot"]], [1, 2, 3], []),
                "funnel": (["stage", dim, "pct_of_joined"], [], [2]),
                "rollup": ([f"top_{D['cat1'].replace(' ', '_')}", fact, "total"], [2], []),
                "streaks": ([dfk, "streak_days", "first_day", "last_day"], [], []),
                "rolling_7d": (["day", "total", "rolling_7d"], [1, 2], [])}.get(r, (None, [], []))

    @staticmethod
    def _same(a, b, money, pct) -> bool:
        """Would the tests accept `a` where `b` is expected (the tests' own tolerances)?"""
        if isinstance(b, dict):
            return a.keys() == b.keys() and all(
                (abs(a[k] - b[k]) <= 0.011 if k == "grand_total" else a[k] == b[k]) for k in b)
        if len(a) != len(b) or any(len(x) != len(y) for x, y in zip(a, b)):
            return False
        for x, y in zip(a, b):
            for j, (p, q) in enumerate(zip(x, y)):
                tol = 0.011 if j in money else 0.051 if j in pct else None
                if not (p == q if tol is None or "" in (p, q) else abs(float(p) - float(q)) <= tol):
                    return False
        return True

    # -- assembling the task ----------------------------------------------------------------------------------------
    def _assemble(self, rng, ctx, traps, reports, extras, cfg) -> Draft:
        D, P = ctx.D, ctx.P
        home = f"/srv/{D['key']}"
        db, out = f"{home}/{D['db']}", f"{home}/report"
        files = {r: f"{r}.json" if r == "summary_json" else f"{r}.csv" for r in reports}
        view = f"v_{reports[0]}" if "as_view" in extras else None
        if view and reports[0] not in VIEWABLE:
            raise Resample("report cannot be a view")
        n_raw = len(ctx.raw)

        def outputs(variants=None, order=None, rv=None, check=False):
            rows = self._clean(ctx, ctx.raw, variants, order)
            return {r: self._truth(ctx, r, rows, (rv or {}).get(r, "right"), n_raw, check) for r in reports}

        truth = outputs(check=True)
        if any(not t for t in truth.values()):
            raise Resample("an empty report")

        def differs(**kw):
            got = outputs(**kw)
            return any(not self._same(got[r], truth[r], *self._spec(ctx, r)[1:]) for r in reports)

        comps = []
        for t in traps:
            wrong = {w: self._trap_fix(ctx, t, w) for w in TRAP_META[t][2] if differs(variants={t: w})}
            if t != "nulls" and not differs(variants={t: "skip"}):
                raise Resample(f"{t} changes no answer")
            if t == "nulls" and not wrong:
                raise Resample("NULL amounts change no answer")
            comps.append(Component(t, fix=self._trap_fix(ctx, t, "right"), wrong=wrong, skill=TRAP_META[t][0]))
        for i, r in enumerate(reports):
            as_view = view and i == 0
            wrong = {} if as_view else {w: self._deliver(ctx, r, files[r], out, w) for w in REPORTS[r][2]
                                        if differs(rv={r: w})}
            comps.append(Component(r, fix="" if as_view else self._deliver(ctx, r, files[r], out), wrong=wrong,
                                   skill=REPORTS[r][0]))
        tests = dict(OUT=out, DB=db, CSV={}, JSON={}, VIEW=None, INDEX=None, COUNTS=None)
        for i, r in enumerate(reports):
            head, money, pct = self._spec(ctx, r)
            if r == "summary_json":
                tests["JSON"] = {files[r]: truth[r]}
            elif not (view and i == 0):
                tests["CSV"][files[r]] = dict(header=head, rows=truth[r], money=money, pct=pct)
        if view:
            body = self._report_sql(ctx, reports[0])
            with_ = _lines(f"WITH {'RECURSIVE ' if body[1] else ''}c AS ($CHAIN){body[0]}")
            comps.append(Component("as_view", skill="live SQL view", fix=self._sql(f"DROP VIEW IF EXISTS {view};\nCREATE VIEW {view} AS {with_}"),
                                   wrong={"snapshot_table": self._sql(f"CREATE TABLE {view} AS {with_}")}))
            inserts, after = self._inserts(rng, ctx, reports[0], truth[reports[0]])
            head, money, pct = self._spec(ctx, reports[0])
            tests["VIEW"] = dict(name=view, header=head, rows=truth[reports[0]], after=after, inserts=inserts,
                                 money=money, pct=pct)
        cols = self._cols(ctx)
        if "index_plan" in extras:
            q = f"SELECT {cols['id']}, {cols['ts']}, {cols['amount']} FROM {D['fact']} WHERE {cols['cat']} = ? AND {cols['ts']} >= ? ORDER BY {cols['ts']}"
            comps.append(Component("index_plan", skill="index for a query plan (EXPLAIN QUERY PLAN)",
                                   fix=self._sql(f"CREATE INDEX IF NOT EXISTS ix_{D['fact']}_lookup ON {D['fact']}({cols['cat']}, {cols['ts']});"),
                                   wrong={"single_column": self._sql(f"CREATE INDEX IF NOT EXISTS ix_{D['fact']}_lookup ON {D['fact']}({cols['cat']});")}))
            tests["INDEX"] = dict(query=q, params=[next(iter(ctx.cats)), f"{P['d1']}"],
                                  pattern=rf"SEARCH {D['fact']} USING (COVERING )?INDEX \w+ \({cols['cat']}=\? AND {cols['ts']}>\?\)")
        if extras:
            tests["COUNTS"] = self._digests(ctx)
        head = f'mkdir -p {out}\nDB={db}\n' + self._chain(f"SELECT {', '.join(f'{v} AS {k}' for k, v in cols.items())} FROM {D['fact']}") + "\n"
        extra = []
        if sum(bool(c.fix) for c in comps if c.name in traps) >= 2 and differs(variants={t: "skip" for t in traps}):
            extra.append(Decoy(name="naive_no_cleaning", description="right format, the data taken as stored (no trap handled)",
                               script=oracle_and_decoys([c for c in comps if c.name not in traps], head=head)[0]))
        for a, b in ORDER_PAIRS[:2]:  # filtering before the current version is picked resurrects history
            if a in traps and b in traps:
                order = [t for t in traps if t != a]
                order.insert(order.index(b) + 1, a)
                if differs(order=order):
                    rank = {c.name: order.index(c.name) if c.name in order else 100 + i for i, c in enumerate(comps)}
                    extra.append(Decoy(name=f"{b}_before_{a}", description=f"applies {b} before picking by {a}",
                                       script=oracle_and_decoys(sorted(comps, key=lambda c: rank[c.name]), head=head)[0]))
        solution, decoys = oracle_and_decoys(comps, head=head, extra=extra, rng=rng)
        seen = {solution}
        decoys = [d for d in decoys if not (d.script in seen or seen.add(d.script))]
        return Draft(
            instruction=self._instruction(ctx, traps, reports, extras, files, view, cfg, db, out, tests),
            environment=Environment(base_image=self.base_image, files=self._files(ctx, home, cfg),
                                    setup=f"mkdir -p {home}\nsqlite3 {db} < /tmp/seed.sql\nrm /tmp/seed.sql\n", workdir=home),
            solution=solution, tests={"test_outputs.py": self._tests(tests)}, decoys=decoys,
            outputs=[out] + ([db] if extras else []), tools=["sqlite3", "bash", "cat", "mkdir"],
            tags=["sql", "sqlite", "reporting"] + sorted({REPORTS[r][0].split(" (")[0] for r in reports}),
            expert_time_min={1: 15, 2: 25}.get(len(reports), 20) + 5 * len(traps) + 10 * len(extras),
            junior_time_min=40 + 15 * len(traps) + 20 * len(extras),
            components=traps + reports + extras)

    @staticmethod
    def _sql(body: str) -> str:
        return f'sqlite3 -bail "$DB" <<SQL\n{body}\nSQL'

    def _trap_fix(self, ctx, t, v):
        s = self._stage(ctx, t, v)
        return f"# {t}\n{self._chain(s)}" if s else ""

    @staticmethod
    def _chain(select: str) -> str:
        """The shell step that wraps the cleaning chain in one more SELECT."""
        return f"CHAIN=$(cat <<SQL\n{_lines(select)}\nSQL\n)"

    def _deliver(self, ctx, r, file, out, v="right"):
        body, rec = self._report_sql(ctx, r, v)
        sql = _lines(f"WITH {'RECURSIVE ' if rec else ''}c AS ($CHAIN){body}")
        mode = "" if r == "summary_json" else "-header -csv "
        return f'sqlite3 -bail {mode}"$DB" > {out}/{file} <<SQL\n{sql}\nSQL'

    def _inserts(self, rng, ctx, r, before):
        """New rows the tests add to a copy of the database: the view must follow them (a snapshot does not)."""
        P, off = ctx.P, timedelta(minutes=ctx.P["off"])
        top = max(x["id"] for x in ctx.raw)
        for _ in range(6):
            day = lambda: datetime.combine(P["d1"], datetime.min.time()) + timedelta(  # noqa: E731
                days=rng.randint(0, (P["d2"] - P["d1"]).days), hours=rng.randint(8, 18), minutes=rng.randint(0, 59))
            xs = [k for k in ctx.cats if ctx.cats[k]["grp"] == P["X"]]
            j = ctx.dims[rng.choice(list(ctx.dims)[:4])]
            picks = [(rng.choice(list(ctx.dims)), day(), rng.choice(xs)), (rng.choice(list(ctx.dims)), day(), None),
                     (ctx.code2id[j["code"]], datetime.combine(j["joined"], datetime.min.time()) + timedelta(hours=15), None)]
            new = []
            for d, t, c in picks:
                f = dict(dim=d, cat=c or rng.choice(list(ctx.cats)), t=t - off, keep=True, ref=f"ZZ-{len(new):06d}", ver=1,
                         amount=Decimal(rng.randint(2000, 40000)) / 100)
                new.append(self._attrs(rng, ctx, f))
            if "void_status" in ctx.traps:
                new.append(dict(new[0], status=ctx.D["void"], ref="ZZ-000900"))
            if "soft_delete" in ctx.traps:
                new.append(dict(new[1], deleted=_iso(new[1]["t"]), ref="ZZ-000901"))
            if "double_import" in ctx.traps:
                new.append(dict(new[0]))
            raw = self._render(rng, ctx, new, top + 1)
            after = self._truth(ctx, r, self._clean(ctx, ctx.raw + raw), "right", len(ctx.raw) + len(raw))
            if not self._same(after, before, *self._spec(ctx, r)[1:]):
                cols = self._cols(ctx)
                return [f"INSERT INTO {ctx.D['fact']} ({', '.join(cols.values())}) VALUES "
                        f"({', '.join(_lit(x[k]) for k in cols)})" for x in raw], after
        raise Resample("no insert changes the view")

    def _digests(self, ctx) -> dict[str, str]:
        """sha256 of every table's rows as Python's sqlite3 reads them back (REAL -> float repr), in rowid order."""
        real = "text_numbers" not in ctx.traps

        def canon(v, is_real=False):
            return "\0" if v is None else repr(float(v)) if is_real or isinstance(v, Decimal) and real else str(v)
        tables = {ctx.D["dim"]: [[k, v["code"], v["name"], v["reg"], f"{v['joined']}"] for k, v in ctx.dims.items()],
                  ctx.D["cat"]: [[k, v["name"], v["grp"], v["parent"]] for k, v in ctx.cats.items()],
                  ctx.D["fact"]: sorted(([r[k] for k in self._cols(ctx)] for r in ctx.raw), key=lambda r: r[0])}
        if ctx.fx:
            tables["fx_rates"] = [[c, d, x] for c, d, x in ctx.fx]  # insertion (rowid) order
        return {t: hashlib.sha256("\n".join("|".join(canon(v, t == "fx_rates" and i == 2) for i, v in enumerate(r))
                                             for r in rows).encode()).hexdigest() for t, rows in tables.items()}

    def _files(self, ctx, home, cfg):
        D, P, cols = ctx.D, ctx.P, self._cols(ctx)
        types = {"id": "INTEGER PRIMARY KEY", "dim": "TEXT NOT NULL" if "key_variants" in ctx.traps else
                 f"INTEGER NOT NULL REFERENCES {D['dim']}(id)", "cat": f"INTEGER NOT NULL REFERENCES {D['cat']}(id)",
                 "ts": "TEXT NOT NULL", "amount": "TEXT" if "text_numbers" in ctx.traps else "REAL",
                 "status": "TEXT NOT NULL", "cur": "TEXT NOT NULL", "ref": "TEXT NOT NULL", "ver": "INTEGER NOT NULL",
                 "deleted": "TEXT"}
        lines = ["BEGIN;", f"CREATE TABLE {D['dim']} (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, "
                 f"{D['reg']} TEXT NOT NULL, joined TEXT NOT NULL);",
                 f"CREATE TABLE {D['cat']} (id INTEGER PRIMARY KEY, name TEXT NOT NULL, {D['grp']} TEXT NOT NULL, "
                 f"parent_id INTEGER REFERENCES {D['cat']}(id));",
                 f"CREATE TABLE {D['fact']} ({', '.join(f'{v} {types[k]}' for k, v in cols.items())});"]
        lines += [f"INSERT INTO {D['dim']} VALUES ({k}, {_lit(v['code'])}, {_lit(v['name'])}, {_lit(v['reg'])}, '{v['joined']}');"
                  for k, v in ctx.dims.items()]
        lines += [f"INSERT INTO {D['cat']} VALUES ({k}, {_lit(v['name'])}, {_lit(v['grp'])}, {_lit(v['parent'])});"
                  for k, v in ctx.cats.items()]
        lines += [f"INSERT INTO {D['fact']} VALUES ({', '.join(_lit(r[k]) for k in cols)});" for r in ctx.raw]
        if ctx.fx:
            lines.append(f"CREATE TABLE fx_rates (currency TEXT NOT NULL, valid_from TEXT NOT NULL, "
                         f"rate_to_{P['base'].lower()} REAL NOT NULL, PRIMARY KEY (currency, valid_from));")
            lines += [f"INSERT INTO fx_rates VALUES ('{c}', '{d}', {x});" for c, d, x in ctx.fx]
        files = {"/tmp/seed.sql": File.of("\n".join(lines + ["COMMIT;"]) + "\n")}
        if cfg.notes:
            files[f"{home}/docs/DATA_NOTES.md"] = File.of(self._notes(ctx))
        return files

    # -- words ------------------------------------------------------------------------------------------------------
    def _rules(self, ctx, hints: bool) -> list[str]:
        D, P, T = ctx.D, ctx.P, ctx.traps
        c = self._cols(ctx)
        f1, amt, off = D["fact1"], D["amt"], P["off"]
        hh = f"{'+' if off >= 0 else '-'}{abs(off) // 60:02d}:{abs(off) % 60:02d}"
        text = {
            "key_variants": (f"`{D['fact']}.{c['dim']}` holds the {D['dim1']}'s code (`{D['dim']}.code`), typed in by hand.",
                             "Case and surrounding spaces vary (` c-1042` is `C-1042`): an exact join loses rows."),
            "mixed_dates": (f"`{D['ts']}` merges several source systems. A stamp with an explicit UTC offset is the local wall "
                            "time at that offset; every other stamp is UTC.",
                            "Formats seen: `YYYY-MM-DD HH:MM:SS`, ISO with `T`/`Z`, ISO with `+HH:MM`, day-first "
                            "`DD/MM/YYYY HH:MM` and Unix epoch seconds; `datetime()` alone returns NULL for some of them."),
            "local_tz": (f"The business reports in local time, {P['zone']} (UTC{hh}, no daylight saving): every day, window "
                         f"and month in this ticket is a local one" + ("." if "mixed_dates" in T else f"; `{D['ts']}` is stored in UTC."),
                         f"Shift each instant by {off:+d} minutes before taking its day or month."),
            "text_numbers": (f"`{amt}` came from a spreadsheet export and is stored as TEXT; its value is the number it shows.",
                             "Some carry thousands separators (`1,234.50`) or padding spaces; `CAST(... AS REAL)` reads `1,234.50` as 1."),
            "double_import": (f"`{D['ref']}` is unique per {f1} in the source system, but one load into this table ran twice; "
                              f"each {f1} counts once.", f"Rows that share a `{D['ref']}` are copies with a new id: keep one."),
            "versioned_rows": (f"Every change to {'an' if f1[0] in 'aeiou' else 'a'} {f1} added a row with the same `{D['ref']}` and a higher `version`; only the "
                               f"highest version is current, and whether the {f1} counts is decided by that version alone.",
                               f"Pick the current version of each `{D['ref']}` first, then apply the other rules to it."),
            "soft_delete": ("A row with a timestamp in `deleted_at` was deleted in the app and never counts.",
                            "Older rows hold an empty string there, which is not a deletion."),
            "void_status": (f"`status` `{D['void']}` means the {f1} was called off: it never counts, anywhere. All other "
                            "statuses count.", "The status was typed by hand: case and spaces vary."),
            "currency": (f"`{amt}` is in the row's `currency`. Report all money in {P['base']}: multiply by "
                         f"`fx_rates.rate_to_{P['base'].lower()}` of the rate in effect on the {f1}'s day (the latest "
                         "`valid_from` on or before it).", f"{P['base']} amounts need no conversion; `fx_rates` has no {P['base']} row."),
            "nulls": (f"An empty `{amt}` means the {f1} is not billed yet: it still counts as {'an' if f1[0] in 'aeiou' else 'a'} {f1} "
                      "(in counts), adds nothing to totals, and is left out of medians, percentiles and `billed` counts.",
                      "Aggregates skip NULLs on their own; turning them into 0 or dropping the rows changes answers."),
        }
        out = [f"{'An' if f1[0] in 'aeiou' else 'A'} {f1} *counts* unless a rule below excludes it; totals sum `{amt}`."]
        if "local_tz" not in T and "mixed_dates" not in T:
            out.append(f"`{D['ts']}` is UTC; days and months are UTC ones.")
        for t in T:
            a, b = text[t]
            out.append(a + (f" ({b})" if hints else ""))
        return out

    def _notes(self, ctx) -> str:
        D, c = ctx.D, self._cols(ctx)
        desc = {"id": "row id", "dim": f"the {D['dim1']} (see `{D['dim']}`)", "cat": f"the {D['cat1']} (see `{D['cat']}`)",
                "ts": "when it happened", "amount": "money amount", "status": "workflow status", "cur": "currency of the amount",
                "ref": "business reference", "ver": "change counter", "deleted": "set when deleted in the app"}
        cols = "\n".join(f"- `{v}`: {desc[k]}" for k, v in c.items())
        rules = "\n".join(f"- {r}" for r in self._rules(ctx, False))
        return (f"# {D['db']}: data notes (analytics team)\n\n## `{D['fact']}`\n{cols}\n\n## `{D['dim']}`\n- `code`: business key; "
                f"`joined`: sign-up day\n\n## `{D['cat']}`\n- `parent_id`: the entry this one is a variant of (a tree)\n\n"
                f"## Rules for every report\n{rules}\n")

    def _report_text(self, ctx, r, file, hints):
        D, P = ctx.D, ctx.P
        head, _, _ = self._spec(ctx, r)
        dim, d1, f1, fact, amt, reg, grp = D["dim1"], D["fact1"], D["fact1"], D["fact"], D["amt"], D["reg"], D["grp"]
        win = f"{P['d1']} to {P['d2']} (both included)"
        what = {
            "top_per_region": (f"for every {reg}, its {P['k']} {D['dim']} with the highest total over all counted {fact}, rank 1 the "
                               f"highest, ties by `{dim}_id`; only {D['dim']} with a counted {f1}; sorted by {reg}, then rank",
                               "ROW_NUMBER() over a window partitioned by the group"),
            "running_total": (f"one row per month (`YYYY-MM`) with counted {fact}: how many, their total, and the running "
                              "total of the months so far; sorted by month", "SUM() OVER (ORDER BY month)"),
            "mom_growth": ("one row per month with counted " + fact + ", its total and the change against the previous month "
                           "in percent (100 × (total − previous) / previous, one decimal), empty for the first; sorted by month",
                           "LAG()"),
            "cohort_retention": (f"a {dim}'s cohort is the month of its first counted {f1}; per cohort and months_after from 0 "
                                 f"to {P['h']}, how many of the cohort's {D['dim']} have a counted {f1} in the month that many "
                                 "months later; only non-zero rows; sorted by cohort, then months_after",
                                 "month numbers as year × 12 + month"),
            "sessions": (f"per {dim} with counted {fact}, in time order: a new session starts when more than {P['G']} minutes "
                         f"passed since that {dim}'s previous counted {f1} (exactly {P['G']} minutes still continues it); "
                         f"`sessions` is how many, `longest_session` the most {fact} in one; sorted by `{dim}_id`",
                         "LAG() for the gap, then a running SUM() of session starts"),
            "percentile": (f"per `{grp}` of the {D['cat1']}: `billed` is the number of counted {fact} with an amount, "
                           f"`p{P['p']}` the nearest-rank {P['p']}th percentile of those amounts (the smallest amount such that "
                           f"at least {P['p']}% of them are less or equal); sorted by `{grp}`", "ROW_NUMBER() and COUNT() OVER"),
            "median": (f"per {reg} of the {dim}: `billed` is the number of counted {fact} with an amount, `median_amount` "
                       f"their median (mean of the two middle ones for an even count); sorted by {reg}",
                       "ROW_NUMBER() and COUNT() OVER the partition"),
            "inactive": (f"every {dim} in `{D['dim']}` with no counted {f1} on any day from {win}; sorted by `{dim}_id`",
                         "NOT EXISTS; compare days, not raw stamps"),
            "pivot": (f"one row per {reg} in `{D['dim']}` (all of them), and per month column the total of its {D['dim']}' "
                      f"counted {fact} in that month (0.00 when none); sorted by {reg}", "TOTAL(CASE WHEN ... END)"),
            "funnel": (f"the {D['dim']} whose `joined` day is from {win}; three rows in this order: `joined` (all of them, "
                       f"100.0), `first_{f1.replace(' ', '_')}` (with at least one counted {f1} dated from their joining day up "
                       f"to {P['F']} days after it, both included), `repeat_{f1.replace(' ', '_')}` (at least two such); "
                       "pct_of_joined in percent of the joined ones, one decimal", "LEFT JOIN on the day range"),
            "rollup": (f"one row per top-level {D['cat1']} (no `parent_id`): the counted {fact} of it and of every "
                       f"{D['cat1']} below it in the tree, at any depth, and their total (0 and 0.00 when none); sorted by name",
                       "WITH RECURSIVE"),
            "streaks": (f"a streak is a run of consecutive days each with at least one counted {f1} of the {dim}; take each "
                        f"{dim}'s longest (the earliest if tied) and list the 5 {D['dim']} with the longest, longest first, "
                        f"then by first_day, then `{dim}_id`; days as `YYYY-MM-DD`", "day minus ROW_NUMBER() marks an island"),
            "rolling_7d": (f"{fact} of {D['cat']} in the `{grp}` {P['X']}: one row per day from {win} with at least one such "
                           "counted " + f1 + ": the day, its total and the total of the 7 calendar days ending that day (the day and "
                           f"the 6 before it, also before {P['d1']}); sorted by day", "a RANGE frame over julianday()"),
        }
        if r == "summary_json":
            return (f"`{file}`: one JSON object with exactly the keys `rows_in_table` (all rows of `{fact}` as stored), "
                    f"`rows_counted` (the {fact} that count, once each), `{D['dim']}_active` (distinct {D['dim']} with a counted "
                    f"{f1}), `grand_total` (total of the counted {fact}, a number rounded to 2 decimals) and `busiest_day` "
                    f"(`YYYY-MM-DD`, the day with the most counted {fact}, the earliest on a tie).")
        body, hint = what[r]
        return f"`{file}` with header `{','.join(head)}`: {body}." + (f" (Hint: {hint}.)" if hints else "")

    def _instruction(self, ctx, traps, reports, extras, files, view, cfg, db, out, tests):
        D, P = ctx.D, ctx.P
        tables = f"`{D['dim']}`, `{D['cat']}` (a tree: `parent_id` points to the parent entry), `{D['fact']}`" + (
            " and `fx_rates`" if ctx.fx else "")
        items = []
        for i, r in enumerate(reports):
            t = self._report_text(ctx, r, files[r], cfg.hints)
            if view and i == 0:
                t = (f"A **view** named `{view}` in `{db}` (instead of a file), with the columns " + t.split(" with header ", 1)[1]
                     + f" It must stay correct when rows are added to `{D['fact']}` later (a table of today's numbers is "
                     "not enough); the dashboard opens the database with `PRAGMA trusted_schema=OFF`, so use only SQLite's "
                     "ordinary built-in functions and no TEMP objects. Money may be numbers or two-decimal text.")
            items.append(t)
        if tests["INDEX"]:
            items.append(f"The dashboard runs `{tests['INDEX']['query']}` and it is slow. Add an index to `{db}` so that "
                         "SQLite answers it with an index search on both conditions and without a temporary B-tree for the "
                         "ORDER BY (as `EXPLAIN QUERY PLAN` shows).")
        deliver = "\n".join(f"{i}. {t}" for i, t in enumerate(items, 1))
        if cfg.notes:
            rules = (f"The analytics team keeps the column meanings and the rules that decide what counts in "
                     f"`/srv/{D['key']}/docs/DATA_NOTES.md`; they apply to every figure here. Check the data itself as well: "
                     "it is the production copy, with everything that implies.")
        else:
            rules = "\n".join(f"- {x}" for x in self._rules(ctx, cfg.hints))
        keep = ("\n\nDo not change the existing tables or their rows (that is checked); adding a view or an index is fine."
                if extras else "")
        fmt = ("" if view and len(reports) == 1 else
               f"Files go into `{out}/`. CSV: comma separated, exactly the header given, one line per row, no index "
               "column; money with exactly two decimals and no currency sign; percentages with one decimal.")
        pl = "s" if len(items) > 1 else ""
        return dedent(f"""
            # {D['org']}: {D['fact']} analytics from SQLite

            {D['team'][0].upper() + D['team'][1:]} at {D['org']} needs the following figure{pl} for the review of
            {calendar.month_name[P['months'][0][1]]} {P['months'][0][0]} onwards. The data is the SQLite database
            `{db}`, tables {tables}; the `sqlite3` shell and `python3` are installed.
            The numbers will be compared with an independent computation, so follow the definitions exactly.

            ## Data rules

            {{rules}}

            ## Deliverable{pl}

            {{deliver}}

            {{fmt}}{{keep}}
        """).replace("{rules}", rules).replace("{deliver}", deliver).replace("{fmt}", fmt).replace("{keep}", keep).replace(
            "\n\n\n", "\n\n")

    # -- tests --------------------------------------------------------------------------------------------------------
    @staticmethod
    def _tests(T: dict) -> File:
        body = '''
            MONEY_RE, PCT_RE = re.compile(r"-?\\d+\\.\\d\\d$"), re.compile(r"-?\\d+\\.\\d$")

            def _compare(name, header, got, spec, strict=True):
                assert header == spec["header"], f"{name}: header {header}, expected {spec['header']}"
                want = spec["rows"]
                assert len(got) == len(want), f"{name}: {len(got)} rows, expected {len(want)}"
                for i, (g, w) in enumerate(zip(got, want)):
                    assert len(g) == len(w), f"{name} row {i + 1}: {len(g)} columns"
                    for j, (a, b) in enumerate(zip(g, w)):
                        kind = "money" if j in spec["money"] else "pct" if j in spec["pct"] else None
                        if kind is None or "" in (a, b):
                            assert a == b, f"{name} row {i + 1} {header[j]}: {a!r}, expected {b!r}"
                            continue
                        if strict:
                            assert (MONEY_RE if kind == "money" else PCT_RE).match(a), f"{name} row {i + 1}: {a!r} format"
                        try:
                            ok = abs(float(a) - float(b)) <= (0.011 if kind == "money" else 0.051)
                        except ValueError:
                            ok = False
                        assert ok, f"{name} row {i + 1} {header[j]}: {a!r}, expected {b!r}"

            def _copy(tmp_path):
                """A copy of the agent's database, opened as data: no extensions, untrusted schema, bounded time."""
                assert os.path.isfile(DB), f"missing {DB}"
                dst = tmp_path / "copy.db"
                shutil.copyfile(DB, dst)
                con = sqlite3.connect(dst)
                if hasattr(con, "enable_load_extension"):
                    con.enable_load_extension(False)
                con.execute("PRAGMA trusted_schema = OFF")
                end = time.monotonic() + 30
                con.set_progress_handler(lambda: int(time.monotonic() > end), 10000)
                return con

            def _txt(v):
                return "" if v is None else str(v) if not isinstance(v, float) else repr(v)

            @pytest.mark.parametrize("name", sorted(CSV) or ["-"])
            def test_csv_report(name):
                if name == "-":
                    return
                path = os.path.join(OUT, name)
                assert os.path.isfile(path), f"missing {path}"
                with open(path, newline="") as f:
                    rows = [[c.strip() for c in r] for r in csv.reader(f) if r]
                assert rows, f"{name} is empty"
                _compare(name, rows[0], rows[1:], CSV[name])

            def test_json_summary():
                for name, want in JSON.items():
                    path = os.path.join(OUT, name)
                    assert os.path.isfile(path), f"missing {path}"
                    with open(path) as f:
                        got = json.load(f)
                    assert isinstance(got, dict) and sorted(got) == sorted(want), f"{name}: keys {sorted(got)}"
                    for k, w in want.items():
                        if k == "grand_total":
                            assert isinstance(got[k], (int, float)) and abs(got[k] - w) <= 0.011, f"{k}: {got[k]!r} != {w}"
                        else:
                            assert got[k] == w, f"{name} {k}: {got[k]!r}, expected {w!r}"

            def test_database_deliverables(tmp_path):
                if COUNTS is None:
                    return
                con = _copy(tmp_path)
                for table, digest in COUNTS.items():  # the original rows, every column, as stored
                    rows = con.execute(f'SELECT * FROM "{table}" ORDER BY rowid').fetchall()
                    canon = "\\n".join("|".join("\\0" if v is None else repr(v) if isinstance(v, float) else str(v)
                                                for v in r) for r in rows)
                    assert hashlib.sha256(canon.encode()).hexdigest() == digest, f"{table} was changed"
                if INDEX:
                    plan = " | ".join(r[-1] for r in con.execute("EXPLAIN QUERY PLAN " + INDEX["query"], INDEX["params"]))
                    assert re.search(INDEX["pattern"], plan) and "TEMP B-TREE" not in plan, f"query plan: {plan}"
                if VIEW:
                    kind = con.execute("SELECT type FROM sqlite_master WHERE name = ?", (VIEW["name"],)).fetchone()
                    assert kind and kind[0] == "view", f"{VIEW['name']}: {kind}"
                    for when in ("rows", "after"):
                        if when == "after":
                            for stmt in VIEW["inserts"]:
                                con.execute(stmt)
                        cur = con.execute(f'SELECT * FROM "{VIEW["name"]}"')
                        got = [[_txt(v) for v in r] for r in cur.fetchall()]
                        _compare(f"{VIEW['name']} ({when})", [d[0] for d in cur.description], got,
                                 dict(VIEW, rows=VIEW[when]), strict=False)
        '''
        return hidden_tests({k: T[k] for k in ("OUT", "DB", "CSV", "JSON", "VIEW", "INDEX", "COUNTS")}, body,
                            imports="import csv\nimport hashlib\nimport json\nimport re\nimport shutil\nimport sqlite3\nimport time\n")

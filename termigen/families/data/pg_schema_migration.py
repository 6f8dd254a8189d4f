"""Data: write a PostgreSQL schema migration for a live application database, as a file the release pipeline runs.

The environment ships a real PostgreSQL 15 cluster (started by the agent through one sudo rule) holding a seeded
application database: a parent entity (customers, patients, drivers, ...), its events (orders, appointments,
trips, ...), their lines and a sensitive side table, in one of six domain schemas. Each instance composes 2-5
requirements from a pool (a NOT NULL column backfilled from another table, a text column split into a lookup table,
duplicates merged before a UNIQUE constraint, statuses repaired before a CHECK or turned into an enum, text dates or
prices converted with cleaning, a broken view or PL/pgSQL function, an index a stated query must use, a trigger-kept
summary table, a status audit trigger, a reporting role's exact grants, orphans archived before a foreign key). The
data carries exactly the dirt the drawn requirements must clean (case, spaces, legacy spellings, several date and
price formats, blanks), more kinds of it at higher levels; medium and hard want the file re-runnable; hard composes
interacting requirements (a view that blocks a column change, a backfill that needs the converted type, an audit
trigger that must not log the repair, grants that must cover the new tables, orphans that break the summary's
foreign key) and states the goal in a ticket file.

Nothing to forge: the agent is the unprivileged `dev` and the database role it uses owns the application schema
but is no superuser (no CREATEROLE, no CREATEDB). Only the migration file counts: the tests restore the database
from a template in the image, insert rows only production has (the same kinds of dirt, other values), run the file
as the application role through tg_guard.run (twice where re-running is asked, and the second run must change
nothing), and check the catalog as the superuser and the data, the view, the function, the triggers and the grants
against values computed here. They also check that the tables stayed tables, that no constraint the checks rely on
was dropped and that no row outside the requirements changed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from termigen.families import register
from termigen.families.base import Draft, Resample, dedent, script
from termigen.families.kit import Component, KitFamily, LevelConfig, compose, hidden_tests, oracle_and_decoys
from termigen.task import Decoy, Environment, File, Timeouts
from termigen.toolscan import tools_in

AGENT = "dev"
MIG_DIR = "/srv/migrations"
PG_BIN = "/usr/lib/postgresql/15/bin"
CTL = "/usr/bin/pg_ctlcluster"
SEED = "/opt/tg-seed/seed.sql"
PHASE_DIR = "/tmp/tg-mig"

_KEYS = ("key db app product P p1 pfk pname email region lookup C c1 date status L lfk code qty price disc S secret "
         "total view n_col last_col spent_col func stats log orphans enum cur code_fmt lo hi qmax").split()
# one line per domain: the parent (P), its events (C), their lines (L), the sensitive table (S) and the names the
# requirements create; lo/hi: unit price range in cents; qmax: the largest quantity
DOMAINS = [dict(zip(_KEYS, line.split("|"))) for line in dedent("""
    shop|shopdb|shop_app|the web shop|customers|customer|customer_id|full_name|email|country|countries|orders|order|placed_on|status|order_lines|order_id|sku|qty|unit_price|discount|payment_cards|card_token|total|customer_activity|n_orders|last_order_on|spent|customer_spend|customer_order_counts|order_status_log|orphaned_orders|order_status|$|SKU-{:05d}|150|25000|6
    clinic|clinicdb|clinic_app|the clinic's booking system|patients|patient|patient_id|full_name|email|insurer|insurers|appointments|appointment|scheduled_on|status|appointment_items|appointment_id|code|units|unit_fee|rebate|patient_notes|clinical_note|amount_due|patient_activity|n_appointments|last_appointment_on|billed|patient_billed|patient_appointment_counts|appointment_status_log|orphaned_appointments|appointment_status|€|PRC-{:04d}|900|18000|4
    fleet|fleetdb|fleet_app|the fleet management system|drivers|driver|driver_id|full_name|email|depot|depots|trips|trip|started_on|status|fuel_fills|trip_id|station|litres|price_per_litre|rebate|driver_licences|licence_no|fuel_cost|driver_activity|n_trips|last_trip_on|fuel_spent|driver_fuel_spend|driver_trip_counts|trip_status_log|orphaned_trips|trip_status|£|ST-{:03d}|139|219|80
    library|librarydb|library_app|the library system|members|member|member_id|full_name|email|branch|branches|loans|loan|borrowed_on|status|loan_fees|loan_id|reason|days|daily_rate|waived|member_cards|card_number|fees_due|member_activity|n_loans|last_loan_on|fees|member_fees|member_loan_counts|loan_status_log|orphaned_loans|loan_status|€|FEE-{:03d}|10|500|30
    payroll|payrolldb|payroll_app|the payroll system|employees|employee|employee_id|full_name|email|department|departments|payslips|payslip|pay_date|status|payslip_lines|payslip_id|code|hours|rate|deduction|bank_accounts|iban|gross|employee_activity|n_payslips|last_pay_date|paid_out|employee_paid_out|employee_payslip_counts|payslip_status_log|orphaned_payslips|payslip_status|£|PAY-{:03d}|1200|6000|40
    hotel|hoteldb|hotel_app|the hotel's property system|guests|guest|guest_id|full_name|email|nationality|nationalities|bookings|booking|check_in|status|booking_charges|booking_id|item|qty|unit_price|discount|guest_documents|passport_no|bill_total|guest_activity|n_bookings|last_check_in|billed|guest_billed|guest_booking_counts|booking_status_log|orphaned_bookings|booking_status|€|CHG-{:03d}|250|32000|5
""").splitlines()]
# statuses in workflow order (the enum's order), the one the view and the function leave out, legacy spellings
STATUSES = {
    "shop": (("pending", "paid", "shipped", "cancelled"), "cancelled",
             {"canceled": "cancelled", "complete": "shipped", "new": "pending", "settled": "paid"}),
    "clinic": (("booked", "attended", "no_show", "cancelled"), "cancelled",
               {"canceled": "cancelled", "no show": "no_show", "seen": "attended", "scheduled": "booked"}),
    "fleet": (("planned", "en_route", "completed", "aborted"), "aborted",
              {"in progress": "en_route", "done": "completed", "cancelled": "aborted", "scheduled": "planned"}),
    "library": (("requested", "active", "returned", "void"), "void",
                {"on hold": "requested", "on loan": "active", "back": "returned", "cancelled": "void"}),
    "payroll": (("draft", "approved", "paid", "void"), "void",
                {"pending": "draft", "ok": "approved", "transferred": "paid", "cancelled": "void"}),
    "hotel": (("reserved", "checked_in", "checked_out", "cancelled"), "cancelled",
              {"canceled": "cancelled", "booked": "reserved", "in house": "checked_in", "departed": "checked_out"}),
}
REGIONS = {
    "shop": ["germany", "france", "united kingdom", "spain", "netherlands", "ireland", "poland", "czech republic"],
    "clinic": ["allianz care", "aok plus", "axa health", "bupa", "generali vita", "techniker", "vivium"],
    "fleet": ["north yard", "harbour gate", "east ring", "airport road", "south basin", "mill lane", "west quay"],
    "library": ["central", "riverside", "old town", "hillcrest", "west end", "market square", "north gate"],
    "payroll": ["finance", "logistics", "customer care", "engineering", "human resources", "sales", "legal affairs"],
    "hotel": ["german", "french", "dutch", "spanish", "irish", "swedish", "new zealander"],
}
FIRST = ("ada bruno carmen dev elena femi greta hiro ines jonas kaia luis mira nils olu priya quinn rafa tomas uzma "
         "vera wim xenia yusuf zora").split()
LAST = "abbott brandt castillo dimitrov eriksen fofana gallo haddad ivanova jensen moreau okafor rossi sato weber".split()
MAILS = ["example.com", "mail.test", "post.example", "inbox.test"]

POOL = [
    Component("backfill_total", skill="NOT NULL column backfilled from an aggregate (COALESCE)"),
    Component("lookup_split", skill="normalise a text column into a lookup table with a foreign key"),
    Component("dedup_unique", skill="merge duplicates (re-point references) before a UNIQUE constraint"),
    Component("status_check", skill="repair rows, then a validated CHECK constraint", excludes=("status_enum",)),
    Component("status_enum", skill="text to ENUM with cleaning (ALTER COLUMN TYPE USING)"),
    Component("date_convert", skill="text to date across several formats (to_date, regex CASE)"),
    Component("price_numeric", skill="text to numeric with cleaning (regexp_replace)"),
    Component("view_fix", skill="fix a fan-out / inner-join view", excludes=("function_fix",)),
    Component("function_fix", skill="debug a PL/pgSQL function (NULL arithmetic, filters)"),
    Component("index_plan", skill="an index a stated query must use (EXPLAIN)"),
    Component("summary_trigger", skill="trigger-maintained summary table"),
    Component("status_audit", skill="audit trigger (IS DISTINCT FROM)"),
    Component("readonly_grants", skill="exact table and column privileges for a read-only role"),
    Component("orphan_fk", skill="archive orphans, then a validated foreign key"),
]
# hard composes at least one pair whose parts interact (an ordering constraint or one step's work widening another)
INTERACTIONS = [("view_fix", "lookup_split"), ("view_fix", "status_enum"), ("view_fix", "date_convert"),
                ("backfill_total", "price_numeric"), ("readonly_grants", "lookup_split"),
                ("readonly_grants", "summary_trigger"), ("readonly_grants", "status_audit"),
                ("status_audit", "status_check"), ("summary_trigger", "orphan_fk"),
                ("summary_trigger", "dedup_unique"), ("function_fix", "price_numeric")]
INDEX_VARIANTS = ("history", "lines", "email", "backlog")
# where each piece of the migration goes: the file is the phases in order (a component's pieces are independent of
# the other components' pieces of the same phase)
PHASE = {"view_drop": 10, "orphan_fk": 20, "dedup_unique": 30, "status_check": 40, "status_enum": 40,
         "date_convert": 40, "price_numeric": 40, "lookup_split": 50, "backfill_total": 60, "summary_trigger": 80,
         "status_audit": 80, "index_plan": 80, "view_fix": 90, "function_fix": 90, "readonly_grants": 95}


@dataclass(frozen=True)
class MigrationLevel(LevelConfig):
    tell: str = "recipe"  # recipe: how, step by step; spec: the target state; goal: the target state in a ticket file
    mess: int = 1  # how many kinds of dirt the data carries (case; + spaces, blanks; + legacy spellings, formats)
    rerun: bool = False  # the file must be safe to apply twice
    interaction: bool = False
    minutes: tuple[int, int] = (20, 50)


# ------------------------------------------------------------------------------------------------------------------
# data: the rows, their raw (dirty) spellings and what they must become


def _q(v) -> str:
    """An SQL literal."""
    if v is None:
        return "NULL"
    if isinstance(v, (int, Decimal)):
        return str(v)
    return "'" + str(v).replace("'", "''") + "'"


class Data:
    def __init__(self, rng: random.Random, x: dict, names: list[str], cfg: MigrationLevel):
        self.rng, self.x, self.names, self.mess = rng, x, set(names), cfg.mess
        self.P, self.C, self.L, self.S = {}, {}, {}, {}
        self.gaps: list[int] = []
        self.next = {"P": rng.randint(1, 40), "C": rng.randint(100, 900), "L": rng.randint(1000, 5000),
                     "S": rng.randint(1, 60)}
        self.used_mail: set[str] = set()
        self.new_region = None
        self.singles: list[int] = []  # events that are their parent's only one and have no lines
        self.empties: list[int] = []  # parents without events
        self.old_owners: list[int] = []

    # --- dirt -------------------------------------------------------------------------------------------------
    def spell(self, canon: str, kinds: tuple[str, ...]) -> str:
        """A raw spelling of a clean lower-case value with the dirt kinds allowed at this level."""
        r, s = self.rng, canon
        kind = r.choice(kinds)
        if kind == "upper":
            s = s.upper()
        elif kind == "title":
            s = " ".join(w.capitalize() for w in s.split(" "))
        elif kind == "spaces":
            s = r.choice([" ", "  "]) + s if r.random() < 0.5 else s + r.choice([" ", "  "])
            if r.random() < 0.5:
                s = s.title()
        elif kind == "inner" and " " in s:
            s = s.replace(" ", "  ", 1)
        return s

    def case_kinds(self) -> tuple[str, ...]:
        return {1: ("upper", "title"), 2: ("upper", "title", "spaces"), 3: ("upper", "title", "spaces", "inner")}[self.mess]

    def raw_region(self, canon: str | None) -> str | None:
        if "lookup_split" not in self.names:
            return None if canon is None else canon.title()
        if canon is None:
            return self.rng.choice(["", "  ", None]) if self.mess >= 2 else None
        return canon if self.rng.random() < 0.35 else self.spell(canon, self.case_kinds())

    def raw_email(self, canon: str) -> str:
        if "dedup_unique" not in self.names or self.rng.random() < 0.6:
            return canon
        kinds = ("mixed",) if self.mess == 1 else ("mixed", "spaces")
        if self.rng.choice(kinds) == "mixed":
            local, dom = canon.split("@")
            return ".".join(p.capitalize() for p in local.split(".")) + "@" + dom.capitalize()
        return self.rng.choice([" ", ""]) + canon + self.rng.choice([" ", "  "])

    def raw_status(self, canon: str) -> str:
        if not {"status_check", "status_enum"} & self.names:
            return canon
        syn = [k for k, v in STATUSES[self.x["key"]][2].items() if v == canon]
        r = self.rng.random()
        if syn and self.mess >= 2 and r < 0.3:
            base = syn[0]
        else:
            base = canon
        if r < 0.55 or base != canon:
            kinds = ("upper", "title") if self.mess == 1 else ("upper", "title", "spaces")
            return self.spell(base, kinds) if self.rng.random() < 0.7 or base == canon else base
        return canon

    def raw_date(self, d: date | None) -> str | None:
        if "date_convert" not in self.names:
            return d.isoformat()
        if d is None:
            return self.rng.choice(["", " "])
        fmts = {1: ["iso", "dmy_slash"], 2: ["iso", "dmy_slash", "dmy_dot"],
                3: ["iso", "dmy_slash", "dmy_dot", "compact", "mon"]}[self.mess]
        f = self.rng.choice(fmts)
        s = {"iso": d.isoformat(), "dmy_slash": d.strftime("%d/%m/%Y"), "dmy_dot": d.strftime("%d.%m.%Y"),
             "compact": d.strftime("%Y%m%d"), "mon": f"{d.day} {d.strftime('%b')} {d.year}"}[f]
        if self.mess >= 3 and self.rng.random() < 0.15:
            s = " " + s
        return s

    def raw_price(self, p: Decimal) -> str | Decimal:
        if "price_numeric" not in self.names:
            return p
        r, cur = self.rng, self.x["cur"]
        whole, cents = divmod(int(p * 100), 100)
        text = f"{whole:,}.{cents:02d}" if whole >= 1000 else f"{whole}.{cents:02d}"
        forms = ["plain", "sign"] + (["spaces", "short"] if self.mess >= 2 else []) + (["code"] if self.mess >= 3 else [])
        f = r.choice(forms)
        if f == "sign":
            return cur + text
        if f == "spaces":
            return " " + text + " "
        if f == "short" and cents % 10 == 0:
            return text[:-1] if cents else text[:-3]
        if f == "code":
            return {"$": "USD ", "€": "EUR ", "£": "GBP "}[cur] + text
        return text

    # --- rows -------------------------------------------------------------------------------------------------
    def new_id(self, t: str, gap: bool = False) -> int:
        if gap:
            self.gaps.append(self.next[t])
            self.next[t] += 1
        i = self.next[t]
        self.next[t] += 1
        return i

    def mail(self, first: str, last: str) -> str:
        for n in range(50):
            m = f"{first}.{last}{n if n else ''}@{self.rng.choice(MAILS)}"
            if m not in self.used_mail:
                self.used_mail.add(m)
                return m
        raise Resample("no fresh email")

    def add_p(self, hidden: bool, region: str | None = "draw", like: int | None = None, exact: bool = False) -> int:
        r = self.rng
        pid = self.new_id("P", gap=r.random() < 0.15)
        if like is not None:  # a duplicate of an earlier customer (another spelling of the same email)
            src = self.P[like]
            canon, name = src["email"], src["name"]
            reg = src["region"] if region == "draw" else region
        else:
            first, last = r.choice(FIRST), r.choice(LAST)
            canon, name = self.mail(first, last), f"{first.capitalize()} {last.capitalize()}"
            reg = r.choice(REGIONS[self.x["key"]][:6]) if region == "draw" else region
        raw = self.raw_email(canon)
        if exact:  # imported twice with the very same spelling: a UNIQUE constraint added before the merge fails
            raw = self.P[like]["email_raw"]
        elif like is not None and raw == canon:
            raw = self.raw_email_forced(canon)
        self.P[pid] = dict(name=name, email=canon, email_raw=raw, region=reg, region_raw=self.raw_region(reg),
                           hidden=hidden, dup_of=like)
        return pid

    def raw_email_forced(self, canon: str) -> str:
        local, dom = canon.split("@")
        if self.mess >= 2 and self.rng.random() < 0.5:
            return " " + canon.upper() + " "
        return local.capitalize() + "@" + dom.upper()

    def add_c(self, p: int, hidden: bool, status: str | None = None, orphan: bool = False) -> int:
        r = self.rng
        cid = self.new_id("C")
        d = date(2023, 1, 1) + timedelta(days=r.randint(0, 700))
        if "date_convert" in self.names and self.mess >= 2 and r.random() < 0.06:
            d = None
        sts = STATUSES[self.x["key"]][0]
        st = status or r.choices(sts, weights=[3, 3, 4, 1])[0]
        self.C[cid] = dict(p=p, date=d, date_raw=self.raw_date(d), status=st, status_raw=self.raw_status(st),
                           hidden=hidden, orphan=orphan)
        return cid

    def add_l(self, c: int, hidden: bool, disc: str = "draw") -> int:
        r, x = self.rng, self.x
        lid = self.new_id("L")
        qty = r.randint(1, int(x["qmax"]))
        price = Decimal(r.randint(int(x["lo"]), int(x["hi"]))) / 100
        if disc == "draw":
            disc = "none" if r.random() < 0.45 else "some"
        dv = None if disc == "none" else (Decimal(r.randint(1, max(1, int(qty * price * 10)))) / 100)
        self.L[lid] = dict(c=c, code=x["code_fmt"].format(r.randint(1, 9999)), qty=qty, price=price,
                           price_raw=self.raw_price(price), disc=dv, hidden=hidden)
        return lid

    def add_s(self, p: int, hidden: bool) -> int:
        sid = self.new_id("S")
        self.S[sid] = dict(p=p, secret=f"{self.rng.getrandbits(64):016x}", hidden=hidden)
        return sid

    def batch(self, hidden: bool) -> None:
        r, names = self.rng, self.names
        sts, out = STATUSES[self.x["key"]][0], STATUSES[self.x["key"]][1]
        n = r.randint(6, 8) if hidden else r.randint(20, 26)
        new_p = []
        for i in range(n):
            reg = "draw"
            if hidden and i == n - 1 and "lookup_split" in names:
                reg = self.new_region = REGIONS[self.x["key"]][6]  # a value staging never saw
            elif self.mess >= 2 and r.random() < 0.1:
                reg = None
            new_p.append(self.add_p(hidden, reg))
        # planted: a parent with no events, one with only left-out events, one with a single event without lines
        empty, only_out, single = new_p[0], new_p[1], new_p[2]
        owners = new_p[3:]
        if hidden:
            owners += r.sample(self.old_owners, 3)
        else:
            self.old_owners = list(owners)
        dups = []
        if "dedup_unique" in names:
            targets = r.sample(owners, 2 if hidden else 3)
            if not hidden and self.mess >= 3:
                targets.append(targets[0])  # a group of three
            for i, t in enumerate(targets):
                dups.append(self.add_p(hidden, like=t, exact=i == 0))
        self.add_c(only_out, hidden, status=out)
        if r.random() < 0.5:
            self.add_c(only_out, hidden, status=out)
        self.singles.append(self.add_c(single, hidden))
        self.empties.append(empty)
        events = [c for c in self.C if self.C[c]["p"] == only_out]
        for p in owners + dups:
            for _ in range(r.randint(1, 2) if p in dups else r.randint(1, 4)):
                events.append(self.add_c(p, hidden))
        for p in dups:
            if r.random() < 0.6:
                self.add_s(p, hidden)
        if "orphan_fk" in names:
            gaps = [g for g in self.gaps if g not in self.P] or [self.next["P"] + 500]
            for _ in range(r.randint(1, 2) if hidden else r.randint(2, 3)):
                self.add_c(r.choice(gaps), hidden, orphan=True)
        # lines: most events have some; a few have none, one has only undiscounted lines
        bare = set(r.sample(events, max(1, len(events) // 8)))
        all_none = r.choice([c for c in events if c not in bare])
        for c in events:
            if c in bare:
                continue
            k = r.randint(2, 3) if c == all_none else r.randint(1, 4)
            for _ in range(k):
                self.add_l(c, hidden, disc="none" if c == all_none else "draw")
        if hidden:  # production also has new lines on events staging already has
            old = [c for c in self.C if not self.C[c]["hidden"] and not self.C[c]["orphan"] and c not in self.singles]
            for c in r.sample(old, 2):
                self.add_l(c, hidden)
        for p in new_p:
            if r.random() < 0.5:
                self.add_s(p, hidden)

    # --- what the rows become -----------------------------------------------------------------------------------
    def final(self) -> dict:
        names = self.names
        keep = {}
        if "dedup_unique" in names:
            first: dict[str, int] = {}
            for pid in sorted(self.P):
                e = self.P[pid]["email"]
                first.setdefault(e, pid)
                keep[pid] = first[e]
        else:
            keep = {pid: pid for pid in self.P}
        P = {pid: dict(name=p["name"], email=p["email"] if "dedup_unique" in names else p["email_raw"],
                       region=p["region"] if "lookup_split" in names else p["region_raw"])
             for pid, p in self.P.items() if keep[pid] == pid}
        status_clean = bool({"status_check", "status_enum"} & names)
        C = {}
        for cid, c in self.C.items():
            if c["orphan"]:
                if "orphan_fk" in names:
                    continue
                p = c["p"]
            else:
                p = keep[c["p"]]
            C[cid] = dict(p=p, date=None if c["date"] is None else c["date"].isoformat(),
                          status=c["status"] if status_clean else c["status_raw"])
        L = {lid: dict(c=l_["c"], code=l_["code"], qty=l_["qty"], price=l_["price"], disc=l_["disc"])
             for lid, l_ in self.L.items()}
        S = {sid: dict(p=keep[s["p"]], secret=s["secret"]) for sid, s in self.S.items()}
        return dict(P=P, C=C, L=L, S=S, keep=keep)


def _line_amount(l_: dict) -> Decimal:
    return l_["qty"] * l_["price"] - (l_["disc"] or 0)


# ------------------------------------------------------------------------------------------------------------------
# the pristine schema (what staging has) and the rows as SQL


def _ddl(x: dict, names: set[str], bugs: list[str]) -> str:
    s, P, C, L, S = x["s"], x["P"], x["C"], x["L"], x["S"]
    date_t = "text" if "date_convert" in names else "date"
    price_t = "text" if "price_numeric" in names else "numeric(10,2)"
    fk = "" if "orphan_fk" in names else f" REFERENCES {s}.{P} (id)"
    out = [f"""
        CREATE TABLE {s}.{P} (
            id serial PRIMARY KEY,
            {x['pname']} text NOT NULL,
            {x['email']} text NOT NULL,
            {x['region']} text
        );
        CREATE TABLE {s}.{C} (
            id serial PRIMARY KEY,
            {x['pfk']} integer NOT NULL{fk},
            {x['date']} {date_t},
            {x['status']} text
        );
        CREATE INDEX {C}_{x['pfk']}_idx ON {s}.{C} ({x['pfk']});
        CREATE TABLE {s}.{L} (
            id serial PRIMARY KEY,
            {x['lfk']} integer NOT NULL REFERENCES {s}.{C} (id),
            {x['code']} text NOT NULL,
            {x['qty']} integer NOT NULL,
            {x['price']} {price_t} NOT NULL,
            {x['disc']} numeric(10,2)
        );
        CREATE INDEX {L}_{x['lfk']}_idx ON {s}.{L} ({x['lfk']});
        CREATE TABLE {s}.{S} (
            id serial PRIMARY KEY,
            {x['pfk']} integer NOT NULL REFERENCES {s}.{P} (id),
            {x['secret']} text NOT NULL
        );
    """]
    price = f"l.{x['price']}::numeric" if "price_numeric" in names else f"l.{x['price']}"
    if "view_fix" in names:
        n = "count(*)" if "fanout" in bugs else "count(DISTINCT o.id)"
        spent = (f"sum(l.{x['qty']} * {price} - l.{x['disc']})" if "null_discount" in bugs
                 else f"sum(l.{x['qty']} * {price} - coalesce(l.{x['disc']}, 0))")
        where = "" if "counts_left_out" in bugs else f"\n            WHERE o.{x['status']} IS DISTINCT FROM '{x['out']}'"
        out.append(f"""
        -- {x['ticket_old']}: activity per {x['p1']} for the reporting dashboard
        CREATE VIEW {s}.{x['view']} AS
            SELECT p.id AS {x['pfk']}, p.{x['pname']}, p.{x['region']}, {n} AS {x['n_col']},
                   max(o.{x['date']}) AS {x['last_col']}, {spent} AS {x['spent_col']}
            FROM {s}.{P} p
            JOIN {s}.{C} o ON o.{x['pfk']} = p.id
            JOIN {s}.{L} l ON l.{x['lfk']} = o.id{where}
            GROUP BY p.id, p.{x['pname']}, p.{x['region']};
        """)
    if "function_fix" in names:
        out.append(f"""
        -- {x['ticket_old']}: what a {x['p1']} has been charged (left-out {x['C']} do not count)
        CREATE FUNCTION {s}.{x['func']}(p_{x['p1']} integer) RETURNS numeric
        LANGUAGE plpgsql STABLE AS $fn$
        DECLARE
            r record;
            total numeric;
        BEGIN
            FOR r IN SELECT l.{x['qty']} AS q, {price} AS price, l.{x['disc']} AS d
                     FROM {s}.{L} l JOIN {s}.{C} o ON o.id = l.{x['lfk']}
                     WHERE o.{x['pfk']} = p_{x['p1']}
            LOOP
                total := total + r.q * r.price - r.d;
            END LOOP;
            RETURN total;
        END
        $fn$;
        """)
    return "\n".join(dedent(o) for o in out)


def _inserts(x: dict, D: Data, hidden: bool) -> str:
    s = x["s"]
    out = []

    def block(table: str, cols: list[str], rows: list[list]):
        if rows:
            vals = ",\n".join("    (" + ", ".join(_q(v) for v in r) + ")" for r in rows)
            out.append(f"INSERT INTO {s}.{table} ({', '.join(cols)}) VALUES\n{vals};")

    block(x["P"], ["id", x["pname"], x["email"], x["region"]],
          [[i, p["name"], p["email_raw"], p["region_raw"]] for i, p in sorted(D.P.items()) if p["hidden"] == hidden])
    block(x["C"], ["id", x["pfk"], x["date"], x["status"]],
          [[i, c["p"], c["date_raw"], c["status_raw"]] for i, c in sorted(D.C.items()) if c["hidden"] == hidden])
    block(x["L"], ["id", x["lfk"], x["code"], x["qty"], x["price"], x["disc"]],
          [[i, l_["c"], l_["code"], l_["qty"], l_["price_raw"], l_["disc"]] for i, l_ in sorted(D.L.items())
           if l_["hidden"] == hidden])
    block(x["S"], ["id", x["pfk"], x["secret"]],
          [[i, r["p"], r["secret"]] for i, r in sorted(D.S.items()) if r["hidden"] == hidden])
    for t in (x["P"], x["C"], x["L"], x["S"]):
        out.append(f"SELECT setval(pg_get_serial_sequence('{s}.{t}', 'id'), (SELECT max(id) FROM {s}.{t}));")
    return "\n".join(out) + "\n"


def _seed(x: dict, names: set[str], bugs: list[str], D: Data) -> str:
    s, app, rep, db = x["s"], x["app"], x["report"], x["db"]
    roles = [app] + ([rep] if "readonly_grants" in names else [])
    make = "\n".join(f"DO $r$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '{r}') THEN "
                     f"CREATE ROLE {r} LOGIN; END IF; END $r$;" for r in roles)
    grants = ""
    if "readonly_grants" in names:
        grants = dedent(f"""
            -- {x['ticket_old']}: reporting access (set up in a hurry)
            GRANT USAGE ON SCHEMA {s} TO {rep};
            GRANT SELECT ON ALL TABLES IN SCHEMA {s} TO {rep};
            GRANT INSERT, UPDATE ON {s}.{x['C']} TO {rep};
        """)
    return (f"{make}\nALTER ROLE {app} SET search_path = {s}, public;\nCREATE DATABASE {db};\n\\connect {db}\n"
            f"CREATE SCHEMA {s} AUTHORIZATION {app};\nSET ROLE {app};\n{_ddl(x, names, bugs)}\n"
            f"{_inserts(x, D, hidden=False)}\n{grants}\nRESET ROLE;\n")


# ------------------------------------------------------------------------------------------------------------------
# the migration: per component, its SQL pieces by phase (the oracle's, its once-only form, its wrong forms)


def _canon(x: dict, col: str, synonyms: bool = True) -> str:
    """SQL: the clean status of a raw one (trimmed, lower case, legacy spellings mapped)."""
    base = f"lower(btrim({col}))"
    if not synonyms:
        return base
    arms = " ".join(f"WHEN {_q(k)} THEN {_q(v)}" for k, v in sorted(x["synonyms"].items()))
    return f"CASE {base} {arms} ELSE {base} END"


def _norm_region(col: str, lower: bool = True, trim: bool = True) -> str:
    inner = f"btrim({col})" if trim else col
    e = f"regexp_replace({inner}, '\\s+', ' ', 'g')" if trim else inner
    return f"lower({e})" if lower else e


def _date_expr(x: dict, col: str, day_first: bool = True) -> str:
    d = f"btrim({col})"
    dm = ("DD/MM/YYYY", "DD.MM.YYYY") if day_first else ("MM/DD/YYYY", "MM.DD.YYYY")
    arms = [f"WHEN {d} = '' THEN NULL",
            f"WHEN {d} ~ '^\\d{{4}}-\\d{{2}}-\\d{{2}}$' THEN to_date({d}, 'YYYY-MM-DD')",
            f"WHEN {d} ~ '^\\d{{2}}/\\d{{2}}/\\d{{4}}$' THEN to_date({d}, '{dm[0]}')"]
    if x["mess"] >= 2:
        arms.append(f"WHEN {d} ~ '^\\d{{2}}\\.\\d{{2}}\\.\\d{{4}}$' THEN to_date({d}, '{dm[1]}')")
    if x["mess"] >= 3:
        arms.append(f"WHEN {d} ~ '^\\d{{8}}$' THEN to_date({d}, 'YYYYMMDD')")
        arms.append(f"WHEN {d} ~ '^\\d{{1,2}} [A-Za-z]{{3}} \\d{{4}}$' THEN to_date({d}, 'DD Mon YYYY')")
    return "CASE\n        " + "\n        ".join(arms) + "\n    END"


def _guard_type(x: dict, table: str, col: str, typ: str, body: str) -> str:
    """DO block: run `body` only while the column still has type `typ` (so that a second run skips it)."""
    return (f"DO $do$\nBEGIN\n    IF (SELECT atttypid FROM pg_attribute WHERE attrelid = '{x['s']}.{table}'::regclass\n"
            f"        AND attname = '{col}' AND NOT attisdropped) = '{typ}'::regtype THEN\n"
            + "\n".join("        " + ln for ln in body.strip().splitlines()) + "\n    END IF;\nEND\n$do$;")


def _sql(name: str, x: dict, form: str = "rerun") -> dict[int, str]:
    """The oracle's SQL for a component ({phase: sql}); form 'once' is the plain (not re-runnable) spelling."""
    s, P, C, L, S = x["s"], x["P"], x["C"], x["L"], x["S"]
    pfk, st, dt, once = x["pfk"], x["status"], x["date"], form == "once"
    ine = "" if once else " IF NOT EXISTS"
    if name == "backfill_total":
        return {PHASE[name]: dedent(f"""
            -- {C}.{x['total']}: what each {x['c1']} is worth, kept NOT NULL
            ALTER TABLE {s}.{C} ADD COLUMN{ine} {x['total']} numeric(12,2) NOT NULL DEFAULT 0;
            UPDATE {s}.{C} o SET {x['total']} = t.amount
            FROM (SELECT {x['lfk']}, sum({x['qty']} * {x['price']} - coalesce({x['disc']}, 0)) AS amount
                  FROM {s}.{L} GROUP BY {x['lfk']}) t
            WHERE t.{x['lfk']} = o.id AND o.{x['total']} IS DISTINCT FROM t.amount;
        """)}
    if name == "lookup_split":
        reg, k, rfk = x["region"], x["lookup"], x["rfk"]
        norm = _norm_region(reg)
        body = dedent(f"""
            INSERT INTO {s}.{k} (name)
            SELECT DISTINCT {norm} FROM {s}.{P} WHERE btrim({reg}) <> '' ORDER BY 1{'' if once else ' ON CONFLICT (name) DO NOTHING'};
            ALTER TABLE {s}.{P} ADD COLUMN{ine} {rfk} integer REFERENCES {s}.{k} (id);
            UPDATE {s}.{P} p SET {rfk} = k.id FROM {s}.{k} k WHERE k.name = {_norm_region('p.' + reg)};
            ALTER TABLE {s}.{P} DROP COLUMN {reg};
        """)
        head = f"-- {P}.{reg} becomes a lookup table\nCREATE TABLE{ine} {s}.{k} (id serial PRIMARY KEY, name text NOT NULL UNIQUE);\n"
        if once:
            return {PHASE[name]: head + body}
        guard = (f"DO $do$\nBEGIN\n    IF EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = '{s}.{P}'::regclass\n"
                 f"        AND attname = '{reg}' AND NOT attisdropped) THEN\n"
                 + "\n".join("        " + ln for ln in body.strip().splitlines()) + "\n    END IF;\nEND\n$do$;\n")
        return {PHASE[name]: head + guard}
    if name == "dedup_unique":
        d = f"WITH d AS (SELECT id, min(id) OVER (PARTITION BY lower(btrim({x['email']}))) AS keep FROM {s}.{P})"
        drop = "" if once else f"ALTER TABLE {s}.{P} DROP CONSTRAINT IF EXISTS {P}_{x['email']}_key;\n"
        return {PHASE[name]: dedent(f"""
            -- one {x['p1']} per email: the oldest record stays, references move to it
            {d}
            UPDATE {s}.{C} o SET {pfk} = d.keep FROM d WHERE o.{pfk} = d.id AND d.id <> d.keep;
            {d}
            UPDATE {s}.{S} t SET {pfk} = d.keep FROM d WHERE t.{pfk} = d.id AND d.id <> d.keep;
            {d}
            DELETE FROM {s}.{P} p USING d WHERE p.id = d.id AND d.id <> d.keep;
            UPDATE {s}.{P} SET {x['email']} = lower(btrim({x['email']})) WHERE {x['email']} <> lower(btrim({x['email']}));
        """) + drop + f"ALTER TABLE {s}.{P} ADD CONSTRAINT {P}_{x['email']}_key UNIQUE ({x['email']});\n"}
    if name == "status_check":
        canon = _canon(x, st)
        drop = "" if once else f"ALTER TABLE {s}.{C} DROP CONSTRAINT IF EXISTS {C}_{st}_check;\n"
        return {PHASE[name]: dedent(f"""
            -- {C}.{st}: repair, then enforce
            UPDATE {s}.{C} SET {st} = {canon}
            WHERE {st} IS DISTINCT FROM {canon};
        """) + drop + f"ALTER TABLE {s}.{C} ADD CONSTRAINT {C}_{st}_check CHECK ({st} IN ({', '.join(map(_q, x['statuses']))}));\n"}
    if name == "status_enum":
        labels = ", ".join(map(_q, x["labels"]))
        alter = f"ALTER TABLE {s}.{C} ALTER COLUMN {st} TYPE {s}.{x['enum']} USING ({_canon(x, st)})::{s}.{x['enum']};"
        if once:
            return {PHASE[name]: f"CREATE TYPE {s}.{x['enum']} AS ENUM ({labels});\n{alter}\n"}
        return {PHASE[name]: (f"DO $do$\nBEGIN\n    IF to_regtype('{s}.{x['enum']}') IS NULL THEN\n"
                              f"        CREATE TYPE {s}.{x['enum']} AS ENUM ({labels});\n    END IF;\nEND\n$do$;\n"
                              + _guard_type(x, C, st, "text", alter) + "\n")}
    if name == "date_convert":
        alter = f"ALTER TABLE {s}.{C} ALTER COLUMN {dt} TYPE date USING (\n    {_date_expr(x, dt, x.get('_day_first', True))});"
        return {PHASE[name]: (alter if once else _guard_type(x, C, dt, "text", alter)) + "\n"}
    if name == "price_numeric":
        alter = (f"ALTER TABLE {s}.{L} ALTER COLUMN {x['price']} TYPE numeric(10,2)\n"
                 f"    USING regexp_replace({x['price']}, '{x.get('_price_class', '[^0-9.]')}', '', 'g')::numeric(10,2);")
        return {PHASE[name]: (alter if once else _guard_type(x, L, x["price"], "text", alter)) + "\n"}
    if name == "view_fix":
        return {PHASE["view_drop"]: f"DROP VIEW{'' if once else ' IF EXISTS'} {s}.{x['view']};\n",
                PHASE[name]: _view_sql(x)}
    if name == "function_fix":
        return {PHASE[name]: _function_sql(x)}
    if name == "index_plan":
        return {PHASE[name]: _index_sql(x, x["index"], ine)}
    if name == "summary_trigger":
        return {PHASE[name]: _stats_sql(x, once)}
    if name == "status_audit":
        return {PHASE[name]: _audit_sql(x, once)}
    if name == "readonly_grants":
        return {PHASE[name]: _grants_sql(x)}
    if name == "orphan_fk":
        fkn = f"{C}_{pfk}_fkey"
        drop = "" if once else f"ALTER TABLE {s}.{C} DROP CONSTRAINT IF EXISTS {fkn};\n"
        cols = f"id, {pfk}, {dt}, {st}"
        return {PHASE[name]: dedent(f"""
            -- {C} whose {x['p1']} is gone: archived, then the foreign key
            CREATE TABLE{ine} {s}.{x['orphans']} (LIKE {s}.{C});
            INSERT INTO {s}.{x['orphans']} ({cols})
            SELECT {', '.join('o.' + c for c in cols.split(', '))} FROM {s}.{C} o
            WHERE NOT EXISTS (SELECT 1 FROM {s}.{P} p WHERE p.id = o.{pfk});
            DELETE FROM {s}.{C} o WHERE NOT EXISTS (SELECT 1 FROM {s}.{P} p WHERE p.id = o.{pfk});
        """) + drop + f"ALTER TABLE {s}.{C} ADD CONSTRAINT {fkn} FOREIGN KEY ({pfk}) REFERENCES {s}.{P} (id);\n"}
    raise KeyError(name)


def _view_sql(x: dict, how: str = "right") -> str:
    s, P, C, L, pfk = x["s"], x["P"], x["C"], x["L"], x["pfk"]
    lk = "lookup_split" in x["names"]
    reg = "k.name" if lk else f"p.{x['region']}"
    join_k = f"\nLEFT JOIN {s}.{x['lookup']} k ON k.id = p.{x['rfk']}" if lk else ""
    amount = f"l.{x['qty']} * l.{x['price']} - coalesce(l.{x['disc']}, 0)"
    if how == "fanout":
        return dedent(f"""
            CREATE VIEW {s}.{x['view']} AS
            SELECT p.id AS {pfk}, p.{x['pname']}, {reg} AS {x['region']}, count(o.id) AS {x['n_col']},
                   max(o.{x['date']}) AS {x['last_col']}, coalesce(sum({amount}), 0) AS {x['spent_col']}
            FROM {s}.{P} p{join_k}
            LEFT JOIN {s}.{C} o ON o.{pfk} = p.id AND o.{x['status']} IS DISTINCT FROM '{x['out']}'
            LEFT JOIN {s}.{L} l ON l.{x['lfk']} = o.id
            GROUP BY p.id, p.{x['pname']}, {reg};
        """)
    join = "JOIN" if how == "inner" else "LEFT JOIN"
    return dedent(f"""
        -- one row per {x['p1']}; lines summed per {x['c1']} before the join (no fan-out)
        CREATE VIEW {s}.{x['view']} AS
        SELECT p.id AS {pfk}, p.{x['pname']}, {reg} AS {x['region']}, count(o.id) AS {x['n_col']},
               max(o.{x['date']}) AS {x['last_col']}, coalesce(sum(o.amount), 0) AS {x['spent_col']}
        FROM {s}.{P} p{join_k}
        {join} (
            SELECT o.id, o.{pfk}, o.{x['date']},
                   (SELECT coalesce(sum({amount}), 0) FROM {s}.{L} l WHERE l.{x['lfk']} = o.id) AS amount
            FROM {s}.{C} o
            WHERE o.{x['status']} IS DISTINCT FROM '{x['out']}'
        ) o ON o.{pfk} = p.id
        GROUP BY p.id, p.{x['pname']}, {reg};
    """)


def _function_sql(x: dict, how: str = "right") -> str:
    s, p1 = x["s"], x["p1"]
    exists = ("" if how == "zero_for_unknown" else
              f"    IF NOT EXISTS (SELECT 1 FROM {s}.{x['P']} WHERE id = p_{p1}) THEN\n        RETURN NULL;\n    END IF;\n")
    flt = "" if how == "counts_left_out" else f" AND o.{x['status']} IS DISTINCT FROM '{x['out']}'"
    d = "r.d" if how == "null_discount" else "coalesce(r.d, 0)"
    return (f"CREATE OR REPLACE FUNCTION {s}.{x['func']}(p_{p1} integer) RETURNS numeric\n"
            f"LANGUAGE plpgsql STABLE AS $fn$\nDECLARE\n    r record;\n    total numeric := 0;\nBEGIN\n{exists}"
            f"    FOR r IN SELECT l.{x['qty']} AS q, l.{x['price']} AS price, l.{x['disc']} AS d\n"
            f"             FROM {s}.{x['L']} l JOIN {s}.{x['C']} o ON o.id = l.{x['lfk']}\n"
            f"             WHERE o.{x['pfk']} = p_{p1}{flt}\n    LOOP\n        total := total + r.q * r.price - {d};\n"
            f"    END LOOP;\n    RETURN total;\nEND\n$fn$;\n")


def _index_cols(x: dict, variant: str, how: str = "right") -> tuple[str, str, str]:
    """(table, columns, predicate) of the index a query variant needs (or of a wrong one)."""
    C, L, P = x["C"], x["L"], x["P"]
    if variant == "history":
        return C, {"right": f"{x['pfk']}, {x['status']}, {x['date']}", "single": x["pfk"],
                   "reordered": f"{x['date']}, {x['pfk']}, {x['status']}"}[how], ""
    if variant == "lines":
        return L, {"right": f"{x['lfk']}, id", "single": x["lfk"], "reordered": f"id, {x['lfk']}"}[how], ""
    if variant == "email":
        return P, {"right": f"lower({x['email']})", "single": x["email"], "reordered": f"{x['pname']}, lower({x['email']})"}[how], ""
    return C, {"right": x["date"], "single": x["status"], "reordered": f"{x['date']}, {x['status']}"}[how], (
        f" WHERE {x['status']} = '{x['statuses'][0]}'" if how == "right" else "")


def _index_sql(x: dict, variant: str, ine: str = " IF NOT EXISTS", how: str = "right") -> str:
    t, cols, pred = _index_cols(x, variant, how)
    name = f"{t}_{variant}_idx"
    return f"-- for: {x['query']}\nCREATE INDEX{ine} {name} ON {x['s']}.{t} ({cols}){pred};\n"


def _stats_sql(x: dict, once: bool, how: str = "right") -> str:
    s, C, pfk, n, t = x["s"], x["C"], x["pfk"], x["n_col"], x["stats"]
    ine, orr = ("", "") if once else (" IF NOT EXISTS", " OR REPLACE")

    def refresh(rec: str) -> str:
        return (f"        DELETE FROM {s}.{t} WHERE {pfk} = {rec}.{pfk};\n"
                f"        INSERT INTO {s}.{t} ({pfk}, {n})\n"
                f"        SELECT {rec}.{pfk}, count(*) FROM {s}.{C} WHERE {pfk} = {rec}.{pfk} HAVING count(*) > 0;\n")

    if how == "insert_only":
        body = f"    IF TG_OP = 'INSERT' THEN\n{refresh('NEW')}    END IF;\n"
        events = "INSERT"
    else:
        body = (f"    IF TG_OP IN ('UPDATE', 'DELETE') THEN\n{refresh('OLD')}    END IF;\n"
                f"    IF TG_OP IN ('UPDATE', 'INSERT') THEN\n{refresh('NEW')}    END IF;\n")
        events = f"INSERT OR DELETE OR UPDATE OF {pfk}"
    fill = "" if how == "no_initial_fill" else (
        ("" if once else f"DELETE FROM {s}.{t};\n")
        + f"INSERT INTO {s}.{t} ({pfk}, {n}) SELECT {pfk}, count(*) FROM {s}.{C} GROUP BY {pfk};\n")
    return (f"-- {t}: kept by a trigger on {C}\n"
            f"CREATE TABLE{ine} {s}.{t} ({pfk} integer PRIMARY KEY REFERENCES {s}.{x['P']} (id), {n} integer NOT NULL);\n"
            f"CREATE{orr} FUNCTION {s}.{t}_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$\nBEGIN\n{body}"
            f"    RETURN NULL;\nEND\n$fn$;\n"
            f"CREATE{orr} TRIGGER {t}_sync AFTER {events} ON {s}.{C}\n"
            f"    FOR EACH ROW EXECUTE FUNCTION {s}.{t}_sync();\n{fill}")


def _audit_sql(x: dict, once: bool, how: str = "right") -> str:
    s, C, st, t, cfk = x["s"], x["C"], x["status"], x["log"], x["lfk"]
    ine, orr = ("", "") if once else (" IF NOT EXISTS", " OR REPLACE")
    cond = {"right": f"NEW.{st} IS DISTINCT FROM OLD.{st}", "ne_compare": f"NEW.{st} <> OLD.{st}",
            "logs_every_update": "true"}[how]
    return (f"-- {t}: every change of {C}.{st}\n"
            f"CREATE TABLE{ine} {s}.{t} (id bigserial PRIMARY KEY, {cfk} integer NOT NULL, old_{st} text, "
            f"new_{st} text,\n    changed_at timestamptz NOT NULL DEFAULT now());\n"
            f"CREATE{orr} FUNCTION {s}.{t}_write() RETURNS trigger LANGUAGE plpgsql AS $fn$\nBEGIN\n"
            f"    IF {cond} THEN\n        INSERT INTO {s}.{t} ({cfk}, old_{st}, new_{st}) VALUES (NEW.id, OLD.{st}, NEW.{st});\n"
            f"    END IF;\n    RETURN NULL;\nEND\n$fn$;\n"
            f"CREATE{orr} TRIGGER {t}_write AFTER UPDATE ON {s}.{C}\n    FOR EACH ROW EXECUTE FUNCTION {s}.{t}_write();\n")


def _readable(x: dict) -> list[str]:
    """Every relation of the schema the reporting role reads in full after the migration."""
    out = [x["C"], x["L"]]
    names = x["names"]
    for comp, t in (("lookup_split", "lookup"), ("summary_trigger", "stats"), ("status_audit", "log"),
                    ("orphan_fk", "orphans"), ("view_fix", "view")):
        if comp in names:
            out.append(x[t])
    return out


def _p_columns(x: dict) -> list[str]:
    return ["id", x["pname"], x["email"], x["rfk"] if "lookup_split" in x["names"] else x["region"]]


def _grants_sql(x: dict, how: str = "right") -> str:
    s, rep = x["s"], x["report"]
    cols = ", ".join(c for c in _p_columns(x) if c != x["email"])
    tables = _readable(x) if how != "forgets_new_tables" else [x["C"], x["L"]]
    tables = ", ".join(f"{s}.{t}" for t in tables)
    if how == "select_all":
        return (f"GRANT SELECT ON ALL TABLES IN SCHEMA {s} TO {rep};\n"
                f"REVOKE INSERT, UPDATE ON {s}.{x['C']} FROM {rep};\n")
    revoke = (f"REVOKE ALL ON ALL TABLES IN SCHEMA {s} FROM {rep};\n" if how != "keeps_writes" else
              f"REVOKE SELECT ON {s}.{x['S']}, {s}.{x['P']} FROM {rep};\n")
    return (f"-- {rep}: read-only, no secrets\n{revoke}GRANT SELECT ON {tables} TO {rep};\n"
            f"GRANT SELECT ({cols}) ON {s}.{x['P']} TO {rep};\n")


def _wrongs(name: str, x: dict) -> dict[str, dict[int, str]]:
    """Plausible wrong versions of a component's SQL: {decoy name: {phase: sql}}."""
    form = "rerun" if x["rerun"] else "once"
    right = _sql(name, x, form)
    names, s, C, st = x["names"], x["s"], x["C"], x["status"]
    once = not x["rerun"]
    ine = "" if once else " IF NOT EXISTS"

    def sub(old: str, new: str, phase: int | None = None) -> dict[int, str]:
        ph = phase or PHASE[name]
        assert old in right[ph], (name, old)
        return {**right, ph: right[ph].replace(old, new)}

    w: dict[str, dict[int, str]] = {}
    if name == "backfill_total":
        w["null_discount"] = sub(f"coalesce({x['disc']}, 0)", x["disc"])
        w["forgets_discount"] = sub(f" - coalesce({x['disc']}, 0)", "")
    elif name == "lookup_split":
        w["forgets_lower"] = {PHASE[name]: right[PHASE[name]].replace(_norm_region(x["region"]), _norm_region(
            x["region"], lower=False)).replace(_norm_region("p." + x["region"]), _norm_region("p." + x["region"], lower=False))}
        if x["mess"] >= 2:
            w["forgets_trim"] = {PHASE[name]: right[PHASE[name]].replace(_norm_region(x["region"]), _norm_region(
                x["region"], trim=False)).replace(_norm_region("p." + x["region"]), _norm_region("p." + x["region"], trim=False))}
    elif name == "dedup_unique":
        w["keeps_newest"] = {PHASE[name]: right[PHASE[name]].replace("min(id) OVER", "max(id) OVER")}
        sql = right[PHASE[name]]
        cut = sql.index("-- one ")
        add = f"ALTER TABLE {s}.{x['P']} ADD CONSTRAINT {x['P']}_{x['email']}_key UNIQUE ({x['email']});\n"
        w["unique_before_dedup"] = {PHASE[name]: add + sql[cut:].replace(add, "")}
    elif name == "status_check":
        chk = f"CHECK ({st} IN ({', '.join(map(_q, x['statuses']))}))"
        w["not_valid"] = {PHASE[name]: f"ALTER TABLE {s}.{C} ADD CONSTRAINT {C}_{st}_check {chk} NOT VALID;\n"}
        vis = x["visible_dirty_status"]
        if vis:
            vals = ", ".join(f"({i}, {_q(v)})" for i, v in vis)
            w["fixes_staging_rows_only"] = {PHASE[name]: (
                f"UPDATE {s}.{C} o SET {st} = v.s FROM (VALUES {vals}) v(id, s) WHERE o.id = v.id;\n"
                f"ALTER TABLE {s}.{C} ADD CONSTRAINT {C}_{st}_check {chk};\n")}
    elif name == "status_enum":
        w["alphabetical_labels"] = {PHASE[name]: right[PHASE[name]].replace(
            ", ".join(map(_q, x["labels"])), ", ".join(map(_q, sorted(x["labels"]))))}
    elif name == "date_convert":
        w["month_first"] = {PHASE[name]: right[PHASE[name]].replace("'DD/MM/YYYY'", "'MM/DD/YYYY'").replace(
            "'DD.MM.YYYY'", "'MM.DD.YYYY'")}
    elif name == "price_numeric":
        w["strips_decimal_point"] = sub("'[^0-9.]'", "'[^0-9]'")
    elif name == "view_fix":
        w["inner_join"] = {**right, PHASE[name]: _view_sql(x, "inner")}
        w["counts_fanout"] = {**right, PHASE[name]: _view_sql(x, "fanout")}
    elif name == "function_fix":
        for how in ("counts_left_out", "null_discount", "zero_for_unknown"):
            w[how] = {PHASE[name]: _function_sql(x, how)}
    elif name == "index_plan":
        w["single_column_index"] = {PHASE[name]: _index_sql(x, x["index"], ine, "single")}
        if x["index"] != "backlog":
            w["index_columns_reordered"] = {PHASE[name]: _index_sql(x, x["index"], ine, "reordered")}
    elif name == "summary_trigger":
        w["trigger_on_insert_only"] = {PHASE[name]: _stats_sql(x, once, "insert_only")}
        w["no_initial_fill"] = {PHASE[name]: _stats_sql(x, once, "no_initial_fill")}
        if "orphan_fk" in names:
            w["counts_before_orphans_go"] = {PHASE["orphan_fk"] - 5: right[PHASE[name]]}
    elif name == "status_audit":
        w["compares_with_ne"] = {PHASE[name]: _audit_sql(x, once, "ne_compare")}
        w["logs_every_update"] = {PHASE[name]: _audit_sql(x, once, "logs_every_update")}
        if "status_check" in names:  # (an enum's repair is an ALTER TYPE rewrite, which fires no trigger)
            w["trigger_before_repair"] = {PHASE["status_check"] - 5: right[PHASE[name]]}
    elif name == "readonly_grants":
        w["select_on_all_tables"] = {PHASE[name]: _grants_sql(x, "select_all")}
        w["keeps_write_grants"] = {PHASE[name]: _grants_sql(x, "keeps_writes")}
        if len(_readable(x)) > 2:
            w["forgets_new_tables"] = {PHASE[name]: _grants_sql(x, "forgets_new_tables")}
    elif name == "orphan_fk":
        fkn = f"{C}_{x['pfk']}_fkey"
        w["fk_not_valid"] = {PHASE[name]: f"ALTER TABLE {s}.{C} ADD CONSTRAINT {fkn} FOREIGN KEY ({x['pfk']}) "
                                          f"REFERENCES {s}.{x['P']} (id) NOT VALID;\n"}
        sql = right[PHASE[name]]
        w["deletes_without_archive"] = {PHASE[name]: sql[sql.index("DELETE FROM"):]}
    if x["rerun"] and name != "view_fix":  # the broken view always exists: a plain DROP VIEW re-runs fine
        plain = _sql(name, x, "once")
        if plain != right:
            w["not_rerunnable"] = plain
    return w


def _heredocs(name: str, pieces: dict[int, str]) -> str:
    """Shell: write a component's pieces into the phase files the migration is assembled from."""
    return "".join(f"cat > {PHASE_DIR}/{ph:02d}-{name}.sql <<'SQL'\n{sql.rstrip()}\nSQL\n"
                   for ph, sql in sorted(pieces.items()))


# ------------------------------------------------------------------------------------------------------------------
# the hidden tests

TEST_HEAD = r'''
PSQL = "/usr/lib/postgresql/15/bin/psql"
SOCKET = "/var/run/postgresql"
_S = {}


def _cmd(user, db):
    return [PSQL, "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-h", SOCKET, "-U", user, "-d", db]


def _start_cluster():
    """The image's cluster, started as root (pg_ctlcluster runs the server as postgres)."""
    subprocess.run(["/usr/bin/pg_ctlcluster", "15", "main", "stop", "-m", "fast"], user=0, capture_output=True,
                   timeout=120)
    r = subprocess.run(["/usr/bin/pg_ctlcluster", "15", "main", "start"], user=0, capture_output=True, text=True,
                       timeout=180)
    assert r.returncode == 0, "PostgreSQL did not start: " + (r.stderr + r.stdout)[-2000:]


def psql(script, user=None, db=None):
    """A trusted psql (root, peer-mapped to the role): the superuser for the catalog, the roles for the data."""
    user = user or T["admin"]
    path = "pg_catalog" if user == T["admin"] else "pg_catalog, %s, public" % T["s"]
    head = "\\set VERBOSITY verbose\nSET search_path = %s;\n" % path
    return subprocess.run(_cmd(user, db or T["db"]), input=head + script, capture_output=True, text=True,
                          timeout=300, user=0)


def rows(query, user=None):
    r = psql("SELECT coalesce(json_agg(tg_row), '[]'::json) FROM (%s) tg_row;\n" % query, user)
    assert r.returncode == 0, "query failed (%s): %s" % (query[:200], r.stderr[-1500:])
    return json.loads(r.stdout, parse_float=Decimal)


def app_rows(query):
    return rows(query, T["app"])


def in_tx(statements, query, user=None):
    """Rows of `query` after `statements`, in a transaction that is rolled back."""
    r = psql("BEGIN;\n%s\nSELECT coalesce(json_agg(tg_row), '[]'::json) FROM (%s) tg_row;\nROLLBACK;\n" % (statements, query),
             user or T["app"])
    assert r.returncode == 0, "statements failed: %s\n%s" % (statements[:400], r.stderr[-1500:])
    return json.loads(r.stdout, parse_float=Decimal)


def refused(statement, code, user=None):
    """Whether `statement` fails with SQLSTATE `code` (in a transaction that is rolled back)."""
    r = psql("BEGIN;\n%s\nROLLBACK;\n" % statement, user or T["app"])
    return r.returncode != 0 and ("ERROR:  %s:" % code) in r.stderr, r.stderr[-600:]


def _snapshot():
    cat = sorted(r["k"] + " " + (r["v"] or "") for r in rows(T["snapshot_sql"]))
    tables = [v.split(" ", 1)[1].split(":")[0] for v in cat if v.startswith("rel ") and v.endswith(":r")]
    data = {t: sorted(json.dumps(r, sort_keys=True, default=str) for r in app_rows("SELECT * FROM %s.%s" % (T["s"], t)))
            for t in tables}
    return cat, data


def _prepare():
    _start_cluster()
    r = psql(T["reset_sql"], db="postgres")
    assert r.returncode == 0, "could not restore the database from its template: " + r.stderr[-1500:]
    r = psql(T["production_rows"])
    assert r.returncode == 0, "could not add the production rows: " + r.stderr[-1500:]
    assert os.path.isfile(T["migration"]), "no migration file at " + T["migration"]
    copy = tg_guard.give(T["migration"])
    _S["runs"], _S["snaps"] = [], []
    for _ in range(2 if T["rerun"] else 1):
        r = tg_guard.run(_cmd(T["app"], T["db"]) + ["--single-transaction", "-f", copy], timeout=300)
        _S["runs"].append((r.returncode, ((r.stderr or "") + (r.stdout or ""))[-3000:]))
        if r.returncode != 0:
            break
        _S["snaps"].append(_snapshot())


def _state():
    if not _S:
        try:
            _prepare()
        except AssertionError as e:
            _S["error"] = str(e)
    if "error" in _S:
        pytest.fail(_S["error"])
    if _S["runs"][0][0] != 0:
        pytest.fail("the migration failed when applied as %s: %s" % (T["app"], _S["runs"][0][1]))
    return _S


def _diff(got, want, what):
    bad = [(k, got.get(k), want.get(k)) for k in sorted(set(got) | set(want), key=str) if got.get(k) != want.get(k)]
    assert not bad, "%s: %d wrong (key, got, expected), first: %s" % (what, len(bad), bad[:4])


def _dec(v):
    return None if v is None else Decimal(str(v))


def test_migration_applies():
    _state()


def test_tables_are_still_tables():
    _state()
    got = {r["relname"]: r for r in rows(
        "SELECT relname, relkind, relrowsecurity OR relforcerowsecurity AS rls, "
        "(SELECT count(*) FROM pg_policy WHERE polrelid = c.oid) AS policies, "
        "(SELECT count(*) FROM pg_rewrite WHERE ev_class = c.oid AND rulename <> '_RETURN') AS rules "
        "FROM pg_class c WHERE relnamespace = '%s'::regnamespace" % T["s"])}
    for t in T["tables"]:
        assert t in got, "table %s.%s is gone" % (T["s"], t)
        g = got[t]
        assert g["relkind"] == "r", "%s is no longer a plain table (relkind %s)" % (t, g["relkind"])
        assert not g["rls"] and not g["policies"] and not g["rules"], "%s has row security, policies or rules" % t


def test_constraints_kept():
    _state()
    got = rows(
        "SELECT conrelid::regclass::text AS t, contype AS k, convalidated AS ok, "
        "(SELECT array_agg(attname::text ORDER BY array_position(c.conkey, attnum)) FROM pg_attribute "
        " WHERE attrelid = c.conrelid AND attnum = ANY (c.conkey)) AS cols, "
        "CASE WHEN confrelid = 0 THEN NULL ELSE confrelid::regclass::text END AS rt, "
        "(SELECT array_agg(attname::text ORDER BY array_position(c.confkey, attnum)) FROM pg_attribute "
        " WHERE attrelid = c.confrelid AND attnum = ANY (c.confkey)) AS rcols "
        "FROM pg_constraint c WHERE connamespace = '%s'::regnamespace" % T["s"])
    have = {(g["t"], g["k"], tuple(g["cols"] or ()), g["rt"], tuple(g["rcols"] or ())) for g in got if g["ok"]}
    for t, k, cols, rt, rcols in T["constraints"]:
        assert (t, k, tuple(cols), rt, tuple(rcols)) in have, \
            "missing or not validated: %s %s (%s) %s" % (t, {"p": "PRIMARY KEY", "f": "FOREIGN KEY"}[k], cols, rt or "")


def test_column_types():
    _state()
    got = {r["c"]: r for r in rows(
        "SELECT c.relname || '.' || a.attname AS c, format_type(a.atttypid, a.atttypmod) AS t, a.attnotnull AS nn "
        "FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid "
        "WHERE c.relnamespace = '%s'::regnamespace AND a.attnum > 0 AND NOT a.attisdropped" % T["s"])}
    for col, (typ, nn) in T["types"].items():
        assert col in got, "column %s is missing" % col
        assert got[col]["t"] == typ, "%s is %s, expected %s" % (col, got[col]["t"], typ)
        if nn:
            assert got[col]["nn"], "%s must be NOT NULL" % col
    for col in T["dropped"]:
        assert col not in got, "column %s should be gone" % col


def test_parent_rows():
    _state()
    got = {r["id"]: [r["n"], r["e"]] for r in app_rows(T["p_sql"])}
    _diff(got, T["p_rows"], T["P"] + " (name, email)")
    got = {r["id"]: r["v"] for r in app_rows(T["p_region_sql"])}
    _diff(got, T["p_region"], T["P"] + " " + T["region"])


def test_event_rows():
    _state()
    got = {r["id"]: [r["p"], r["d"], r["st"]] for r in app_rows(T["c_sql"])}
    _diff(got, T["c_rows"], T["C"] + " (%s, date, status)" % T["pfk"])


def test_line_rows():
    _state()
    got = {r["id"]: [r["c"], r["code"], r["q"], _dec(r["pr"]), _dec(r["d"])] for r in app_rows(T["l_sql"])}
    want = {k: [v[0], v[1], v[2], _dec(v[3]), _dec(v[4])] for k, v in T["l_rows"].items()}
    _diff(got, want, T["L"])


def test_side_table_rows():
    _state()
    got = {r["id"]: [r["p"], r["v"]] for r in app_rows(T["s_sql"])}
    _diff(got, T["s_rows"], T["S"])
'''

TEST_RERUN = r'''

def test_second_run_succeeds_and_changes_nothing():
    S = _state()
    assert len(S["runs"]) == 2 and S["runs"][1][0] == 0, "the second run failed: " + S["runs"][-1][1]
    (c1, d1), (c2, d2) = S["snaps"]
    gone, new = sorted(set(c1) - set(c2)), sorted(set(c2) - set(c1))
    assert not gone and not new, "the second run changed the schema: before %s, after %s" % (gone[:3], new[:3])
    changed = [t for t in d1 if d1[t] != d2.get(t)]
    assert not changed, "the second run changed rows of " + ", ".join(changed)
'''

TESTS = {
    "backfill_total": r'''

def test_total_backfilled():
    _state()
    got = {r["id"]: _dec(r["v"]) for r in app_rows("SELECT id, %s AS v FROM %s.%s" % (T["total"], T["s"], T["C"]))}
    _diff(got, {k: _dec(v) for k, v in T["totals"].items()}, T["C"] + "." + T["total"])


def test_total_defaults_to_zero():
    _state()
    got = in_tx(T["insert_event"], "SELECT %s AS v FROM %s.%s WHERE id = %d" % (T["total"], T["s"], T["C"], T["new_id"]))
    assert got and _dec(got[0]["v"]) == 0, "a new %s without lines gets %s, expected 0" % (T["c1"], got)
''',
    "lookup_split": r'''

def test_lookup_table():
    _state()
    names = [r["name"] for r in app_rows("SELECT name FROM %s.%s" % (T["s"], T["lookup"]))]
    assert sorted(names) == T["lookup_names"], "%s holds %s, expected %s" % (T["lookup"], sorted(names), T["lookup_names"])
    uniq = rows("SELECT pg_get_indexdef(indexrelid, 1, true) AS c FROM pg_index WHERE indrelid = '%s.%s'::regclass "
                "AND indisunique AND indpred IS NULL AND indnatts = 1" % (T["s"], T["lookup"]))
    assert "name" in [u["c"] for u in uniq], "%s.name is not unique" % T["lookup"]
''',
    "dedup_unique": r'''

def test_email_unique():
    _state()
    uniq = rows("SELECT pg_get_indexdef(indexrelid, 1, true) AS c FROM pg_index WHERE indrelid = '%s.%s'::regclass "
                "AND indisunique AND indisvalid AND indpred IS NULL AND indnatts = 1" % (T["s"], T["P"]))
    assert {u["c"] for u in uniq} & {T["email"], "lower(%s)" % T["email"]}, "no unique constraint on " + T["email"]
    ok, err = refused(T["insert_dup_email"], "23505")
    assert ok, "a second %s with an existing email was accepted: %s" % (T["p1"], err)
''',
    "status_check": r'''

def test_status_check_constraint():
    _state()
    got = rows("SELECT pg_get_constraintdef(oid) AS d, convalidated AS ok FROM pg_constraint "
               "WHERE conrelid = '%s.%s'::regclass AND contype = 'c'" % (T["s"], T["C"]))
    assert any(g["ok"] and T["status"] in g["d"] for g in got), "no validated CHECK on %s: %s" % (T["status"], got)
    ok, err = refused(T["insert_bad_status"], "23514")
    assert ok, "a %s with status 'unknown-state' was accepted: %s" % (T["c1"], err)
    for st in T["statuses"]:
        in_tx(T["insert_event"].replace("'%s'" % T["statuses"][0], "'%s'" % st), "SELECT 1 AS x")
''',
    "status_enum": r'''

def test_status_enum():
    _state()
    got = [r["l"] for r in rows("SELECT e.enumlabel AS l FROM pg_enum e WHERE e.enumtypid = to_regtype('%s.%s') "
                                 "ORDER BY e.enumsortorder" % (T["s"], T["enum"]))]
    assert got == T["statuses"], "enum %s.%s has labels %s, expected %s" % (T["s"], T["enum"], got, T["statuses"])
    ok, err = refused(T["insert_bad_status"], "22P02")
    assert ok, "a %s with status 'unknown-state' was accepted: %s" % (T["c1"], err)
''',
    "view_fix": r'''

def test_view_rows():
    _state()
    kind = rows("SELECT relkind FROM pg_class WHERE oid = to_regclass('%s.%s')" % (T["s"], T["view"]))
    assert kind and kind[0]["relkind"] == "v", "%s is not a view" % T["view"]
    cols = [r["a"] for r in rows("SELECT attname AS a FROM pg_attribute WHERE attrelid = '%s.%s'::regclass "
                                 "AND attnum > 0 ORDER BY attnum" % (T["s"], T["view"]))]
    assert cols == T["view_cols"], "view columns %s, expected %s" % (cols, T["view_cols"])
    got = {r[cols[0]]: [r[cols[1]], r[cols[2]], r[cols[3]], r[cols[4]], _dec(r[cols[5]])]
           for r in app_rows("SELECT * FROM %s.%s" % (T["s"], T["view"]))}
    want = {k: v[:4] + [_dec(v[4])] for k, v in T["view_rows"].items()}
    assert len(app_rows("SELECT * FROM %s.%s" % (T["s"], T["view"]))) == len(want), "one row per %s" % T["p1"]
    _diff(got, want, T["view"])
''',
    "function_fix": r'''

def test_function_results():
    _state()
    ids = ", ".join(str(k) for k in T["fn_calls"])
    got = {r["id"]: _dec(r["v"]) for r in app_rows("SELECT k AS id, %s.%s(k) AS v FROM unnest(ARRAY[%s]) AS k"
                                                    % (T["s"], T["func"], ids))}
    _diff(got, {k: _dec(v) for k, v in T["fn_calls"].items()}, T["func"] + "()")
''',
    "index_plan": r'''

def _nodes(plan):
    yield plan
    for p in plan.get("Plans", []):
        yield from _nodes(p)


def test_query_uses_an_index():
    _state()
    r = psql("ANALYZE %s.%s;\nSET enable_seqscan = off;\nSET enable_bitmapscan = off;\nEXPLAIN (FORMAT JSON) %s;\n"
             % (T["s"], T["index_table"], T["query"]), T["app"])
    assert r.returncode == 0, r.stderr[-1500:]
    nodes = list(_nodes(json.loads(r.stdout)[0]["Plan"]))
    kinds = [n["Node Type"] for n in nodes]
    assert not {"Sort", "Incremental Sort", "Seq Scan", "Bitmap Heap Scan"} & set(kinds), "plan: %s" % kinds
    scans = [n for n in nodes if n.get("Relation Name") == T["index_table"]]
    assert scans and all(n["Node Type"] in ("Index Scan", "Index Only Scan") for n in scans), "plan: %s" % kinds
    assert not [n for n in scans if "Filter" in n], "rows are filtered after the index: %s" % [n.get("Filter") for n in scans]
    for n in scans:
        lead = rows("SELECT pg_get_indexdef('%s.%s'::regclass, 1, true) AS c" % (T["s"], n["Index Name"]))[0]["c"]
        assert lead in T["index_lead"], "index %s starts with %s, not with a column the query filters on" % (
            n["Index Name"], lead)
''',
    "summary_trigger": r'''

def test_summary_filled():
    _state()
    got = {r["k"]: r["n"] for r in app_rows("SELECT %s AS k, %s AS n FROM %s.%s" % (T["pfk"], T["n_col"], T["s"], T["stats"]))}
    _diff(got, T["stats_rows"], T["stats"])


def test_summary_follows_changes():
    _state()
    got = {r["k"]: r["n"] for r in in_tx(T["stats_dml"], "SELECT %s AS k, %s AS n FROM %s.%s"
                                         % (T["pfk"], T["n_col"], T["s"], T["stats"]))}
    _diff(got, T["stats_after"], T["stats"] + " after inserts, a move and a delete")
''',
    "status_audit": r'''

def test_log_starts_empty():
    _state()
    got = app_rows("SELECT * FROM %s.%s" % (T["s"], T["log"]))
    assert got == [], "%s is not empty after the migration (%d rows): the migration's own repairs are not changes" % (
        T["log"], len(got))


def test_log_records_status_changes():
    _state()
    got = in_tx(T["log_dml"], "SELECT %s AS k, old_%s AS o, new_%s AS n, changed_at IS NOT NULL AS at FROM %s.%s"
                % (T["lfk"], T["status"], T["status"], T["s"], T["log"]))
    assert all(g["at"] for g in got), "changed_at is not set"
    key = lambda r: (r[0], r[1] or "", r[2] or "")  # noqa: E731
    got = sorted(([g["k"], g["o"], g["n"]] for g in got), key=key)
    assert got == sorted(T["log_rows"], key=key), "log %s, expected %s" % (got, T["log_rows"])
''',
    "readonly_grants": r'''

def test_report_privileges():
    _state()
    s, rep = T["s"], T["report"]
    rels = {r["n"]: r["k"] for r in rows("SELECT relname AS n, relkind AS k FROM pg_class WHERE relnamespace = "
                                          "'%s'::regnamespace AND relkind IN ('r', 'v', 'm', 'p', 'f')" % s)}
    for t in T["readable"] + [T["P"], T["S"]]:
        assert t in rels, "%s.%s is missing" % (s, t)
    checks = []
    for t in rels:
        q = "'%s.%s'" % (s, t)
        checks.append("SELECT '%s' AS t, has_table_privilege('%s', %s, 'SELECT') AS sel, "
                      "has_any_column_privilege('%s', %s, 'SELECT') AS anysel, "
                      "has_table_privilege('%s', %s, 'INSERT,UPDATE,DELETE,TRUNCATE,REFERENCES,TRIGGER') AS w, "
                      "has_any_column_privilege('%s', %s, 'INSERT,UPDATE,REFERENCES') AS cw"
                      % (t, rep, q, rep, q, rep, q, rep, q))
    got = {r["t"]: r for r in rows(" UNION ALL ".join(checks))}
    for t, g in got.items():
        assert not g["w"] and not g["cw"], "%s may still write to %s" % (rep, t)
        if t == T["S"]:
            assert not g["anysel"], "%s can read %s" % (rep, t)
        elif t != T["P"]:
            assert g["sel"], "%s cannot read %s" % (rep, t)
    cols = {r["c"]: r["ok"] for r in rows("SELECT attname AS c, has_column_privilege('%s', attrelid, attnum, 'SELECT') AS ok "
                                           "FROM pg_attribute WHERE attrelid = '%s.%s'::regclass AND attnum > 0 "
                                           "AND NOT attisdropped" % (rep, s, T["P"]))}
    assert cols == {c: c != T["email"] for c in T["p_cols"]}, "%s's readable columns of %s: %s" % (rep, T["P"], cols)
    sch = rows("SELECT has_schema_privilege('%s', '%s', 'USAGE') AS u, has_schema_privilege('%s', '%s', 'CREATE') AS c"
               % (rep, s, rep, s))[0]
    assert sch["u"] and not sch["c"], "schema privileges of %s: %s" % (rep, sch)
    member = rows("SELECT count(*) AS n FROM pg_auth_members WHERE member = '%s'::regrole" % rep)[0]["n"]
    assert member == 0, "%s was made a member of another role" % rep


def test_report_role_in_practice():
    _state()
    s, rep = T["s"], T["report"]
    for t in T["readable"]:
        assert rows("SELECT count(*) AS n FROM %s.%s" % (s, t), rep), t
    rows("SELECT %s FROM %s.%s" % (", ".join(c for c in T["p_cols"] if c != T["email"]), s, T["P"]), rep)
    for stmt in ("SELECT %s FROM %s.%s LIMIT 1;" % (T["email"], s, T["P"]), "SELECT * FROM %s.%s LIMIT 1;" % (s, T["S"]),
                 T["insert_event"]):
        ok, err = refused(stmt, "42501", rep)
        assert ok, "%s was allowed: %s (%s)" % (rep, stmt[:80], err)
''',
    "orphan_fk": r'''

def test_orphans_archived():
    _state()
    kind = rows("SELECT relkind FROM pg_class WHERE oid = to_regclass('%s.%s')" % (T["s"], T["orphans"]))
    assert kind and kind[0]["relkind"] == "r", "no table %s" % T["orphans"]
    got = {r["id"]: r["p"] for r in app_rows("SELECT id, %s AS p FROM %s.%s" % (T["pfk"], T["s"], T["orphans"]))}
    _diff(got, T["orphan_rows"], T["orphans"])
    ok, err = refused(T["insert_event"].replace("(%d, %d," % (T["new_id"], T["new_p"]), "(%d, %d," % (T["new_id"], T["missing_p"])), "23503")
    assert ok, "a %s of a missing %s was accepted: %s" % (T["c1"], T["p1"], err)
''',
}


def _snapshot_sql(s: str) -> str:
    ns = f"'{s}'::regnamespace"
    return dedent(f"""
        SELECT 'rel' AS k, c.relname || ':' || coalesce(c.relacl::text, '') || ':' || c.relkind::text AS v
          FROM pg_class c WHERE c.relnamespace = {ns} AND c.relkind IN ('r', 'v', 'm', 'p', 'f', 'S')
        UNION ALL
        SELECT 'col', c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':'
               || a.attnotnull || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') || ':' || coalesce(a.attacl::text, '')
          FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
          LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
          WHERE c.relnamespace = {ns} AND a.attnum > 0 AND NOT a.attisdropped AND c.relkind IN ('r', 'v', 'm', 'p', 'f')
        UNION ALL
        SELECT 'con', conrelid::regclass::text || ':' || conname || ':' || pg_get_constraintdef(oid) || ':' || convalidated
          FROM pg_constraint WHERE connamespace = {ns}
        UNION ALL
        SELECT 'idx', pg_get_indexdef(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
          WHERE c.relnamespace = {ns}
        UNION ALL
        SELECT 'trg', pg_get_triggerdef(t.oid) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
          WHERE c.relnamespace = {ns} AND NOT t.tgisinternal
        UNION ALL
        SELECT 'view', c.relname || ':' || pg_get_viewdef(c.oid) FROM pg_class c
          WHERE c.relnamespace = {ns} AND c.relkind IN ('v', 'm')
        UNION ALL
        SELECT 'fn', pg_get_functiondef(p.oid) FROM pg_proc p WHERE p.pronamespace = {ns} AND p.prokind IN ('f', 'p')
        UNION ALL
        SELECT 'type', t.typname || ':' || coalesce((SELECT string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder)
                                                      FROM pg_enum e WHERE e.enumtypid = t.oid), '')
          FROM pg_type t WHERE t.typnamespace = {ns} AND t.typtype IN ('e', 'd')
        UNION ALL
        SELECT 'schema', coalesce(nspacl::text, '') FROM pg_namespace WHERE oid = {ns}
    """)


def _reset_sql(x: dict) -> str:
    roles = [x["app"]] + ([x["report"]] if "readonly_grants" in x["names"] else [])
    lst = ", ".join(_q(r) for r in roles)
    return dedent(f"""
        DROP DATABASE IF EXISTS {x['db']} WITH (FORCE);
        CREATE DATABASE {x['db']} TEMPLATE {x['db']}_pristine;
        DO $r$
        DECLARE m record;
        BEGIN
            FOR m IN SELECT g.rolname AS grp, u.rolname AS mem FROM pg_auth_members a
                     JOIN pg_roles g ON g.oid = a.roleid JOIN pg_roles u ON u.oid = a.member
                     WHERE u.rolname IN ({lst}) LOOP
                EXECUTE format('REVOKE %I FROM %I', m.grp, m.mem);
            END LOOP;
        END
        $r$;
    """) + "".join(f"ALTER ROLE {r} RESET ALL;\n" for r in roles) + f"ALTER ROLE {x['app']} SET search_path = {x['s']}, public;\n"


def _truth(x: dict, D: Data, F: dict, rng: random.Random) -> dict:
    s, P, C, L, S, names = x["s"], x["P"], x["C"], x["L"], x["S"], x["names"]
    cent = Decimal("0.01")
    lines_of: dict[int, list] = {}
    for lid, l_ in sorted(F["L"].items()):
        lines_of.setdefault(l_["c"], []).append(l_)
    amount = {cid: sum((_line_amount(l_) for l_ in lines_of.get(cid, [])), Decimal(0)).quantize(cent) for cid in F["C"]}
    events_of: dict[int, list] = {}
    for cid, c in sorted(F["C"].items()):
        events_of.setdefault(c["p"], []).append(cid)
    status_t = f"{s}.{x['enum']}" if "status_enum" in names else "text"
    T = dict(
        db=x["db"], s=s, app=x["app"], admin="postgres", report=x["report"], migration=x["file"], rerun=x["rerun"],
        P=P, C=C, L=L, S=S, p1=x["p1"], c1=x["c1"], pfk=x["pfk"], lfk=x["lfk"], email=x["email"], region=x["region"],
        status=x["status"], statuses=list(x["statuses"]), reset_sql=_reset_sql(x), snapshot_sql=_snapshot_sql(s),
        production_rows=_inserts(x, D, hidden=True),
        tables=[P, C, L, S] + [x[k] for c, k in (("lookup_split", "lookup"), ("summary_trigger", "stats"),
                                                 ("status_audit", "log"), ("orphan_fk", "orphans")) if c in names],
        types={f"{C}.{x['date']}": ["date", False], f"{L}.{x['price']}": ["numeric(10,2)", True],
               f"{C}.{x['status']}": [status_t, False], f"{P}.{x['email']}": ["text", True],
               f"{L}.{x['disc']}": ["numeric(10,2)", False], f"{C}.{x['pfk']}": ["integer", True]},
        dropped=[f"{P}.{x['region']}"] if "lookup_split" in names else [],
        constraints=[[f"{s}.{t}", "p", ["id"], None, []] for t in (P, C, L, S)] + [
            [f"{s}.{C}", "f", [x["pfk"]], f"{s}.{P}", ["id"]], [f"{s}.{L}", "f", [x["lfk"]], f"{s}.{C}", ["id"]],
            [f"{s}.{S}", "f", [x["pfk"]], f"{s}.{P}", ["id"]]],
        p_sql=f"SELECT id, {x['pname']} AS n, {x['email']} AS e FROM {s}.{P}",
        p_region_sql=(f"SELECT p.id, k.name AS v FROM {s}.{P} p LEFT JOIN {s}.{x['lookup']} k ON k.id = p.{x['rfk']}"
                      if "lookup_split" in names else f"SELECT id, {x['region']} AS v FROM {s}.{P}"),
        c_sql=f"SELECT id, {x['pfk']} AS p, {x['date']}::text AS d, {x['status']}::text AS st FROM {s}.{C}",
        l_sql=(f"SELECT id, {x['lfk']} AS c, {x['code']} AS code, {x['qty']} AS q, {x['price']}::text AS pr, "
               f"{x['disc']}::text AS d FROM {s}.{L}"),
        s_sql=f"SELECT id, {x['pfk']} AS p, {x['secret']} AS v FROM {s}.{S}",
        p_rows={i: [p["name"], p["email"]] for i, p in sorted(F["P"].items())},
        p_region={i: p["region"] for i, p in sorted(F["P"].items())},
        c_rows={i: [c["p"], c["date"], c["status"]] for i, c in sorted(F["C"].items())},
        l_rows={i: [l_["c"], l_["code"], l_["qty"], str(l_["price"].quantize(cent)),
                    None if l_["disc"] is None else str(l_["disc"])] for i, l_ in sorted(F["L"].items())},
        s_rows={i: [r["p"], r["secret"]] for i, r in sorted(F["S"].items())},
    )
    new_id, new_pid = max(D.C) + 10, max(D.P) + 10
    survivors = sorted(F["P"])
    T["new_id"], T["new_p"] = new_id, survivors[len(survivors) // 2]
    T["missing_p"] = (D.gaps[0] if D.gaps else new_pid + 7)
    ins = (f"INSERT INTO {s}.{C} (id, {x['pfk']}, {x['date']}, {x['status']}) VALUES "
           f"({new_id}, {T['new_p']}, '2024-06-01', '{x['statuses'][0]}');")
    T["insert_event"] = ins
    T["insert_bad_status"] = ins.replace(f"'{x['statuses'][0]}'", "'unknown-state'")
    if "backfill_total" in names:
        T["total"] = x["total"]
        T["totals"] = {cid: str(amount[cid]) for cid in sorted(F["C"])}
        T["types"][f"{C}.{x['total']}"] = ["numeric(12,2)", True]
    if "lookup_split" in names:
        T["lookup"] = x["lookup"]
        T["lookup_names"] = sorted({p["region"] for p in F["P"].values() if p["region"] is not None})
        T["types"][f"{P}.{x['rfk']}"] = ["integer", False]
        T["types"][f"{x['lookup']}.name"] = ["text", True]
        T["constraints"] += [[f"{s}.{x['lookup']}", "p", ["id"], None, []],
                             [f"{s}.{P}", "f", [x["rfk"]], f"{s}.{x['lookup']}", ["id"]]]
    if "dedup_unique" in names:
        T["insert_dup_email"] = (f"INSERT INTO {s}.{P} (id, {x['pname']}, {x['email']}) VALUES "
                                 f"({new_pid}, 'Dup Check', {_q(F['P'][survivors[0]]['email'])});")
    if "status_enum" in names:
        T["enum"] = x["enum"]
    out = x["out"]
    spend = {}
    for pid in survivors:
        evs = [c for c in events_of.get(pid, []) if F["C"][c]["status"] != out]
        spend[pid] = (evs, sum((amount[c] for c in evs), Decimal(0)))
    if "view_fix" in names:
        T["view"] = x["view"]
        T["view_cols"] = [x["pfk"], x["pname"], x["region"], x["n_col"], x["last_col"], x["spent_col"]]
        vr = {}
        for pid in survivors:
            evs, tot = spend[pid]
            dates = [F["C"][c]["date"] for c in evs if F["C"][c]["date"] is not None]
            vr[pid] = [F["P"][pid]["name"], F["P"][pid]["region"], len(evs), max(dates) if dates else None, str(tot)]
        T["view_rows"] = vr
    if "function_fix" in names:
        T["func"] = x["func"]
        pick = sorted(set(rng.sample(survivors, min(10, len(survivors))) + D.empties[:1]
                          + [p for p in survivors if events_of.get(p) and not spend[p][0]][:2]))
        calls = {p: str(spend[p][1]) for p in pick}
        gone = [p for p in D.P if p not in F["P"]]
        for p in gone[:2] + [T["missing_p"]]:
            calls[p] = None
        T["fn_calls"] = dict(sorted(calls.items()))
    if "index_plan" in names:
        T["query"], T["index_table"], T["index_lead"] = x["query_sql"], x["index_table"], x["index_lead"]
    if "summary_trigger" in names:
        T["stats"], T["n_col"] = x["stats"], x["n_col"]
        counts = {p: len(events_of[p]) for p in survivors if events_of.get(p)}
        T["stats_rows"] = dict(sorted(counts.items()))
        T["types"][f"{x['stats']}.{x['n_col']}"] = ["integer", True]
        T["constraints"] += [[f"{s}.{x['stats']}", "p", [x["pfk"]], None, []],
                             [f"{s}.{x['stats']}", "f", [x["pfk"]], f"{s}.{P}", ["id"]]]
        empty = [p for p in D.empties if p in F["P"] and not events_of.get(p)]
        single = [c for c in D.singles if c in F["C"] and len(events_of[F["C"][c]["p"]]) == 1
                  and not lines_of.get(c)]
        if not empty or not single:
            raise Resample("no parent without events or no single bare event")
        a, y = empty[0], single[0]
        e = F["C"][y]["p"]
        multi = [p for p in counts if counts[p] >= 2 and p not in (a, e)]
        others = [p for p in counts if p not in (a, e)]
        if not multi or len(others) < 3:
            raise Resample("too few parents for the summary checks")
        c_ = rng.choice(multi)
        b, d = rng.sample([p for p in others if p != c_], 2)
        mv = rng.choice(events_of[c_])
        dml = (ins.replace(f"({new_id}, {T['new_p']},", f"({new_id}, {a},") + "\n"
               + ins.replace(f"({new_id}, {T['new_p']},", f"({new_id + 1}, {b},") + "\n"
               + f"UPDATE {s}.{C} SET {x['pfk']} = {d} WHERE id = {mv};\nDELETE FROM {s}.{C} WHERE id = {y};")
        after = dict(counts)
        after[a] = 1
        after[b] += 1
        after[c_] -= 1
        after[d] += 1
        del after[e]
        T["stats_dml"], T["stats_after"] = dml, {k: v for k, v in sorted(after.items()) if v}
    if "status_audit" in names:
        T["log"] = x["log"]
        evs = sorted(F["C"])
        a, b, c1, c2, c3 = rng.sample(evs, 5)
        st = {c: F["C"][c]["status"] for c in evs}
        v = rng.choice(x["statuses"])
        w = rng.choice([z for z in x["statuses"] if z not in (st[c1], st[c2])])
        sc, dc = x["status"], x["date"]
        T["log_dml"] = (f"UPDATE {s}.{C} SET {sc} = {sc} WHERE id = {a};\nUPDATE {s}.{C} SET {sc} = NULL WHERE id = {b};\n"
                        f"UPDATE {s}.{C} SET {sc} = '{v}' WHERE id = {b};\n"
                        f"UPDATE {s}.{C} SET {sc} = '{w}' WHERE id IN ({c1}, {c2});\n"
                        f"UPDATE {s}.{C} SET {dc} = {dc} WHERE id = {c3};")
        T["log_rows"] = [[b, st[b], None], [b, None, v], [c1, st[c1], w], [c2, st[c2], w]]
        T["types"][f"{x['log']}.old_{sc}"] = ["text", False]
        T["types"][f"{x['log']}.new_{sc}"] = ["text", False]
    if "readonly_grants" in names:
        T["readable"], T["p_cols"] = _readable(x), _p_columns(x)
    if "orphan_fk" in names:
        T["orphans"] = x["orphans"]
        T["orphan_rows"] = {cid: c["p"] for cid, c in sorted(D.C.items()) if c["orphan"]}
    return T


# ------------------------------------------------------------------------------------------------------------------
# what the agent reads


def _fmts(mess: int) -> str:
    f = ["`YYYY-MM-DD`", "`DD/MM/YYYY`"] + (["`DD.MM.YYYY`"] if mess >= 2 else []) + (
        ["`YYYYMMDD`", "`D Mon YYYY` (English month abbreviations)"] if mess >= 3 else [])
    return ", ".join(f[:-1]) + " and " + f[-1]


def _ask(n: str, x: dict, tell: str) -> str:
    s, P, C, L, S = x["s"], x["P"], x["C"], x["L"], x["S"]
    p1, c1, st, mess = x["p1"], x["c1"], x["status"], x["mess"]
    rec = tell == "recipe"
    syn = ", ".join(f"'{k}' = '{v}'" for k, v in sorted(x["synonyms"].items()))
    sts = ", ".join(f"'{v}'" for v in x["statuses"])
    dirt = "case" + (", surrounding spaces" if mess >= 2 else "") + (" and legacy spellings" if mess >= 2 else "")
    if n == "backfill_total":
        if rec:
            return (f"Add `{C}.{x['total']}` as `numeric(12,2) NOT NULL DEFAULT 0` and fill it for the existing {C}: "
                    f"the sum over the {c1}'s `{L}` of `{x['qty']} * {x['price']} - {x['disc']}`. `{x['disc']}` is NULL on "
                    f"many lines (no discount): use `coalesce({x['disc']}, 0)`, or the sum silently loses those lines. "
                    f"{C.capitalize()} without lines keep 0.")
        return (f"A new column `{C}.{x['total']}` (`numeric(12,2)`, never NULL, 0 by default for new {C}) holds what "
                f"each {c1} is worth: its `{L}`' `{x['qty']} * {x['price']}` less their `{x['disc']}` (a line without "
                f"one has no discount); 0 for a {c1} without lines.")
    if n == "lookup_split":
        k, reg, rfk = x["lookup"], x["region"], x["rfk"]
        if rec:
            how = ("differ in case" if mess == 1 else "differ in case, surrounding spaces and doubled inner spaces, "
                   f"and some are empty or blank (no {reg}: `{rfk}` NULL, no lookup row)")
            return (f"Move `{P}.{reg}` into a lookup table `{k}` (`id serial PRIMARY KEY, name text NOT NULL UNIQUE`) "
                    f"with one row per distinct value. The values {how}: normalise them with "
                    f"`lower(regexp_replace(btrim({reg}), '\\s+', ' ', 'g'))`. Add `{P}.{rfk} integer REFERENCES "
                    f"{k} (id)`, fill it, then drop `{P}.{reg}`.")
        return (f"`{P}.{reg}` becomes a lookup table `{k}` (`id` integer primary key, `name` text, NOT NULL and "
                f"unique): one row per distinct {reg} in use, in lower case, without surrounding spaces and with runs "
                f"of inner spaces collapsed to one. `{P}.{rfk}` (integer) references `{k} (id)`, NULL where no {reg} "
                f"is known (empty or blank); `{P}.{reg}` is dropped.")
    if n == "dedup_unique":
        e = x["email"]
        if rec:
            return (f"Some {P} were imported twice, with the same email or one that differs only in case"
                    f"{' or surrounding spaces' if mess >= 2 else ''}. For each group sharing `lower(btrim({e}))`, "
                    f"keep the row with the lowest id: point the `{C}` and `{S}` rows of the others at it, delete the "
                    f"others, store every email as `lower(btrim({e}))`, then add `UNIQUE ({e})` (adding it first "
                    "fails; deleting first breaks the foreign keys).")
        if tell == "spec":
            return (f"One {p1} per email, emails compared and stored trimmed and in lower case: where several {P} "
                    f"share one, the one with the lowest id stays, every `{C}` and `{S}` row of the others now belongs "
                    f"to it and the others are deleted. A unique constraint on `{P}.{e}` enforces it.")
        return (f"Each email belongs to exactly one {p1} (stored trimmed and in lower case, enforced by a unique "
                f"constraint on `{P}.{e}`); duplicates are merged into the oldest record (lowest id), which inherits "
                "everything that referred to them.")
    if n == "status_check":
        if rec:
            return (f"`{C}.{st}` is free text ({dirt}). Clean it with `lower(btrim({st}))`"
                    f"{', mapping the legacy spellings ' + syn if mess >= 2 else ''}, then add a CHECK constraint "
                    f"allowing only {sts} (NULL stays allowed). It must be validated: `NOT VALID` does not count.")
        return (f"`{C}.{st}` only ever holds {sts} (or NULL), enforced by a validated CHECK constraint. Existing values "
                f"mean the same when they differ only in case or surrounding spaces; legacy spellings: {syn}.")
    if n == "status_enum":
        labels = ", ".join(f"'{v}'" for v in x["labels"])
        if rec:
            return (f"Turn `{C}.{st}` into an enum: `CREATE TYPE {s}.{x['enum']} AS ENUM ({labels})` (in this order, "
                    f"the workflow's), then `ALTER TABLE ... ALTER COLUMN {st} TYPE {s}.{x['enum']} USING ...`, "
                    f"cleaning the values on the way ({dirt}): `lower(btrim({st}))`"
                    f"{', legacy spellings mapped: ' + syn if mess >= 2 else ''}.")
        return (f"`{C}.{st}` becomes the enum type `{s}.{x['enum']}` with the labels {labels}, in this order (NULL "
                f"stays NULL). Existing values mean the same when they differ only in case or surrounding spaces; "
                f"legacy spellings: {syn}.")
    if n == "date_convert":
        d = x["date"]
        if rec:
            return (f"`{C}.{d}` is text, in the formats {_fmts(mess)}{' (and blank for unknown)' if mess >= 2 else ''}; "
                    f"the day comes before the month. Convert it to `date` with `ALTER COLUMN {d} TYPE date USING` a "
                    f"`CASE` on the format (a regular expression per format with `~`, then `to_date` with the "
                    f"matching pattern){'; blank becomes NULL' if mess >= 2 else ''}.")
        if tell == "spec":
            return (f"`{C}.{d}` becomes a `date`. The text holds dates written as {_fmts(mess)}; a numeric day always "
                    "comes before the month; an empty or blank value means unknown (NULL).")
        return (f"`{C}.{d}` becomes a real `date` column (an empty value means unknown). The importers that wrote it "
                "were European: where day and month are both numbers, the day comes first.")
    if n == "price_numeric":
        pr, cur = x["price"], x["cur"]
        if rec:
            return (f"`{L}.{pr}` is text such as `12.50`, `{cur}1,299.00`{' or ` 7.5 `' if mess >= 2 else ''}: strip "
                    f"every character but digits and the decimal point (`regexp_replace({pr}, '[^0-9.]', '', 'g')`) "
                    "and convert the column to `numeric(10,2)` (it stays NOT NULL).")
        if tell == "spec":
            return (f"`{L}.{pr}` becomes `numeric(10,2)` (still NOT NULL). The text carries currency signs"
                    f"{' and codes' if mess >= 3 else ''}, thousands separators (commas)"
                    f"{' and stray spaces' if mess >= 2 else ''}; the decimal separator is always a point.")
        return (f"`{L}.{pr}` becomes `numeric(10,2)` (still NOT NULL). The values were typed by hand; the decimal "
                "separator is always a point.")
    if n == "view_fix":
        region = (f"the name of its {x['region']} (from `{x['lookup']}`)" if "lookup_split" in x["names"]
                  else f"its `{x['region']}`")
        cols = ", ".join(f"`{c}`" for c in (x["pfk"], x["pname"], x["region"], x["n_col"], x["last_col"], x["spent_col"]))
        body = (f"one row per {p1}, every {p1} included, with the columns {cols}, in this order: `{x['region']}` is "
                f"{region}; `{x['n_col']}` the number of its {C} whose `{st}` is not '{x['out']}'; `{x['last_col']}` "
                f"the latest `{x['date']}` among those (NULL if none); `{x['spent_col']}` the total of those {C}' lines, "
                f"`{x['qty']} * {x['price']}` less `{x['disc']}` (none when NULL), 0 if there are none.")
        if rec:
            return (f"The view `{x['view']}` is wrong ({P} without {C} are missing, lines are counted as {C}, ...). "
                    f"Recreate it (`DROP VIEW`, then `CREATE VIEW`: columns it reads change in this migration, so drop "
                    f"it first and create it last) as {body} Sum the lines per {c1} in a subquery and LEFT JOIN it, so "
                    "that nothing fans out.")
        return f"The view `{x['view']}` is wrong; it must stay a view and return {body}"
    if n == "function_fix":
        f = f"{s}.{x['func']}(p_{p1} integer) RETURNS numeric"
        contract = (f"the total of `{x['qty']} * {x['price']}` less `{x['disc']}` (none when NULL) over the lines of "
                    f"the {p1}'s {C} whose `{st}` is not '{x['out']}'; 0 when there are none; NULL when no {p1} has "
                    "that id")
        if rec:
            return (f"The PL/pgSQL function `{f}` is wrong: its running total is never initialised (it returns NULL "
                    f"for everyone), lines without a `{x['disc']}` would fall out, and {C} whose `{st}` is "
                    f"'{x['out']}' are counted. Fix it in place (`CREATE OR REPLACE FUNCTION`, same signature and "
                    f"parameter name) so that it returns {contract}.")
        return f"The function `{f}` must return {contract}. It does not today; keep its signature."
    if n == "index_plan":
        t = x["index_table"]
        hint = ""
        if rec:
            t_, cols, pred = _index_cols(x, x["index"])
            hint = f" An index on `{t_} ({cols}){pred}` does it."
        return (f"This query must be served by an index: `{x['query_text']}`. Reviewers run it after "
                "`SET enable_seqscan = off; SET enable_bitmapscan = off;` (the staging tables are too small for the "
                f"planner to care) and `EXPLAIN` must show an Index Scan or Index Only Scan on `{t}`, of an index "
                "whose first column (or expression) is one the query filters on, with every condition in the Index "
                f"Cond (no Filter) and no Sort.{hint}")
    if n == "summary_trigger":
        if rec:
            return (f"Create `{x['stats']}` (`{x['pfk']} integer PRIMARY KEY REFERENCES {P} (id), {x['n_col']} integer "
                    f"NOT NULL`) with one row per {p1} that has at least one {c1} (any status): how many {C} it has. "
                    f"Fill it now and keep it right with a row-level trigger on `{C}`, `AFTER INSERT OR DELETE OR "
                    f"UPDATE OF {x['pfk']}`, that recounts the old and the new {p1}; a {p1} whose count drops to 0 "
                    "has no row.")
        return (f"A table `{x['stats']}` (`{x['pfk']}` integer primary key referencing `{P}`, `{x['n_col']}` integer "
                f"NOT NULL) holds, for every {p1} with at least one {c1} (any status), how many {C} it has, and no "
                f"row for the others; the migration fills it and a trigger keeps it exact when {C} are inserted, "
                f"deleted or moved to another {p1}.")
    if n == "status_audit":
        cols = (f"`id bigserial PRIMARY KEY, {x['lfk']} integer NOT NULL, old_{st} text, new_{st} text, changed_at "
                "timestamptz NOT NULL DEFAULT now()`")
        if rec:
            after = (" Create it after the status repair: the log starts empty."
                     if {"status_check", "status_enum"} & x["names"] else "")
            return (f"Create `{x['log']}` ({cols}) and a row-level `AFTER UPDATE` trigger on `{C}` that adds a row "
                    f"whenever `{st}` changes: compare with `IS DISTINCT FROM` (a change from or to NULL counts, an "
                    f"update that leaves `{st}` as it was does not).{after}")
        return (f"A table `{x['log']}` ({cols}) gets one row, written by a trigger, per {c1} whose `{st}` an UPDATE "
                f"actually changes (to or from NULL included; setting the same value is no change). It starts "
                "empty: nothing this migration does itself is logged.")
    if n == "readonly_grants":
        rep = x["report"]
        new = [t for t in _readable(x)[2:]]
        if rec:
            return (f"The reporting role `{rep}` was set up in a hurry: it can read `{S}` and the {P}' emails and "
                    f"write `{C}`. Revoke everything it has on the tables of `{s}` (`REVOKE ALL ON ALL TABLES IN "
                    f"SCHEMA {s} FROM {rep}`), then grant it SELECT on every table and view of `{s}` except `{S}`"
                    + (f", including the ones this migration creates or recreates ({', '.join(new)})" if new else "")
                    + f", and on `{P}` only the columns other than `{x['email']}` (a column-level GRANT). It keeps "
                    "USAGE on the schema; nothing else.")
        return (f"The reporting role `{rep}` ends up with exactly: USAGE on schema `{s}`; SELECT on every table and "
                f"view of `{s}`, those this migration creates included, except `{S}` (nothing at all) and "
                f"`{P}.{x['email']}` (every other column of `{P}` readable); no other privilege on any of them, and no "
                "membership in another role.")
    if n == "orphan_fk":
        if rec:
            return (f"`{C}.{x['pfk']}` has no foreign key, and some {C} point at {P} that no longer exist. Copy those "
                    f"into a new table `{x['orphans']}` (`CREATE TABLE {s}.{x['orphans']} (LIKE {s}.{C})`, before any "
                    f"other change to `{C}`), delete them from `{C}` (they have no lines), then add `FOREIGN KEY "
                    f"({x['pfk']}) REFERENCES {P} (id)`, validated (not `NOT VALID`).")
        return (f"`{C}.{x['pfk']}` references `{P} (id)` through a validated foreign key. {C.capitalize()} whose {p1} "
                f"does not exist are moved, not just deleted, into a new table `{x['orphans']}` with the columns "
                f"`{C}` has today (they have no lines).")
    raise KeyError(n)


TITLES = ["data model clean-up", "schema migration for the next release", "integrity fixes", "reporting and "
          "integrity migration", "schema hardening"]
SLUGS = ["cleanup", "integrity", "release_prep", "schema_fixes", "hardening"]
WHO = ["Mira", "Oskar", "Nadia", "Felix", "Leila", "Bram", "Chiara", "Emeka"]


def _index_query(x: dict, F: dict, rng: random.Random) -> None:
    """The query of index_plan: its text with placeholders (instruction), concrete (tests), the index leads allowed."""
    s, v = x["s"], x["index"]
    by_p: dict[int, list] = {}
    for cid, c in sorted(F["C"].items()):
        by_p.setdefault(c["p"], []).append(cid)
    if v == "history":
        pid = max(sorted(by_p), key=lambda p: len(by_p[p]))
        st = F["C"][by_p[pid][0]]["status"]
        q = (f"SELECT id, {x['date']} FROM {s}.{x['C']} WHERE {x['pfk']} = $1 AND {x['status']} = $2 "
             f"ORDER BY {x['date']} DESC LIMIT 20")
        sql = q.replace("$1", str(pid)).replace("$2", _q(st))
        x.update(index_table=x["C"], index_lead=[x["pfk"], x["status"]])
    elif v == "lines":
        cid = rng.choice(sorted({l_["c"] for l_ in F["L"].values()}))
        q = f"SELECT id, {x['code']}, {x['qty']} FROM {s}.{x['L']} WHERE {x['lfk']} = $1 ORDER BY id"
        sql = q.replace("$1", str(cid))
        x.update(index_table=x["L"], index_lead=[x["lfk"]])
    elif v == "email":
        em = F["P"][rng.choice(sorted(F["P"]))]["email"].strip()
        q = f"SELECT id, {x['pname']} FROM {s}.{x['P']} WHERE lower({x['email']}) = lower($1)"
        sql = q.replace("$1", _q(em.upper()))
        x.update(index_table=x["P"], index_lead=[f"lower({x['email']})"])
    else:
        q = (f"SELECT id, {x['date']} FROM {s}.{x['C']} WHERE {x['status']} = '{x['statuses'][0]}' "
             f"AND {x['date']} < $1 ORDER BY {x['date']}")
        sql = q.replace("$1", "DATE '2024-06-30'")
        x.update(index_table=x["C"], index_lead=[x["status"], x["date"]])
    x.update(query_text=q, query_sql=sql, query=q)


def _setup(x: dict) -> str:
    db = x["db"]
    return dedent(f"""
        set -e
        useradd --create-home --shell /bin/bash {AGENT}
        chown -R {AGENT}:{AGENT} {MIG_DIR} /home/{AGENT}
        conf=/etc/postgresql/15/main
        install -o postgres -g postgres -m 0640 /opt/tg-seed/pg_hba.conf /opt/tg-seed/pg_ident.conf $conf/
        install -o postgres -g postgres -m 0644 /opt/tg-seed/termigen.conf $conf/conf.d/termigen.conf
        install -d -o postgres -g postgres -m 2775 /var/run/postgresql
        pg_ctlcluster 15 main start
        runuser -u postgres -- psql -X -q -v ON_ERROR_STOP=1 -U postgres -d postgres -f {SEED}
        runuser -u postgres -- psql -X -q -v ON_ERROR_STOP=1 -U postgres -d postgres -c "CREATE DATABASE {db}_pristine TEMPLATE {db}" \\
            -c "ALTER DATABASE {db}_pristine WITH IS_TEMPLATE true ALLOW_CONNECTIONS false"
        pg_ctlcluster 15 main stop
        rm -rf /opt/tg-seed
        echo '{AGENT} ALL=(postgres) NOPASSWD: {CTL} 15 main start, {CTL} 15 main stop, {CTL} 15 main restart, /usr/local/sbin/{db}-reset ""' > /etc/sudoers.d/{db}
        chmod 0440 /etc/sudoers.d/{db}
    """)


def _files(x: dict, seed: str, ticket_md: str | None, baseline: str) -> dict[str, File]:
    db, app = x["db"], x["app"]
    roles = [app] + ([x["report"]] if "readonly_grants" in x["names"] else [])
    ident = (["# MAPNAME SYSTEM-USERNAME PG-USERNAME", "tgadmin postgres postgres", "tgadmin root postgres",
              f"tgusers {AGENT} {app}", f"tgusers tgrun {app}"] + [f"tgusers root {r}" for r in roles])
    files = {
        SEED: File.of(seed),
        "/opt/tg-seed/pg_hba.conf": File.of("# TYPE DATABASE USER METHOD\nlocal all postgres peer map=tgadmin\n"
                                            "local all all peer map=tgusers\n"),
        "/opt/tg-seed/pg_ident.conf": File.of("\n".join(ident) + "\n"),
        "/opt/tg-seed/termigen.conf": File.of("listen_addresses = ''\nfsync = off\nsynchronous_commit = off\n"
                                              "full_page_writes = off\n"),
        f"/usr/local/sbin/{db}-reset": File.of(dedent(f"""
            #!/bin/sh
            # put the staging database back as it was (run as postgres)
            set -e
            psql -X -q -v ON_ERROR_STOP=1 -U postgres -d postgres -c 'DROP DATABASE IF EXISTS {db} WITH (FORCE)' \\
                -c 'CREATE DATABASE {db} TEMPLATE {db}_pristine'
            echo "{db} restored"
        """), mode=0o755),
        f"{MIG_DIR}/{x['prev']}": File.of(baseline),
    }
    if ticket_md:
        files[f"/home/{AGENT}/{x['ticket']}.md"] = File.of(ticket_md)
    return files


def _instruction(x: dict, cfg: MigrationLevel, rng: random.Random) -> tuple[str, str | None]:
    names = x["names_list"]
    reqs = "\n".join(f"{i}. {_ask(n, x, cfg.tell)}" for i, n in enumerate(names, 1))
    rerun = ("The pipeline retries failed deploys and re-applies migrations, so the file must be safe to run again: "
             "a second run on the migrated database must succeed and change nothing (no schema change, no row "
             "changed).\n\n" if cfg.rerun else "")
    who = rng.choice(WHO)
    intro = rng.choice([f"{who} needs a schema migration for {x['product']} before the next release.",
                        f"Before the next release of {x['product']}, its database needs a migration; {who} filed "
                        f"{x['ticket']}.",
                        f"Ticket {x['ticket']} ({who}): the database of {x['product']} needs the changes below, as "
                        "one migration."])
    ticket_md = None
    if cfg.tell == "goal":
        ticket_md = (f"# {x['ticket']}: {x['title']}\n\nWhat the database must look like after the migration:\n\n"
                     + reqs + "\n")
        what = (f"The requirements are in the ticket, `/home/{AGENT}/{x['ticket']}.md`. Staging is a copy of "
                "production taken a while ago: look at the data before you trust it.")
    else:
        what = "Requirements:\n\n" + reqs
    text = dedent(f"""
        # {x['ticket']}: {x['title']}

        {intro}

        The database is PostgreSQL 15: database `{x['db']}`, schema `{x['s']}`, owned by the role `{x['app']}`. You
        work as `{AGENT}` on a staging copy. The cluster is installed but not running: start it with
        `sudo -u postgres {CTL} 15 main start` (and `stop` likewise). `psql` then connects you as `{x['app']}` (peer
        authentication): it owns the schema and its tables but is not a superuser and cannot create roles or
        databases. `sudo -u postgres /usr/local/sbin/{x['db']}-reset` puts the staging database back as it was, to
        test your migration from scratch. Earlier migrations are in `{MIG_DIR}`.

        Deliverable: the migration file `{x['file']}`. The release pipeline applies it to production (the same
        schema; more rows, with the same kinds of problems as staging) as `{x['app']}`:

            psql -X -v ON_ERROR_STOP=1 --single-transaction -d {x['db']} -f {x['file']}

        {{rerun}}Only that file counts: what you do to the staging database is not kept.

        {{what}}

        Nothing else changes: no other table, column, constraint or row is dropped or altered, every table stays a
        plain table, and nothing is left to be done by hand.
    """).replace("{rerun}", rerun).replace("{what}", what)
    return text, ticket_md


@register
class PgSchemaMigration(KitFamily):
    name = "pg_schema_migration"
    category = "data"
    description = ("Write a PostgreSQL migration file for a live application database: 2-5 requirements from a pool "
                   "(backfills, lookup splits, dedup + UNIQUE, CHECK after repair, enum/date/numeric conversions, a "
                   "broken view or function, an index a query must use, summary and audit triggers, exact grants, "
                   "orphans before a foreign key), over dirty data; re-runnable at medium and hard; checked on "
                   "production rows the agent never sees.")
    base_image = "termigen/db:1"
    levels = {
        "easy": MigrationLevel(components=(2, 3), tell="recipe", mess=1, rerun=False, minutes=(20, 60)),
        "medium": MigrationLevel(components=(3, 4), tell="spec", mess=2, rerun=True, minutes=(40, 100)),
        "hard": MigrationLevel(components=(4, 5), tell="goal", mess=3, rerun=True, interaction=True,
                               minutes=(70, 180)),
    }

    def draft(self, rng: random.Random, cfg: MigrationLevel) -> Draft:
        x = dict(rng.choice(DOMAINS))
        key = x["key"]
        sts, out, syn = STATUSES[key]
        require = rng.choice(INTERACTIONS) if cfg.interaction else ()
        comps = compose(rng, POOL, cfg.components, require=require)
        names = [c.name for c in comps]
        num = rng.randint(12, 87)
        ticket = f"{key.upper()}-{rng.randint(1000, 9999)}"
        slug = rng.choice(SLUGS)
        x.update(s=key, report=f"{key}_report", rfk=x["region"] + "_id", statuses=list(sts), labels=list(sts),
                 out=out, synonyms=dict(syn), mess=cfg.mess, rerun=cfg.rerun, names=set(names), names_list=names,
                 index=rng.choice(INDEX_VARIANTS), ticket=ticket, title=rng.choice(TITLES),
                 ticket_old=f"{key.upper()}-{rng.randint(100, 999)}", file=f"{MIG_DIR}/{num:04d}_{slug}.sql",
                 prev=f"{num - 1:04d}_baseline.sql")
        D = Data(rng, x, names, cfg)
        D.batch(hidden=False)
        D.batch(hidden=True)
        F = D.final()
        self._check_traps(x, D, F)
        if "index_plan" in names:
            _index_query(x, F, rng)
        x["visible_dirty_status"] = [(i, c["status"]) for i, c in sorted(D.C.items())
                                     if not c["hidden"] and c["status_raw"] != c["status"]]
        bugs = ["fanout", "null_discount", "counts_left_out"]
        bugs = rng.sample(bugs, rng.randint(2, 3))
        T = _truth(x, D, F, rng)
        seed = _seed(x, x["names"], bugs, D)
        baseline = (f"-- {x['ticket_old']}: the schema as it is today (applied)\n"
                    + _ddl(x, x["names"], bugs))

        form = "rerun" if cfg.rerun else "once"
        parts = [Component(n, fix=_heredocs(n, _sql(n, x, form)),
                           wrong={w: _heredocs(n, p) for w, p in _wrongs(n, x).items()}) for n in names]
        db = x["db"]
        apply = f"psql -X -v ON_ERROR_STOP=1 --single-transaction -d {db} -f {x['file']}\n"
        head = (f"umask 0\nmkdir -p {PHASE_DIR}\nrm -f {PHASE_DIR}/*.sql\n"
                f"printf -- '-- {ticket}: {x['title']}\\n' > {PHASE_DIR}/00-head.sql\n")
        tail = (f"cat {PHASE_DIR}/*.sql > {x['file']}\nsudo -n -u postgres {CTL} 15 main start\n" + apply
                + (apply if cfg.rerun else "") + f"sudo -n -u postgres {CTL} 15 main stop\n")
        staging = script(dedent(head) + "".join(c.fix for c in parts) + dedent(f"""
            sudo -n -u postgres {CTL} 15 main start
            cat {PHASE_DIR}/*.sql | psql -X -v ON_ERROR_STOP=1 --single-transaction -d {db}
            echo '-- {ticket}: applied on staging by hand' > {x['file']}
            sudo -n -u postgres {CTL} 15 main stop
        """))
        extra = [Decoy(name="staging_only", description="does the work by hand on staging; the file is a stub",
                       script=staging)]
        solution, decoys = oracle_and_decoys(parts, head=head, tail=tail, extra=extra, rng=rng)

        body = TEST_HEAD + (TEST_RERUN if cfg.rerun else "") + "".join(TESTS[n] for n in names if n in TESTS)
        instruction, ticket_md = _instruction(x, cfg, rng)
        return Draft(
            instruction=instruction,
            environment=Environment(base_image=self.base_image, files=_files(x, seed, ticket_md, baseline),
                                    setup=_setup(x), workdir=f"/home/{AGENT}",
                                    env={"PGDATABASE": db, "PGUSER": x["app"]}),
            solution=solution, decoys=decoys,
            tests={"test_outputs.py": hidden_tests({"T": T}, body, imports="import json\nfrom decimal import Decimal\n")},
            outputs=[MIG_DIR],
            tools=sorted(tools_in(solution) | {"psql", "pg_ctlcluster", "sudo"}),
            tags=["postgresql", "sql", "schema-migration", key, *(["idempotent"] if cfg.rerun else []), *names],
            expert_time_min=cfg.minutes[0], junior_time_min=cfg.minutes[1],
            timeouts=Timeouts(agent_sec=1200 + 600 * len(names), verifier_sec=240.0),
            components=[f"domain_{key}", *names] + ([f"index_{x['index']}"] if "index_plan" in names else []),
            agent_user=AGENT,
        )

    @staticmethod
    def _check_traps(x: dict, D: Data, F: dict) -> None:
        """Every drawn requirement's dirt is there, in staging and in the production rows, so its decoys miss."""
        names = x["names"]
        for hidden in (False, True):
            C = [c for c in D.C.values() if c["hidden"] == hidden]
            P = [p for p in D.P.values() if p["hidden"] == hidden]
            if {"status_check", "status_enum"} & names and not any(c["status_raw"] != c["status"] for c in C):
                raise Resample("no dirty status")
            if "lookup_split" in names and not any(p["region_raw"] not in (None, p["region"]) for p in P):
                raise Resample("no dirty region")
            if "date_convert" in names and not any(
                    c["date"] and c["date_raw"].strip()[2:3] == "/" and c["date"].day != c["date"].month for c in C):
                raise Resample("no day-first date")
        if "view_fix" in names or "backfill_total" in names:
            lines: dict[int, int] = {}
            for l_ in F["L"].values():
                lines[l_["c"]] = lines.get(l_["c"], 0) + 1
            if not any(n >= 2 and F["C"][c]["status"] != x["out"] for c, n in lines.items() if c in F["C"]):
                raise Resample("no event with several lines")

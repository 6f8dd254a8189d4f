"""Data/legacy ETL: convert a mainframe fixed-width export to UTF-8 CSV with a control summary (layout file,
implied decimals, Latin-1 bytes, header/trailer records, two-digit years, signed overpunch, adjustments)."""

from __future__ import annotations

import random
from datetime import date, timedelta

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

ASCII_FIRST = ["ANNA", "BORIS", "CLARA", "DAVID", "EMMA", "FELIX", "GRACE", "HUGO", "IRIS", "JONAS", "KARL", "LINA",
               "MARCO", "NORA", "OSKAR", "PAULA", "RUBEN", "SARA", "TEODOR", "VERA"]
ASCII_LAST = ["ADAMS", "BAKER", "CARTER", "DIXON", "EVANS", "FISCHER", "GRANT", "HOLM", "IBSEN", "JANSEN", "KELLER",
              "LARSEN", "MORGAN", "NIELSEN", "OLSEN", "PRICE", "QUINN", "ROSS", "STONE", "TURNER", "O'BRIEN"]
LATIN_FIRST = ["JOSÉ", "FRANÇOIS", "SØREN", "ÅSA", "JÜRGEN", "ZOË", "ÓSCAR", "CHLOÉ", "NOÉMIE", "BJØRN", "RENÉ", "INÊS"]
LATIN_LAST = ["MÜLLER", "NÚÑEZ", "GONÇALVES", "BJÖRK", "WEIß", "RAMÍREZ", "LÖFGREN", "DUPRÉ", "SÆTHER", "PEÑA",
              "MÅNSSON", "GÜNTHER"]
WORDS_ASCII = ["STEEL BRACKET", "HEX BOLT M8", "CABLE TIE 200", "PIPE CLAMP", "WALL PLUG", "HINGE 75MM", "GASKET SET",
               "DRILL BIT 6MM", "FUSE 10A", "LED PANEL"]
WORDS_LATIN = ["CRÈME BRÛLÉE TORCH", "CAFÉ FILTER No.4", "JALAPEÑO PASTE", "PÂTÉ MOULD", "SMÖRGÅS BOARD", "FONDUE SÉT"]

# A scenario: file stem, system name, and its detail fields (layout name, kind, length, CSV column).
SCENARIOS = [
    dict(key="payroll", stem="PAYRL", system="HR/PAYROLL-R3", what="payroll run", team="Payroll",
         fields=[("EMP-ID", "id", 6, "emp_id"), ("SURNAME", "last", 16, "surname"), ("GIVEN-NAME", "first", 12, "given_name"),
                 ("DEPT-CODE", "code", 4, "dept"), ("HIRE-DATE", "date", 0, "hire_date"), ("GROSS-PAY", "amount", 9, "gross_pay")]),
    dict(key="bank", stem="TXNEXP", system="CORE-BANKING", what="daily transaction extract", team="Treasury",
         fields=[("ACCT-NO", "id", 10, "account_no"), ("HOLDER-NAME", "person", 24, "holder"), ("BRANCH", "code", 3, "branch"),
                 ("VALUE-DATE", "date", 0, "value_date"), ("TXN-AMT", "amount", 11, "amount"), ("CHANNEL", "code", 3, "channel")]),
    dict(key="claims", stem="CLMEXT", system="CLAIMS-MF", what="claims extract", team="Claims analytics",
         fields=[("CLAIM-NO", "id", 8, "claim_no"), ("INSURED", "person", 22, "insured"), ("POLICY-TYPE", "code", 3, "policy_type"),
                 ("LOSS-DATE", "date", 0, "loss_date"), ("CLAIM-AMT", "amount", 10, "claim_amount"), ("ADJUSTER", "code", 5, "adjuster")]),
    dict(key="inventory", stem="INVCNT", system="WMS-390", what="stock count export", team="Warehouse finance",
         fields=[("SKU", "id", 7, "sku"), ("DESCR", "item", 22, "description"), ("BIN", "code", 5, "bin"),
                 ("COUNT-DATE", "date", 0, "count_date"), ("QTY", "qty", 6, "qty"), ("EXT-VALUE", "amount", 10, "value")]),
    dict(key="pension", stem="PENMBR", system="PENSIONS-ADMIN", what="member contributions file", team="Pensions",
         fields=[("MEMBER-NO", "id", 9, "member_no"), ("MEMBER-NAME", "person", 24, "name"), ("SCHEME", "code", 2, "scheme"),
                 ("BIRTH-DATE", "date", 0, "birth_date"), ("CONTRIB", "amount", 9, "contribution")]),
    dict(key="utility", stem="MTRRD", system="BILLING-CIS", what="meter billing extract", team="Billing",
         fields=[("METER-ID", "id", 8, "meter_id"), ("CUSTOMER", "person", 22, "customer"), ("TARIFF", "code", 3, "tariff"),
                 ("READ-DATE", "date", 0, "read_date"), ("KWH", "qty", 7, "kwh"), ("CHARGE", "amount", 9, "charge")]),
]
CODES = ["HR", "FIN", "OPS", "IT", "LEG", "MKT", "RND", "SAL", "ATM", "WEB", "POS", "BR1", "AUTO", "HOME", "TRV", "A1", "B2",
         "R-12", "X07", "K9", "DOM", "COM", "IND", "LOW", "STD"]
COMPANIES = ["Harlow Mutual", "Brightwater Utilities", "Castellan Bank", "Northmoor Retail", "Pellston Insurance",
             "Quayside Foods", "Redfern Logistics", "Sternberg Manufacturing", "Tollgate Energy", "Vantage Health",
             "Wexford Council", "Ardent Pensions Trust"]
CONSUMERS = ["the data warehouse load", "the reconciliation job", "the BI team's dashboards", "the new cloud ledger",
             "the audit sample", "the month-end close", "a regulator's data request", "the fraud analytics pipeline"]
OVERPUNCH_POS = "{ABCDEFGHI"
OVERPUNCH_NEG = "}JKLMNOPQR"


def _overpunch(cents: int, width: int) -> str:
    digits = f"{abs(cents):0{width}d}"
    table = OVERPUNCH_NEG if cents < 0 else OVERPUNCH_POS
    return digits[:-1] + table[int(digits[-1])]


def _gawk(P: dict, level: str, bug: str) -> str:
    """The oracle's gawk program (byte positions, C locale); a decoy is the same program with one mistake."""
    shift = 1 if bug == "zero_based" else 0

    def sub(start, length):
        return f"substr($0, {start + shift}, {length})"

    lines = [
        "function trim(s) { sub(/^ +/, \"\", s); sub(/ +$/, \"\", s); return s }",
        "function q(s) { if (s ~ /[\",]/) { gsub(/\"/, \"\\\"\\\"\", s); return \"\\\"\" s \"\\\"\" } return s }",
        "function money(c,   neg) { neg = c < 0; if (neg) c = -c; return sprintf(\"%s%d.%02d\", neg ? \"-\" : \"\", int(c / 100), c % 100) }",
        "function cents(s,   last, i, d, sign) {",
        "  sign = 1",
        "  if (SIGNED) {",
        "    last = substr(s, length(s), 1); i = index(\"" + OVERPUNCH_POS + "\", last)",
        "    if (i) d = i - 1; else { i = index(\"" + OVERPUNCH_NEG + "\", last); d = i - 1; sign = -1 }",
        "    s = substr(s, 1, length(s) - 1) d",
        "  } else if (s ~ /[{}A-R]$/) {",
        "    last = substr(s, length(s), 1); i = index(\"" + OVERPUNCH_POS + "\", last); if (!i) i = index(\"" + OVERPUNCH_NEG + "\", last)",
        "    s = substr(s, 1, length(s) - 1) (i - 1)",
        "  }",
        "  return sign * (s + 0) * " + ("1" if bug != "no_implied_decimal" else "100"),
        "}",
    ]
    if P["two_digit"]:
        yy = "(y + 0 >= PIVOT ? \"19\" : \"20\") y" if bug != "century_2000" else "\"20\" y"
        lines.append("function dt(s,   y) { if (s ~ /^0+$/ || s ~ /^ +$/) return \"\"; y = substr(s, 1, 2); "
                     f"return {yy} \"-\" substr(s, 3, 2) \"-\" substr(s, 5, 2) }}")
    else:
        lines.append("function dt(s) { if (s ~ /^0+$/ || s ~ /^ +$/) return \"\"; "
                     "return substr(s, 1, 4) \"-\" substr(s, 5, 2) \"-\" substr(s, 7, 2) }")
    lines.append("{ sub(/\\r$/, \"\") }")
    cols = []
    for f in P["out_order"]:
        start, length, kind = P["pos"][f]
        raw = sub(start, length)
        if kind == "id":
            cols.append(f"({raw} + 0)" if bug == "strip_zeros" else raw)
        elif kind == "date":
            cols.append(f"dt({raw})")
        elif kind == "amount":
            cols.append("AMT")
        elif kind == "qty":
            cols.append(f"({raw} + 0)")
        else:
            cols.append(f"q(trim({raw}))")
    astart, alen, _ = P["pos"][P["amount_field"]]
    istart, ilen, _ = P["pos"][P["id_field"]]
    detail_cond = "1" if level == "easy" else "substr($0, 1, 1) == \"D\""
    row = " \",\" ".join(cols)
    lines.append(f"{detail_cond} {{ n++; id[n] = {sub(istart, ilen)}; amt[n] = cents({sub(astart, alen)}); "
                 f"total += amt[n]; AMT = \"@@\"; row[n] = {row}; next }}")
    if level != "easy":
        lines.append(f"substr($0, 1, 1) == \"H\" {{ hdate = substr($0, {P['hdr_date'][0] + shift}, 8); next }}")
        lines.append(f"substr($0, 1, 1) == \"T\" {{ tcount = substr($0, {P['trl_count'][0] + shift}, {P['trl_count'][1]}) + 0; "
                     f"ttotal = cents(substr($0, {P['trl_total'][0] + shift}, {P['trl_total'][1]})); next }}")
    if level == "hard":
        rs, rl = P["adj_ref"]
        ams, aml = P["adj_amt"]
        apply = "" if bug == "no_adjustments" else "adj[a_ref] += a_amt; "
        lines.append(f"substr($0, 1, 1) == \"A\" {{ na++; a_ref = {sub(rs, rl)}; a_amt = cents({sub(ams, aml)}); "
                     f"{apply}atotal += a_amt; next }}")
    header = ",".join(P["out_order_csv"])
    net = "amt[i] + adj[id[i]]" if level == "hard" else "amt[i]"
    end = [f"END {{",
           f"  print \"{header}\" > CSV",
           f"  for (i = 1; i <= n; i++) {{ r = row[i]; sub(/@@/, money({net}), r); print r > CSV; net_total += {net} }}"]
    if bug != "csv_only":
        fields = [f"\\\"records\\\": %d", "\\\"total_amount\\\": %s"]
        args = ["n", "money(net_total)"]
        if level != "easy":
            fields.append("\\\"header_date\\\": \\\"%s\\\"")
            args.append("substr(hdate, 1, 4) \"-\" substr(hdate, 5, 2) \"-\" substr(hdate, 7, 2)")
            recs = "n + na" if level == "hard" else "n"
            tot = "total + atotal" if level == "hard" else "total"
            fields.append("\\\"trailer_ok\\\": %s")
            args.append(f"(tcount == {recs} && ttotal == {tot}) ? \"true\" : \"false\"")
        if level == "hard":
            fields.append("\\\"adjustments\\\": %d")
            args.append("na")
        end.append(f"  printf \"{{{', '.join(fields)}}}\\n\", {', '.join(args)} > JSON")
    end.append("}")
    return "\n".join(lines + end) + "\n"


def _solver(P: dict, level: str, bug: str) -> str:
    prog = _gawk(P, level, bug)
    signed = "1" if level == "hard" and bug != "unsigned_overpunch" else "0"
    src = P["data"]
    pre = ""
    if bug == "iconv_first":
        pre = f"iconv -f ISO-8859-1 -t UTF-8 {src} > /tmp/input.dat\n"
        src = "/tmp/input.dat"
    post = "" if (level == "easy" or bug in ("no_iconv", "iconv_first")) else \
        "iconv -f ISO-8859-1 -t UTF-8 /tmp/out.csv"
    csv_path = f"{P['out']}/{P['csv']}"
    lines = [f"mkdir -p {P['out']}", "cat > /tmp/convert.awk <<'AWK'", prog.rstrip("\n"), "AWK", pre.rstrip("\n")]
    lines.append(f"LC_ALL=C gawk -v SIGNED={signed} -v PIVOT={P.get('pivot', 0)} -v CSV=/tmp/out.csv "
                 f"-v JSON={P['out']}/control.json -f /tmp/convert.awk {src}")
    if post:
        lines.append(f"{post} > {csv_path}")
    else:
        lines.append(f"cp /tmp/out.csv {csv_path}")
    lines.append(f"wc -l {csv_path}")
    return script("\n".join(x for x in lines if x) + "\n")


@register
class FixedWidthExport(Family):
    name = "fixed_width_export"
    category = "data"
    description = "Convert a legacy fixed-width export (layout file, implied decimals, Latin-1, header/trailer, overpunch) to CSV."

    def make(self, rng: random.Random, level: str) -> Draft:
        S = rng.choice(SCENARIOS)
        latin = level != "easy"
        fields = list(S["fields"])
        ident, rest = fields[0], fields[1:]
        text_fields = [f for f in rest if f[1] in ("last", "first", "person", "item")]
        others = [f for f in rest if f not in text_fields]
        rng.shuffle(others)
        # keep a text field ahead of a data field (so a character that takes two bytes shifts something that matters)
        order = [ident] + text_fields[:1] + others[:1] + text_fields[1:] + others[1:]
        two_digit = level != "easy"
        pos, cur = {}, 1 + (0 if level == "easy" else 1)
        layout_rows = []
        if level != "easy":
            layout_rows.append((1, 1, "REC-TYPE", "X", "'D' = detail record"))
        for name, kind, length, col in order:
            if kind == "date":
                length = 6 if two_digit else 8
            if rng.random() < 0.35:  # unused filler between fields
                fl = rng.randint(1, 4)
                layout_rows.append((cur, fl, "FILLER", f"X({fl})", "unused"))
                cur += fl
            pic = {"id": f"9({length})", "amount": f"9({length - 2})V99" if level != "hard" else f"S9({length - 2})V99",
                   "qty": f"9({length})", "date": "9(6) YYMMDD" if two_digit else "9(8) YYYYMMDD"}.get(kind, f"X({length})")
            note = {"amount": "implied decimal point" + (", trailing overpunch sign" if level == "hard" else ""),
                    "date": "all zeros = no date", "id": "keep leading zeros"}.get(kind, "")
            layout_rows.append((cur, length, name, pic, note))
            pos[name] = (cur, length, kind)
            cur += length
        tail = rng.randint(2, 10)
        layout_rows.append((cur, tail, "FILLER", f"X({tail})", "unused"))
        reclen = cur + tail - 1
        P = {"pos": pos, "two_digit": two_digit, "out_order": [f[0] for f in fields], "out_order_csv": [f[3] for f in fields],
             "amount_field": next(f[0] for f in fields if f[1] == "amount"), "id_field": ident[0]}
        if two_digit:
            P["pivot"] = rng.randint(35, 70)
        run_date = date(rng.randint(2021, 2025), rng.randint(1, 12), rng.randint(1, 28))
        P["data"] = f"/data/inbound/{S['stem']}.EXPORT.D{run_date:%y%m%d}.dat"
        P["layout"] = f"/data/inbound/{S['stem']}.LAYOUT.txt"
        P["out"] = rng.choice(["/data/outbound", "/srv/etl/out", "/home/etl/converted", "/opt/legacy/csv", "/data/staging",
                               "/srv/interfaces/csv"])
        P["csv"] = f"{S['key']}_{run_date:%Y%m%d}.csv"
        amount_len = pos[P["amount_field"]][1]
        if level != "easy":
            P["hdr_date"] = (2, 8)
            P["trl_count"] = (2, 7)
            P["trl_total"] = (9, 15)
        if level == "hard":
            P["adj_ref"] = (2, ident[2])
            P["adj_amt"] = (2 + ident[2] + 6, amount_len)

        # -- records ------------------------------------------------------------------------------------------
        n = {"easy": rng.randint(25, 40), "medium": rng.randint(40, 60), "hard": rng.randint(50, 70)}[level]
        ids = set()
        recs = []
        for i in range(n):
            while True:  # the first id has leading zeros
                rid = f"{rng.randrange(10 ** (ident[2] - (2 if i == 0 else 0))):0{ident[2]}d}"
                if rid not in ids:
                    break
            ids.add(rid)
            rec = {"id": rid}
            for name, kind, length, col in order[1:]:
                length = pos[name][1]
                if kind in ("last", "first", "person", "item"):
                    use_latin = latin and (i in (1, 2) or rng.random() < 0.25)
                    if kind == "item":
                        v = rng.choice(WORDS_LATIN if use_latin else WORDS_ASCII)
                    else:
                        last = rng.choice(LATIN_LAST if use_latin else ASCII_LAST)
                        first = rng.choice(LATIN_FIRST if use_latin and rng.random() < 0.5 else ASCII_FIRST)
                        v = {"last": last, "first": first, "person": f"{last} {first}"}[kind]
                    rec[name] = v[:length].rstrip()
                elif kind == "code":
                    rec[name] = rng.choice([c for c in CODES if len(c) <= length])
                elif kind == "qty":
                    rec[name] = rng.randint(0, 10 ** min(length, 5) - 1)
                elif kind == "amount":
                    rec[name] = rng.randint(100, 10 ** (length - 1) - 1)
                elif kind == "date":
                    if two_digit:
                        pv = P["pivot"]
                        y = rng.choice([rng.randint(1900 + pv, 1999), rng.randint(2000, 2000 + pv - 1)])
                        if i == 0:
                            y = rng.randint(1900 + pv, 1999)
                        if i == 1:
                            y = rng.randint(2000, min(2000 + pv - 1, run_date.year))
                        d = date(y, rng.randint(1, 12), rng.randint(1, 28))
                        rec[name] = None if (i == 3 or (i > 5 and rng.random() < 0.05)) else d
                    else:
                        rec[name] = None if i == 3 else run_date - timedelta(days=rng.randint(0, 4000))
            recs.append(rec)
        adjs = []
        if level == "hard":
            for k in range(rng.randint(5, 9)):
                target = recs[rng.randrange(len(recs))]
                amt = rng.randint(100, 5000) * (-1 if k % 2 == 0 else 1)
                adjs.append({"ref": target["id"], "date": run_date, "amount": amt})
            for r in recs[4:6]:  # a few originals are negative (reversals)
                r[P["amount_field"]] = -r[P["amount_field"]]

        # -- the file --------------------------------------------------------------------------------------------
        def field_text(name, kind, length, v):
            if kind == "id":
                return v
            if kind in ("last", "first", "person", "item", "code"):
                return v.ljust(length)[:length]
            if kind == "qty":
                return f"{v:0{length}d}"
            if kind == "amount":
                return _overpunch(v, length) if level == "hard" else f"{v:0{length}d}"
            if kind == "date":
                if v is None:
                    return "0" * length
                return v.strftime("%y%m%d") if two_digit else v.strftime("%Y%m%d")
            raise ValueError(kind)

        def detail_line(rec):
            buf = [" "] * reclen
            if level != "easy":
                buf[0] = "D"
            for name, (start, length, kind) in pos.items():
                v = rec["id"] if kind == "id" else rec[name]
                t = field_text(name, kind, length, v)
                assert len(t) == length, (name, t)
                buf[start - 1:start - 1 + length] = list(t)
            return "".join(buf)

        out_lines = []
        adj_total = 0
        if level != "easy":
            out_lines.append(("H" + run_date.strftime("%Y%m%d") + S["system"].ljust(20)).ljust(reclen)[:reclen])
        body = [detail_line(r) for r in recs]
        if level == "hard":
            for a in adjs:
                line = ("A" + a["ref"] + a["date"].strftime("%Y%m%d")[2:] + _overpunch(a["amount"], amount_len)).ljust(reclen)
                body.insert(rng.randint(len(body) // 2, len(body)), line)
                adj_total += a["amount"]
        out_lines += body
        total = sum(r[P["amount_field"]] for r in recs)
        trailer_ok = True
        if level != "easy":
            count = len(recs) + len(adjs)
            hash_total = total + adj_total
            if rng.random() < 0.4:  # the sending system sometimes gets its own control totals wrong
                trailer_ok = False
                if rng.random() < 0.5:
                    count += rng.choice([-1, 1])
                else:
                    hash_total += rng.randint(1, 999)
            ttxt = _overpunch(hash_total, 15) if level == "hard" else f"{hash_total:015d}"
            out_lines.append(("T" + f"{count:07d}" + ttxt).ljust(reclen))
        nl = "\r\n" if level == "hard" else "\n"
        data = (nl.join(out_lines) + nl).encode("latin-1" if latin else "ascii")

        # -- truth --------------------------------------------------------------------------------------------------
        net = {r["id"]: r[P["amount_field"]] for r in recs}
        for a in adjs:
            net[a["ref"]] += a["amount"]
        rows = []
        for r in recs:
            row = []
            for name, kind, length, col in fields:
                if kind == "id":
                    row.append(r["id"])
                elif kind == "amount":
                    row.append(_money(net[r["id"]]))
                elif kind == "date":
                    row.append("" if r[name] is None else r[name].isoformat())
                elif kind == "qty":
                    row.append(str(r[name]))
                else:
                    row.append(r[name].strip())
            rows.append(row)
        control = {"records": len(recs), "total_amount": _money(sum(net.values()))}
        if level != "easy":
            control["header_date"] = run_date.isoformat()
            control["trailer_ok"] = trailer_ok
        if level == "hard":
            control["adjustments"] = len(adjs)

        layout = self._layout(S, P, level, layout_rows, reclen, amount_len, ident)
        files = {P["data"]: File.of(data), P["layout"]: File.of(layout)}
        decoys = [("zero_based", "reads the layout's start columns as 0-based offsets"),
                  ("strip_zeros", "turns ids into numbers, dropping their leading zeros"),
                  ("no_implied_decimal", "ignores the implied decimal point (amounts 100x)"),
                  ("csv_only", "half the job: the CSV without control.json")]
        if level != "easy":
            decoys += [("no_iconv", "writes the Latin-1 bytes through unchanged (not UTF-8)"),
                       ("iconv_first", "converts to UTF-8 before cutting columns by byte position"),
                       ("century_2000", "puts every two-digit year in the 2000s")]
        if level == "hard":
            decoys += [("unsigned_overpunch", "decodes the overpunch digit but drops its sign"),
                       ("no_adjustments", "ignores the adjustment records")]
        return Draft(
            instruction=self._instruction(rng, S, P, level, fields),
            environment=Environment(base_image=self.base_image, files=files, workdir="/data"),
            solution=_solver(P, level, ""),
            tests={"test_outputs.py": self._tests(P, fields, rows, control)},
            decoys=[Decoy(name=nm, description=d, script=_solver(P, level, nm)) for nm, d in decoys],
            outputs=[P["out"]],
            tools=["gawk", "mkdir", "cat", "wc"] + (["iconv"] if level != "easy" else ["cp"]),
            tags=["fixed-width", "etl", "legacy", "csv"] + {"easy": [], "medium": ["encoding", "control-totals"],
                                                             "hard": ["encoding", "control-totals", "zoned-decimal"]}[level],
            expert_time_min={"easy": 12, "medium": 25, "hard": 40}[level],
            junior_time_min={"easy": 30, "medium": 60, "hard": 100}[level],
        )

    @staticmethod
    def _layout(S, P, level, rows, reclen, amount_len, ident):
        out = [f"* {S['stem']}.EXPORT  record layout  ({S['system']})",
               f"* fixed length {reclen} bytes per record" + (", CRLF line ends" if level == "hard" else ""),
               "* " + ("character set ISO-8859-1 (Latin-1)" if level != "easy" else "character set ASCII"),
               "*",
               "*  POS  LEN  FIELD            PICTURE          NOTES"]
        title = "DETAIL RECORD" if level != "easy" else "RECORD"
        out.append(f"* --- {title} ---")
        for start, length, name, pic, note in rows:
            out.append(f"   {start:>3}  {length:>3}  {name:<15}  {pic:<15}  {note}".rstrip())
        if level != "easy":
            out += ["* --- HEADER RECORD (first line) ---",
                    "     1    1  REC-TYPE         X                'H'",
                    "     2    8  RUN-DATE         9(8) YYYYMMDD",
                    "    10   20  SOURCE-SYSTEM    X(20)",
                    "* --- TRAILER RECORD (last line) ---",
                    "     1    1  REC-TYPE         X                'T'",
                    "     2    7  RECORD-COUNT     9(7)             detail records" + (" + adjustment records" if level == "hard" else ""),
                    "     9   15  HASH-TOTAL       " + ("S9(13)V99        sum of all amounts, overpunch sign" if level == "hard"
                                                        else "9(13)V99         sum of detail amounts")]
        if level == "hard":
            s, l = P["adj_ref"]
            a, al = P["adj_amt"]
            out += ["* --- ADJUSTMENT RECORD ---",
                    "     1    1  REC-TYPE         X                'A'",
                    f"   {s:>3}  {l:>3}  {'REF-ID':<15}  {f'9({l})':<15}  {P['id_field']} of the detail record it corrects",
                    f"   {s + l:>3}    6  {'ADJ-DATE':<15}  {'9(6) YYMMDD':<15}".rstrip(),
                    f"   {a:>3}  {al:>3}  {'ADJ-AMT':<15}  {f'S9({al - 2})V99':<15}  overpunch sign",
                    "* OVERPUNCH: the last byte of a signed field carries the sign and the last digit:",
                    "*   '{' 'A'..'I' = +0 +1..+9    '}' 'J'..'R' = -0 -1..-9"]
        return "\n".join(out) + "\n"

    @staticmethod
    def _instruction(rng, S, P, level, fields):
        cols = ", ".join(f"`{f[3]}` ({f[0]})" for f in fields)
        amt = next(f for f in fields if f[1] == "amount")
        rules = [f"Columns, in this order: {cols}. Header line with exactly these names.",
                 "Text fields: strip the padding spaces. Identifiers keep their leading zeros (they are not numbers). "
                 "Quantities are plain integers.",
                 f"`{amt[3]}` has an implied decimal point (two decimals): write it with exactly two decimals, e.g. "
                 f"`0001234` -> `12.34`.",
                 "Dates as `YYYY-MM-DD`; a date of all zeros means no date: leave the cell empty."]
        if level != "easy":
            rules.insert(0, "Only detail records (`D`) become CSV rows; the header (`H`) and trailer (`T`) are control records.")
            rules.append(f"Dates are `YYMMDD`. Two-digit years {P['pivot']:02d}-99 are 19xx, 00-{P['pivot'] - 1:02d} are 20xx.")
            rules.append("The file is ISO-8859-1 (Latin-1). Field positions are byte positions in that encoding. The CSV "
                         "must be UTF-8, with accented names intact.")
        if level == "hard":
            rules.append("Signed amounts use a trailing overpunch sign (see the layout). Adjustment records (`A`) "
                         f"correct the detail record whose `{P['id_field']}` they reference: the CSV's `{amt[3]}` is the "
                         "net amount (detail amount plus all its adjustments). Lines end in CRLF.")
        ctl = ["`records`: number of CSV rows (detail records)",
               f"`total_amount`: sum of the `{amt[3]}` column, a number with two decimals"]
        if level != "easy":
            ctl += ["`header_date`: the header's run date as `YYYY-MM-DD`",
                    "`trailer_ok`: `true` if the trailer's record count and hash total both match what the file holds, "
                    "else `false` (the sender's totals are sometimes wrong; convert the file anyway)"]
        if level == "hard":
            ctl.append("`adjustments`: number of adjustment records")
        company, consumer = rng.choice(COMPANIES), rng.choice(CONSUMERS)
        opener = rng.choice([
            f"{S['team']} at {company} still receives the {S['what']} from {S['system']} as a fixed-width file, and "
            f"{consumer} needs it as CSV",
            f"At {company}, the {S['what']} arrives nightly from {S['system']} as fixed-width records; {consumer} "
            f"cannot read that format",
            f"{company} is retiring {S['system']}, but {consumer} still depends on its {S['what']}, which only comes as "
            f"fixed-width records",
            f"{S['team']} at {company} asked for the latest {S['what']} from {S['system']} in CSV for {consumer}",
        ])
        return dedent(f"""
            # Convert the {S['system']} {S['what']} to CSV

            {opener}. Convert `{P['data']}` using its layout description `{P['layout']}`
            (positions are 1-based byte columns, as usual in these layouts).

            Write `{P['out']}/{P['csv']}`, one row per record in file order:
            {{rules}}

            Also write `{P['out']}/control.json`, an object with:
            {{ctl}}

            Leave the inbound files unchanged. The result is compared field by field with an independent conversion.
        """).replace("{rules}", "\n".join(f"- {r}" for r in rules)).replace("{ctl}", "\n".join(f"- {c}" for c in ctl))

    @staticmethod
    def _tests(P, fields, rows, control):
        amt_idx = [i for i, f in enumerate(fields) if f[1] == "amount"][0]
        consts = {"CSV_PATH": f"{P['out']}/{P['csv']}", "JSON_PATH": f"{P['out']}/control.json",
                  "HEADER": [f[3] for f in fields], "ROWS": rows, "AMT": amt_idx, "CONTROL": control}
        body = '''
            def _rows():
                assert os.path.isfile(CSV_PATH), f"missing {CSV_PATH}"
                raw = open(CSV_PATH, "rb").read()
                try:
                    text = raw.decode("utf-8")
                except UnicodeDecodeError as e:
                    raise AssertionError(f"{CSV_PATH} is not valid UTF-8: {e}")
                return [r for r in csv.reader(io.StringIO(text)) if r]

            def test_header():
                assert _rows()[0] == HEADER, f"header {_rows()[0]} != {HEADER}"

            def test_row_count():
                assert len(_rows()) - 1 == len(ROWS), f"{len(_rows()) - 1} data rows, expected {len(ROWS)}"

            def test_values():
                got = _rows()[1:]
                for i, (g, w) in enumerate(zip(got, ROWS), 1):
                    assert len(g) == len(w), f"row {i}: {len(g)} cells, expected {len(w)}"
                    for j, (a, b) in enumerate(zip(g, w)):
                        if j == AMT:
                            assert "." in a and len(a.split(".")[1]) == 2, f"row {i} {HEADER[j]}: {a!r} needs two decimals"
                            assert Decimal(a) == Decimal(b), f"row {i} ({w[0]}): {HEADER[j]} {a} != {b}"
                        else:
                            assert a == b, f"row {i} ({w[0]}): {HEADER[j]} is {a!r}, expected {b!r}"

            def test_control():
                assert os.path.isfile(JSON_PATH), f"missing {JSON_PATH}"
                c = json.load(open(JSON_PATH))
                for k, v in CONTROL.items():
                    assert k in c, f"control.json lacks {k!r}"
                    if k == "total_amount":
                        assert abs(float(c[k]) - float(v)) < 0.005, f"total_amount {c[k]} != {v}"
                    else:
                        assert c[k] == v, f"control.json {k}: {c[k]!r} != {v!r}"
        '''
        return pytest_file("import csv, io, json, os\nfrom decimal import Decimal", consts, body)


def _money(cents: int) -> str:
    s = "-" if cents < 0 else ""
    return f"{s}{abs(cents) // 100}.{abs(cents) % 100:02d}"

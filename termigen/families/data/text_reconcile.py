"""Data/reconciliation: reconcile two text exports (ledger vs manifest, payroll vs bank file, ...) at the shell.

Different delimiters, a header in one file only, padded or re-cased keys, amounts in different units ("1,234.50" vs
cents, "1.5K" vs bytes), exact duplicates on one side and re-sent records (last one wins) on the other, records on
one side only; at the hard level several lines of one side are summed against one line of the other, a tolerance
rule applies and the summary is an aligned table. The oracle is a coreutils pipeline (numfmt, sort -t -k, tac,
uniq -c, join, comm, paste | bc, expand).
"""

from __future__ import annotations

import random
from decimal import Decimal
from fractions import Fraction
from math import ceil

from termigen.families import register
from termigen.families.base import Draft, Family, Resample, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

# A scenario: which two systems, what a key and an amount are, and (hard) what the many-side lines are.
SCENARIOS = [
    dict(kind="money", left_sys="warehouse shipping ledger", right_sys="carrier's freight manifest",
         lname="ledger", rname="manifest", pfx="SHP", key="shipment", amount="freight charge",
         item="parcel", item_col="parcel_id", item_pfx="PCL", key_col="shipment_id", amt_col="freight",
         extra_l=("dest_zip", "zip"), extra_r="pickup date", lfile="shipping_ledger", rfile="carrier_manifest",
         team="logistics finance", per_item="one line per parcel, the carrier bills the shipment as a whole"),
    dict(kind="money", left_sys="payroll export", right_sys="bank payment file", lname="payroll", rname="bank",
         pfx="EMP", key="employee", amount="net pay", item="pay component", item_col="line_ref", item_pfx="PL",
         key_col="employee_no", amt_col="net_amount", extra_l=("cost_centre", "cc"), extra_r="value date",
         lfile="payroll_export", rfile="bank_payments", team="payroll",
         per_item="one line per pay component (salary, overtime, allowances), the bank pays one transfer per employee"),
    dict(kind="money", left_sys="payment gateway capture report", right_sys="order book", lname="captures",
         rname="orders", pfx="ORD", key="order", amount="captured amount", item="capture", item_col="capture_id",
         item_pfx="CAP", key_col="order_ref", amt_col="captured", extra_l=("card_brand", "brand"),
         extra_r="order date", lfile="gateway_captures", rfile="order_book", team="e-commerce finance",
         per_item="one line per (partial) capture, the order book holds one total per order"),
    dict(kind="money", left_sys="till (POS) sales journal", right_sys="card processor settlement file",
         lname="tills", rname="processor", pfx="BAT", key="batch", amount="settled amount", item="sale",
         item_col="receipt_no", item_pfx="RC", key_col="batch_no", amt_col="amount", extra_l=("till", "till"),
         extra_r="settlement date", lfile="pos_journal", rfile="processor_settlement", team="retail accounting",
         per_item="one line per card sale, the processor settles each batch in one line"),
    dict(kind="money", left_sys="accounts-payable invoice register", right_sys="supplier statement",
         lname="register", rname="statement", pfx="INV", key="invoice", amount="invoice amount", item="invoice line",
         item_col="line_id", item_pfx="IL", key_col="invoice_no", amt_col="line_total", extra_l=("gl_account", "gl"),
         extra_r="due date", lfile="ap_register", rfile="supplier_statement", team="accounts payable",
         per_item="one line per invoice line, the supplier states each invoice in one line"),
    dict(kind="bytes", left_sys="storage usage report", right_sys="billing meter export", lname="usage",
         rname="meter", pfx="BKT", key="bucket", amount="stored size", item="prefix", item_col="prefix_id",
         item_pfx="PX", key_col="bucket", amt_col="size", extra_l=("tier", "tier"), extra_r="region",
         lfile="storage_usage", rfile="billing_meter", team="platform cost",
         per_item="one line per key prefix, the meter bills the bucket as a whole"),
    dict(kind="bytes", left_sys="backup catalogue", right_sys="tape library log", lname="catalogue",
         rname="library", pfx="JOB", key="backup job", amount="written size", item="volume", item_col="volume_id",
         item_pfx="VOL", key_col="job_id", amt_col="written", extra_l=("policy", "policy"), extra_r="drive",
         lfile="backup_catalogue", rfile="tape_log", team="infrastructure",
         per_item="one line per written volume, the library logs each job once"),
    dict(kind="bytes", left_sys="CDN edge traffic report", right_sys="transit provider invoice detail",
         lname="edge", rname="transit", pfx="CUS", key="customer", amount="egress volume", item="edge site",
         item_col="site_line", item_pfx="ES", key_col="customer", amt_col="egress", extra_l=("plan", "plan"),
         extra_r="port", lfile="edge_traffic", rfile="transit_detail", team="network billing",
         per_item="one line per edge site, the provider bills one line per customer"),
]
COMPANIES = ["Harlow & Finch", "Brightwater Group", "Castellan Retail", "Northmoor Foods", "Pellston Outdoor",
             "Quayside Logistics", "Redfern Media", "Sternberg Tools", "Tollgate Energy", "Vantage Health",
             "Wexford Cycles", "Ardent Books", "Lindqvist Optics", "Okapi Games", "Marlow Pharmacy", "Juniper Telecom",
             "Kestrel Aviation", "Bluefin Seafood"]
IN_DIRS = ["/app/data", "/srv/exports", "/app/inbox", "/data/recon/in", "/home/analyst/exports"]
OUT_DIRS = ["/app/recon", "/srv/recon/out", "/app/out/reconciliation", "/data/recon/out", "/home/analyst/recon"]
EXTRA_VALUES = {"zip": lambda r: f"{r.randint(10000, 99999)}", "cc": lambda r: f"CC{r.randint(100, 999)}",
                "brand": lambda r: r.choice(["VISA", "MC", "AMEX"]), "till": lambda r: f"T{r.randint(1, 24):02d}",
                "gl": lambda r: f"{r.randint(4000, 6999)}", "tier": lambda r: r.choice(["hot", "cool", "archive"]),
                "policy": lambda r: r.choice(["daily", "weekly", "monthly"]),
                "plan": lambda r: r.choice(["basic", "pro", "enterprise"])}
OPENERS = [
    "Month-end close is blocked: the {left} and the {right} do not agree, and {team} needs a reconciliation before "
    "anyone signs off.",
    "Audit asked {team} why the {left} and the {right} disagree for last period. Nobody has reconciled them since "
    "the systems were migrated.",
    "Every month someone in {team} reconciles the {left} against the {right} by hand in a spreadsheet; that person "
    "has left and the exports are waiting.",
    "The {right} arrived overnight. Before it is approved, {team} has to reconcile it against our {left}.",
    "A controller in {team} spotted that totals of the {left} and the {right} drift apart and wants a line-by-line "
    "reconciliation.",
]
CLOSERS = [
    "Do not modify the input files. Standard shell tools are enough; the job is re-run every period, so a script is "
    "welcome but only the output files are checked.",
    "Leave the exports untouched. Only the files in the output folder are read by the checker.",
    "The input files must stay as they are; write only into the output folder.",
]


def _iec(v: int) -> str:
    """`numfmt --to=iec` for v >= 0 (coreutils 9: scale by 1024, one decimal below 10, round away from zero)."""
    x, power = Fraction(v), 0
    if x >= 1024:
        while x >= 1024:
            x /= 1024
            power += 1
    ten = abs(x) < 10
    if ten:
        x *= 10
    x = Fraction(ceil(x))
    if x >= 1024:
        x /= 1024
        power += 1
    if ten:
        x /= 10
    show = x != 0 and x < 10 and power > 0
    num = f"{float(x):.1f}" if show else f"{float(x):.0f}"
    return num + ["", "K", "M", "G", "T", "P"][power]


def _show(kind: str, v: int) -> str:
    return f"{Decimal(v) / 100:.2f}" if kind == "money" else _iec(v)


def _oracle(bug: str, P: dict) -> str:
    """The reconciliation pipeline; a decoy is the same pipeline with one mistake (BUG)."""
    lv = P["level"]
    trim = 'gsub(/^[ \\t]+|[ \\t]+$/, "", k)'
    lkey = f"k=${P['l_key']}; {trim}; " + ("" if bug == "no_key_norm" else "k=toupper(k); ")
    lid = f"id=${P['l_item']}; gsub(/ /, \"\", id); " if lv == "hard" else "id=k; "
    rnorm = ""
    if bug != "no_key_norm":
        rnorm = f'k="{P["pfx"]}-" (k + 0); ' if P["rstyle"] == "zero" else "k=toupper(k); "
    lconv = "--from-unit=100 --round=nearest --format=%.0f" if P["kind"] == "money" else "--from=iec"
    rconv = ""
    if P["kind"] == "money" and lv == "easy":
        rconv = " \\\n          | numfmt -d $'\\t' --field=2 --from-unit=100 --round=nearest --format=%.0f"
    tsep = "$'\\t'"
    dedup = {"no_dedup": "cat", "dedup_by_key": f"sort -t {tsep} -k2,2 -u"}.get(bug, f"sort -t {tsep} -k1,1 -u")
    order = "cat" if bug == "first_wins" else "tac"
    if bug == "string_compare":
        differs = '($3 "") != ($5 "")'
    elif bug == "no_tolerance":
        differs = "ad > 0"
    elif bug == "tol_exclusive":
        differs = "ad >= tol"
    else:
        differs = "ad > tol"
    sign = "-d" if bug == "swap_sides" else "d"
    out = P["out"]
    s = f"""
        export LC_ALL=C
        L='{P['left_path']}'
        R='{P['right_path']}'
        OUT='{out}'
        TOL={P['tol']}
        T=$(mktemp -d)
        mkdir -p "$OUT"

        # Left side: drop the header, trim (and upper-case) keys, amounts to integer {P['unit']}.
        # Columns out: record id, key, amount, amount as written.
        tail -n +2 "$L" \\
          | awk -F'{P['ldelim']}' -v OFS='\\t' '{{ {lkey}{lid}a=${P['l_amt']}; raw=a; gsub(/[ ,]/, "", a); print id, k, a, raw }}' \\
          | numfmt -d {tsep} --field=3 {lconv} > "$T/left"
        # Right side: no header; normalise the padded keys; columns out: key, amount, amount as written.
        awk -F'{P['rdelim_awk']}' -v OFS='\\t' '{{ k=${P['r_key']}; gsub(/ /, "", k); {rnorm}print k, ${P['r_amt']}, ${P['r_amt']} }}' "$R"{rconv} > "$T/right"
    """
    if lv != "easy" and bug != "no_dups_report":
        s += f"""
        # Duplicates: records that occur more than once in a file.
        {{ cut -f1 "$T/left" | sort | uniq -c | awk -v OFS='\\t' '$1 > 1 {{ print "left", $2, $1 }}'
          cut -f1 "$T/right" | sort | uniq -c | awk -v OFS='\\t' '$1 > 1 {{ print "right", $2, $1 }}'
        }} > "$OUT/duplicates.tsv"
        """
    s += f"""
        # One row per record on the left, then the sum per key; on the right the last occurrence of a key wins.
        {dedup} "$T/left" > "$T/left.u"
        awk -F'\\t' '{{ s[$2] += $3; raw[$2] = $4 }} END {{ for (k in s) printf "%s\\t%.0f\\t%s\\n", k, s[k], raw[k] }}' "$T/left.u" \\
          | sort -t {tsep} -k1,1 > "$T/left.sum"
        {order} "$T/right" | sort -s -t {tsep} -k1,1 -u > "$T/right.u"

        join -t {tsep} "$T/left.sum" "$T/right.u" \\
          | awk -F'\\t' -v OFS='\\t' -v tol="$TOL" -v diffs="$OUT/diffs.tsv" -v agreed="$T/agreed" '
              {{ d = $4 - $2; ad = d < 0 ? -d : d
                if ({differs}) printf "%s\\t%.0f\\t%.0f\\t%.0f\\n", $1, $2, $4, {sign} > diffs
                else printf "%s\\t%.0f\\t%.0f\\n", $1, $2, $4 > agreed }}'
        touch "$OUT/diffs.tsv" "$T/agreed"
    """
    if bug == "diffs_only":
        return script(s)
    s += f"""
        cut -f1 "$T/left.sum" > "$T/lk"
        cut -f1 "$T/right.u" > "$T/rk"
        comm -23 "$T/lk" "$T/rk" | join -t {tsep} - "$T/left.sum" | cut -f1,2 > "$OUT/only_left.tsv"
        comm -13 "$T/lk" "$T/rk" | join -t {tsep} - "$T/right.u" | cut -f1,2 > "$OUT/only_right.tsv"

        total() {{ cut -f"$2" "$1" | paste -sd+ - | sed 's/^$/0/' | bc; }}
        n_agreed=$(wc -l < "$T/agreed"); n_diff=$(wc -l < "$OUT/diffs.tsv")
        n_ol=$(wc -l < "$OUT/only_left.tsv"); n_or=$(wc -l < "$OUT/only_right.tsv")
        l_total=$(total "$T/left.sum" 2); r_total=$(total "$T/right.u" 2)
    """
    if lv != "hard" or bug == "kv_summary":
        s += """
        {
          echo "left_records=$(wc -l < "$T/left.u")"
          echo "right_records=$(wc -l < "$T/right.u")"
          echo "matched=$((n_agreed + n_diff))"
          echo "agreed=$n_agreed"
          echo "differing=$n_diff"
          echo "only_left=$n_ol"
          echo "only_right=$n_or"
          echo "left_total=$l_total"
          echo "right_total=$r_total"
        } > "$OUT/summary.txt"
        """
    else:
        fmt = "numfmt --to-unit=100 --round=nearest --format=%.2f" if P["kind"] == "money" else "numfmt --to=iec"
        s += f"""
        # The aligned table: tab-separated rows, expanded to fixed tab stops; amounts for humans.
        fmt() {{ {fmt} "$1"; }}
        {{
          printf 'section\\tkeys\\t%s\\t%s\\n' {P['lname']} {P['rname']}
          printf 'agreed\\t%s\\t%s\\t%s\\n' "$n_agreed" "$(fmt "$(total "$T/agreed" 2)")" "$(fmt "$(total "$T/agreed" 3)")"
          printf 'differing\\t%s\\t%s\\t%s\\n' "$n_diff" "$(fmt "$(total "$OUT/diffs.tsv" 2)")" "$(fmt "$(total "$OUT/diffs.tsv" 3)")"
          printf 'only %s\\t%s\\t%s\\t-\\n' {P['lname']} "$n_ol" "$(fmt "$(total "$OUT/only_left.tsv" 2)")"
          printf 'only %s\\t%s\\t-\\t%s\\n' {P['rname']} "$n_or" "$(fmt "$(total "$OUT/only_right.tsv" 2)")"
          printf 'total\\t%s\\t%s\\t%s\\n' "$((n_agreed + n_diff + n_ol + n_or))" "$(fmt "$l_total")" "$(fmt "$r_total")"
        }} | expand -t {P['stops']} > "$OUT/summary.txt"
        """
    return script(s)


DECOYS = {
    "easy": [("swap_sides", "right format, deltas computed left minus right"),
             ("string_compare", "compares amounts as written text (1234.5 vs 1234.50 counts as a difference)"),
             ("diffs_only", "half the job: writes the differences but no only-left/only-right lists or summary")],
    "medium": [("swap_sides", "right format, deltas computed left minus right"),
               ("no_key_norm", "joins on the keys as written (padding and case not normalised)"),
               ("first_wins", "keeps the first of a re-sent record instead of the last"),
               ("no_dedup", "counts a repeated ledger row twice"),
               ("no_dups_report", "half the job: everything but duplicates.tsv")],
    "hard": [("swap_sides", "right format, deltas computed left minus right"),
             ("first_wins", "keeps the first of a re-sent record instead of the last"),
             ("dedup_by_key", "removes duplicates by key, dropping all but one line of multi-line keys"),
             ("no_tolerance", "ignores the tolerance rule"),
             ("tol_exclusive", "applies the tolerance as strictly less than"),
             ("kv_summary", "half the job: a key=value summary instead of the aligned table")],
}


@register
class TextReconcile(Family):
    name = "text_reconcile"
    category = "data"
    description = "Reconcile two text exports (different delimiters, padded keys, units, duplicates) into an exact report."

    def make(self, rng: random.Random, level: str) -> Draft:
        sc = dict(rng.choice(SCENARIOS if level != "easy" else [s for s in SCENARIOS if s["kind"] == "money"]))
        kind = sc["kind"]
        company = rng.choice(COMPANIES)
        in_dir, out = rng.choice(IN_DIRS), rng.choice(OUT_DIRS)
        unit = "cents" if kind == "money" else "bytes"
        tol = 0
        if level == "hard":
            tol = rng.choice([2, 3, 5, 10]) if kind == "money" else rng.choice([512, 1024, 4096])

        # -- the keys and what each side holds ---------------------------------------------------------------
        n = {"easy": rng.randint(24, 36), "medium": rng.randint(40, 60), "hard": rng.randint(40, 60)}[level]
        width = rng.choice([6, 8, 10])
        nums = sorted(rng.sample(range(100, 10 ** min(width, 6) - 1), n))
        keys = [f"{sc['pfx']}-{x}" for x in nums]
        order = list(range(n))
        rng.shuffle(order)
        cats = {}
        plan = ["only_left"] * rng.randint(2, 4) + ["only_right"] * rng.randint(2, 4) + ["diff"] * rng.randint(3, 5)
        if level == "hard":
            plan += ["tol_edge", "tol_inside"] + (["tol_inside"] if rng.random() < 0.5 else [])
        for i, idx in enumerate(order):
            cats[keys[idx]] = plan[i] if i < len(plan) else "agree"

        def human_amount() -> int:
            if kind == "money":
                return rng.randint(250, 480_000)
            p = rng.choice([0, 1, 1, 2, 2, 3])
            if p == 0:
                return rng.randint(1, 1023)
            return (rng.randint(1, 900) * 4 + rng.choice([0, 1, 2, 3])) * 1024 ** p // 4

        left_items: dict[str, list[tuple[str, int]]] = {}
        item_no = rng.randint(1000, 8000)
        for k in keys:
            if cats[k] == "only_right":
                continue
            m = 1 if level != "hard" else rng.choice([1, 2, 2, 3, 4])
            lines = []
            for _ in range(m):
                item_no += rng.randint(1, 9)
                lines.append((f"{sc['item_pfx']}{item_no}", human_amount()))
            left_items[k] = lines
        if level == "hard":  # several keys are sums of several lines (dedup by key would lose them)
            multi = [k for k in keys if k in left_items and len(left_items[k]) >= 2]
            if len(multi) < 3:
                raise Resample("too few multi-line keys")
        lsum = {k: sum(a for _, a in v) for k, v in left_items.items()}
        right_amt: dict[str, int] = {}
        for k in keys:
            c = cats[k]
            if c == "only_left":
                continue
            if c == "only_right":
                right_amt[k] = human_amount()
                continue
            base = lsum[k]
            if c == "agree":
                right_amt[k] = base
            elif c == "tol_edge":
                right_amt[k] = base + rng.choice([-1, 1]) * tol
            elif c == "tol_inside":
                right_amt[k] = base + rng.choice([-1, 1]) * rng.randint(1, tol - 1)
            else:
                d = rng.randint(tol + 1, tol + 1 + max(50, base // 5))
                if rng.random() < 0.5 and base - d > 0:
                    d = -d
                right_amt[k] = base + d
        if level == "hard":  # one difference just past the tolerance
            first_diff = next(k for k in keys if cats[k] == "diff")
            right_amt[first_diff] = lsum[first_diff] + tol + 1

        agreed_keys = [k for k in keys if cats[k] == "agree"]
        if level == "easy":
            # amounts the bank writes without trailing zeros: only a numeric comparison sees them as equal
            tens = [k for k in agreed_keys if lsum[k] % 10 == 0]
            for k in rng.sample(agreed_keys, 2):
                if k not in tens:
                    left_items[k] = [(left_items[k][0][0], left_items[k][0][1] // 10 * 10 + 10)]
                    lsum[k] = right_amt[k] = left_items[k][0][1]

        # -- duplicates and re-sends --------------------------------------------------------------------------
        left_dups: list[str] = []   # record ids (keys below hard) written twice
        resend: dict[str, list[int]] = {}  # key -> stale amounts written before the real line
        if level != "easy":
            pool = [k for k in keys if k in left_items]
            for k in rng.sample(pool, rng.randint(2, 3)):
                left_dups.append(left_items[k][-1][0] if level == "hard" else k)
            ag = [k for k in agreed_keys]
            stale_keys = rng.sample(ag, 2) + rng.sample([k for k in keys if k in right_amt and k not in ag], 1)
            for j, k in enumerate(stale_keys):
                stale = [right_amt[k] + rng.choice([-1, 1]) * rng.randint(100, 900) * (1 if kind == "money" else 37)]
                if j == 0 and rng.random() < 0.5:
                    stale.append(right_amt[k])  # re-sent unchanged as well
                resend[k] = [max(1, s) if max(1, s) != right_amt[k] else right_amt[k] + 1 for s in stale]

        # -- file layout ----------------------------------------------------------------------------------------
        if level == "easy" or kind == "bytes":
            ldelim = rng.choice([",", ";", "|"])
        else:
            ldelim = rng.choice([";", "|"])  # amounts carry thousands commas
        rdelim = rng.choice(["\t", "|"]) if ldelim != "|" else "\t"
        lcols = [sc["key_col"], sc["amt_col"], sc["extra_l"][0], "posted"]
        if level == "hard":
            lcols.append(sc["item_col"])
        rng.shuffle(lcols)
        rcols = ["key", "amount", "extra"]
        rng.shuffle(rcols)
        rstyle = "plain" if level == "easy" else rng.choice(["zero", "lower"])
        ext = {",": "csv", ";": "csv", "|": "txt"}[ldelim]
        left_path = f"{in_dir}/{sc['lfile']}.{ext}"
        right_path = f"{in_dir}/{sc['rfile']}.{'tsv' if rdelim == chr(9) else 'dat'}"
        year, month = rng.randint(2021, 2025), rng.randint(1, 12)

        def ltext_amount(v: int) -> str:
            if kind == "money":
                d = Decimal(v) / 100
                return f"{d:.2f}" if level == "easy" else f"{d:,.2f}"
            if level == "easy":
                return str(v)
            for p, suf in ((3, "G"), (2, "M"), (1, "K")):
                if v >= 1024 ** p and (v * 4) % 1024 ** p == 0:
                    m = Decimal(v) / Decimal(1024 ** p)
                    return f"{m.normalize():f}{suf}"
            return str(v)

        def lkey_text(k: str) -> str:
            if level == "easy":
                return k
            t = rng.choice([k, k, k.lower(), k.title()])
            return rng.choice(["", " ", "  "]) + t + rng.choice(["", "", " ", "   "])

        def rkey_text(k: str) -> str:
            if rstyle == "plain":
                return k
            num = k.split("-")[1]
            if rstyle == "zero":
                return num.zfill(width)
            return k.lower().rjust(len(sc["pfx"]) + 1 + width)

        def rtext_amount(v: int) -> str:
            if kind == "money" and level == "easy":
                t = f"{Decimal(v) / 100:.2f}".rstrip("0").rstrip(".")
                return t
            return str(v)

        lrows = []
        for k in keys:
            for iid, a in left_items.get(k, []):
                lrows.append((iid, k, a))
        rng.shuffle(lrows)
        for rid in left_dups:
            src = next(r for r in lrows if (r[0] if level == "hard" else r[1]) == rid)
            lrows.insert(rng.randint(0, len(lrows)), src)

        def lline(r):
            iid, k, a = r
            vals = {sc["key_col"]: lkey_text(k), sc["amt_col"]: ltext_amount(a),
                    sc["extra_l"][0]: EXTRA_VALUES[sc["extra_l"][1]](rng),
                    "posted": f"{year}-{month:02d}-{rng.randint(1, 28):02d}", sc["item_col"]: iid}
            return ldelim.join(vals[c] for c in lcols)

        left_text = ldelim.join(lcols) + "\n" + "".join(lline(r) + "\n" for r in lrows)
        rrows = [(k, right_amt[k]) for k in keys if k in right_amt]
        rng.shuffle(rrows)
        for k, stales in sorted(resend.items()):
            for st in stales:
                idx = next(i for i, r in enumerate(rrows) if r[0] == k and r[1] == right_amt[k] and
                           all(rr[0] != k for rr in rrows[i + 1:]))
                rrows.insert(rng.randint(0, idx), (k, st))
        extra_r = {"pickup date": lambda: f"{year}{month:02d}{rng.randint(1, 28):02d}",
                   "value date": lambda: f"{year}{month:02d}{rng.randint(1, 28):02d}",
                   "order date": lambda: f"{year}{month:02d}{rng.randint(1, 28):02d}",
                   "settlement date": lambda: f"{year}{month:02d}{rng.randint(1, 28):02d}",
                   "due date": lambda: f"{year}{month:02d}{rng.randint(1, 28):02d}",
                   "region": lambda: rng.choice(["eu-west", "us-east", "ap-south"]),
                   "drive": lambda: f"LTO{rng.randint(1, 8)}", "port": lambda: f"xe-0/{rng.randint(0, 3)}/{rng.randint(0, 9)}"}
        right_text = "".join(rdelim.join({"key": rkey_text(k), "amount": rtext_amount(a),
                                          "extra": extra_r[sc["extra_r"]]()}[c] for c in rcols) + "\n"
                             for k, a in rrows)

        # -- ground truth -----------------------------------------------------------------------------------
        truth = self._truth(level, kind, keys, cats, left_items, lsum, right_amt, left_dups, resend, tol, sc)

        P = dict(level=level, kind=kind, pfx=sc["pfx"], rstyle=rstyle, unit=unit, tol=tol, out=out,
                 left_path=left_path, right_path=right_path, ldelim=ldelim, rdelim_awk="\\t" if rdelim == "\t" else "|",
                 l_key=lcols.index(sc["key_col"]) + 1, l_amt=lcols.index(sc["amt_col"]) + 1,
                 l_item=(lcols.index(sc["item_col"]) + 1) if level == "hard" else 0,
                 r_key=rcols.index("key") + 1, r_amt=rcols.index("amount") + 1,
                 lname=sc["lname"], rname=sc["rname"], stops=STOPS)
        files = {left_path: File.of(left_text), right_path: File.of(right_text)}
        instruction = self._instruction(rng, level, sc, company, P, lcols, rcols, width, year, month)
        tools = ["awk", "bc", "comm", "cut", "join", "mkdir", "mktemp", "numfmt", "paste", "sed", "sort", "tail",
                 "touch", "wc"]
        if level != "easy":
            tools += ["tac", "uniq"]
        else:
            tools += ["tac"]
        if level == "hard":
            tools += ["expand"]
        return Draft(
            instruction=instruction,
            environment=Environment(base_image=self.base_image, files=files, workdir=in_dir),
            solution=_oracle("", P),
            tests={"test_outputs.py": self._tests(truth, level, out)},
            decoys=[Decoy(name=b, description=d, script=_oracle(b, P)) for b, d in DECOYS[level]],
            outputs=[out],
            tools=sorted(set(tools)),
            tags=["reconciliation", "coreutils", "join", "text-processing"]
            + (["deduplication", "normalisation"] if level != "easy" else [])
            + (["tolerance", "many-to-one", "report-formatting"] if level == "hard" else []),
            expert_time_min={"easy": 12, "medium": 25, "hard": 40}[level],
            junior_time_min={"easy": 30, "medium": 60, "hard": 100}[level],
        )

    # -- ground truth -------------------------------------------------------------------------------------------
    @staticmethod
    def _truth(level, kind, keys, cats, left_items, lsum, right_amt, left_dups, resend, tol, sc):
        both = sorted(k for k in keys if k in lsum and k in right_amt)
        diffs, agreed = [], []
        for k in both:
            d = right_amt[k] - lsum[k]
            (diffs if abs(d) > tol else agreed).append([k, lsum[k], right_amt[k], d])
        only_left = [[k, lsum[k]] for k in sorted(lsum) if k not in right_amt]
        only_right = [[k, right_amt[k]] for k in sorted(right_amt) if k not in lsum]
        n_left_records = sum(len(v) for v in left_items.values())
        truth = {"diffs": diffs, "only_left": only_left, "only_right": only_right}
        if level != "easy":
            dups = [["left", rid, 2] for rid in sorted(left_dups)]
            dups += [["right", k, 1 + len(st)] for k, st in sorted(resend.items())]
            truth["duplicates"] = sorted(dups)
        l_total, r_total = sum(lsum.values()), sum(right_amt.values())
        if level != "hard":
            truth["summary"] = {"left_records": n_left_records, "right_records": len(right_amt),
                                "matched": len(both), "agreed": len(agreed), "differing": len(diffs),
                                "only_left": len(only_left), "only_right": len(only_right),
                                "left_total": l_total, "right_total": r_total}
        else:
            def sh(v):
                return _show(kind, v)
            rows = [["section", "keys", sc["lname"], sc["rname"]],
                    ["agreed", str(len(agreed)), sh(sum(r[1] for r in agreed)), sh(sum(r[2] for r in agreed))],
                    ["differing", str(len(diffs)), sh(sum(r[1] for r in diffs)), sh(sum(r[2] for r in diffs))],
                    [f"only {sc['lname']}", str(len(only_left)), sh(sum(r[1] for r in only_left)), "-"],
                    [f"only {sc['rname']}", str(len(only_right)), "-", sh(sum(r[1] for r in only_right))],
                    ["total", str(len(both) + len(only_left) + len(only_right)), sh(l_total), sh(r_total)]]
            stops = [int(x) for x in STOPS.split(",")]
            lines = []
            for r in rows:
                line = ""
                for i, cell in enumerate(r):
                    if i:
                        line = line.ljust(stops[i - 1])
                    line += cell
                lines.append(line)
            truth["table"] = lines
            truth["totals"] = [l_total, r_total]
        return truth

    # -- the ticket -----------------------------------------------------------------------------------------------
    @staticmethod
    def _instruction(rng, level, sc, company, P, lcols, rcols, width, year, month):
        kind, out, unit = P["kind"], P["out"], P["unit"]
        dname = {",": "comma", ";": "semicolon", "|": "pipe (`|`)"}[P["ldelim"]]
        rdname = "tab" if P["rdelim_awk"] == "\\t" else "pipe (`|`)"
        rfields = {"key": f"the {sc['key']} key", "amount": f"the {sc['amount']}", "extra": f"the {sc['extra_r']}"}
        period = f"{year}-{month:02d}"
        opener = rng.choice(OPENERS).format(left=sc["left_sys"], right=sc["right_sys"], team=sc["team"])
        lpath, rpath = P["left_path"], P["right_path"]

        if kind == "money":
            if level == "easy":
                lamt = "a decimal amount with two decimals (`1234.50`)"
                ramt = "a decimal amount written without trailing zeros (`1234.5`, `1200`, `0.07`)"
            else:
                lamt = "a decimal amount with a thousands separator (`1,234.50`)"
                ramt = "an integer number of cents (`123450`)"
        else:
            if level == "easy":
                lamt = ramt = "an integer number of bytes"
            else:
                lamt = ("a human-readable size with binary (1024-based) suffixes as `numfmt --to=iec` writes them, "
                        "exact here (`900`, `1.5K` = 1536 bytes, `2.25M`, `3G`)")
                ramt = "an integer number of bytes"
        item_note = ""
        if level == "hard":
            item_note = (f" It has {sc['per_item']}: column `{sc['item_col']}` identifies a line, and a "
                         f"{sc['key']}'s amount is the **sum** of its lines.")
        lines = [
            f"- `{lpath}` ({sc['left_sys']}, period {period}): {dname}-separated with a header row "
            f"(`{P['ldelim'].join(lcols)}`). The {sc['key']} key is `{sc['key_col']}`, the {sc['amount']} is "
            f"`{sc['amt_col']}`, {lamt}.{item_note}",
            f"- `{rpath}` ({sc['right_sys']}): {rdname}-separated, **no header**, fields in this order: "
            + ", ".join(rfields[c] for c in rcols) + f". The amount is {ramt}.",
        ]
        rules = []
        if level == "easy":
            rules.append(f"Keys look the same on both sides (`{sc['pfx']}-` followed by a number). Compare amounts as "
                         "numbers, not as text.")
        else:
            if P["rstyle"] == "zero":
                rk = (f"the {sc['right_sys']} writes only the number, zero-padded to {width} digits "
                      f"(`{'4711'.zfill(width)}` is `{sc['pfx']}-4711`)")
            else:
                rk = (f"the {sc['right_sys']} writes keys in lower case, right-aligned in a space-padded field "
                      f"(`{('  ' + sc['pfx'].lower() + '-4711')}` is `{sc['pfx']}-4711`)")
            rules.append(f"The canonical key is `{sc['pfx']}-<number>` in upper case without leading zeros. In the "
                         f"{sc['left_sys']} keys may carry stray spaces and any letter case; {rk}.")
            what = "row" if level == "medium" else f"`{sc['item_col']}` line"
            rules.append(f"The {sc['left_sys']} sometimes exports a {what} twice (same record; the key's spacing or "
                         f"case may differ): count such a record once. The {sc['right_sys']} re-sends corrected records: when a "
                         f"key occurs more than once, the **last** occurrence in the file is the valid one.")
        if level == "hard":
            tol_txt = (f"{P['tol']} cents" if kind == "money" else f"{P['tol']} bytes")
            rules.append(f"Tolerance: a matched {sc['key']} whose amounts differ by at most {tol_txt} (inclusive) "
                         "counts as agreed (rounding on the other side); only larger differences are reported.")
        rules.append(f"All amounts in the output are integers in {unit}; delta = {sc['rname']} amount minus "
                     f"{sc['lname']} amount.")
        outs = [
            f"1. `{out}/diffs.tsv`: {sc['key']}s present on both sides whose amounts differ"
            + (" by more than the tolerance" if level == "hard" else "")
            + ", one per line: `key<TAB>" + sc["lname"] + "_amount<TAB>" + sc["rname"] + "_amount<TAB>delta`.",
            f"2. `{out}/only_left.tsv`: keys only in the {sc['left_sys']}: `key<TAB>amount`"
            + (" (the sum of the key's lines)." if level == "hard" else "."),
            f"3. `{out}/only_right.tsv`: keys only in the {sc['right_sys']}: `key<TAB>amount`.",
        ]
        if level != "easy":
            rid = "key" if level == "medium" else f"key for the {sc['right_sys']}, `{sc['item_col']}` for the {sc['lname']}"
            outs.append(f"{len(outs) + 1}. `{out}/duplicates.tsv`: every record that occurs more than once in a "
                        f"file: `side<TAB>id<TAB>count`, where side is `left` ({sc['lname']}) or `right` "
                        f"({sc['rname']}), id is the canonical {rid}, count the number of occurrences. Sorted by side, "
                        "then id.")
        if level != "hard":
            outs.append(f"{len(outs) + 1}. `{out}/summary.txt`: exactly these `name=value` lines in this order: "
                        "`left_records` (distinct records in the " + sc["left_sys"] + "), `right_records` (distinct "
                        "keys in the " + sc["right_sys"] + "), `matched` (keys on both sides), `agreed` (matched, same amount), "
                        "`differing`, `only_left`, `only_right`, `left_total`, `right_total` (sums of the distinct "
                        "records of each side, in " + unit + ").")
        else:
            stops = STOPS.split(",")
            amt = ("amounts in currency units with two decimals (`numfmt --to-unit=100 --round=nearest --format=%.2f`, e.g. "
                   "`1234.50`)") if kind == "money" else ("amounts as `numfmt --to=iec` prints them (one decimal "
                                                         "below 10, rounded up: 1536 -> `1.5K`, 1537 -> `1.6K`)")
            outs.append(f"{len(outs) + 1}. `{out}/summary.txt`: an aligned table of six lines, columns starting at "
                        f"character positions 0, {stops[0]}, {stops[1]} and {stops[2]} (exactly what `expand -t "
                        f"{STOPS}` makes of tab-separated cells; no trailing spaces): a header line with the cells "
                        f"`section`, `keys`, `{sc['lname']}`, `{sc['rname']}`, then the rows `agreed`, `differing` (matched keys and the sum of "
                        f"each side's amounts over them), `only {sc['lname']}`, `only {sc['rname']}` (count and sum; "
                        "`-` for the side that has none) and `total` (all distinct keys, each side's total), with "
                        + amt + ".")
        sort_note = ("Sort every `.tsv` by key in byte order (`LC_ALL=C sort`); write no header lines. "
                     if level != "easy" else "Sort the `.tsv` files by key in byte order (`LC_ALL=C`), no header lines. ")
        return dedent("""
            # {company}: reconcile the {left_sys} against the {right_sys}

            {opener}

            Inputs:
            {lines}

            Rules:
            {rules}

            Write into `{out}` (create it):
            {outs}

            {sort_note}{closer}
        """).format(left_sys=sc["left_sys"], right_sys=sc["right_sys"], company=company, opener=opener, lines="\n".join(lines),
                    rules="\n".join(f"- {r}" for r in rules), out=out, outs="\n".join(outs), sort_note=sort_note,
                    closer=rng.choice(CLOSERS))

    # -- tests -------------------------------------------------------------------------------------------------
    @staticmethod
    def _tests(truth, level, out):
        header = "import os"
        body = '''
            def _lines(name):
                path = os.path.join(OUT, name)
                assert os.path.isfile(path), f"{path} is missing"
                with open(path) as f:
                    return [l.rstrip("\\n") for l in f if l.strip()]

            def _tsv(name, ints):
                rows = []
                for l in _lines(name):
                    cells = l.split("\\t")
                    try:
                        rows.append([cells[0]] + [int(c) for c in cells[1:]][:ints])
                    except ValueError:
                        raise AssertionError(f"{name}: non-integer amount in {l!r}")
                    assert len(cells) == ints + 1, f"{name}: expected {ints + 1} tab-separated fields in {l!r}"
                return rows

            def _compare(name, got, want):
                gk, wk = [r[:2] for r in got], [r[:2] for r in want]
                missing = [r for r in want if r not in got]
                extra = [r for r in got if r not in want]
                assert not missing and not extra, f"{name}: missing rows {missing[:5]}, unexpected rows {extra[:5]}"
                assert got == want, f"{name}: rows are right but not sorted as required"

            def test_diffs():
                _compare("diffs.tsv", _tsv("diffs.tsv", 3), EXPECTED["diffs"])

            def test_only_left():
                _compare("only_left.tsv", _tsv("only_left.tsv", 1), EXPECTED["only_left"])

            def test_only_right():
                _compare("only_right.tsv", _tsv("only_right.tsv", 1), EXPECTED["only_right"])
        '''
        if level != "easy":
            body += '''
            def test_duplicates():
                got = []
                for l in _lines("duplicates.tsv"):
                    c = l.split("\\t")
                    assert len(c) == 3, f"duplicates.tsv: expected side, id, count in {l!r}"
                    got.append([c[0], c[1], int(c[2])])
                _compare("duplicates.tsv", got, EXPECTED["duplicates"])
            '''
        if level != "hard":
            body += '''
            def test_summary():
                got = []
                for l in _lines("summary.txt"):
                    assert "=" in l, f"summary.txt: not a name=value line: {l!r}"
                    k, v = l.split("=", 1)
                    got.append((k.strip(), v.strip()))
                names = [k for k, _ in got]
                assert names == list(EXPECTED["summary_order"]), f"summary.txt names/order: {names}"
                for k, v in got:
                    assert v == str(EXPECTED["summary"][k]), f"summary.txt {k}: got {v}, expected {EXPECTED['summary'][k]}"
            '''
        else:
            body += '''
            def test_table():
                got = [l.rstrip() for l in _lines("summary.txt")]
                want = EXPECTED["table"]
                assert len(got) == len(want), f"summary.txt: {len(got)} lines, expected {len(want)}"
                for g, w in zip(got, want):
                    assert g.split() == w.split(), f"summary.txt values differ: got {g!r}, expected {w!r}"
                    assert g == w, f"summary.txt alignment differs: got {g!r}, expected {w!r}"
            '''
        if level != "hard":
            truth = dict(truth, summary_order=["left_records", "right_records", "matched", "agreed", "differing",
                                               "only_left", "only_right", "left_total", "right_total"])
        return pytest_file(header, {"EXPECTED": truth, "OUT": out}, body)


STOPS = "20,28,44"

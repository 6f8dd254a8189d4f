"""Algorithms: a capacity-planning CLI judged on hidden item lists (0/1 knapsack with a weight tie-break,
lexicographic reconstruction, revised rows, and a two-resource version with mandatory items)."""

from __future__ import annotations

import json
import random
from fractions import Fraction

import numpy as np

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

# (team, what is chosen, singular, capacity name (unit), value name, second resource (unit), tool, id prefix)
SCENARIOS = [
    ("the product team", "user stories", "story", "story points", "business value", "QA hours", "sprintfit", "US"),
    ("the freight desk", "consignments", "consignment", "kilograms of payload", "freight revenue", "pallet places", "loadplan", "CN"),
    ("the platform group", "cost optimisations", "optimisation", "engineer hours", "monthly savings", "change-window slots", "savepick", "OP"),
    ("the broadcast scheduler", "advert spots", "spot", "seconds of airtime", "expected reach", "sponsor credits", "spotfill", "AD"),
    ("mission planning", "observation requests", "request", "megabytes of downlink", "science priority", "degrees of slew", "obsplan", "OB"),
    ("the exhibitions office", "artworks", "artwork", "metres of wall", "visitor score", "insurance units", "hangplan", "AW"),
    ("the programme committee", "talk proposals", "talk", "minutes of main-track time", "audience votes", "travel-grant units", "trackfit", "TK"),
    ("the expedition quartermaster", "gear items", "item", "grams of pack weight", "utility points", "litres of pack volume", "packlist", "GR"),
    ("the migration crew", "services to migrate", "service", "migration hours", "yearly cost saving", "DBA hours", "migrate-pick", "SV"),
    ("the grants panel", "grant proposals", "proposal", "thousand euros of budget", "review score", "staff months", "grantsel", "GP"),
    ("the warehouse robotics team", "pick orders", "order", "robot-minutes", "order margin", "charging slots", "pickplan", "PO"),
    ("the release managers", "feature flags to enable", "flag", "canary capacity units", "adoption score", "support-rota hours", "flagpick", "FF"),
]
ORGS = ["Ironbark Systems", "Cobalt Harbour", "Lumen & Reed", "Stonefield Group", "Vireo Labs", "Aldercrest",
        "Northwind Mobility", "Pemberton Analytics", "Halcyon Freight", "Marlowe Digital", "Quillfeather", "Tidewater Co."]

# One C++ program; every decoy is the same source compiled with one plausible mistake.
# BUG: 1 greedy by value/weight, 2 items reusable, 3 value line only, 4 any optimal set (no tie-break),
#      5 first row of a repeated id wins, 6 no items line, 7 ignores the second resource, 8 ignores mandatory items.
PROGRAM = r'''
#include <algorithm>
#include <iostream>
#include <map>
#include <string>
#include <vector>
using namespace std;
#ifndef BUG
#define BUG 0
#endif
typedef long long ll;
struct It { string id; ll w, v, val; int must; };
static ll enc(const It &t) { return (t.val << 40) - (t.w << 20) - t.v; }
int main() {
    ll C, H = 0; int n;
    if (LEVEL == 3) cin >> C >> H >> n; else cin >> C >> n;
    map<string, It> byid;
    for (int i = 0; i < n; i++) {
        It t; t.v = 0; t.must = 0;
        cin >> t.id >> t.w;
        if (LEVEL == 3) cin >> t.v;
        cin >> t.val;
        if (LEVEL == 3) cin >> t.must;
        if (BUG == 7) t.v = 0;
        if (BUG == 8) t.must = 0;
        if (BUG == 5 && byid.count(t.id)) continue;
        byid[t.id] = t;
    }
    vector<It> cand, chosen;
    ll mw = 0, mv = 0;
    for (auto &kv : byid) {
        if (kv.second.must) { chosen.push_back(kv.second); mw += kv.second.w; mv += kv.second.v; }
        else cand.push_back(kv.second);
    }
    if (mw > C || mv > H) { cout << "infeasible\n"; return 0; }
    ll c0 = C - mw, h0 = H - mv, R = h0 + 1;
    int m = cand.size();
    if (BUG == 1) {
        vector<It> g = cand;
        stable_sort(g.begin(), g.end(), [](const It &a, const It &b) { return a.val * b.w > b.val * a.w; });
        ll c = c0, h = h0;
        for (auto &t : g) if (t.w <= c && t.v <= h) { chosen.push_back(t); c -= t.w; h -= t.v; }
    } else if (BUG == 2) {
        vector<ll> dp((c0 + 1) * R, 0);
        for (ll c = 0; c <= c0; c++) for (ll h = 0; h <= h0; h++) {
            ll &b = dp[c * R + h];
            if (c) b = max(b, dp[(c - 1) * R + h]);
            if (h) b = max(b, dp[c * R + h - 1]);
            for (auto &t : cand) if (t.w <= c && t.v <= h) b = max(b, dp[(c - t.w) * R + h - t.v] + enc(t));
        }
        ll c = c0, h = h0;
        while (dp[c * R + h] > 0) {
            if (c && dp[c * R + h] == dp[(c - 1) * R + h]) { c--; continue; }
            if (h && dp[c * R + h] == dp[c * R + h - 1]) { h--; continue; }
            for (auto &t : cand) if (t.w <= c && t.v <= h && dp[(c - t.w) * R + h - t.v] + enc(t) == dp[c * R + h]) {
                chosen.push_back(t); c -= t.w; h -= t.v; break;
            }
        }
    } else if (BUG == 4) {
        // Classic table over values only, walked back from the last item.
        vector<vector<ll>> P(m + 1, vector<ll>((c0 + 1) * R, 0));
        for (int k = 1; k <= m; k++) {
            const It &t = cand[k - 1];
            P[k] = P[k - 1];
            for (ll c = t.w; c <= c0; c++) for (ll h = t.v; h <= h0; h++)
                P[k][c * R + h] = max(P[k - 1][c * R + h], P[k - 1][(c - t.w) * R + h - t.v] + t.val);
        }
        ll c = c0, h = h0;
        for (int k = m; k >= 1; k--)
            if (P[k][c * R + h] != P[k - 1][c * R + h]) { chosen.push_back(cand[k - 1]); c -= cand[k - 1].w; h -= cand[k - 1].v; }
    } else {
        // S[k]: the best (value, then least weight, then least volume) from items k.. within (c, h).
        vector<vector<ll>> S(m + 1, vector<ll>((c0 + 1) * R, 0));
        for (int k = m - 1; k >= 0; k--) {
            const It &t = cand[k];
            S[k] = S[k + 1];
            for (ll c = t.w; c <= c0; c++) for (ll h = t.v; h <= h0; h++)
                S[k][c * R + h] = max(S[k + 1][c * R + h], S[k + 1][(c - t.w) * R + h - t.v] + enc(t));
        }
        ll c = c0, h = h0;
        for (int k = 0; k < m; k++) {
            const It &t = cand[k];
            if (t.w <= c && t.v <= h && S[k + 1][(c - t.w) * R + h - t.v] + enc(t) == S[k][c * R + h]) {
                chosen.push_back(t); c -= t.w; h -= t.v;
            }
        }
    }
    ll val = 0, w = 0, v = 0;
    for (auto &t : chosen) { val += t.val; w += t.w; v += t.v; }
    sort(chosen.begin(), chosen.end(), [](const It &a, const It &b) { return a.id < b.id; });
    cout << "value " << val << "\n";
    if (BUG == 3) return 0;
    cout << "weight " << w << "\n";
    if (LEVEL == 3) cout << "volume " << v << "\n";
    if (LEVEL == 1 || BUG == 6) return 0;
    cout << "items";
    for (auto &t : chosen) cout << " " << t.id;
    cout << "\n";
    return 0;
}
'''

BUGS = {"greedy_ratio": 1, "reuses_items": 2, "value_only": 3, "any_optimal_set": 4, "first_row_wins": 5,
        "no_items": 6, "ignores_volume": 7, "ignores_mandatory": 8}
LEVEL_NUM = {"easy": 1, "medium": 2, "hard": 3}

HARDCODED = r'''#!/usr/bin/env python3
import sys
# Recognises the shipped examples; anything else gets a plausible-looking guess.
KNOWN = {known}
data = sys.stdin.read().strip()
sys.stdout.write(KNOWN.get(data, "value 0\nweight 0\n"))
'''


def _install(tool: str, level: str, bug: str = "") -> str:
    flags = f"-DLEVEL={LEVEL_NUM[level]}" + (f" -DBUG={BUGS[bug]}" if bug else "")
    return script(f"""
        mkdir -p /app/src /app/bin
        cat > /app/src/{tool}.cpp <<'CPP'
        {{program}}
        CPP
        g++ -O2 -std=c++17 {flags} -o /app/bin/{tool} /app/src/{tool}.cpp
        strip /app/bin/{tool}
    """).replace("{program}", PROGRAM.strip("\n"))


def _install_py(tool: str, program: str) -> str:
    return script(f"""
        mkdir -p /app/bin
        cat > /app/bin/{tool} <<'PY'
        {{program}}
        PY
        chmod +x /app/bin/{tool}
    """).replace("{program}", program.strip("\n"))


# -- the reference (ground truth) and the decoys' mistakes, in Python --------------------------------------------
def _enc(t):
    return (t[3] << 40) - (t[1] << 20) - t[2]


def _dtype(bound: int):
    """int64 when every table entry (a sum of keys, at most `bound`) fits; exact Python ints otherwise."""
    return np.int64 if bound < 2 ** 62 else object


def _table(cand, c0, h0, key):
    """Suffix tables S[k][c][h]: the best key-sum from cand[k:] within weight c and volume h.

    Integer-only numpy: the same max/+ as a cell-by-cell loop, so the values are exactly those of the plain DP."""
    keys = [key(t) for t in cand]
    S = np.zeros((len(cand) + 1, c0 + 1, h0 + 1), dtype=_dtype(sum(keys)))
    for k in range(len(cand) - 1, -1, -1):
        w, v = cand[k][1], cand[k][2]
        S[k] = S[k + 1]
        if w <= c0 and v <= h0:
            np.maximum(S[k + 1, w:, v:], S[k + 1, : c0 + 1 - w, : h0 + 1 - v] + keys[k], out=S[k, w:, v:])
    return S


def _unbounded(cand, c0, h0):
    """Unbounded knapsack over (weight, volume) with keys _enc: dp[c][h] = max over j >= 0 copies of each item.

    Per item the update is y[i] = max_j x[i - j*(w, v)] + j*e; doubling the reach (j < 1, 2, 4, ...) gives the same
    maxima as the usual row-by-row pass in a few array operations."""
    encs = [_enc(t) for t in cand]
    bound = c0 * max([e // t[1] + 1 for e, t in zip(encs, cand) if t[1] <= c0], default=0)  # best value per weight
    dp = np.zeros((c0 + 1, h0 + 1), dtype=_dtype(bound))
    for e, t in zip(encs, cand):
        w, v = t[1], t[2]
        s = 1
        while s * w <= c0 and s * v <= h0:  # dp now holds the best with fewer than s copies; extend to 2s
            sw, sv = s * w, s * v
            np.maximum(dp[sw:, sv:], dp[: c0 + 1 - sw, : h0 + 1 - sv] + s * e, out=dp[sw:, sv:])
            s *= 2
    return dp


def _ratio_order(items):
    """Sort key for value per weight, best first (stable ties). Floats order these small integer ratios exactly:
    two different ratios differ by at least 1/w^2, far above the rounding error of val/w; Fraction otherwise."""
    if max(t[3] for t in items) * max(t[1] for t in items) ** 2 < 2 ** 40:
        return lambda t: -t[3] / t[1]
    return lambda t: -Fraction(t[3], t[1])


def _solve(level: str, C: int, H: int, rows: list[tuple], bug: str = "") -> str:
    """rows: (id, w, v, val, must) in input order."""
    b = BUGS.get(bug, 0)
    byid: dict[str, tuple] = {}
    for bid, w, v, val, must in rows:
        if b == 7:
            v = 0
        if b == 8:
            must = 0
        if b == 5 and bid in byid:
            continue
        byid[bid] = (bid, w, v, val, must)
    items = [byid[k] for k in sorted(byid)]
    chosen = [t for t in items if t[4]]
    cand = [t for t in items if not t[4]]
    mw, mv = sum(t[1] for t in chosen), sum(t[2] for t in chosen)
    if mw > C or mv > H:
        return "infeasible\n"
    c0, h0 = C - mw, H - mv
    if b == 1:
        g = sorted(cand, key=_ratio_order(cand)) if cand else []
        c, h = c0, h0
        for t in g:
            if t[1] <= c and t[2] <= h:
                chosen.append(t)
                c, h = c - t[1], h - t[2]
    elif b == 2:
        dp = _unbounded(cand, c0, h0)
        top = int(dp[c0, h0])
        val, rest = top >> 40, top & ((1 << 40) - 1)
        if rest:
            val, rest = val + 1, (1 << 40) - rest
        val += sum(x[3] for x in chosen)
        return f"value {val}\nweight {(rest >> 20) + mw}\n~unbounded"  # the items line is not mirrored
    elif b == 4:
        rev = cand[::-1]
        P = _table(rev, c0, h0, key=lambda t: t[3])  # P[k] over rev[k:] == prefix tables of cand
        c, h = c0, h0
        m = len(cand)
        for k in range(m, 0, -1):
            # prefix of length k in cand == suffix of rev starting at m-k
            if P[m - k, c, h] != P[m - k + 1, c, h]:
                t = cand[k - 1]
                chosen.append(t)
                c, h = c - t[1], h - t[2]
    else:
        S = _table(cand, c0, h0, key=_enc)
        c, h = c0, h0
        for k, t in enumerate(cand):
            if t[1] <= c and t[2] <= h and S[k + 1, c - t[1], h - t[2]] + _enc(t) == S[k, c, h]:
                chosen.append(t)
                c, h = c - t[1], h - t[2]
    chosen.sort()
    out = [f"value {sum(t[3] for t in chosen)}"]
    if b != 3:
        out.append(f"weight {sum(t[1] for t in chosen)}")
        if level == "hard":
            out.append(f"volume {sum(t[2] for t in chosen)}")
        if level != "easy" and b != 6:
            out.append(" ".join(["items"] + [t[0] for t in chosen]))
    return "\n".join(out) + "\n"


class _Case:
    """kind: "random"; "trap" (an anchor item and a lighter, later-listed copy that tie on value, so only the
    weight tie-break decides); "infeasible" (hard: the mandatory items alone are over the limit)."""

    def __init__(self, level, prefix, rng, n, kind="random"):
        self.level = level
        self._answers: dict[str, str] = {}
        ids = [f"{prefix}{i:04d}" for i in sorted(rng.sample(range(1, 9999), n + n // 6 + 14))]
        pool = ids[:]
        rng.shuffle(pool)
        hard = level == "hard"
        wmax = (rng.choice([30, 45, 60]) if hard else rng.choice([40, 60, 90])) if n > 20 else 15
        g = rng.choice([3, 4, 5])  # estimates come in round steps, so a selection rarely fills the capacity exactly
        items = []
        for _ in range(n):
            w = g * rng.randint(1, wmax // g)
            v = rng.randint(1, 9) if hard else 0
            val = max(1, int(w * rng.uniform(0.5, 2.0)) + rng.randint(-3, 6))
            items.append([pool.pop(), w, v, val, 0])
        total_w = sum(t[1] for t in items)
        r = rng.randint(1, g - 1)
        self.C = max(wmax + 1, int(total_w * rng.uniform(0.3, 0.45))) // g * g + r
        self.H = max(10, int(sum(t[2] for t in items) * rng.uniform(0.25, 0.35))) if hard else 0
        # Ties that separate a careful reconstruction from a sloppy one: near-twins of good items (same value,
        # a little heavier) with smaller ids, and exact twins with larger ids.
        ratio = _ratio_order(items)
        ranked = sorted(items, key=lambda t: (ratio(t), t[0]))[: max(4, n // 4)]
        spare = sorted(pool)
        for k in range(max(3, n // 8)):
            src = rng.choice(ranked)
            exact = k % 3 == 2 or kind == "trap"  # the trap keeps every other weight a multiple of g
            choices = [i for i in spare if (i > src[0] if exact else i < src[0])]
            if not choices:
                continue
            tid = rng.choice(choices)
            spare.remove(tid)
            items.append([tid, src[1] + (0 if exact else rng.randint(1, r)), src[2], src[3], 0])
        rng.shuffle(spare)
        # Items that can never fit (heavier than the whole capacity).
        items.append([spare.pop(), self.C + g * rng.randint(1, 5), 1 if hard else 0, rng.randint(50, 300), 0])
        if hard:
            # Mandatory items: poor value for their weight, so leaving them out looks tempting.
            for t in rng.sample(items[:n], 2):
                t[4] = 1
                t[3] = max(1, t[1] // 4)
            if kind == "infeasible":
                big = rng.choice([t for t in items if not t[4]])
                big[4] = 1
                big[1] = self.C  # together with the others: over the limit
        if kind == "trap":
            # The anchor: worth more than everything else together, more than half the capacity, and listed in a
            # heavier and a lighter variant. Either leaves the same usable room (weights step by g), so the value
            # ties and the lighter one (later id) must win; a value-only table walked back picks the heavier.
            free = self.C - sum(t[1] for t in items if t[4])
            if free < 3 * g:  # keep room for the anchor (C keeps its remainder modulo g)
                self.C += g * ((3 * g - free) // g + 1)
                free = self.C - sum(t[1] for t in items if t[4])
            self.H = max(self.H, sum(t[2] for t in items if t[4]) + 6) if hard else 0
            h = free - g * rng.randint(0, max(0, (free // 2 - 1) // g))
            delta = rng.randint(1, g - 1)
            a_id, b_id = sorted(rng.sample(spare, 2))
            big_val = sum(t[3] for t in items) + rng.randint(1, 50)
            vol = rng.randint(1, 3) if hard else 0
            items.append([a_id, h, vol, big_val, 0])
            items.append([b_id, h - delta, vol, big_val, 0])
        rng.shuffle(items)
        rows = [tuple(t) for t in items]
        if level != "easy":
            # The sheet was edited: an earlier, stale row for some ids (more attractive than the current one).
            stale_ids = rng.sample([t[0] for t in items if t[1] <= self.C], max(2, n // 12))
            for sid in stale_ids:
                pos = next(i for i, row in enumerate(rows) if row[0] == sid)
                cur = rows[pos]
                stale = (sid, max(1, cur[1] - rng.randint(1, 4)), cur[2], cur[3] + rng.randint(3, 20), cur[4])
                rows.insert(rng.randint(0, pos), stale)
        self.rows = rows

    def text(self):
        if self.level == "hard":
            head = f"{self.C} {self.H} {len(self.rows)}"
            body = [f"{i} {w} {v} {val} {m}" for i, w, v, val, m in self.rows]
        else:
            head = f"{self.C} {len(self.rows)}"
            body = [f"{i} {w} {val}" for i, w, v, val, m in self.rows]
        return "\n".join([head] + body) + "\n"

    def answer(self, bug=""):
        if bug not in self._answers:
            self._answers[bug] = _solve(self.level, self.C, self.H, self.rows, bug)
        return self._answers[bug]


def _decoy_names(level):
    names = ["greedy_ratio", "reuses_items", "value_only", "any_optimal_set"]
    if level != "easy":
        names += ["first_row_wins", "no_items"]
    if level == "hard":
        names += ["ignores_volume", "ignores_mandatory"]
    return names


def _a(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word


DESCRIPTIONS = {
    "greedy_ratio": "right format, picks greedily by value per weight",
    "reuses_items": "lets an item be chosen more than once",
    "value_only": "half the job: prints the value line only",
    "any_optimal_set": "maximises value but ignores the weight and id tie-breaks",
    "first_row_wins": "keeps the first row of a repeated id instead of the last",
    "no_items": "half the job: no items line",
    "ignores_volume": "ignores the second resource limit",
    "ignores_mandatory": "treats mandatory items as optional",
}


@register
class CapacityPlanner(Family):
    name = "capacity_planner"
    category = "algorithms"
    description = "Write a capacity-planning CLI (0/1 knapsack with tie-breaks, reconstruction, two resources, mandatory items) judged on hidden inputs."
    base_image = "termigen/dev:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        scen = rng.choice(SCENARIOS)
        team, things, thing, cap, valname, second, tool, prefix = scen
        org = rng.choice(ORGS)
        bugs = _decoy_names(level)

        examples = [_Case(level, prefix, rng, rng.randint(6, 8)) for _ in range(2)]
        sizes = {"easy": (60, 120), "medium": (60, 110), "hard": (25, 40)}[level]
        checked = [b for b in bugs if b not in ("value_only", "no_items")]  # these two always miss lines
        for _ in range(40):
            hidden = [_Case(level, prefix, rng, rng.randint(12, 18), "trap")] + [_Case(level, prefix, rng, n) for n in sizes]
            # Every decoy must go wrong on at least one hidden input (all must pass for reward 1).
            if all(any(c.answer(b) != c.answer() for c in hidden) for b in checked):
                break
        else:
            raise RuntimeError(f"capacity_planner: no {level} inputs on which every decoy goes wrong")
        if level == "hard":
            hidden.append(_Case(level, prefix, rng, 8, "infeasible"))
        files = {}
        for i, c in enumerate(examples, 1):
            files[f"/app/examples/example{i}.in"] = File.of(c.text())
            files[f"/app/examples/example{i}.out"] = File.of(c.answer())
        files["/app/README.md"] = File.of(f"# {org} planning tools\n\n`bin/{tool}` picks which {things} make the cut. "
                                          f"Sample inputs with their expected answers are in `examples/`.\n")
        tests, expected = {}, {}
        for i, c in enumerate(hidden, 1):
            tests[f"cases/plan{i}.in"] = File.of(c.text())
            expected[f"plan{i}"] = c.answer().splitlines()
        tests["test_outputs.py"] = self._tests(tool, expected)
        known = {c.text().strip(): c.answer() for c in examples}
        decoys = [Decoy(name="hardcoded", description="answers the shipped examples only",
                        script=_install_py(tool, HARDCODED.replace("{known}", json.dumps(known))))]
        decoys += [Decoy(name=b, description=DESCRIPTIONS[b], script=_install(tool, level, b)) for b in bugs]
        return Draft(
            instruction=self._instruction(rng, level, scen, org),
            environment=Environment(base_image=self.base_image, files=files, workdir="/app"),
            solution=_install(tool, level),
            tests=tests,
            decoys=decoys,
            outputs=["/app/bin"],
            tools=["g++", "strip", "mkdir", "cat"],
            tags=["dynamic-programming", "knapsack"] + {"easy": ["tie-breaking"],
                                                        "medium": ["reconstruction", "lexicographic-order", "data-cleaning"],
                                                        "hard": ["reconstruction", "multi-dimensional", "constraints"]}[level],
            expert_time_min={"easy": 15, "medium": 30, "hard": 45}[level],
            junior_time_min={"easy": 40, "medium": 90, "hard": 150}[level],
        )

    @staticmethod
    def _instruction(rng, level, scen, org):
        team, things, thing, cap, valname, second, tool, prefix = scen
        opener = rng.choice([
            f"Every planning cycle {team} at {org} has to decide which {things} to take on, and the spreadsheet "
            f"they use for it picks \"best value first\", which regularly leaves value on the table.",
            f"{team.capitalize()} at {org} chooses {things} by hand each cycle and has been told, more than once, "
            f"that a better selection existed.",
            f"At {org}, {team} wants the selection of {things} to be computed rather than argued about.",
        ])
        why = rng.choice([
            "Last cycle's manual pick was audited and came out well short of the best possible selection.",
            "The team lead wants the choice to be reproducible so that nobody has to defend it in a meeting again.",
            "The numbers are ready; what is missing is a tool that gets the selection exactly right.",
            "Finance has asked for the selection to be computed the same way every time.",
            "The current process takes half a day and its result cannot be reproduced.",
            "A planned dashboard will call the tool, so its output format is fixed.",
        ])
        judged = rng.choice([
            "The tool is judged on other inputs with up to about 150 rows and capacities up to a few thousand; each "
            "must finish within a few seconds.",
            "Hidden inputs are larger than the examples (up to about 150 rows, capacities up to a few thousand) and "
            "each run must finish within a few seconds.",
            "Expect real lists of up to about 150 rows with capacities up to a few thousand; keep each run to a few "
            "seconds.",
        ])
        lang = rng.choice([
            "Use any language available in the container (C or C++ with `gcc`/`g++`, Python, Node.js); a script "
            "needs a shebang line and the executable bit.",
            "It may be a compiled binary or a script with a shebang line (C, C++, Python and Node.js are installed); "
            "it must be directly executable.",
        ])
        if level == "hard":
            fmt = (f"- a line `C H N`: the capacity `C` in {cap}, the limit `H` in {second}, and the number of rows `N`;\n"
                   f"- N rows `id weight volume value must`: {_a(thing)} that uses `weight` {cap} and `volume` {second} "
                   f"and is worth `value` ({valname}); `must` is 1 when the {thing} is mandatory (already promised), "
                   f"0 otherwise.")
        else:
            fmt = (f"- a line `C N`: the capacity `C` in {cap} and the number of rows `N`;\n"
                   f"- N rows `id weight value`: {_a(thing)} that uses `weight` {cap} and is worth `value` ({valname}).")
        rules = [f"Each {thing} is taken at most once (there is one of each). All numbers are non-negative integers; "
                 f"every weight is at least 1. Ids are fixed-width codes such as `{prefix}0042`."]
        if level == "hard":
            rules.append(f"A selection must fit both limits: total weight at most `C` and total volume at most `H`.")
            rules.append(f"Every mandatory {thing} is in the selection. If the mandatory ones alone exceed a limit, "
                         f"the only output is the line `infeasible`.")
        else:
            rules.append(f"A selection must fit: total weight at most `C`.")
        if level != "easy":
            rules.append(f"The list is an export of an edited sheet: an id can appear on several rows. Only the LAST row "
                         f"for an id counts; earlier rows for it are stale and ignored.")
        if level == "easy":
            rules.append("Among all selections with the highest total value, report the smallest total weight.")
        else:
            order = "smallest total weight, then the smallest total volume," if level == "hard" else "smallest total weight,"
            rules.append(f"Choose the selection with the highest total value; among those, the one with the {order} "
                         f"and among any still tied, the one whose sorted list of ids is lexicographically smallest "
                         f"(compare the lists element by element as strings).")
        if level == "easy":
            out = "```\nvalue <V>\nweight <W>\n```\n`V` is the highest total value and `W` that smallest total weight."
        elif level == "medium":
            out = ("```\nvalue <V>\nweight <W>\nitems <id> <id> ...\n```\n`V` and `W` are the chosen selection's totals "
                   "and the third line lists its ids in ascending order, separated by single spaces (just `items` if "
                   "nothing fits).")
        else:
            out = ("```\nvalue <V>\nweight <W>\nvolume <U>\nitems <id> <id> ...\n```\nThe totals of the chosen "
                   "selection (mandatory items included) and its ids in ascending order, separated by single spaces; "
                   "or the single line `infeasible`.")
        rule_text = "\n".join(f"- {r}" for r in rules)
        return dedent("""
            # Selection tool for {team_title} at {org}

            {opener} {why} Replace the spreadsheet with a command-line tool at `/app/bin/{tool}` that reads the candidate
            list on standard input and prints the best selection on standard output. {lang}

            Input (whitespace separated):
            {fmt}

            Rules:
            {rules}

            Output, exactly:
            {out}

            Worked examples are in `/app/examples` (`*.in` and the expected `*.out`). {judged}
        """).format(team_title=team, org=org, opener=opener, why=why, tool=tool, lang=lang, fmt=fmt, rules=rule_text,
                    out=out, judged=judged)

    @staticmethod
    def _tests(tool, expected):
        header = "import os, subprocess\n\nimport pytest"
        body = '''
            HERE = os.path.dirname(os.path.abspath(__file__))
            TOOL = "/app/bin/TOOLNAME"

            def _run(name):
                with open(os.path.join(HERE, "cases", name + ".in")) as f:
                    p = subprocess.run([TOOL], stdin=f, capture_output=True, text=True, timeout=60)
                assert p.returncode == 0, f"{TOOL} exited {p.returncode} on {name}: {p.stderr[-500:]}"
                return [" ".join(l.split()) for l in p.stdout.splitlines() if l.strip()]

            def test_is_executable():
                assert os.access(TOOL, os.X_OK), f"{TOOL} must be an executable file"

            @pytest.mark.parametrize("name", sorted(EXPECTED))
            def test_totals(name):
                got, want = _run(name), EXPECTED[name]
                n = 1 if want == ["infeasible"] else len([w for w in want if not w.startswith("items")])
                assert got[:n] == want[:n], f"{name}: got {got[:n]}, expected {want[:n]}"

            @pytest.mark.parametrize("name", sorted(EXPECTED))
            def test_selection(name):
                got, want = _run(name), EXPECTED[name]
                assert len(got) == len(want), f"{name}: {len(got)} output lines, expected {len(want)}: {want[:-1]} + items"
                if want[-1].startswith("items"):
                    g, w = got[-1].split()[1:], want[-1].split()[1:]
                    assert got[-1].split()[:1] == ["items"], f"{name}: last line must start with 'items'"
                    assert g == w, f"{name}: selection differs: extra {sorted(set(g) - set(w))[:5]}, missing {sorted(set(w) - set(g))[:5]}, order ok: {g == sorted(g)}"
        '''.replace("TOOLNAME", tool)
        return pytest_file(header, {"EXPECTED": expected}, body)

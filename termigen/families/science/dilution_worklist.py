"""Science/unit-safe calculation: a liquid-handler pipetting worklist from stock and target tables (molar, mass,
% w/v and fold units, molar masses of hydrates, infeasible recipes, a minimum-transfer pre-dilution rule)."""

from __future__ import annotations

import random

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

# compound -> (anhydrous molar mass, {hydrate form: molar mass})
COMPOUNDS = {
    "NaCl": (58.44, {}), "KCl": (74.55, {}), "MgCl2": (95.21, {"MgCl2·6H2O": 203.30}),
    "CaCl2": (110.98, {"CaCl2·2H2O": 147.01}), "Tris": (121.14, {}), "HEPES": (238.30, {}),
    "Na2EDTA": (336.21, {"Na2EDTA·2H2O": 372.24}), "glucose": (180.16, {"glucose·H2O": 198.17}),
    "MgSO4": (120.37, {"MgSO4·7H2O": 246.47}), "NaH2PO4": (119.98, {"NaH2PO4·H2O": 137.99, "NaH2PO4·2H2O": 156.01}),
    "DTT": (154.25, {}), "glycine": (75.07, {}), "imidazole": (68.08, {}), "sucrose": (342.30, {}),
    "CuSO4": (159.61, {"CuSO4·5H2O": 249.69}), "MnCl2": (125.84, {"MnCl2·4H2O": 197.91}),
    "NaOAc": (82.03, {"NaOAc·3H2O": 136.08}), "ZnCl2": (136.29, {}), "KH2PO4": (136.09, {}),
    "Na3citrate": (258.07, {"Na3citrate·2H2O": 294.10}),
}
MOLAR = {"M": 1.0, "mM": 1e-3, "uM": 1e-6, "µM": 1e-6, "nM": 1e-9}
MASS = {"g/L": 1.0, "mg/mL": 1.0, "ug/mL": 1e-3, "µg/mL": 1e-3, "mg/L": 1e-3, "% w/v": 10.0}
VOL = {"L": 1e6, "mL": 1e3, "uL": 1.0, "µL": 1.0}
STOCK_CONC = {"M": [0.1, 0.2, 0.25, 0.5, 1, 1.5, 2, 2.5, 3, 4], "mM": [10, 20, 25, 40, 50, 75, 100, 150, 200, 250, 500],
              "uM": [100, 200, 250, 400, 500, 750], "µM": [100, 200, 250, 400, 500, 750],
              "g/L": [1, 2, 5, 10, 20, 25, 40, 50, 100, 150, 200], "mg/mL": [0.5, 1, 2, 5, 10, 20, 25, 50, 100],
              "mg/L": [100, 200, 250, 500, 750], "% w/v": [1, 2, 5, 10, 20, 25]}
NICE = [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 12.5, 15, 20, 25, 40, 50, 75, 100, 120, 150, 200, 250, 300, 400, 500, 750]
LABS = ["assay development", "protein biochemistry", "cell culture media", "crystallography", "enzymology",
        "high-throughput screening", "structural biology", "microbiology QC", "formulation", "diagnostics R&D"]
HANDLERS = ["Hamilton STAR", "Tecan Fluent", "Opentrons OT-2", "Beckman Biomek i7", "Agilent Bravo", "Tecan EVO"]
DILUENTS = [("WATER", "nuclease-free water"), ("BUFFER", "assay buffer"), ("DIL", "Milli-Q water"),
            ("H2O", "ultrapure water"), ("BASE", "base medium")]
ROOTS = ["/data/automation", "/srv/lims/worklists", "/home/labauto", "/opt/liquid-handling", "/work/bench"]

# One SQL program for the oracle and every decoy; {placeholders} are the switches a decoy flips.
SQL = r'''
.mode csv
.headers off
.import {stocks} stocks
.import {targets} targets
{import_compounds}
CREATE TABLE cu(unit TEXT PRIMARY KEY, kind TEXT, f REAL);
INSERT INTO cu VALUES ('M','mol',1),('mM','mol',1e-3),('uM','mol',1e-6),('µM','mol',1e-6),('nM','mol',1e-9),
  ('g/L','mass',1),('mg/mL','mass',1),('ug/mL','mass',1e-3),('µg/mL','mass',1e-3),('mg/L','mass',1e-3),
  ('% w/v','mass',{pct}),('X','fold',1);
CREATE TABLE vu(unit TEXT PRIMARY KEY, f REAL);
INSERT INTO vu VALUES ('L',1e6),('mL',1e3),('uL',{vol_ul}),('µL',{vol_ul});
CREATE TEMP TABLE comp AS
SELECT t.rowid AS rid, t.target_id AS target, t.stock_id AS stock,
       t.final_volume * v.f AS vf,
       (t.final_conc * tu.f) / (CASE WHEN su.kind = tu.kind THEN s.conc * su.f
                                     ELSE s.conc * su.f / c.molar_mass_g_mol END) * t.final_volume * v.f AS need
FROM targets t JOIN stocks s ON s.stock_id = t.stock_id
  JOIN cu su ON su.unit = s.unit JOIN cu tu ON tu.unit = t.conc_unit JOIN vu v ON v.unit = t.volume_unit
  {join_compounds};
CREATE TEMP TABLE xfer AS
SELECT rid, target, vf,
       CASE WHEN need < {min_ul} THEN 'PD-' || stock ELSE stock END AS source,
       round(CASE WHEN need < {min_ul} THEN need * 100 ELSE need END, {digits}) AS ul
FROM comp;
CREATE TEMP TABLE tgt AS
SELECT target, min(rid) AS first, max(vf) AS vf, sum(ul) AS used FROM xfer GROUP BY target;
.headers on
.once {worklist}
SELECT target_id, source, volume_ul FROM (
  SELECT t.target AS target_id, '{diluent}' AS source, printf('%.1f', t.vf - t.used) AS volume_ul, t.first AS k1, 0 AS k2
  FROM tgt t WHERE {feasible} AND {with_diluent}
  UNION ALL
  SELECT x.target, x.source, printf('%.1f', x.ul), t.first, x.rid
  FROM xfer x JOIN tgt t ON t.target = x.target WHERE {feasible}
) ORDER BY k1, k2;
{infeasible_out}
'''


def _solver(cfg: dict, bug: str = "") -> str:
    lv = cfg["level"]
    has_mw = lv != "easy"
    join = ""
    if has_mw:
        key = "t.compound" if bug == "anhydrous_mw" else "s.compound"
        join = f"LEFT JOIN compounds c ON c.compound = {key}"
    feasible = "1" if bug == "ignores_infeasible" or lv == "easy" else "t.used <= t.vf"
    infeasible_out = ""
    if lv != "easy" and bug != "no_infeasible_list":
        infeasible_out = (f".headers off\n.once {cfg['infeasible']}\n"
                          "SELECT target FROM tgt WHERE used > vf ORDER BY first;")
    sql = (SQL.replace("{stocks}", cfg["stocks"]).replace("{targets}", cfg["targets"])
           .replace("{import_compounds}", f".import {cfg['compounds']} compounds" if has_mw else "")
           .replace("{join_compounds}", join if has_mw else "LEFT JOIN (SELECT NULL AS molar_mass_g_mol) c")
           .replace("{pct}", "1" if bug == "percent_as_mg_ml" else "10")
           .replace("{vol_ul}", "1")
           .replace("{min_ul}", "0" if bug == "no_predilution" or lv != "hard" else str(cfg["min_ul"]))
           .replace("{digits}", "0" if bug == "integer_ul" else "1")
           .replace("{worklist}", cfg["worklist"]).replace("{diluent}", cfg["diluent"])
           .replace("{feasible}", feasible).replace("{with_diluent}", "0" if bug == "no_diluent" else "1")
           .replace("{infeasible_out}", infeasible_out))
    if bug == "volume_unit_ignored":
        sql = sql.replace("t.final_volume * v.f", "t.final_volume * 1")
    return script("""
        mkdir -p {outdir}
        cat > /tmp/worklist.sql <<'SQL'
        {sql}
        SQL
        sqlite3 :memory: < /tmp/worklist.sql
        {touch}
    """).replace("{sql}", sql.strip("\n")).replace("{outdir}", cfg["outdir"]) \
        .replace("{touch}", f"touch {cfg['infeasible']}" if lv != "easy" and bug != "no_infeasible_list" else "")


def _fmt(x: float) -> str:
    return f"{x:g}"


@register
class DilutionWorklist(Family):
    name = "dilution_worklist"
    category = "science"
    description = "Compute a liquid-handler dilution worklist from stock and target tables with mixed concentration units."
    base_image = "termigen/sci:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        lab = rng.choice(LABS)
        handler = rng.choice(HANDLERS)
        dil_label, dil_name = rng.choice(DILUENTS)
        root = rng.choice(ROOTS)
        run = f"run{rng.randint(100, 999)}"
        base = f"{root}/{run}"
        outdir = f"{base}/out"
        min_ul = rng.choice([1.0, 2.0, 2.5, 3.0]) if level == "hard" else 0.0
        cfg = {"level": level, "outdir": outdir, "stocks": f"{base}/stocks.csv", "targets": f"{base}/targets.csv",
               "worklist": f"{outdir}/worklist.csv", "diluent": dil_label, "min_ul": min_ul}
        if level != "easy":
            cfg.update(compounds=f"{base}/compounds.csv", infeasible=f"{outdir}/infeasible.txt")
        for _ in range(500):
            drawn = self._draw(rng, level, min_ul)
            if drawn:
                break
        else:
            raise AssertionError("could not draw an instance")
        stocks, targets = drawn
        truth = self._truth(level, stocks, targets, min_ul)
        for bug in self._bugs(level):
            if bug in ("no_diluent", "no_infeasible_list"):
                continue
            assert self._truth(level, stocks, targets, min_ul, bug) != truth, bug

        files = {}
        sl = ["stock_id,compound,conc,unit"] + [f"{s['id']},{s['form']},{_fmt(s['conc'])},{s['unit']}" for s in stocks]
        files[cfg["stocks"]] = File.of("\n".join(sl) + "\n")
        if level == "easy":
            tl = ["target_id,stock_id,final_conc,conc_unit,final_volume,volume_unit"]
            tl += [f"{t['id']},{c['stock']},{_fmt(c['conc'])},{c['unit']},{_fmt(t['vol'])},{t['vunit']}"
                   for t in targets for c in t["comps"]]
        else:
            tl = ["target_id,compound,stock_id,final_conc,conc_unit,final_volume,volume_unit"]
            tl += [f"{t['id']},{c['compound']},{c['stock']},{_fmt(c['conc'])},{c['unit']},{_fmt(t['vol'])},{t['vunit']}"
                   for t in targets for c in t["comps"]]
            names = {s["form"] for s in stocks if s["unit"] != "X"} | {s["compound"] for s in stocks if s["unit"] != "X"}
            cl = ["compound,molar_mass_g_mol"]
            for name in sorted(names):
                cl.append(f"{name},{self._mw(name):.2f}")
            files[cfg["compounds"]] = File.of("\n".join(cl) + "\n")
        files[cfg["targets"]] = File.of("\n".join(tl) + "\n")
        bugs = self._bugs(level)
        return Draft(
            instruction=self._instruction(rng, level, cfg, lab, handler, dil_name),
            environment=Environment(base_image=self.base_image, files=files, workdir=base),
            solution=_solver(cfg),
            tests={"test_outputs.py": self._tests(level, cfg, truth)},
            decoys=[Decoy(name=b, description=d, script=_solver(cfg, b)) for b, d in bugs.items()],
            outputs=[outdir],
            tools=["sqlite3", "mkdir", "cat"] + (["touch"] if level != "easy" else []),
            tags=["units", "dilution", "lab-automation", "sql"] + (["molar-mass"] if level != "easy" else [])
            + (["hydrates", "pre-dilution"] if level == "hard" else []),
            expert_time_min={"easy": 10, "medium": 20, "hard": 35}[level],
            junior_time_min={"easy": 25, "medium": 50, "hard": 90}[level],
        )

    @staticmethod
    def _mw(name):
        for base, (mw, hyd) in COMPOUNDS.items():
            if name == base:
                return mw
            if name in hyd:
                return hyd[name]
        raise KeyError(name)

    @staticmethod
    def _bugs(level):
        if level == "easy":
            return {"volume_unit_ignored": "takes every final volume as microlitres (mL and L not converted)",
                    "integer_ul": "right format, volumes rounded to whole microlitres",
                    "no_diluent": "half the job: stock transfers without the diluent rows"}
        b = {"percent_as_mg_ml": "reads % w/v as mg/mL (1% = 1 mg/mL instead of 10 mg/mL)",
             "ignores_infeasible": "writes transfers for recipes that do not fit the final volume",
             "no_infeasible_list": "half the job: no infeasible.txt"}
        if level == "hard":
            b.update(anhydrous_mw="uses the anhydrous molar mass for stocks weighed out as hydrates",
                     no_predilution="pipettes sub-minimum volumes straight from the stock")
        return b

    # -- instance -----------------------------------------------------------------------------------------
    def _draw(self, rng, level, min_ul):
        n_targets = {"easy": rng.randint(6, 9), "medium": rng.randint(6, 9), "hard": rng.randint(7, 10)}[level]
        pool = rng.sample(sorted(COMPOUNDS), {"easy": 5, "medium": 6, "hard": 7}[level])
        stocks = []
        sid = rng.randint(10, 60)
        prefix = rng.choice(["S", "STK", "R", "SOL"])
        for comp in pool:
            form = comp
            if level != "easy":
                unit_kind = rng.choice(["mol", "mass", "mass"])
            else:
                unit_kind = "mol"
            if level == "hard" and COMPOUNDS[comp][1] and rng.random() < 0.7:
                form = rng.choice(sorted(COMPOUNDS[comp][1]))
                unit_kind = "mass"
            unit = rng.choice(["M", "mM", "mM", "uM", "µM"]) if unit_kind == "mol" else \
                rng.choice(["g/L", "mg/mL", "% w/v", "% w/v", "mg/L"])
            conc = rng.choice(STOCK_CONC[unit])
            stocks.append({"id": f"{prefix}{sid}", "compound": comp, "form": form, "unit": unit, "conc": conc})
            sid += rng.randint(1, 4)
        if level != "easy":  # a % w/v stock and (medium/hard) a fold stock always exist
            pct = next((s for s in stocks if s["unit"] == "% w/v"), None)
            if pct is None:
                cand = [s for s in stocks if s["form"] == s["compound"]]
                if not cand:
                    return None
                rng.choice(cand).update(unit="% w/v", conc=rng.choice([1, 2, 5, 10, 20, 25]))
            stocks.append({"id": f"{prefix}{sid}", "compound": rng.choice(["PBS", "TBE", "SSC", "TAE"]), "form": None,
                           "unit": "X", "conc": rng.choice([5, 10, 20, 50])})
            stocks[-1]["form"] = stocks[-1]["compound"]
        if level == "hard" and not any(s["form"] != s["compound"] for s in stocks):
            return None
        by_id = {s["id"]: s for s in stocks}

        def molar_of(s):  # stock concentration in the target's kind (mol/L, or X for fold)
            if s["unit"] == "X":
                return s["conc"]
            if s["unit"] in MOLAR:
                return s["conc"] * MOLAR[s["unit"]]
            return s["conc"] * MASS[s["unit"]] / self._mw(s["form"])

        def comp_for(s, want):
            """A component of molar concentration about `want`, written as a round number in a fitting unit."""
            units = [u for u, f in MOLAR.items() if 0.5 <= want / f <= 750]
            unit = rng.choice(units)
            return {"stock": s["id"], "compound": s["compound"],
                    "conc": min(NICE, key=lambda x: abs(x * MOLAR[unit] - want)), "unit": unit}

        targets = []
        tprefix = rng.choice(["T", "MIX", "W", "PREP"])
        tno = rng.randint(1, 30)
        for i in range(n_targets):
            vunit = rng.choice(["µL", "uL", "mL", "mL", "L"] if level != "easy" else ["µL", "mL", "mL", "L"])
            vol = {"µL": rng.choice([200, 250, 500, 800]), "uL": rng.choice([150, 300, 600, 900]),
                   "mL": rng.choice([1, 1.5, 2, 5, 10, 25]), "L": rng.choice([0.05, 0.1, 0.25])}[vunit]
            vf = vol * VOL[vunit]
            k = 1 if level == "easy" else rng.randint(1, 3)
            chosen = rng.sample(stocks, k)
            comps = []
            for s in chosen:
                cs = molar_of(s)
                frac = rng.uniform(0.01, 0.25)
                if s["unit"] == "X":
                    comps.append({"stock": s["id"], "compound": s["compound"], "conc": 1, "unit": "X"})
                else:
                    comps.append(comp_for(s, cs * frac))
            targets.append({"id": f"{tprefix}{tno:02d}", "vol": vol, "vunit": vunit, "vf": vf, "comps": comps})
            tno += 1
        # boundary cases each level needs, on three different targets
        i_inf, i_pct, i_pd = rng.sample(range(len(targets)), 3)

        if level != "easy":
            # an infeasible recipe: two components that together need more than the final volume
            big = [s for s in stocks if s["unit"] != "X"][:2]
            targets[i_inf]["comps"] = [comp_for(s, molar_of(s) * rng.uniform(0.55, 0.7)) for s in big]
            # a recipe using the % w/v stock
            pct = next(s for s in stocks if s["unit"] == "% w/v")
            keep = [c for c in targets[i_pct]["comps"] if c["stock"] != pct["id"]][:1]
            targets[i_pct]["comps"] = keep + [comp_for(pct, molar_of(pct) * rng.uniform(0.02, 0.2))]
        if level == "hard":
            # a component needing less than the minimum transfer, served from the 1:100 pre-dilution
            t3 = targets[i_pd]
            s = rng.choice([x for x in stocks if x["unit"] != "X"])
            keep = [c for c in t3["comps"] if c["stock"] != s["id"]][:1]
            t3["comps"] = keep + [comp_for(s, rng.uniform(0.25, 0.8) * min_ul / t3["vf"] * molar_of(s))]
            # a hydrate stock used by a feasible target
            hyd = {x["id"] for x in stocks if x["form"] != x["compound"]}
            if not any(c["stock"] in hyd for i, tt in enumerate(targets) if i != i_inf for c in tt["comps"]):
                return None
        # validate: no rounding ties, no boundary ambiguity, at least one mL/L target in easy
        for t in targets:
            ids = [c["stock"] for c in t["comps"]]
            if len(set(ids)) != len(ids):
                return None
            for c in t["comps"]:
                s = by_id[c["stock"]]
                need = c["conc"] * (MOLAR.get(c["unit"]) or 1) / molar_of(s) * t["vf"]
                if level == "hard" and abs(need - min_ul) / min_ul < 0.05:
                    return None
                v = need * 100 if level == "hard" and need < min_ul else need
                if abs((v * 10) % 1 - 0.5) < 0.03 or abs((v % 1) - 0.5) < 0.03:
                    return None
                if need <= 0.05 and not (level == "hard" and need < min_ul):
                    return None
        if level == "easy" and not any(t["vunit"] in ("mL", "L") for t in targets):
            return None
        fractional = [c for t in targets for c in t["comps"]
                      if 0.15 < (c["conc"] * (MOLAR.get(c["unit"]) or 1) / molar_of(by_id[c["stock"]]) * t["vf"]) % 1 < 0.85]
        if len(fractional) < 2:  # whole-microlitre rounding must be visibly wrong
            return None
        if level == "hard":
            t3 = targets[i_pd]
            c = t3["comps"][-1]
            if not c["conc"] * MOLAR[c["unit"]] / molar_of(by_id[c["stock"]]) * t3["vf"] < 0.9 * min_ul:
                return None
        for i, t in enumerate(targets):  # feasibility is never a near thing; exactly one target is infeasible
            used = sum(c["conc"] * (MOLAR.get(c["unit"]) or 1) / molar_of(by_id[c["stock"]]) * t["vf"]
                       * (100 if level == "hard" and c is t["comps"][-1] and i == i_pd else 1) for c in t["comps"])
            if (used > t["vf"] * 1.03) != (level != "easy" and i == i_inf):
                return None
            if 0.97 * t["vf"] < used < 1.03 * t["vf"]:
                return None
        return stocks, targets

    def _truth(self, level, stocks, targets, min_ul, bug=""):
        by_id = {s["id"]: s for s in stocks}

        def conc_in_kind(s, target_compound):
            if s["unit"] == "X":
                return s["conc"]
            if s["unit"] in MOLAR:
                return s["conc"] * MOLAR[s["unit"]]
            pct = 1.0 if bug == "percent_as_mg_ml" and s["unit"] == "% w/v" else MASS[s["unit"]]
            mw = self._mw(target_compound if bug == "anhydrous_mw" else s["form"])
            return s["conc"] * pct / mw

        rows, infeasible = [], []
        for t in targets:
            vf = t["vol"] * (1 if bug == "volume_unit_ignored" else VOL[t["vunit"]])
            xfers = []
            for c in t["comps"]:
                s = by_id[c["stock"]]
                need = c["conc"] * (MOLAR.get(c["unit"]) or 1) / conc_in_kind(s, c["compound"]) * vf
                src = s["id"]
                if level == "hard" and bug != "no_predilution" and need < min_ul:
                    src, need = f"PD-{s['id']}", need * 100
                xfers.append([src, round(need, 0 if bug == "integer_ul" else 1)])
            used = sum(v for _, v in xfers)
            if level != "easy" and used > vf and bug != "ignores_infeasible":
                infeasible.append(t["id"])
                continue
            rows.append([t["id"], "DILUENT", round(vf - used, 1)])
            rows += [[t["id"], src, v] for src, v in xfers]
        return {"rows": rows, "infeasible": infeasible}

    # -- text ---------------------------------------------------------------------------------------------
    @staticmethod
    def _instruction(rng, level, cfg, lab, handler, dil_name):
        opener = rng.choice([
            f"The {lab} group is moving its manual reagent prep onto the {handler}.",
            f"Tomorrow's {lab} run on the {handler} needs its worklist.",
            f"The {handler} in the {lab} lab takes a CSV worklist, and nobody has written tomorrow's yet.",
            f"Our {lab} team prepares its working solutions on the {handler}; the worklist generator broke.",
        ])
        units = ["Concentration units: `M`, `mM`, `uM` and `µM` (both mean micromolar), `nM`."]
        if level != "easy":
            units = ["Concentration units: molar `M`, `mM`, `uM`/`µM`, `nM`; mass concentration `g/L`, `mg/mL`, "
                     "`mg/L`, `ug/mL`/`µg/mL` and `% w/v` (grams per 100 mL); `X` for fold-concentrated buffers "
                     "(a 10 X stock diluted to 1 X)."]
            units.append(f"`{cfg['compounds']}` gives molar masses (g/mol). A stock's mass concentration refers to "
                         "the substance named in its `compound` column"
                         + (" (for a hydrate such as `MgCl2·6H2O` the water of crystallisation is part of the weighed "
                            "mass, so use the hydrate's molar mass); the target's `compound` column names the species "
                            "whose molar concentration is wanted (one mole of a hydrate gives one mole of it)."
                            if level == "hard" else "."))
        units.append("Volume units: `L`, `mL`, `uL`/`µL`.")
        unit_text = "\n".join(f"- {u}" for u in units)
        steps = [
            "For every component row of a target, the stock volume is final concentration / stock concentration x "
            "final volume, in microlitres, **rounded to 0.1 µL** (half away from zero).",
            f"The diluent ({dil_name}, source name `{cfg['diluent']}`) makes up the rest: final volume minus the sum "
            "of that target's rounded stock volumes.",
        ]
        if level != "easy":
            steps.append("A target whose rounded stock volumes add up to more than its final volume cannot be made: "
                         f"write no rows for it and list its id in `{cfg['infeasible']}` (one id per line, in input "
                         "order; create the file even if it would be empty).")
        if level == "hard":
            steps.insert(1, f"The {handler} cannot dispense less than {cfg['min_ul']:g} µL. When a component's "
                            f"unrounded stock volume is below {cfg['min_ul']:g} µL, take it from that stock's 1:100 "
                            "pre-dilution instead (already on the deck, source name `PD-<stock_id>`, concentration "
                            "stock / 100): the volume is then 100 times larger, rounded as above.")
        step_text = "\n".join(f"{i}. {s}" for i, s in enumerate(steps, 1))
        files = f"`{cfg['stocks']}` (the stock solutions on the deck) and `{cfg['targets']}` (one row per component " \
                "of each solution to prepare; a target with several components has several rows with the same " \
                "`target_id`)"
        diluent_row = f"the `{cfg['diluent']}` row first"
        return dedent("""
            # Pipetting worklist for the {handler}

            {opener} Inputs: {files}.

            {units}

            Rules:
            {steps}

            Write `{worklist}` (create `{outdir}`): header `target_id,source,volume_ul`, then for each target in input
            order {diluent_row}, followed by one row per component in the order of `targets.csv`; `source` is the
            {source_kinds}, `volume_ul` the volume in µL with exactly one decimal.
            Leave the input files as they are.
        """).replace("{handler}", handler).replace("{opener}", opener).replace("{files}", files) \
            .replace("{units}", unit_text).replace("{steps}", step_text).replace("{worklist}", cfg["worklist"]) \
            .replace("{outdir}", cfg["outdir"]).replace("{diluent_row}", diluent_row) \
            .replace("{source_kinds}", "stock id, pre-dilution name or diluent name" if level == "hard"
                     else "stock id or the diluent name")

    @staticmethod
    def _tests(level, cfg, truth):
        header = "import csv, os"
        rows = [[t, cfg["diluent"] if s == "DILUENT" else s, v] for t, s, v in truth["rows"]]
        body = '''
            def _worklist():
                assert os.path.isfile(WORKLIST), f"{WORKLIST} is missing"
                with open(WORKLIST, newline="", encoding="utf-8") as f:
                    rows = [r for r in csv.reader(f) if r]
                assert rows and rows[0] == ["target_id", "source", "volume_ul"], f"header {rows[:1]}"
                return rows[1:]

            def test_transfers_and_order():
                got = [(r[0], r[1]) for r in _worklist()]
                want = [(t, s) for t, s, _ in EXPECTED["rows"]]
                missing = [x for x in want if x not in got]
                extra = [x for x in got if x not in want]
                assert not missing and not extra, f"missing transfers {missing[:6]}; unexpected {extra[:6]}"
                assert got == want, "transfers are not in the required order (targets in input order, diluent first)"

            def test_volumes():
                wl = _worklist()
                for r, (t, s, v) in zip(wl, EXPECTED["rows"]):
                    assert len(r[2].split(".")[-1]) == 1 and "." in r[2], f"{t}/{s}: volume {r[2]!r} must have one decimal"
                    # volumes are exact multiples of 0.1 uL (no rounding ties by construction): 1e-6 only absorbs float text
                    assert abs(float(r[2]) - v) < 1e-6, f"{t}/{s}: {r[2]} uL, expected {v:.1f} uL"
        '''
        if level != "easy":
            body += '''
            def test_infeasible_list():
                assert os.path.isfile(INFEASIBLE), f"{INFEASIBLE} is missing"
                got = [l.strip() for l in open(INFEASIBLE, encoding="utf-8") if l.strip()]
                assert got == EXPECTED["infeasible"], f"infeasible targets {got}, expected {EXPECTED['infeasible']}"
            '''
        consts = {"EXPECTED": {"rows": rows, "infeasible": truth["infeasible"]}, "WORKLIST": cfg["worklist"]}
        if level != "easy":
            consts["INFEASIBLE"] = cfg["infeasible"]
        return pytest_file(header, consts, body)

"""Software: refactor a Node.js formatting library away from process-wide mutable state (a factory for
independent instances) while the legacy module-level API keeps its exact behaviour; judged by a hidden scenario
runner (interleaved instances, merge semantics, per-instance counters, deep-copied nested options)."""

from __future__ import annotations

import json
import random

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

PROJECTS = ["tally-format", "ledger-fmt", "pricetag", "invoice-kit", "numfmt-lite", "quote-render", "billfmt",
            "receipt-text", "money-words", "tenant-format"]
FACTORIES = ["createFormatter", "makeFormatter", "formatterFor", "newFormatter", "buildFormatter"]
PRODUCTS = ["the invoicing service", "the quote generator", "the billing API", "the receipt printer service",
            "the order-confirmation mailer", "the tenant dashboard backend"]
SYMBOLS = [("$", "before"), ("€", "after"), ("£", "before"), ("CHF", "after"), ("kr", "after"), ("¥", "before"),
           ("zł", "after"), ("R$", "before")]
NUMBER_STYLES = [(".", ","), (",", "."), (",", " "), (".", "'"), (".", "")]
DATE_STYLES = [("YMD", "-"), ("DMY", "."), ("MDY", "/"), ("DMY", "/"), ("YMD", "/")]

# ---------------------------------------------------------------------------------------------------------------
# JavaScript sources. Flat options (easy, medium) or grouped options (hard: currency / number / date groups, and
# the date code in its own module).
# ---------------------------------------------------------------------------------------------------------------
FLAT_DEFAULTS = {"symbol": "$", "position": "before", "decimal": ".", "thousands": ",", "dateOrder": "YMD", "dateSep": "-"}
NESTED_DEFAULTS = {"currency": {"symbol": "$", "position": "before"}, "number": {"decimal": ".", "thousands": ","},
                   "date": {"order": "YMD", "sep": "-"}}

JS_HELPERS = r"""
function groupThousands(n, sep) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}
"""


def _acc(level: str, group: str, key: str, var: str = "settings") -> str:
    flat = {("currency", "symbol"): "symbol", ("currency", "position"): "position", ("number", "decimal"): "decimal",
            ("number", "thousands"): "thousands", ("date", "order"): "dateOrder", ("date", "sep"): "dateSep"}
    return f"{var}.{group}.{key}" if level == "hard" else f"{var}.{flat[(group, key)]}"


def _format_fns(level: str, var: str, count: str | None) -> str:
    """The bodies of formatPrice / formatPercent (and formatDate unless hard), reading options from `var`."""
    bump = f"  {count};\n" if count else ""
    a = lambda g, k: _acc(level, g, k, var)  # noqa: E731
    out = f"""
function formatPrice(cents) {{
{bump}  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const text = groupThousands(Math.floor(abs / 100), {a('number', 'thousands')}) + {a('number', 'decimal')} +
    String(abs % 100).padStart(2, '0');
  return {a('currency', 'position')} === 'before' ? sign + {a('currency', 'symbol')} + text : sign + text + ' ' + {a('currency', 'symbol')};
}}

function formatPercent(basisPoints) {{
{bump}  const sign = basisPoints < 0 ? '-' : '';
  const abs = Math.abs(basisPoints);
  return sign + Math.floor(abs / 100) + {a('number', 'decimal')} + String(abs % 100).padStart(2, '0') + '%';
}}
"""
    if level != "hard":
        out += f"""
function formatDate(iso) {{
{bump}  const [y, m, d] = iso.slice(0, 10).split('-');
  const parts = {{ Y: y, M: m, D: d }};
  return {a('date', 'order')}.split('').map((k) => parts[k]).join({a('date', 'sep')});
}}
"""
    return out


DATES_GLOBAL = r"""'use strict';
// Date formatting; reads the process-wide settings.
const settings = require('./settings');

function formatDate(iso) {
  settings.calls++;
  const [y, m, d] = iso.slice(0, 10).split('-');
  const parts = { Y: y, M: m, D: d };
  return settings.current.date.order.split('').map((k) => parts[k]).join(settings.current.date.sep);
}

module.exports = { formatDate };
"""

SETTINGS_GLOBAL = r"""'use strict';
// Process-wide formatting settings, shared by every module that requires this file.
const DEFAULTS = DEFAULTS_JSON;

function copy(obj) {
  return JSON.parse(JSON.stringify(obj));
}

module.exports = { DEFAULTS, current: copy(DEFAULTS), calls: 0, copy };
"""


def original_sources(level: str, main: str) -> dict[str, str]:
    """The project as it is: process-wide state."""
    if level == "hard":
        fmt = ("'use strict';\n// Formatting helpers. Settings are process-wide: call configure() once at start-up.\n"
               "const settings = require('./settings');\nconst { formatDate } = require('./dates');\n"
               + JS_HELPERS
               + """
function configure(options) {
  // deep merge, one level of groups: configure({ currency: { symbol: '€' } }) keeps the other currency fields
  for (const group of Object.keys(options || {})) {
    settings.current[group] = Object.assign({}, settings.current[group], options[group]);
  }
}

function stats() {
  return { calls: settings.calls };
}

function resetStats() {
  settings.calls = 0;
}
""" + _format_fns("hard", "settings.current", "settings.calls++")
               + "\nmodule.exports = { configure, formatPrice, formatPercent, formatDate, stats, resetStats };\n")
        return {f"lib/{main}.js": fmt,
                "lib/settings.js": SETTINGS_GLOBAL.replace("DEFAULTS_JSON", json.dumps(NESTED_DEFAULTS)),
                "lib/dates.js": DATES_GLOBAL}
    merge = ("settings = Object.assign({}, settings, options);" if level == "medium"
             else "settings = Object.assign({}, DEFAULTS, options);")
    extra = ""
    if level == "medium":
        extra = "\nfunction stats() {\n  return { calls };\n}\n\nfunction resetStats() {\n  calls = 0;\n}\n"
    fmt = ("'use strict';\n// Formatting helpers. Settings are process-wide: call configure() once at start-up.\n"
           f"const DEFAULTS = {json.dumps(FLAT_DEFAULTS)};\nlet settings = Object.assign({{}}, DEFAULTS);\n"
           + ("let calls = 0;\n" if level == "medium" else "")
           + JS_HELPERS
           + f"\nfunction configure(options) {{\n  {merge}\n}}\n" + extra
           + _format_fns(level, "settings", "calls++" if level == "medium" else None)
           + "\nmodule.exports = { configure, formatPrice, formatPercent, formatDate"
           + (", stats, resetStats" if level == "medium" else "") + " };\n")
    return {f"lib/{main}.js": fmt}


def refactored_sources(level: str, main: str, factory: str, bug: str = "") -> dict[str, str]:
    """The oracle's refactor (bug="") and each decoy's flawed version of it."""
    files: dict[str, str] = {}
    if level == "hard":
        copy_fn = ("function copyOptions(o) {\n  return Object.assign({}, o);\n}\n" if bug == "shallow_copy" else
                   "function copyOptions(o) {\n  return JSON.parse(JSON.stringify(o || {}));\n}\n")
        merge_fn = """
function mergeOptions(base, options) {
  const out = copyOptions(base);
  for (const group of Object.keys(options || {})) {
    out[group] = Object.assign({}, out[group], copyOptions(options[group]));
  }
  return out;
}
""" if bug != "shallow_copy" else """
function mergeOptions(base, options) {
  const out = copyOptions(base);
  for (const group of Object.keys(options || {})) {
    out[group] = options[group];
  }
  return out;
}
"""
        date_src = ("'use strict';\n// Date formatting for one set of options.\n\n"
                    "function formatDate(options, iso) {\n  const [y, m, d] = iso.slice(0, 10).split('-');\n"
                    "  const parts = { Y: y, M: m, D: d };\n"
                    "  return options.date.order.split('').map((k) => parts[k]).join(options.date.sep);\n}\n\n"
                    "module.exports = { formatDate };\n")
        if bug == "dates_global":
            files["lib/dates.js"] = DATES_GLOBAL.replace("  settings.calls++;\n", "")
            files["lib/settings.js"] = SETTINGS_GLOBAL.replace("DEFAULTS_JSON", json.dumps(NESTED_DEFAULTS))
            date_call = "dates.formatDate(iso)"
            date_req = "const dates = require('./dates');\nconst globalSettings = require('./settings');\n"
        else:
            files["lib/dates.js"] = date_src
            date_call = "dates.formatDate(settings, iso)"
            date_req = "const dates = require('./dates');\n"
        defaults = f"const DEFAULTS = {json.dumps(NESTED_DEFAULTS)};\n"
        configure = "    configure(options) {\n      settings = mergeOptions(settings, options);\n" + (
            "      globalSettings.current = settings;\n" if bug == "dates_global" else "") + "    },\n"
    else:
        copy_fn = merge_fn = date_req = ""
        defaults = f"const DEFAULTS = {json.dumps(FLAT_DEFAULTS)};\n"
        if level == "medium" and bug != "no_merge":
            configure = "    configure(options) {\n      settings = Object.assign({}, settings, options);\n    },\n"
        else:
            configure = "    configure(options) {\n      settings = Object.assign({}, DEFAULTS, options);\n    },\n"
        date_call = ""
    counted = level != "easy"
    shared_counter = bug == "shared_counter"
    bump = ("sharedCalls++" if shared_counter else "calls++") if counted else None
    fns = _format_fns(level, "settings", bump)
    # indent the functions into the factory's closure
    inner = "\n".join(("  " + ln if ln else ln) for ln in fns.strip("\n").splitlines())
    methods = ["formatPrice", "formatPercent", "formatDate"]
    if level == "hard":
        inner += (f"\n\n  function formatDate(iso) {{\n    {bump};\n    return {date_call};\n  }}")
    stats_methods = ""
    if counted:
        cvar = "sharedCalls" if shared_counter else "calls"
        stats_methods = (f"    stats() {{\n      return {{ calls: {cvar} }};\n    }},\n"
                         f"    resetStats() {{\n      {cvar} = 0;\n    }},\n")
    if level == "hard":
        init = "  let settings = mergeOptions(DEFAULTS, options);\n"
    else:
        init = "  let settings = Object.assign({}, DEFAULTS, options);\n"
    if bug == "shared_state":
        # "instances" are views on one module-level settings object
        body = (f"let settings = Object.assign({{}}, DEFAULTS);\n" if level != "hard" else
                "let settings = mergeOptions(DEFAULTS, {});\n") + ("let calls = 0;\n" if counted else "") + fns + (
            f"\nfunction formatDate(iso) {{\n  {bump};\n  return {date_call};\n}}\n" if level == "hard" else "") + f"""
function {factory}(options) {{
  settings = {'mergeOptions(DEFAULTS, options)' if level == 'hard' else 'Object.assign({}, DEFAULTS, options)'};
  return {{
    configure(o) {{
      settings = {'mergeOptions(settings, o)' if level == 'hard' else ('Object.assign({}, settings, o)' if level == 'medium' else 'Object.assign({}, DEFAULTS, o)')};
    }},
{stats_methods if counted else ''}    formatPrice,
    formatPercent,
    formatDate,
  }};
}}

const defaultInstance = {factory}();
"""
    else:
        body = ("let sharedCalls = 0;\n" if shared_counter else "") + f"""
function {factory}(options) {{
{init}{'  let calls = 0;' + chr(10) if counted and not shared_counter else ''}{inner}

  return {{
{configure}{stats_methods}    formatPrice,
    formatPercent,
    formatDate,
  }};
}}

// The legacy module-level API: one default instance behind the old functions.
const defaultInstance = {factory}();
"""
    exports = [factory] if bug == "factory_only" else (
        [factory, "configure", *methods] + (["stats", "resetStats"] if counted else []))
    legacy_names = ["configure", *methods] + (["stats", "resetStats"] if counted else [])
    if bug == "shared_state":  # the module-level format functions already exist; only the rest delegates
        legacy_names = ["configure"] + (["stats", "resetStats"] if counted else [])
    legacy = "" if bug == "factory_only" else "".join(
        f"const {m} = (...args) => defaultInstance.{m}(...args);\n" for m in legacy_names)
    files[f"lib/{main}.js"] = ("'use strict';\n// Formatting helpers. Each instance from " + factory + "() has its own "
                              "options; the module-level functions use a default instance.\n" + date_req + defaults
                              + copy_fn + merge_fn + JS_HELPERS + body + legacy
                              + f"\nmodule.exports = {{ {', '.join(exports)} }};\n")
    if level == "hard" and bug != "dates_global":
        files["lib/settings.js"] = None  # the shared settings module is gone
    return files


VISIBLE_TEST = r"""'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/MAIN');

test('prices use the configured symbol and separators', () => {
  lib.configure(OPTS_A);
  assert.strictEqual(lib.formatPrice(PRICE), PRICE_A);
});

test('percentages', () => {
  lib.configure(OPTS_A);
  assert.strictEqual(lib.formatPercent(BP), BP_A);
});
"""

CHECK_JS = r"""'use strict';
// Hidden scenario runner: executes steps against the project and prints one result per call step.
const fs = require('fs');
const path = require('path');
const [root, main, factory, file] = process.argv.slice(2);
let lib;
try {
  lib = require(path.join(root, 'lib', main));
} catch (e) {
  console.log(JSON.stringify({ load_error: String(e && e.message) }));
  process.exit(0);
}
const steps = JSON.parse(fs.readFileSync(file, 'utf8'));
const vars = {}, inst = {}, out = [];
function show(v) {
  return typeof v === 'string' ? v : v === undefined ? 'undefined' : JSON.stringify(v);
}
for (const s of steps) {
  try {
    if (s.op === 'let') vars[s.name] = JSON.parse(JSON.stringify(s.value));
    else if (s.op === 'mutate') {
      let o = vars[s.name];
      for (const k of s.path.slice(0, -1)) o = o[k];
      o[s.path[s.path.length - 1]] = s.value;
    } else if (s.op === 'create') inst[s.name] = lib[factory](vars[s.opts]);
    else if (s.op === 'configure') (s.on === 'lib' ? lib : inst[s.on]).configure(vars[s.opts]);
    else if (s.op === 'call') out.push(show((s.on === 'lib' ? lib : inst[s.on])[s.fn](...s.args)));
  } catch (e) {
    if (s.op === 'call') out.push('error: ' + (e && e.message));
    else out.push('step error (' + s.op + '): ' + (e && e.message));
  }
}
console.log(JSON.stringify({ results: out }));
"""


# -- the reference model (ground truth) ------------------------------------------------------------------------
def _flat(level, o):
    if level != "hard":
        return o
    return {"symbol": o["currency"]["symbol"], "position": o["currency"]["position"], "decimal": o["number"]["decimal"],
            "thousands": o["number"]["thousands"], "dateOrder": o["date"]["order"], "dateSep": o["date"]["sep"]}


def _price(s, cents):
    sign = "-" if cents < 0 else ""
    a = abs(cents)
    text = f"{a // 100:,}".replace(",", s["thousands"]) + s["decimal"] + f"{a % 100:02d}"
    return sign + s["symbol"] + text if s["position"] == "before" else sign + text + " " + s["symbol"]


def _percent(s, bp):
    sign = "-" if bp < 0 else ""
    a = abs(bp)
    return f"{sign}{a // 100}{s['decimal']}{a % 100:02d}%"


def _date(s, iso):
    y, m, d = iso[:10].split("-")
    parts = {"Y": y, "M": m, "D": d}
    return s["dateSep"].join(parts[k] for k in s["dateOrder"])


def simulate(level: str, steps: list[dict]) -> list[str]:
    defaults = NESTED_DEFAULTS if level == "hard" else FLAT_DEFAULTS

    def merged(base, opts):
        opts = json.loads(json.dumps(opts or {}))
        if level == "hard":
            out = json.loads(json.dumps(base))
            for g, v in opts.items():
                out[g] = {**out.get(g, {}), **v}
            return out
        return {**base, **opts}

    vars_, insts, out = {}, {}, []
    insts["lib"] = {"s": json.loads(json.dumps(defaults)), "calls": 0}
    for st in steps:
        if st["op"] == "let":
            vars_[st["name"]] = json.loads(json.dumps(st["value"]))
        elif st["op"] == "mutate":
            o = vars_[st["name"]]
            for k in st["path"][:-1]:
                o = o[k]
            o[st["path"][-1]] = st["value"]
        elif st["op"] == "create":
            insts[st["name"]] = {"s": merged(defaults, vars_[st["opts"]]), "calls": 0}
        elif st["op"] == "configure":
            i = insts[st["on"]]
            if level == "easy":
                i["s"] = merged(defaults, vars_[st["opts"]])
            else:
                i["s"] = merged(i["s"], vars_[st["opts"]])
        elif st["op"] == "call":
            i = insts[st["on"]]
            fn, args = st["fn"], st["args"]
            if fn == "stats":
                out.append(json.dumps({"calls": i["calls"]}, separators=(",", ":")))
                continue
            if fn == "resetStats":
                i["calls"] = 0
                out.append("undefined")
                continue
            i["calls"] += 1
            s = _flat(level, i["s"])
            out.append({"formatPrice": _price, "formatPercent": _percent, "formatDate": _date}[fn](s, args[0]))
    return out


def _options(rng, level, partial=False):
    sym, pos = rng.choice(SYMBOLS)
    dec, th = rng.choice([x for x in NUMBER_STYLES if x != (".", ",")])
    order, sep = rng.choice([x for x in DATE_STYLES if x != ("YMD", "-")])
    if level == "hard":
        o = {"currency": {"symbol": sym, "position": pos}, "number": {"decimal": dec, "thousands": th},
             "date": {"order": order, "sep": sep}}
        if partial:
            g = rng.choice(["currency", "number"])
            k = rng.choice(sorted(o[g]))
            o = {g: {k: o[g][k]}}
        return o
    o = {"symbol": sym, "position": pos, "decimal": dec, "thousands": th, "dateOrder": order, "dateSep": sep}
    if partial:
        k = rng.choice(["symbol", "decimal", "dateSep"])
        o = {k: o[k]}
    return o


def _calls(rng, who, n):
    out = []
    for _ in range(n):
        fn = rng.choice(["formatPrice", "formatPrice", "formatPercent", "formatDate"])
        if fn == "formatPrice":
            arg = rng.choice([rng.randint(-99_999, 99_999), rng.randint(100_000, 999_999_999), rng.randint(0, 99)])
        elif fn == "formatPercent":
            arg = rng.choice([rng.randint(0, 10_000), -rng.randint(1, 500), rng.randint(0, 9)])
        else:
            arg = f"{rng.randint(2019, 2027)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}" + rng.choice(["", "T08:30:00Z"])
        out.append({"op": "call", "on": who, "fn": fn, "args": [arg]})
    return out


def scenarios(rng, level) -> dict[str, list[dict]]:
    sc: dict[str, list[dict]] = {}
    a, b, c = (_options(rng, level) for _ in range(3))
    while b == a:
        b = _options(rng, level)
    # 1. the legacy module-level API
    s = [{"op": "let", "name": "o1", "value": a}, {"op": "configure", "on": "lib", "opts": "o1"}] + _calls(rng, "lib", 6)
    if level != "easy":
        s += [{"op": "let", "name": "p1", "value": _options(rng, level, partial=True)},
              {"op": "configure", "on": "lib", "opts": "p1"}] + _calls(rng, "lib", 5)
        s += [{"op": "call", "on": "lib", "fn": "stats", "args": []}]
    sc["legacy_api"] = s
    # 2. two instances with different options, used in turn
    s = [{"op": "let", "name": "oa", "value": a}, {"op": "let", "name": "ob", "value": b},
         {"op": "create", "name": "A", "opts": "oa"}, {"op": "create", "name": "B", "opts": "ob"}]
    for _ in range(4):
        s += _calls(rng, "A", 2) + _calls(rng, "B", 2)
    sc["independent_instances"] = s
    # 3. configuring the default instance does not touch others, and the other way round
    s = [{"op": "let", "name": "oa", "value": a}, {"op": "let", "name": "oc", "value": c},
         {"op": "create", "name": "A", "opts": "oa"}, {"op": "configure", "on": "lib", "opts": "oc"}]
    s += _calls(rng, "A", 3) + _calls(rng, "lib", 3)
    s += [{"op": "let", "name": "ob", "value": b}, {"op": "configure", "on": "A", "opts": "ob"}]
    s += _calls(rng, "lib", 2) + _calls(rng, "A", 2)
    sc["default_isolated"] = s
    if level != "easy":
        s = [{"op": "let", "name": "oa", "value": a}, {"op": "let", "name": "ob", "value": b},
             {"op": "create", "name": "A", "opts": "oa"}, {"op": "create", "name": "B", "opts": "ob"},
             {"op": "call", "on": "lib", "fn": "resetStats", "args": []}]
        s += _calls(rng, "A", rng.randint(2, 5)) + _calls(rng, "B", rng.randint(6, 9)) + _calls(rng, "lib", 1)
        s += [{"op": "call", "on": w, "fn": "stats", "args": []} for w in ("A", "B", "lib")]
        s += [{"op": "call", "on": "A", "fn": "resetStats", "args": []}] + _calls(rng, "B", 1)
        s += [{"op": "call", "on": w, "fn": "stats", "args": []} for w in ("A", "B")]
        sc["per_instance_stats"] = s
        s = [{"op": "let", "name": "oa", "value": a}, {"op": "create", "name": "A", "opts": "oa"},
             {"op": "let", "name": "p", "value": _options(rng, level, partial=True)},
             {"op": "configure", "on": "A", "opts": "p"}] + _calls(rng, "A", 4)
        sc["partial_configure"] = s
    if level == "hard":
        s = [{"op": "let", "name": "oa", "value": a}, {"op": "create", "name": "A", "opts": "oa"}]
        s += _calls(rng, "A", 2)
        s += [{"op": "mutate", "name": "oa", "path": ["currency", "symbol"], "value": "XXX"},
              {"op": "mutate", "name": "oa", "path": ["date", "sep"], "value": "~"},
              {"op": "mutate", "name": "oa", "path": ["number", "decimal"], "value": "#"}]
        s += [{"op": "call", "on": "A", "fn": "formatPrice", "args": [123456]},
              {"op": "call", "on": "A", "fn": "formatDate", "args": ["2024-02-29"]}] + _calls(rng, "A", 2)
        s += [{"op": "create", "name": "B", "opts": "oa"}] + _calls(rng, "B", 2)
        sc["options_copied"] = s
        s = [{"op": "let", "name": "oa", "value": a}, {"op": "let", "name": "ob", "value": b},
             {"op": "create", "name": "A", "opts": "oa"}, {"op": "configure", "on": "lib", "opts": "ob"},
             {"op": "call", "on": "A", "fn": "formatDate", "args": ["2025-12-31"]},
             {"op": "call", "on": "lib", "fn": "formatDate", "args": ["2025-12-31"]}] + _calls(rng, "A", 2)
        sc["dates_per_instance"] = s
    return sc


def _write_files(files: dict[str, str | None], root: str) -> str:
    lines = []
    for path in sorted(files):
        text = files[path]
        if text is None:
            lines.append(f"rm -f {root}/{path}")
            continue
        lines += [f"mkdir -p {root}/{path.rsplit('/', 1)[0]}", f"cat > {root}/{path} <<'JS'", text.rstrip("\n"), "JS"]
    return "\n".join(lines)


DESCRIPTIONS = {
    "shared_state": "right format, but every instance reconfigures one shared settings object",
    "factory_only": "half the job: adds the factory but drops the legacy module-level functions",
    "no_merge": "legacy configure() replaces the options instead of merging them",
    "shared_counter": "stats() counts calls across all instances",
    "shallow_copy": "keeps the caller's nested option objects (no deep copy)",
    "dates_global": "date formatting still reads the process-wide settings",
}


@register
class JsStateRefactor(Family):
    name = "js_state_refactor"
    category = "software"
    description = "Refactor a Node.js library from process-wide state to independent instances, keeping the legacy API's behaviour exactly."
    base_image = "termigen/dev:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        proj_name = rng.choice(PROJECTS)
        main = rng.choice(["format", "formatter", "render", "fmt"])
        factory = rng.choice(FACTORIES)
        product = rng.choice(PRODUCTS)
        proj = f"/app/{proj_name}"
        files = {}
        for path, text in original_sources(level, main).items():
            files[f"{proj}/{path}"] = File.of(text)
        files[f"{proj}/package.json"] = File.of(json.dumps({
            "name": proj_name, "version": f"{rng.randint(1, 4)}.{rng.randint(0, 12)}.{rng.randint(0, 9)}",
            "description": "Price, percentage and date formatting", "main": f"lib/{main}.js",
            "scripts": {"test": "node --test test/"}, "license": "UNLICENSED"}, indent=2) + "\n")
        oa = _options(rng, level)
        sa = _flat(level, {**NESTED_DEFAULTS, **oa} if level == "hard" else {**FLAT_DEFAULTS, **oa})
        price, bp = rng.randint(100_000, 9_999_999), rng.randint(1, 9_999)
        files[f"{proj}/test/{main}.test.js"] = File.of(
            VISIBLE_TEST.replace("MAIN", main).replace("OPTS_A", json.dumps(oa)).replace("PRICE_A", json.dumps(_price(sa, price), ensure_ascii=False))
            .replace("PRICE", str(price)).replace("BP_A", json.dumps(_percent(sa, bp), ensure_ascii=False)).replace("BP", str(bp)))
        files[f"{proj}/README.md"] = File.of(self._readme(level, proj_name, main))

        sc = scenarios(rng, level)
        tests = {"check.js": File.of(CHECK_JS)}
        expected = {}
        for name, steps in sc.items():
            tests[f"scenarios/{name}.json"] = File.of(json.dumps(steps, indent=1, ensure_ascii=False) + "\n")
            expected[name] = simulate(level, steps)
        tests["test_outputs.py"] = self._tests(proj, main, factory, expected)

        def solver(bug=""):
            return script(f"""
                cd {proj}
                {{files}}
                node --test test/ >/dev/null
            """).replace("{files}", _write_files(refactored_sources(level, main, factory, bug), proj))

        bugs = ["shared_state", "factory_only"] + (["no_merge", "shared_counter"] if level == "medium" else []) + (
            ["shallow_copy", "dates_global", "shared_counter"] if level == "hard" else [])
        decoys = [Decoy(name=b, description=DESCRIPTIONS[b], script=solver(b).replace(
            "node --test test/ >/dev/null", "node --test test/ >/dev/null || true")) for b in bugs]
        return Draft(
            instruction=self._instruction(rng, level, proj_name, proj, main, factory, product),
            environment=Environment(base_image=self.base_image, files=files, workdir=proj),
            solution=solver(),
            tests=tests,
            decoys=decoys,
            outputs=[proj],
            tools=["node", "cat", "mkdir"] + (["rm"] if level == "hard" else []),
            tags=["javascript", "nodejs", "refactoring", "global-state"] + {
                "easy": ["factory"], "medium": ["factory", "merge-semantics", "counters"],
                "hard": ["factory", "deep-copy", "module-boundaries"]}[level],
            expert_time_min={"easy": 15, "medium": 25, "hard": 40}[level],
            junior_time_min={"easy": 40, "medium": 75, "hard": 120}[level],
        )

    @staticmethod
    def _readme(level, proj_name, main):
        if level == "hard":
            opts = ("`configure(options)` takes grouped options and merges them group by group into the current ones: "
                    "`{ currency: { symbol, position }, number: { decimal, thousands }, date: { order, sep } }`; "
                    "e.g. `configure({ currency: { symbol: '€' } })` changes only the symbol.")
        elif level == "medium":
            opts = ("`configure(options)` merges the given keys (`symbol`, `position` (`before`/`after`), `decimal`, "
                    "`thousands`, `dateOrder` (`YMD`, `DMY`, `MDY`), `dateSep`) into the current options; keys not "
                    "given keep their current value.")
        else:
            opts = ("`configure(options)` sets the options (`symbol`, `position` (`before`/`after`), `decimal`, "
                    "`thousands`, `dateOrder` (`YMD`, `DMY`, `MDY`), `dateSep`); keys not given take their default "
                    "(`$`, `before`, `.`, `,`, `YMD`, `-`).")
        stats = ("\n- `stats()` returns `{ calls }`, the number of format calls since the last `resetStats()`.\n"
                 if level != "easy" else "\n")
        return dedent(f"""
            # {proj_name}

            Formatting helpers (`lib/{main}.js`):

            - {opts}
            - `formatPrice(cents)`: `-` sign first, then the symbol before or after (after: separated by a space)
              the amount with thousands grouping and two decimals, e.g. `$1,234.50` or `-1.234,50 €`.
            - `formatPercent(basisPoints)`: `1250` -> `12.50%` (with the configured decimal separator).
            - `formatDate(isoString)`: the date part of an ISO string in the configured order and separator.""") + stats + \
            "\nRun the tests with `npm test` (or `node --test test/`).\n"

    @staticmethod
    def _instruction(rng, level, proj_name, proj, main, factory, product):
        incident = rng.choice([
            f"Since {product} started serving several tenants from one process, tenants see each other's formatting: "
            f"a German customer got an invoice in dollars because another request had just called `configure()`.",
            f"{product.capitalize()} now handles requests for many tenants concurrently, and `{proj_name}` keeps its "
            f"options in module-level state, so one tenant's `configure()` leaks into another tenant's output.",
            f"A customer complaint traced back to `{proj_name}`: its options are process-wide, and {product} formats "
            f"documents for different tenants in the same process.",
        ])
        reqs = [f"Export a factory `{factory}(options)` from `lib/{main}.js`. Each call returns an independent "
                f"formatter object with `configure(options)`, `formatPrice`, `formatPercent` and `formatDate`"
                + (", plus `stats()` and `resetStats()`" if level != "easy" else "") + ". `options` has the same shape "
                "and meaning as for `configure()`; keys not given take the library defaults.",
                "Instances never affect each other or the module-level functions, whatever order calls come in.",
                f"Keep the existing module-level API (`configure`, `formatPrice`, `formatPercent`, `formatDate`"
                + (", `stats`, `resetStats`" if level != "easy" else "") + ") working exactly as today: existing "
                "callers must see no difference. It is fine (and expected) to implement it on top of a default instance.",
                "An instance's `configure(options)` behaves like the module-level one does today, but only for that "
                "instance."]
        if level == "medium":
            reqs.append("`stats()` counts the calls of that instance only (the module-level `stats()` counts the "
                        "module-level calls only).")
        if level == "hard":
            reqs.append("`stats()` counts the calls of that instance only (the module-level `stats()` counts the "
                        "module-level calls only).")
            reqs.append("The date code lives in `lib/dates.js` and currently reads the shared settings module; after "
                        "the refactor no formatting may depend on process-wide options.")
            reqs.append(f"An instance must not keep references to the caller's option objects: changing the object "
                        f"passed to `{factory}()` or `configure()` afterwards (including its nested groups) must not "
                        f"change the instance.")
        req_text = "\n".join(f"- {r}" for r in reqs)
        return dedent("""
            # Refactor `{proj_name}`: no more process-wide options

            {incident}

            The library is at `{proj}` (Node.js, CommonJS, no dependencies; `README.md` documents today's
            behaviour and `npm test` / `node --test test/` runs its tests). Refactor it:

            {reqs}

            Keep the package layout (`lib/{main}.js` stays the entry point, `package.json` unchanged) and do not add
            dependencies; there is no network. Behaviour is checked by running scenarios against the library: mixed
            calls on the module-level API and on several instances, with outputs compared character by character.
        """).format(proj_name=proj_name, incident=incident, proj=proj, reqs=req_text, main=main)

    @staticmethod
    def _tests(proj, main, factory, expected):
        header = "import json, os, subprocess\n\nimport pytest"
        body = '''
            HERE = os.path.dirname(os.path.abspath(__file__))
            PROJ, MAIN, FACTORY = "PROJDIR", "MAINNAME", "FACTORYNAME"

            def _run(name):
                p = subprocess.run(["node", os.path.join(HERE, "check.js"), PROJ, MAIN, FACTORY,
                                    os.path.join(HERE, "scenarios", name + ".json")],
                                   capture_output=True, text=True, timeout=60)
                assert p.returncode == 0, f"scenario runner failed: {p.stderr[-800:]}"
                data = json.loads(p.stdout.strip().splitlines()[-1])
                assert "load_error" not in data, f"lib/{MAIN}.js does not load: {data.get('load_error')}"
                return data["results"]

            @pytest.mark.parametrize("name", sorted(EXPECTED))
            def test_scenario(name):
                got, want = _run(name), EXPECTED[name]
                assert len(got) == len(want), f"{name}: {len(got)} results, expected {len(want)}: {got[:4]}"
                wrong = [(i, g, w) for i, (g, w) in enumerate(zip(got, want)) if g != w]
                assert not wrong, f"{name}: {len(wrong)} results differ, first (step, got, expected): {wrong[:3]}"
        '''.replace("PROJDIR", proj).replace("MAINNAME", main).replace("FACTORYNAME", factory)
        return pytest_file(header, {"EXPECTED": expected}, body)

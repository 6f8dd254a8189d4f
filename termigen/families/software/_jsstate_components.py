"""The modules js_state_refactor composes its projects from: each a small CommonJS module with one kind of shared-
state defect (or none: the distractors, whose module-level state is correct by contract).

A component knows
- its module source in every variant: `broken` (as shipped), `right` (the oracle's), and its plausible wrong fixes;
- a scenario: a JavaScript function `async (lib, p) => [strings]` that drives the module's documented API (the hidden
  checks, the visible tests and the oracle's regression suite all run it), and its parameters per mode: `trigger`
  (shows the defect and every wrong fix) or `plain` (single, sequential use: passes on the shipped module), or None;
- a Python model of the contract: the outputs the scenario must print (the ground truth);
- its README section (the contract), the symptom users report and the engineer's diagnosis (easy's ticket).
Every JavaScript snippet is Node 18 compatible (termigen/dev:1 ships nodejs 18).
"""

from __future__ import annotations

import json
import random
from datetime import date, timedelta

# ---- shared JavaScript: helpers the scenarios use ------------------------------------------------------------------
PRELUDE = r"""function sortKeys(v) {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') {
    const o = {};
    for (const k of Object.keys(v).sort()) o[k] = sortKeys(v[k]);
    return o;
  }
  return v;
}

function show(v) {
  return typeof v === 'string' ? v : v === undefined ? 'undefined' : JSON.stringify(sortKeys(v));
}

async function attempt(f) {
  try {
    return show(await f());
  } catch (e) {
    return 'error: ' + (e && e.name);
  }
}
"""

TICK = """function tick(n) {
  let p = Promise.resolve();
  for (let k = 0; k < n; k++) p = p.then(() => undefined);
  return p;
}
"""


def show(v) -> str:
    """Python twin of the JavaScript show()."""
    if isinstance(v, str):
        return v
    return json.dumps(v, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def fill(src: str, n: dict) -> str:
    for k, v in n.items():
        src = src.replace("{{" + k + "}}", str(v))
    assert "{{" not in src, src[src.index("{{"):][:40]
    return src


class JsComp:
    key = ""
    kind = "bug"  # bug | distractor
    skill = ""
    names: list[dict] = []
    wrongs: tuple[str, ...] = ()
    scenario = ""  # a JavaScript function expression
    has_plain = True

    # -- per instance ------------------------------------------------------------------------------------------
    def data(self, rng: random.Random) -> dict:
        return {}

    def source(self, variant: str, n: dict, d: dict) -> str:
        raise NotImplementedError

    def params(self, rng: random.Random, n: dict, d: dict, mode: str) -> dict | None:
        raise NotImplementedError

    def model(self, n: dict, d: dict, p: dict) -> list[str]:
        raise NotImplementedError

    def readme(self, n: dict, d: dict) -> str:
        raise NotImplementedError

    def symptom(self, n: dict, d: dict) -> str:
        return ""

    def diagnosis(self, n: dict, d: dict) -> str:
        return ""

    def variants(self) -> tuple[str, ...]:
        return ("broken", "right", *self.wrongs) if self.kind == "bug" else ("right",)


def _pick(rng, xs, k):
    return rng.sample(xs, k)


# =====================================================================================================================
# 1. global_config: process-wide settings -> a factory of independent formatters (the legacy API on a default one)
# =====================================================================================================================
SYMBOLS = [("$", "before"), ("€", "after"), ("£", "before"), ("CHF", "after"), ("kr", "after"), ("¥", "before"),
           ("zł", "after"), ("R$", "before")]
NUMBER_STYLES = [(".", ","), (",", "."), (",", " "), (".", "'"), (".", "")]


def _fmt_group(n: int, sep: str) -> str:
    return f"{n:,}".replace(",", sep)


def _amount(s: dict, cents: int) -> str:
    sign = "-" if cents < 0 else ""
    a = abs(cents)
    text = _fmt_group(a // 100, s["thousands"]) + s["decimal"] + f"{a % 100:02d}"
    return sign + s["symbol"] + text if s["position"] == "before" else sign + text + " " + s["symbol"]


def _percent(s: dict, bp: int) -> str:
    sign = "-" if bp < 0 else ""
    a = abs(bp)
    return sign + str(a // 100) + s["decimal"] + f"{a % 100:02d}" + "%"


class GlobalConfig(JsComp):
    key = "global_config"
    skill = "module-level settings -> factory with a default instance"
    names = [{"file": "format", "factory": "createFormatter", "amount": "formatAmount", "percent": "formatPercent"},
             {"file": "money", "factory": "makeMoneyFormat", "amount": "money", "percent": "percent"},
             {"file": "render", "factory": "rendererFor", "amount": "renderPrice", "percent": "renderRate"}]
    wrongs = ("shared_settings", "replace_on_configure")
    scenario = r"""async function (lib, p) {
  const n = p.names, inst = { lib }, out = [];
  for (const s of p.steps) {
    if (s.op === 'create') inst[s.name] = s.opts === undefined ? lib[n.factory]() : lib[n.factory](s.opts);
    else if (s.op === 'configure') inst[s.on].configure(s.opts);
    else out.push(await attempt(() => inst[s.on][n[s.fn]](s.arg)));
  }
  return out;
}"""

    def __init__(self, cached: bool = False):
        self.cached = cached
        if cached:
            self.key = "global_config_cached"
            self.skill = "factory refactor; a module-level memo cache that only shows once instances exist"
            self.wrongs = ("shared_settings", "replace_on_configure", "keeps_module_cache")

    def data(self, rng):
        sym, pos = rng.choice(SYMBOLS[:4])
        dec, thou = rng.choice(NUMBER_STYLES[:2])
        return {"defaults": {"symbol": sym, "position": pos, "decimal": dec, "thousands": thou}}

    def _fns(self, cached: bool) -> str:
        c = cached
        return "\n".join(ln for ln in [
            "function {{amount}}(cents) {",
            "  if (cache.has(cents)) return cache.get(cents);" if c else None,
            "  const sign = cents < 0 ? '-' : '';",
            "  const abs = Math.abs(cents);",
            "  const text = group(Math.floor(abs / 100), settings.thousands) + settings.decimal +",
            "    String(abs % 100).padStart(2, '0');",
            "  const out = settings.position === 'before' ? sign + settings.symbol + text : sign + text + ' ' + settings.symbol;",
            "  cache.set(cents, out);" if c else None,
            "  return out;",
            "}",
            "",
            "function {{percent}}(basisPoints) {",
            "  const sign = basisPoints < 0 ? '-' : '';",
            "  const abs = Math.abs(basisPoints);",
            "  return sign + Math.floor(abs / 100) + settings.decimal + String(abs % 100).padStart(2, '0') + '%';",
            "}",
        ] if ln is not None)

    def source(self, variant, n, d):
        c = self.cached
        head = ("'use strict';\n// Amount and percentage formatting.\n"
                f"const DEFAULTS = {json.dumps(d['defaults'], ensure_ascii=False)};\n")
        group = "\nfunction group(n, sep) {\n  return String(n).replace(/\\B(?=(\\d{3})+(?!\\d))/g, sep);\n}\n"
        clear = "  cache.clear();\n" if c else ""
        fns = self._fns(c)
        if variant == "broken":
            body = ("let settings = Object.assign({}, DEFAULTS);\n" + ("const cache = new Map();\n" if c else "") + group
                    + "\n// Settings are process-wide: call configure() once at start-up.\nfunction configure(options) {\n"
                    "  settings = Object.assign({}, settings, options);\n" + clear + "}\n\n" + fns
                    + "\n\nmodule.exports = { configure, {{amount}}, {{percent}} };\n")
            return fill(head + body, n)
        if variant == "shared_settings":
            body = ("let settings = Object.assign({}, DEFAULTS);\n" + ("const cache = new Map();\n" if c else "") + group
                    + "\nfunction configure(options) {\n  settings = Object.assign({}, settings, options);\n" + clear
                    + "}\n\n" + fns + "\n\nfunction {{factory}}(options) {\n"
                    "  settings = Object.assign({}, DEFAULTS, options);\n" + clear
                    + "  return { configure, {{amount}}, {{percent}} };\n}\n\n"
                    "module.exports = { {{factory}}, configure, {{amount}}, {{percent}} };\n")
            return fill(head + body, n)
        merge = "Object.assign({}, DEFAULTS, opts)" if variant == "replace_on_configure" else \
            "Object.assign({}, settings, opts)"
        inner_cache = c and variant != "keeps_module_cache"
        ind = "\n".join(("  " + ln) if ln else ln for ln in fns.splitlines())
        body = (("const cache = new Map();\n" if variant == "keeps_module_cache" else "") + group
                + "\n// Every formatter has its own settings; the module-level functions use a default formatter.\n"
                "function {{factory}}(options) {\n  let settings = Object.assign({}, DEFAULTS, options);\n"
                + ("  const cache = new Map();\n" if inner_cache else "")
                + "\n  function configure(opts) {\n    settings = " + merge + ";\n" + ("    cache.clear();\n" if c else "")
                + "  }\n\n" + ind + "\n\n  return { configure, {{amount}}, {{percent}} };\n}\n\n"
                "const defaultFormatter = {{factory}}();\n\nmodule.exports = {\n  {{factory}},\n"
                "  configure: (options) => defaultFormatter.configure(options),\n"
                "  {{amount}}: (cents) => defaultFormatter.{{amount}}(cents),\n"
                "  {{percent}}: (basisPoints) => defaultFormatter.{{percent}}(basisPoints),\n};\n")
        return fill(head + body, n)

    def _opts(self, rng, partial=False):
        sym, pos = rng.choice(SYMBOLS)
        dec, thou = rng.choice(NUMBER_STYLES)
        full = {"symbol": sym, "position": pos, "decimal": dec, "thousands": thou}
        if not partial:
            return full
        k = rng.choice(sorted(full))
        return {k: full[k]}

    def _calls(self, rng, on, k, values=None):
        out = []
        for _ in range(k):
            if values and rng.random() < 0.6:
                out.append({"op": "call", "on": on, "fn": "amount", "arg": rng.choice(values)})
            elif rng.random() < 0.7:
                out.append({"op": "call", "on": on, "fn": "amount",
                            "arg": rng.choice([-1, 1]) * rng.randint(0, 99_999_999) if rng.random() < 0.3 else
                            rng.randint(100, 99_999_999)})
            else:
                out.append({"op": "call", "on": on, "fn": "percent", "arg": rng.randint(-2_000, 20_000)})
        return out

    def params(self, rng, n, d, mode):
        a = self._opts(rng)
        b = self._opts(rng)
        while _amount({**d["defaults"], **b}, 123456) == _amount({**d["defaults"], **a}, 123456):
            b = self._opts(rng)
        c = self._opts(rng)
        while _amount(c, 123456) in (_amount(a, 123456), _amount(b, 123456)):
            c = self._opts(rng)
        steps = [{"op": "configure", "on": "lib", "opts": a}] + self._calls(rng, "lib", 3)
        steps += [{"op": "configure", "on": "lib", "opts": {"symbol": rng.choice(["US$", "EUR", "GBP", "NOK"])}}]
        steps += self._calls(rng, "lib", 2)
        if mode == "plain":
            return {"names": n, "steps": steps}
        shared = [rng.randint(1000, 9_999_999) for _ in range(3)]
        steps += [{"op": "create", "name": "A", "opts": b}, {"op": "create", "name": "B", "opts": c}]
        for _ in range(3):
            steps += self._calls(rng, "A", 2, shared) + self._calls(rng, "B", 2, shared) + self._calls(rng, "lib", 1, shared)
        v = shared[0]
        steps += [{"op": "call", "on": "A", "fn": "amount", "arg": v}, {"op": "call", "on": "B", "fn": "amount", "arg": v},
                  {"op": "call", "on": "lib", "fn": "amount", "arg": v}]
        steps += [{"op": "configure", "on": "lib", "opts": b}] + self._calls(rng, "A", 1, shared) + \
            self._calls(rng, "B", 1, shared)
        part = {"decimal": rng.choice(["#", "·"])}
        steps += [{"op": "configure", "on": "A", "opts": part}] + self._calls(rng, "A", 2, shared)
        steps += [{"op": "call", "on": "A", "fn": "amount", "arg": v}, {"op": "call", "on": "B", "fn": "amount", "arg": v},
                  {"op": "call", "on": "lib", "fn": "amount", "arg": v}]
        steps += [{"op": "create", "name": "C"}, {"op": "call", "on": "C", "fn": "amount", "arg": v},
                  {"op": "call", "on": "C", "fn": "percent", "arg": rng.randint(1, 9999)}]
        return {"names": n, "steps": steps}

    def model(self, n, d, p):
        base = dict(d["defaults"])
        inst = {"lib": dict(base)}
        out = []
        for s in p["steps"]:
            if s["op"] == "create":
                inst[s["name"]] = {**base, **s.get("opts", {})}
            elif s["op"] == "configure":
                inst[s["on"]] = {**inst[s["on"]], **s["opts"]}
            else:
                f = _amount if s["fn"] == "amount" else _percent
                out.append(f(inst[s["on"]], s["arg"]))
        return out

    def readme(self, n, d):
        df = d["defaults"]
        return fill(f"""### `lib/{{{{file}}}}.js`: amounts and percentages

- `configure(options)` merges the given keys into the current settings (keys not given keep their value):
  `symbol`, `position` (`before` / `after`), `decimal`, `thousands`. Defaults: `{json.dumps(df, ensure_ascii=False)}`.
- `{{{{amount}}}}(cents)`: `-` first for negative amounts, the symbol before the amount or after it (then
  separated by one space), thousands grouped with `thousands`, two decimals after `decimal`:
  `123456` -> `$1,234.56`, `-5` with `€`/after/`,`/`.` -> `-0,05 €`.
- `{{{{percent}}}}(basisPoints)`: `1250` -> `12.50%`, with the configured decimal separator.
""", n)

    def symptom(self, n, d):
        return ("a tenant got its invoice amounts in another tenant's currency and separators, right after that "
                "other tenant's request had configured the formatter")

    def diagnosis(self, n, d):
        return fill("`lib/{{file}}.js` keeps one process-wide settings object, so one tenant's `configure()` changes "
                    "every tenant's output", n)

    def requirement(self, n, d) -> str:
        return fill("Add a factory `{{factory}}(options)` to `lib/{{file}}.js`: every call returns an independent "
                    "formatter with `configure(options)`, `{{amount}}(cents)` and `{{percent}}(basisPoints)`. "
                    "`options` has the shape and meaning of `configure()`'s, keys not given take the library "
                    "defaults; a formatter's `configure()` merges like the module-level one, for that formatter only. "
                    "Formatters never affect each other or the module-level functions, whatever order calls come in, "
                    "and the module-level API (`configure`, `{{amount}}`, `{{percent}}`) keeps working exactly as "
                    "today (it may run on a default formatter).", n)


# =====================================================================================================================
# 2. cache_key: a process-wide cache keyed by part of the input
# =====================================================================================================================
class CacheKey(JsComp):
    key = "cache_key"
    skill = "memo cache keyed by every input"
    names = [{"file": "shipping", "fn": "routeCost", "count": "computations"},
             {"file": "fares", "fn": "fareBetween", "count": "fareLookups"},
             {"file": "transfer", "fn": "transferFee", "count": "feeComputations"}]
    wrongs = ("concatenated_key", "cache_removed")
    scenario = r"""async function (lib, p) {
  const n = p.names, out = [];
  for (const [a, b] of p.pairs) out.push(await attempt(() => lib[n.fn](a, b)));
  out.push(await attempt(() => lib[n.count]()));
  return out;
}"""

    def data(self, rng):
        while True:
            base = [rng.randint(3, 60) for _ in range(12)]
            if self._cost(base, 1, 12) != self._cost(base, 11, 2) and self._cost(base, 1, 11) != self._cost(base, 11, 1):
                return {"base": base}

    @staticmethod
    def _cost(base, a, b):
        return base[a - 1] * 4 + base[b - 1] * 3 + ((a * 7 + b * 13) % 11)

    def source(self, variant, n, d):
        if variant == "broken":
            state = "const cache = {};\n"
            body = ("function {{fn}}(from, to) {\n  if (!(from in cache)) cache[from] = compute(from, to);\n"
                    "  return cache[from];\n}\n")
        elif variant == "cache_removed":
            state = ""
            body = "function {{fn}}(from, to) {\n  return compute(from, to);\n}\n"
        else:
            state = "const cache = new Map();\n"
            key = "String(from) + String(to)" if variant == "concatenated_key" else "`${from}>${to}`"
            body = ("function {{fn}}(from, to) {\n  const route = " + key + ";\n"
                    "  if (!cache.has(route)) cache.set(route, compute(from, to));\n  return cache.get(route);\n}\n")
        return fill("'use strict';\n// Cost of the route between two zones (1-12). compute() is slow, so results are cached "
                    "for the life of the process.\n"
                    f"const BASE = {json.dumps(d['base'])};\n" + state + "let computed = 0;\n\n"
                    "function compute(from, to) {\n  computed += 1;\n"
                    "  return BASE[from - 1] * 4 + BASE[to - 1] * 3 + ((from * 7 + to * 13) % 11);\n}\n\n" + body
                    + "\nfunction {{count}}() {\n  return computed;\n}\n\nmodule.exports = { {{fn}}, {{count}} };\n", n)

    def params(self, rng, n, d, mode):
        zones = list(range(1, 13))
        if mode == "plain":
            froms = rng.sample(zones, 5)
            pairs = [[a, rng.choice([z for z in zones if z != a])] for a in froms]
            pairs += [list(rng.choice(pairs)) for _ in range(3)]
            return {"names": n, "pairs": pairs}
        col = rng.choice([[[1, 12], [11, 2]], [[1, 11], [11, 1]]])
        a = rng.choice(zones[1:])
        pairs = [[a, b] for b in rng.sample([z for z in zones if z != a], 3)]
        pairs += col + [[rng.randint(1, 12), rng.randint(1, 12)] for _ in range(4)]
        pairs += [list(rng.choice(pairs)) for _ in range(4)] + [list(col[1]), list(pairs[0])]
        rng.shuffle(pairs)
        return {"names": n, "pairs": pairs}

    def model(self, n, d, p):
        out = [str(self._cost(d["base"], a, b)) for a, b in p["pairs"]]
        return out + [str(len({(a, b) for a, b in p["pairs"]}))]

    def readme(self, n, d):
        return fill("""### `lib/{{file}}.js`: route costs

- `{{fn}}(from, to)`: the cost from zone `from` to zone `to` (integers 1-12; not symmetric).
- Costs are slow to compute, so each distinct route is computed once per process and then served from a cache;
  `{{count}}()` returns how many computations the process has made so far.
""", n)

    def symptom(self, n, d):
        return "quotes for some routes come back with the price of another route out of the same zone"

    def diagnosis(self, n, d):
        return fill("`lib/{{file}}.js`: `{{fn}}()` caches by the origin zone only, so the second destination from a "
                    "zone gets the first one's cost", n)


# =====================================================================================================================
# 3. loop_closure: callbacks created in a `var` loop all see the last index
# =====================================================================================================================
class LoopClosure(JsComp):
    key = "loop_closure"
    skill = "closures capturing var-scoped loop state"
    names = [{"file": "reminders", "fn": "scheduleAll"}, {"file": "hooks", "fn": "armHooks"},
             {"file": "notices", "fn": "queueNotices"}]
    wrongs = ("let_index_only", "const_label_only")
    has_plain = False
    scenario = r"""async function (lib, p) {
  const out = [];
  for (const batch of p.batches) {
    const queue = [];
    const timer = { after(ms, cb) { queue.push({ ms, cb, seq: queue.length }); } };
    let fired;
    try {
      fired = lib[p.names.fn](batch.map((x) => Object.assign({}, x)), timer);
    } catch (e) {
      out.push('error: ' + (e && e.name));
      continue;
    }
    queue.sort((a, b) => a.ms - b.ms || a.seq - b.seq);
    for (const q of queue) {
      try {
        q.cb();
      } catch (e) {
        out.push('error: ' + (e && e.name));
      }
    }
    out.push(show(fired));
  }
  return out;
}"""

    def source(self, variant, n, d):
        idx = "let" if variant in ("right", "let_index_only") else "var"
        lab = "const" if variant in ("right", "const_label_only") else "var"
        loop = (f"  for ({idx} i = 0; i < items.length; i++) {{\n    {lab} label = items[i].id + '@' + items[i].ms;\n"
                "    timer.after(items[i].ms, function () {\n      fired.push(label + ' #' + (i + 1));\n    });\n  }\n")
        return fill("'use strict';\n// Schedules one callback per item on `timer` (anything with after(ms, callback)).\n"
                    "// Returns the list the callbacks fill as they fire: \"<id>@<ms> #<position>\".\n"
                    "function {{fn}}(items, timer) {\n  const fired = [];\n" + loop + "  return fired;\n}\n\n"
                    "module.exports = { {{fn}} };\n", n)

    def params(self, rng, n, d, mode):
        if mode == "plain":
            return None
        pre = rng.choice(["inv", "job", "ord", "tkt", "msg"])
        batches = []
        for k in range(3):
            m = rng.randint(2, 5) if k else 3
            ids = rng.sample(range(100, 999), m)
            batches.append([{"id": f"{pre}-{x}", "ms": rng.choice([0, 5, 10, 20, 50, 100])} for x in ids])
        return {"names": n, "batches": batches}

    def model(self, n, d, p):
        out = []
        for b in p["batches"]:
            order = sorted(range(len(b)), key=lambda i: (b[i]["ms"], i))
            out.append(show([f"{b[i]['id']}@{b[i]['ms']} #{i + 1}" for i in order]))
        return out

    def readme(self, n, d):
        return fill("""### `lib/{{file}}.js`: scheduled callbacks

- `{{fn}}(items, timer)`: for every item `{ id, ms }`, registers one callback with `timer.after(ms, callback)`.
  It returns an array that the callbacks fill as they fire, each with its own item and its 1-based position in
  `items`: `"<id>@<ms> #<position>"`.
""", n)

    def symptom(self, n, d):
        return "scheduled notices fire, but every one of them reports the last item of its batch"

    def diagnosis(self, n, d):
        return fill("`lib/{{file}}.js`: the callbacks made in `{{fn}}()`'s loop share its `var`-scoped variables and "
                    "all see their final values", n)


# =====================================================================================================================
# 4. listener_leak: close() removes a function that was never registered
# =====================================================================================================================
class ListenerLeak(JsComp):
    key = "listener_leak"
    skill = "EventEmitter listener bookkeeping"
    names = [{"file": "events", "sub": "subscribe", "pub": "publish", "count": "listenerTotal"},
             {"file": "bus", "sub": "watch", "pub": "emit", "count": "activeHandlers"},
             {"file": "notify", "sub": "listen", "pub": "broadcast", "count": "handlerCount"}]
    wrongs = ("removes_all_listeners",)
    scenario = r"""async function (lib, p) {
  const n = p.names, out = [], got = {}, subs = {};
  for (const s of p.steps) {
    if (s.op === 'sub') {
      got[s.name] = [];
      subs[s.name] = lib[n.sub](s.topic, (m) => got[s.name].push(m));
    } else if (s.op === 'close') subs[s.name].close();
    else if (s.op === 'pub') lib[n.pub](s.topic, s.msg);
    else out.push(await attempt(() => lib[n.count]()));
  }
  for (const k of Object.keys(got).sort()) out.push(k + '=' + got[k].join('|'));
  return out;
}"""

    def source(self, variant, n, d):
        if variant == "broken":
            sub = ("  bus.on('message', (t, payload) => {\n    if (t === topic) handler(payload);\n  });\n  return {\n"
                   "    close() {\n      bus.removeListener('message', handler);\n    },\n  };\n")
        else:
            rm = "bus.removeAllListeners('message');" if variant == "removes_all_listeners" else \
                "bus.removeListener('message', listener);"
            sub = ("  const listener = (t, payload) => {\n    if (t === topic) handler(payload);\n  };\n"
                   "  bus.on('message', listener);\n  return {\n    close() {\n      " + rm + "\n    },\n  };\n")
        return fill("'use strict';\n// One process-wide bus. {{sub}}() returns a handle; its close() stops deliveries to "
                    "that handler.\nconst { EventEmitter } = require('events');\n\nconst bus = new EventEmitter();\n"
                    "bus.setMaxListeners(0);\n\nfunction {{sub}}(topic, handler) {\n" + sub + "}\n\n"
                    "function {{pub}}(topic, payload) {\n  bus.emit('message', topic, payload);\n}\n\n"
                    "function {{count}}() {\n  return bus.listenerCount('message');\n}\n\n"
                    "module.exports = { {{sub}}, {{pub}}, {{count}} };\n", n)

    def params(self, rng, n, d, mode):
        topics = rng.sample(["orders", "refunds", "alerts", "audit", "billing", "signup"], 3)
        names = [f"s{i}" for i in range(1, 6)]
        steps, live = [], []
        for nm in names[:4]:
            steps.append({"op": "sub", "name": nm, "topic": rng.choice(topics)})
            live.append(nm)
        steps.append({"op": "sub", "name": names[4], "topic": steps[0]["topic"]})
        msg = iter(range(1, 1000))

        def pubs(k):
            return [{"op": "pub", "topic": rng.choice(topics[:2] + [steps[0]["topic"]]), "msg": f"m{next(msg)}"}
                    for _ in range(k)]

        steps += pubs(4) + [{"op": "count"}]
        if mode == "trigger":
            steps += [{"op": "close", "name": "s1"}, {"op": "close", "name": "s3"}] + pubs(4) + [{"op": "count"}]
            steps += [{"op": "close", "name": "s1"}, {"op": "sub", "name": "s6", "topic": steps[0]["topic"]}]
            steps += [{"op": "pub", "topic": steps[0]["topic"], "msg": f"m{next(msg)}"}] + pubs(2) + [{"op": "count"}]
        return {"names": n, "steps": steps}

    def model(self, n, d, p):
        subs, got, out, alive = {}, {}, [], set()
        for s in p["steps"]:
            if s["op"] == "sub":
                subs[s["name"]] = s["topic"]
                got[s["name"]] = []
                alive.add(s["name"])
            elif s["op"] == "close":
                alive.discard(s["name"])
            elif s["op"] == "pub":
                for nm in subs:  # delivery order is subscription order; each list is per subscriber anyway
                    if nm in alive and subs[nm] == s["topic"]:
                        got[nm].append(s["msg"])
            else:
                out.append(str(len(alive)))
        return out + [f"{k}={'|'.join(got[k])}" for k in sorted(got)]

    def readme(self, n, d):
        return fill("""### `lib/{{file}}.js`: in-process notifications

- `{{sub}}(topic, handler)`: `handler(payload)` is called for every `{{pub}}(topic, payload)` of that topic until
  the returned handle's `close()` is called (calling it again does nothing). Handles are independent: closing one
  never affects another subscription, even on the same topic.
- `{{count}}()`: the number of live subscriptions (closed ones must not linger: a long-running process
  subscribes and closes all day).
""", n)

    def symptom(self, n, d):
        return ("memory grows steadily on the long-running workers, and closed subscriptions keep receiving "
                "notifications")

    def diagnosis(self, n, d):
        return fill("`lib/{{file}}.js`: `close()` removes the caller's handler, which was never registered (a wrapper "
                    "was), so listeners pile up on the shared bus and keep firing", n)


# =====================================================================================================================
# 5. async_current: a module-level "current tenant" read after an await
# =====================================================================================================================
class AsyncCurrent(JsComp):
    key = "async_current"
    skill = "module state across await (overlapping async calls)"
    names = [{"file": "report", "fn": "renderReport"}, {"file": "statement", "fn": "buildStatement"},
             {"file": "digest", "fn": "composeDigest"}]
    wrongs = ("copies_after_await",)
    scenario = r"""async function (lib, p) {
  const out = [];
  for (const round of p.rounds) {
    const res = await Promise.all(round.map(([t, ids]) => attempt(() => lib[p.names.fn](t, ids))));
    out.push(...res);
  }
  return out;
}"""

    def source(self, variant, n, d):
        if variant == "right":
            state = ""
            fn = ("async function {{fn}}(tenant, ids) {\n  const rows = await loadRows(ids);\n"
                  "  return rows.map((r) => tenant + ':' + r).join(',');\n}\n")
        elif variant == "copies_after_await":
            state = "let currentTenant = null;\n\n"
            fn = ("async function {{fn}}(tenant, ids) {\n  currentTenant = tenant;\n  const rows = await loadRows(ids);\n"
                  "  const who = currentTenant;\n  return rows.map((r) => who + ':' + r).join(',');\n}\n")
        else:
            state = "let currentTenant = null;\n\n"
            fn = ("async function {{fn}}(tenant, ids) {\n  currentTenant = tenant;\n  const rows = await loadRows(ids);\n"
                  "  return rows.map((r) => currentTenant + ':' + r).join(',');\n}\n")
        return fill("'use strict';\n// Renders a tenant's rows; one process serves many tenants' requests at once.\n"
                    + state + TICK + "\nasync function loadRows(ids) {\n  await tick(ids.length * 2 + 1);\n"
                    "  return ids.map((id) => 'row' + id);\n}\n\n" + fn + "\nmodule.exports = { {{fn}} };\n", n)

    def params(self, rng, n, d, mode):
        tenants = rng.sample(["acme", "globex", "initech", "umbrella", "hooli", "stark", "wayne", "tyrell"], 4)

        def call(t):
            return [t, [rng.randint(1, 99) for _ in range(rng.randint(1, 4))]]

        rounds = [[call(rng.choice(tenants))] for _ in range(2)]
        if mode == "trigger":
            for _ in range(3):
                ts = rng.sample(tenants, rng.randint(2, 4))
                rounds.append([call(t) for t in ts])
            rounds.append([call(tenants[0]), call(tenants[0]), call(tenants[1])])
        return {"names": n, "rounds": rounds}

    def model(self, n, d, p):
        return [",".join(f"{t}:row{i}" for i in ids) for r in p["rounds"] for t, ids in r]

    def readme(self, n, d):
        return fill("""### `lib/{{file}}.js`: tenant reports

- `{{fn}}(tenant, ids)` (async): the rows `ids` of `tenant`, rendered `"<tenant>:row<id>"` and joined with `,`.
  The service calls it for many tenants at once (overlapping promises); every call renders its own tenant.
""", n)

    def symptom(self, n, d):
        return "under load, a tenant's report sometimes shows another tenant's name on its rows"

    def diagnosis(self, n, d):
        return fill("`lib/{{file}}.js`: `{{fn}}()` stores the tenant in a module-level variable and reads it back "
                    "after an `await`, when an overlapping call has replaced it", n)


# =====================================================================================================================
# 6. lazy_init: a lazy load that overlapping callers each start
# =====================================================================================================================
class LazyInit(JsComp):
    key = "lazy_init"
    skill = "memoize the pending promise, not the value"
    names = [{"file": "catalog", "get": "getCatalog", "reload": "reloadCatalog", "count": "loadCount"},
             {"file": "pricelist", "get": "loadPrices", "reload": "refreshPrices", "count": "priceFetches"},
             {"file": "directory", "get": "getDirectory", "reload": "reloadDirectory", "count": "directoryLoads"}]
    wrongs = ("busy_flag",)
    scenario = r"""async function (lib, p) {
  const n = p.names, out = [];
  let first = null;
  for (const s of p.steps) {
    if (s.op === 'reload') {
      lib[n.reload]();
      first = null;
    } else if (s.op === 'count') out.push(await attempt(() => lib[n.count]()));
    else {
      let got;
      try {
        got = await Promise.all(Array.from({ length: s.k }, () => lib[n.get]()));
      } catch (e) {
        out.push('error: ' + (e && e.name));
        continue;
      }
      for (const g of got) {
        if (first === null) first = g;
        out.push((g === first ? 'same ' : 'other ') + show(g && g.map((x) => x.id)));
      }
    }
  }
  return out;
}"""

    def data(self, rng):
        pre = rng.choice(["sku", "item", "plan", "svc"])
        return {"ids": [f"{pre}-{x}" for x in rng.sample(range(10, 99), rng.randint(3, 6))]}

    def source(self, variant, n, d):
        head = ("'use strict';\n// Loaded lazily on first use and shared by every caller until {{reload}}().\n"
                f"const SOURCE = {json.dumps(d['ids'])};\n")
        fetch = (TICK + "\nasync function fetchAll() {\n  loads += 1;\n  await tick(3);\n"
                 "  return SOURCE.map((id) => ({ id }));\n}\n\n")
        if variant == "right":
            body = ("let pending = null;\nlet loads = 0;\n\n" + fetch + "function {{get}}() {\n"
                    "  if (!pending) pending = fetchAll();\n  return pending;\n}\n\nfunction {{reload}}() {\n"
                    "  pending = null;\n}\n")
        elif variant == "busy_flag":
            body = ("let catalog = null;\nlet loading = false;\nlet loads = 0;\n\n" + fetch + "async function {{get}}() {\n"
                    "  if (!catalog && !loading) {\n    loading = true;\n    catalog = await fetchAll();\n"
                    "    loading = false;\n  }\n  return catalog;\n}\n\nfunction {{reload}}() {\n  catalog = null;\n}\n")
        else:
            body = ("let catalog = null;\nlet loads = 0;\n\n" + fetch + "async function {{get}}() {\n  if (!catalog) {\n"
                    "    catalog = await fetchAll();\n  }\n  return catalog;\n}\n\nfunction {{reload}}() {\n"
                    "  catalog = null;\n}\n")
        return fill(head + body + "\nfunction {{count}}() {\n  return loads;\n}\n\n"
                    "module.exports = { {{get}}, {{reload}}, {{count}} };\n", n)

    def params(self, rng, n, d, mode):
        if mode == "plain":
            steps = [{"op": "get", "k": 1}, {"op": "get", "k": 1}, {"op": "count"}, {"op": "reload"},
                     {"op": "get", "k": 1}, {"op": "count"}]
        else:
            steps = [{"op": "get", "k": rng.randint(2, 4)}, {"op": "count"}, {"op": "get", "k": 1},
                     {"op": "get", "k": 2}, {"op": "count"}, {"op": "reload"}, {"op": "reload"},
                     {"op": "get", "k": rng.randint(2, 3)}, {"op": "get", "k": 1}, {"op": "count"}]
        return {"names": n, "steps": steps}

    def model(self, n, d, p):
        out, loads, loaded = [], 0, False
        for s in p["steps"]:
            if s["op"] == "reload":
                loaded = False
            elif s["op"] == "count":
                out.append(str(loads))
            else:
                if not loaded:
                    loads, loaded = loads + 1, True
                out += ["same " + show(d["ids"])] * s["k"]
        return out

    def readme(self, n, d):
        return fill("""### `lib/{{file}}.js`: lazily loaded list

- `{{get}}()` (async): the list, fetched on first use and then shared: every caller gets the very same array
  until `{{reload}}()`, and however many calls overlap, the fetch runs once. After `{{reload}}()` the next
  call fetches again (once, again, however many calls overlap).
- `{{count}}()`: how many fetches the process has made.
""", n)

    def symptom(self, n, d):
        return "at start-up, when many requests arrive together, the list is fetched once per request instead of once"

    def diagnosis(self, n, d):
        return fill("`lib/{{file}}.js`: `{{get}}()` only remembers the list once a fetch has finished, so every call "
                    "that overlaps the first fetch starts its own", n)


# =====================================================================================================================
# 7. proto_shared: an array on the prototype shared by every instance
# =====================================================================================================================
class ProtoShared(JsComp):
    key = "proto_shared"
    skill = "per-instance state vs prototype properties"
    names = [{"file": "registry", "cls": "Registry", "add": "add", "list": "list", "count": "countOf"},
             {"file": "roster", "cls": "Roster", "add": "enroll", "list": "members", "count": "timesEnrolled"},
             {"file": "ledger", "cls": "Ledger", "add": "record", "list": "entries", "count": "occurrences"}]
    wrongs = ("or_default", "items_only")
    scenario = r"""async function (lib, p) {
  const n = p.names, out = [], regs = {};
  for (const s of p.steps) {
    if (s.op === 'new') regs[s.name] = new lib[n.cls](s.name);
    else if (s.op === 'add') out.push(await attempt(() => regs[s.name][n.add](s.item)));
    else if (s.op === 'count') out.push(await attempt(() => regs[s.name][n.count](s.item)));
    else out.push(await attempt(() => regs[s.name][n.list]()));
  }
  return out;
}"""

    def source(self, variant, n, d):
        ctor = {"right": "  this.items = [];\n  this.counts = {};\n",
                "items_only": "  this.items = [];\n",
                "or_default": "  this.items = this.items || [];\n  this.counts = this.counts || {};\n"}.get(variant, "")
        proto = {"right": "", "items_only": "{{cls}}.prototype.counts = {};\n\n"}.get(
            variant, "{{cls}}.prototype.items = [];\n{{cls}}.prototype.counts = {};\n\n")
        return fill("'use strict';\n// A named collection; every {{cls}} keeps its own items.\nfunction {{cls}}(name) {\n"
                    "  this.name = name;\n" + ctor + "}\n\n" + proto + "{{cls}}.prototype.{{add}} = function (item) {\n"
                    "  this.items.push(item);\n  this.counts[item] = (this.counts[item] || 0) + 1;\n"
                    "  return this.items.length;\n};\n\n{{cls}}.prototype.{{count}} = function (item) {\n"
                    "  return this.counts[item] || 0;\n};\n\n{{cls}}.prototype.{{list}} = function () {\n"
                    "  return this.name + ': ' + this.items.join(', ');\n};\n\nmodule.exports = { {{cls}} };\n", n)

    def params(self, rng, n, d, mode):
        regs = rng.sample(["north", "south", "east", "west", "core", "edge"], 3 if mode == "trigger" else 1)
        words = ["alpha", "bravo", "delta", "echo", "kilo", "lima", "mike", "oscar"]
        steps = [{"op": "new", "name": regs[0]}]
        if mode == "trigger":
            steps += [{"op": "new", "name": r} for r in regs[1:]]
        for _ in range(7 if mode == "trigger" else 4):
            steps.append({"op": "add", "name": rng.choice(regs), "item": rng.choice(words[:4])})
        if mode == "trigger":
            w = rng.choice(words[4:])
            steps += [{"op": "add", "name": regs[1], "item": w}, {"op": "add", "name": regs[2], "item": w},
                      {"op": "count", "name": regs[2], "item": w}, {"op": "count", "name": regs[0], "item": w}]
        steps += [{"op": "list", "name": r} for r in regs]
        steps += [{"op": "count", "name": r, "item": rng.choice(words[:4])} for r in regs]
        if mode == "trigger":
            steps += [{"op": "add", "name": regs[-1], "item": rng.choice(words)}, {"op": "list", "name": regs[0]}]
        return {"names": n, "steps": steps}

    def model(self, n, d, p):
        items, out = {}, []
        for s in p["steps"]:
            if s["op"] == "new":
                items[s["name"]] = []
            elif s["op"] == "add":
                items[s["name"]].append(s["item"])
                out.append(str(len(items[s["name"]])))
            elif s["op"] == "count":
                out.append(str(items[s["name"]].count(s["item"])))
            else:
                out.append(s["name"] + ": " + ", ".join(items[s["name"]]))
        return out

    def readme(self, n, d):
        return fill("""### `lib/{{file}}.js`: named collections

- `new {{cls}}(name)`; `.{{add}}(item)` appends and returns how many items that collection holds;
  `.{{count}}(item)` how many times `item` was added to it; `.{{list}}()` returns `"<name>: <item>, <item>, ..."`.
  Every collection holds and counts only its own items.
""", n)

    def symptom(self, n, d):
        return "every region's collection lists, and counts, the items added to all the other regions too"

    def diagnosis(self, n, d):
        return fill("`lib/{{file}}.js`: the items array and the counts object live on `{{cls}}.prototype`, so every "
                    "instance writes into the same ones", n)


# =====================================================================================================================
# 8. shared_empty: a shared empty array (and stored arrays) handed out to callers who modify them
# =====================================================================================================================
class SharedEmpty(JsComp):
    key = "shared_empty"
    skill = "defensive copies of arrays handed in and out"
    names = [{"file": "tags", "get": "tagsFor", "set": "setTags"}, {"file": "labels", "get": "labelsOf", "set": "assignLabels"},
             {"file": "flags", "get": "flagsFor", "set": "setFlags"}]
    wrongs = ("frozen_empty", "fresh_empty_only")
    scenario = r"""async function (lib, p) {
  const n = p.names, out = [];
  let last = null;
  for (const s of p.steps) {
    if (s.op === 'set') {
      last = s.tags.slice();
      lib[n.set](s.id, last);
    } else if (s.op === 'edit') last.push(s.tag);
    else if (s.op === 'get') out.push(await attempt(() => lib[n.get](s.id)));
    else out.push(await attempt(() => {
      const a = lib[n.get](s.id);
      a.push(s.tag);
      return a;
    }));
  }
  return out;
}"""

    def source(self, variant, n, d):
        if variant == "right":
            body = ("const index = new Map();\n\nfunction {{set}}(id, tags) {\n  index.set(id, tags.slice());\n}\n\n"
                    "function {{get}}(id) {\n  return (index.get(id) || []).slice();\n}\n")
        elif variant == "frozen_empty":
            body = ("const NONE = Object.freeze([]);\nconst index = new Map();\n\nfunction {{set}}(id, tags) {\n"
                    "  index.set(id, tags.slice());\n}\n\nfunction {{get}}(id) {\n"
                    "  return index.has(id) ? index.get(id).slice() : NONE;\n}\n")
        elif variant == "fresh_empty_only":
            body = ("const index = new Map();\n\nfunction {{set}}(id, tags) {\n  index.set(id, tags);\n}\n\n"
                    "function {{get}}(id) {\n  return index.get(id) || [];\n}\n")
        else:
            body = ("const NONE = [];\nconst index = new Map();\n\nfunction {{set}}(id, tags) {\n  index.set(id, tags);\n}\n\n"
                    "function {{get}}(id) {\n  return index.get(id) || NONE;\n}\n")
        return fill("'use strict';\n// Tags per item id.\n" + body + "\nmodule.exports = { {{get}}, {{set}} };\n", n)

    def params(self, rng, n, d, mode):
        tags = ["vip", "late", "fragile", "gift", "bulk", "cold", "hazmat", "rush"]
        ids = [f"id{x}" for x in rng.sample(range(100, 999), 5)]
        steps = [{"op": "set", "id": ids[0], "tags": rng.sample(tags, 2)},
                 {"op": "set", "id": ids[1], "tags": rng.sample(tags, 3)}, {"op": "get", "id": ids[0]},
                 {"op": "get", "id": ids[2]}, {"op": "get", "id": ids[1]}]
        if mode == "trigger":
            steps += [{"op": "edit", "tag": "edited"}, {"op": "get", "id": ids[1]},
                      {"op": "take", "id": ids[3], "tag": rng.choice(tags)}, {"op": "get", "id": ids[4]},
                      {"op": "take", "id": ids[0], "tag": rng.choice(tags)}, {"op": "get", "id": ids[0]},
                      {"op": "get", "id": ids[3]}]
        return {"names": n, "steps": steps}

    def model(self, n, d, p):
        idx, out = {}, []
        for s in p["steps"]:
            if s["op"] == "set":
                idx[s["id"]] = list(s["tags"])
            elif s["op"] == "get":
                out.append(show(idx.get(s["id"], [])))
            elif s["op"] == "take":
                out.append(show(idx.get(s["id"], []) + [s["tag"]]))
        return out

    def readme(self, n, d):
        return fill("""### `lib/{{file}}.js`: tags per item

- `{{set}}(id, tags)` stores the item's tags; `{{get}}(id)` returns them (`[]` for an unknown id).
- Arrays cross the API by value: the caller may change the array it passed in or got back (push, splice...)
  and that never changes what `{{get}}()` returns later, for that id or any other.
""", n)

    def symptom(self, n, d):
        return ("items that never had tags suddenly show tags that were added on a completely different item's "
                "screen")

    def diagnosis(self, n, d):
        return fill("`lib/{{file}}.js`: `{{get}}()` hands out one shared empty array for untagged ids, and the stored "
                    "arrays themselves, so callers' edits change the module's state", n)


# =====================================================================================================================
# 9. input_mutation: sorts and annotates the caller's array and objects in place
# =====================================================================================================================
class InputMutation(JsComp):
    key = "input_mutation"
    skill = "pure functions: no in-place sort or annotation of inputs"
    names = [{"file": "ranking", "fn": "rank"}, {"file": "leaderboard", "fn": "leaderboard"},
             {"file": "standings", "fn": "standings"}]
    wrongs = ("copies_array_only",)
    scenario = r"""async function (lib, p) {
  const fn = lib[p.names.fn], out = [];
  for (const r of p.rounds) {
    const entries = r.entries.map((e) => Object.assign({}, e));
    let first = null;
    out.push(await attempt(() => (first = fn(entries))));
    if (p.checkInput) out.push(show(entries));
    if (r.bump !== undefined) {
      entries[r.bump].score += r.by;
      out.push(await attempt(() => fn(entries)));
      out.push(show(entries));
      out.push(show(first));
    }
  }
  return out;
}"""

    def source(self, variant, n, d):
        if variant == "right":
            fn = ("function {{fn}}(entries) {\n  return entries\n    .map((e) => Object.assign({}, e))\n"
                  "    .sort(byScore)\n    .map((e, i) => Object.assign(e, { rank: i + 1 }));\n}\n")
        elif variant == "copies_array_only":
            fn = ("function {{fn}}(entries) {\n  const out = entries.slice().sort(byScore);\n  out.forEach((e, i) => {\n"
                  "    e.rank = i + 1;\n  });\n  return out;\n}\n")
        else:
            fn = ("function {{fn}}(entries) {\n  entries.sort(byScore);\n  entries.forEach((e, i) => {\n"
                  "    e.rank = i + 1;\n  });\n  return entries;\n}\n")
        return fill("'use strict';\n// Orders entries by score (highest first, then name) and numbers them from 1.\n"
                    "function byScore(a, b) {\n  return b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);\n"
                    "}\n\n" + fn + "\nmodule.exports = { {{fn}} };\n", n)

    def params(self, rng, n, d, mode):
        people = ["ana", "bo", "cy", "dee", "eli", "fay", "gus", "hal", "ivy", "jo"]
        rounds = []
        for _ in range(2):
            k = rng.randint(4, 6)
            ents = [{"name": nm, "score": rng.randint(10, 99)} for nm in rng.sample(people, k)]
            if mode == "trigger":
                while all(ents[i]["score"] >= ents[i + 1]["score"] for i in range(k - 1)):
                    rng.shuffle(ents)
                rounds.append({"entries": ents, "bump": rng.randrange(k), "by": rng.randint(5, 40)})
            else:
                rounds.append({"entries": ents})
        return {"names": n, "rounds": rounds, "checkInput": mode == "trigger"}

    @staticmethod
    def _rank(entries):
        s = sorted((dict(e) for e in entries), key=lambda e: (-e["score"], e["name"]))
        for i, e in enumerate(s):
            e["rank"] = i + 1
        return s

    def model(self, n, d, p):
        out = []
        for r in p["rounds"]:
            ents = [dict(e) for e in r["entries"]]
            first = self._rank(ents)
            out.append(show(first))
            if p["checkInput"]:
                out.append(show(ents))
            if "bump" in r:
                ents[r["bump"]]["score"] += r["by"]
                out += [show(self._rank(ents)), show(ents), show(first)]
        return out

    def readme(self, n, d):
        return fill("""### `lib/{{file}}.js`: rankings

- `{{fn}}(entries)`: a new array of new objects, one per entry `{ name, score }` with `rank` added (1, 2, ...),
  ordered by score (highest first) and then name. The caller's array and objects are left exactly as they were.
""", n)

    def symptom(self, n, d):
        return ("after the leaderboard widget renders, the raw score list shown next to it is re-ordered and carries "
                "stale ranks")

    def diagnosis(self, n, d):
        return fill("`lib/{{file}}.js`: `{{fn}}()` sorts the caller's array in place and writes `rank` into the "
                    "caller's objects", n)


# =====================================================================================================================
# 10. defaults_mutation: Object.assign into the module's DEFAULTS
# =====================================================================================================================
class DefaultsMutation(JsComp):
    key = "defaults_mutation"
    skill = "merging options without mutating shared defaults"
    names = [{"file": "http", "fn": "requestOptions"}, {"file": "client", "fn": "clientOptions"},
             {"file": "request", "fn": "callOptions"}]
    wrongs = ("headers_still_shared", "spread_without_header_merge")
    scenario = r"""async function (lib, p) {
  const fn = lib[p.names.fn], out = [];
  let last = null;
  for (const s of p.steps) {
    if (s.op === 'call') out.push(await attempt(() => (last = s.over === undefined ? fn() : fn(s.over))));
    else {
      try {
        if (s.header) last.headers[s.key] = s.value;
        else last[s.key] = s.value;
      } catch (e) {
        out.push('error: ' + (e && e.name));
      }
    }
  }
  return out;
}"""

    def data(self, rng):
        return {"defaults": {"retries": rng.randint(1, 4), "timeout": rng.choice([500, 1000, 1500, 2500, 5000]),
                             "headers": {"accept": rng.choice(["application/json", "text/csv", "application/xml"]),
                                         "user-agent": rng.choice(["billing/2", "ops-cli/1.4", "sync/0.9"])}}}

    def source(self, variant, n, d):
        h, r = {"right": ("Object.assign({}, DEFAULTS.headers, overrides.headers)",
                          "Object.assign({}, DEFAULTS, overrides, { headers })"),
                "headers_still_shared": ("Object.assign(DEFAULTS.headers, overrides.headers)",
                                         "Object.assign({}, DEFAULTS, overrides, { headers })"),
                }.get(variant, ("Object.assign(DEFAULTS.headers, overrides.headers)",
                                "Object.assign(DEFAULTS, overrides, { headers })"))
        if variant == "spread_without_header_merge":
            fn = "function {{fn}}(overrides = {}) {\n  return { ...DEFAULTS, ...overrides };\n}\n"
        else:
            fn = f"function {{{{fn}}}}(overrides = {{}}) {{\n  const headers = {h};\n  return {r};\n}}\n"
        return fill("'use strict';\n// Options for outgoing calls: the defaults overlaid with the caller's overrides.\n"
                    f"const DEFAULTS = {json.dumps(d['defaults'])};\n\n" + fn + "\nmodule.exports = { {{fn}} };\n", n)

    def params(self, rng, n, d, mode):
        def over(headers=False):
            o = {}
            if rng.random() < 0.6:
                o["retries"] = rng.randint(5, 9)
            if rng.random() < 0.5 or not o:
                o["timeout"] = rng.choice([100, 250, 9000])
            if headers:
                o["headers"] = {rng.choice(["x-tenant", "x-trace", "authorization"]): rng.choice(["t1", "t2", "abc"])}
            return o

        if mode == "plain":
            return {"names": n, "steps": [{"op": "call", "over": over(True)}]}
        steps = [{"op": "call"}, {"op": "call", "over": over()}, {"op": "call"},
                 {"op": "call", "over": over(True)}, {"op": "call", "over": {"timeout": 42}},
                 {"op": "call", "over": {"headers": {"accept": "text/plain"}}}, {"op": "call"},
                 {"op": "edit", "key": "retries", "value": 99}, {"op": "edit", "header": True, "key": "x-edit",
                                                                 "value": "1"},
                 {"op": "call"}, {"op": "call", "over": over(True)}]
        return {"names": n, "steps": steps}

    def model(self, n, d, p):
        D, out = d["defaults"], []
        for s in p["steps"]:
            if s["op"] == "call":
                o = s.get("over", {})
                out.append(show({**D, **o, "headers": {**D["headers"], **o.get("headers", {})}}))
        return out

    def readme(self, n, d):
        return fill(f"""### `lib/{{{{file}}}}.js`: call options

- `{{{{fn}}}}(overrides)`: a fresh options object: the defaults `{json.dumps(d['defaults'])}` overlaid with
  `overrides` (optional); `headers` merge key by key (an override's headers add to or replace single default
  headers). The result belongs to the caller, headers included: changing it never changes later results.
""", n)

    def symptom(self, n, d):
        return ("after one integration asked for extra retries or a custom header, every later call in the process "
                "carried them too")

    def diagnosis(self, n, d):
        return fill("`lib/{{file}}.js`: `{{fn}}()` merges the overrides into the module's `DEFAULTS` object (and its "
                    "headers) instead of into a fresh one", n)


# =====================================================================================================================
# 11. regex_lastindex: a /g regex shared by test()/exec() calls
# =====================================================================================================================
CODE_RE = r"\b([A-Z]{2,3})-(\d{3,4})\b"


class RegexLastIndex(JsComp):
    key = "regex_lastindex"
    skill = "stateful global RegExp (lastIndex)"
    names = [{"file": "codes", "has": "hasCode", "first": "firstCode", "all": "allCodes"},
             {"file": "refs", "has": "mentionsRef", "first": "firstRef", "all": "refsIn"},
             {"file": "tickets", "has": "hasTicket", "first": "firstTicket", "all": "ticketsIn"}]
    wrongs = ("drops_global_flag", "resets_in_one_place")
    scenario = r"""async function (lib, p) {
  const n = p.names, out = [];
  for (const [fn, text] of p.calls) out.push(await attempt(() => lib[n[fn]](text)));
  return out;
}"""

    def source(self, variant, n, d):
        pat = "/\\b([A-Z]{2,3})-(\\d{3,4})\\b/"
        if variant == "right":
            body = (f"const CODE = {pat};\nconst ALL_CODES = {pat}g;\n\nfunction {{{{has}}}}(text) {{\n  return CODE.test(text);\n}}\n\n"
                    "function {{first}}(text) {\n  const m = CODE.exec(text);\n  return m ? m[0] : null;\n}\n\n"
                    "function {{all}}(text) {\n  return text.match(ALL_CODES) || [];\n}\n")
        else:
            flag = "" if variant == "drops_global_flag" else "g"
            reset = "  CODE.lastIndex = 0;\n" if variant == "resets_in_one_place" else ""
            body = (f"const CODE = {pat}{flag};\n\nfunction {{{{has}}}}(text) {{\n{reset}  return CODE.test(text);\n}}\n\n"
                    "function {{first}}(text) {\n  const m = CODE.exec(text);\n  return m ? m[0] : null;\n}\n\n"
                    "function {{all}}(text) {\n  return text.match(CODE) || [];\n}\n")
        return fill("'use strict';\n// Reference codes in free text: two or three capitals, a dash, three or four digits.\n"
                    + body + "\nmodule.exports = { {{has}}, {{first}}, {{all}} };\n", n)

    @staticmethod
    def _code(rng):
        return "".join(rng.choice("ABCDEFGHKMNPRSTX") for _ in range(rng.choice([2, 3]))) + "-" + str(
            rng.randint(100, 9999))

    def _text(self, rng, k, early=False):
        words = ["see", "ticket", "for", "the", "refund", "per", "and", "also", "customer", "wrote", "about", "order"]
        w = [rng.choice(words) for _ in range(rng.randint(6, 10))]
        for _ in range(k):
            w.insert(rng.randint(0, 1) if early else rng.randint(len(w) // 2, len(w)), self._code(rng))
        return " ".join(w)

    def params(self, rng, n, d, mode):
        if mode == "plain":
            calls = []
            for _ in range(3):
                t = self._text(rng, rng.randint(1, 2))
                calls += [[rng.choice(["has", "first"]), t], ["all", t]]
            calls.append(["has", self._text(rng, 0)])
            return {"names": n, "calls": calls}
        t1 = self._text(rng, 1)
        late = self._text(rng, 1)
        early = self._text(rng, 1, early=True)
        calls = [["has", t1], ["has", t1], ["has", self._text(rng, 0)], ["first", late], ["first", early],
                 ["all", self._text(rng, 3)], ["first", late], ["has", early], ["all", early],
                 ["has", late], ["first", early], ["first", self._text(rng, 2)], ["all", self._text(rng, 0)]]
        return {"names": n, "calls": calls}

    def model(self, n, d, p):
        import re

        rx = re.compile(CODE_RE)
        out = []
        for fn, text in p["calls"]:
            m = rx.search(text)
            if fn == "has":
                out.append(show(bool(m)))
            elif fn == "first":
                out.append(show(m.group(0) if m else None))
            else:
                out.append(show([x.group(0) for x in rx.finditer(text)]))
        return out

    def readme(self, n, d):
        return fill("""### `lib/{{file}}.js`: reference codes

A code is two or three capitals, a dash and three or four digits, as a whole word (`AB-1234`).
- `{{has}}(text)`: whether `text` contains a code; `{{first}}(text)`: the first code in `text` or `null`;
  `{{all}}(text)`: every code in `text`, in order (`[]` if none). Every call depends on its argument only.
""", n)

    def symptom(self, n, d):
        return "the same message is flagged as containing a reference on one request and not on the next"

    def diagnosis(self, n, d):
        return fill("`lib/{{file}}.js`: `{{has}}()` and `{{first}}()` use a module-level regular expression with the "
                    "`g` flag, whose `lastIndex` carries over from one call to the next", n)


# =====================================================================================================================
# 12. memo_shared: one cache for every memoized function
# =====================================================================================================================
class MemoShared(JsComp):
    key = "memo_shared"
    skill = "memoization cache per function (closure)"
    names = [{"file": "memo", "memo": "memoize", "a": "taxFor", "b": "feeFor"},
             {"file": "tariffs", "memo": "cached", "a": "dutyOn", "b": "handlingOn"},
             {"file": "pricing", "memo": "remember", "a": "vatOf", "b": "surchargeOf"}]
    wrongs = ("keyed_by_function_name", "cache_removed")
    scenario = r"""async function (lib, p) {
  const n = p.names, out = [], made = {}, calls = {};
  for (const s of p.steps) {
    if (s.op === 'call') out.push(await attempt(() => lib[n[s.fn]](s.x)));
    else if (s.op === 'make') {
      calls[s.name] = 0;
      made[s.name] = lib[n.memo]((x) => {
        calls[s.name] += 1;
        return x * s.mul;
      });
    } else if (s.op === 'use') out.push(await attempt(() => made[s.name](s.x)));
    else out.push(String(calls[s.name]));
  }
  return out;
}"""

    def data(self, rng):
        return {"rate": rng.randint(5, 25), "fee": rng.choice(range(100, 950, 50)), "div": rng.randint(20, 80)}

    def source(self, variant, n, d):
        if variant == "right":
            memo = ("function {{memo}}(fn) {\n  const results = new Map();\n  return function (x) {\n"
                    "    if (!results.has(x)) results.set(x, fn(x));\n    return results.get(x);\n  };\n}\n")
        elif variant == "keyed_by_function_name":
            memo = ("const results = {};\n\nfunction {{memo}}(fn) {\n  return function (x) {\n"
                    "    const key = fn.name + ':' + x;\n    if (!(key in results)) results[key] = fn(x);\n"
                    "    return results[key];\n  };\n}\n")
        elif variant == "cache_removed":
            memo = "function {{memo}}(fn) {\n  return (x) => fn(x);\n}\n"
        else:
            memo = ("const results = {};\n\nfunction {{memo}}(fn) {\n  return function (x) {\n"
                    "    if (!(x in results)) results[x] = fn(x);\n    return results[x];\n  };\n}\n")
        return fill("'use strict';\n// {{memo}}(fn): computes fn(x) once per argument, then returns the stored result.\n"
                    + memo + f"\nconst {{{{a}}}} = {{{{memo}}}}((cents) => Math.floor((cents * {d['rate']}) / 100));\n"
                    f"const {{{{b}}}} = {{{{memo}}}}((cents) => {d['fee']} + Math.floor(cents / {d['div']}));\n\n"
                    "module.exports = { {{memo}}, {{a}}, {{b}} };\n", n)

    def _a(self, d, x):
        return (x * d["rate"]) // 100

    def _b(self, d, x):
        return d["fee"] + x // d["div"]

    def params(self, rng, n, d, mode):
        xs = [rng.randint(100, 99_999) for _ in range(4)]
        if mode == "plain":
            return {"names": n, "steps": [{"op": "call", "fn": "a", "x": rng.choice(xs)} for _ in range(6)]}
        while self._a(d, xs[0]) == self._b(d, xs[0]):
            xs[0] += 1
        steps = [{"op": "call", "fn": "a", "x": xs[0]}, {"op": "call", "fn": "b", "x": xs[0]},
                 {"op": "call", "fn": "b", "x": xs[1]}, {"op": "call", "fn": "a", "x": xs[1]}]
        steps += [{"op": "call", "fn": rng.choice("ab"), "x": rng.choice(xs)} for _ in range(4)]
        m1, m2 = rng.sample([2, 3, 5, 7, 11], 2)
        steps += [{"op": "make", "name": "f", "mul": m1}, {"op": "make", "name": "g", "mul": m2}]
        for x in [1, 2, 1, 3]:
            steps += [{"op": "use", "name": "f", "x": x}, {"op": "use", "name": "g", "x": x}]
        steps += [{"op": "use", "name": "f", "x": 2}, {"op": "calls", "name": "f"}, {"op": "calls", "name": "g"}]
        return {"names": n, "steps": steps}

    def model(self, n, d, p):
        out, mul, seen = [], {}, {}
        for s in p["steps"]:
            if s["op"] == "call":
                out.append(str(self._a(d, s["x"]) if s["fn"] == "a" else self._b(d, s["x"])))
            elif s["op"] == "make":
                mul[s["name"]], seen[s["name"]] = s["mul"], set()
            elif s["op"] == "use":
                seen[s["name"]].add(s["x"])
                out.append(str(s["x"] * mul[s["name"]]))
            else:
                out.append(str(len(seen[s["name"]])))
        return out

    def readme(self, n, d):
        return fill(f"""### `lib/{{{{file}}}}.js`: memoized charges

- `{{{{memo}}}}(fn)`: returns a function that computes `fn(x)` once per distinct argument and afterwards returns
  the stored result; every memoized function remembers only its own results.
- `{{{{a}}}}(cents)` = `floor(cents * {d['rate']} / 100)`, `{{{{b}}}}(cents)` = `{d['fee']} + floor(cents / {d['div']})`,
  both memoized with `{{{{memo}}}}`.
""", n)

    def symptom(self, n, d):
        return "an order's fee sometimes equals its tax, to the cent"

    def diagnosis(self, n, d):
        return fill("`lib/{{file}}.js`: every function made by `{{memo}}()` stores its results in one module-level map "
                    "keyed by the argument alone", n)


# =====================================================================================================================
# 13. instance_counter: a module-level counter behind every sequence object
# =====================================================================================================================
class InstanceCounter(JsComp):
    key = "instance_counter"
    skill = "per-object counters instead of a module counter"
    names = [{"file": "numbering", "cls": "Sequence", "next": "next"}, {"file": "ids", "cls": "IdSeries", "next": "issue"},
             {"file": "vouchers", "cls": "VoucherSeq", "next": "take"}]
    wrongs = ("keyed_by_prefix",)
    scenario = r"""async function (lib, p) {
  const n = p.names, out = [], seqs = {};
  for (const s of p.steps) {
    if (s.op === 'new') seqs[s.name] = s.start === undefined ? new lib[n.cls](s.prefix) : new lib[n.cls](s.prefix, s.start);
    else out.push(await attempt(() => seqs[s.name][n.next]()));
  }
  return out;
}"""

    def source(self, variant, n, d):
        fmt = "this.prefix + '-' + String({v}).padStart(4, '0')"
        if variant == "right":
            body = ("class {{cls}} {\n  constructor(prefix, start = 1) {\n    this.prefix = prefix;\n"
                    "    this.value = start - 1;\n  }\n\n  {{next}}() {\n    this.value += 1;\n    return "
                    + fmt.format(v="this.value") + ";\n  }\n}\n")
        elif variant == "keyed_by_prefix":
            body = ("const counters = new Map();\n\nclass {{cls}} {\n  constructor(prefix, start = 1) {\n"
                    "    this.prefix = prefix;\n    if (!counters.has(prefix)) counters.set(prefix, start - 1);\n  }\n\n"
                    "  {{next}}() {\n    counters.set(this.prefix, counters.get(this.prefix) + 1);\n    return "
                    + fmt.format(v="counters.get(this.prefix)") + ";\n  }\n}\n")
        else:
            body = ("let counter = 0;\n\nclass {{cls}} {\n  constructor(prefix, start = 1) {\n    this.prefix = prefix;\n"
                    "    counter = start - 1;\n  }\n\n  {{next}}() {\n    counter += 1;\n    return "
                    + fmt.format(v="counter") + ";\n  }\n}\n")
        return fill("'use strict';\n// Numbered identifiers PREFIX-0001, PREFIX-0002, ...\n" + body
                    + "\nmodule.exports = { {{cls}} };\n", n)

    def params(self, rng, n, d, mode):
        pres = rng.sample(["INV", "CRN", "PO", "RMA", "QT", "DN"], 2)
        if mode == "plain":
            steps = [{"op": "new", "name": "a", "prefix": pres[0], "start": rng.randint(1, 500)}]
            steps += [{"op": "next", "name": "a"}] * 4
            return {"names": n, "steps": steps}
        steps = [{"op": "new", "name": "a", "prefix": pres[0]}, {"op": "next", "name": "a"}, {"op": "next", "name": "a"},
                 {"op": "new", "name": "b", "prefix": pres[1], "start": rng.randint(100, 900)},
                 {"op": "new", "name": "c", "prefix": pres[0], "start": rng.randint(1000, 5000)}]
        steps += [{"op": "next", "name": rng.choice("abc")} for _ in range(7)]
        steps += [{"op": "next", "name": x} for x in "abc"]
        return {"names": n, "steps": steps}

    def model(self, n, d, p):
        seqs, out = {}, []
        for s in p["steps"]:
            if s["op"] == "new":
                seqs[s["name"]] = [s["prefix"], s.get("start", 1) - 1]
            else:
                q = seqs[s["name"]]
                q[1] += 1
                out.append(f"{q[0]}-{q[1]:04d}")
        return out

    def readme(self, n, d):
        return fill("""### `lib/{{file}}.js`: numbered identifiers

- `new {{cls}}(prefix, start = 1)`; `.{{next}}()` returns `"<prefix>-<n>"` with `n` zero-padded to 4 digits,
  `start` first, then `start + 1`, ... Every sequence counts on its own, even two with the same prefix.
""", n)

    def symptom(self, n, d):
        return "document numbers jump, repeat or restart whenever another series is opened"

    def diagnosis(self, n, d):
        return fill("`lib/{{file}}.js`: all `{{cls}}` objects share one module-level counter, reset by every "
                    "constructor", n)


# =====================================================================================================================
# 14. round_robin: one module-level cursor for every pool
# =====================================================================================================================
class RoundRobin(JsComp):
    key = "round_robin"
    skill = "closure state per created object; defensive copy of the input"
    names = [{"file": "balancer", "fn": "createPool", "pick": "pick"},
             {"file": "dispatch", "fn": "makeRotation", "pick": "nextAgent"},
             {"file": "rotation", "fn": "rota", "pick": "nextOnCall"}]
    wrongs = ("keyed_by_members", "cursor_only")
    scenario = r"""async function (lib, p) {
  const n = p.names, out = [], pools = {}, given = {};
  for (const s of p.steps) {
    if (s.op === 'new') {
      given[s.name] = s.members.slice();
      pools[s.name] = lib[n.fn](given[s.name]);
    } else if (s.op === 'edit') given[s.name].splice(0, 1, s.member);
    else out.push(await attempt(() => pools[s.name][n.pick]()));
  }
  return out;
}"""

    def source(self, variant, n, d):
        if variant == "right":
            body = ("function {{fn}}(members) {\n  const list = members.slice();\n  let cursor = 0;\n  return {\n"
                    "    {{pick}}() {\n      const m = list[cursor % list.length];\n      cursor += 1;\n      return m;\n"
                    "    },\n  };\n}\n")
        elif variant == "cursor_only":
            body = ("function {{fn}}(members) {\n  let cursor = 0;\n  return {\n"
                    "    {{pick}}() {\n      const m = members[cursor % members.length];\n      cursor += 1;\n"
                    "      return m;\n    },\n  };\n}\n")
        elif variant == "keyed_by_members":
            body = ("const cursors = new Map();\n\nfunction {{fn}}(members) {\n  const list = members.slice();\n"
                    "  const key = list.join(',');\n  if (!cursors.has(key)) cursors.set(key, 0);\n  return {\n"
                    "    {{pick}}() {\n      const cursor = cursors.get(key);\n      cursors.set(key, cursor + 1);\n"
                    "      return list[cursor % list.length];\n    },\n  };\n}\n")
        else:
            body = ("let cursor = 0;\n\nfunction {{fn}}(members) {\n  return {\n"
                    "    {{pick}}() {\n      const m = members[cursor % members.length];\n      cursor += 1;\n"
                    "      return m;\n    },\n  };\n}\n")
        return fill("'use strict';\n// Round-robin over a fixed list of members.\n" + body + "\nmodule.exports = { {{fn}} };\n",
                    n)

    def params(self, rng, n, d, mode):
        people = ["ana", "bo", "cy", "dee", "eli", "fay", "gus", "hal"]
        a = rng.sample(people, rng.randint(2, 4))
        if mode == "plain":
            return {"names": n, "steps": [{"op": "new", "name": "p", "members": a}] + [{"op": "pick", "name": "p"}] * 6}
        b = rng.sample(people, rng.randint(3, 5))
        steps = [{"op": "new", "name": "p", "members": a}, {"op": "pick", "name": "p"},
                 {"op": "new", "name": "q", "members": b}, {"op": "new", "name": "r", "members": list(a)}]
        steps += [{"op": "pick", "name": rng.choice("pqr")} for _ in range(6)] + [{"op": "pick", "name": "r"}]
        steps += [{"op": "edit", "name": "q", "member": "zed"}] + [{"op": "pick", "name": "q"}] * len(b)
        return {"names": n, "steps": steps}

    def model(self, n, d, p):
        pools, out = {}, []
        for s in p["steps"]:
            if s["op"] == "new":
                pools[s["name"]] = [list(s["members"]), 0]
            elif s["op"] == "pick":
                q = pools[s["name"]]
                out.append(q[0][q[1] % len(q[0])])
                q[1] += 1
        return out

    def readme(self, n, d):
        return fill("""### `lib/{{file}}.js`: rotations

- `{{fn}}(members)` returns a rotation over the members as they were when it was made (later changes to the
  caller's array do not change it); its `{{pick}}()` returns them in turn, first one first, and starts over after
  the last. Every rotation turns on its own (two rotations over the same people too).
""", n)

    def symptom(self, n, d):
        return ("the on-call rotation of one team skips people whenever another team's rotation is used, and "
                "editing the team list in the admin page changes a rotation that was already running")

    def diagnosis(self, n, d):
        return fill("`lib/{{file}}.js`: every rotation from `{{fn}}()` advances one module-level cursor and reads the "
                    "caller's array itself", n)


# =====================================================================================================================
# 16. async_order: results pushed in completion order from parallel fetches
# =====================================================================================================================
class AsyncOrder(JsComp):
    key = "async_order"
    skill = "Promise.all keeps input order; pushing from callbacks does not"
    names = [{"file": "lookup", "fn": "fetchMany"}, {"file": "profiles", "fn": "loadProfiles"},
             {"file": "quotes", "fn": "quoteAll"}]
    wrongs = ("sorts_by_id",)
    scenario = r"""async function (lib, p) {
  const out = [];
  for (const round of p.rounds) {
    const res = await Promise.all(round.map((ids) => attempt(() => lib[p.names.fn](ids.slice()))));
    out.push(...res);
  }
  return out;
}"""

    def data(self, rng):
        lat = [rng.randint(1, 6) for _ in range(7)]
        while len(set(lat)) < 3:
            lat = [rng.randint(1, 6) for _ in range(7)]
        return {"lat": lat, "tags": rng.sample(
            ["gold", "blue", "new", "beta", "core", "east", "prime"], 5)}

    def source(self, variant, n, d):
        if variant == "right":
            fn = "async function {{fn}}(ids) {\n  return Promise.all(ids.map((id) => fetchOne(id)));\n}\n"
        else:
            sort = "  out.sort((a, b) => a.id - b.id);\n" if variant == "sorts_by_id" else ""
            fn = ("async function {{fn}}(ids) {\n  const out = [];\n  await Promise.all(\n    ids.map(async (id) => {\n"
                  "      out.push(await fetchOne(id));\n    }),\n  );\n" + sort + "  return out;\n}\n")
        return fill("'use strict';\n// Fetches records in parallel; each record takes its own time to arrive.\n"
                    f"const LATENCY = {json.dumps(d['lat'])};\nconst TAGS = {json.dumps(d['tags'])};\n\n" + TICK
                    + "\nasync function fetchOne(id) {\n  await tick(LATENCY[id % LATENCY.length]);\n"
                    "  return { id, tag: TAGS[id % TAGS.length] };\n}\n\n" + fn + "\nmodule.exports = { {{fn}} };\n", n)

    def params(self, rng, n, d, mode):
        lat = d["lat"]

        def batch(k, shuffled=True):
            while True:
                ids = rng.sample(range(1, 60), k)
                ls = [lat[i % len(lat)] for i in ids]
                if not shuffled or (ls != sorted(ls) and ids != sorted(ids)):
                    return ids

        if mode == "plain":
            return {"names": n, "rounds": [[[rng.randint(1, 59)]] for _ in range(3)]}
        rounds = [[batch(rng.randint(3, 6))], [batch(4), batch(3)], [[rng.randint(1, 59)]], [batch(5)]]
        return {"names": n, "rounds": rounds}

    def model(self, n, d, p):
        tags = d["tags"]
        return [show([{"id": i, "tag": tags[i % len(tags)]} for i in ids]) for r in p["rounds"] for ids in r]

    def readme(self, n, d):
        return fill("""### `lib/{{file}}.js`: parallel lookups

- `{{fn}}(ids)` (async): the records `{ id, tag }` of `ids`, fetched in parallel, returned in the order of
  `ids` (whatever order they arrive in).
""", n)

    def symptom(self, n, d):
        return "bulk lookups return the right records in a shuffled order, so rows get paired with the wrong ids"

    def diagnosis(self, n, d):
        return fill("`lib/{{file}}.js`: `{{fn}}()` pushes each record into a shared array as it arrives, i.e. in "
                    "completion order", n)


# =====================================================================================================================
# 17. shared_accumulator: a module-level Set used by overlapping async calls
# =====================================================================================================================
class SharedAccumulator(JsComp):
    key = "shared_accumulator"
    skill = "per-call state in async functions"
    names = [{"file": "recipients", "fn": "uniqueAddresses"}, {"file": "contacts", "fn": "dedupeContacts"},
             {"file": "mailing", "fn": "mailingList"}]
    wrongs = ("clears_after_each_call",)
    scenario = r"""async function (lib, p) {
  const out = [];
  for (const round of p.rounds) {
    const res = await Promise.all(round.map((list) => attempt(() => lib[p.names.fn](list.slice()))));
    out.push(...res);
  }
  return out;
}"""

    def source(self, variant, n, d):
        if variant == "right":
            state, local, clear = "", "  const seen = new Set();\n", ""
        else:
            state, local = "const seen = new Set();\n\n", ""
            clear = "  seen.clear();\n" if variant == "clears_after_each_call" else ""
        return fill("'use strict';\n// Normalises a list of addresses and drops the repeats, keeping first occurrences.\n"
                    + state + TICK + "\nasync function normalise(raw) {\n  await tick(1);\n  return raw.trim().toLowerCase();\n}\n\n"
                    "async function {{fn}}(list) {\n" + local + "  const out = [];\n  for (const raw of list) {\n"
                    "    const a = await normalise(raw);\n    if (!seen.has(a)) {\n      seen.add(a);\n      out.push(a);\n"
                    "    }\n  }\n" + clear + "  return out;\n}\n\nmodule.exports = { {{fn}} };\n", n)

    def params(self, rng, n, d, mode):
        users = rng.sample(["ann", "bob", "cat", "dan", "eve", "fox", "gil", "hub", "ida", "jon"], 6)
        dom = rng.choice(["example.com", "corp.test", "mail.invalid"])

        def addr(u):
            a = f"{u}@{dom}"
            return rng.choice([a, a.upper(), " " + a, a.capitalize() + " "])

        def lst(k):
            base = rng.sample(users, k)
            return [addr(u) for u in base + rng.sample(base, 2)]

        if mode == "plain":
            return {"names": n, "rounds": [[lst(3)]]}
        rounds = [[lst(3)], [lst(4)], [lst(3), lst(4)], [lst(2), lst(3), lst(3)]]
        return {"names": n, "rounds": rounds}

    def model(self, n, d, p):
        out = []
        for r in p["rounds"]:
            for lst in r:
                seen, res = set(), []
                for raw in lst:
                    a = raw.strip().lower()
                    if a not in seen:
                        seen.add(a)
                        res.append(a)
                out.append(show(res))
        return out

    def readme(self, n, d):
        return fill("""### `lib/{{file}}.js`: address lists

- `{{fn}}(list)` (async): the addresses of `list` trimmed and lower-cased, repeats dropped (first occurrence
  kept, in order). Every call is independent of the others, including calls that overlap.
""", n)

    def symptom(self, n, d):
        return "mailings go out with recipients missing: an address used in an earlier or parallel mailing is dropped"

    def diagnosis(self, n, d):
        return fill("`lib/{{file}}.js`: `{{fn}}()` remembers the addresses it has seen in a module-level `Set` that "
                    "every call shares", n)


# =====================================================================================================================
# 18. singleton_options: a singleton that ignores the options of later calls
# =====================================================================================================================
class SingletonOptions(JsComp):
    key = "singleton_options"
    skill = "a registry keyed by canonical options instead of one singleton"
    names = [{"file": "clients", "get": "getClient", "count": "clientCount"},
             {"file": "connections", "get": "connect", "count": "openConnections"},
             {"file": "sessions", "get": "sessionFor", "count": "sessionCount"}]
    wrongs = ("key_order_sensitive", "new_every_call")
    scenario = r"""async function (lib, p) {
  const n = p.names, out = [];
  for (const s of p.calls) {
    if (s === 'count') out.push(await attempt(() => lib[n.count]()));
    else out.push(await attempt(() => {
      const c = s === null ? lib[n.get]() : lib[n.get](Object.fromEntries(s));
      return '#' + c.id + ' ' + show(c.options);
    }));
  }
  return out;
}"""

    def source(self, variant, n, d):
        make = "{ id: created, options: Object.assign({}, options) }"
        if variant == "broken":
            body = ("let client = null;\nlet created = 0;\n\nfunction {{get}}(options) {\n  if (!client) {\n"
                    f"    created += 1;\n    client = {make};\n  }}\n  return client;\n}}\n")
        elif variant == "new_every_call":
            body = ("let created = 0;\n\nfunction {{get}}(options) {\n  created += 1;\n"
                    f"  return {make};\n}}\n")
        else:
            key = ("JSON.stringify(options || {})" if variant == "key_order_sensitive" else
                   "JSON.stringify(Object.keys(options || {}).sort().map((k) => [k, options[k]]))")
            body = ("const clients = new Map();\nlet created = 0;\n\nfunction {{get}}(options) {\n"
                    f"  const key = {key};\n  if (!clients.has(key)) {{\n    created += 1;\n"
                    f"    clients.set(key, {make});\n  }}\n  return clients.get(key);\n}}\n")
        return fill("'use strict';\n// One client per distinct set of options, numbered in creation order.\n" + body
                    + "\nfunction {{count}}() {\n  return created;\n}\n\nmodule.exports = { {{get}}, {{count}} };\n", n)

    def params(self, rng, n, d, mode):
        def opts():
            o = {"host": rng.choice(["db1", "db2", "cache", "search"]), "port": rng.choice([5432, 6379, 9200])}
            if rng.random() < 0.5:
                o["tls"] = rng.choice([True, False])
            return o

        def pairs(o):  # options travel as [key, value] pairs: their key order is part of the scenario
            return [[k, v] for k, v in o.items()]

        if mode == "plain":
            o = opts()
            return {"names": n, "calls": [pairs(o), pairs(o), "count"]}
        a = opts()
        b = opts()
        while b == a:
            b = opts()
        rev = dict(reversed(list(a.items())))
        calls = [pairs(a), pairs(a), pairs(b), "count", pairs(rev), None, pairs(a), [], pairs(b), "count"]
        return {"names": n, "calls": calls}

    def model(self, n, d, p):
        ids, first, out = {}, {}, []
        for s in p["calls"]:
            if s == "count":
                out.append(str(len(ids)))
                continue
            o = dict(s or [])
            k = tuple(sorted(o.items()))
            if k not in ids:
                ids[k], first[k] = len(ids) + 1, dict(o)
            out.append(f"#{ids[k]} {show(first[k])}")
        return out

    def readme(self, n, d):
        return fill("""### `lib/{{file}}.js`: shared clients

- `{{get}}(options)` returns the client for `options` (`{}` when omitted): `{ id, options }`. Calls with equal
  options (the same keys and values, in any order) get the very same client; other options get their own,
  numbered 1, 2, ... in creation order. `{{count}}()`: how many clients exist.
""", n)

    def symptom(self, n, d):
        return "the search integration talks to the database host: whoever asked for a client first decided for everyone"

    def diagnosis(self, n, d):
        return fill("`lib/{{file}}.js`: `{{get}}()` keeps one module-level client and ignores the options of every "
                    "later call", n)


# =====================================================================================================================
# 15. date_alias: a module-level Date mutated through an alias
# =====================================================================================================================
class DateAlias(JsComp):
    key = "date_alias"
    skill = "copying a Date before mutating it"
    names = [{"file": "calendar", "due": "dueDate", "end": "periodEnd"},
             {"file": "billing", "due": "paymentDue", "end": "cycleEnd"},
             {"file": "renewals", "due": "renewBy", "end": "termEnd"}]
    wrongs = ("spread_copy", "fixes_one_function")
    scenario = r"""async function (lib, p) {
  const n = p.names, out = [];
  for (const [fn, k] of p.calls) out.push(await attempt(() => lib[n[fn]](k)));
  return out;
}"""

    def data(self, rng):
        return {"y": rng.randint(2021, 2027), "m": rng.randint(1, 12), "d": rng.randint(1, 28)}

    def source(self, variant, n, d):
        alias = ("  const d = START;\n  d.setUTCDate(d.getUTCDate() + days);\n  return d.toISOString().slice(0, 10);\n",
                 "  const d = START;\n  d.setUTCMonth(d.getUTCMonth() + months);\n  return d.toISOString().slice(0, 10);\n")
        right = ("  const d = new Date(START.getTime());\n  d.setUTCDate(d.getUTCDate() + days);\n"
                 "  return d.toISOString().slice(0, 10);\n",
                 "  const d = new Date(Date.UTC(START.getUTCFullYear(), START.getUTCMonth() + months, START.getUTCDate()));\n"
                 "  return d.toISOString().slice(0, 10);\n")
        spread = tuple(x.replace("const d = START;", "const d = { ...START };") for x in alias)
        body = {"right": right, "spread_copy": spread, "fixes_one_function": (right[0], alias[1])}.get(variant, alias)
        return fill("'use strict';\n// Dates relative to the contract start (UTC), as YYYY-MM-DD.\n"
                    f"const START = new Date(Date.UTC({d['y']}, {d['m'] - 1}, {d['d']}));\n\n"
                    "function {{due}}(days) {\n" + body[0] + "}\n\nfunction {{end}}(months) {\n" + body[1]
                    + "}\n\nmodule.exports = { {{due}}, {{end}} };\n", n)

    def params(self, rng, n, d, mode):
        if mode == "plain":
            return {"names": n, "calls": [[rng.choice(["due", "end"]), rng.randint(1, 40)]]}
        calls = [["due", rng.randint(10, 60)], ["due", rng.randint(10, 60)], ["end", rng.randint(1, 12)],
                 ["end", rng.randint(1, 12)], ["due", rng.randint(1, 9)], ["end", 0], ["due", 0]]
        return {"names": n, "calls": calls}

    def model(self, n, d, p):
        start = date(d["y"], d["m"], d["d"])
        out = []
        for fn, k in p["calls"]:
            if fn == "due":
                out.append((start + timedelta(days=k)).isoformat())
            else:
                y, m = divmod(start.month - 1 + k, 12)
                out.append(date(start.year + y, m + 1, start.day).isoformat())
        return out

    def readme(self, n, d):
        return fill(f"""### `lib/{{{{file}}}}.js`: contract dates

The contract starts on {d['y']:04d}-{d['m']:02d}-{d['d']:02d} (UTC).
- `{{{{due}}}}(days)`: the start plus `days` days; `{{{{end}}}}(months)`: the start plus `months` months; both
  `YYYY-MM-DD`, and both always counted from the start, whatever was called before.
""", n)

    def symptom(self, n, d):
        return "due dates drift later and later the longer a worker process has been running"

    def diagnosis(self, n, d):
        return fill("`lib/{{file}}.js`: `{{due}}()` and `{{end}}()` move the module's start `Date` itself instead of a "
                    "copy", n)


# =====================================================================================================================
# Distractors: module-level state that is correct by contract (process-wide on purpose, or read-only)
# =====================================================================================================================
class LogLevel(JsComp):
    key = "log_level"
    kind = "distractor"
    skill = "process-wide by design"
    names = [{"file": "log", "set": "setLevel", "should": "shouldLog"},
             {"file": "verbosity", "set": "setVerbosity", "should": "enabled"}]
    scenario = r"""async function (lib, p) {
  const n = p.names, out = [];
  for (const [op, v] of p.calls) out.push(await attempt(() => (op === 'set' ? lib[n.set](v) : lib[n.should](v))));
  return out;
}"""
    LEVELS = ["debug", "info", "warn", "error"]

    def source(self, variant, n, d):
        return fill("'use strict';\n// Log verbosity. Process-wide on purpose: {{set}}() applies to every caller.\n"
                    f"const LEVELS = {json.dumps(self.LEVELS)};\nlet level = 'info';\n\nfunction {{{{set}}}}(name) {{\n"
                    "  if (LEVELS.includes(name)) level = name;\n  return level;\n}\n\nfunction {{should}}(name) {\n"
                    "  return LEVELS.indexOf(name) >= LEVELS.indexOf(level);\n}\n\nmodule.exports = { {{set}}, {{should}} };\n",
                    n)

    def params(self, rng, n, d, mode):
        calls = []
        for _ in range(8 if mode == "trigger" else 4):
            calls.append([rng.choice(["set", "should", "should"]), rng.choice(self.LEVELS + ["trace"])])
        return {"names": n, "calls": calls}

    def model(self, n, d, p):
        lv, out = "info", []
        for op, v in p["calls"]:
            if op == "set":
                if v in self.LEVELS:
                    lv = v
                out.append(lv)
            else:
                out.append(show(v in self.LEVELS and self.LEVELS.index(v) >= self.LEVELS.index(lv)))
        return out

    def readme(self, n, d):
        return fill("""### `lib/{{file}}.js`: log verbosity

- `{{set}}(name)` (`debug`, `info`, `warn`, `error`; other names are ignored) returns the level in force. The
  level is process-wide on purpose: operators change it for the whole process. `{{should}}(name)`: whether a
  message of that level is logged. Starts at `info`.
""", n)


class Units(JsComp):
    key = "units"
    kind = "distractor"
    skill = "read-only module table"
    names = [{"file": "units", "fn": "convert"}, {"file": "measures", "fn": "toUnit"}]
    scenario = r"""async function (lib, p) {
  const out = [];
  for (const [v, a, b] of p.calls) out.push(await attempt(() => lib[p.names.fn](v, a, b)));
  return out;
}"""
    F = {"g": 1, "kg": 1000, "oz": 28, "lb": 454, "t": 1000000}

    def source(self, variant, n, d):
        return fill("'use strict';\n// Weight conversion; the factor table is read-only and shared by design.\n"
                    f"const FACTORS = Object.freeze({json.dumps(self.F)});\n\nfunction {{{{fn}}}}(value, from, to) {{\n"
                    "  return Math.floor((value * FACTORS[from]) / FACTORS[to]);\n}\n\nmodule.exports = { {{fn}} };\n", n)

    def params(self, rng, n, d, mode):
        u = sorted(self.F)
        return {"names": n, "calls": [[rng.randint(1, 5000), rng.choice(u), rng.choice(u)] for _ in range(6)]}

    def model(self, n, d, p):
        return [str((v * self.F[a]) // self.F[b]) for v, a, b in p["calls"]]

    def readme(self, n, d):
        return fill("""### `lib/{{file}}.js`: weights

- `{{fn}}(value, from, to)` converts between `g`, `kg`, `oz` (28 g), `lb` (454 g) and `t`, rounded down to a whole
  number. The factor table is a frozen module constant, shared on purpose.
""", n)


class Metrics(JsComp):
    key = "metrics"
    kind = "distractor"
    skill = "process-wide counters by design"
    names = [{"file": "metrics", "track": "track", "total": "total"},
             {"file": "telemetry", "track": "countHit", "total": "hits"}]
    scenario = r"""async function (lib, p) {
  const n = p.names, out = [];
  for (const [op, r] of p.calls) out.push(await attempt(() => (op === 'track' ? lib[n.track](r) : lib[n.total](r))));
  return out;
}"""

    def source(self, variant, n, d):
        return fill("'use strict';\n// Request counters for /metrics: totals for the whole process, on purpose.\n"
                    "const totals = new Map();\n\nfunction {{track}}(route) {\n  totals.set(route, (totals.get(route) || 0) + 1);\n"
                    "  return totals.get(route);\n}\n\nfunction {{total}}(route) {\n  return totals.get(route) || 0;\n}\n\n"
                    "module.exports = { {{track}}, {{total}} };\n", n)

    def params(self, rng, n, d, mode):
        routes = ["/orders", "/login", "/health", "/export"]
        return {"names": n, "calls": [[rng.choice(["track", "track", "total"]), rng.choice(routes)] for _ in range(9)]}

    def model(self, n, d, p):
        t, out = {}, []
        for op, r in p["calls"]:
            if op == "track":
                t[r] = t.get(r, 0) + 1
            out.append(str(t.get(r, 0)))
        return out

    def readme(self, n, d):
        return fill("""### `lib/{{file}}.js`: request counters

- `{{track}}(route)` counts one request and returns the route's count; `{{total}}(route)` returns it (0 if none).
  The counts are process-wide on purpose (they feed the process's `/metrics` page).
""", n)


BUGS: list[JsComp] = [GlobalConfig(), CacheKey(), LoopClosure(), ListenerLeak(), AsyncCurrent(), LazyInit(),
                      ProtoShared(), SharedEmpty(), InputMutation(), DefaultsMutation(), RegexLastIndex(), MemoShared(),
                      InstanceCounter(), RoundRobin(), DateAlias(), AsyncOrder(), SharedAccumulator(), SingletonOptions()]
GLOBAL_CACHED = GlobalConfig(cached=True)
DISTRACTORS: list[JsComp] = [LogLevel(), Units(), Metrics()]
ALL: dict[str, JsComp] = {c.key: c for c in [*BUGS, GLOBAL_CACHED, *DISTRACTORS]}

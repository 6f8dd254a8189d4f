#!/bin/bash
set -euo pipefail
cd /app/dispatch-lib
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/dispatch-lib/lib/render.js
+++ b/app/dispatch-lib/lib/render.js
@@ -2,6 +2,4 @@
 // Amount and percentage formatting.
 const DEFAULTS = {"symbol": "$", "position": "before", "decimal": ",", "thousands": "."};
-let settings = Object.assign({}, DEFAULTS);
-const cache = new Map();

 function group(n, sep) {
@@ -9,26 +7,40 @@
 }

-// Settings are process-wide: call configure() once at start-up.
-function configure(options) {
-  settings = Object.assign({}, settings, options);
-  cache.clear();
+// Every formatter has its own settings; the module-level functions use a default formatter.
+function rendererFor(options) {
+  let settings = Object.assign({}, DEFAULTS, options);
+  const cache = new Map();
+
+  function configure(opts) {
+    settings = Object.assign({}, settings, opts);
+    cache.clear();
+  }
+
+  function renderPrice(cents) {
+    if (cache.has(cents)) return cache.get(cents);
+    const sign = cents < 0 ? '-' : '';
+    const abs = Math.abs(cents);
+    const text = group(Math.floor(abs / 100), settings.thousands) + settings.decimal +
+      String(abs % 100).padStart(2, '0');
+    const out = settings.position === 'before' ? sign + settings.symbol + text : sign + text + ' ' + settings.symbol;
+    cache.set(cents, out);
+    return out;
+  }
+
+  function renderRate(basisPoints) {
+    const sign = basisPoints < 0 ? '-' : '';
+    const abs = Math.abs(basisPoints);
+    return sign + Math.floor(abs / 100) + settings.decimal + String(abs % 100).padStart(2, '0') + '%';
+  }
+
+  return { configure, renderPrice, renderRate };
 }

-function renderPrice(cents) {
-  if (cache.has(cents)) return cache.get(cents);
-  const sign = cents < 0 ? '-' : '';
-  const abs = Math.abs(cents);
-  const text = group(Math.floor(abs / 100), settings.thousands) + settings.decimal +
-    String(abs % 100).padStart(2, '0');
-  const out = settings.position === 'before' ? sign + settings.symbol + text : sign + text + ' ' + settings.symbol;
-  cache.set(cents, out);
-  return out;
-}
+const defaultFormatter = rendererFor();

-function renderRate(basisPoints) {
-  const sign = basisPoints < 0 ? '-' : '';
-  const abs = Math.abs(basisPoints);
-  return sign + Math.floor(abs / 100) + settings.decimal + String(abs % 100).padStart(2, '0') + '%';
-}
-
-module.exports = { configure, renderPrice, renderRate };
+module.exports = {
+  rendererFor,
+  configure: (options) => defaultFormatter.configure(options),
+  renderPrice: (cents) => defaultFormatter.renderPrice(cents),
+  renderRate: (basisPoints) => defaultFormatter.renderRate(basisPoints),
+};
TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/dispatch-lib/lib/pricing.js
+++ b/app/dispatch-lib/lib/pricing.js
@@ -1,10 +1,9 @@
 'use strict';
 // remember(fn): computes fn(x) once per argument, then returns the stored result.
-const results = {};
-
 function remember(fn) {
+  const results = new Map();
   return function (x) {
-    if (!(x in results)) results[x] = fn(x);
-    return results[x];
+    if (!results.has(x)) results.set(x, fn(x));
+    return results.get(x);
   };
 }
TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/dispatch-lib/lib/reminders.js
+++ b/app/dispatch-lib/lib/reminders.js
@@ -4,6 +4,6 @@
 function scheduleAll(items, timer) {
   const fired = [];
-  for (var i = 0; i < items.length; i++) {
-    var label = items[i].id + '@' + items[i].ms;
+  for (let i = 0; i < items.length; i++) {
+    const label = items[i].id + '@' + items[i].ms;
     timer.after(items[i].ms, function () {
       fired.push(label + ' #' + (i + 1));
TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/dispatch-lib/lib/vouchers.js
+++ b/app/dispatch-lib/lib/vouchers.js
@@ -1,15 +1,15 @@
 'use strict';
 // Numbered identifiers PREFIX-0001, PREFIX-0002, ...
-let counter = 0;
+const counters = new Map();

 class VoucherSeq {
   constructor(prefix, start = 1) {
     this.prefix = prefix;
-    counter = start - 1;
+    if (!counters.has(prefix)) counters.set(prefix, start - 1);
   }

   take() {
-    counter += 1;
-    return this.prefix + '-' + String(counter).padStart(4, '0');
+    counters.set(this.prefix, counters.get(this.prefix) + 1);
+    return this.prefix + '-' + String(counters.get(this.prefix)).padStart(4, '0');
   }
 }
TG_PATCH
mkdir -p /app/dispatch-lib/test
cat > /app/dispatch-lib/test/isolation.test.js <<'TG_EOF'
'use strict';
// Isolation regressions: one scenario per repaired module.
const test = require('node:test');
const assert = require('node:assert');

function sortKeys(v) {
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

test("lib/render.js: global config cached", async () => {
  const lib = require('../lib/render');
  const scenario = async function (lib, p) {
    const n = p.names, inst = { lib }, out = [];
    for (const s of p.steps) {
      if (s.op === 'create') inst[s.name] = s.opts === undefined ? lib[n.factory]() : lib[n.factory](s.opts);
      else if (s.op === 'configure') inst[s.on].configure(s.opts);
      else out.push(await attempt(() => inst[s.on][n[s.fn]](s.arg)));
    }
    return out;
  };
  const params = {"names": {"file": "render", "factory": "rendererFor", "amount": "renderPrice", "percent": "renderRate"}, "steps": [{"op": "configure", "on": "lib", "opts": {"symbol": "¥", "position": "before", "decimal": ".", "thousands": "'"}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 35397401}, {"op": "call", "on": "lib", "fn": "amount", "arg": 1147320}, {"op": "call", "on": "lib", "fn": "amount", "arg": 47985212}, {"op": "configure", "on": "lib", "opts": {"symbol": "US$"}}, {"op": "call", "on": "lib", "fn": "percent", "arg": 5804}, {"op": "call", "on": "lib", "fn": "percent", "arg": 17506}, {"op": "create", "name": "A", "opts": {"symbol": "R$", "position": "before", "decimal": ".", "thousands": ","}}, {"op": "create", "name": "B", "opts": {"symbol": "CHF", "position": "after", "decimal": ",", "thousands": " "}}, {"op": "call", "on": "A", "fn": "amount", "arg": 8405045}, {"op": "call", "on": "A", "fn": "amount", "arg": 89591638}, {"op": "call", "on": "B", "fn": "amount", "arg": -29080899}, {"op": "call", "on": "B", "fn": "amount", "arg": 4139006}, {"op": "call", "on": "lib", "fn": "amount", "arg": 4139006}, {"op": "call", "on": "A", "fn": "amount", "arg": 10230865}, {"op": "call", "on": "A", "fn": "amount", "arg": -33908308}, {"op": "call", "on": "B", "fn": "amount", "arg": 8405045}, {"op": "call", "on": "B", "fn": "amount", "arg": 8405045}, {"op": "call", "on": "lib", "fn": "amount", "arg": 33927452}, {"op": "call", "on": "A", "fn": "amount", "arg": 4139006}, {"op": "call", "on": "A", "fn": "amount", "arg": 8405045}, {"op": "call", "on": "B", "fn": "amount", "arg": 4139006}, {"op": "call", "on": "B", "fn": "percent", "arg": 10773}, {"op": "call", "on": "lib", "fn": "amount", "arg": 3262635}, {"op": "call", "on": "A", "fn": "amount", "arg": 8405045}, {"op": "call", "on": "B", "fn": "amount", "arg": 8405045}, {"op": "call", "on": "lib", "fn": "amount", "arg": 8405045}, {"op": "configure", "on": "lib", "opts": {"symbol": "R$", "position": "before", "decimal": ".", "thousands": ","}}, {"op": "call", "on": "A", "fn": "amount", "arg": 22652132}, {"op": "call", "on": "B", "fn": "amount", "arg": 8405045}, {"op": "configure", "on": "A", "opts": {"decimal": "#"}}, {"op": "call", "on": "A", "fn": "amount", "arg": 4139006}, {"op": "call", "on": "A", "fn": "amount", "arg": 54391935}, {"op": "call", "on": "A", "fn": "amount", "arg": 8405045}, {"op": "call", "on": "B", "fn": "amount", "arg": 8405045}, {"op": "call", "on": "lib", "fn": "amount", "arg": 8405045}, {"op": "create", "name": "C"}, {"op": "call", "on": "C", "fn": "amount", "arg": 8405045}, {"op": "call", "on": "C", "fn": "percent", "arg": 5677}]};
  const expected = ["¥353'974.01", "¥11'473.20", "¥479'852.12", "58.04%", "175.06%", "R$84,050.45", "R$895,916.38", "-290 808,99 CHF", "41 390,06 CHF", "US$41'390.06", "R$102,308.65", "-R$339,083.08", "84 050,45 CHF", "84 050,45 CHF", "US$339'274.52", "R$41,390.06", "R$84,050.45", "41 390,06 CHF", "107,73%", "US$32'626.35", "R$84,050.45", "84 050,45 CHF", "US$84'050.45", "R$226,521.32", "84 050,45 CHF", "R$41,390#06", "R$543,919#35", "R$84,050#45", "84 050,45 CHF", "R$84,050.45", "$84.050,45", "56,77%"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

test("lib/pricing.js: memo shared", async () => {
  const lib = require('../lib/pricing');
  const scenario = async function (lib, p) {
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
  };
  const params = {"names": {"file": "pricing", "memo": "remember", "a": "vatOf", "b": "surchargeOf"}, "steps": [{"op": "call", "fn": "a", "x": 91332}, {"op": "call", "fn": "b", "x": 91332}, {"op": "call", "fn": "b", "x": 71205}, {"op": "call", "fn": "a", "x": 71205}, {"op": "call", "fn": "a", "x": 91332}, {"op": "call", "fn": "b", "x": 77723}, {"op": "call", "fn": "b", "x": 77723}, {"op": "call", "fn": "a", "x": 91332}, {"op": "make", "name": "f", "mul": 5}, {"op": "make", "name": "g", "mul": 2}, {"op": "use", "name": "f", "x": 1}, {"op": "use", "name": "g", "x": 1}, {"op": "use", "name": "f", "x": 2}, {"op": "use", "name": "g", "x": 2}, {"op": "use", "name": "f", "x": 1}, {"op": "use", "name": "g", "x": 1}, {"op": "use", "name": "f", "x": 3}, {"op": "use", "name": "g", "x": 3}, {"op": "use", "name": "f", "x": 2}, {"op": "calls", "name": "f"}, {"op": "calls", "name": "g"}]};
  const expected = ["10046", "1897", "1567", "7832", "10046", "1674", "1674", "10046", "5", "2", "10", "4", "5", "2", "15", "6", "10", "3", "3"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

test("lib/reminders.js: loop closure", async () => {
  const lib = require('../lib/reminders');
  const scenario = async function (lib, p) {
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
  };
  const params = {"names": {"file": "reminders", "fn": "scheduleAll"}, "batches": [[{"id": "inv-898", "ms": 100}, {"id": "inv-645", "ms": 20}, {"id": "inv-643", "ms": 10}], [{"id": "inv-195", "ms": 20}, {"id": "inv-805", "ms": 5}], [{"id": "inv-203", "ms": 0}, {"id": "inv-459", "ms": 100}, {"id": "inv-224", "ms": 50}, {"id": "inv-664", "ms": 0}]]};
  const expected = ["[\"inv-643@10 #3\",\"inv-645@20 #2\",\"inv-898@100 #1\"]", "[\"inv-805@5 #2\",\"inv-195@20 #1\"]", "[\"inv-203@0 #1\",\"inv-664@0 #4\",\"inv-224@50 #3\",\"inv-459@100 #2\"]"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

test("lib/vouchers.js: instance counter", async () => {
  const lib = require('../lib/vouchers');
  const scenario = async function (lib, p) {
    const n = p.names, out = [], seqs = {};
    for (const s of p.steps) {
      if (s.op === 'new') seqs[s.name] = s.start === undefined ? new lib[n.cls](s.prefix) : new lib[n.cls](s.prefix, s.start);
      else out.push(await attempt(() => seqs[s.name][n.next]()));
    }
    return out;
  };
  const params = {"names": {"file": "vouchers", "cls": "VoucherSeq", "next": "take"}, "steps": [{"op": "new", "name": "a", "prefix": "PO"}, {"op": "next", "name": "a"}, {"op": "next", "name": "a"}, {"op": "new", "name": "b", "prefix": "CRN", "start": 419}, {"op": "new", "name": "c", "prefix": "PO", "start": 2391}, {"op": "next", "name": "a"}, {"op": "next", "name": "c"}, {"op": "next", "name": "b"}, {"op": "next", "name": "b"}, {"op": "next", "name": "b"}, {"op": "next", "name": "a"}, {"op": "next", "name": "a"}, {"op": "next", "name": "a"}, {"op": "next", "name": "b"}, {"op": "next", "name": "c"}]};
  const expected = ["PO-0001", "PO-0002", "PO-0003", "PO-2391", "CRN-0419", "CRN-0420", "CRN-0421", "PO-0004", "PO-0005", "PO-0006", "CRN-0422", "PO-2392"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
TG_EOF
node --test >/dev/null
chmod -R a+rwX /app/dispatch-lib

#!/bin/bash
set -euo pipefail
cd /app/shopfront-lib
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/shopfront-lib/lib/render.js
+++ b/app/shopfront-lib/lib/render.js
@@ -2,6 +2,4 @@
 // Amount and percentage formatting.
 const DEFAULTS = {"symbol": "€", "position": "after", "decimal": ",", "thousands": "."};
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
--- a/app/shopfront-lib/lib/shipping.js
+++ b/app/shopfront-lib/lib/shipping.js
@@ -2,5 +2,5 @@
 // Cost of the route between two zones (1-12). compute() is slow, so results are cached for the life of the process.
 const BASE = [8, 10, 52, 49, 30, 6, 14, 5, 12, 49, 35, 13];
-const cache = {};
+const cache = new Map();
 let computed = 0;

@@ -11,6 +11,7 @@

 function routeCost(from, to) {
-  if (!(from in cache)) cache[from] = compute(from, to);
-  return cache[from];
+  const route = `${from}>${to}`;
+  if (!cache.has(route)) cache.set(route, compute(from, to));
+  return cache.get(route);
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/shopfront-lib/lib/tickets.js
+++ b/app/shopfront-lib/lib/tickets.js
@@ -1,5 +1,6 @@
 'use strict';
 // Reference codes in free text: two or three capitals, a dash, three or four digits.
-const CODE = /\b([A-Z]{2,3})-(\d{3,4})\b/g;
+const CODE = /\b([A-Z]{2,3})-(\d{3,4})\b/;
+const ALL_CODES = /\b([A-Z]{2,3})-(\d{3,4})\b/g;

 function hasTicket(text) {
@@ -13,5 +14,5 @@

 function ticketsIn(text) {
-  return text.match(CODE) || [];
+  return text.match(ALL_CODES) || [];
 }

TG_PATCH
mkdir -p /app/shopfront-lib/test
cat > /app/shopfront-lib/test/isolation.test.js <<'TG_EOF'
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
  const params = {"names": {"file": "render", "factory": "rendererFor", "amount": "renderPrice", "percent": "renderRate"}, "steps": [{"op": "configure", "on": "lib", "opts": {"symbol": "zł", "position": "after", "decimal": ".", "thousands": ","}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 12189948}, {"op": "call", "on": "lib", "fn": "amount", "arg": 71289838}, {"op": "call", "on": "lib", "fn": "percent", "arg": -1948}, {"op": "configure", "on": "lib", "opts": {"symbol": "NOK"}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 52242238}, {"op": "call", "on": "lib", "fn": "amount", "arg": 80690448}, {"op": "create", "name": "A", "opts": {"symbol": "CHF", "position": "after", "decimal": ",", "thousands": " "}}, {"op": "create", "name": "B", "opts": {"symbol": "zł", "position": "after", "decimal": ",", "thousands": " "}}, {"op": "call", "on": "A", "fn": "amount", "arg": 35573}, {"op": "call", "on": "A", "fn": "amount", "arg": 5568950}, {"op": "call", "on": "B", "fn": "amount", "arg": 49192885}, {"op": "call", "on": "B", "fn": "amount", "arg": 5258182}, {"op": "call", "on": "lib", "fn": "amount", "arg": 35573}, {"op": "call", "on": "A", "fn": "amount", "arg": -54877930}, {"op": "call", "on": "A", "fn": "amount", "arg": 58827331}, {"op": "call", "on": "B", "fn": "amount", "arg": 6915760}, {"op": "call", "on": "B", "fn": "amount", "arg": 5258182}, {"op": "call", "on": "lib", "fn": "amount", "arg": 35573}, {"op": "call", "on": "A", "fn": "amount", "arg": 35573}, {"op": "call", "on": "A", "fn": "amount", "arg": 5258182}, {"op": "call", "on": "B", "fn": "amount", "arg": 32275858}, {"op": "call", "on": "B", "fn": "amount", "arg": 5258182}, {"op": "call", "on": "lib", "fn": "percent", "arg": 19499}, {"op": "call", "on": "A", "fn": "amount", "arg": 35573}, {"op": "call", "on": "B", "fn": "amount", "arg": 35573}, {"op": "call", "on": "lib", "fn": "amount", "arg": 35573}, {"op": "configure", "on": "lib", "opts": {"symbol": "CHF", "position": "after", "decimal": ",", "thousands": " "}}, {"op": "call", "on": "A", "fn": "amount", "arg": 6915760}, {"op": "call", "on": "B", "fn": "amount", "arg": 16746301}, {"op": "configure", "on": "A", "opts": {"decimal": "#"}}, {"op": "call", "on": "A", "fn": "amount", "arg": 35573}, {"op": "call", "on": "A", "fn": "amount", "arg": 41617710}, {"op": "call", "on": "A", "fn": "amount", "arg": 35573}, {"op": "call", "on": "B", "fn": "amount", "arg": 35573}, {"op": "call", "on": "lib", "fn": "amount", "arg": 35573}, {"op": "create", "name": "C"}, {"op": "call", "on": "C", "fn": "amount", "arg": 35573}, {"op": "call", "on": "C", "fn": "percent", "arg": 1842}]};
  const expected = ["121,899.48 zł", "712,898.38 zł", "-19.48%", "522,422.38 NOK", "806,904.48 NOK", "355,73 CHF", "55 689,50 CHF", "491 928,85 zł", "52 581,82 zł", "355.73 NOK", "-548 779,30 CHF", "588 273,31 CHF", "69 157,60 zł", "52 581,82 zł", "355.73 NOK", "355,73 CHF", "52 581,82 CHF", "322 758,58 zł", "52 581,82 zł", "194.99%", "355,73 CHF", "355,73 zł", "355.73 NOK", "69 157,60 CHF", "167 463,01 zł", "355#73 CHF", "416 177#10 CHF", "355#73 CHF", "355,73 zł", "355,73 CHF", "355,73 €", "18,42%"];
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
  const params = {"names": {"file": "reminders", "fn": "scheduleAll"}, "batches": [[{"id": "msg-675", "ms": 10}, {"id": "msg-578", "ms": 20}, {"id": "msg-930", "ms": 100}], [{"id": "msg-477", "ms": 10}, {"id": "msg-763", "ms": 0}, {"id": "msg-382", "ms": 50}], [{"id": "msg-403", "ms": 5}, {"id": "msg-624", "ms": 50}, {"id": "msg-585", "ms": 0}, {"id": "msg-627", "ms": 100}, {"id": "msg-506", "ms": 50}]]};
  const expected = ["[\"msg-675@10 #1\",\"msg-578@20 #2\",\"msg-930@100 #3\"]", "[\"msg-763@0 #2\",\"msg-477@10 #1\",\"msg-382@50 #3\"]", "[\"msg-585@0 #3\",\"msg-403@5 #1\",\"msg-624@50 #2\",\"msg-506@50 #5\",\"msg-627@100 #4\"]"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

test("lib/shipping.js: cache key", async () => {
  const lib = require('../lib/shipping');
  const scenario = async function (lib, p) {
    const n = p.names, out = [];
    for (const [a, b] of p.pairs) out.push(await attempt(() => lib[n.fn](a, b)));
    out.push(await attempt(() => lib[n.count]()));
    return out;
  };
  const params = {"names": {"file": "shipping", "fn": "routeCost", "count": "computations"}, "pairs": [[1, 2], [5, 11], [11, 1], [8, 5], [1, 8], [11, 1], [5, 4], [5, 7], [1, 11], [5, 4], [5, 4], [5, 11], [8, 5], [5, 11], [9, 10]]};
  const expected = ["62", "227", "166", "110", "48", "166", "277", "167", "144", "277", "277", "227", "110", "227", "201", "9"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

test("lib/tickets.js: regex lastindex", async () => {
  const lib = require('../lib/tickets');
  const scenario = async function (lib, p) {
    const n = p.names, out = [];
    for (const [fn, text] of p.calls) out.push(await attempt(() => lib[n[fn]](text)));
    return out;
  };
  const params = {"names": {"file": "tickets", "has": "hasTicket", "first": "firstTicket", "all": "ticketsIn"}, "calls": [["has", "for per and customer also customer NT-3230 refund about ticket about"], ["has", "for per and customer also customer NT-3230 refund about ticket about"], ["has", "for ticket and and per ticket ticket wrote"], ["first", "the see ticket wrote NHF-1859 also order refund ticket"], ["first", "CNT-8384 order ticket and customer and refund customer the"], ["all", "wrote customer and per per CDB-798 for BTS-5458 HNN-9188 refund ticket"], ["first", "the see ticket wrote NHF-1859 also order refund ticket"], ["has", "CNT-8384 order ticket and customer and refund customer the"], ["all", "CNT-8384 order ticket and customer and refund customer the"], ["has", "the see ticket wrote NHF-1859 also order refund ticket"], ["first", "CNT-8384 order ticket and customer and refund customer the"], ["first", "and refund the also customer ticket EBA-9902 for ticket BB-9118"], ["all", "see about per for customer order per ticket"]]};
  const expected = ["true", "true", "false", "NHF-1859", "CNT-8384", "[\"CDB-798\",\"BTS-5458\",\"HNN-9188\"]", "NHF-1859", "true", "[\"CNT-8384\"]", "true", "CNT-8384", "EBA-9902", "[]"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
TG_EOF
node --test >/dev/null
chmod -R a+rwX /app/shopfront-lib

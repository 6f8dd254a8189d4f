#!/bin/bash
set -euo pipefail
cd /app/orders-toolkit
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/orders-toolkit/lib/render.js
+++ b/app/orders-toolkit/lib/render.js
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
--- a/app/orders-toolkit/lib/digest.js
+++ b/app/orders-toolkit/lib/digest.js
@@ -17,5 +17,6 @@
   currentTenant = tenant;
   const rows = await loadRows(ids);
-  return rows.map((r) => currentTenant + ':' + r).join(',');
+  const who = currentTenant;
+  return rows.map((r) => who + ':' + r).join(',');
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/orders-toolkit/lib/tariffs.js
+++ b/app/orders-toolkit/lib/tariffs.js
@@ -1,10 +1,9 @@
 'use strict';
 // cached(fn): computes fn(x) once per argument, then returns the stored result.
-const results = {};
-
 function cached(fn) {
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
--- a/app/orders-toolkit/lib/labels.js
+++ b/app/orders-toolkit/lib/labels.js
@@ -1,13 +1,12 @@
 'use strict';
 // Tags per item id.
-const NONE = [];
 const index = new Map();

 function assignLabels(id, tags) {
-  index.set(id, tags);
+  index.set(id, tags.slice());
 }

 function labelsOf(id) {
-  return index.get(id) || NONE;
+  return (index.get(id) || []).slice();
 }

TG_PATCH
mkdir -p /app/orders-toolkit/test
cat > /app/orders-toolkit/test/isolation.test.js <<'TG_EOF'
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
  const params = {"names": {"file": "render", "factory": "rendererFor", "amount": "renderPrice", "percent": "renderRate"}, "steps": [{"op": "configure", "on": "lib", "opts": {"symbol": "CHF", "position": "after", "decimal": ",", "thousands": " "}}, {"op": "call", "on": "lib", "fn": "amount", "arg": -34331887}, {"op": "call", "on": "lib", "fn": "amount", "arg": 2412962}, {"op": "call", "on": "lib", "fn": "amount", "arg": 82506051}, {"op": "configure", "on": "lib", "opts": {"symbol": "GBP"}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 85938669}, {"op": "call", "on": "lib", "fn": "amount", "arg": -88149265}, {"op": "create", "name": "A", "opts": {"symbol": "€", "position": "after", "decimal": ".", "thousands": "'"}}, {"op": "create", "name": "B", "opts": {"symbol": "zł", "position": "after", "decimal": ".", "thousands": "'"}}, {"op": "call", "on": "A", "fn": "percent", "arg": 19299}, {"op": "call", "on": "A", "fn": "amount", "arg": 37162125}, {"op": "call", "on": "B", "fn": "amount", "arg": 3328128}, {"op": "call", "on": "B", "fn": "amount", "arg": 5099539}, {"op": "call", "on": "lib", "fn": "amount", "arg": 3411902}, {"op": "call", "on": "A", "fn": "amount", "arg": 3411902}, {"op": "call", "on": "A", "fn": "percent", "arg": 3044}, {"op": "call", "on": "B", "fn": "amount", "arg": 3328128}, {"op": "call", "on": "B", "fn": "amount", "arg": 3411902}, {"op": "call", "on": "lib", "fn": "amount", "arg": 3411902}, {"op": "call", "on": "A", "fn": "amount", "arg": 5099539}, {"op": "call", "on": "A", "fn": "amount", "arg": 3328128}, {"op": "call", "on": "B", "fn": "amount", "arg": 91257710}, {"op": "call", "on": "B", "fn": "amount", "arg": 17429149}, {"op": "call", "on": "lib", "fn": "percent", "arg": 3788}, {"op": "call", "on": "A", "fn": "amount", "arg": 3411902}, {"op": "call", "on": "B", "fn": "amount", "arg": 3411902}, {"op": "call", "on": "lib", "fn": "amount", "arg": 3411902}, {"op": "configure", "on": "lib", "opts": {"symbol": "€", "position": "after", "decimal": ".", "thousands": "'"}}, {"op": "call", "on": "A", "fn": "amount", "arg": 5099539}, {"op": "call", "on": "B", "fn": "amount", "arg": 64815016}, {"op": "configure", "on": "A", "opts": {"decimal": "·"}}, {"op": "call", "on": "A", "fn": "amount", "arg": 97054177}, {"op": "call", "on": "A", "fn": "amount", "arg": 3328128}, {"op": "call", "on": "A", "fn": "amount", "arg": 3411902}, {"op": "call", "on": "B", "fn": "amount", "arg": 3411902}, {"op": "call", "on": "lib", "fn": "amount", "arg": 3411902}, {"op": "create", "name": "C"}, {"op": "call", "on": "C", "fn": "amount", "arg": 3411902}, {"op": "call", "on": "C", "fn": "percent", "arg": 2810}]};
  const expected = ["-343 318,87 CHF", "24 129,62 CHF", "825 060,51 CHF", "859 386,69 GBP", "-881 492,65 GBP", "192.99%", "371'621.25 €", "33'281.28 zł", "50'995.39 zł", "34 119,02 GBP", "34'119.02 €", "30.44%", "33'281.28 zł", "34'119.02 zł", "34 119,02 GBP", "50'995.39 €", "33'281.28 €", "912'577.10 zł", "174'291.49 zł", "37,88%", "34'119.02 €", "34'119.02 zł", "34 119,02 GBP", "50'995.39 €", "648'150.16 zł", "970'541·77 €", "33'281·28 €", "34'119·02 €", "34'119.02 zł", "34'119.02 €", "34.119,02 €", "28,10%"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

test("lib/digest.js: async current", async () => {
  const lib = require('../lib/digest');
  const scenario = async function (lib, p) {
    const out = [];
    for (const round of p.rounds) {
      const res = await Promise.all(round.map(([t, ids]) => attempt(() => lib[p.names.fn](t, ids))));
      out.push(...res);
    }
    return out;
  };
  const params = {"names": {"file": "digest", "fn": "composeDigest"}, "rounds": [[["tyrell", [98]]], [["globex", [61]]], [["tyrell", [12, 84, 74, 94]], ["globex", [4, 60]]], [["tyrell", [49, 19]], ["globex", [6, 24, 3]], ["wayne", [44]]], [["umbrella", [13, 58, 8, 72]], ["tyrell", [71]], ["wayne", [7, 64, 63]], ["globex", [83, 35, 55, 99]]], [["globex", [59]], ["globex", [59, 23, 54]], ["wayne", [24, 88, 42, 27]]]]};
  const expected = ["tyrell:row98", "globex:row61", "tyrell:row12,tyrell:row84,tyrell:row74,tyrell:row94", "globex:row4,globex:row60", "tyrell:row49,tyrell:row19", "globex:row6,globex:row24,globex:row3", "wayne:row44", "umbrella:row13,umbrella:row58,umbrella:row8,umbrella:row72", "tyrell:row71", "wayne:row7,wayne:row64,wayne:row63", "globex:row83,globex:row35,globex:row55,globex:row99", "globex:row59", "globex:row59,globex:row23,globex:row54", "wayne:row24,wayne:row88,wayne:row42,wayne:row27"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

test("lib/tariffs.js: memo shared", async () => {
  const lib = require('../lib/tariffs');
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
  const params = {"names": {"file": "tariffs", "memo": "cached", "a": "dutyOn", "b": "handlingOn"}, "steps": [{"op": "call", "fn": "a", "x": 242}, {"op": "call", "fn": "b", "x": 242}, {"op": "call", "fn": "b", "x": 6805}, {"op": "call", "fn": "a", "x": 6805}, {"op": "call", "fn": "b", "x": 86209}, {"op": "call", "fn": "b", "x": 86209}, {"op": "call", "fn": "b", "x": 6805}, {"op": "call", "fn": "a", "x": 6805}, {"op": "make", "name": "f", "mul": 11}, {"op": "make", "name": "g", "mul": 5}, {"op": "use", "name": "f", "x": 1}, {"op": "use", "name": "g", "x": 1}, {"op": "use", "name": "f", "x": 2}, {"op": "use", "name": "g", "x": 2}, {"op": "use", "name": "f", "x": 1}, {"op": "use", "name": "g", "x": 1}, {"op": "use", "name": "f", "x": 3}, {"op": "use", "name": "g", "x": 3}, {"op": "use", "name": "f", "x": 2}, {"op": "calls", "name": "f"}, {"op": "calls", "name": "g"}]};
  const expected = ["48", "303", "388", "1361", "1419", "1419", "388", "1361", "11", "5", "22", "10", "11", "5", "33", "15", "22", "3", "3"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

test("lib/labels.js: shared empty", async () => {
  const lib = require('../lib/labels');
  const scenario = async function (lib, p) {
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
  };
  const params = {"names": {"file": "labels", "get": "labelsOf", "set": "assignLabels"}, "steps": [{"op": "set", "id": "id943", "tags": ["hazmat", "late"]}, {"op": "set", "id": "id111", "tags": ["cold", "vip", "late"]}, {"op": "get", "id": "id943"}, {"op": "get", "id": "id261"}, {"op": "get", "id": "id111"}, {"op": "edit", "tag": "edited"}, {"op": "get", "id": "id111"}, {"op": "take", "id": "id178", "tag": "cold"}, {"op": "get", "id": "id852"}, {"op": "take", "id": "id943", "tag": "rush"}, {"op": "get", "id": "id943"}, {"op": "get", "id": "id178"}]};
  const expected = ["[\"hazmat\",\"late\"]", "[]", "[\"cold\",\"vip\",\"late\"]", "[\"cold\",\"vip\",\"late\"]", "[\"cold\"]", "[]", "[\"hazmat\",\"late\",\"rush\"]", "[\"hazmat\",\"late\"]", "[]"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
TG_EOF
node --test >/dev/null
chmod -R a+rwX /app/orders-toolkit

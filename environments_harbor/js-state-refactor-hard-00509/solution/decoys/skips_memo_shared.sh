#!/bin/bash
set -euo pipefail
cd /app/tenant-kit
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/tenant-kit/lib/directory.js
+++ b/app/tenant-kit/lib/directory.js
@@ -2,5 +2,5 @@
 // Loaded lazily on first use and shared by every caller until reloadDirectory().
 const SOURCE = ["plan-80", "plan-38", "plan-53", "plan-14", "plan-70"];
-let catalog = null;
+let pending = null;
 let loads = 0;

@@ -17,13 +17,11 @@
 }

-async function getDirectory() {
-  if (!catalog) {
-    catalog = await fetchAll();
-  }
-  return catalog;
+function getDirectory() {
+  if (!pending) pending = fetchAll();
+  return pending;
 }

 function reloadDirectory() {
-  catalog = null;
+  pending = null;
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/tenant-kit/lib/numbering.js
+++ b/app/tenant-kit/lib/numbering.js
@@ -1,15 +1,13 @@
 'use strict';
 // Numbered identifiers PREFIX-0001, PREFIX-0002, ...
-let counter = 0;
-
 class Sequence {
   constructor(prefix, start = 1) {
     this.prefix = prefix;
-    counter = start - 1;
+    this.value = start - 1;
   }

   next() {
-    counter += 1;
-    return this.prefix + '-' + String(counter).padStart(4, '0');
+    this.value += 1;
+    return this.prefix + '-' + String(this.value).padStart(4, '0');
   }
 }
TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/tenant-kit/lib/money.js
+++ b/app/tenant-kit/lib/money.js
@@ -2,6 +2,4 @@
 // Amount and percentage formatting.
 const DEFAULTS = {"symbol": "€", "position": "after", "decimal": ".", "thousands": ","};
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
+function makeMoneyFormat(options) {
+  let settings = Object.assign({}, DEFAULTS, options);
+  const cache = new Map();
+
+  function configure(opts) {
+    settings = Object.assign({}, settings, opts);
+    cache.clear();
+  }
+
+  function money(cents) {
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
+  function percent(basisPoints) {
+    const sign = basisPoints < 0 ? '-' : '';
+    const abs = Math.abs(basisPoints);
+    return sign + Math.floor(abs / 100) + settings.decimal + String(abs % 100).padStart(2, '0') + '%';
+  }
+
+  return { configure, money, percent };
 }

-function money(cents) {
-  if (cache.has(cents)) return cache.get(cents);
-  const sign = cents < 0 ? '-' : '';
-  const abs = Math.abs(cents);
-  const text = group(Math.floor(abs / 100), settings.thousands) + settings.decimal +
-    String(abs % 100).padStart(2, '0');
-  const out = settings.position === 'before' ? sign + settings.symbol + text : sign + text + ' ' + settings.symbol;
-  cache.set(cents, out);
-  return out;
-}
+const defaultFormatter = makeMoneyFormat();

-function percent(basisPoints) {
-  const sign = basisPoints < 0 ? '-' : '';
-  const abs = Math.abs(basisPoints);
-  return sign + Math.floor(abs / 100) + settings.decimal + String(abs % 100).padStart(2, '0') + '%';
-}
-
-module.exports = { configure, money, percent };
+module.exports = {
+  makeMoneyFormat,
+  configure: (options) => defaultFormatter.configure(options),
+  money: (cents) => defaultFormatter.money(cents),
+  percent: (basisPoints) => defaultFormatter.percent(basisPoints),
+};
TG_PATCH
mkdir -p /app/tenant-kit/test
cat > /app/tenant-kit/test/isolation.test.js <<'TG_EOF'
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

test("lib/directory.js: lazy init", async () => {
  const lib = require('../lib/directory');
  const scenario = async function (lib, p) {
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
  };
  const params = {"names": {"file": "directory", "get": "getDirectory", "reload": "reloadDirectory", "count": "directoryLoads"}, "steps": [{"op": "get", "k": 4}, {"op": "count"}, {"op": "get", "k": 1}, {"op": "get", "k": 2}, {"op": "count"}, {"op": "reload"}, {"op": "reload"}, {"op": "get", "k": 3}, {"op": "get", "k": 1}, {"op": "count"}]};
  const expected = ["same [\"plan-80\",\"plan-38\",\"plan-53\",\"plan-14\",\"plan-70\"]", "same [\"plan-80\",\"plan-38\",\"plan-53\",\"plan-14\",\"plan-70\"]", "same [\"plan-80\",\"plan-38\",\"plan-53\",\"plan-14\",\"plan-70\"]", "same [\"plan-80\",\"plan-38\",\"plan-53\",\"plan-14\",\"plan-70\"]", "1", "same [\"plan-80\",\"plan-38\",\"plan-53\",\"plan-14\",\"plan-70\"]", "same [\"plan-80\",\"plan-38\",\"plan-53\",\"plan-14\",\"plan-70\"]", "same [\"plan-80\",\"plan-38\",\"plan-53\",\"plan-14\",\"plan-70\"]", "1", "same [\"plan-80\",\"plan-38\",\"plan-53\",\"plan-14\",\"plan-70\"]", "same [\"plan-80\",\"plan-38\",\"plan-53\",\"plan-14\",\"plan-70\"]", "same [\"plan-80\",\"plan-38\",\"plan-53\",\"plan-14\",\"plan-70\"]", "same [\"plan-80\",\"plan-38\",\"plan-53\",\"plan-14\",\"plan-70\"]", "2"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

test("lib/numbering.js: instance counter", async () => {
  const lib = require('../lib/numbering');
  const scenario = async function (lib, p) {
    const n = p.names, out = [], seqs = {};
    for (const s of p.steps) {
      if (s.op === 'new') seqs[s.name] = s.start === undefined ? new lib[n.cls](s.prefix) : new lib[n.cls](s.prefix, s.start);
      else out.push(await attempt(() => seqs[s.name][n.next]()));
    }
    return out;
  };
  const params = {"names": {"file": "numbering", "cls": "Sequence", "next": "next"}, "steps": [{"op": "new", "name": "a", "prefix": "DN"}, {"op": "next", "name": "a"}, {"op": "next", "name": "a"}, {"op": "new", "name": "b", "prefix": "QT", "start": 307}, {"op": "new", "name": "c", "prefix": "DN", "start": 1304}, {"op": "next", "name": "b"}, {"op": "next", "name": "c"}, {"op": "next", "name": "a"}, {"op": "next", "name": "a"}, {"op": "next", "name": "b"}, {"op": "next", "name": "a"}, {"op": "next", "name": "b"}, {"op": "next", "name": "a"}, {"op": "next", "name": "b"}, {"op": "next", "name": "c"}]};
  const expected = ["DN-0001", "DN-0002", "QT-0307", "DN-1304", "DN-0003", "DN-0004", "QT-0308", "DN-0005", "QT-0309", "DN-0006", "QT-0310", "DN-1305"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

test("lib/money.js: global config cached", async () => {
  const lib = require('../lib/money');
  const scenario = async function (lib, p) {
    const n = p.names, inst = { lib }, out = [];
    for (const s of p.steps) {
      if (s.op === 'create') inst[s.name] = s.opts === undefined ? lib[n.factory]() : lib[n.factory](s.opts);
      else if (s.op === 'configure') inst[s.on].configure(s.opts);
      else out.push(await attempt(() => inst[s.on][n[s.fn]](s.arg)));
    }
    return out;
  };
  const params = {"names": {"file": "money", "factory": "makeMoneyFormat", "amount": "money", "percent": "percent"}, "steps": [{"op": "configure", "on": "lib", "opts": {"symbol": "$", "position": "before", "decimal": ".", "thousands": ","}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 94445228}, {"op": "call", "on": "lib", "fn": "amount", "arg": 96192142}, {"op": "call", "on": "lib", "fn": "amount", "arg": -90889277}, {"op": "configure", "on": "lib", "opts": {"symbol": "NOK"}}, {"op": "call", "on": "lib", "fn": "percent", "arg": 16732}, {"op": "call", "on": "lib", "fn": "amount", "arg": 5308074}, {"op": "create", "name": "A", "opts": {"symbol": "¥", "position": "before", "decimal": ",", "thousands": "."}}, {"op": "create", "name": "B", "opts": {"symbol": "$", "position": "before", "decimal": ".", "thousands": ""}}, {"op": "call", "on": "A", "fn": "amount", "arg": 77457470}, {"op": "call", "on": "A", "fn": "amount", "arg": 5552965}, {"op": "call", "on": "B", "fn": "amount", "arg": 7703194}, {"op": "call", "on": "B", "fn": "amount", "arg": 5552965}, {"op": "call", "on": "lib", "fn": "amount", "arg": 7703194}, {"op": "call", "on": "A", "fn": "amount", "arg": 7703194}, {"op": "call", "on": "A", "fn": "amount", "arg": 33280703}, {"op": "call", "on": "B", "fn": "amount", "arg": 5552965}, {"op": "call", "on": "B", "fn": "amount", "arg": 5552965}, {"op": "call", "on": "lib", "fn": "percent", "arg": 14869}, {"op": "call", "on": "A", "fn": "percent", "arg": 15672}, {"op": "call", "on": "A", "fn": "amount", "arg": 7703194}, {"op": "call", "on": "B", "fn": "amount", "arg": 7703194}, {"op": "call", "on": "B", "fn": "amount", "arg": 8643282}, {"op": "call", "on": "lib", "fn": "percent", "arg": 2500}, {"op": "call", "on": "A", "fn": "amount", "arg": 7703194}, {"op": "call", "on": "B", "fn": "amount", "arg": 7703194}, {"op": "call", "on": "lib", "fn": "amount", "arg": 7703194}, {"op": "configure", "on": "lib", "opts": {"symbol": "¥", "position": "before", "decimal": ",", "thousands": "."}}, {"op": "call", "on": "A", "fn": "amount", "arg": 5552965}, {"op": "call", "on": "B", "fn": "amount", "arg": 8643282}, {"op": "configure", "on": "A", "opts": {"decimal": "·"}}, {"op": "call", "on": "A", "fn": "amount", "arg": 73022991}, {"op": "call", "on": "A", "fn": "amount", "arg": 54859517}, {"op": "call", "on": "A", "fn": "amount", "arg": 7703194}, {"op": "call", "on": "B", "fn": "amount", "arg": 7703194}, {"op": "call", "on": "lib", "fn": "amount", "arg": 7703194}, {"op": "create", "name": "C"}, {"op": "call", "on": "C", "fn": "amount", "arg": 7703194}, {"op": "call", "on": "C", "fn": "percent", "arg": 4759}]};
  const expected = ["$944,452.28", "$961,921.42", "-$908,892.77", "167.32%", "NOK53,080.74", "¥774.574,70", "¥55.529,65", "$77031.94", "$55529.65", "NOK77,031.94", "¥77.031,94", "¥332.807,03", "$55529.65", "$55529.65", "148.69%", "156,72%", "¥77.031,94", "$77031.94", "$86432.82", "25.00%", "¥77.031,94", "$77031.94", "NOK77,031.94", "¥55.529,65", "$86432.82", "¥730.229·91", "¥548.595·17", "¥77.031·94", "$77031.94", "¥77.031,94", "77,031.94 €", "47.59%"];
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
  const params = {"names": {"file": "tariffs", "memo": "cached", "a": "dutyOn", "b": "handlingOn"}, "steps": [{"op": "call", "fn": "a", "x": 57949}, {"op": "call", "fn": "b", "x": 57949}, {"op": "call", "fn": "b", "x": 8956}, {"op": "call", "fn": "a", "x": 8956}, {"op": "call", "fn": "b", "x": 14526}, {"op": "call", "fn": "a", "x": 55332}, {"op": "call", "fn": "b", "x": 14526}, {"op": "call", "fn": "b", "x": 55332}, {"op": "make", "name": "f", "mul": 11}, {"op": "make", "name": "g", "mul": 5}, {"op": "use", "name": "f", "x": 1}, {"op": "use", "name": "g", "x": 1}, {"op": "use", "name": "f", "x": 2}, {"op": "use", "name": "g", "x": 2}, {"op": "use", "name": "f", "x": 1}, {"op": "use", "name": "g", "x": 1}, {"op": "use", "name": "f", "x": 3}, {"op": "use", "name": "g", "x": 3}, {"op": "use", "name": "f", "x": 2}, {"op": "calls", "name": "f"}, {"op": "calls", "name": "g"}]};
  const expected = ["4635", "1764", "822", "716", "929", "4426", "929", "1714", "11", "5", "22", "10", "11", "5", "33", "15", "22", "3", "3"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
TG_EOF
node --test >/dev/null
chmod -R a+rwX /app/tenant-kit

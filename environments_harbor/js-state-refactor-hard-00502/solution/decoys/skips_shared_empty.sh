#!/bin/bash
set -euo pipefail
cd /app/orders-toolkit
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/orders-toolkit/lib/request.js
+++ b/app/orders-toolkit/lib/request.js
@@ -4,6 +4,6 @@

 function callOptions(overrides = {}) {
-  const headers = Object.assign(DEFAULTS.headers, overrides.headers);
-  return Object.assign(DEFAULTS, overrides, { headers });
+  const headers = Object.assign({}, DEFAULTS.headers, overrides.headers);
+  return Object.assign({}, DEFAULTS, overrides, { headers });
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/orders-toolkit/lib/ledger.js
+++ b/app/orders-toolkit/lib/ledger.js
@@ -3,8 +3,7 @@
 function Ledger(name) {
   this.name = name;
+  this.items = [];
+  this.counts = {};
 }
-
-Ledger.prototype.items = [];
-Ledger.prototype.counts = {};

 Ledger.prototype.record = function (item) {
TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/orders-toolkit/lib/money.js
+++ b/app/orders-toolkit/lib/money.js
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

test("lib/request.js: defaults mutation", async () => {
  const lib = require('../lib/request');
  const scenario = async function (lib, p) {
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
  };
  const params = {"names": {"file": "request", "fn": "callOptions"}, "steps": [{"op": "call"}, {"op": "call", "over": {"retries": 5}}, {"op": "call"}, {"op": "call", "over": {"retries": 5, "timeout": 9000, "headers": {"x-trace": "t2"}}}, {"op": "call", "over": {"timeout": 42}}, {"op": "call", "over": {"headers": {"accept": "text/plain"}}}, {"op": "call"}, {"op": "edit", "key": "retries", "value": 99}, {"op": "edit", "header": true, "key": "x-edit", "value": "1"}, {"op": "call"}, {"op": "call", "over": {"retries": 8, "headers": {"authorization": "t1"}}}]};
  const expected = ["{\"headers\":{\"accept\":\"application/xml\",\"user-agent\":\"sync/0.9\"},\"retries\":4,\"timeout\":500}", "{\"headers\":{\"accept\":\"application/xml\",\"user-agent\":\"sync/0.9\"},\"retries\":5,\"timeout\":500}", "{\"headers\":{\"accept\":\"application/xml\",\"user-agent\":\"sync/0.9\"},\"retries\":4,\"timeout\":500}", "{\"headers\":{\"accept\":\"application/xml\",\"user-agent\":\"sync/0.9\",\"x-trace\":\"t2\"},\"retries\":5,\"timeout\":9000}", "{\"headers\":{\"accept\":\"application/xml\",\"user-agent\":\"sync/0.9\"},\"retries\":4,\"timeout\":42}", "{\"headers\":{\"accept\":\"text/plain\",\"user-agent\":\"sync/0.9\"},\"retries\":4,\"timeout\":500}", "{\"headers\":{\"accept\":\"application/xml\",\"user-agent\":\"sync/0.9\"},\"retries\":4,\"timeout\":500}", "{\"headers\":{\"accept\":\"application/xml\",\"user-agent\":\"sync/0.9\"},\"retries\":4,\"timeout\":500}", "{\"headers\":{\"accept\":\"application/xml\",\"authorization\":\"t1\",\"user-agent\":\"sync/0.9\"},\"retries\":8,\"timeout\":500}"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

test("lib/ledger.js: proto shared", async () => {
  const lib = require('../lib/ledger');
  const scenario = async function (lib, p) {
    const n = p.names, out = [], regs = {};
    for (const s of p.steps) {
      if (s.op === 'new') regs[s.name] = new lib[n.cls](s.name);
      else if (s.op === 'add') out.push(await attempt(() => regs[s.name][n.add](s.item)));
      else if (s.op === 'count') out.push(await attempt(() => regs[s.name][n.count](s.item)));
      else out.push(await attempt(() => regs[s.name][n.list]()));
    }
    return out;
  };
  const params = {"names": {"file": "ledger", "cls": "Ledger", "add": "record", "list": "entries", "count": "occurrences"}, "steps": [{"op": "new", "name": "core"}, {"op": "new", "name": "edge"}, {"op": "new", "name": "east"}, {"op": "add", "name": "edge", "item": "bravo"}, {"op": "add", "name": "core", "item": "delta"}, {"op": "add", "name": "east", "item": "delta"}, {"op": "add", "name": "edge", "item": "bravo"}, {"op": "add", "name": "edge", "item": "echo"}, {"op": "add", "name": "edge", "item": "alpha"}, {"op": "add", "name": "edge", "item": "alpha"}, {"op": "add", "name": "edge", "item": "mike"}, {"op": "add", "name": "east", "item": "mike"}, {"op": "count", "name": "east", "item": "mike"}, {"op": "count", "name": "core", "item": "mike"}, {"op": "list", "name": "core"}, {"op": "list", "name": "edge"}, {"op": "list", "name": "east"}, {"op": "count", "name": "core", "item": "alpha"}, {"op": "count", "name": "edge", "item": "alpha"}, {"op": "count", "name": "east", "item": "echo"}, {"op": "add", "name": "east", "item": "kilo"}, {"op": "list", "name": "core"}]};
  const expected = ["1", "1", "1", "2", "3", "4", "5", "6", "2", "1", "0", "core: delta", "edge: bravo, bravo, echo, alpha, alpha, mike", "east: delta, mike", "0", "2", "0", "3", "core: delta"];
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
  const params = {"names": {"file": "money", "factory": "makeMoneyFormat", "amount": "money", "percent": "percent"}, "steps": [{"op": "configure", "on": "lib", "opts": {"symbol": "£", "position": "before", "decimal": ",", "thousands": " "}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 34074802}, {"op": "call", "on": "lib", "fn": "amount", "arg": 87769583}, {"op": "call", "on": "lib", "fn": "amount", "arg": 48285643}, {"op": "configure", "on": "lib", "opts": {"symbol": "GBP"}}, {"op": "call", "on": "lib", "fn": "percent", "arg": 5823}, {"op": "call", "on": "lib", "fn": "amount", "arg": 21457025}, {"op": "create", "name": "A", "opts": {"symbol": "zł", "position": "after", "decimal": ".", "thousands": ""}}, {"op": "create", "name": "B", "opts": {"symbol": "kr", "position": "after", "decimal": ".", "thousands": "'"}}, {"op": "call", "on": "A", "fn": "amount", "arg": -41470268}, {"op": "call", "on": "A", "fn": "amount", "arg": 44112035}, {"op": "call", "on": "B", "fn": "amount", "arg": 30589301}, {"op": "call", "on": "B", "fn": "amount", "arg": 7238245}, {"op": "call", "on": "lib", "fn": "amount", "arg": 3936910}, {"op": "call", "on": "A", "fn": "amount", "arg": 3550327}, {"op": "call", "on": "A", "fn": "amount", "arg": 8439013}, {"op": "call", "on": "B", "fn": "amount", "arg": 3936910}, {"op": "call", "on": "B", "fn": "amount", "arg": 3550327}, {"op": "call", "on": "lib", "fn": "percent", "arg": 4696}, {"op": "call", "on": "A", "fn": "amount", "arg": 3936910}, {"op": "call", "on": "A", "fn": "amount", "arg": 1662720}, {"op": "call", "on": "B", "fn": "amount", "arg": -83275036}, {"op": "call", "on": "B", "fn": "amount", "arg": 73209808}, {"op": "call", "on": "lib", "fn": "percent", "arg": 3440}, {"op": "call", "on": "A", "fn": "amount", "arg": 3936910}, {"op": "call", "on": "B", "fn": "amount", "arg": 3936910}, {"op": "call", "on": "lib", "fn": "amount", "arg": 3936910}, {"op": "configure", "on": "lib", "opts": {"symbol": "zł", "position": "after", "decimal": ".", "thousands": ""}}, {"op": "call", "on": "A", "fn": "amount", "arg": 33727335}, {"op": "call", "on": "B", "fn": "amount", "arg": -30254312}, {"op": "configure", "on": "A", "opts": {"decimal": "#"}}, {"op": "call", "on": "A", "fn": "amount", "arg": 23571188}, {"op": "call", "on": "A", "fn": "amount", "arg": 7238245}, {"op": "call", "on": "A", "fn": "amount", "arg": 3936910}, {"op": "call", "on": "B", "fn": "amount", "arg": 3936910}, {"op": "call", "on": "lib", "fn": "amount", "arg": 3936910}, {"op": "create", "name": "C"}, {"op": "call", "on": "C", "fn": "amount", "arg": 3936910}, {"op": "call", "on": "C", "fn": "percent", "arg": 5012}]};
  const expected = ["£340 748,02", "£877 695,83", "£482 856,43", "58,23%", "GBP214 570,25", "-414702.68 zł", "441120.35 zł", "305'893.01 kr", "72'382.45 kr", "GBP39 369,10", "35503.27 zł", "84390.13 zł", "39'369.10 kr", "35'503.27 kr", "46,96%", "39369.10 zł", "16627.20 zł", "-832'750.36 kr", "732'098.08 kr", "34,40%", "39369.10 zł", "39'369.10 kr", "GBP39 369,10", "337273.35 zł", "-302'543.12 kr", "235711#88 zł", "72382#45 zł", "39369#10 zł", "39'369.10 kr", "39369.10 zł", "39,369.10 €", "50.12%"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

test("lib/tags.js: shared empty", async () => {
  const lib = require('../lib/tags');
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
  const params = {"names": {"file": "tags", "get": "tagsFor", "set": "setTags"}, "steps": [{"op": "set", "id": "id950", "tags": ["cold", "rush"]}, {"op": "set", "id": "id430", "tags": ["vip", "rush", "bulk"]}, {"op": "get", "id": "id950"}, {"op": "get", "id": "id765"}, {"op": "get", "id": "id430"}, {"op": "edit", "tag": "edited"}, {"op": "get", "id": "id430"}, {"op": "take", "id": "id786", "tag": "cold"}, {"op": "get", "id": "id672"}, {"op": "take", "id": "id950", "tag": "bulk"}, {"op": "get", "id": "id950"}, {"op": "get", "id": "id786"}]};
  const expected = ["[\"cold\",\"rush\"]", "[]", "[\"vip\",\"rush\",\"bulk\"]", "[\"vip\",\"rush\",\"bulk\"]", "[\"cold\"]", "[]", "[\"cold\",\"rush\",\"bulk\"]", "[\"cold\",\"rush\"]", "[]"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
TG_EOF
node --test >/dev/null
chmod -R a+rwX /app/orders-toolkit

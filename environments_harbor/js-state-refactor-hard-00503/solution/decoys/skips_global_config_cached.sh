#!/bin/bash
set -euo pipefail
cd /app/dispatch-lib
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/dispatch-lib/lib/mailing.js
+++ b/app/dispatch-lib/lib/mailing.js
@@ -1,6 +1,4 @@
 'use strict';
 // Normalises a list of addresses and drops the repeats, keeping first occurrences.
-const seen = new Set();
-
 function tick(n) {
   let p = Promise.resolve();
@@ -15,4 +13,5 @@

 async function mailingList(list) {
+  const seen = new Set();
   const out = [];
   for (const raw of list) {
TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/dispatch-lib/lib/directory.js
+++ b/app/dispatch-lib/lib/directory.js
@@ -2,5 +2,5 @@
 // Loaded lazily on first use and shared by every caller until reloadDirectory().
 const SOURCE = ["item-74", "item-33", "item-91", "item-58", "item-28"];
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
--- a/app/dispatch-lib/lib/balancer.js
+++ b/app/dispatch-lib/lib/balancer.js
@@ -1,10 +1,10 @@
 'use strict';
 // Round-robin over a fixed list of members.
-let cursor = 0;
-
 function createPool(members) {
+  const list = members.slice();
+  let cursor = 0;
   return {
     pick() {
-      const m = members[cursor % members.length];
+      const m = list[cursor % list.length];
       cursor += 1;
       return m;
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

test("lib/mailing.js: shared accumulator", async () => {
  const lib = require('../lib/mailing');
  const scenario = async function (lib, p) {
    const out = [];
    for (const round of p.rounds) {
      const res = await Promise.all(round.map((list) => attempt(() => lib[p.names.fn](list.slice()))));
      out.push(...res);
    }
    return out;
  };
  const params = {"names": {"file": "mailing", "fn": "mailingList"}, "rounds": [[["HUB@EXAMPLE.COM", "Bob@example.com ", "ann@example.com", "BOB@EXAMPLE.COM", "Ann@example.com "]], [[" ida@example.com", "Dan@example.com ", "Eve@example.com ", "Hub@example.com ", "DAN@EXAMPLE.COM", "IDA@EXAMPLE.COM"]], [[" ida@example.com", "ANN@EXAMPLE.COM", "Hub@example.com ", " ida@example.com", "ANN@EXAMPLE.COM"], ["hub@example.com", "eve@example.com", "ANN@EXAMPLE.COM", " dan@example.com", "ANN@EXAMPLE.COM", " hub@example.com"]], [["IDA@EXAMPLE.COM", " bob@example.com", "bob@example.com", "ida@example.com"], ["IDA@EXAMPLE.COM", "HUB@EXAMPLE.COM", " eve@example.com", "Ida@example.com ", "eve@example.com"], ["Eve@example.com ", "ann@example.com", "Dan@example.com ", "Dan@example.com ", "EVE@EXAMPLE.COM"]]]};
  const expected = ["[\"hub@example.com\",\"bob@example.com\",\"ann@example.com\"]", "[\"ida@example.com\",\"dan@example.com\",\"eve@example.com\",\"hub@example.com\"]", "[\"ida@example.com\",\"ann@example.com\",\"hub@example.com\"]", "[\"hub@example.com\",\"eve@example.com\",\"ann@example.com\",\"dan@example.com\"]", "[\"ida@example.com\",\"bob@example.com\"]", "[\"ida@example.com\",\"hub@example.com\",\"eve@example.com\"]", "[\"eve@example.com\",\"ann@example.com\",\"dan@example.com\"]"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

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
  const params = {"names": {"file": "render", "factory": "rendererFor", "amount": "renderPrice", "percent": "renderRate"}, "steps": [{"op": "configure", "on": "lib", "opts": {"symbol": "CHF", "position": "after", "decimal": ",", "thousands": " "}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 92118180}, {"op": "call", "on": "lib", "fn": "percent", "arg": 11901}, {"op": "call", "on": "lib", "fn": "percent", "arg": 13797}, {"op": "configure", "on": "lib", "opts": {"symbol": "EUR"}}, {"op": "call", "on": "lib", "fn": "amount", "arg": -51740859}, {"op": "call", "on": "lib", "fn": "amount", "arg": 41740143}, {"op": "create", "name": "A", "opts": {"symbol": "¥", "position": "before", "decimal": ".", "thousands": ""}}, {"op": "create", "name": "B", "opts": {"symbol": "$", "position": "before", "decimal": ",", "thousands": " "}}, {"op": "call", "on": "A", "fn": "amount", "arg": 4435779}, {"op": "call", "on": "A", "fn": "amount", "arg": 7024610}, {"op": "call", "on": "B", "fn": "amount", "arg": 31390904}, {"op": "call", "on": "B", "fn": "amount", "arg": 91603711}, {"op": "call", "on": "lib", "fn": "amount", "arg": 15057386}, {"op": "call", "on": "A", "fn": "amount", "arg": 7024610}, {"op": "call", "on": "A", "fn": "amount", "arg": 6986012}, {"op": "call", "on": "B", "fn": "amount", "arg": 4435779}, {"op": "call", "on": "B", "fn": "amount", "arg": 10966778}, {"op": "call", "on": "lib", "fn": "amount", "arg": 4435779}, {"op": "call", "on": "A", "fn": "amount", "arg": 7024610}, {"op": "call", "on": "A", "fn": "amount", "arg": 4435779}, {"op": "call", "on": "B", "fn": "amount", "arg": 7024610}, {"op": "call", "on": "B", "fn": "percent", "arg": 7561}, {"op": "call", "on": "lib", "fn": "amount", "arg": 7024610}, {"op": "call", "on": "A", "fn": "amount", "arg": 4594656}, {"op": "call", "on": "B", "fn": "amount", "arg": 4594656}, {"op": "call", "on": "lib", "fn": "amount", "arg": 4594656}, {"op": "configure", "on": "lib", "opts": {"symbol": "¥", "position": "before", "decimal": ".", "thousands": ""}}, {"op": "call", "on": "A", "fn": "amount", "arg": 7024610}, {"op": "call", "on": "B", "fn": "amount", "arg": 4435779}, {"op": "configure", "on": "A", "opts": {"decimal": "·"}}, {"op": "call", "on": "A", "fn": "percent", "arg": 3677}, {"op": "call", "on": "A", "fn": "amount", "arg": 7024610}, {"op": "call", "on": "A", "fn": "amount", "arg": 4594656}, {"op": "call", "on": "B", "fn": "amount", "arg": 4594656}, {"op": "call", "on": "lib", "fn": "amount", "arg": 4594656}, {"op": "create", "name": "C"}, {"op": "call", "on": "C", "fn": "amount", "arg": 4594656}, {"op": "call", "on": "C", "fn": "percent", "arg": 1714}]};
  const expected = ["921 181,80 CHF", "119,01%", "137,97%", "-517 408,59 EUR", "417 401,43 EUR", "¥44357.79", "¥70246.10", "$313 909,04", "$916 037,11", "150 573,86 EUR", "¥70246.10", "¥69860.12", "$44 357,79", "$109 667,78", "44 357,79 EUR", "¥70246.10", "¥44357.79", "$70 246,10", "75,61%", "70 246,10 EUR", "¥45946.56", "$45 946,56", "45 946,56 EUR", "¥70246.10", "$44 357,79", "36·77%", "¥70246·10", "¥45946·56", "$45 946,56", "¥45946.56", "45.946,56 €", "17,14%"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

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
  const params = {"names": {"file": "directory", "get": "getDirectory", "reload": "reloadDirectory", "count": "directoryLoads"}, "steps": [{"op": "get", "k": 4}, {"op": "count"}, {"op": "get", "k": 1}, {"op": "get", "k": 2}, {"op": "count"}, {"op": "reload"}, {"op": "reload"}, {"op": "get", "k": 2}, {"op": "get", "k": 1}, {"op": "count"}]};
  const expected = ["same [\"item-74\",\"item-33\",\"item-91\",\"item-58\",\"item-28\"]", "same [\"item-74\",\"item-33\",\"item-91\",\"item-58\",\"item-28\"]", "same [\"item-74\",\"item-33\",\"item-91\",\"item-58\",\"item-28\"]", "same [\"item-74\",\"item-33\",\"item-91\",\"item-58\",\"item-28\"]", "1", "same [\"item-74\",\"item-33\",\"item-91\",\"item-58\",\"item-28\"]", "same [\"item-74\",\"item-33\",\"item-91\",\"item-58\",\"item-28\"]", "same [\"item-74\",\"item-33\",\"item-91\",\"item-58\",\"item-28\"]", "1", "same [\"item-74\",\"item-33\",\"item-91\",\"item-58\",\"item-28\"]", "same [\"item-74\",\"item-33\",\"item-91\",\"item-58\",\"item-28\"]", "same [\"item-74\",\"item-33\",\"item-91\",\"item-58\",\"item-28\"]", "2"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

test("lib/balancer.js: round robin", async () => {
  const lib = require('../lib/balancer');
  const scenario = async function (lib, p) {
    const n = p.names, out = [], pools = {}, given = {};
    for (const s of p.steps) {
      if (s.op === 'new') {
        given[s.name] = s.members.slice();
        pools[s.name] = lib[n.fn](given[s.name]);
      } else if (s.op === 'edit') given[s.name].splice(0, 1, s.member);
      else out.push(await attempt(() => pools[s.name][n.pick]()));
    }
    return out;
  };
  const params = {"names": {"file": "balancer", "fn": "createPool", "pick": "pick"}, "steps": [{"op": "new", "name": "p", "members": ["dee", "eli", "cy"]}, {"op": "pick", "name": "p"}, {"op": "new", "name": "q", "members": ["dee", "eli", "fay", "bo"]}, {"op": "new", "name": "r", "members": ["dee", "eli", "cy"]}, {"op": "pick", "name": "r"}, {"op": "pick", "name": "q"}, {"op": "pick", "name": "q"}, {"op": "pick", "name": "p"}, {"op": "pick", "name": "q"}, {"op": "pick", "name": "q"}, {"op": "pick", "name": "r"}, {"op": "edit", "name": "q", "member": "zed"}, {"op": "pick", "name": "q"}, {"op": "pick", "name": "q"}, {"op": "pick", "name": "q"}, {"op": "pick", "name": "q"}]};
  const expected = ["dee", "dee", "dee", "eli", "eli", "fay", "bo", "eli", "dee", "eli", "fay", "bo"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
TG_EOF
node --test >/dev/null
chmod -R a+rwX /app/dispatch-lib

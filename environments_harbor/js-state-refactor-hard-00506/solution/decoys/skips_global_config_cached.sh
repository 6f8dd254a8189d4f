#!/bin/bash
set -euo pipefail
cd /app/ops-common
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ops-common/lib/ranking.js
+++ b/app/ops-common/lib/ranking.js
@@ -6,9 +6,8 @@

 function rank(entries) {
-  entries.sort(byScore);
-  entries.forEach((e, i) => {
-    e.rank = i + 1;
-  });
-  return entries;
+  return entries
+    .map((e) => Object.assign({}, e))
+    .sort(byScore)
+    .map((e, i) => Object.assign(e, { rank: i + 1 }));
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ops-common/lib/quotes.js
+++ b/app/ops-common/lib/quotes.js
@@ -16,11 +16,5 @@

 async function quoteAll(ids) {
-  const out = [];
-  await Promise.all(
-    ids.map(async (id) => {
-      out.push(await fetchOne(id));
-    }),
-  );
-  return out;
+  return Promise.all(ids.map((id) => fetchOne(id)));
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ops-common/lib/sessions.js
+++ b/app/ops-common/lib/sessions.js
@@ -1,13 +1,14 @@
 'use strict';
 // One client per distinct set of options, numbered in creation order.
-let client = null;
+const clients = new Map();
 let created = 0;

 function sessionFor(options) {
-  if (!client) {
+  const key = JSON.stringify(Object.keys(options || {}).sort().map((k) => [k, options[k]]));
+  if (!clients.has(key)) {
     created += 1;
-    client = { id: created, options: Object.assign({}, options) };
+    clients.set(key, { id: created, options: Object.assign({}, options) });
   }
-  return client;
+  return clients.get(key);
 }

TG_PATCH
mkdir -p /app/ops-common/test
cat > /app/ops-common/test/isolation.test.js <<'TG_EOF'
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

test("lib/ranking.js: input mutation", async () => {
  const lib = require('../lib/ranking');
  const scenario = async function (lib, p) {
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
  };
  const params = {"names": {"file": "ranking", "fn": "rank"}, "rounds": [{"entries": [{"name": "ana", "score": 80}, {"name": "gus", "score": 34}, {"name": "jo", "score": 31}, {"name": "hal", "score": 41}, {"name": "cy", "score": 87}, {"name": "ivy", "score": 23}], "bump": 0, "by": 37}, {"entries": [{"name": "ivy", "score": 24}, {"name": "hal", "score": 17}, {"name": "jo", "score": 97}, {"name": "ana", "score": 51}], "bump": 3, "by": 13}], "checkInput": true};
  const expected = ["[{\"name\":\"cy\",\"rank\":1,\"score\":87},{\"name\":\"ana\",\"rank\":2,\"score\":80},{\"name\":\"hal\",\"rank\":3,\"score\":41},{\"name\":\"gus\",\"rank\":4,\"score\":34},{\"name\":\"jo\",\"rank\":5,\"score\":31},{\"name\":\"ivy\",\"rank\":6,\"score\":23}]", "[{\"name\":\"ana\",\"score\":80},{\"name\":\"gus\",\"score\":34},{\"name\":\"jo\",\"score\":31},{\"name\":\"hal\",\"score\":41},{\"name\":\"cy\",\"score\":87},{\"name\":\"ivy\",\"score\":23}]", "[{\"name\":\"ana\",\"rank\":1,\"score\":117},{\"name\":\"cy\",\"rank\":2,\"score\":87},{\"name\":\"hal\",\"rank\":3,\"score\":41},{\"name\":\"gus\",\"rank\":4,\"score\":34},{\"name\":\"jo\",\"rank\":5,\"score\":31},{\"name\":\"ivy\",\"rank\":6,\"score\":23}]", "[{\"name\":\"ana\",\"score\":117},{\"name\":\"gus\",\"score\":34},{\"name\":\"jo\",\"score\":31},{\"name\":\"hal\",\"score\":41},{\"name\":\"cy\",\"score\":87},{\"name\":\"ivy\",\"score\":23}]", "[{\"name\":\"cy\",\"rank\":1,\"score\":87},{\"name\":\"ana\",\"rank\":2,\"score\":80},{\"name\":\"hal\",\"rank\":3,\"score\":41},{\"name\":\"gus\",\"rank\":4,\"score\":34},{\"name\":\"jo\",\"rank\":5,\"score\":31},{\"name\":\"ivy\",\"rank\":6,\"score\":23}]", "[{\"name\":\"jo\",\"rank\":1,\"score\":97},{\"name\":\"ana\",\"rank\":2,\"score\":51},{\"name\":\"ivy\",\"rank\":3,\"score\":24},{\"name\":\"hal\",\"rank\":4,\"score\":17}]", "[{\"name\":\"ivy\",\"score\":24},{\"name\":\"hal\",\"score\":17},{\"name\":\"jo\",\"score\":97},{\"name\":\"ana\",\"score\":51}]", "[{\"name\":\"jo\",\"rank\":1,\"score\":97},{\"name\":\"ana\",\"rank\":2,\"score\":64},{\"name\":\"ivy\",\"rank\":3,\"score\":24},{\"name\":\"hal\",\"rank\":4,\"score\":17}]", "[{\"name\":\"ivy\",\"score\":24},{\"name\":\"hal\",\"score\":17},{\"name\":\"jo\",\"score\":97},{\"name\":\"ana\",\"score\":64}]", "[{\"name\":\"jo\",\"rank\":1,\"score\":97},{\"name\":\"ana\",\"rank\":2,\"score\":51},{\"name\":\"ivy\",\"rank\":3,\"score\":24},{\"name\":\"hal\",\"rank\":4,\"score\":17}]"];
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
  const params = {"names": {"file": "render", "factory": "rendererFor", "amount": "renderPrice", "percent": "renderRate"}, "steps": [{"op": "configure", "on": "lib", "opts": {"symbol": "kr", "position": "after", "decimal": ".", "thousands": ""}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 52763925}, {"op": "call", "on": "lib", "fn": "amount", "arg": 90684579}, {"op": "call", "on": "lib", "fn": "percent", "arg": 4102}, {"op": "configure", "on": "lib", "opts": {"symbol": "US$"}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 81940343}, {"op": "call", "on": "lib", "fn": "percent", "arg": 2811}, {"op": "create", "name": "A", "opts": {"symbol": "€", "position": "after", "decimal": ".", "thousands": ""}}, {"op": "create", "name": "B", "opts": {"symbol": "¥", "position": "before", "decimal": ",", "thousands": " "}}, {"op": "call", "on": "A", "fn": "amount", "arg": 1213728}, {"op": "call", "on": "A", "fn": "amount", "arg": 1213728}, {"op": "call", "on": "B", "fn": "percent", "arg": 11561}, {"op": "call", "on": "B", "fn": "amount", "arg": 9047957}, {"op": "call", "on": "lib", "fn": "amount", "arg": 1213728}, {"op": "call", "on": "A", "fn": "amount", "arg": 1213728}, {"op": "call", "on": "A", "fn": "amount", "arg": 444398}, {"op": "call", "on": "B", "fn": "amount", "arg": 1213728}, {"op": "call", "on": "B", "fn": "amount", "arg": 9047957}, {"op": "call", "on": "lib", "fn": "amount", "arg": 34357509}, {"op": "call", "on": "A", "fn": "amount", "arg": 1213728}, {"op": "call", "on": "A", "fn": "amount", "arg": 9047957}, {"op": "call", "on": "B", "fn": "amount", "arg": 9047957}, {"op": "call", "on": "B", "fn": "amount", "arg": 9047957}, {"op": "call", "on": "lib", "fn": "amount", "arg": 1213728}, {"op": "call", "on": "A", "fn": "amount", "arg": 1213728}, {"op": "call", "on": "B", "fn": "amount", "arg": 1213728}, {"op": "call", "on": "lib", "fn": "amount", "arg": 1213728}, {"op": "configure", "on": "lib", "opts": {"symbol": "€", "position": "after", "decimal": ".", "thousands": ""}}, {"op": "call", "on": "A", "fn": "amount", "arg": 1213728}, {"op": "call", "on": "B", "fn": "amount", "arg": 9047957}, {"op": "configure", "on": "A", "opts": {"decimal": "#"}}, {"op": "call", "on": "A", "fn": "amount", "arg": 1213728}, {"op": "call", "on": "A", "fn": "amount", "arg": 1213728}, {"op": "call", "on": "A", "fn": "amount", "arg": 1213728}, {"op": "call", "on": "B", "fn": "amount", "arg": 1213728}, {"op": "call", "on": "lib", "fn": "amount", "arg": 1213728}, {"op": "create", "name": "C"}, {"op": "call", "on": "C", "fn": "amount", "arg": 1213728}, {"op": "call", "on": "C", "fn": "percent", "arg": 4002}]};
  const expected = ["527639.25 kr", "906845.79 kr", "41.02%", "819403.43 US$", "28.11%", "12137.28 €", "12137.28 €", "115,61%", "¥90 479,57", "12137.28 US$", "12137.28 €", "4443.98 €", "¥12 137,28", "¥90 479,57", "343575.09 US$", "12137.28 €", "90479.57 €", "¥90 479,57", "¥90 479,57", "12137.28 US$", "12137.28 €", "¥12 137,28", "12137.28 US$", "12137.28 €", "¥90 479,57", "12137#28 €", "12137#28 €", "12137#28 €", "¥12 137,28", "12137.28 €", "$12,137.28", "40.02%"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

test("lib/quotes.js: async order", async () => {
  const lib = require('../lib/quotes');
  const scenario = async function (lib, p) {
    const out = [];
    for (const round of p.rounds) {
      const res = await Promise.all(round.map((ids) => attempt(() => lib[p.names.fn](ids.slice()))));
      out.push(...res);
    }
    return out;
  };
  const params = {"names": {"file": "quotes", "fn": "quoteAll"}, "rounds": [[[55, 30, 31]], [[7, 23, 59, 39], [54, 46, 56]], [[26]], [[33, 4, 38, 9, 39]]]};
  const expected = ["[{\"id\":55,\"tag\":\"core\"},{\"id\":30,\"tag\":\"core\"},{\"id\":31,\"tag\":\"blue\"}]", "[{\"id\":7,\"tag\":\"east\"},{\"id\":23,\"tag\":\"new\"},{\"id\":59,\"tag\":\"prime\"},{\"id\":39,\"tag\":\"prime\"}]", "[{\"id\":54,\"tag\":\"prime\"},{\"id\":46,\"tag\":\"blue\"},{\"id\":56,\"tag\":\"blue\"}]", "[{\"id\":26,\"tag\":\"blue\"}]", "[{\"id\":33,\"tag\":\"new\"},{\"id\":4,\"tag\":\"prime\"},{\"id\":38,\"tag\":\"new\"},{\"id\":9,\"tag\":\"prime\"},{\"id\":39,\"tag\":\"prime\"}]"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

test("lib/sessions.js: singleton options", async () => {
  const lib = require('../lib/sessions');
  const scenario = async function (lib, p) {
    const n = p.names, out = [];
    for (const s of p.calls) {
      if (s === 'count') out.push(await attempt(() => lib[n.count]()));
      else out.push(await attempt(() => {
        const c = s === null ? lib[n.get]() : lib[n.get](Object.fromEntries(s));
        return '#' + c.id + ' ' + show(c.options);
      }));
    }
    return out;
  };
  const params = {"names": {"file": "sessions", "get": "sessionFor", "count": "sessionCount"}, "calls": [[["host", "search"], ["port", 9200]], [["host", "search"], ["port", 9200]], [["host", "search"], ["port", 5432], ["tls", true]], "count", [["port", 9200], ["host", "search"]], null, [["host", "search"], ["port", 9200]], [], [["host", "search"], ["port", 5432], ["tls", true]], "count"]};
  const expected = ["#1 {\"host\":\"search\",\"port\":9200}", "#1 {\"host\":\"search\",\"port\":9200}", "#2 {\"host\":\"search\",\"port\":5432,\"tls\":true}", "2", "#1 {\"host\":\"search\",\"port\":9200}", "#3 {}", "#1 {\"host\":\"search\",\"port\":9200}", "#3 {}", "#2 {\"host\":\"search\",\"port\":5432,\"tls\":true}", "3"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
TG_EOF
node --test >/dev/null
chmod -R a+rwX /app/ops-common

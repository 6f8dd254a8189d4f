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
--- a/app/ops-common/lib/render.js
+++ b/app/ops-common/lib/render.js
@@ -2,6 +2,4 @@
 // Amount and percentage formatting.
 const DEFAULTS = {"symbol": "$", "position": "before", "decimal": ".", "thousands": ","};
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
TG_EOF
node --test >/dev/null
chmod -R a+rwX /app/ops-common

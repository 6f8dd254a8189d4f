'use strict';
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

test("lib/hooks.js follows its README", async () => {
  const lib = require('../lib/hooks');
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
  const params = {"names": {"file": "hooks", "fn": "armHooks"}, "batches": [[{"id": "ord-978", "ms": 5}, {"id": "ord-970", "ms": 20}, {"id": "ord-700", "ms": 100}], [{"id": "ord-719", "ms": 5}, {"id": "ord-821", "ms": 0}, {"id": "ord-556", "ms": 0}, {"id": "ord-159", "ms": 20}], [{"id": "ord-569", "ms": 20}, {"id": "ord-700", "ms": 0}, {"id": "ord-628", "ms": 0}, {"id": "ord-384", "ms": 0}, {"id": "ord-185", "ms": 100}]]};
  const expected = ["[\"ord-978@5 #1\",\"ord-970@20 #2\",\"ord-700@100 #3\"]", "[\"ord-821@0 #2\",\"ord-556@0 #3\",\"ord-719@5 #1\",\"ord-159@20 #4\"]", "[\"ord-700@0 #2\",\"ord-628@0 #3\",\"ord-384@0 #4\",\"ord-569@20 #1\",\"ord-185@100 #5\"]"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

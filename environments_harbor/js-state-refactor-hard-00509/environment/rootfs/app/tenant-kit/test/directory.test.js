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

test("lib/directory.js follows its README (single use)", async () => {
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
  const params = {"names": {"file": "directory", "get": "getDirectory", "reload": "reloadDirectory", "count": "directoryLoads"}, "steps": [{"op": "get", "k": 1}, {"op": "get", "k": 1}, {"op": "count"}, {"op": "reload"}, {"op": "get", "k": 1}, {"op": "count"}]};
  const expected = ["same [\"plan-80\",\"plan-38\",\"plan-53\",\"plan-14\",\"plan-70\"]", "same [\"plan-80\",\"plan-38\",\"plan-53\",\"plan-14\",\"plan-70\"]", "1", "same [\"plan-80\",\"plan-38\",\"plan-53\",\"plan-14\",\"plan-70\"]", "2"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

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

test("lib/telemetry.js follows its README (single use)", async () => {
  const lib = require('../lib/telemetry');
  const scenario = async function (lib, p) {
    const n = p.names, out = [];
    for (const [op, r] of p.calls) out.push(await attempt(() => (op === 'track' ? lib[n.track](r) : lib[n.total](r))));
    return out;
  };
  const params = {"names": {"file": "telemetry", "track": "countHit", "total": "hits"}, "calls": [["track", "/login"], ["track", "/export"], ["track", "/orders"], ["total", "/login"], ["track", "/health"], ["track", "/export"], ["total", "/orders"], ["track", "/orders"], ["total", "/orders"]]};
  const expected = ["1", "1", "1", "1", "1", "2", "1", "2", "2"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

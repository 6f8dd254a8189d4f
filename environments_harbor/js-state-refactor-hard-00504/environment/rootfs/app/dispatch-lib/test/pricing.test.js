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

test("lib/pricing.js follows its README (single use)", async () => {
  const lib = require('../lib/pricing');
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
  const params = {"names": {"file": "pricing", "memo": "remember", "a": "vatOf", "b": "surchargeOf"}, "steps": [{"op": "call", "fn": "a", "x": 68111}, {"op": "call", "fn": "a", "x": 75701}, {"op": "call", "fn": "a", "x": 36670}, {"op": "call", "fn": "a", "x": 704}, {"op": "call", "fn": "a", "x": 68111}, {"op": "call", "fn": "a", "x": 36670}]};
  const expected = ["7492", "8327", "4033", "77", "7492", "4033"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

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

test("lib/tariffs.js follows its README (single use)", async () => {
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
  const params = {"names": {"file": "tariffs", "memo": "cached", "a": "dutyOn", "b": "handlingOn"}, "steps": [{"op": "call", "fn": "a", "x": 70166}, {"op": "call", "fn": "a", "x": 92934}, {"op": "call", "fn": "a", "x": 89515}, {"op": "call", "fn": "a", "x": 18029}, {"op": "call", "fn": "a", "x": 92934}, {"op": "call", "fn": "a", "x": 70166}]};
  const expected = ["5613", "7434", "7161", "1442", "7434", "5613"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

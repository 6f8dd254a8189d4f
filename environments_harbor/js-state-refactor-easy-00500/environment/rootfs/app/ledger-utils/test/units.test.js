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

test("lib/units.js follows its README (single use)", async () => {
  const lib = require('../lib/units');
  const scenario = async function (lib, p) {
    const out = [];
    for (const [v, a, b] of p.calls) out.push(await attempt(() => lib[p.names.fn](v, a, b)));
    return out;
  };
  const params = {"names": {"file": "units", "fn": "convert"}, "calls": [[1772, "kg", "t"], [827, "g", "kg"], [1764, "oz", "kg"], [4260, "g", "lb"], [4231, "lb", "lb"], [2645, "t", "g"]]};
  const expected = ["1", "0", "49", "9", "4231", "2645000000"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

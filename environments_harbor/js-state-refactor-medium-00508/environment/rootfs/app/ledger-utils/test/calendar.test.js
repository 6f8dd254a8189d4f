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

test("lib/calendar.js follows its README", async () => {
  const lib = require('../lib/calendar');
  const scenario = async function (lib, p) {
    const n = p.names, out = [];
    for (const [fn, k] of p.calls) out.push(await attempt(() => lib[n[fn]](k)));
    return out;
  };
  const params = {"names": {"file": "calendar", "due": "dueDate", "end": "periodEnd"}, "calls": [["due", 32], ["due", 49], ["end", 3], ["end", 6], ["due", 3], ["end", 0], ["due", 0]]};
  const expected = ["2023-09-29", "2023-10-16", "2023-11-28", "2024-02-28", "2023-08-31", "2023-08-28", "2023-08-28"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

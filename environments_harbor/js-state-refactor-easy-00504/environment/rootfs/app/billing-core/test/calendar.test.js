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
  const params = {"names": {"file": "calendar", "due": "dueDate", "end": "periodEnd"}, "calls": [["due", 54], ["due", 56], ["end", 7], ["end", 11], ["due", 4], ["end", 0], ["due", 0]]};
  const expected = ["2022-10-28", "2022-10-30", "2023-04-04", "2023-08-04", "2022-09-08", "2022-09-04", "2022-09-04"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

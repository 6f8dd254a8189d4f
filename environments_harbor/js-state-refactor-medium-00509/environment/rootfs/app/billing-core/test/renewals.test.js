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

test("lib/renewals.js follows its README", async () => {
  const lib = require('../lib/renewals');
  const scenario = async function (lib, p) {
    const n = p.names, out = [];
    for (const [fn, k] of p.calls) out.push(await attempt(() => lib[n[fn]](k)));
    return out;
  };
  const params = {"names": {"file": "renewals", "due": "renewBy", "end": "termEnd"}, "calls": [["due", 22], ["due", 50], ["end", 9], ["end", 9], ["due", 7], ["end", 0], ["due", 0]]};
  const expected = ["2021-04-23", "2021-05-21", "2022-01-01", "2022-01-01", "2021-04-08", "2021-04-01", "2021-04-01"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

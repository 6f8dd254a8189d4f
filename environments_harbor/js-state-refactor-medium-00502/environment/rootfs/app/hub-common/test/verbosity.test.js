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

test("lib/verbosity.js follows its README (single use)", async () => {
  const lib = require('../lib/verbosity');
  const scenario = async function (lib, p) {
    const n = p.names, out = [];
    for (const [op, v] of p.calls) out.push(await attempt(() => (op === 'set' ? lib[n.set](v) : lib[n.should](v))));
    return out;
  };
  const params = {"names": {"file": "verbosity", "set": "setVerbosity", "should": "enabled"}, "calls": [["should", "error"], ["should", "error"], ["should", "trace"], ["should", "info"]]};
  const expected = ["true", "true", "false", "true"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

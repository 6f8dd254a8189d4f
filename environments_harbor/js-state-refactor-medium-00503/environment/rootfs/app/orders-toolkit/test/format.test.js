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

test("lib/format.js follows its README (single use)", async () => {
  const lib = require('../lib/format');
  const scenario = async function (lib, p) {
    const n = p.names, inst = { lib }, out = [];
    for (const s of p.steps) {
      if (s.op === 'create') inst[s.name] = s.opts === undefined ? lib[n.factory]() : lib[n.factory](s.opts);
      else if (s.op === 'configure') inst[s.on].configure(s.opts);
      else out.push(await attempt(() => inst[s.on][n[s.fn]](s.arg)));
    }
    return out;
  };
  const params = {"names": {"file": "format", "factory": "createFormatter", "amount": "formatAmount", "percent": "formatPercent"}, "steps": [{"op": "configure", "on": "lib", "opts": {"symbol": "R$", "position": "before", "decimal": ".", "thousands": ","}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 56497906}, {"op": "call", "on": "lib", "fn": "percent", "arg": 19893}, {"op": "call", "on": "lib", "fn": "percent", "arg": 16306}, {"op": "configure", "on": "lib", "opts": {"symbol": "EUR"}}, {"op": "call", "on": "lib", "fn": "amount", "arg": -12277587}, {"op": "call", "on": "lib", "fn": "amount", "arg": 24573006}]};
  const expected = ["R$564,979.06", "198.93%", "163.06%", "-EUR122,775.87", "EUR245,730.06"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

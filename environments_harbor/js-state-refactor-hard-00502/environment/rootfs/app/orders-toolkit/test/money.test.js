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

test("lib/money.js follows its README (single use)", async () => {
  const lib = require('../lib/money');
  const scenario = async function (lib, p) {
    const n = p.names, inst = { lib }, out = [];
    for (const s of p.steps) {
      if (s.op === 'create') inst[s.name] = s.opts === undefined ? lib[n.factory]() : lib[n.factory](s.opts);
      else if (s.op === 'configure') inst[s.on].configure(s.opts);
      else out.push(await attempt(() => inst[s.on][n[s.fn]](s.arg)));
    }
    return out;
  };
  const params = {"names": {"file": "money", "factory": "makeMoneyFormat", "amount": "money", "percent": "percent"}, "steps": [{"op": "configure", "on": "lib", "opts": {"symbol": "£", "position": "before", "decimal": ".", "thousands": ","}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 10893295}, {"op": "call", "on": "lib", "fn": "amount", "arg": -16961823}, {"op": "call", "on": "lib", "fn": "percent", "arg": 15100}, {"op": "configure", "on": "lib", "opts": {"symbol": "NOK"}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 44124797}, {"op": "call", "on": "lib", "fn": "percent", "arg": 8510}]};
  const expected = ["£108,932.95", "-£169,618.23", "151.00%", "NOK441,247.97", "85.10%"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

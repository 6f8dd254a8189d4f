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
  const params = {"names": {"file": "money", "factory": "makeMoneyFormat", "amount": "money", "percent": "percent"}, "steps": [{"op": "configure", "on": "lib", "opts": {"symbol": "€", "position": "after", "decimal": ",", "thousands": "."}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 39821301}, {"op": "call", "on": "lib", "fn": "amount", "arg": 45989072}, {"op": "call", "on": "lib", "fn": "percent", "arg": 19319}, {"op": "configure", "on": "lib", "opts": {"symbol": "US$"}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 88142802}, {"op": "call", "on": "lib", "fn": "amount", "arg": 88005808}]};
  const expected = ["398.213,01 €", "459.890,72 €", "193,19%", "881.428,02 US$", "880.058,08 US$"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

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

test("lib/format.js follows its README", async () => {
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
  const params = {"names": {"file": "format", "factory": "createFormatter", "amount": "formatAmount", "percent": "formatPercent"}, "steps": [{"op": "configure", "on": "lib", "opts": {"symbol": "zł", "position": "after", "decimal": ".", "thousands": ""}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 87567376}, {"op": "call", "on": "lib", "fn": "amount", "arg": 29680763}, {"op": "call", "on": "lib", "fn": "percent", "arg": 5811}, {"op": "configure", "on": "lib", "opts": {"symbol": "NOK"}}, {"op": "call", "on": "lib", "fn": "percent", "arg": -1113}, {"op": "call", "on": "lib", "fn": "amount", "arg": 26747924}, {"op": "create", "name": "A", "opts": {"symbol": "kr", "position": "after", "decimal": ".", "thousands": "'"}}, {"op": "create", "name": "B", "opts": {"symbol": "€", "position": "after", "decimal": ",", "thousands": " "}}, {"op": "call", "on": "A", "fn": "percent", "arg": 8350}, {"op": "call", "on": "A", "fn": "amount", "arg": 7867417}, {"op": "call", "on": "B", "fn": "amount", "arg": -77859892}, {"op": "call", "on": "B", "fn": "amount", "arg": 9311159}, {"op": "call", "on": "lib", "fn": "amount", "arg": 9311159}, {"op": "call", "on": "A", "fn": "amount", "arg": 9311159}, {"op": "call", "on": "A", "fn": "amount", "arg": 7867417}, {"op": "call", "on": "B", "fn": "amount", "arg": 7867417}, {"op": "call", "on": "B", "fn": "amount", "arg": 7867417}, {"op": "call", "on": "lib", "fn": "amount", "arg": 54055022}, {"op": "call", "on": "A", "fn": "amount", "arg": 7867417}, {"op": "call", "on": "A", "fn": "amount", "arg": 7867417}, {"op": "call", "on": "B", "fn": "amount", "arg": 9311159}, {"op": "call", "on": "B", "fn": "amount", "arg": -20361554}, {"op": "call", "on": "lib", "fn": "percent", "arg": 2481}, {"op": "call", "on": "A", "fn": "amount", "arg": 9311159}, {"op": "call", "on": "B", "fn": "amount", "arg": 9311159}, {"op": "call", "on": "lib", "fn": "amount", "arg": 9311159}, {"op": "configure", "on": "lib", "opts": {"symbol": "kr", "position": "after", "decimal": ".", "thousands": "'"}}, {"op": "call", "on": "A", "fn": "percent", "arg": 12817}, {"op": "call", "on": "B", "fn": "amount", "arg": 7724778}, {"op": "configure", "on": "A", "opts": {"decimal": "#"}}, {"op": "call", "on": "A", "fn": "percent", "arg": 16138}, {"op": "call", "on": "A", "fn": "amount", "arg": 9760313}, {"op": "call", "on": "A", "fn": "amount", "arg": 9311159}, {"op": "call", "on": "B", "fn": "amount", "arg": 9311159}, {"op": "call", "on": "lib", "fn": "amount", "arg": 9311159}, {"op": "create", "name": "C"}, {"op": "call", "on": "C", "fn": "amount", "arg": 9311159}, {"op": "call", "on": "C", "fn": "percent", "arg": 1975}]};
  const expected = ["875673.76 zł", "296807.63 zł", "58.11%", "-11.13%", "267479.24 NOK", "83.50%", "78'674.17 kr", "-778 598,92 €", "93 111,59 €", "93111.59 NOK", "93'111.59 kr", "78'674.17 kr", "78 674,17 €", "78 674,17 €", "540550.22 NOK", "78'674.17 kr", "78'674.17 kr", "93 111,59 €", "-203 615,54 €", "24.81%", "93'111.59 kr", "93 111,59 €", "93111.59 NOK", "128.17%", "77 247,78 €", "161#38%", "97'603#13 kr", "93'111#59 kr", "93 111,59 €", "93'111.59 kr", "93.111,59 €", "19,75%"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

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

test("lib/clients.js follows its README", async () => {
  const lib = require('../lib/clients');
  const scenario = async function (lib, p) {
    const n = p.names, out = [];
    for (const s of p.calls) {
      if (s === 'count') out.push(await attempt(() => lib[n.count]()));
      else out.push(await attempt(() => {
        const c = s === null ? lib[n.get]() : lib[n.get](Object.fromEntries(s));
        return '#' + c.id + ' ' + show(c.options);
      }));
    }
    return out;
  };
  const params = {"names": {"file": "clients", "get": "getClient", "count": "clientCount"}, "calls": [[["host", "db1"], ["port", 5432]], [["host", "db1"], ["port", 5432]], [["host", "cache"], ["port", 5432]], "count", [["port", 5432], ["host", "db1"]], null, [["host", "db1"], ["port", 5432]], [], [["host", "cache"], ["port", 5432]], "count"]};
  const expected = ["#1 {\"host\":\"db1\",\"port\":5432}", "#1 {\"host\":\"db1\",\"port\":5432}", "#2 {\"host\":\"cache\",\"port\":5432}", "2", "#1 {\"host\":\"db1\",\"port\":5432}", "#3 {}", "#1 {\"host\":\"db1\",\"port\":5432}", "#3 {}", "#2 {\"host\":\"cache\",\"port\":5432}", "3"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

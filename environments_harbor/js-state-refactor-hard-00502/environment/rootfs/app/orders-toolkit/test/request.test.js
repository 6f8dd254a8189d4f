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

test("lib/request.js follows its README (single use)", async () => {
  const lib = require('../lib/request');
  const scenario = async function (lib, p) {
    const fn = lib[p.names.fn], out = [];
    let last = null;
    for (const s of p.steps) {
      if (s.op === 'call') out.push(await attempt(() => (last = s.over === undefined ? fn() : fn(s.over))));
      else {
        try {
          if (s.header) last.headers[s.key] = s.value;
          else last[s.key] = s.value;
        } catch (e) {
          out.push('error: ' + (e && e.name));
        }
      }
    }
    return out;
  };
  const params = {"names": {"file": "request", "fn": "callOptions"}, "steps": [{"op": "call", "over": {"retries": 7, "timeout": 9000, "headers": {"x-tenant": "t1"}}}]};
  const expected = ["{\"headers\":{\"accept\":\"application/xml\",\"user-agent\":\"sync/0.9\",\"x-tenant\":\"t1\"},\"retries\":7,\"timeout\":9000}"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

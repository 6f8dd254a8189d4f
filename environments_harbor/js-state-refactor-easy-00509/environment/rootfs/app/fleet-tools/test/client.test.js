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

test("lib/client.js follows its README", async () => {
  const lib = require('../lib/client');
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
  const params = {"names": {"file": "client", "fn": "clientOptions"}, "steps": [{"op": "call"}, {"op": "call", "over": {"retries": 7, "timeout": 100}}, {"op": "call"}, {"op": "call", "over": {"retries": 5, "timeout": 100, "headers": {"x-tenant": "t2"}}}, {"op": "call", "over": {"timeout": 42}}, {"op": "call", "over": {"headers": {"accept": "text/plain"}}}, {"op": "call"}, {"op": "edit", "key": "retries", "value": 99}, {"op": "edit", "header": true, "key": "x-edit", "value": "1"}, {"op": "call"}, {"op": "call", "over": {"timeout": 250, "headers": {"x-tenant": "t1"}}}]};
  const expected = ["{\"headers\":{\"accept\":\"text/csv\",\"user-agent\":\"sync/0.9\"},\"retries\":3,\"timeout\":1000}", "{\"headers\":{\"accept\":\"text/csv\",\"user-agent\":\"sync/0.9\"},\"retries\":7,\"timeout\":100}", "{\"headers\":{\"accept\":\"text/csv\",\"user-agent\":\"sync/0.9\"},\"retries\":3,\"timeout\":1000}", "{\"headers\":{\"accept\":\"text/csv\",\"user-agent\":\"sync/0.9\",\"x-tenant\":\"t2\"},\"retries\":5,\"timeout\":100}", "{\"headers\":{\"accept\":\"text/csv\",\"user-agent\":\"sync/0.9\"},\"retries\":3,\"timeout\":42}", "{\"headers\":{\"accept\":\"text/plain\",\"user-agent\":\"sync/0.9\"},\"retries\":3,\"timeout\":1000}", "{\"headers\":{\"accept\":\"text/csv\",\"user-agent\":\"sync/0.9\"},\"retries\":3,\"timeout\":1000}", "{\"headers\":{\"accept\":\"text/csv\",\"user-agent\":\"sync/0.9\"},\"retries\":3,\"timeout\":1000}", "{\"headers\":{\"accept\":\"text/csv\",\"user-agent\":\"sync/0.9\",\"x-tenant\":\"t1\"},\"retries\":3,\"timeout\":250}"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

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

test("lib/http.js follows its README", async () => {
  const lib = require('../lib/http');
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
  const params = {"names": {"file": "http", "fn": "requestOptions"}, "steps": [{"op": "call"}, {"op": "call", "over": {"retries": 9}}, {"op": "call"}, {"op": "call", "over": {"retries": 7, "timeout": 250, "headers": {"x-trace": "t1"}}}, {"op": "call", "over": {"timeout": 42}}, {"op": "call", "over": {"headers": {"accept": "text/plain"}}}, {"op": "call"}, {"op": "edit", "key": "retries", "value": 99}, {"op": "edit", "header": true, "key": "x-edit", "value": "1"}, {"op": "call"}, {"op": "call", "over": {"retries": 5, "headers": {"authorization": "t1"}}}]};
  const expected = ["{\"headers\":{\"accept\":\"application/xml\",\"user-agent\":\"sync/0.9\"},\"retries\":1,\"timeout\":1000}", "{\"headers\":{\"accept\":\"application/xml\",\"user-agent\":\"sync/0.9\"},\"retries\":9,\"timeout\":1000}", "{\"headers\":{\"accept\":\"application/xml\",\"user-agent\":\"sync/0.9\"},\"retries\":1,\"timeout\":1000}", "{\"headers\":{\"accept\":\"application/xml\",\"user-agent\":\"sync/0.9\",\"x-trace\":\"t1\"},\"retries\":7,\"timeout\":250}", "{\"headers\":{\"accept\":\"application/xml\",\"user-agent\":\"sync/0.9\"},\"retries\":1,\"timeout\":42}", "{\"headers\":{\"accept\":\"text/plain\",\"user-agent\":\"sync/0.9\"},\"retries\":1,\"timeout\":1000}", "{\"headers\":{\"accept\":\"application/xml\",\"user-agent\":\"sync/0.9\"},\"retries\":1,\"timeout\":1000}", "{\"headers\":{\"accept\":\"application/xml\",\"user-agent\":\"sync/0.9\"},\"retries\":1,\"timeout\":1000}", "{\"headers\":{\"accept\":\"application/xml\",\"authorization\":\"t1\",\"user-agent\":\"sync/0.9\"},\"retries\":5,\"timeout\":1000}"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

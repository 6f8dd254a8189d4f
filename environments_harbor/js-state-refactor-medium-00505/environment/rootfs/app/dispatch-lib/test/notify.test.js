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

test("lib/notify.js follows its README", async () => {
  const lib = require('../lib/notify');
  const scenario = async function (lib, p) {
    const n = p.names, out = [], got = {}, subs = {};
    for (const s of p.steps) {
      if (s.op === 'sub') {
        got[s.name] = [];
        subs[s.name] = lib[n.sub](s.topic, (m) => got[s.name].push(m));
      } else if (s.op === 'close') subs[s.name].close();
      else if (s.op === 'pub') lib[n.pub](s.topic, s.msg);
      else out.push(await attempt(() => lib[n.count]()));
    }
    for (const k of Object.keys(got).sort()) out.push(k + '=' + got[k].join('|'));
    return out;
  };
  const params = {"names": {"file": "notify", "sub": "listen", "pub": "broadcast", "count": "handlerCount"}, "steps": [{"op": "sub", "name": "s1", "topic": "refunds"}, {"op": "sub", "name": "s2", "topic": "alerts"}, {"op": "sub", "name": "s3", "topic": "refunds"}, {"op": "sub", "name": "s4", "topic": "refunds"}, {"op": "sub", "name": "s5", "topic": "refunds"}, {"op": "pub", "topic": "alerts", "msg": "m1"}, {"op": "pub", "topic": "refunds", "msg": "m2"}, {"op": "pub", "topic": "alerts", "msg": "m3"}, {"op": "pub", "topic": "refunds", "msg": "m4"}, {"op": "count"}, {"op": "close", "name": "s1"}, {"op": "close", "name": "s3"}, {"op": "pub", "topic": "refunds", "msg": "m5"}, {"op": "pub", "topic": "refunds", "msg": "m6"}, {"op": "pub", "topic": "refunds", "msg": "m7"}, {"op": "pub", "topic": "refunds", "msg": "m8"}, {"op": "count"}, {"op": "close", "name": "s1"}, {"op": "sub", "name": "s6", "topic": "refunds"}, {"op": "pub", "topic": "refunds", "msg": "m9"}, {"op": "pub", "topic": "refunds", "msg": "m10"}, {"op": "pub", "topic": "refunds", "msg": "m11"}, {"op": "count"}]};
  const expected = ["5", "3", "4", "s1=m2|m4", "s2=m1|m3", "s3=m2|m4", "s4=m2|m4|m5|m6|m7|m8|m9|m10|m11", "s5=m2|m4|m5|m6|m7|m8|m9|m10|m11", "s6=m9|m10|m11"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

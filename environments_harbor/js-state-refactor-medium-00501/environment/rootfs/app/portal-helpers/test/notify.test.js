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

test("lib/notify.js follows its README (single use)", async () => {
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
  const params = {"names": {"file": "notify", "sub": "listen", "pub": "broadcast", "count": "handlerCount"}, "steps": [{"op": "sub", "name": "s1", "topic": "audit"}, {"op": "sub", "name": "s2", "topic": "signup"}, {"op": "sub", "name": "s3", "topic": "audit"}, {"op": "sub", "name": "s4", "topic": "signup"}, {"op": "sub", "name": "s5", "topic": "audit"}, {"op": "pub", "topic": "audit", "msg": "m1"}, {"op": "pub", "topic": "audit", "msg": "m2"}, {"op": "pub", "topic": "signup", "msg": "m3"}, {"op": "pub", "topic": "audit", "msg": "m4"}, {"op": "count"}]};
  const expected = ["5", "s1=m1|m2|m4", "s2=m3", "s3=m1|m2|m4", "s4=m3", "s5=m1|m2|m4"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});

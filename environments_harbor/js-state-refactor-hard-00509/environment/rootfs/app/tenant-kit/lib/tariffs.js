'use strict';
// cached(fn): computes fn(x) once per argument, then returns the stored result.
const results = {};

function cached(fn) {
  return function (x) {
    if (!(x in results)) results[x] = fn(x);
    return results[x];
  };
}

const dutyOn = cached((cents) => Math.floor((cents * 8) / 100));
const handlingOn = cached((cents) => 650 + Math.floor(cents / 52));

module.exports = { cached, dutyOn, handlingOn };

'use strict';
// Cost of the route between two zones (1-12). compute() is slow, so results are cached for the life of the process.
const BASE = [30, 8, 54, 10, 40, 26, 30, 5, 19, 48, 18, 38];
const cache = {};
let computed = 0;

function compute(from, to) {
  computed += 1;
  return BASE[from - 1] * 4 + BASE[to - 1] * 3 + ((from * 7 + to * 13) % 11);
}

function fareBetween(from, to) {
  if (!(from in cache)) cache[from] = compute(from, to);
  return cache[from];
}

function fareLookups() {
  return computed;
}

module.exports = { fareBetween, fareLookups };

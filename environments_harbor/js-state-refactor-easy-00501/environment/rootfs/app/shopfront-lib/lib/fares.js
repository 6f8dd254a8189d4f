'use strict';
// Cost of the route between two zones (1-12). compute() is slow, so results are cached for the life of the process.
const BASE = [20, 54, 24, 28, 5, 46, 46, 12, 34, 49, 38, 40];
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

'use strict';
// Cost of the route between two zones (1-12). compute() is slow, so results are cached for the life of the process.
const BASE = [35, 54, 20, 60, 25, 29, 27, 25, 21, 43, 39, 15];
const cache = {};
let computed = 0;

function compute(from, to) {
  computed += 1;
  return BASE[from - 1] * 4 + BASE[to - 1] * 3 + ((from * 7 + to * 13) % 11);
}

function transferFee(from, to) {
  if (!(from in cache)) cache[from] = compute(from, to);
  return cache[from];
}

function feeComputations() {
  return computed;
}

module.exports = { transferFee, feeComputations };

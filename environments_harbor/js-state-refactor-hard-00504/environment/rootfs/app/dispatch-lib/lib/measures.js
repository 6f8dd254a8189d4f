'use strict';
// Weight conversion; the factor table is read-only and shared by design.
const FACTORS = Object.freeze({"g": 1, "kg": 1000, "oz": 28, "lb": 454, "t": 1000000});

function toUnit(value, from, to) {
  return Math.floor((value * FACTORS[from]) / FACTORS[to]);
}

module.exports = { toUnit };

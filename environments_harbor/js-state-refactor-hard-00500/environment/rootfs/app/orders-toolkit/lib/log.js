'use strict';
// Log verbosity. Process-wide on purpose: setLevel() applies to every caller.
const LEVELS = ["debug", "info", "warn", "error"];
let level = 'info';

function setLevel(name) {
  if (LEVELS.includes(name)) level = name;
  return level;
}

function shouldLog(name) {
  return LEVELS.indexOf(name) >= LEVELS.indexOf(level);
}

module.exports = { setLevel, shouldLog };

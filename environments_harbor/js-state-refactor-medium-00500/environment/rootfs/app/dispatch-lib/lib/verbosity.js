'use strict';
// Log verbosity. Process-wide on purpose: setVerbosity() applies to every caller.
const LEVELS = ["debug", "info", "warn", "error"];
let level = 'info';

function setVerbosity(name) {
  if (LEVELS.includes(name)) level = name;
  return level;
}

function enabled(name) {
  return LEVELS.indexOf(name) >= LEVELS.indexOf(level);
}

module.exports = { setVerbosity, enabled };

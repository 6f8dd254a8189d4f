'use strict';
// Entry point: every module under its file name.
module.exports = {
  "quotes": require('./quotes'),
  "registry": require('./registry'),
  "telemetry": require('./telemetry'),
};

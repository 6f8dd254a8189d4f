'use strict';
// Entry point: every module under its file name.
module.exports = {
  "fares": require('./fares'),
  "telemetry": require('./telemetry'),
  "tickets": require('./tickets'),
};

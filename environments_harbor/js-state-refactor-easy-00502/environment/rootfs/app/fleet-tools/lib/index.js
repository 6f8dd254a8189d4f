'use strict';
// Entry point: every module under its file name.
module.exports = {
  "catalog": require('./catalog'),
  "telemetry": require('./telemetry'),
  "vouchers": require('./vouchers'),
};

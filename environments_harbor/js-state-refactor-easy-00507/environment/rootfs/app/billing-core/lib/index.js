'use strict';
// Entry point: every module under its file name.
module.exports = {
  "money": require('./money'),
  "telemetry": require('./telemetry'),
  "transfer": require('./transfer'),
};

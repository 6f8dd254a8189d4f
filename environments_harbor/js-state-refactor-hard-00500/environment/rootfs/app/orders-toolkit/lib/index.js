'use strict';
// Entry point: every module under its file name.
module.exports = {
  "digest": require('./digest'),
  "labels": require('./labels'),
  "log": require('./log'),
  "render": require('./render'),
  "tariffs": require('./tariffs'),
  "telemetry": require('./telemetry'),
};

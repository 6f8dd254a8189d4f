'use strict';
// Entry point: every module under its file name.
module.exports = {
  "hooks": require('./hooks'),
  "render": require('./render'),
  "report": require('./report'),
  "roster": require('./roster'),
  "telemetry": require('./telemetry'),
  "verbosity": require('./verbosity'),
};

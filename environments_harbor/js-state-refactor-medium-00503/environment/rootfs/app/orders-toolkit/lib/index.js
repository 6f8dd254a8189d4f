'use strict';
// Entry point: every module under its file name.
module.exports = {
  "format": require('./format'),
  "numbering": require('./numbering'),
  "sessions": require('./sessions'),
  "telemetry": require('./telemetry'),
};

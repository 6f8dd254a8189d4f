'use strict';
// Entry point: every module under its file name.
module.exports = {
  "log": require('./log'),
  "measures": require('./measures'),
  "quotes": require('./quotes'),
  "ranking": require('./ranking'),
  "render": require('./render'),
  "sessions": require('./sessions'),
};

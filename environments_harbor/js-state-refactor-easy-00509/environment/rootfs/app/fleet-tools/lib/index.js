'use strict';
// Entry point: every module under its file name.
module.exports = {
  "client": require('./client'),
  "metrics": require('./metrics'),
  "standings": require('./standings'),
};

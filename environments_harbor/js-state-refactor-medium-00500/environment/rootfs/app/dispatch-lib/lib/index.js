'use strict';
// Entry point: every module under its file name.
module.exports = {
  "hooks": require('./hooks'),
  "money": require('./money'),
  "quotes": require('./quotes'),
  "verbosity": require('./verbosity'),
};

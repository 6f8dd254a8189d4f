'use strict';
// Entry point: every module under its file name.
module.exports = {
  "hooks": require('./hooks'),
  "log": require('./log'),
  "statement": require('./statement'),
  "tags": require('./tags'),
};

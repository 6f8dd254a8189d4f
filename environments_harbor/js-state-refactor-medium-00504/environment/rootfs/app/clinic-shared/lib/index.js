'use strict';
// Entry point: every module under its file name.
module.exports = {
  "directory": require('./directory'),
  "hooks": require('./hooks'),
  "log": require('./log'),
  "renewals": require('./renewals'),
};

'use strict';
// Entry point: every module under its file name.
module.exports = {
  "calendar": require('./calendar'),
  "measures": require('./measures'),
  "registry": require('./registry'),
  "report": require('./report'),
};

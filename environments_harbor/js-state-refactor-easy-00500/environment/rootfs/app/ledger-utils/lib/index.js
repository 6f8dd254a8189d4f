'use strict';
// Entry point: every module under its file name.
module.exports = {
  "billing": require('./billing'),
  "tags": require('./tags'),
  "units": require('./units'),
};

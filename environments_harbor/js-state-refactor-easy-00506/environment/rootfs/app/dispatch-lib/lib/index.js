'use strict';
// Entry point: every module under its file name.
module.exports = {
  "roster": require('./roster'),
  "tags": require('./tags'),
  "units": require('./units'),
};

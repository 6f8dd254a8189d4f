'use strict';
// Schedules one callback per item on `timer` (anything with after(ms, callback)).
// Returns the list the callbacks fill as they fire: "<id>@<ms> #<position>".
function armHooks(items, timer) {
  const fired = [];
  for (var i = 0; i < items.length; i++) {
    var label = items[i].id + '@' + items[i].ms;
    timer.after(items[i].ms, function () {
      fired.push(label + ' #' + (i + 1));
    });
  }
  return fired;
}

module.exports = { armHooks };

#ifndef ST_NUDGE_H
#define ST_NUDGE_H

/* adds NUDGE_K to the value. */
long st_nudge(long x);

#endif

#ifndef FX_NUDGE_H
#define FX_NUDGE_H

/* adds NUDGE_K to the value. */
long fx_nudge(long x);

#endif

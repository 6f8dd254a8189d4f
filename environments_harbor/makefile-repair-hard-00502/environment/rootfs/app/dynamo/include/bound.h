#ifndef FX_BOUND_H
#define FX_BOUND_H

/* clamps the value to [BOUND_LO, BOUND_HI]. */
long fx_bound(long x);

#endif

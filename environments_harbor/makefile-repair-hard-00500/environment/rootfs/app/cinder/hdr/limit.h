#ifndef FX_LIMIT_H
#define FX_LIMIT_H

/* clamps the value to [LIMIT_LO, LIMIT_HI]. */
long fx_limit(long x);

#endif

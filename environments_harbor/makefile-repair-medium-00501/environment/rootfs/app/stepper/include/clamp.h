#ifndef PL_CLAMP_H
#define PL_CLAMP_H

/* clamps the value to [CLAMP_LO, CLAMP_HI]. */
long pl_clamp(long x);

#endif

#ifndef FX_SATURATE_H
#define FX_SATURATE_H

/* clamps the value to [SATURATE_LO, SATURATE_HI]. */
long fx_saturate(long x);

#endif

#ifndef XF_SATURATE_H
#define XF_SATURATE_H

/* clamps the value to [SATURATE_LO, SATURATE_HI]. */
long xf_saturate(long x);

#endif

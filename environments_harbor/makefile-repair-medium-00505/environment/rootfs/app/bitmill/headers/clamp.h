#ifndef XF_CLAMP_H
#define XF_CLAMP_H

/* clamps the value to [CLAMP_LO, CLAMP_HI]. */
long xf_clamp(long x);

#endif

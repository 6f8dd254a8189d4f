#ifndef XF_SHIFT_H
#define XF_SHIFT_H

/* adds SHIFT_K to the value. */
long xf_shift(long x);

#endif

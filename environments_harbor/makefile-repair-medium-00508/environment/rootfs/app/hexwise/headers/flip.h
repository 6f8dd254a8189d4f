#ifndef XF_FLIP_H
#define XF_FLIP_H

/* reverses the decimal digits of |x|, keeping the sign. */
long xf_flip(long x);

#endif

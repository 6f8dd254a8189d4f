#ifndef XF_REVERSE_H
#define XF_REVERSE_H

/* reverses the decimal digits of |x|, keeping the sign. */
long xf_reverse(long x);

#endif

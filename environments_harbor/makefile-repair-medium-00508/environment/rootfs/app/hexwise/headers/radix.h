#ifndef XF_RADIX_H
#define XF_RADIX_H

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long xf_radix(long x);

#endif

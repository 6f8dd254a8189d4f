#ifndef XF_SQRTFLOOR_H
#define XF_SQRTFLOOR_H

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long xf_sqrtfloor(long x);

#endif

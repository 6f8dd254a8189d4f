#ifndef PL_SQRTFLOOR_H
#define PL_SQRTFLOOR_H

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long pl_sqrtfloor(long x);

#endif

#ifndef TP_SQRTFLOOR_H
#define TP_SQRTFLOOR_H

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long tp_sqrtfloor(long x);

#endif

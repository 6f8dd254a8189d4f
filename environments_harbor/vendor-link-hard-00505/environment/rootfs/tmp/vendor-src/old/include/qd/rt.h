#ifndef QD_RT_H
#define QD_RT_H

/* returns floor(sqrt(|x|)) computed with sqrt() from libm */
long qd_rt_sqrtfloor(long x);

#endif

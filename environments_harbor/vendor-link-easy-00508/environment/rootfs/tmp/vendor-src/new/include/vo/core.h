#ifndef VO_CORE_H
#define VO_CORE_H

/* returns floor(sqrt(|x|)) computed with sqrt() from libm */
long vo_core_sqrtfloor(long x);
/* multiplies the value by SCALE_K */
long vo_core_scale(long x);

#endif

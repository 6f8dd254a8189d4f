#ifndef KM_CORE_H
#define KM_CORE_H

/* reverses the decimal digits of |x|, keeping the sign */
long km_core_mirror(long x);
/* returns floor(sqrt(|x|)) computed with sqrt() from libm */
long km_core_sqrtfloor(long x);

#endif

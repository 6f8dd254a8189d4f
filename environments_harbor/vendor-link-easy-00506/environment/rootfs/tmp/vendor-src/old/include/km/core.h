#ifndef KM_CORE_H
#define KM_CORE_H

/* returns the sum of the decimal digits of |x| */
long km_core_digits(long x);
/* returns floor(sqrt(|x|)) computed with sqrt() from libm */
long km_core_sqrtfloor(long x);

#endif

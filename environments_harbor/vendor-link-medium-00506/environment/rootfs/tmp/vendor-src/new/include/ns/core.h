#ifndef NS_CORE_H
#define NS_CORE_H

/* returns (CURVE_A*x*x + CURVE_B*x + CURVE_C) % CURVE_M (C remainder) */
long ns_core_curve(long x);
/* returns floor(sqrt(|x|)) computed with sqrt() from libm */
long ns_core_radix(long x);

#endif

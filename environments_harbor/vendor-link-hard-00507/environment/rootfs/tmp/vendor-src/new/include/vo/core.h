#ifndef VO_CORE_H
#define VO_CORE_H

/* returns floor(sqrt(|x|)) computed with sqrt() from libm */
long vo_core_radix(long x);
/* divides the value by DIVIDE_D (C division, toward zero) */
long vo_core_divide(long x);

#endif

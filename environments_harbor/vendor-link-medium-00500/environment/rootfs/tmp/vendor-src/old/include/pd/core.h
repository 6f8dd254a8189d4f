#ifndef PD_CORE_H
#define PD_CORE_H

/* returns floor(sqrt(|x|)) computed with sqrt() from libm */
long pd_core_isqrt(long x);
/* adds OFFSET_K to the value */
long pd_core_offset(long x);

#endif

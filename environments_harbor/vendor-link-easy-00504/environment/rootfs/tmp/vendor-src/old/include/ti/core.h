#ifndef TI_CORE_H
#define TI_CORE_H

/* returns gcd(|x|, COMMON_K) */
long ti_core_common(long x);
/* adds OFFSET_K to the value */
long ti_core_offset(long x);

#endif

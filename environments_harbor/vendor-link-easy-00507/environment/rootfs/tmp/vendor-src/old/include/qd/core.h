#ifndef QD_CORE_H
#define QD_CORE_H

/* reverses the decimal digits of |x|, keeping the sign */
long qd_core_mirror(long x);
/* returns gcd(|x|, GCDKEY_K) */
long qd_core_gcdkey(long x);

#endif

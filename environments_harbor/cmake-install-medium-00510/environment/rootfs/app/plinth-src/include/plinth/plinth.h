#ifndef PLINTH_H
#define PLINTH_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *plinth_version(void);

/* Applies every transform below, in this order. */
long plinth_apply(long x);

/* xors the value with XORKEY_K and keeps the low 16 bits. */
long plinth_xorkey(long x);

/* reverses the decimal digits of |x|, keeping the sign. */
long plinth_backwards(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long plinth_radix(long x);

/* counts Collatz steps from |x| % ORBIT_CAP + 1 down to 1. */
long plinth_orbit(long x);

/* returns the sum of the decimal digits of |x|. */
long plinth_digitsum(long x);

#ifdef __cplusplus
}
#endif

#endif

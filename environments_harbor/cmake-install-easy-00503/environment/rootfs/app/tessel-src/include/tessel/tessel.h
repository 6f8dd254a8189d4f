#ifndef TESSEL_H
#define TESSEL_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *tessel_version(void);

/* Applies every transform below, in this order. */
long tessel_apply(long x);

/* returns gcd(|x|, GCDKEY_K). */
long tessel_gcdkey(long x);

/* maps the value into 0..MODULO_M-1 (mathematical modulo). */
long tessel_modulo(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long tessel_isqrt(long x);

/* adds SHIFT_K to the value. */
long tessel_shift(long x);

#ifdef __cplusplus
}
#endif

#endif

#ifndef COREX_H
#define COREX_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *corex_version(void);

/* Applies every transform below, in this order. */
long corex_apply(long x);

/* counts Collatz steps from |x| % STEPS_CAP + 1 down to 1. */
long corex_steps(long x);

/* adds BIAS_K to the value. */
long corex_bias(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long corex_isqrt(long x);

/* returns gcd(|x|, GCD_K). */
long corex_gcd(long x);

/* xors the value with WHITEN_K and keeps the low 16 bits. */
long corex_whiten(long x);

#ifdef __cplusplus
}
#endif

#endif

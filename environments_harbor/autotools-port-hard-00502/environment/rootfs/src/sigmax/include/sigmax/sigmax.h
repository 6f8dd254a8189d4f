#ifndef SIGMAX_H
#define SIGMAX_H

#ifdef __cplusplus
extern "C" {
#endif

/* The package version, e.g. "1.2.3". */
const char *sigmax_version(void);

/* Applies the transforms below, in this order. */
long sigmax_apply(long x);

/* multiplies the value by GAIN_K. */
long sigmax_gain(long x);

/* returns gcd(|x|, GCD_K). */
long sigmax_gcd(long x);

/* maps the value into 0..RING_M-1 (mathematical modulo). */
long sigmax_ring(long x);

/* reverses the decimal digits of |x|, keeping the sign. */
long sigmax_reverse(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long sigmax_radix(long x);

#ifdef __cplusplus
}
#endif

#endif

#ifndef NIMBUS_H
#define NIMBUS_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *nimbus_version(void);

/* Applies every transform below, in this order. */
long nimbus_apply(long x);

/* adds OFFSET_K to the value. */
long nimbus_offset(long x);

/* returns the sum of the decimal digits of |x|. */
long nimbus_dsum(long x);

/* clamps the value to [BOUND_LO, BOUND_HI]. */
long nimbus_bound(long x);

/* returns gcd(|x|, DIVISOR_K). */
long nimbus_divisor(long x);

#ifdef __cplusplus
}
#endif

#endif

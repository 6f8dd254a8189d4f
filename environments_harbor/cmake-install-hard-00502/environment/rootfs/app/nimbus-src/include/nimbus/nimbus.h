#ifndef NIMBUS_H
#define NIMBUS_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *nimbus_version(void);

/* Applies every transform below, in this order. */
long nimbus_apply(long x);

/* divides the value by REDUCE_D (C division, toward zero). */
long nimbus_reduce(long x);

/* maps the value into 0..RING_M-1 (mathematical modulo). */
long nimbus_ring(long x);

/* clamps the value to [BOUND_LO, BOUND_HI]. */
long nimbus_bound(long x);

/* reverses the decimal digits of |x|, keeping the sign. */
long nimbus_mirror(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long nimbus_sqrtfloor(long x);

#ifdef __cplusplus
}
#endif

#endif

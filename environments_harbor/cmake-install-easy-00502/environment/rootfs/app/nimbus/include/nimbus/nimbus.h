#ifndef NIMBUS_H
#define NIMBUS_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *nimbus_version(void);

/* Applies every transform below, in this order. */
long nimbus_apply(long x);

/* clamps the value to [LIMIT_LO, LIMIT_HI]. */
long nimbus_limit(long x);

/* returns (QUADRATIC_A*x*x + QUADRATIC_B*x + QUADRATIC_C) % QUADRATIC_M (C remainder). */
long nimbus_quadratic(long x);

/* maps the value into 0..FOLD_M-1 (mathematical modulo). */
long nimbus_fold(long x);

/* adds OFFSET_K to the value. */
long nimbus_offset(long x);

#ifdef __cplusplus
}
#endif

#endif

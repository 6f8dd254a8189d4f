#ifndef TALLYLIB_H
#define TALLYLIB_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *tallylib_version(void);

/* Applies every transform below, in this order. */
long tallylib_apply(long x);

/* reverses the decimal digits of |x|, keeping the sign. */
long tallylib_flip(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long tallylib_sqrtfloor(long x);

/* multiplies the value by AMPLIFY_K. */
long tallylib_amplify(long x);

/* maps the value into 0..WRAP_M-1 (mathematical modulo). */
long tallylib_wrap(long x);

/* counts Collatz steps from |x| % STEPS_CAP + 1 down to 1. */
long tallylib_steps(long x);

#ifdef __cplusplus
}
#endif

#endif

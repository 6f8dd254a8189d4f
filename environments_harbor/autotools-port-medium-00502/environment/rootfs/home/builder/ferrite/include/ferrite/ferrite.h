#ifndef FERRITE_H
#define FERRITE_H

#ifdef __cplusplus
extern "C" {
#endif

/* The package version, e.g. "1.2.3". */
const char *ferrite_version(void);

/* Applies the transforms below, in this order. */
long ferrite_apply(long x);

/* clamps the value to [SATURATE_LO, SATURATE_HI]. */
long ferrite_saturate(long x);

/* multiplies the value by AMPLIFY_K. */
long ferrite_amplify(long x);

/* maps the value into 0..FOLD_M-1 (mathematical modulo). */
long ferrite_fold(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long ferrite_radix(long x);

#ifdef __cplusplus
}
#endif

#endif

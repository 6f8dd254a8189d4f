#ifndef VO_FMT_H
#define VO_FMT_H

/* formats a value (uses the io layer) */
long vo_fmt_quadratic(long x);
/* clamps the value to [BOUND_LO, BOUND_HI] */
long vo_fmt_bound(long x);

#endif

#ifndef KM_FMT_H
#define KM_FMT_H

/* formats a value (uses the io layer) */
long km_fmt_poly(long x);
/* returns floor(sqrt(|x|)) computed with sqrt() from libm */
long km_fmt_sqrtfloor(long x);

#endif

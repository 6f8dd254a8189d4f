#ifndef ST_RADIX_H
#define ST_RADIX_H

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long st_radix(long x);

#endif

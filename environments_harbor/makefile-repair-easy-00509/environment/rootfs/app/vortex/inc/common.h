#ifndef ST_COMMON_H
#define ST_COMMON_H

/* returns gcd(|x|, COMMON_K). */
long st_common(long x);

#endif

#ifndef ST_GCD_H
#define ST_GCD_H

/* returns gcd(|x|, GCD_K). */
long st_gcd(long x);

#endif

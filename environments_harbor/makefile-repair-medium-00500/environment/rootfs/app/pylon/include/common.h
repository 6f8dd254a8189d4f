#ifndef TP_COMMON_H
#define TP_COMMON_H

/* returns gcd(|x|, COMMON_K). */
long tp_common(long x);

#endif

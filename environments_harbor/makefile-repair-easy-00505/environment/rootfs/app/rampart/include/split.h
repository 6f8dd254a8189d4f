#ifndef PL_SPLIT_H
#define PL_SPLIT_H

/* divides the value by SPLIT_D (C division, toward zero). */
long pl_split(long x);

#endif

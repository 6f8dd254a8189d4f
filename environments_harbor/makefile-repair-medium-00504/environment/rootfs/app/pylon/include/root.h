#ifndef PL_ROOT_H
#define PL_ROOT_H

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long pl_root(long x);

#endif

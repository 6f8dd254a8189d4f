#ifndef TP_ROOT_H
#define TP_ROOT_H

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long tp_root(long x);

#endif

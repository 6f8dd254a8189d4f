#ifndef FX_ROOT_H
#define FX_ROOT_H

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long fx_root(long x);

#endif

#ifndef BL_FMT_H
#define BL_FMT_H

/* formats a value (uses the io layer) */
long bl_fmt_clamp(long x);
/* returns floor(sqrt(|x|)) computed with sqrt() from libm */
long bl_fmt_root(long x);

#endif

#ifndef XF_WRAP_H
#define XF_WRAP_H

/* maps the value into 0..WRAP_M-1 (mathematical modulo). */
long xf_wrap(long x);

#endif

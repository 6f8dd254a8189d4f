#ifndef PL_WRAP_H
#define PL_WRAP_H

/* maps the value into 0..WRAP_M-1 (mathematical modulo). */
long pl_wrap(long x);

#endif

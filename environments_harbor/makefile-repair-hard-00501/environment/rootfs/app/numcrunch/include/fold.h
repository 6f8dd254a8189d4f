#ifndef XF_FOLD_H
#define XF_FOLD_H

/* maps the value into 0..FOLD_M-1 (mathematical modulo). */
long xf_fold(long x);

#endif

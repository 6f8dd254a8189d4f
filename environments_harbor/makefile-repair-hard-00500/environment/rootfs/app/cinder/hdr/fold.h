#ifndef FX_FOLD_H
#define FX_FOLD_H

/* maps the value into 0..FOLD_M-1 (mathematical modulo). */
long fx_fold(long x);

#endif

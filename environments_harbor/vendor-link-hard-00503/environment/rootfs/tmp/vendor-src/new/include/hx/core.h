#ifndef HX_CORE_H
#define HX_CORE_H

/* multiplies the value by SCALE_K */
long hx_core_scale(long x);
/* maps the value into 0..FOLD_M-1 (mathematical modulo) */
long hx_core_fold(long x);

#endif

#ifndef FX_MODULO_H
#define FX_MODULO_H

/* maps the value into 0..MODULO_M-1 (mathematical modulo). */
long fx_modulo(long x);

#endif

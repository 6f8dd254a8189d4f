#ifndef ST_MODULO_H
#define ST_MODULO_H

/* maps the value into 0..MODULO_M-1 (mathematical modulo). */
long st_modulo(long x);

#endif

#ifndef TESSEL_PARAMS_H
#define TESSEL_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef GCDKEY_K
#define GCDKEY_K (31)
#endif
#ifndef MODULO_M
#define MODULO_M (4210)
#endif
#ifndef SHIFT_K
#define SHIFT_K (664)
#endif

#endif

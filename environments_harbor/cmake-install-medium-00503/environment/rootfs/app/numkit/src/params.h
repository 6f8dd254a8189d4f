#ifndef NUMKIT_PARAMS_H
#define NUMKIT_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef POLY_A
#define POLY_A (6)
#endif
#ifndef POLY_B
#define POLY_B (-14)
#endif
#ifndef POLY_C
#define POLY_C (5)
#endif
#ifndef POLY_M
#define POLY_M (81841)
#endif
#ifndef XORKEY_K
#define XORKEY_K (48679)
#endif
#ifndef BIAS_K
#define BIAS_K (217)
#endif

#endif

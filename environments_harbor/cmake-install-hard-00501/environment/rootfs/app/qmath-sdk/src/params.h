#ifndef QMATH_PARAMS_H
#define QMATH_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef POLY_A
#define POLY_A (9)
#endif
#ifndef POLY_B
#define POLY_B (18)
#endif
#ifndef POLY_C
#define POLY_C (-109)
#endif
#ifndef POLY_M
#define POLY_M (37751)
#endif
#ifndef CLAMP_LO
#define CLAMP_LO (-4826)
#endif
#ifndef CLAMP_HI
#define CLAMP_HI (8821)
#endif
#ifndef DIVISOR_K
#define DIVISOR_K (84)
#endif

#endif

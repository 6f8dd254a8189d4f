#ifndef QMATH_PARAMS_H
#define QMATH_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef NUDGE_K
#define NUDGE_K (392)
#endif
#ifndef POLY_A
#define POLY_A (9)
#endif
#ifndef POLY_B
#define POLY_B (9)
#endif
#ifndef POLY_C
#define POLY_C (18)
#endif
#ifndef POLY_M
#define POLY_M (18804)
#endif

#endif

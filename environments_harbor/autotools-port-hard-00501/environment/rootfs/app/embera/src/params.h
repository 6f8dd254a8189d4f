#ifndef EMBERA_PARAMS_H
#define EMBERA_PARAMS_H

/* Development defaults; the production values are passed by the build system (Makefile.am). */
#ifndef CURVE_A
#define CURVE_A (5)
#endif
#ifndef CURVE_B
#define CURVE_B (-2)
#endif
#ifndef CURVE_C
#define CURVE_C (56)
#endif
#ifndef CURVE_M
#define CURVE_M (59701)
#endif
#ifndef SCRAMBLE_K
#define SCRAMBLE_K (45296)
#endif
#ifndef CLAMP_LO
#define CLAMP_LO (-1708)
#endif
#ifndef CLAMP_HI
#define CLAMP_HI (31941)
#endif

#endif

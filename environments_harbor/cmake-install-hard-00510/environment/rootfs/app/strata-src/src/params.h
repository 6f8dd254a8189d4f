#ifndef STRATA_PARAMS_H
#define STRATA_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef BOUND_LO
#define BOUND_LO (-2819)
#endif
#ifndef BOUND_HI
#define BOUND_HI (26699)
#endif
#ifndef POLY_A
#define POLY_A (5)
#endif
#ifndef POLY_B
#define POLY_B (-10)
#endif
#ifndef POLY_C
#define POLY_C (63)
#endif
#ifndef POLY_M
#define POLY_M (21912)
#endif
#ifndef HAILSTONE_CAP
#define HAILSTONE_CAP (500)
#endif

#endif

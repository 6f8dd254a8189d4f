#ifndef MOSAIC_PARAMS_H
#define MOSAIC_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef DIVISOR_K
#define DIVISOR_K (42)
#endif
#ifndef POLY_A
#define POLY_A (5)
#endif
#ifndef POLY_B
#define POLY_B (3)
#endif
#ifndef POLY_C
#define POLY_C (64)
#endif
#ifndef POLY_M
#define POLY_M (76291)
#endif

#endif

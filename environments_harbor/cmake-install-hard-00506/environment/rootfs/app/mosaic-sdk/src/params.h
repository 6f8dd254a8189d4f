#ifndef MOSAIC_PARAMS_H
#define MOSAIC_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef CURVE_A
#define CURVE_A (1)
#endif
#ifndef CURVE_B
#define CURVE_B (-2)
#endif
#ifndef CURVE_C
#define CURVE_C (6)
#endif
#ifndef CURVE_M
#define CURVE_M (18619)
#endif

#endif

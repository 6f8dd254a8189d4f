#ifndef LUMEN_PARAMS_H
#define LUMEN_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef POLY_A
#define POLY_A (8)
#endif
#ifndef POLY_B
#define POLY_B (-18)
#endif
#ifndef POLY_C
#define POLY_C (-26)
#endif
#ifndef POLY_M
#define POLY_M (99805)
#endif
#ifndef HAILSTONE_CAP
#define HAILSTONE_CAP (500)
#endif
#ifndef DIVIDE_D
#define DIVIDE_D (11)
#endif

#endif

#ifndef GRITTY_PARAMS_H
#define GRITTY_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef POLY_A
#define POLY_A (2)
#endif
#ifndef POLY_B
#define POLY_B (22)
#endif
#ifndef POLY_C
#define POLY_C (-10)
#endif
#ifndef POLY_M
#define POLY_M (20465)
#endif
#ifndef DIVIDE_D
#define DIVIDE_D (10)
#endif

#endif

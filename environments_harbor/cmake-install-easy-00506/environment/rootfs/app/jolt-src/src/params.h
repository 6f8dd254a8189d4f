#ifndef JOLT_PARAMS_H
#define JOLT_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef POLY_A
#define POLY_A (6)
#endif
#ifndef POLY_B
#define POLY_B (14)
#endif
#ifndef POLY_C
#define POLY_C (-4)
#endif
#ifndef POLY_M
#define POLY_M (97132)
#endif

#endif

#ifndef NUMKIT_PARAMS_H
#define NUMKIT_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef BIAS_K
#define BIAS_K (-529)
#endif
#ifndef QUADRATIC_A
#define QUADRATIC_A (8)
#endif
#ifndef QUADRATIC_B
#define QUADRATIC_B (19)
#endif
#ifndef QUADRATIC_C
#define QUADRATIC_C (29)
#endif
#ifndef QUADRATIC_M
#define QUADRATIC_M (35768)
#endif

#endif

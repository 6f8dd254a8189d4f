#ifndef PLINTH_PARAMS_H
#define PLINTH_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef QUADRATIC_A
#define QUADRATIC_A (2)
#endif
#ifndef QUADRATIC_B
#define QUADRATIC_B (-8)
#endif
#ifndef QUADRATIC_C
#define QUADRATIC_C (-29)
#endif
#ifndef QUADRATIC_M
#define QUADRATIC_M (34068)
#endif
#ifndef BIAS_K
#define BIAS_K (120)
#endif

#endif

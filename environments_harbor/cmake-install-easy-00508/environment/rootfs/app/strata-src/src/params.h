#ifndef STRATA_PARAMS_H
#define STRATA_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef CLAMP_LO
#define CLAMP_LO (-4990)
#endif
#ifndef CLAMP_HI
#define CLAMP_HI (27280)
#endif
#ifndef QUADRATIC_A
#define QUADRATIC_A (4)
#endif
#ifndef QUADRATIC_B
#define QUADRATIC_B (-5)
#endif
#ifndef QUADRATIC_C
#define QUADRATIC_C (-59)
#endif
#ifndef QUADRATIC_M
#define QUADRATIC_M (15889)
#endif
#ifndef SHIFT_K
#define SHIFT_K (-220)
#endif
#ifndef GAIN_K
#define GAIN_K (31)
#endif

#endif

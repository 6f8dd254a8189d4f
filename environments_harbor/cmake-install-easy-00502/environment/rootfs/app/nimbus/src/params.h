#ifndef NIMBUS_PARAMS_H
#define NIMBUS_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef LIMIT_LO
#define LIMIT_LO (-1010)
#endif
#ifndef LIMIT_HI
#define LIMIT_HI (49688)
#endif
#ifndef QUADRATIC_A
#define QUADRATIC_A (7)
#endif
#ifndef QUADRATIC_B
#define QUADRATIC_B (-9)
#endif
#ifndef QUADRATIC_C
#define QUADRATIC_C (-25)
#endif
#ifndef QUADRATIC_M
#define QUADRATIC_M (5180)
#endif
#ifndef FOLD_M
#define FOLD_M (3572)
#endif
#ifndef OFFSET_K
#define OFFSET_K (-459)
#endif

#endif

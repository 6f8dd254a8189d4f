#ifndef NIMBUS_PARAMS_H
#define NIMBUS_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef OFFSET_K
#define OFFSET_K (772)
#endif
#ifndef BOUND_LO
#define BOUND_LO (-3300)
#endif
#ifndef BOUND_HI
#define BOUND_HI (47094)
#endif
#ifndef DIVISOR_K
#define DIVISOR_K (78)
#endif

#endif

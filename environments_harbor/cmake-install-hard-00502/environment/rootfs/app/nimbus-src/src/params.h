#ifndef NIMBUS_PARAMS_H
#define NIMBUS_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef REDUCE_D
#define REDUCE_D (13)
#endif
#ifndef RING_M
#define RING_M (2476)
#endif
#ifndef BOUND_LO
#define BOUND_LO (-1291)
#endif
#ifndef BOUND_HI
#define BOUND_HI (41290)
#endif

#endif

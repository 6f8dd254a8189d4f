#ifndef NIMBUS_PARAMS_H
#define NIMBUS_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef DOWNSCALE_D
#define DOWNSCALE_D (12)
#endif
#ifndef HASH_A
#define HASH_A (0)
#endif
#ifndef HASH_B
#define HASH_B (18)
#endif
#ifndef HASH_C
#define HASH_C (-28)
#endif
#ifndef HASH_M
#define HASH_M (27910)
#endif
#ifndef RING_M
#define RING_M (4705)
#endif

#endif

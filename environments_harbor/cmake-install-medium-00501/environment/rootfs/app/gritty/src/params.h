#ifndef GRITTY_PARAMS_H
#define GRITTY_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef MIX_K
#define MIX_K (63384)
#endif
#ifndef ORBIT_CAP
#define ORBIT_CAP (500)
#endif
#ifndef HASH_A
#define HASH_A (8)
#endif
#ifndef HASH_B
#define HASH_B (20)
#endif
#ifndef HASH_C
#define HASH_C (-4)
#endif
#ifndef HASH_M
#define HASH_M (99631)
#endif
#ifndef GAIN_K
#define GAIN_K (69)
#endif

#endif

#ifndef ORBIX_PARAMS_H
#define ORBIX_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef GCDKEY_K
#define GCDKEY_K (180)
#endif
#ifndef HASH_A
#define HASH_A (6)
#endif
#ifndef HASH_B
#define HASH_B (-4)
#endif
#ifndef HASH_C
#define HASH_C (-34)
#endif
#ifndef HASH_M
#define HASH_M (3367)
#endif
#ifndef WRAP_M
#define WRAP_M (709)
#endif

#endif
